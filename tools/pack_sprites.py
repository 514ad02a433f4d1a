"""
`tools.pack_sprites`
====================================================

Packs the text art in ``assets/`` into the device's sprite sheet: ``assets/sheet.bmp`` (4-bit
indexed, 13 x 13 cells, eight a row), ``assets/preview.png`` (the sheet at four times the
size, for people) and ``lib/sprites.py`` (where each sprite sits, for the app). The same
sources always give the same bytes. ``--check`` writes nothing and fails if the committed
files are stale. See ``assets/README.md`` for the source format.
"""

import argparse
import io
import os
import struct
import sys
import tempfile
from pathlib import Path

from engine.tiles import COLOUR_NAMES, SHAPE_NAMES

REPO = Path(__file__).resolve().parent.parent
ASSETS = REPO / "assets"
LIB = REPO / "lib"
CELL = 13
GLYPH = 9
GLYPH_AT = 2
COLUMNS = 8
MAX_COLOURS = 16
PREVIEW_SCALE = 4
EXTRA_SPRITES = ("wind", "empty", "sun", "moon", "cursor", "legal", "selected", "sunstone",
                 "halfstone", "back", "blank")
TILE_COLOUR = "C"   # in sprites/tile.txt: the tile's own colour
GLYPH_PIXEL = "#"   # in shapes/*.txt: the glyph
BACKGROUND_PIXEL = "."


class SpriteSourceError(ValueError):
    """An art source that is missing, unreadable or not of the expected form."""


class Palette:
    """The shared colours: ``chars[i]`` stands for ``colours[i]``; tile colours know their
    glyph's character."""

    def __init__(self):
        self.chars = []
        self.names = []
        self.colours = []
        self.glyphs = {}

    def index(self, char):
        return self.chars.index(char)

    def tile_colours(self):
        """The six tile colours by name."""
        return {name: self.colours[self.names.index(name)] for name in COLOUR_NAMES}


def _source_lines(path):
    """(line number, text) of a source's lines after its leading ``# `` comments."""
    try:
        text = Path(path).read_text(encoding="ascii")
    except FileNotFoundError:
        raise SpriteSourceError("%s: missing" % path)
    except (OSError, UnicodeDecodeError) as error:
        raise SpriteSourceError("%s: unreadable (%s)" % (path, error))
    lines = []
    for number, line in enumerate(text.splitlines(), 1):
        if not lines and (line.startswith("# ") or not line):
            continue
        lines.append((number, line.rstrip("\r")))
    while lines and not lines[-1][1]:
        lines.pop()
    return lines


def read_palette(path):
    palette = Palette()
    for number, line in _source_lines(path):
        parts = line.split()
        if not 3 <= len(parts) <= 4 or len(parts[0]) != 1 or not _is_hex_colour(parts[2]):
            raise SpriteSourceError("%s:%d: expected 'CHAR NAME #rrggbb [glyph=CHAR]', not %r"
                                    % (path, number, line))
        if parts[0] in palette.chars:
            raise SpriteSourceError("%s:%d: character %r is used twice" % (path, number, parts[0]))
        palette.chars.append(parts[0])
        palette.names.append(parts[1])
        palette.colours.append(tuple(int(parts[2][i:i + 2], 16) for i in (1, 3, 5)))
        if len(parts) == 4:
            if not parts[3].startswith("glyph=") or len(parts[3]) != 7:
                raise SpriteSourceError("%s:%d: expected glyph=CHAR, not %r"
                                        % (path, number, parts[3]))
            palette.glyphs[parts[1]] = parts[3][6]
    if len(palette.chars) > MAX_COLOURS:
        raise SpriteSourceError("%s: %d colours, but a 4-bit sheet holds at most %d"
                                % (path, len(palette.chars), MAX_COLOURS))
    for name in COLOUR_NAMES:
        if name not in palette.names or name not in palette.glyphs:
            raise SpriteSourceError("%s: tile colour %s needs a line with glyph=CHAR"
                                    % (path, name))
    for name, glyph in palette.glyphs.items():
        if glyph not in palette.chars:
            raise SpriteSourceError("%s: the glyph of %s, %r, is not a palette character"
                                    % (path, name, glyph))
    return palette


def _is_hex_colour(text):
    return len(text) == 7 and text[0] == "#" and all(c in "0123456789abcdefABCDEF"
                                                     for c in text[1:])


