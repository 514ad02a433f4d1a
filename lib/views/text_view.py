"""
`text_view`
====================================================

Lines of text on the 160 x 128 screen in the game's own font, ``assets/font.pcf`` (6 x 10
pixels a character: 26 characters a line, 12 lines a screen; ``assets/README.md`` tells how it
is drawn). :mod:`views.font_reader` reads the font once, into one bitmap of its glyphs side by
side, the glyph sheet, which everything that writes text shares.

Each line is one TileGrid over the sheet, a cell a character, as CircuitPython's own terminal
draws text: a line costs about a hundred bytes of heap whatever it says (a label of Adafruit's
``display_text`` keeps a TileGrid of 80 bytes for every glyph, and its code and names take
more than the game can spare: README's "Will it fit?" has the figures). Large words are these
lines in a group drawn at twice the size.
"""

import displayio

WHITE = 0xF8F8F8
HIGHLIGHT = 0x70F070
FONT_FILE = "assets/font.pcf"   # CircuitPython runs code.py in the drive's root folder
GLYPH_WIDTH = 6
LINE_HEIGHT = 10
COLUMNS = 26
PAGE_LINES = 12   # lines on the screen: the text screens' page
FIRST_CHARACTER = 32  # the space; the font's printable ASCII runs to "~" (126)
LAST_CHARACTER = 126
QUESTION_MARK = 63   # shown for a character the font lacks

_sheet = None  # the glyphs as one bitmap, made once


def glyph_sheet():
    """The font's glyphs as one bitmap of 6 x 10 tiles, printable ASCII first: the tile of
    character ``c`` is ``ord(c) - FIRST_CHARACTER``."""
    global _sheet
    if _sheet is None:
        from views.font_reader import read_font   # needed once: its code goes (shell.memory)

        _sheet = read_font(FONT_FILE, FIRST_CHARACTER, LAST_CHARACTER, GLYPH_WIDTH, LINE_HEIGHT)
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
    ``step`` apart (lines closer than 10 pixels overlap, see-through), in ``colour``."""

    def __init__(self, count, x=2, y=2, step=LINE_HEIGHT, columns=COLUMNS, background=None,
                 colour=WHITE):
        sheet = glyph_sheet()
        self.group = displayio.Group(x=x, y=y)
        self.normal = palette(colour, background)
        self.highlight = palette(HIGHLIGHT, background)
        self.texts = [""] * count
        self.widths = bytearray(count)   # each line's cells up to its last glyph's: blank after
        self.grids = []
        for index in range(count):
            grid = displayio.TileGrid(sheet, pixel_shader=self.normal, width=columns, height=1,
                                      tile_width=GLYPH_WIDTH, tile_height=LINE_HEIGHT,
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
            written = self.widths[index]
            # Read as bytes: CircuitPython keeps every one-character string that indexing a
            # str makes as a name, for good (about 100 of them, and a step of the name table).
            column = 0
            for code in text.encode():
                if column == grid.width:
                    break
                if 0x80 <= code < 0xC0:
                    continue   # the rest of a character the font lacks, already shown
                if not FIRST_CHARACTER <= code <= LAST_CHARACTER:
                    code = QUESTION_MARK
                # Only the cells that change: a cell set, even to its own glyph, is sent to
                # the display again. Past the last text's width a cell is known blank.
                code -= FIRST_CHARACTER
                if (grid[column] if column < written else 0) != code:
                    grid[column] = code
                column += 1
            for blank in range(column, written):
                if grid[blank]:
                    grid[blank] = 0   # the space
            self.widths[index] = column
        shader = self.highlight if highlight else self.normal
        if self.grids[index].pixel_shader is not shader:   # a new one redraws the whole line
            self.grids[index].pixel_shader = shader

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
