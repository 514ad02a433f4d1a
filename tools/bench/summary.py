"""
`tools.bench.summary`
====================================================

Speed and memory figures for the engine under CPython and under a real MicroPython
(WebAssembly), printed beside DESIGN.md's budgets and a device estimate. Run
``python -m tools.bench``. The figures come from ``tools/bench/engine_speed.py``, which prints the
seeds of its positions so a run can be repeated; Tactic Tiles' engine figures, from
``tools/bench/tactic.py``, follow Latice's.
"""

import argparse
import sys

from tools.bench import players as bench_ai
from tools.bench import engine_speed as bench_engine
from tools.bench import tactic as bench_tactic
from tools.device.micropython import MicroPythonUnavailable, run

# MicroPython under WebAssembly runs about 37 times as fast as CircuitPython on a SAMD51 at
# 120 MHz (pystone: about 56,000 against 1,500 passes/s; DESIGN.md's calibration).
DEVICE_FACTOR = 37

ENGINE_MODULES = ("actions", "blob", "game", "options", "position", "record", "result", "rng",
                  "rules", "setup", "squares", "tiles")

AI_MODULES = ("evaluate", "hint", "players", "view")

TACTIC_MODULES = ("actions", "blob", "game", "grid", "notation", "players", "position", "result",
                  "setup", "tiles")

MICROPYTHON_CODE = """
import gc, asyncio

async def settled():
    await asyncio.sleep(0)
    gc.collect()
    return gc.mem_alloc()

before = await settled()
%s
engine_imports = await settled() - before
%s
ai_imports = await settled() - before - engine_imports
import tools.bench.engine_speed as bench_engine
import tools.bench.players as bench_ai
bench_engine.main()
await bench_engine.heap(engine_imports)
bench_ai.main()
await bench_ai.heap()
print("ai_import_bytes %%d" %% ai_imports)
before = await settled()
%s
print("tactic_import_bytes %%d" %% (await settled() - before))
import tools.bench.tactic as bench_tactic
bench_tactic.main()
await bench_tactic.heap()
""" % ("\n".join("import engine.%s" % name for name in ENGINE_MODULES),
       "\n".join("import engine.ai.%s" % name for name in AI_MODULES),
       "\n".join("import engine.tactic.%s" % name for name in TACTIC_MODULES))


def figures(lines):
    """``name value`` lines into a dict (the ``seeds`` lines are kept as text)."""
    found = {}
    for line in lines.splitlines():
        name, _, value = line.partition(" ")
        found[name] = value if name.endswith("seeds") else float(value)
    return found


def cpython_figures():
    import contextlib
    import io

    buffer = io.StringIO()
    with contextlib.redirect_stdout(buffer):
        bench_engine.main()
        bench_ai.main()
        bench_tactic.main()
    return figures(buffer.getvalue())


def micropython_figures():
    status, out, err = run(MICROPYTHON_CODE, packages=("engine", "tools"))
    if status != 0:
        raise RuntimeError("the MicroPython benchmark failed:\n" + err)
    return figures(out)


def _table(rows):
    header = ("figure", "CPython", "MicroPython", "device (x%d)" % DEVICE_FACTOR, "budget")
    widths = [max(len(row[i]) for row in rows + [header]) for i in range(len(header))]
    return ["  ".join(cell.ljust(width) for cell, width in zip(row, widths)).rstrip()
            for row in [header] + rows]


def _ms(us, device=False):
    value = us * (DEVICE_FACTOR if device else 1) / 1000.0
    return ("%.1f s" % (value / 1000.0)) if value >= 1000 else ("%.1f ms" % value)


