"""
`logo`
====================================================

The game's logo: a chain of tiles from the sprite sheet, each matching the next by colour or
by shape, and between its halves the name on a strip of the board. The title draws it over
its first line, the kiosk's attract loop over the demo game (:mod:`views.attract_view`).
"""

from shell import sprites

BANNER = (0, 1, 7, 8, sprites.EMPTY, sprites.EMPTY, sprites.EMPTY, sprites.EMPTY,
          14, 15, 21, 22)
NAME = "LATICE"
NAME_X = 62   # the name's left edge, from the banner's: centred on the strip of board


def banner(art, x, y):
    """The chain of tiles as a TileGrid at (x, y) (the name goes over it, as text)."""
    grid = art.grid(len(BANNER), 1, x, y)
    for cell, sprite in enumerate(BANNER):
        grid[cell, 0] = sprite
    return grid
