"""
`art`
====================================================

The sprite sheet, loaded once and shared by every view, and the screen layout (see
``assets/README.md``).
"""

import displayio

from shell import sprites

BOARD_X = 1
BOARD_Y = 0
PANEL_X = 121
RACK_Y = 0
TEXT_X = 118       # the side panel's lines under the rack, from the board's right edge
MESSAGE_CHARS = 26  # the message line runs under the board and the panel, 156 px wide
MESSAGE_Y = 118     # under the board's 117 rows
TEXT_Y = 65         # the side panel's first line's top, under the rack


class ArtError(OSError):
    """The sprite sheet is missing or cannot be read."""


class Art:
    """The sheet's bitmap and palette (index 0 transparent)."""

    def __init__(self, path):
        import adafruit_imageload  # needed once: its code goes with the first screen

        try:
            bitmap, palette = adafruit_imageload.load(path, bitmap=displayio.Bitmap,
                                                      palette=displayio.Palette)
        except (OSError, ValueError, RuntimeError, NotImplementedError) as error:
            raise ArtError("cannot load the sprite sheet %s: %s" % (path, error))
        if (not isinstance(palette, displayio.Palette)
                or bitmap.width < sprites.COLUMNS * sprites.CELL):
            raise ArtError("%s is not the packed sprite sheet" % path)
        palette.make_transparent(sprites.TRANSPARENT)
        self.bitmap = bitmap
        self.palette = palette
        self.path = path   # the other sheets are beside it

    def grid(self, width, height, x, y, default=sprites.BLANK):
        """A TileGrid of sprites from the sheet."""
        return displayio.TileGrid(self.bitmap, pixel_shader=self.palette, width=width,
                                  height=height, tile_width=sprites.CELL,
                                  tile_height=sprites.CELL, default_tile=default, x=x, y=y)
