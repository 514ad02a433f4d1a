"""
`font_reader`
====================================================

The game's font read from its PCF file by Adafruit's ``adafruit_bitmap_font``
(:func:`read_font`), into the glyph sheet :mod:`views.text_view` draws every line with. It is
needed once, so this module and the library go with the next screen (:mod:`shell.memory`).
"""

import bitmaptools
import displayio


_PCF_MAGIC = b"\x01fcp"
_MOST_TABLES = 9   # the PCF format has nine kinds of table


class FontError(OSError):
    """The font file is missing, cannot be read, or lacks a glyph of the cell's size."""


def read_font(path, first, last, width, height):
    """The glyph sheet of the PCF font at ``path``: the glyphs of characters ``first`` to
    ``last``, each ``width`` x ``height`` pixels, side by side; :class:`FontError` names what
    is wrong."""
    from adafruit_bitmap_font.pcf import PCF

    count = last - first + 1
    font = None
    try:
        with open(path, "rb") as file:
            # The library trusts the file's count of tables: another file's bytes read as one
            # could keep it reading for ever.
            header = file.read(8)
            if header[:4] == _PCF_MAGIC and int.from_bytes(header[4:], "little") <= _MOST_TABLES:
                # (its hints name a FileIO and a Bitmap where it takes a file and a class)
                font = PCF(file, displayio.Bitmap)  # type: ignore[arg-type]
                font.load_glyphs(range(first, last + 1))
    except OSError as error:
        raise FontError("cannot read the font %s: %s" % (path, error))
    except (ValueError, RuntimeError, IndexError, KeyError, TypeError) as error:
        raise FontError("the font %s is damaged: %s" % (path, error))
    if font is None:
        raise FontError("the font %s is damaged: not a PCF font" % path)
    sheet = displayio.Bitmap(width * count, height, 2)
    for index in range(count):
        glyph = font.get_glyph(first + index)
        # (the stubs give fontio.Glyph none of its fields)
        if glyph is None or glyph.width != width or glyph.height != height:  # type: ignore[attr-defined]
            raise FontError("the font %s has no %d x %d glyph for character %d"
                            % (path, width, height, first + index))
        bitmaptools.blit(sheet, glyph.bitmap, index * width, 0)  # type: ignore[attr-defined]
    return sheet

