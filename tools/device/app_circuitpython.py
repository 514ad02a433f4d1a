"""
`tools.device.app_circuitpython`
====================================================

The heap harness's figures under CircuitPython's own VM (its unix port, 32-bit with the
SAMD51's object model, the stand-ins frozen in: ``tools/device/circuitpython_vm.py`` builds it),
every module from a ``.mpy`` made by CircuitPython's mpy-cross, as a deploy puts them on a board.

``python -m tools.device.app_circuitpython --board pybadge`` is the measuring stick: it lays
the VM's heap out as the PyBadge's (:mod:`tools.device.board_heap`), checks that model against
the board's GC pool, and prints for every mode's script its headroom (``HEADROOM <mode>: N.N
KB``: the most bytes held from start-up with which the whole game still finishes), again with
the first GC area the deploy tool's ``settings.toml`` asks for, and the smallest Python call
stack, against the budgets (at least 24 KB of headroom, at most 1,792 bytes of stack); the last
line is the worst mode.

Without ``--board`` it plays the same scripts in a fixed heap, for chasing a change, and prints
for each, above the baseline (the stand-ins' objects, the font, the 8 KB nvm and the harness,
which a device does not keep in its Python heap):

- the live heap right after the imports, on each screen, and at its peak;
- the smallest fixed heap (``-X heapsize``) in which the whole script finishes, to 1 KB: bisected,
  then every 1 KB up to 48 KB above checked, since a fragmented heap can fail above a size that
  worked; the figure is the size above which every one worked (raw, and less the baseline);
- the smallest Python call stack (``MICROPY_PYSTACK_BYTES``) in which it finishes, to 64 bytes;
- the names the VM keeps at the end (every name a module ever loaded held, until the program
  restarts) and the tables holding them: a table holds twice the last one's names, and six
  hold 1,260 here, so the 1,261st takes a seventh of 7.7 KB in one block, late in a game,
  where a fragmented heap may not have it;
- with ``--other-seeds 2,3``, the smallest heap of the same script's games with those seeds
  too, and the worst of them all: the figure moves by a kilobyte or two with the game played,
  and with any change to a module that stays loaded (it moves where everything after lies).

With ``--frozen-app`` it measures the same under the VM that has the app's modules frozen in
too (``python -m tools.device.circuitpython_vm --source DIR --freeze-app`` builds it), as a
custom firmware would carry them in flash: the code and its names then take no heap, and only
``code.py``, the assets and Adafruit's libraries are read from the drive.

When the VM is not built (or was built with other stand-ins) it says so in one line and runs
what :mod:`tools.device.app_micropython` runs: the WebAssembly and 64-bit unix MicroPython figures.
"""

import argparse
import shutil
import sys
from pathlib import Path

from tools.device import app_micropython as harness
from tools.device import board_heap
from tools.device import circuitpython_vm
from tools.device import settings

STACK_BUDGET = 1792         # the Python call stack, bytes (2,048 on a board)
HEADROOM_BUDGET = 24 * 1024  # the least headroom on a board's heap every mode must leave
ROOMY_HEAP = 1024 * 1024     # the heap of the measured runs and of the call-stack bisection
HEAP_WINDOW = 48 * 1024      # every HEAP_STEP this far above the bisection's figure is played
HEAP_STEP = 1024
STACK_LOW = 256              # a call stack surely too small ...
STACK_BUILT_IN = 4096        # ... and the one the VM is built with (the most the variable sets)
STACK_STEP = 64
APP_FROZEN = False           # --frozen-app: measure the VM with the app's modules frozen in
MODE_NAMES = {"whole_game": "4 seats", "pass_and_play_game": "pass and play",
              "two_boards_game": "two boards", "learn_game": "Learn to play",
              "tactic_learn_game": "Tactic Learn to play", "match_game": "match",
              "tactic_game": "Tactic 3 seats", "tactic6_game": "Tactic 6 seats",
              "session_game": "session", "kiosk_game": "kiosk",
              "expert_game": "1 human, 3 experts",
              "expert_two_boards_game": "6 seats on two boards, 5 experts"}


def vm_build():
    """The folder of the VM measured: the app frozen in or not (``APP_FROZEN``)."""
    return circuitpython_vm.FROZEN_APP_BUILD if APP_FROZEN else circuitpython_vm.BUILD


