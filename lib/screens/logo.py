"""
`logo`
====================================================

The game's logo: a chain of tiles from the sprite sheet, each matching the next by colour or
by shape. The kiosk's attract loop draws it over the demo game with the name between its
halves on a strip of the board (:mod:`views.attract_view`); the title draws the whole chain
across the screen's top, and the name twice as large under it (:mod:`screens.title_screen`).
"""

from shell import sprites

BANNER = (0, 1, 7, 8, sprites.EMPTY, sprites.EMPTY, sprites.EMPTY, sprites.EMPTY,
          14, 15, 21, 22)
CHAIN = (0, 1, 7, 8, 14, 15, 21, 22, 28, 29, 35, 30)   # Yellow Feather ... Teal Feather
NAME = "LATICE"
NAME_X = 62   # the name's left edge, from the banner's: centred on the strip of board


def banner(art, x, y, tiles=BANNER):
    """The chain of ``tiles`` as a TileGrid at (x, y)."""
    grid = art.grid(len(tiles), 1, x, y)
    for cell, sprite in enumerate(tiles):
        grid[cell, 0] = sprite
    return grid
