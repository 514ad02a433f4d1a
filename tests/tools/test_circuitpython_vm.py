"""
`tests.tools.test_circuitpython_vm`
====================================================

CircuitPython's own VM as the measuring stick (``tools/device/circuitpython_vm.py``,
``tools/device/app_circuitpython.py``), without building it: the variant the build writes has the
SAMD51's settings and freezes the stand-ins; a folder that is not a CircuitPython tree is
refused before anything is written; the harness says in one line when the VM is missing or
was built with other stand-ins; the call stack and the heap are bisected as documented. The
second VM, with the app's modules frozen in, freezes what a deploy puts on a board but
``code.py``, goes stale with them, and is played without them on the drive.
"""

import argparse
import os
import shutil
import subprocess
from pathlib import Path

import pytest

from tools.device import app_circuitpython
from tools.device import app_micropython
from tools.device import circuitpython_vm


def test_the_variant_has_the_samd51_s_settings_and_freezes_the_stand_ins(tmp_path):
    circuitpython_vm.write_variant(tmp_path)
    header = (tmp_path / "mpconfigvariant.h").read_text("utf-8")
    for setting in ("MICROPY_OBJ_REPR (MICROPY_OBJ_REPR_C)",
                    "MICROPY_FLOAT_IMPL (MICROPY_FLOAT_IMPL_FLOAT)",
                    "MICROPY_QSTR_BYTES_IN_HASH (1)", "MICROPY_ENABLE_PYSTACK (1)",
                    "MICROPY_CONFIG_ROM_LEVEL (MICROPY_CONFIG_ROM_LEVEL_EXTRA_FEATURES)",
                    "MICROPY_PY_STRUCT (0)", "MICROPY_PY_MICROPYTHON_RINGIO (0)",
                    "MICROPY_PY_CRYPTOLIB (0)", "MICROPY_VFS_ROM_IOCTL (0)"):
        assert "#define " + setting in header, setting
    assert header.rstrip().endswith('#include "variants/mpconfigvariant_common.h"')
    make = (tmp_path / "mpconfigvariant.mk").read_text("utf-8")
    assert "FROZEN_MANIFEST ?= $(VARIANT_DIR)/manifest.py" in make
    assert "-DCIRCUITPY_STRUCT=1 -DCIRCUITPY_TRACEBACK=1" in make
    assert "shared-module/traceback/__init__.c" in make
    assert "$(BUILD)/main.o: CFLAGS += -include $(VARIANT_DIR)/pystack_size.h" in make
    stack = (tmp_path / "pystack_size.h").read_text("utf-8")
    assert 'getenv("MICROPY_PYSTACK_BYTES")' in stack and "#define mp_pystack_init(" in stack
    manifest = (tmp_path / "manifest.py").read_text("utf-8")
    assert manifest == "freeze(%r)\n" % str(app_micropython.STANDINS)
    assert (tmp_path / "README.md").is_file()   # the build's micropython-lib check wants one


def test_a_folder_that_is_not_a_circuitpython_tree_is_refused_before_anything_is_written(
        tmp_path, capsys):
    source = tmp_path / "micropython"
    (source / "py").mkdir(parents=True)
    output = tmp_path / "build"
    with pytest.raises(circuitpython_vm.BuildError, match="not a CircuitPython source tree"):
        circuitpython_vm.build(source, folder=output)
    assert not output.exists()
    assert circuitpython_vm.main(["--source", str(source)]) == 2
    error = capsys.readouterr().err
    assert "is not a CircuitPython source tree" in error and "adafruit/circuitpython" in error


