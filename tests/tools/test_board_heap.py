"""
`tests.tools.test_board_heap`
====================================================

The board's heap as the measuring stick (``tools/device/board_heap.py`` and
``app_circuitpython --board``), without CircuitPython's VM: the headroom is the most held with
which every smaller size still finishes; the bytes held are held, in small blocks, under a real
MicroPython; the model check reads the VM's pool and areas; the report ends on the worst mode
and fails a mode under the budget.
"""

import subprocess
from pathlib import Path

import pytest

from tools.device import app_circuitpython
from tools.device import app_micropython
from tools.device import board_heap

KB = 1024
PYBADGE = board_heap.BOARDS["pybadge"]


def test_the_headroom_is_the_most_held_below_which_every_size_finishes():
    tried = []

    def works(held):   # finishes up to 40 KB held, but for an island of failures at 31-33 KB
        tried.append(held)
        return held <= 40 * KB and not 31 * KB <= held <= 33 * KB

    assert board_heap.headroom(works, 155 * KB, jobs=1) == 30 * KB
    assert all(held % KB == 0 and 0 <= held <= 155 * KB for held in tried)


def test_a_game_that_fails_with_nothing_held_has_no_headroom():
    assert board_heap.headroom(lambda held: False, 155 * KB, jobs=1) is None


def test_the_bytes_held_are_held_under_micropython():
    program = "\n".join([
        "import sys", "sys.path.insert(0, %r)" % str(app_micropython.STANDINS),
        "import gc, standin_game", "gc.collect()", "before = gc.mem_alloc()",
        "kept = standin_game.hold(6000)", "gc.collect()", "print(gc.mem_alloc() - before)"])
    done = subprocess.run(app_micropython.unix_micropython() + ["-c", program],
                          capture_output=True, text=True, timeout=60, check=True)
    held = int(done.stdout.split()[-1])
    assert 6000 <= held < 6000 + 512   # one link over at most (a 64-bit VM's links are larger)


def test_the_model_check_reads_the_pool_and_the_areas_the_vm_reports(tmp_path):
    vm = tmp_path / "micropython"
    vm.write_text("#!/bin/sh\necho 'GC: total: 145984, used: 145952, free: 32'\n"
                  "echo area 8240 >&2\necho area 16432 >&2\n"
                  "echo \"$MICROPY_PORT_HEAP_BYTES $MICROPY_SUPERVISOR_BLOCKS $2\" >&2\n")
    vm.chmod(0o755)
    pool, areas = board_heap.model_check(PYBADGE, vm)
    assert pool == 145984 and areas == [8192, 8240, 16432]
    lines = board_heap.model_check_lines(PYBADGE, pool, areas)
    assert "145,984 B" in lines[0] and "within 1%" in lines[0]
    assert "MORE THAN 1% OFF" in board_heap.model_check_lines(PYBADGE, 150000, areas)[0]


def test_a_vm_that_cannot_run_the_model_check_is_an_error(tmp_path):
    vm = tmp_path / "micropython"
    vm.write_text("#!/bin/sh\necho 'no such option' >&2\nexit 1\n")
    vm.chmod(0o755)
    with pytest.raises(RuntimeError, match="no such option"):
        board_heap.model_check(PYBADGE, vm)


def test_the_board_report_says_each_mode_s_headroom_and_the_worst_last(monkeypatch, capsys):
    class Run:
        figures = {"baseline": 25 * KB, "imports": 21 * KB, "peak": 80 * KB}
        text = {"peak_screen": "GameMenu"}

        def problems(self):
            return []

    headrooms = {"whole_game": 40 * KB, "session_game": 30 * KB}
    growths = {"whole_game": 0, "session_game": 2}
    monkeypatch.setattr(board_heap, "model_check", lambda board, vm: (145984, [8192]))
    monkeypatch.setattr(app_circuitpython, "measure_on_board",
                        lambda script, board, starts, seed, jobs: (
                            Run(), [(start, headrooms[script.stem]) for start in starts], 1536,
                            growths[script.stem]))
    scripts = [Path("whole_game.txt"), Path("session_game.txt")]
    assert app_circuitpython.measure_all_on_board(scripts, PYBADGE, jobs=1) == 0
    printed = capsys.readouterr().out.splitlines()
    assert "HEADROOM 4 seats: 40.0 KB" in printed and "HEADROOM session: 30.0 KB" in printed
    assert "  (first GC area of 144.0 KB, settings.toml's; budget >= 24.0 KB: within)" in printed
    assert ("  the heap grows 0 times from it, the stand-ins given room of their own: never, so "
            "CircuitPython's fault in giving back an area cannot strike") in printed
    assert "  the heap grows 2 times from it, the stand-ins given room of their own" in printed
    assert "  with a first GC area of 8.0 KB, CircuitPython's own (no settings.toml): 40.0 KB" \
        in printed
    assert printed[-1] == "worst headroom: 30.0 KB (session)"
    headrooms["session_game"] = 20 * KB   # under the 24 KB budget
    assert app_circuitpython.measure_all_on_board(scripts, PYBADGE, jobs=1) == 1
    assert "SHORT by 4.0 KB" in capsys.readouterr().out
    headrooms["session_game"] = None      # does not finish on the board at all
    assert app_circuitpython.measure_all_on_board(scripts, PYBADGE, jobs=1) == 1
    printed = capsys.readouterr().out.splitlines()
    assert ("HEADROOM session: none with a first GC area of 144.0 KB, settings.toml's: it "
            "fails with nothing held") in printed
    assert printed[-1] == "worst headroom: none (session)"


def test_a_board_is_chosen_by_name_and_an_unknown_one_is_refused(capsys):
    with pytest.raises(SystemExit) as stopped:
        app_circuitpython.main(["--board", "gameboy"])
    assert stopped.value.code == 2
    assert "invalid choice" in capsys.readouterr().err


def test_a_game_that_fails_from_one_first_area_still_gets_the_other_s_figure(monkeypatch):
    """A game that finishes only from the first area the deploy asks for is measured from
    there, stays without a headroom from CircuitPython's own 8 KB, and its heap's growths are
    counted from the deploy's first area, made larger by the baseline, in a port heap larger
    by as much and 8 KB."""
    class Run:
        def __init__(self, ok, err=""):
            self.ok = ok
            self.err = err
            self.figures = {"baseline": 25 * KB}

        def problems(self):
            return [] if self.ok else ["MemoryError"]

    growth_runs = []

    class Tree:
        def run(self, start, seed, measure=True, environment=None, held=0):
            if environment and "MICROPY_PORT_HEAP_REPORT" in environment:
                growth_runs.append((start, int(environment["MICROPY_PORT_HEAP_BYTES"])))
                return Run(True, "used 8192\narea 6912\n")
            return Run(start != 8 * KB and held <= 30 * KB)

    class Opened:
        def __enter__(self):
            return Tree()

        def __exit__(self, *exception):
            return False

    monkeypatch.setattr(app_circuitpython, "circuitpython_tree", lambda *args, **kwargs: Opened())
    run, found, stack, growths = app_circuitpython.measure_on_board(
        Path("session_game.txt"), PYBADGE, [144 * KB, 8 * KB], jobs=1)
    assert not run.problems() and stack is not None
    assert found == [(144 * KB, 30 * KB + 25 * KB), (8 * KB, None)]
    assert growths == 1 and growth_runs == [(169 * KB, PYBADGE.port_heap + 33 * KB)]
