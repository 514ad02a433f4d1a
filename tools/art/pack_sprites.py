"""
`tools.art.pack_sprites`
====================================================

Packs the text art in ``assets/`` into the device's sprite sheet: ``assets/sheet.bmp`` (4-bit
indexed, 13 x 13 cells, eight a row), ``assets/preview.png`` (the sheet at four times the
size, for people) and ``lib/shell/sprites.py`` (where each sprite sits, for the app), and
Tactic Tiles' pieces (:mod:`tools.art.pack_tactic`): ``assets/tactic.bmp`` and
``lib/tactic/tactic_sprites.py``.
The same sources always give the same bytes. ``--check`` writes nothing and fails if the committed
files are stale. A bad source is reported in one line naming the file (and the line), and
nothing is written. See ``assets/README.md`` for the source format.
"""

import argparse
import io
import os
import struct
import sys
import tempfile
from pathlib import Path

from engine.tiles import COLOUR_NAMES, SHAPE_NAMES
from engine.action_notation import COLOUR_LETTERS, SHAPE_LETTERS
from tools.art import pack_tactic
from tools.art.sources import (BACKGROUND_PIXEL, GLYPH_PIXEL, MAX_COLOURS,
                                    SpriteSourceError, read_grid, read_palette, shown_path)

REPO = Path(__file__).resolve().parents[2]
ASSETS = REPO / "assets"
SPRITES = REPO / "lib" / "shell" / "sprites.py"   # the app's module, and Tactic Tiles'
TACTIC_SPRITES = REPO / "lib" / "tactic" / "tactic_sprites.py"
CELL = 13
GLYPH = 9
GLYPH_AT = 2
COLUMNS = 8
PREVIEW_SCALE = 4
EXTRA_SPRITES = ("wind", "empty", "sun", "moon", "cursor", "legal", "selected", "sunstone",
                 "halfstone", "back", "blank", "new")
TILE_COLOUR = "C"  # in sprites/tile.txt: the tile's own colour


def build(assets=ASSETS):
    """(palette, names, sprites): every sprite as rows of palette indices, in sheet order."""
    assets = Path(assets)
    palette = read_palette(assets / "palette.txt")
    chars = set(palette.chars)
    face = read_grid(assets / "sprites" / "tile.txt", CELL, chars | {TILE_COLOUR})
    masks = read_shape_masks(assets)
    names = []
    sprites = []
    for colour, colour_letter in zip(COLOUR_NAMES, COLOUR_LETTERS):
        for mask, shape_letter in zip(masks, SHAPE_LETTERS):
            names.append(colour_letter + shape_letter)  # the notation's tile code, e.g. "Yf"
            sprites.append(_tile(palette, face, mask, colour))
    for name in EXTRA_SPRITES:
        grid = read_grid(assets / "sprites" / (name + ".txt"), CELL, chars)
        names.append(name)
        sprites.append([[palette.index(char) for char in row] for row in grid])
    return palette, names, sprites


def read_shape_masks(assets=ASSETS):
    """The six shapes' 9 x 9 masks in the notation's order, as lists of strings."""
    return [read_grid(Path(assets) / "shapes" / (name.lower() + ".txt"), GLYPH,
                      {GLYPH_PIXEL, BACKGROUND_PIXEL}) for name in SHAPE_NAMES]


def _tile(palette, face, mask, colour):
    """A colour tile: the face in the tile's colour with the shape's glyph in its middle."""
    fill = palette.index_of_name(colour)
    glyph = palette.index(palette.glyphs[colour])
    rows = []
    for y in range(CELL):
        row = []
        for x in range(CELL):
            char = face[y][x]
            inside = GLYPH_AT <= x < GLYPH_AT + GLYPH and GLYPH_AT <= y < GLYPH_AT + GLYPH
            if inside and mask[y - GLYPH_AT][x - GLYPH_AT] == GLYPH_PIXEL:
                row.append(glyph)
            else:
                row.append(fill if char == TILE_COLOUR else palette.index(char))
        rows.append(row)
    return rows