def report(cpy, mpy):
    kb = 1024.0
    engine_rows = [
        ("legal actions, mid-game 4 seats (%d actions)" % cpy["legal_count"],
         "%.3f ms" % (cpy["legal_us"] / 1000.0), "%.3f ms" % (mpy["legal_us"] / 1000.0),
         _ms(mpy["legal_us"], True), "<= 1.5 ms MicroPython"),
        ("legal actions, mid-game 8 seats, two boards (%d actions)"
         % cpy["legal_count_two_boards"], "%.3f ms" % (cpy["legal_us_two_boards"] / 1000.0),
         "%.3f ms" % (mpy["legal_us_two_boards"] / 1000.0),
         _ms(mpy["legal_us_two_boards"], True), "<= 2 x 4 seats (%s)" % (
             "ok" if mpy["legal_us_two_boards"] <= 2 * mpy["legal_us"] else "OVER")),
        ("one apply (mean over whole games)", "%.0f us" % cpy["apply_us"],
         "%.0f us" % mpy["apply_us"], _ms(mpy["apply_us"], True), ""),
        ("whole random game, 4 seats (%d actions)" % cpy["game_actions"],
         "%.0f ms" % cpy["game_ms"], "%.0f ms" % mpy["game_ms"],
         _ms(mpy["game_ms"] * 1000, True), ""),
        ("serialised state, 4 seats: start / mid-game",
         "%d / %d bytes" % (cpy["blob_bytes_start"], cpy["blob_bytes_mid_game"]), "", "",
         "<= 256 bytes"),
        ("serialised state, 8 seats, two boards: mid-game",
         "%d bytes" % cpy["blob_bytes_two_boards"], "", "", "<= 396 bytes"),
        ("engine live heap during a 4-seat game", "", "%.1f KB" % (mpy["live_heap_bytes"] / kb),
         "", "<= 16 KB with the AI"),
        ("engine import cost (bytecode in RAM)", "", "%.1f KB" % (mpy["import_bytes"] / kb),
         "", ""),
        ("heap allocated by one legal-action listing", "",
         "%d bytes" % mpy["legal_alloc_bytes"], "", "none per candidate"),
    ]
    ai_rows = []
    for level in ("easy", "medium", "hard", "expert"):
        for which in ("median", "worst"):
            key = "%s_turn_%s_us" % (level, which)
            budget = ""
            if level == "hard":
                budget = "<= 40 ms" if which == "median" else "<= 150 ms"
            elif level == "expert":
                budget = "<= 81 ms"   # about 3 s on a handheld, at 37 times slower
            ai_rows.append(("%s, one whole turn, %s" % (level, which), _ms(cpy[key]),
                            _ms(mpy[key]), _ms(mpy[key], True), budget))
    ai_rows += [
        ("engine + AI live heap, 4-seat hard game", "",
         "%.1f KB" % (mpy["ai_live_heap_bytes"] / kb), "", "<= 16 KB"),
        ("allocated during one decision (peak bound)", "",
         "%.1f KB" % (mpy["ai_decision_heap_bytes"] / kb), "", ""),
        ("AI import cost (bytecode in RAM)", "", "%.1f KB" % (mpy["ai_import_bytes"] / kb),
         "", ""),
    ]
    lines = ["Engine; positions from seeds: " + cpy["seeds"]]
    lines += _table(engine_rows)
    lines += ["", "Computer players; %d turn-start positions (tools/bench/players.py)"
              % cpy["ai_positions"]]
    lines += _table(ai_rows)
    lines += [""] + tactic_report(cpy, mpy)
    return "\n".join(lines)


