"""
`examples/one_sprite.py`
====================================================

One idea: what the screen shows is displayio. A Group holds a TileGrid, and each cell of the
TileGrid shows one sprite of the sheet (``assets/sheet.bmp``, numbered as ``lib/shell/sprites.py``
says). Here a 1 x 1 TileGrid shows one colour tile, four times its size, in the desktop
board's 160 x 128 window; ``refresh()`` draws it.

Run it from the repository's root::

    python examples/one_sprite.py                          # close the window to stop
    python examples/one_sprite.py --tile Gg
    python examples/one_sprite.py --screenshot tile.png    # save the screen as a PNG, stop
"""

import argparse
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)  # import the project's packages ...
from tools.lib_path import put_lib_on_path  # noqa: E402

put_lib_on_path()  # ... and the app's modules, from lib/'s packages

import displayio  # noqa: E402

from shell import sprites  # noqa: E402
from shell.art import Art  # noqa: E402
from boards.desktop import HEIGHT, WIDTH, Hardware  # noqa: E402
from engine.action_notation import parse_tile  # noqa: E402

SCALE = 4  # each pixel of the sprite drawn as 4 x 4


def main():
    parser = argparse.ArgumentParser(description="One tile sprite on the screen.")
    parser.add_argument("--tile", default="Rb", help="a colour tile in the notation, e.g. Rb")
    parser.add_argument("--screenshot", metavar="FILE", help="save the screen as a PNG and stop")
    args = parser.parse_args()
    hardware = Hardware(save_path=None)  # the desktop board; this example saves nothing
    art = Art(os.path.join(ROOT, "assets", sprites.SHEET))  # the sheet's bitmap and palette
    sprite = sprites.tile_sprite(parse_tile(args.tile))
    x = (WIDTH - sprites.CELL * SCALE) // 2
    y = (HEIGHT - sprites.CELL * SCALE) // 2
    group = displayio.Group(scale=SCALE, x=x, y=y)
    group.append(art.grid(1, 1, 0, 0, default=sprite))  # 1 x 1 cells, showing the sprite
    hardware.display.root_group = group
    hardware.display.refresh()
    print("tile %s: sprite %d at x=%d y=%d, %d times its size" % (args.tile, sprite, x, y,
                                                                   SCALE))
    if args.screenshot:
        hardware.screenshot(args.screenshot)
    else:
        hardware.display.event_loop()  # redraws when needed; returns when the window closes


if __name__ == "__main__":
    main()
