"""
`fontio` (stand-in)
====================================================

CircuitPython's ``fontio``: ``Glyph`` (a named tuple, as on a device, where ``get_glyph``
makes a new one each call) and ``BuiltinFont``, the type of ``terminalio.FONT``.
"""

from collections import namedtuple

Glyph = namedtuple("Glyph", ("bitmap", "tile_index", "width", "height", "dx", "dy",
                             "shift_x", "shift_y"))


class BuiltinFont:
    """A fixed-width font whose glyphs are tiles of one bitmap, in the order of
    ``characters`` (ASCII)."""

    def __init__(self, bitmap, width, height, characters):
        self.bitmap = bitmap
        self._width = width
        self._height = height
        self._codes = characters.encode()

    def get_bounding_box(self):
        """(width, height) of a glyph."""
        return self._width, self._height

    def get_glyph(self, codepoint):
        """A new Glyph for a character, or None if the font lacks it."""
        # bytes, not chr(): see terminalio.CHARACTERS
        index = self._codes.find(bytes((codepoint,))) if 0 <= codepoint < 128 else -1
        if index < 0:
            return None
        return Glyph(self.bitmap, index, self._width, self._height, 0, 0, self._width, 0)


class FontProtocol:
    """What a font gives: ``get_bounding_box()`` and ``get_glyph(codepoint)`` (a name for type
    hints, which Adafruit's libraries import where ``typing`` exists)."""