def read_grid(path, size, allowed):
    """A ``size`` x ``size`` picture of characters from ``allowed``, as a list of strings."""
    lines = _source_lines(path)
    if len(lines) != size:
        raise SpriteSourceError("%s: %d pixel lines, expected %d" % (path, len(lines), size))
    for number, line in lines:
        if len(line) != size:
            raise SpriteSourceError("%s:%d: %d pixels wide, expected %d"
                                    % (path, number, len(line), size))
        for char in line:
            if char not in allowed:
                raise SpriteSourceError("%s:%d: unknown pixel %r (allowed: %s)"
                                        % (path, number, char, "".join(sorted(allowed))))
    return [line for _, line in lines]


def build(assets=ASSETS):
    """(palette, names, sprites): every sprite as rows of palette indices, in sheet order."""
    assets = Path(assets)
    palette = read_palette(assets / "palette.txt")
    chars = set(palette.chars)
    face = read_grid(assets / "sprites" / "tile.txt", CELL, chars | {TILE_COLOUR})
    masks = [read_grid(assets / "shapes" / (name.lower() + ".txt"), GLYPH,
                       {GLYPH_PIXEL, BACKGROUND_PIXEL}) for name in SHAPE_NAMES]
    names = []
    sprites = []
    for colour in COLOUR_NAMES:
        for shape, mask in zip(SHAPE_NAMES, masks):
            names.append(colour[0] + shape[0].lower())
            sprites.append(_tile(palette, face, mask, colour))
    for name in EXTRA_SPRITES:
        grid = read_grid(assets / "sprites" / (name + ".txt"), CELL, chars)
        names.append(name)
        sprites.append([[palette.index(char) for char in row] for row in grid])
    return palette, names, sprites


def _tile(palette, face, mask, colour):
    fill = palette.names.index(colour)
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


def sheet_pixels(sprites):
    """The sheet as rows of palette indices, eight cells a row."""
    rows_of_cells = (len(sprites) + COLUMNS - 1) // COLUMNS
    pixels = [[0] * (COLUMNS * CELL) for _ in range(rows_of_cells * CELL)]
    for index, sprite in enumerate(sprites):
        left = (index % COLUMNS) * CELL
        top = (index // COLUMNS) * CELL
        for y in range(CELL):
            pixels[top + y][left:left + CELL] = sprite[y]
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
    colours[0] = palette.colours[palette.names.index("board")]
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
        "Where each sprite sits in the sheet. Made by ``python -m tools.pack_sprites`` from",
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


def outputs(assets=ASSETS, sheet_dir=ASSETS, lib_dir=LIB):
    """Every file the packer writes, path -> bytes; raises before anything is written."""
    palette, names, sprites = build(assets)
    pixels = sheet_pixels(sprites)
    return {
        Path(sheet_dir) / "sheet.bmp": bmp_bytes(palette, pixels),
        Path(sheet_dir) / "preview.png": preview_png(palette, pixels),
        Path(lib_dir) / "sprites.py": module_text(names).encode("ascii"),
    }


def write_all(files):
    """Write each file through a temporary file and a rename, so none is left half-written."""
    for path, data in files.items():
        path.parent.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=".pack-")
        with os.fdopen(handle, "wb") as stream:
            stream.write(data)
        os.replace(temporary, path)


def stale(files):
    """The paths whose committed bytes differ from what the sources give."""
    return [path for path, data in files.items()
            if not path.is_file() or path.read_bytes() != data]


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python -m tools.pack_sprites",
                                     description="Pack assets/ into the sprite sheet.")
    parser.add_argument("--check", action="store_true",
                        help="write nothing; fail if the packed files are out of date")
    parser.add_argument("--assets", default=str(ASSETS), help="the source folder")
    parser.add_argument("--out", help="write every output into this folder instead")
    args = parser.parse_args(argv)
    sheet_dir = Path(args.out) if args.out else ASSETS
    lib_dir = Path(args.out) if args.out else LIB
    try:
        files = outputs(args.assets, sheet_dir, lib_dir)
    except SpriteSourceError as error:
        print("error: %s" % error, file=sys.stderr)
        return 2
    if args.check:
        old = stale(files)
        for path in old:
            print("stale: %s (run python -m tools.pack_sprites)" % path, file=sys.stderr)
        return 1 if old else 0
    write_all(files)
    for path, data in files.items():
        print("%s: %d bytes" % (path.relative_to(path.parent.parent), len(data)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
