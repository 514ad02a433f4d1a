"""
`heap_figures`
====================================================

What a board's Python heap has left: the free bytes (``gc.mem_free()``) and the largest
block that one allocation could take now. Neither CircuitPython nor MicroPython can say the
second directly, so it is searched for: a ``bytearray`` of a trial size is made and dropped,
halving the step each time, to ``STEP`` bytes; a collection after each trial frees it again,
so the search leaves no garbage and no hole behind. On CircuitPython, whose heap grows into
the memory displayio and USB share, it is the largest block the heap gives now, grown or not,
up to the free bytes. Shown on the Diagnostics screen; loaded for the moment, and let go.
"""

import gc

STEP = 256   # how close the search comes to the largest block, in bytes


def heap_figures():
    """(free bytes, largest block) after a collection, or ``(None, None)`` where the VM cannot
    say (CPython has no ``gc.mem_free``)."""
    gc.collect()
    if not hasattr(gc, "mem_free"):
        return None, None
    free = gc.mem_free()
    return free, largest_block(free)


def largest_block(free, allocate=bytearray):
    """The largest ``allocate(size)`` that succeeds, from 0 to ``free`` bytes, to ``STEP``."""
    fits, fails = 0, free + 1
    while fails - fits > STEP:
        size = (fits + fails) // 2
        if fits_now(size, allocate):
            fits = size
        else:
            fails = size
        gc.collect()
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
        allocate(size)
        return True
    except MemoryError:
        return False
