"""
`font_reader`
====================================================

The game's font read from its BDF file by Adafruit's ``adafruit_bitmap_font``
(:func:`read_font`), into the glyph sheet :mod:`views.text_view` draws every line with. It is
needed once, so this module and the library go with the next screen (:mod:`shell.memory`).
"""

import bitmaptools
import displayio


class FontError(OSError):
    """The font file is missing, cannot be read, or lacks a glyph of the cell's size."""


def read_font(path, first, last, width, height):
    """The glyph sheet of the BDF font at ``path``: the glyphs of characters ``first`` to
    ``last``, each ``width`` x ``height`` pixels, side by side; :class:`FontError` names what
    is wrong."""
    from adafruit_bitmap_font.bdf import BDF

    count = last - first + 1
    try:
        with open(path, "rb") as file:
            # (the library's hints name a FileIO and a Bitmap where it takes a file and a class)
            font = BDF(file, displayio.Bitmap)  # type: ignore[arg-type]
            font.load_glyphs(range(first, last + 1))
    except OSError as error:
        raise FontError("cannot read the font %s: %s" % (path, error))
    except (ValueError, RuntimeError, IndexError, KeyError, TypeError) as error:
        raise FontError("the font %s is damaged: %s" % (path, error))
    sheet = displayio.Bitmap(width * count, height, 2)
    for index in range(count):
        glyph = font.get_glyph(first + index)
        # (the stubs give fontio.Glyph none of its fields)
        if glyph is None or glyph.width != width or glyph.height != height:  # type: ignore[attr-defined]
            raise FontError("the font %s has no %d x %d glyph for character %d"
                            % (path, width, height, first + index))
        bitmaptools.blit(sheet, glyph.bitmap, index * width, 0)  # type: ignore[attr-defined]
    return sheet

