"""
`text_view`
====================================================

Lines of text on the 160 x 128 screen in terminalio's built-in 6 x 12 font (26 characters,
10 lines). Each line is one TileGrid over the font's glyph bitmap, a cell a character, as
CircuitPython's own terminal draws text: a line costs about a hundred bytes of heap whatever
it says (a label of Adafruit's ``display_text`` keeps a TileGrid of 80 bytes for every
glyph; README's "Will it fit?" has the figures).
"""

from micropython import const

import displayio
import terminalio

WHITE = 0xF8F8F8
HIGHLIGHT = 0x70F070
LINE_HEIGHT = 12
COLUMNS = 26
FIRST_CHARACTER = 32  # the space; the font's printable ASCII runs to "~" (126)
_LAST_CHARACTER = const(126)
_QUESTION_MARK = const(63)  # shown for a character the font lacks

_sheet = None  # the glyphs as one bitmap, made once


def glyph_sheet():
    """The font's glyphs as one bitmap of 6 x 12 tiles, printable ASCII first: the tile of
    character ``c`` is ``ord(c) - FIRST_CHARACTER``. CircuitPython's built-in font is such a
    bitmap; the desktop's keeps a bitmap a glyph, copied here side by side."""
    global _sheet
    if _sheet is None:
        font = terminalio.FONT
        _sheet = font.bitmap
        if not isinstance(_sheet, displayio.Bitmap):
            width, height = font.get_bounding_box()[:2]
            count = _LAST_CHARACTER - FIRST_CHARACTER + 1
            _sheet = displayio.Bitmap(width * count, height, 2)
            for index in range(count):
                glyph = font.get_glyph(FIRST_CHARACTER + index).bitmap
                for y in range(height):
                    for x in range(width):
                        _sheet[index * width + x, y] = glyph[x, y]
    return _sheet


_see_through = {}  # type: dict  # the see-through palettes by colour: lines of a colour share one


def palette(colour, background):
    """Two colours: the background (``None``: see-through) and the text's."""
    if background is None and colour in _see_through:
        return _see_through[colour]
    colours = displayio.Palette(2)
    if background is None:
        colours.make_transparent(0)
    else:
        colours[0] = background
    colours[1] = colour
    if background is None:
        _see_through[colour] = colours
    return colours


class TextLines:
    """``count`` lines of ``columns`` characters, the first one's top left at (x, y), one
    ``step`` apart (lines closer than 12 pixels overlap, see-through)."""

    def __init__(self, count, x=2, y=2, step=LINE_HEIGHT, columns=COLUMNS, background=None):
        sheet = glyph_sheet()
        tile_width, tile_height = terminalio.FONT.get_bounding_box()[:2]
        self.group = displayio.Group(x=x, y=y)
        self.normal = palette(WHITE, background)
        self.highlight = palette(HIGHLIGHT, background)
        self.texts = [""] * count
        self.grids = []
        for index in range(count):
            grid = displayio.TileGrid(sheet, pixel_shader=self.normal, width=columns, height=1,
                                      tile_width=tile_width, tile_height=tile_height,
                                      y=index * step)
            self.grids.append(grid)
            self.group.append(grid)

    def place(self, index, x, y):
        """Move one line: its top left to (x, y) in the lines' group."""
        self.grids[index].x = x
        self.grids[index].y = y

    def set(self, index, text, highlight=False):
        """Write one line (cut at its width; a character the font lacks shows as "?")."""
        if self.texts[index] != text:
            self.texts[index] = text
            grid = self.grids[index]
            # Read as bytes: CircuitPython keeps every one-character string that indexing a
            # str makes as a name, for good (about 100 of them, and a step of the name table).
            column = 0
            for code in text.encode():
                if column == grid.width:
                    break
                if 0x80 <= code < 0xC0:
                    continue   # the rest of a character the font lacks, already shown
                if not FIRST_CHARACTER <= code <= _LAST_CHARACTER:
                    code = _QUESTION_MARK
                grid[column] = code - FIRST_CHARACTER
                column += 1
            for blank in range(column, grid.width):
                grid[blank] = 0   # the space
        self.grids[index].pixel_shader = self.highlight if highlight else self.normal

    def show(self, texts, highlight=-1):
        """Fill the lines from a list (blank past its end); one line may be highlighted."""
        for index in range(len(self.grids)):
            self.set(index, texts[index] if index < len(texts) else "", index == highlight)


def wrap(text, width=COLUMNS):
    """Split text into lines of at most ``width`` characters, at spaces."""
    lines = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split(" "):
            if line and len(line) + 1 + len(word) > width:
                lines.append(line)
                line = word
            else:
                line = (line + " " + word) if line else word
        lines.append(line)
    return lines
