"""
`heap_figures`
====================================================

What a board's Python heap has left: the free bytes (``gc.mem_free()``) and the largest
block that one allocation could take now. Neither CircuitPython nor MicroPython can say the
second directly, so it is searched for, up to ``_MOST`` bytes (the app's whole heap budget: a
block that large is all the answer needs): a ``bytearray`` of a trial size is made and
dropped, halving the step each time, to ``STEP`` bytes. A trial that finds no room collects
the garbage of the last ones and tries again before it fails, and a collection at the end
frees them all, so the search leaves no garbage and no hole behind. On CircuitPython, whose
heap grows into the memory displayio and USB share, it is the largest block the heap gives
now, grown or not. Printed at start-up and shown on the Diagnostics screen; loaded for the
moment, and let go.
"""

from micropython import const

import gc

STEP = 256          # how close the search comes to the largest block, in bytes
_MOST = const(96 * 1024)  # the largest block looked for: more than a PyBadge's 65,536 B area


def heap_figures():
    """(free bytes, largest block) after a collection, or ``(None, None)`` where the VM cannot
    say (CPython has no ``gc.mem_free``)."""
    gc.collect()
    if not hasattr(gc, "mem_free"):
        return None, None
    free = gc.mem_free()
    return free, largest_block(free)


def largest_block(free, allocate=bytearray):
    """The largest ``allocate(size)`` that succeeds, from 0 to ``free`` bytes (at most
    ``_MOST``), to ``STEP``."""
    fits, fails = 0, min(free, _MOST) + 1
    while fails - fits > STEP:
        size = (fits + fails) // 2
        if fits_now(size, allocate):
            fits = size
        else:
            fails = size
    # The same calls again with a small block write over any stale copy of the last big
    # block's address that they left below the stack's top, where the GC may still look.
    fits_now(STEP, allocate)
    gc.collect()
    return fits


def fits_now(size, allocate):
    """Whether ``allocate(size)`` succeeds. The trial block is made in this function's own
    frame, gone by the next collection: a stale copy of its address left in the searching
    frame (the GC scans frames conservatively) would keep the whole block alive."""
    try:
        allocate(size)   # dropped at once: garbage the next trial may collect
        return True
    except MemoryError:
        return False
