"""
`font_reader`
====================================================

The game's font read from its BDF file by Adafruit's ``adafruit_bitmap_font``
(:func:`read_font`), into the glyph sheet :mod:`views.text_view` draws every line with. It is
needed once, so this module and the library go with the next screen (:mod:`shell.memory`).
"""

import bitmaptools
import displayio

from views.text_view import FIRST_CHARACTER, GLYPH_WIDTH, LAST_CHARACTER, LINE_HEIGHT, FontError


def read_font(path):
    """The glyph sheet of the BDF font at ``path``; :class:`FontError` names what is wrong."""
    from adafruit_bitmap_font.bdf import BDF

    count = LAST_CHARACTER - FIRST_CHARACTER + 1
    try:
        with open(path, "rb") as file:
            # (the library's hints name a FileIO and a Bitmap where it takes a file and a class)
            font = BDF(file, displayio.Bitmap)  # type: ignore[arg-type]
            font.load_glyphs(range(FIRST_CHARACTER, LAST_CHARACTER + 1))
    except OSError as error:
        raise FontError("cannot read the font %s: %s" % (path, error))
    except (ValueError, RuntimeError, IndexError, KeyError, TypeError) as error:
        raise FontError("the font %s is damaged: %s" % (path, error))
    sheet = displayio.Bitmap(GLYPH_WIDTH * count, LINE_HEIGHT, 2)
    for index in range(count):
        glyph = font.get_glyph(FIRST_CHARACTER + index)
        # (the stubs give fontio.Glyph none of its fields)
        if glyph is None or glyph.width != GLYPH_WIDTH or glyph.height != LINE_HEIGHT:  # type: ignore[attr-defined]
            raise FontError("the font %s has no %d x %d glyph for character %d"
                            % (path, GLYPH_WIDTH, LINE_HEIGHT, FIRST_CHARACTER + index))
        bitmaptools.blit(sheet, glyph.bitmap, index * GLYPH_WIDTH, 0)  # type: ignore[attr-defined]
    return sheet

