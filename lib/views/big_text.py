"""
`big_text`
====================================================

Words drawn once as a picture, for a group to show large (``scale=2``): the title's name, the
kiosk's "Press any button". Adafruit's ``display_text`` bitmap label draws them in the game's
font (:class:`views.font_reader.SheetFont`), and only what it drew is kept: the label's
bitmap and colours, in a TileGrid of its own. The library's code (about 15 KB of heap) and
the font reader go with the next screen (:mod:`shell.memory`).

A line's bitmap has 2 bits a pixel, not 1: the label's palette has a third colour for an
outline. "LATICE" is 36 x 12 pixels, about 120 bytes on a board (rows rounded to 32 bits).
"""

import displayio


def drawn(text, colour, background=None, padding=0):
    """``text`` in ``colour`` on ``background`` (``None``: see-through), ``padding`` pixels of
    it left and right, as a TileGrid."""
    from adafruit_display_text import bitmap_label   # needed once: its code goes (shell.memory)
    from views.font_reader import SheetFont

    label = bitmap_label.Label(SheetFont(), text=text, color=colour, background_color=background,
                               padding_left=padding, padding_right=padding)
    return displayio.TileGrid(label.bitmap, pixel_shader=label.tilegrid.pixel_shader)
