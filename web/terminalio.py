"""
`terminalio` (the page's)
====================================================

``FONT``: the built-in 6 x 12 font (printable ASCII), with the glyphs the desktop's
``terminalio.FONT`` draws, read from ``assets/font.bmp`` (``tools/web/font.py`` writes it:
95 glyphs side by side, the tile of character ``c`` is ``ord(c) - 32``), so that text in the
page is the simulator's pixel for pixel. (The app writes no text through a ``Terminal``: the
page has none.)
"""

import adafruit_imageload
import displayio
import fontio

WIDTH = 6
HEIGHT = 12
CHARACTERS = "".join(chr(code) for code in range(32, 127))
FONT_FILE = "assets/font.bmp"


def load_glyphs(path=FONT_FILE):
    """The glyphs' 1-bit Bitmap from a font sheet BMP; a missing or damaged file raises an
    error that names it."""
    try:
        bitmap, _ = adafruit_imageload.load(path, bitmap=displayio.Bitmap,
                                            palette=displayio.Palette)
    except OSError as error:
        raise OSError("cannot read the font sheet %s (%s): `python -m tools.web` writes it"
                      % (path, error))
    except (ValueError, TypeError, NotImplementedError, IndexError, RuntimeError) as error:
        raise ValueError("the font sheet %s is damaged: %s" % (path, error))
    size = (WIDTH * len(CHARACTERS), HEIGHT)
    if (bitmap.width, bitmap.height) != size or bitmap.bits_per_value != 1:
        raise ValueError("the font sheet %s is damaged: expected %d x %d pixels in 2 colours, "
                         "found %d x %d in %d bits" % (path, size[0], size[1], bitmap.width,
                                                       bitmap.height, bitmap.bits_per_value))
    return bitmap


FONT = fontio.BuiltinFont(load_glyphs(), WIDTH, HEIGHT, CHARACTERS)