def not_built_message(build=None):
    """One line saying why the VM cannot be used, or None when it is built and current."""
    state = circuitpython_vm.state(build or vm_build(), APP_FROZEN)
    if state == "built":
        return None
    vm, sources, option = ("CircuitPython's VM with the app frozen in", "the app's modules",
                           " --freeze-app") if APP_FROZEN else (
                           "CircuitPython's VM", "tools/device/standins/", "")
    why = ("is not built" if state == "missing"
           else "was built with other sources (%s changed since)" % sources)
    return ("%s %s: build it with `python -m tools.device.circuitpython_vm --source DIR%s` "
            "(DIR: a clone of adafruit/circuitpython at a 10.x tag), or pass --source DIR"
            % (vm, why, option))


def circuitpython_tree(script, line_numbers=False, code_source=False):
    """The script's tree compiled by CircuitPython's mpy-cross, for its VM; without the
    modules that VM has frozen in, when it has the app's (a module on the drive would be
    imported instead); with ``code_source``, ``code.py`` as its source, which a board
    compiles as it starts it."""
    tree = harness.UnixTree(script, compiled=True, vm=[str(vm_build() / "micropython")],
                            compiler=circuitpython_vm.MPY_CROSS, frozen=True,
                            line_numbers=line_numbers)
    if APP_FROZEN:
        leave_out_frozen(Path(tree.folder))
    if code_source:
        (Path(tree.folder) / "code.mpy").unlink()
        shutil.copyfile(harness.REPO / "code.py", Path(tree.folder) / "code.py")
    return tree


def leave_out_frozen(folder):
    """Remove from a tree the folders that hold the modules the VM has frozen in: ``engine/``,
    ``boards/`` and ``lib/``'s folders of the app."""
    for name in frozen_folders():
        shutil.rmtree(folder / name, ignore_errors=True)


def frozen_folders():
    """The tree's folders of the modules frozen in (``lib/shell``, ``engine``, ...)."""
    return sorted({"/".join(name.split("/")[:2 if name.startswith("lib/") else 1])
                   for name in circuitpython_vm.frozen_app_files()})


