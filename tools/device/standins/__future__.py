"""
`__future__` (stand-in)
====================================================

CircuitPython has ``__future__`` built in, so that a library's ``from __future__ import
annotations`` (Adafruit's ``adafruit_bitmap_font`` has one) imports; MicroPython has none.
The names mean nothing here: MicroPython never evaluates annotations.
"""

annotations = True
