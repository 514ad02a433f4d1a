"""
`sprites`
====================================================

Where each sprite sits in the sheet. Made by ``python -m tools.art.pack_sprites`` from
``assets/``: do not edit; change the art and pack again.

A colour tile's sprite is ``colour * 6 + shape`` (both numbered from 0 in the
notation's order), so ``tile_sprite`` needs no table.
"""

SHEET = "sheet.bmp"
CELL = 13
COLUMNS = 8
COUNT = 48
TRANSPARENT = 0

WIND = 36
EMPTY = 37
SUN = 38
MOON = 39
CURSOR = 40
LEGAL = 41
SELECTED = 42
SUNSTONE = 43
HALFSTONE = 44
BACK = 45
BLANK = 46
NEW = 47


def tile_sprite(tile):
    """The sprite of a tile byte (see engine.tiles): a colour tile or the wind."""
    if tile & 0x80:
        return WIND
    return ((tile >> 4) - 1) * 6 + (tile & 0x0F) - 1
