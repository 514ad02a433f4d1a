"""
`board_guides`
====================================================

What helps a player find a square the words name ("Red Bird on d6"): the message line as a
ruler, each file's letter under its column and the cursor's square named under its own
(:func:`ruler`); the ranks down the board's left edge (:func:`rank_labels`); and board B's own
colour for its squares (:func:`board_b_palette`), so that the two boards (R13) differ at a
glance. Loaded with the game screen and kept all game: loaded at each turn's first cursor
move, it took about 12 ms of that move's frame on the device estimate.
"""

import bitmaptools
import displayio

from shell import sprites
from shell.art import BOARD_Y, MESSAGE_CHARS
from views.text_view import FIRST_CHARACTER, LINE_HEIGHT, glyph_sheet

from engine.squares import BOARD_B_FILES, BOARD_BYTES, FILES, SIDE, square_file, square_name

RULER = (0, 3, 5, 7, 9, 11, 13, 16, 18)  # the message line's character under each file
GLYPH_WIDTH = 6
BOARD_COLOUR = 0x283C48    # an empty square's, as in assets/palette.txt
BOARD_B_COLOUR = 0x503818  # board B's instead


def ruler(square):
    """The shown board's file letters under their columns, and ``square`` named under its own
    (a letter the name would touch is left out), e.g. ``a  b c d6  f g  h i``."""
    name = square_name(square)
    start = min(RULER[square_file(square) % SIDE], MESSAGE_CHARS - len(name))
    files = BOARD_B_FILES if square >= BOARD_BYTES else FILES
    line = [" "] * MESSAGE_CHARS
    for column in range(SIDE):
        place = RULER[column]
        if not start - 1 <= place <= start + len(name):
            line[place] = files[column]
    line[start:start + len(name)] = list(name)   # MicroPython takes no str here
    return "".join(line).rstrip()


def rank_labels(palette):
    """The ranks, 9 at the top, one a row over the board's left edge: the font's digits copied
    into tiles a square tall, so that each sits on its row."""
    glyphs = glyph_sheet()
    per_row = glyphs.width // GLYPH_WIDTH   # the font's tiles are counted along its rows
    digits = displayio.Bitmap(GLYPH_WIDTH * SIDE, sprites.CELL, 2)
    for rank in range(SIDE):
        tile = ord("1") + rank - FIRST_CHARACTER
        left, top = tile % per_row * GLYPH_WIDTH, tile // per_row * LINE_HEIGHT
        bitmaptools.blit(digits, glyphs, rank * GLYPH_WIDTH, 1,  # type: ignore[attr-defined]
                         x1=left, y1=top, x2=left + GLYPH_WIDTH, y2=top + LINE_HEIGHT)
    grid = displayio.TileGrid(digits, pixel_shader=palette, width=1, height=SIDE,
                              tile_width=GLYPH_WIDTH, tile_height=sprites.CELL, x=0, y=BOARD_Y)
    for row in range(SIDE):
        grid[row] = SIDE - 1 - row
    return grid


def board_b_palette(sheet):
    """The sprite sheet's colours with board B's for the empty squares (suns and moon too)."""
    colours = displayio.Palette(len(sheet))
    for index in range(len(sheet)):
        colours[index] = BOARD_B_COLOUR if sheet[index] == BOARD_COLOUR else sheet[index]
    colours.make_transparent(sprites.TRANSPARENT)
    return colours