def test_the_harness_says_in_one_line_when_the_vm_is_not_built(tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(circuitpython_vm, "BUILD", tmp_path / "circuitpython")
    ran = []
    monkeypatch.setattr(app_micropython, "main", lambda argv: ran.append(argv) or 0)
    assert app_circuitpython.main(["--seed", "3"]) == 0
    printed = capsys.readouterr().out.strip()
    assert len(printed.splitlines()) == 1
    assert "is not built" in printed
    assert "python -m tools.device.circuitpython_vm --source" in printed
    assert ran == [["--script", str(app_micropython.SCRIPT), "--seed", "3", "--jobs", "2"]]


def test_a_vm_built_with_other_stand_ins_is_stale(tmp_path):
    for name in ("micropython", "mpy-cross"):
        (tmp_path / name).write_bytes(b"")
    (tmp_path / "standins.sha256").write_text("0" * 64 + "\n", "utf-8")
    assert circuitpython_vm.state(tmp_path) == "stale"
    assert "tools/device/standins/ changed" in app_circuitpython.not_built_message(tmp_path)
    (tmp_path / "standins.sha256").write_text(circuitpython_vm.standins_hash() + "\n", "utf-8")
    assert circuitpython_vm.state(tmp_path) == "built"
    assert app_circuitpython.not_built_message(tmp_path) is None
    (tmp_path / "mpy-cross").unlink()
    assert circuitpython_vm.state(tmp_path) == "missing"


def test_the_call_stack_is_bisected_in_64_byte_steps():
    tried = []

    def works(size):
        tried.append(size)
        return size >= 1500

    assert app_circuitpython.smallest_call_stack(works) == 1536
    assert all(size % 64 == 0 and 256 <= size <= 4096 for size in tried), tried
    assert len(tried) < 20


def test_a_game_that_fails_even_with_the_whole_call_stack_is_an_error():
    with pytest.raises(RuntimeError, match="4096-byte call stack"):
        app_circuitpython.smallest_call_stack(lambda size: False)


def test_every_size_above_the_bisection_s_first_is_played_and_a_failure_raises_the_figure():
    kb = 1024
    tried = []

    def works(size):   # fits from 100 KB, but a fragmented heap fails once between 110 and 111
        tried.append(size)
        return size >= 100 * kb and not 110 * kb <= size < 111 * kb

    heap, first, failures = app_micropython.steady_smallest(
        works, 64 * kb, 512 * kb, window=app_circuitpython.HEAP_WINDOW,
        step=app_circuitpython.HEAP_STEP)
    assert 100 * kb <= first < 101 * kb
    assert len(failures) == 1 and 110 * kb <= failures[0] < 111 * kb
    assert 111 * kb <= heap <= failures[0] + kb and works(heap)
    window = app_circuitpython.HEAP_WINDOW
    checked = sorted(size for size in tried if heap < size <= heap + window)
    assert checked[0] <= heap + kb and checked[-1] > heap + window - kb   # 48 KB above it
    assert all(later - earlier <= kb for earlier, later in zip(checked, checked[1:]))
    assert len(tried) < 200


def test_a_heap_without_gaps_keeps_the_bisection_s_first():
    heap, first, failures = app_micropython.steady_smallest(
        lambda size: size >= 90 * 1024, 64 * 1024, 512 * 1024, window=8 * 1024, step=1024)
    assert heap == first and 90 * 1024 <= heap < 91 * 1024 and failures == []


def test_the_variant_lays_out_a_board_s_port_heap_only_when_asked(tmp_path):
    circuitpython_vm.write_variant(tmp_path)
    header = (tmp_path / "mpconfigvariant.h").read_text("utf-8")
    for setting in ("MICROPY_GC_SPLIT_HEAP (1)", "MICROPY_GC_SPLIT_HEAP_AUTO (1)",
                    "MP_PLAT_ALLOC_HEAP(size) outer_heap_alloc(size)",
                    "MP_PLAT_FREE_HEAP(area) outer_heap_free(area)"):
        assert "#define " + setting in header, setting
    make = (tmp_path / "mpconfigvariant.mk").read_text("utf-8")
    assert "SRC_C += $(VARIANT_DIR)/outer_heap.c lib/tlsf/tlsf.c" in make
    outer = (tmp_path / "outer_heap.c").read_text("utf-8")
    for variable in ("MICROPY_PORT_HEAP_BYTES", "MICROPY_PORT_HEAP_OFFSET",
                     "MICROPY_SUPERVISOR_BLOCKS", "MICROPY_PORT_HEAP_REPORT"):
        assert 'getenv("%s")' % variable in outer, variable
    assert "size_t gc_get_max_new_split(void)" in outer and "tlsf_malloc(" in outer
    assert "return outer_heap() == NULL ? NULL" in outer   # no variable: the heap stays fixed
    main = (tmp_path / "pystack_size.h").read_text("utf-8")
    # as a board's start_mp(): the Python stack first, then the first GC area, from the port heap
    taken = main.index("board_pystack = port_heap_take(")
    assert taken < main.index("start = port_heap_take(size)")
    assert "#define gc_init(start, end) board_gc_init(" in main


def test_a_tree_without_the_outer_heap_s_allocator_is_refused_before_anything_is_written(
        tmp_path):
    source = tmp_path / "circuitpython"
    for name in ("py/circuitpy_mpconfig.h", "mpy-cross/Makefile", "ports/unix/Makefile",
                 "ports/unix/variants/mpconfigvariant_common.h",
                 "shared-bindings/struct/__init__.c"):
        (source / name).parent.mkdir(parents=True, exist_ok=True)
        (source / name).write_text("", "utf-8")
    output = tmp_path / "build"
    with pytest.raises(circuitpython_vm.BuildError, match="git submodule update --init lib/tlsf"):
        circuitpython_vm.build(source, folder=output)
    assert not output.exists()


def test_line_numbers_are_compiled_in_only_when_asked_for(tmp_path, monkeypatch):
    """So that where a MemoryError struck names its line, not line 1."""
    from test_deploy import circuitpython_mpy_cross

    monkeypatch.setattr(circuitpython_vm, "MPY_CROSS", circuitpython_mpy_cross(tmp_path))
    for line_numbers, option in ((False, b"-O3"), (True, b"")):
        with app_circuitpython.circuitpython_tree(app_micropython.SCRIPT, line_numbers) as tree:
            with open(tree.folder + "/lib/shell/app.mpy", "rb") as module:
                assert module.read().split(b"\n")[1] == option
    seen = []
    monkeypatch.setattr(app_circuitpython, "not_built_message", lambda: None)
    monkeypatch.setattr(app_circuitpython, "measure_all",
                        lambda scripts, seed, jobs, line_numbers, other_seeds:
                        seen.append(line_numbers))
    app_circuitpython.main(["--line-numbers"])
    app_circuitpython.main([])
    assert seen == [True, False]


def test_the_frozen_app_variant_freezes_every_module_a_deploy_puts_on_a_board_but_code_py(
        tmp_path):
    circuitpython_vm.write_variant(tmp_path, freeze_app=True)
    lines = (tmp_path / "manifest.py").read_text("utf-8").splitlines()
    assert lines[0] == "freeze(%r)" % str(app_micropython.STANDINS)
    repo = str(circuitpython_vm.REPO)
    lib = circuitpython_vm.REPO / "lib"
    assert "module('shell/app.py', base_path=%r, opt=3)" % str(lib) in lines
    assert "module('latice/game_screen.py', base_path=%r, opt=3)" % str(lib) in lines
    assert "module('latice/__init__.py', base_path=%r, opt=3)" % str(lib) in lines
    assert "module('engine/ai/players.py', base_path=%r, opt=3)" % repo in lines
    assert "module('boards/pybadge.py', base_path=%r, opt=3)" % repo in lines
    frozen = " ".join(lines)
    for never in ("code.py", "desktop.py", "web.py"):
        assert never not in frozen
    assert len(lines) == 1 + len(circuitpython_vm.frozen_app_files()) > 100
    assert circuitpython_vm.variant_changed(tmp_path)   # not the measuring stick's variant
    assert not circuitpython_vm.variant_changed(tmp_path, freeze_app=True)


def test_a_vm_with_the_app_frozen_in_is_stale_once_a_module_of_the_app_changes(
        tmp_path, monkeypatch):
    module = tmp_path / "app.py"
    module.write_text("x = 1\n", "utf-8")
    monkeypatch.setattr(circuitpython_vm, "frozen_app_files",
                        lambda: {"lib/shell/app.py": module})
    build = tmp_path / "build"
    build.mkdir()
    for name in ("micropython", "mpy-cross"):
        (build / name).write_bytes(b"")
    (build / "standins.sha256").write_text(
        circuitpython_vm.standins_hash(freeze_app=True) + "\n", "utf-8")
    assert circuitpython_vm.state(build, freeze_app=True) == "built"
    assert circuitpython_vm.state(build) == "stale"   # other than the stand-ins' alone
    module.write_text("x = 2\n", "utf-8")
    assert circuitpython_vm.state(build, freeze_app=True) == "stale"


def test_the_tree_for_the_frozen_app_vm_leaves_out_what_that_vm_has_frozen_in(
        tmp_path, monkeypatch):
    """A module on the drive would be imported in place of the frozen one."""
    from test_deploy import circuitpython_mpy_cross

    monkeypatch.setattr(circuitpython_vm, "MPY_CROSS", circuitpython_mpy_cross(tmp_path))
    monkeypatch.setattr(app_circuitpython, "APP_FROZEN", True)
    with app_circuitpython.circuitpython_tree(app_micropython.SCRIPT) as tree:
        folder = Path(tree.folder)
        assert tree.vm == [str(circuitpython_vm.FROZEN_APP_BUILD / "micropython")]
        for gone in ("engine", "boards", "lib/shell", "lib/latice", "lib/screens"):
            assert not (folder / gone).exists(), gone
        for kept in ("code.mpy", "assets/sheet.bmp", "assets/texts.txt",
                     "lib/adafruit_ticks.mpy"):
            assert (folder / kept).is_file(), kept


def test_the_harness_names_the_frozen_app_build_when_it_is_missing(tmp_path, monkeypatch,
                                                                    capsys):
    monkeypatch.setattr(circuitpython_vm, "FROZEN_APP_BUILD", tmp_path / "frozen")
    monkeypatch.setattr(app_circuitpython, "APP_FROZEN", False)   # main sets it; undone after
    monkeypatch.setattr(app_micropython, "main", lambda argv: 0)
    assert app_circuitpython.main(["--frozen-app"]) == 0
    printed = capsys.readouterr().out
    assert "with the app frozen in is not built" in printed
    assert "python -m tools.device.circuitpython_vm --source DIR --freeze-app" in printed


def test_a_changed_variant_is_noticed_so_the_port_is_built_afresh(tmp_path):
    assert circuitpython_vm.variant_changed(tmp_path)   # nothing written yet
    circuitpython_vm.write_variant(tmp_path)
    assert not circuitpython_vm.variant_changed(tmp_path)
    header = tmp_path / "mpconfigvariant.h"
    header.write_text(header.read_text("utf-8").replace("(1)", "(0)", 1), "utf-8")
    assert circuitpython_vm.variant_changed(tmp_path)


def use_fake_tree(monkeypatch, make_run):
    """The harness's tree of compiled files, faked: each run is ``make_run(heapsize, seed)``."""
    class Tree:
        def __enter__(self):
            return self

        def __exit__(self, *exc):
            return False

        def run(self, heapsize, seed, measure=True, environment=None):
            return make_run(heapsize, seed)

    monkeypatch.setattr(app_circuitpython, "circuitpython_tree",
                        lambda script, line_numbers: Tree())


def test_the_report_says_where_each_failing_heap_ran_out(monkeypatch):
    """Below the smallest heap, and at each size above it that failed, the report names the
    innermost frame of the first MemoryError the app printed, and what it was allocating."""
    kb = 1024

    class Run:
        def __init__(self, heapsize):
            self.fits = heapsize >= 100 * kb and not 110 * kb <= heapsize < 111 * kb
            where = "saving" if heapsize < 100 * kb else "game_end"
            self.out = ("Traceback (most recent call last):\n  File \"app\", line 3, in step\n"
                        "  File \"%s\", line 20, in <module>\nMemoryError: memory allocation "
                        "failed, allocating 296 bytes\n" % where) if not self.fits else ""
            self.err = "" if self.fits else "ScriptError: still TitleScreen"
            self.figures = {"imports": 20 * kb, "peak": 80 * kb, "baseline": 25 * kb,
                            "names": 1251, "name_tables": 6}
            self.screens = {"GameScreen": 80 * kb}
            self.text = {"peak_screen": "GameScreen"}

        def problems(self):
            return [] if self.fits else ["the VM failed"]

    use_fake_tree(monkeypatch, lambda heapsize, seed: Run(heapsize))
    monkeypatch.setattr(app_circuitpython, "smallest_call_stack", lambda works, jobs: 1024)
    run, heap, stack = app_circuitpython.measure("game.txt", jobs=1)
    text = "\n".join(app_circuitpython.report("game.txt", run, heap, stack))
    assert "failed above it: 110 KB" in text
    assert "saving, line 20, in <module>, allocating 296 bytes" in text    # just below the first
    assert "game_end, line 20, in <module>, allocating 296 bytes" in text  # above it
    assert "NAMES kept at the end: 1251, in 6 tables" in text


def test_other_seeds_are_each_bisected_and_the_worst_is_said(monkeypatch):
    """Each other seed's game gets its own smallest heap, less its own baseline; a game that
    does not finish is said, and the worst of those that did is given."""
    kb = 1024
    needs = {2: 101 * kb, 3: 99 * kb}   # the heap each seed's game finishes in

    class Run:
        def __init__(self, heapsize, seed):
            self.fits = seed != 4 and heapsize >= needs.get(seed, 0)
            self.figures = {"baseline": 20 * kb}

        def problems(self):
            return [] if self.fits else ["the VM failed"]

    use_fake_tree(monkeypatch, Run)
    found = app_circuitpython.other_seeds_heaps("game.txt", [2, 3, 4], jobs=1)
    assert [seed for seed, _ in found] == [2, 3, 4] and found[2][1] is None
    for (_, heap), need in zip(found, (81 * kb, 79 * kb)):   # bisected to within 1 KB
        assert 0 <= heap - need < kb
    found = [(2, 81 * kb), (3, 79 * kb), (4, None)]
    assert app_circuitpython.seeds_report(1, 80 * kb, found) == [
        "  SMALLEST HEAP by seed: 1: 80.0 KB, 2: 81.0 KB, 3: 79.0 KB, 4: did not finish; "
        "the worst: 81.0 KB"]
    assert app_circuitpython.seed_list("2,3") == [2, 3]
    with pytest.raises(argparse.ArgumentTypeError):
        app_circuitpython.seed_list("2;3")


def test_a_memory_error_without_its_traceback_is_still_named():
    assert app_circuitpython.memory_error_at("menu\nerror: MemoryError\n") == (
        "a MemoryError, with no heap left to say where")
    assert app_circuitpython.memory_error_at("ScriptError: expected TitleScreen\n") is None


def test_the_unix_port_is_made_with_the_build_s_own_mpy_cross(tmp_path, monkeypatch):
    # left to itself, the port's make builds mpy-cross with the port's BUILD folder, and the
    # link fails in a fresh source tree
    source = tmp_path / "circuitpython"
    makes = []
    monkeypatch.setattr(circuitpython_vm, "check_source", lambda source: None)
    monkeypatch.setattr(circuitpython_vm, "check_tools", lambda: None)
    monkeypatch.setattr(circuitpython_vm, "run_make", lambda arguments, version:
                        makes.append(arguments))
    monkeypatch.setattr(circuitpython_vm, "install", lambda built, target: None)
    circuitpython_vm.build(source, folder=tmp_path / "build")
    port = [arguments for arguments in makes if arguments[1].endswith("ports/unix")]
    assert len(port) == 1
    assert "MICROPY_MPYCROSS=%s" % (tmp_path / "build" / "mpy-cross") in port[0]


@pytest.mark.skipif(not os.environ.get("CIRCUITPYTHON_SOURCE"),
                    reason="set CIRCUITPYTHON_SOURCE to a CircuitPython 10.x source tree to "
                           "build the VM from it")
def test_the_vm_builds_from_a_fresh_source_tree(tmp_path):
    # a copy of the tree, so that nothing an earlier build left in it helps
    source = tmp_path / "circuitpython"
    shutil.copytree(os.environ["CIRCUITPYTHON_SOURCE"], source,
                    ignore=shutil.ignore_patterns("build", "build-*", ".git"))
    circuitpython_vm.build(source, folder=tmp_path / "build")
    done = subprocess.run([str(tmp_path / "build" / "micropython"), "-c",
                           "import sys; print(sys.implementation.name)"],
                          capture_output=True, text=True, check=True, timeout=60)
    assert done.stdout.strip() == "circuitpython"
