"""
`tools.art.pack_tactic`
====================================================

The Tactic Tiles part of the sprite packer (``python -m tools.art.pack_sprites`` writes it with
the rest): the 5 x 5 pieces a Tactic tile is drawn from, packed from ``assets/tactic/`` into
``assets/tactic.bmp`` and ``lib/tactic/tactic_sprites.py``. A tile on the handheld is 3 x 3 pieces,
15 x 15 pixels: its 8 coloured squares around a centre. Each source is drawn once, for the
top-left corner or the top edge, and turned here for the other positions, so the 4 corners
and the 4 edges always agree.
"""

from pathlib import Path

from engine.tactic.tiles import COLOUR_NAMES
from tools.art.sources import read_grid

CELL = 5
# 105 pixels: at least as wide as the main sheet, so the app's loader (art.Art) takes it, and
# a whole number of pieces, as a TileGrid needs
COLUMNS = 21
SQUARE_COLOUR = "C"   # in corner.txt and middle.txt: the square's own colour
# The palette colour that shows each Tactic colour (in engine.tactic.tiles' order). The
# palette's blue, "Navy", is too dark beside a tile's ink border: "Teal" shows blue here.
PALETTE_NAMES = {"Red": "Red", "Yellow": "Yellow", "Green": "Green", "Blue": "Teal"}
EXTRA_SPRITES = ("centre", "empty", "dot", "back", "clear")


def turned(rows, quarter_turns):
    """A square picture turned clockwise."""
    for _ in range(quarter_turns):
        rows = ["".join(rows[len(rows) - 1 - x][y] for x in range(len(rows)))
                for y in range(len(rows))]
    return rows


def build(palette, assets):
    """(names, sprites): every piece as rows of palette indices, in sheet order."""
    folder = Path(assets) / "tactic"
    chars = set(palette.chars)

    def source(name, allowed=chars):
        return read_grid(folder / (name + ".txt"), CELL, allowed)

    corner = source("corner", chars | {SQUARE_COLOUR})
    middle = source("middle", chars | {SQUARE_COLOUR})
    names, sprites = [], []
    for position in range(8):   # clockwise from the top-left corner, as engine.tactic.tiles
        picture = turned(corner if position % 2 == 0 else middle, position // 2)
        for colour in COLOUR_NAMES:
            fill = palette.index_of_name(PALETTE_NAMES[colour])
            names.append("square_%d_%s" % (position, colour.lower()))
            sprites.append([[fill if char == SQUARE_COLOUR else palette.index(char)
                             for char in row] for row in picture])
    for name in EXTRA_SPRITES:
        picture = ["." * CELL] * CELL if name == "clear" else source(name)
        names.append(name)
        sprites.append(_indices(palette, picture))
    for position in range(8):
        picture = source("cursor_corner" if position % 2 == 0 else "cursor_edge")
        names.append("cursor_%d" % position)
        sprites.append(_indices(palette, turned(picture, position // 2)))
    return names, sprites


def _indices(palette, picture):
    return [[palette.index(char) for char in row] for row in picture]


def module_text(names):
    lines = [
        '"""',
        "`tactic_sprites`",
        "=" * 52,
        "",
        "Where each Tactic Tiles piece sits in its sheet. Made by ``python -m",
        "tools.art.pack_sprites`` from ``assets/tactic/``: do not edit; change the art and pack",
        "again.",
        "",
        "A tile is drawn as 3 x 3 pieces: ``square(position, colour)`` for its 8 coloured",
        "squares (positions clockwise from the top-left corner, as in engine.tactic.tiles),",
        "``CENTRE`` in the middle.",
        '"""',
        "",
        'SHEET = "tactic.bmp"',
        "CELL = %d" % CELL,
        "COUNT = %d" % len(names),
        "",
    ]
    for index, name in enumerate(names):
        if not name.startswith("square_") and not name.startswith("cursor_"):
            lines.append("%s = %d" % (name.upper(), index))
    lines += [
        "CURSOR = %d   # the cursor's pieces, by position as the squares" % names.index(
            "cursor_0"),
        "",
        "",
        "def square(position, colour):",
        '    """The piece of a coloured square (colour 0-3) at a position (0-7)."""',
        "    return position * 4 + colour",
        "",
    ]
    return "\n".join(lines)
