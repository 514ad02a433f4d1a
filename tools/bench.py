"""
`tools.bench`
====================================================

Speed and memory figures for the engine under CPython and under a real MicroPython
(WebAssembly), printed beside DESIGN.md's budgets and a device estimate. Run
``python -m tools.bench``. The figures come from ``tools/bench_engine.py``, which prints the
seeds of its positions so a run can be repeated.
"""

import argparse
import sys

from tools import bench_engine
from tools.micropython import MicroPythonUnavailable, run

# MicroPython under WebAssembly runs about 37 times as fast as CircuitPython on a SAMD51 at
# 120 MHz (pystone: about 56,000 against 1,500 passes/s; DESIGN.md's calibration).
DEVICE_FACTOR = 37

ENGINE_MODULES = ("actions", "blob", "game", "options", "position", "record", "result", "rng",
                  "rules", "setup", "squares", "tiles")

MICROPYTHON_CODE = """
import gc, asyncio
await asyncio.sleep(0)
gc.collect()
before = gc.mem_alloc()
%s
await asyncio.sleep(0)
gc.collect()
imports = gc.mem_alloc() - before
import bench_engine
bench_engine.main()
await bench_engine.heap(imports)
""" % "\n".join("import engine.%s" % name for name in ENGINE_MODULES)


def figures(lines):
    """``name value`` lines into a dict (the ``seeds`` line is kept as text)."""
    found = {}
    for line in lines.splitlines():
        name, _, value = line.partition(" ")
        found[name] = value if name == "seeds" else float(value)
    return found


def cpython_figures():
    import contextlib
    import io

    buffer = io.StringIO()
    with contextlib.redirect_stdout(buffer):
        bench_engine.main()
    return figures(buffer.getvalue())


def micropython_figures():
    status, out, err = run(MICROPYTHON_CODE, extra_files=("tools/bench_engine.py",))
    if status != 0:
        raise RuntimeError("the MicroPython benchmark failed:\n" + err)
    return figures(out)


def report(cpy, mpy):
    ms = 1000.0
    rows = [
        ("legal actions, mid-game 4 seats (%d actions)" % cpy["legal_count"],
         "%.3f ms" % (cpy["legal_us"] / ms), "%.3f ms" % (mpy["legal_us"] / ms),
         "%.0f ms" % (mpy["legal_us"] * DEVICE_FACTOR / ms), "<= 1.5 ms MicroPython"),
        ("one apply (mean over whole games)", "%.0f us" % cpy["apply_us"],
         "%.0f us" % mpy["apply_us"], "%.1f ms" % (mpy["apply_us"] * DEVICE_FACTOR / ms), ""),
        ("whole random game, 4 seats (%d actions)" % cpy["game_actions"],
         "%.0f ms" % cpy["game_ms"], "%.0f ms" % mpy["game_ms"],
         "%.1f s" % (mpy["game_ms"] * DEVICE_FACTOR / ms), ""),
        ("serialised state, 4 seats: start / mid-game",
         "%d / %d bytes" % (cpy["blob_bytes_start"], cpy["blob_bytes_mid_game"]), "", "",
         "<= 256 bytes"),
        ("engine live heap during a 4-seat game", "", "%.1f KB" % (mpy["live_heap_bytes"] / 1024),
         "", "<= 16 KB (with the AI)"),
        ("engine import cost (bytecode in RAM)", "", "%.1f KB" % (mpy["import_bytes"] / 1024),
         "", ""),
        ("heap allocated by one legal-action listing", "",
         "%d bytes" % mpy["legal_alloc_bytes"], "", "none per candidate"),
    ]
    header = ("figure", "CPython", "MicroPython", "device (x%d)" % DEVICE_FACTOR, "budget")
    widths = [max(len(row[i]) for row in rows + [header]) for i in range(len(header))]
    lines = ["Engine benchmark; positions from seeds: " + cpy["seeds"]]
    for row in [header] + rows:
        lines.append("  ".join(cell.ljust(width) for cell, width in zip(row, widths)).rstrip())
    return "\n".join(lines)


def main(argv=None):
    parser = argparse.ArgumentParser(
        prog="python -m tools.bench",
        description="Print the engine's speed and memory under CPython and MicroPython.")
    parser.parse_args(argv)
    try:
        mpy = micropython_figures()
    except (MicroPythonUnavailable, RuntimeError) as error:
        print("error: %s" % error, file=sys.stderr)
        return 2
    print(report(cpython_figures(), mpy))
    return 0


if __name__ == "__main__":
    sys.exit(main())
