"""
`tools.device.board_heap`
====================================================

A board's heap as the measuring stick: CircuitPython's own VM (``circuitpython_vm``) given the
port heap a board gives ``code.py``, laid out as the board lays it out, and the **headroom** of
each game on it: how much less RAM the board could have and the game still finish.

The PyBadge's figures come from CircuitPython 10.2.1 built for it (its ELF's RAM layout):

- a port heap of 158,912 B (from the end of ``.bss`` to the C stack's limit), managed by TLSF,
  whose control takes 920 B of it; the supervisor takes 520 B (the terminal's tiles) and about
  930 B (the USB descriptors) before ``code.py`` starts;
- at ``code.py``'s start the Python stack (2,048 B, ``CIRCUITPY_PYSTACK_SIZE``) and then the GC
  heap's first area (8 KB, ``CIRCUITPY_HEAP_START_SIZE``, or what ``settings.toml`` says) are
  taken from it; the GC heap then grows by ``py/gc.c``'s rule (each new area doubles the heap,
  or holds what failed, or is the largest free block left) until the port heap is full;
- its first byte lies 8 bytes past a 16-byte boundary, which decides how many 16-byte blocks
  each area holds: with it the model's areas are the board's, 8,192, 8,240, 16,432, 32,800,
  65,536, 19,456 and 272 B, and its GC pool the board's 145,984 B (:func:`model_check`).

The stand-ins' own objects and the harness's (the baseline) are in this heap, where a board
has them in ROM and C: the headroom counts them back, byte for byte, as room the board has.
"""

import os
import subprocess
import tempfile

from tools.device import app_micropython as harness

KB = 1024


class Board:
    """What a board's port heap holds when ``code.py`` starts (module docstring)."""

    def __init__(self, name, port_heap, start_offset, supervisor_blocks, pystack, heap_start,
                 gc_pool):
        self.name = name
        self.port_heap = port_heap
        self.start_offset = start_offset
        self.supervisor_blocks = supervisor_blocks
        self.pystack = pystack
        self.heap_start = heap_start
        self.gc_pool = gc_pool

    def environment(self):
        """The variables that make CircuitPython's VM lay out its heap as this board does (the
        first GC area's size is the VM's ``-X heapsize``)."""
        return {"MICROPY_PORT_HEAP_BYTES": str(self.port_heap),
                "MICROPY_PORT_HEAP_OFFSET": str(self.start_offset),
                "MICROPY_SUPERVISOR_BLOCKS": ",".join(str(size)
                                                      for size in self.supervisor_blocks),
                "MICROPY_PYSTACK_BYTES": str(self.pystack)}


BOARDS = {"pybadge": Board("PyBadge", port_heap=158912, start_offset=8,
                           supervisor_blocks=(520, 930), pystack=2048, heap_start=8 * KB,
                           gc_pool=145984)}

# Takes every block it can, 256 bytes at a time, then prints the heap's areas and its pool.
FILL_PROGRAM = """\
import micropython
held = None
try:
    while True:
        held = [held, bytearray(208)]
except MemoryError:
    pass
micropython.mem_info()
"""


def model_check(board, vm):
    """``(pool, areas)``: the GC pool (bytes) the VM offers on ``board``'s model with nothing
    loaded, once the heap has grown as far as it can, and the areas it grew by (bytes)."""
    handle, path = tempfile.mkstemp(suffix=".py", prefix="latice-board-")
    with os.fdopen(handle, "w", encoding="utf-8") as stream:
        stream.write(FILL_PROGRAM)
    try:
        done = subprocess.run([str(vm), "-X", "heapsize=%d" % board.heap_start, path],
                              capture_output=True, text=True, timeout=60, check=False,
                              env=dict(os.environ, MICROPY_PORT_HEAP_REPORT="1",
                                       **board.environment()))
    finally:
        os.unlink(path)
    pools = [line.split("total:")[1].split(",")[0] for line in done.stdout.splitlines()
             if line.startswith("GC: total:")]
    if done.returncode != 0 or not pools:
        raise RuntimeError("the model check did not run: %s" % (done.stderr.strip()
                                                                 or done.stdout.strip()))
    return int(pools[0]), [board.heap_start] + areas_added(done.stderr)


def areas_added(report):
    """The areas (bytes) the GC heap grew by, from the VM's ``MICROPY_PORT_HEAP_REPORT``."""
    return [int(line.split()[1]) for line in report.splitlines() if line.startswith("area ")]


def model_check_lines(board, pool, areas):
    off = 100.0 * (pool - board.gc_pool) / board.gc_pool
    return ["MODEL CHECK (%s): a GC pool of %s B with nothing loaded; the board's: %s B (%+.1f%%,"
            " %s)" % (board.name, "{:,}".format(pool), "{:,}".format(board.gc_pool), off,
                      "within 1%" if abs(off) <= 1 else "MORE THAN 1% OFF"),
            "  its areas as it grows: %s B" % ", ".join("{:,}".format(area) for area in areas)]


def headroom(works, top, jobs=2, window=16 * KB, step=KB):
    """The most bytes held (a multiple of ``step``, below ``top``) with which ``works(held)``
    is true, and true at every ``step`` down to ``window`` below it too (a fragmented heap
    fails at islands of sizes, not above one size); ``None`` when it fails with nothing
    held."""
    if not works(0):
        return None
    short, _, _ = harness.steady_smallest(lambda missing: works(top - missing), 0, top, jobs,
                                          window, step)
    return top - short


def heap_growths(tree, board, heap_start, baseline, seed=harness.SEED):
    """How many times the GC heap grows in ``tree``'s game from a first area of ``heap_start``
    bytes when the baseline (bytes) has room of its own, as a board has those objects in ROM
    and C: the first area is made that much larger, and the port heap too, with 8 KB more
    (TLSF takes a block from the size class above the one asked for, 4 KB wide here). 0: the
    heap never grows, so it never gives an area back either, where CircuitPython's fault in
    doing so (``tools/device/gc_area_check.py``) would strike. ``None``: the game failed."""
    room = -(-baseline // KB) * KB
    environment = dict(board.environment(), MICROPY_PORT_HEAP_REPORT="1",
                       MICROPY_PORT_HEAP_BYTES=str(board.port_heap + room + 8 * KB))
    run = tree.run(heap_start + room, seed, measure=False, environment=environment)
    if run.problems():
        return None
    return len(areas_added(run.err))


def game_headroom(tree, board, heap_start, seed=harness.SEED, jobs=2):
    """The headroom (bytes held, before the baseline is counted back) of ``tree``'s game on
    ``board`` with a first GC area of ``heap_start`` bytes, or ``None``."""
    def works(held):
        return not tree.run(heap_start, seed, measure=False, environment=board.environment(),
                            held=held).problems()

    return headroom(works, board.port_heap - board.port_heap % KB, jobs)