def sheet_pixels(sprites, cell=CELL, columns=COLUMNS):
    """The sheet as rows of palette indices, ``columns`` cells a row."""
    rows_of_cells = (len(sprites) + columns - 1) // columns
    pixels = [[0] * (columns * cell) for _ in range(rows_of_cells * cell)]
    for index, sprite in enumerate(sprites):
        left = (index % columns) * cell
        top = (index // columns) * cell
        for y in range(cell):
            pixels[top + y][left:left + cell] = sprite[y]
    return pixels


def bmp_bytes(palette, pixels):
    """An uncompressed 4-bit indexed BMP, rows bottom-up as the format has them."""
    height = len(pixels)
    width = len(pixels[0])
    row_bytes = ((width + 1) // 2 + 3) // 4 * 4
    colours = b"".join(bytes((blue, green, red, 0)) for red, green, blue in palette.colours)
    colours += bytes(4 * (MAX_COLOURS - len(palette.colours)))
    body = bytearray()
    for row in reversed(pixels):
        packed = bytearray(row_bytes)
        for x, index in enumerate(row):
            packed[x // 2] |= index << (0 if x % 2 else 4)
        body += packed
    offset = 14 + 40 + len(colours)
    header = struct.pack("<2sIHHI", b"BM", offset + len(body), 0, 0, offset)
    info = struct.pack("<IiiHHIIiiII", 40, width, height, 1, 4, 0, len(body), 2835, 2835,
                       MAX_COLOURS, MAX_COLOURS)
    return header + info + colours + bytes(body)


def preview_png(palette, pixels):
    """The sheet for people: four times the size, see-through pixels in the board colour."""
    from PIL import Image

    colours = list(palette.colours)
    colours[0] = palette.colours[palette.index_of_name("board")]
    image = Image.new("RGB", (len(pixels[0]), len(pixels)))
    image.putdata([colours[index] for row in pixels for index in row])
    image = image.resize((image.width * PREVIEW_SCALE, image.height * PREVIEW_SCALE),
                         Image.NEAREST)
    out = io.BytesIO()
    image.save(out, "PNG", optimize=False)
    return out.getvalue()


def module_text(names):
    lines = [
        '"""',
        "`sprites`",
        "=" * 52,
        "",
        "Where each sprite sits in the sheet. Made by ``python -m tools.art.pack_sprites`` from",
        "``assets/``: do not edit; change the art and pack again.",
        "",
        "A colour tile's sprite is ``colour * 6 + shape`` (both numbered from 0 in the",
        "notation's order), so ``tile_sprite`` needs no table.",
        '"""',
        "",
        'SHEET = "sheet.bmp"',
        "CELL = %d" % CELL,
        "COLUMNS = %d" % COLUMNS,
        "COUNT = %d" % len(names),
        "TRANSPARENT = 0",
        "",
    ]
    for index, name in enumerate(names):
        if index >= 36:
            lines.append("%s = %d" % (name.upper(), index))
    lines += [
        "",
        "",
        "def tile_sprite(tile):",
        '    """The sprite of a tile byte (see engine.tiles): a colour tile or the wind."""',
        "    if tile & 0x80:",
        "        return WIND",
        "    return ((tile >> 4) - 1) * 6 + (tile & 0x0F) - 1",
        "",
    ]
    return "\n".join(lines)


def outputs(assets=ASSETS, sheet_dir=ASSETS, modules_dir=None):
    """Every file the packer writes, path -> bytes; raises before anything is written. The
    modules go in ``lib/`` where the app has them, or all in ``modules_dir``."""
    sprites_module, tactic_module = SPRITES, TACTIC_SPRITES
    if modules_dir is not None:
        sprites_module, tactic_module = (Path(modules_dir) / path.name
                                         for path in (SPRITES, TACTIC_SPRITES))
    palette, names, sprites = build(assets)
    pixels = sheet_pixels(sprites)
    tactic_names, tactic_sprites = pack_tactic.build(palette, assets)
    return {
        Path(sheet_dir) / "sheet.bmp": bmp_bytes(palette, pixels),
        Path(sheet_dir) / "preview.png": preview_png(palette, pixels),
        sprites_module: module_text(names).encode("ascii"),
        Path(sheet_dir) / "tactic.bmp": bmp_bytes(
            palette, sheet_pixels(tactic_sprites, pack_tactic.CELL, pack_tactic.COLUMNS)),
        tactic_module: pack_tactic.module_text(tactic_names).encode("ascii"),
    }


def write_all(files):
    """Write every file in full to a temporary file beside it first, then rename each into
    place, so an error leaves no file half-written (and no temporary file behind)."""
    umask = os.umask(0)
    os.umask(umask)
    staged = []
    try:
        for path, data in files.items():
            path.parent.mkdir(parents=True, exist_ok=True)
            handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=".pack-")
            staged.append(temporary)
            with os.fdopen(handle, "wb") as stream:
                stream.write(data)
            os.chmod(temporary, 0o666 & ~umask)  # mkstemp makes it private; give it the usual mode
        for temporary, path in zip(staged, files):
            os.replace(temporary, path)
    finally:
        for temporary in staged:
            if os.path.exists(temporary):
                os.remove(temporary)


def stale(files):
    """The paths whose committed bytes differ from what the sources give."""
    return [path for path, data in files.items()
            if not path.is_file() or path.read_bytes() != data]


def main(argv=None):
    parser = argparse.ArgumentParser(
        prog="python -m tools.art.pack_sprites",
        description="Pack the text art in assets/ into assets/sheet.bmp (the device's sprite "
                    "sheet), assets/preview.png and lib/shell/sprites.py, and assets/tactic/ into "
                    "assets/tactic.bmp and lib/tactic/tactic_sprites.py.",
        epilog="Exit status: 0 done (or up to date), 1 stale (with --check) or not written, "
               "2 a bad source.")
    parser.add_argument("--check", action="store_true",
                        help="write nothing; exit 1 naming each packed file that is out of date")
    parser.add_argument("--assets", metavar="DIR",
                        help="the source folder (default: assets/)")
    parser.add_argument("--out", metavar="DIR",
                        help="write (or check) every output in this folder instead")
    args = parser.parse_args(argv)
    assets = Path(args.assets) if args.assets else Path(shown_path(ASSETS))
    sheet_dir = Path(args.out) if args.out else ASSETS
    try:
        files = outputs(assets, sheet_dir, args.out)
    except SpriteSourceError as error:
        print("error: %s" % error, file=sys.stderr)
        return 2
    return check_or_write(files, args.check, "tools.art.pack_sprites")


def check_or_write(files, check, tool):
    """A packer's last step: with ``check``, name each of ``files`` that is out of date (exit
    status 1 if any); else write them all and say their sizes (1 if one cannot be written)."""
    if check:
        old = stale(files)
        for path in old:
            print("stale: %s (run python -m %s)" % (shown_path(path), tool), file=sys.stderr)
        return 1 if old else 0
    try:
        write_all(files)
    except OSError as error:
        print("error: cannot write: %s" % error, file=sys.stderr)
        return 1
    for path, data in files.items():
        print("%s: %d bytes" % (shown_path(path), len(data)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
