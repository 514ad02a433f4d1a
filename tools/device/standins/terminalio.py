"""
`terminalio` (stand-in)
====================================================

``FONT``: the built-in 6 x 12 font (printable ASCII here). On a device its glyph bitmap lives
in flash; here it is a 1-bit Bitmap on the heap (``FLASH_BYTES``), made when this module is
imported, so the harness's baseline (taken after the stand-ins are imported) leaves it out.
"""

import displayio
import fontio

WIDTH = 6
HEIGHT = 12
# Made from bytes: chr() makes a one-character string that MicroPython keeps as a name for
# good, and a device's font, in C, adds none of those 95 to the app's names.
FIRST_CODE = 32   # the space: the glyph of tile n is the character of code FIRST_CODE + n
CHARACTERS = bytes(range(FIRST_CODE, 127)).decode()

FONT = fontio.BuiltinFont(displayio.Bitmap(WIDTH * len(CHARACTERS), HEIGHT, 2), WIDTH, HEIGHT,
                          CHARACTERS)
FLASH_BYTES = (WIDTH * len(CHARACTERS) + 31) // 32 * 4 * HEIGHT


class Terminal:
    """Text written to a tile grid: here it goes nowhere."""

    def __init__(self, scroll_area, font, *, status_bar=None):
        self.scroll_area = scroll_area
        self.font = font

    def write(self, buf):
        return len(buf)