def smallest_call_stack(works, jobs=2):
    """The smallest call stack, a multiple of ``STACK_STEP`` bytes, at which ``works(bytes)``
    is true (bisected in steps, so that every size tried is a multiple)."""
    if not works(STACK_BUILT_IN):
        raise RuntimeError("the game fails even with the VM's whole %d-byte call stack"
                           % STACK_BUILT_IN)

    def works_in_steps(steps):
        return works(steps * STACK_STEP)

    return STACK_STEP * harness.smallest(works_in_steps, STACK_LOW // STACK_STEP,
                                         STACK_BUILT_IN // STACK_STEP, step=1, jobs=jobs)


def memory_error_at(output):
    """Where a run's first MemoryError struck, from the traceback the app printed: its
    innermost frame and the allocation (``slot_writer, line 134, allocating 296 bytes``), or
    ``None``."""
    frame = None
    for line in output.splitlines():
        line = line.strip()
        if line.startswith("File "):
            frame = line[len("File "):].replace('"', "")
        elif line.startswith("MemoryError") and frame is not None:
            allocating = line.rpartition("allocation failed, ")[2] if "allocating" in line else ""
            return frame + (", " + allocating if allocating else "")
        elif line.startswith("Traceback"):
            frame = None
    if "error: MemoryError" in output:   # the app's report had no heap to print where
        return "a MemoryError, with no heap left to say where"
    return None


def measure(script, seed=harness.SEED, jobs=2, line_numbers=False):
    """``(run, (heap, first, failures, where), call stack)`` of one script under CircuitPython's
    VM; ``where`` maps each heap size that failed to where its MemoryError struck."""
    with circuitpython_tree(script, line_numbers) as tree:
        run = tree.run(ROOMY_HEAP, seed)
        if run.problems():
            return run, None, None
        failed = {}
        heap = harness.game_heap(tree, seed, jobs, HEAP_WINDOW, HEAP_STEP, failed)
        where = {size: memory_error_at(played.out + "\n" + played.err)
                 or played.problems()[0].strip().splitlines()[-1]
                 for size, played in failed.items()}
        heap += (where,)

        def works(size):
            return not tree.run(ROOMY_HEAP, seed, measure=False, environment={
                "MICROPY_PYSTACK_BYTES": str(size)}).problems()

        return run, heap, smallest_call_stack(works, jobs)


def other_seeds_heaps(script, seeds, jobs=2, line_numbers=False):
    """``[(seed, heap)]``: for each seed, the smallest heap (bytes, less that run's baseline)
    in which the script's game with that seed finishes, found as the first seed's is; ``heap``
    is ``None`` when that game did not finish in a roomy heap."""
    found = []
    with circuitpython_tree(script, line_numbers) as tree:
        for seed in seeds:
            run = tree.run(ROOMY_HEAP, seed)
            if run.problems():
                found.append((seed, None))
                continue
            heap = harness.game_heap(tree, seed, jobs, HEAP_WINDOW, HEAP_STEP)[0]
            found.append((seed, heap - run.figures["baseline"]))
    return found


def seeds_report(seed, heap, found):
    """The line for :func:`other_seeds_heaps`' figures beside the first seed's ``heap``
    (less its baseline)."""
    figures = [(seed, heap)] + found
    finished = [value for _, value in figures if value is not None]
    return ["  SMALLEST HEAP by seed: %s; the worst: %s" % (
        ", ".join("%d: %s" % (each, harness.kb(value) if value is not None else "did not finish")
                  for each, value in figures), harness.kb(max(finished)))]


def verdict(value, budget):
    return "within" if value <= budget else "OVER by %s" % kb_or_bytes(value - budget, budget)


def kb_or_bytes(value, budget):
    return "%d B" % value if budget < 4096 else harness.kb(value)


def report(script, run, heap, stack):
    """The lines printed for one script."""
    kb = harness.kb
    lines = ["", "%s under CircuitPython's VM (32-bit, SAMD51 settings, %s):"
             % (Path(script).name, "the app frozen in" if APP_FROZEN else "from its .mpy")]
    if heap is None:
        return lines + ["  the game did not finish: %s" % "; ".join(run.problems())]
    figures = run.figures
    imports, peak, baseline = figures["imports"], figures["peak"], figures["baseline"]
    size, first, failures, where = heap
    lines += ["  baseline (stand-ins, font, nvm, harness; not on a device's heap): %s"
              % kb(baseline),
              "  after the imports: %s" % kb(imports)]
    rows = [(screen, kb(value), kb(value - imports))
            for screen, value in sorted(run.screens.items(), key=lambda item: -item[1])]
    lines += harness.table(rows, ("screen (the most seen on it)", "live", "above the imports"))
    lines += ["  PEAK: %s on %s (%s above the imports)" % (
                  kb(peak), run.text.get("peak_screen"), kb(peak - imports)),
              "  SMALLEST HEAP: %s (%s less the baseline)" % (kb(size), kb(size - baseline)),
              "    the bisection's first: %s; every 1 KB up to %d KB above played; failed above "
              "it: %s" % (kb(first), HEAP_WINDOW // 1024,
                          ", ".join("%d KB" % (value // 1024) for value in failures) or "none")]
    below = max([value for value in where if value < first], default=None)
    for value in ([below] if below is not None else []) + list(failures):
        lines.append("    at %s: %s" % (kb(value), where[value]))
    lines.append(stack_line(stack))
    if "names" in figures:
        lines.append("  NAMES kept at the end: %d, in %d tables" % (figures["names"],
                                                                   figures["name_tables"]))
    return lines


def stack_line(stack):
    return "  CALL STACK: %d B; budget <= %d B: %s" % (stack, STACK_BUDGET,
                                                       verdict(stack, STACK_BUDGET))


def measure_all(scripts, seed=harness.SEED, jobs=2, line_numbers=False, other_seeds=()):
    """Measure every script and print the report; 0, or 1 when a game did not finish."""
    print("The whole app under CircuitPython's own VM (%s), seed %d; every figure above the "
          "baseline" % ((vm_build() / "micropython").relative_to(harness.REPO), seed),
          flush=True)
    status = 0
    for script in scripts:
        run, heap, stack = measure(script, seed, jobs, line_numbers)
        print("\n".join(report(script, run, heap, stack)), flush=True)
        if other_seeds and heap is not None:
            found = other_seeds_heaps(script, other_seeds, jobs, line_numbers)
            print("\n".join(seeds_report(seed, heap[0] - run.figures["baseline"], found)),
                  flush=True)
            status = status or (1 if None in [value for _, value in found] else 0)
        status = status or (1 if heap is None else 0)
    return status


def mode_name(script):
    """What a script plays, as the headroom lines name it."""
    stem = Path(script).stem
    return MODE_NAMES.get(stem, stem)


def measure_on_board(script, board, heap_starts, seed=harness.SEED, jobs=2):
    """``(run, [(first GC area, headroom or None)], call stack, growths)`` of one script on
    ``board``'s heap: ``run`` is the game played with nothing held, from the first of
    ``heap_starts`` in which it finishes (a game that fails from one first area still gets the
    other's figure); each headroom counts the baseline back (bytes); ``growths``: how many
    times the heap grows from the first of ``heap_starts`` (:func:`board_heap.heap_growths`)."""
    with circuitpython_tree(script, code_source=True) as tree:
        for start in heap_starts:
            run = tree.run(start, seed, environment=board.environment())
            if not run.problems():
                break
        else:
            return run, [(start, None) for start in heap_starts], None, None
        baseline = run.figures["baseline"]
        found = []
        for start in heap_starts:
            held = board_heap.game_headroom(tree, board, start, seed, jobs)
            found.append((start, None if held is None else held + baseline))

        def works(size):
            return not tree.run(ROOMY_HEAP, seed, measure=False, environment={
                "MICROPY_PYSTACK_BYTES": str(size)}).problems()

        growths = board_heap.heap_growths(tree, board, heap_starts[0], baseline, seed)
        return run, found, smallest_call_stack(works, jobs), growths


def board_report(script, board, run, found, stack, growths=None):
    """The lines printed for one script on a board's heap."""
    kb = harness.kb
    mode = mode_name(script)
    lines = ["", "%s (%s) on the %s's heap:" % (mode, Path(script).name, board.name)]
    if stack is None:
        return lines + ["  HEADROOM %s: none, the game does not finish: %s"
                        % (mode, "; ".join(run.problems()))]
    figures = run.figures
    lines.append("  baseline (the stand-ins' and the harness's objects, counted back as room "
                 "the board has): %s; after the imports: %s; peak: %s on %s"
                 % (kb(figures["baseline"]), kb(figures["imports"]), kb(figures["peak"]),
                    run.text.get("peak_screen")))
    for index, (start, headroom) in enumerate(found):
        first = "first GC area of %s, %s" % (kb(start), "settings.toml's" if index == 0
                                               else "CircuitPython's own (no settings.toml)")
        if headroom is None:
            lines.append("%sHEADROOM %s: none with a %s: it fails with nothing held"
                         % ("" if index == 0 else "  ", mode, first))
        elif index == 0:
            lines.append("HEADROOM %s: %s" % (mode, kb(headroom)))
            lines.append("  (%s; budget >= %s: %s)" % (
                first, kb(HEADROOM_BUDGET), "within" if headroom >= HEADROOM_BUDGET
                else "SHORT by %s" % kb(HEADROOM_BUDGET - headroom)))
        else:
            lines.append("  with a %s: %s" % (first, kb(headroom)))
        if index == 0 and growths is not None:
            lines.append("  the heap grows %d time%s from it, the stand-ins given room of their "
                         "own%s" % (growths, "" if growths == 1 else "s",
                                    ": never, so CircuitPython's fault in giving back an area "
                                    "cannot strike" if growths == 0 else ""))
    lines.append(stack_line(stack))
    return lines


def measure_all_on_board(scripts, board, seed=harness.SEED, jobs=2):
    """Measure every script on ``board``'s heap, with the first GC area the deploy tool's
    settings.toml asks for (the budgets are on it: a deployed board has it) and with
    CircuitPython's own, and print the report, the worst headroom last; 0, or 1 when a game
    did not finish or a budget is not met."""
    pool, areas = board_heap.model_check(board, vm_build() / "micropython")
    print("The whole app on the %s's heap, modelled on CircuitPython's own VM (%s), seed %d"
          % (board.name, (vm_build() / "micropython").relative_to(harness.REPO), seed))
    print("\n".join(board_heap.model_check_lines(board, pool, areas)), flush=True)
    starts = [settings.HEAP_START_SIZE] + ([board.heap_start]
                                           if settings.HEAP_START_SIZE != board.heap_start
                                           else [])
    worst = None
    status = 0
    for script in scripts:
        run, found, stack, growths = measure_on_board(script, board, starts, seed, jobs)
        print("\n".join(board_report(script, board, run, found, stack, growths)), flush=True)
        headroom = found[0][1]
        if headroom is None or headroom < HEADROOM_BUDGET or stack is None or stack > STACK_BUDGET:
            status = 1
        # a mode that does not finish at all is the worst, whatever the others' figures
        lower = -1 if headroom is None else headroom
        if worst is None or lower < worst[0]:
            worst = (lower, mode_name(script))
    if worst is not None:
        print("\nworst headroom: %s (%s)" % ("none" if worst[0] < 0 else harness.kb(worst[0]),
                                             worst[1]))
    return status


def seed_list(text):
    """``--other-seeds``' value: seeds separated by commas."""
    try:
        return [int(part) for part in text.split(",")]
    except ValueError:
        raise argparse.ArgumentTypeError("not seeds separated by commas: %r" % text)


def main(argv=None):
    parser = argparse.ArgumentParser(
        prog="python -m tools.device.app_circuitpython",
        description="Play every mode's script under CircuitPython's own VM (build/circuitpython/,"
                    " see tools/device/circuitpython_vm.py). With --board, print each mode's "
                    "headroom on that board's heap and its call stack; without, the live heap "
                    "after the imports, per screen and at its peak, the smallest fixed heap in "
                    "which the whole game finishes and the smallest Python call stack. When "
                    "the VM is not built, say so and run python -m tools.device.app_micropython.")
    parser.add_argument("--script", action="append",
                        help="a script to measure (again for more; default: every mode's)")
    parser.add_argument("--seed", type=int, default=harness.SEED, help="the games' seed (1)")
    parser.add_argument("--other-seeds", metavar="N,N", default=(), type=seed_list,
                        help="also find the smallest heap of each script's games with these "
                             "seeds, and the worst of them all")
    parser.add_argument("--jobs", type=int, default=2, help="VMs run at once (default 2)")
    parser.add_argument("--board", choices=sorted(board_heap.BOARDS),
                        help="measure the headroom each mode leaves on this board's heap, "
                             "laid out as the board lays it out (tools/device/board_heap.py)")
    parser.add_argument("--line-numbers", action="store_true",
                        help="compile with line numbers, so that where a MemoryError struck "
                             "names its line (the figures are then a larger app's, as a deploy "
                             "--line-numbers makes)")
    parser.add_argument("--frozen-app", action="store_true",
                        help="measure the VM with the app's modules frozen in, as a custom "
                             "firmware would carry them (circuitpython_vm --freeze-app)")
    parser.add_argument("--source", metavar="DIR",
                        help="build CircuitPython's VM from this source tree first")
    args = parser.parse_args(argv)
    global APP_FROZEN
    APP_FROZEN = args.frozen_app
    if args.source:
        try:
            circuitpython_vm.build(args.source, folder=vm_build(), freeze_app=APP_FROZEN)
        except circuitpython_vm.BuildError as error:
            print("error: %s" % error, file=sys.stderr)
            return 2
    message = not_built_message()
    if message is not None:
        print(message, flush=True)
        script = args.script[0] if args.script else str(harness.SCRIPT)
        return harness.main(["--script", script, "--seed", str(args.seed),
                             "--jobs", str(args.jobs)])
    scripts = [Path(script) for script in args.script or harness.MODE_SCRIPTS]
    if args.board:
        return measure_all_on_board(scripts, board_heap.BOARDS[args.board], args.seed, args.jobs)
    return measure_all(scripts, args.seed, args.jobs, args.line_numbers, args.other_seeds)


if __name__ == "__main__":
    sys.exit(main())
