"""
`board_guides`
====================================================

What helps a player find a square the words name ("Red Bird on d6"): a tag by the cursor
that names its square while it moves (:class:`SquareTag`), and board B's own colour for its
squares (:func:`board_b_palette`), so that the two boards (R13) differ at a glance.

The tag leaves the message line alone, so the square the words name stays in sight while the
cursor goes there, and a move sends few pixels: the cursor's two cells and the tag's two
characters, where rewriting the message line as a ruler of the files and labelling the ranks
sent 2,206 pixels on a move from rest.
"""

import displayio
from adafruit_ticks import ticks_diff

from shell import sprites
from views.text_view import FIRST_CHARACTER, GLYPH_WIDTH, LINE_HEIGHT, glyph_sheet

from engine.squares import square_name

TAG_MS = 1500   # the tag shows this long after the cursor's last move
BOARD_COLOUR = 0x283C48    # an empty square's, as in assets/palette.txt
BOARD_B_COLOUR = 0x503818  # board B's instead


class SquareTag:
    """The cursor's square named in two characters ("d6") just above its square, or just
    under it on the top row, from a move until the cursor has rested ``TAG_MS``."""

    def __init__(self, palette):
        self.grid = displayio.TileGrid(glyph_sheet(), pixel_shader=palette, width=2, height=1,
                                       tile_width=GLYPH_WIDTH, tile_height=LINE_HEIGHT)
        self.grid.hidden = True
        self.shown = False   # the grid's hidden, inverted: read every frame, as a plain attribute
        self.since = None   # the last move's time, once a tick has seen it

    def show(self, square, x, y):
        """Name ``square``, whose cell's top left is at (``x``, ``y``) on the screen."""
        grid = self.grid
        # Read as bytes: indexing a str would keep each one-character string as a name
        for column, code in enumerate(square_name(square).encode()):
            grid[column] = code - FIRST_CHARACTER
        grid.x = x + (sprites.CELL - 2 * GLYPH_WIDTH) // 2
        grid.y = y - LINE_HEIGHT if y >= LINE_HEIGHT else y + sprites.CELL
        grid.hidden = False
        self.shown = True
        self.since = None

    def hide(self):
        if self.shown:   # hidden again, its area is sent again: only on a change
            self.grid.hidden = True
            self.shown = False

    def tick(self, now):
        if not self.shown:
            return
        if self.since is None:
            self.since = now
        elif ticks_diff(now, self.since) >= TAG_MS:
            self.hide()


def board_b_palette(sheet):
    """The sprite sheet's colours with board B's for the empty squares (suns and moon too)."""
    colours = displayio.Palette(len(sheet))
    for index in range(len(sheet)):
        colours[index] = BOARD_B_COLOUR if sheet[index] == BOARD_COLOUR else sheet[index]
    colours.make_transparent(sprites.TRANSPARENT)
    return colours
