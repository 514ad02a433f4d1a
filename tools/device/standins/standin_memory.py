"""
`standin_memory`
====================================================

How much heap the stand-ins' displayio objects take, so that ``gc.mem_alloc()`` under
MicroPython reflects what CircuitPython's C objects take on a device (32-bit, the model of
``tools/bench/app_heap.py``): a Bitmap 40 bytes plus its pixels in 32-bit words; a Palette 32 plus
12 a colour; a TileGrid 80 plus a byte a cell; a Group 32 plus 8 a child.

A stand-in object is a small Python object (its fields packed into one ``bytearray``) whose
bytearray is padded so that the whole object costs about the model's figure; the padding is
worked out once, at import, by measuring what the Python object itself costs on this VM.

On a 64-bit VM (the unix port) every model figure is multiplied by ``SCALE`` (1.6), the same
factor the harness divides a 64-bit heap by to estimate a 32-bit one, so the stand-ins come
out at the model's size in that estimate too.
"""

import gc
import sys

WIDE = sys.maxsize > 0xFFFFFFFF
SCALE_NUMERATOR, SCALE_DENOMINATOR = (8, 5) if WIDE else (1, 1)  # 1.6 on a 64-bit VM

BITMAP = 40
PALETTE = 32
PALETTE_COLOUR = 12
TILEGRID = 80
TILEGRID_CELL = 1
GROUP = 32
GROUP_CHILD = 8


def allocated():
    """``gc.mem_alloc()``, or 0 on CPython (a quick check of the stand-ins, no figures)."""
    return gc.mem_alloc() if hasattr(gc, "mem_alloc") else 0


def scaled(size):
    """A model size in bytes as this VM's stand-ins allocate it."""
    return size * SCALE_NUMERATOR // SCALE_DENOMINATOR


def cost(make, *args):
    """Bytes on the heap that ``make(*args)`` allocates (it must leave no garbage); 0 on
    CPython, which has no ``gc.mem_alloc``."""
    if not hasattr(gc, "mem_alloc"):
        make(*args)
        return 0
    before = gc.mem_alloc()
    kept = make(*args)
    after = gc.mem_alloc()
    del kept
    return after - before


def padding(fixed_model, python_cost):
    """Bytes to add to an object's buffer so that its fixed part costs the model's."""
    pad = scaled(fixed_model) - python_cost
    return pad if pad > 0 else 0
