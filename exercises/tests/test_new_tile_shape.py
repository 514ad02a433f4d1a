"""Exercise 3: one of the six tile shapes gets a new design of your own.

The test does not know your design. It knows today's six shapes (below) and a checksum of how
each one looks in today's packed sprite sheet. It checks that at least one shape is a new
drawing (not a touch-up of the old one), that the sheet was packed again from the sources, and
that the six shapes can still be told apart and read on a small screen.
"""

import hashlib

from PIL import Image

from engine.tiles import SHAPE_NAMES
from tools.art.pack_sprites import ASSETS, CELL, COLUMNS, SPRITES, main, read_shape_masks
from tools.art.shapes import (FEWEST_DIFFERING_ALLOWED, MOST_OVERLAP_ALLOWED,
                                  closest_pairs, differing_pixels, mask_pixels)

# Today's shapes, as drawn in assets/shapes/.
OLD_SHAPES = {
    "Feather": ("......###", ".....####", "....####.", "...#####.", "..#####..",
                "..####...", ".####....", ".##......", "#........"),
    "Bird": (".........", "##.....##", "###...###", ".###.###.", "..#####..",
             "...###...", "....#....", "...###...", "........."),
    "Turtle": ("....#....", "...###...", "##.###.##", ".#######.", "..#####..",
               ".#######.", "##.###.##", "...###...", "....#...."),
    "Flower": ("...###...", "..#####..", ".##.#.##.", "###...###", "##.....##",
               "###...###", ".##.#.##.", "..#####..", "...###..."),
    "Gecko": ("...##....", "...##....", ".#.##.#..", "..####...", "...##....",
              "..####...", ".#.##.#..", "....##...", ".....###."),
    "Dolphin": (".........", ".....#...", "....##...", "..######.", ".########",
                "##.....##", "#.......#", ".........", "........."),
}
# The first 16 hex digits of the SHA-256 of each shape's six tiles in today's sheet.bmp.
OLD_SHEET = {
    "Feather": "716cabbc0a66fe55",
    "Bird": "60b928d9a1ceabce",
    "Turtle": "37504bcf7edcc097",
    "Flower": "f5b009968225acf1",
    "Gecko": "0fd567fc435ff049",
    "Dolphin": "022be6792752ad6c",
}
# A glyph needs enough pixels to be seen, and must leave enough of the tile's colour showing.
FEWEST_PIXELS = 20
MOST_PIXELS = 45
PACKED = (ASSETS / "sheet.bmp", ASSETS / "preview.png", SPRITES)


def masks_now():
    return dict(zip(SHAPE_NAMES, read_shape_masks(ASSETS)))


def redrawn_shapes():
    """The shapes that differ from today's by at least as much as two different shapes must."""
    now = masks_now()
    return [name for name in SHAPE_NAMES
            if differing_pixels(OLD_SHAPES[name], now[name]) >= FEWEST_DIFFERING_ALLOWED]


def sheet_checksum(shape):
    """The checksum of the six tiles of one shape (all six colours) in assets/sheet.bmp."""
    index = SHAPE_NAMES.index(shape)
    data = bytearray()
    with Image.open(ASSETS / "sheet.bmp") as image:
        for colour in range(6):
            sprite = colour * 6 + index
            left, top = (sprite % COLUMNS) * CELL, (sprite // COLUMNS) * CELL
            for y in range(CELL):
                for x in range(CELL):
                    data.append(image.getpixel((left + x, top + y)))
    return hashlib.sha256(bytes(data)).hexdigest()[:16]


def test_a_shape_has_a_new_design():
    now = masks_now()
    changes = {name: differing_pixels(OLD_SHAPES[name], now[name]) for name in SHAPE_NAMES}
    assert redrawn_shapes(), (
        "no shape in assets/shapes/ is a new drawing yet: a new design differs from the old "
        "one in at least %d pixels (even moved by a pixel); pixels changed now: %s" % (
            FEWEST_DIFFERING_ALLOWED, ", ".join("%s %d" % item for item in changes.items())))


def test_the_packed_sheet_shows_the_new_design():
    redrawn = redrawn_shapes()
    assert redrawn, "draw a new shape first (see test_a_shape_has_a_new_design)"
    for name in redrawn:
        assert sheet_checksum(name) != OLD_SHEET[name], (
            "assets/sheet.bmp still shows the old %s: run python -m tools.art.pack_sprites" % name)


def test_the_packed_files_are_what_the_sources_give(tmp_path):
    assert main(["--out", str(tmp_path)]) == 0, "the packer refused the sources"
    for path in PACKED:
        assert (tmp_path / path.name).read_bytes() == path.read_bytes(), (
            "%s is out of date: run python -m tools.art.pack_sprites" % path.name)


def test_the_six_shapes_can_still_be_told_apart():
    (differing, first, second), (shared, one, other) = closest_pairs(masks_now())
    assert differing >= FEWEST_DIFFERING_ALLOWED, (
        "%s and %s differ in only %d pixels (at least %d needed)" % (
            first, second, differing, FEWEST_DIFFERING_ALLOWED))
    assert shared <= MOST_OVERLAP_ALLOWED, (
        "%s and %s share %.0f%% of their pixels (at most %.0f%% allowed)" % (
            one, other, 100 * shared, 100 * MOST_OVERLAP_ALLOWED))


def test_every_shape_can_be_read_on_a_13_by_13_tile():
    for name, mask in masks_now().items():
        pixels = mask_pixels(mask)
        assert FEWEST_PIXELS <= len(pixels) <= MOST_PIXELS, (
            "%s has %d glyph pixels: keep it between %d and %d" % (
                name, len(pixels), FEWEST_PIXELS, MOST_PIXELS))
        for x, y in sorted(pixels):
            around = [(x + dx, y + dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1)
                      if (dx, dy) != (0, 0)]
            assert any(spot in pixels for spot in around), (
                "%s has a lonely pixel at column %d, line %d: a single pixel on its own is "
                "lost on the small screen" % (name, x + 1, y + 1))