def tactic_report(cpy, mpy):
    """Tactic Tiles' engine (tools/bench/tactic.py), in the same columns as Latice's."""
    kb = 1024.0
    rows = [
        ("legal actions, mid-game 4 seats (%d actions)" % cpy["tactic_legal_count"],
         "%.3f ms" % (cpy["tactic_legal_us"] / 1000.0),
         "%.3f ms" % (mpy["tactic_legal_us"] / 1000.0), _ms(mpy["tactic_legal_us"], True), ""),
        ("whole random game, 4 seats (%d actions)" % cpy["tactic_game_actions"],
         "%.0f ms" % cpy["tactic_game_ms"], "%.0f ms" % mpy["tactic_game_ms"],
         _ms(mpy["tactic_game_ms"] * 1000, True), ""),
        ("greedy player, one turn, median", _ms(cpy["tactic_greedy_median_us"]),
         _ms(mpy["tactic_greedy_median_us"]), _ms(mpy["tactic_greedy_median_us"], True), ""),
        ("greedy player, one turn, worst", _ms(cpy["tactic_greedy_worst_us"]),
         _ms(mpy["tactic_greedy_worst_us"]), _ms(mpy["tactic_greedy_worst_us"], True), ""),
        ("serialised state, 4 seats, mid-game", "%d bytes" % cpy["tactic_blob_bytes_mid_game"],
         "", "", "<= 244 bytes"),
        ("game object, mid-game (its copy's heap)", "",
         "%.1f KB" % (mpy["tactic_game_object_bytes"] / kb), "", ""),
        ("live heap during a 4-seat game", "", "%.1f KB" % (mpy["tactic_live_heap_bytes"] / kb),
         "", ""),
        ("heap allocated by one legal-action listing", "",
         "%d bytes" % mpy["tactic_legal_alloc_bytes"], "", "none per candidate"),
        ("allocated during one greedy decision", "",
         "%.1f KB" % (mpy["tactic_greedy_alloc_bytes"] / kb), "", ""),
        ("import cost (bytecode in RAM)", "", "%.1f KB" % (mpy["tactic_import_bytes"] / kb),
         "", ""),
    ]
    return ["Tactic Tiles engine; positions from seeds: " + cpy["tactic_seeds"]] + _table(rows)


def app_report(app, mpy):
    """The app's heap on a device, estimated (tools/bench/app_heap.py), and its redraws."""
    kb = 1024.0
    live = mpy["ai_live_heap_bytes"]
    total = app["displayio_bytes"] + app["bytecode_bytes"] + live
    return "\n".join([
        "",
        "App on a device, 4-seat game on the game screen (estimate, tools/bench/app_heap.py)",
        "  displayio objects (sprite sheet, grids, labels): %5.1f KB" % (
            app["displayio_bytes"] / kb),
        "  displayio objects the app keeps:                 %5.1f KB on the game screen, "
        "%.1f KB with the rules opened from the game menu" % (
            app["kept_displayio_bytes"] / kb,
            app["rules_from_menu_kept_displayio_bytes"] / kb),
        "  bytecode of every module the device imports:    %5.1f KB" % (
            app["bytecode_bytes"] / kb),
        "  engine + computer players' live heap:           %5.1f KB" % (live / kb),
        "  total:                                          %5.1f KB" % (total / kb),
        "  board cells redrawn by a cursor move: %d (the cursor is its own one-cell grid: "
        "its old and new cell)" % app["cursor_move_cells"],
        "  board cells redrawn by a placement:   %d" % app["placement_cells"],
        "  game screen redraws for one placement: %d" % app["placement_draws"],
    ])


def main(argv=None):
    parser = argparse.ArgumentParser(
        prog="python -m tools.bench",
        description="Print the engine's speed and memory under CPython and MicroPython.")
    parser.add_argument(
        "--counts", action="store_true",
        help="instead, print instruction counts under valgrind's callgrind in the MicroPython "
             "unix VM, with a pystone-calibrated device estimate (tools/bench/counts.py): "
             "figures that repeat exactly")
    if parser.parse_args(argv).counts:
        from tools.bench import counts as bench_counts

        return bench_counts.main()
    try:
        mpy = micropython_figures()
    except (MicroPythonUnavailable, RuntimeError) as error:
        print("error: %s" % error, file=sys.stderr)
        return 2
    print(report(cpython_figures(), mpy))
    from tools.bench.app_heap import estimate

    print(app_report(estimate(), mpy))
    return 0


if __name__ == "__main__":
    sys.exit(main())
