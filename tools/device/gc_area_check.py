"""
`tools.device.gc_area_check`
====================================================

Does the VM free a heap area that still holds a live object? CircuitPython 9+ grows the Python
heap in areas (``py/gc.c``'s split heap) and gives an area back once a collection leaves it
empty. It takes an area to be empty when no block after its first is in use, so an area whose
only survivor is one 16-byte object at its very start goes back with that object still in
use: the next thing placed there overwrites it. The heap harness found this as a crash
(status -11) of the pass-and-play game under CircuitPython 10.2.1's VM
(``tools.device.app_circuitpython``).

``PROBE`` shows it with nothing but Python: it fills the heap with 16-byte tuples until the heap
has grown twice, collects, reuses the memory, and counts the tuples that no longer read as
they were made. ``python -m tools.device.gc_area_check`` runs it on CircuitPython's VM with the
PyBadge's heap (``tools/device/board_heap.py``) and, for comparison, with one fixed heap that
never grows; ``--write FILE`` writes the probe, to be copied to a board as its ``code.py``
(on a board with the fault it may also crash into safe mode, which says as much).
"""

import argparse
import sys
import tempfile
from pathlib import Path

from tools.device import app_circuitpython
from tools.device import app_micropython as harness
from tools.device import board_heap
from tools.device import circuitpython_vm

FIXED_HEAP = 300 * 1024   # room for every tuple: the heap never grows
TUPLES = 4000

PROBE = """\
import gc

slots = [None] * %d
gc.collect()


def heap_size():
    return gc.mem_free() + gc.mem_alloc()


size = heap_size()
growths = made = 0
while made < len(slots) and growths < 2:
    slots[made] = (made, made)   # one 16-byte block each
    made += 1
    if heap_size() != size:
        size = heap_size()
        growths += 1
gc.collect()
reused = [bytearray(b"\\xff" * 4000) for _ in range(3)]
wrong = 0
for index in range(made):
    if slots[index] != (index, index):
        wrong += 1
print("tuples made: %%d, reading wrong after a collection: %%d" %% (made, wrong))
""" % TUPLES


def run_probe(environment, heapsize, command=None):
    """What the probe printed on CircuitPython's VM (or the VM ``command`` starts), or why
    it did not finish."""
    with tempfile.TemporaryDirectory(prefix="latice-gc-area-") as folder:
        status, out, err = harness.run_unix_program(
            folder, PROBE, heapsize, timeout=120, environment=environment,
            command=command or [str(circuitpython_vm.BUILD / "micropython")])
    if status != 0:
        return "the VM failed (status %d): %s" % (status, err.strip()[-300:])
    return out.strip()


def main(argv=None):
    parser = argparse.ArgumentParser(
        prog="python -m tools.device.gc_area_check",
        description="Show whether CircuitPython's VM gives back a heap area that still holds a "
                    "live object, on the PyBadge's heap and on a fixed one.")
    parser.add_argument("--write", metavar="FILE",
                        help="write the probe to FILE (a board's code.py) instead")
    args = parser.parse_args(argv)
    if args.write:
        Path(args.write).write_text(PROBE, "utf-8")
        print("wrote %s: copy it to a board as code.py and read its serial console"
              % args.write)
        return 0
    missing = app_circuitpython.not_built_message(circuitpython_vm.BUILD)
    if missing:
        print(missing)
        return 2
    board = board_heap.BOARDS["pybadge"]
    grown = run_probe(board.environment(), 8 * 1024)
    fixed = run_probe({}, FIXED_HEAP)
    print("on the PyBadge's heap, growing from 8 KB: %s" % grown)
    print("in one fixed heap of %d KB: %s" % (FIXED_HEAP // 1024, fixed))
    return 0 if all(sound(text) for text in (grown, fixed)) else 1


def sound(printed):
    """True when the probe finished and every tuple read as it was made."""
    return printed.endswith("reading wrong after a collection: 0")


if __name__ == "__main__":
    sys.exit(main())
