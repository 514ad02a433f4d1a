"""
`tactic_sprites`
====================================================

Where each Tactic Tiles piece sits in its sheet. Made by ``python -m
tools.art.pack_sprites`` from ``assets/tactic/``: do not edit; change the art and pack
again.

A tile is drawn as 3 x 3 pieces: ``square(position, colour)`` for its 8 coloured
squares (positions clockwise from the top-left corner, as in engine.tactic.tiles),
``CENTRE`` in the middle.
"""

SHEET = "tactic.bmp"
CELL = 5
COUNT = 45

CENTRE = 32
EMPTY = 33
DOT = 34
BACK = 35
CLEAR = 36
CURSOR = 37   # the cursor's pieces, by position as the squares


def square(position, colour):
    """The piece of a coloured square (colour 0-3) at a position (0-7)."""
    return position * 4 + colour
