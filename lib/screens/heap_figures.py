"""
`heap_figures`
====================================================

What a board's Python heap has left: the free bytes and the largest block that one allocation
could take now. Printed at start-up (:func:`shell.main_loop.print_heap`) and shown on the
Diagnostics screen: the figures the first real board can tell us.
"""

from micropython import const

import gc

STEP = 256          # how close the search for the largest block comes, in bytes
_MOST = const(96 * 1024)  # the largest block looked for: more than a PyBadge's 65,536 B area


def heap_figures():
    """(free bytes, largest block) after a collection, or ``(None, None)`` where the VM cannot
    say (CPython has no ``gc.mem_free``). Printed at start-up and on the Diagnostics screen:
    the figures the first real board can tell us."""
    gc.collect()
    if not hasattr(gc, "mem_free"):
        return None, None
    free = gc.mem_free()
    return free, largest_block(free)


def largest_block(free, allocate=bytearray):
    """The largest ``allocate(size)`` that succeeds, from 0 to ``free`` bytes (at most
    ``_MOST``), to ``STEP``. Neither CircuitPython nor MicroPython can say it directly, so
    trial blocks are made and dropped, halving the step each time; a collection at the end
    frees them all. On CircuitPython, whose heap grows, it is the largest block the heap gives
    now, grown or not."""
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
    """Whether ``allocate(size)`` succeeds, made in this function's own frame: a copy of the
    block's address left in the searching frame would keep the whole block alive."""
    try:
        allocate(size)
        return True
    except MemoryError:
        return False
