"""The sprite sheet and its packer: the committed files are up to date, every sprite equals
its text source pixel for pixel (read back by Pillow, adafruit_imageload and OnDiskBitmap),
packing is deterministic, and bad sources are refused with the file named and nothing
written. The colour and shape checks are in tests/tools/test_sprites_checks.py."""

import os
import shutil
import struct

import pytest
from PIL import Image

from engine.tiles import SHAPE_NAMES, colour_tile
from engine.action_notation import COLOUR_LETTERS, SHAPE_LETTERS, tile_code
from engine.tiles import WIND as WIND_TILE
from tools.art.pack_sprites import (ASSETS, CELL, COLUMNS, SPRITES, TACTIC_SPRITES, build,
                                    main, outputs)
from tools.art.sources import SpriteSourceError, read_grid

OUTPUT_NAMES = ("sheet.bmp", "preview.png", "sprites.py", "tactic.bmp", "tactic_sprites.py")


# --- reading the sources again, independently of the packer --------------------------------

def _pixel_lines(path):
    lines = path.read_text().splitlines()
    while lines and (lines[0].startswith("# ") or not lines[0].strip()):
        lines.pop(0)
    return [line for line in lines if line]


def _palette_text():
    """(chars in index order, rgb colours, glyph char by tile colour letter)."""
    chars, colours, glyphs = [], [], {}
    for line in _pixel_lines(ASSETS / "palette.txt"):
        parts = line.split()
        chars.append(parts[0])
        colours.append(tuple(int(parts[2][i:i + 2], 16) for i in (1, 3, 5)))
        if len(parts) == 4:
            glyphs[parts[0]] = parts[3][-1]
    return chars, colours, glyphs


def _expected_sprites():
    """Sprite name -> rows of palette indices, straight from the text files."""
    chars, _, glyphs = _palette_text()
    face = _pixel_lines(ASSETS / "sprites" / "tile.txt")
    expected = {}
    for colour_letter in COLOUR_LETTERS:
        for shape_letter, shape in zip(SHAPE_LETTERS, SHAPE_NAMES):
            mask = _pixel_lines(ASSETS / "shapes" / (shape.lower() + ".txt"))
            rows = []
            for y in range(CELL):
                row = []
                for x in range(CELL):
                    char = face[y][x].replace("C", colour_letter)
                    if 2 <= x < 11 and 2 <= y < 11 and mask[y - 2][x - 2] == "#":
                        char = glyphs[colour_letter]
                    row.append(chars.index(char))
                rows.append(row)
            expected[colour_letter + shape_letter] = rows
    for path in sorted((ASSETS / "sprites").glob("*.txt")):
        if path.stem != "tile":
            expected[path.stem] = [[chars.index(c) for c in line] for line in _pixel_lines(path)]
    return expected


def _sheet_cells(pixel_at, count):
    """Each cell's pixels, read from a sheet through ``pixel_at(x, y)``."""
    cells = []
    for index in range(count):
        left, top = (index % COLUMNS) * CELL, (index // COLUMNS) * CELL
        cells.append([[pixel_at(left + x, top + y) for x in range(CELL)] for y in range(CELL)])
    return cells


def _sprites_module():
    namespace = {}
    exec(SPRITES.read_text(), namespace)
    return namespace


# --- the committed sheet ------------------------------------------------------------------------

def test_the_committed_files_are_up_to_date():
    assert main(["--check"]) == 0


def test_every_sprite_equals_its_text_source_read_back_with_pillow():
    expected = _expected_sprites()
    module = _sprites_module()
    _, colours, _ = _palette_text()
    with Image.open(ASSETS / "sheet.bmp") as image:
        assert image.format == "BMP" and image.mode == "P"
        cells = _sheet_cells(lambda x, y: image.getpixel((x, y)), module["COUNT"])
        flat = image.getpalette()[:3 * len(colours)]
    assert [tuple(flat[i:i + 3]) for i in range(0, len(flat), 3)] == colours
    _, names, _ = build()
    assert sorted(names) == sorted(expected)
    for name, cell in zip(names, cells):
        assert cell == expected[name], name


def test_the_sheet_is_a_4_bit_uncompressed_bmp_of_whole_cells():
    data = (ASSETS / "sheet.bmp").read_bytes()
    width, height, planes, bits, compression = struct.unpack_from("<iiHHI", data, 18)
    colours_used = struct.unpack_from("<I", data, 46)[0]
    assert data[:2] == b"BM" and struct.unpack_from("<I", data, 2)[0] == len(data)
    assert (planes, bits, compression, colours_used) == (1, 4, 0, 16)
    assert width == COLUMNS * CELL and height > 0 and height % CELL == 0


def test_the_sheet_loads_with_adafruit_imageload():
    import adafruit_imageload
    import displayio

    palette, _, sprites = build()
    bitmap, loaded = adafruit_imageload.load(str(ASSETS / "sheet.bmp"),
                                             bitmap=displayio.Bitmap, palette=displayio.Palette)
    assert bitmap.width == COLUMNS * CELL and bitmap.height % CELL == 0
    assert _sheet_cells(lambda x, y: bitmap[x, y], len(sprites)) == sprites
    assert [loaded[i] for i in range(len(palette.colours))] == [
        red << 16 | green << 8 | blue for red, green, blue in palette.colours]


def test_the_sheet_loads_as_an_on_disk_bitmap():
    import displayio

    palette, _, sprites = build()
    bitmap = displayio.OnDiskBitmap(str(ASSETS / "sheet.bmp"))
    # Blinka's OnDiskBitmap has no public pixel reader; the display reads through _get_pixel.
    assert _sheet_cells(bitmap._get_pixel, len(sprites)) == sprites
    assert [bitmap.pixel_shader[i] for i in range(len(palette.colours))] == [
        red << 16 | green << 8 | blue for red, green, blue in palette.colours]


def test_the_app_module_gives_every_sprite_its_index():
    module = _sprites_module()
    _, names, sprites = build()
    assert module["SHEET"] == "sheet.bmp" and module["CELL"] == CELL
    assert module["COLUMNS"] == COLUMNS and module["COUNT"] == len(sprites)
    assert len(set(names)) == len(names)
    for index, name in enumerate(names[36:], 36):
        assert module[name.upper()] == index
    for colour in range(6):
        for shape in range(6):
            tile = colour_tile(colour, shape)
            assert names[module["tile_sprite"](tile)] == tile_code(tile)
    assert names[module["tile_sprite"](WIND_TILE)] == "wind"


# --- packing ---------------------------------------------------------------------------------

def test_packing_twice_gives_the_same_bytes_as_the_committed_files(tmp_path):
    assert main(["--out", str(tmp_path / "one")]) == 0
    assert main(["--out", str(tmp_path / "two")]) == 0
    for name in OUTPUT_NAMES:
        packed = (tmp_path / "one" / name).read_bytes()
        assert packed == (tmp_path / "two" / name).read_bytes(), name
        committed = {path.name: path for path in (SPRITES, TACTIC_SPRITES)}.get(name, ASSETS / name)
        assert packed == committed.read_bytes(), name
    assert sorted(os.listdir(tmp_path / "one")) == sorted(OUTPUT_NAMES)  # no temporary left


def test_packed_files_get_the_usual_mode_not_a_private_one(tmp_path):
    umask = os.umask(0o022)
    try:
        assert main(["--out", str(tmp_path)]) == 0
    finally:
        os.umask(umask)
    for name in OUTPUT_NAMES:
        assert (tmp_path / name).stat().st_mode & 0o777 == 0o644, name


def test_the_preview_is_the_sheet_four_times_the_size():
    with Image.open(ASSETS / "sheet.bmp") as sheet, Image.open(ASSETS / "preview.png") as preview:
        assert preview.size == (sheet.width * 4, sheet.height * 4)
        sheet_rgb = sheet.convert("RGB")
        preview_rgb = preview.convert("RGB")
        chars, colours, _ = _palette_text()
        board = colours[chars.index("b")]  # see-through pixels are shown on the board colour
        for x, y in ((0, 0), (20, 3), (7 * CELL - 1, 5 * CELL - 1), (60, 30)):
            seen = sheet_rgb.getpixel((x, y)) if sheet.getpixel((x, y)) else board
            assert preview_rgb.getpixel((4 * x + 2, 4 * y + 1)) == seen


def _copy_assets(tmp_path):
    copy = tmp_path / "assets"
    shutil.copytree(ASSETS, copy)
    return copy


def test_check_names_the_stale_files_after_a_source_changes_and_writes_nothing(
        tmp_path, capsys):
    copy = _copy_assets(tmp_path)
    out = tmp_path / "out"
    assert main(["--assets", str(copy), "--out", str(out)]) == 0
    assert main(["--assets", str(copy), "--out", str(out), "--check"]) == 0
    before = {name: (out / name).read_bytes() for name in OUTPUT_NAMES}
    moon = copy / "sprites" / "moon.txt"
    moon.write_text(moon.read_text().replace("mmm", "sss", 1))
    capsys.readouterr()
    assert main(["--assets", str(copy), "--out", str(out), "--check"]) == 1
    err = capsys.readouterr().err
    assert "stale:" in err and "sheet.bmp" in err and "preview.png" in err
    assert "sprites.py" not in err  # the names and indices did not change
    assert {name: (out / name).read_bytes() for name in OUTPUT_NAMES} == before


def test_check_fails_when_a_packed_file_is_missing(tmp_path, capsys):
    assert main(["--out", str(tmp_path)]) == 0
    (tmp_path / "sprites.py").unlink()
    assert main(["--out", str(tmp_path), "--check"]) == 1
    assert "sprites.py" in capsys.readouterr().err
    assert not (tmp_path / "sprites.py").exists()


def test_help_answers(capsys):
    with pytest.raises(SystemExit) as exit_:
        main(["--help"])
    assert exit_.value.code == 0
    out = capsys.readouterr().out
    assert "--check" in out and "--assets" in out and "--out" in out


# --- bad sources -------------------------------------------------------------------------------

def _append(path, text):
    path.write_text(path.read_text() + text)


def _replace(path, old, new):
    text = path.read_text()
    assert old in text
    path.write_text(text.replace(old, new, 1))


BAD_SOURCES = {
    "a missing shape": (
        lambda a: (a / "shapes" / "bird.txt").unlink(), "bird.txt: missing"),
    "a missing sprite": (
        lambda a: (a / "sprites" / "sunstone.txt").unlink(), "sunstone.txt: missing"),
    "a missing palette": (
        lambda a: (a / "palette.txt").unlink(), "palette.txt: missing"),
    "a sprite line too short": (
        lambda a: _replace(a / "sprites" / "sun.txt", "lbbbbbsbbbbbb\n", "lbbbbbsbbbbb\n"),
        "sun.txt:3: 12 pixels wide, expected 13"),
    "a sprite with a line too many": (
        lambda a: _append(a / "sprites" / "moon.txt", "lbbbbbbbbbbbb\n"),
        "moon.txt:15: 14 pixel lines, expected 13"),
    "a shape of the wrong size": (
        lambda a: (a / "shapes" / "turtle.txt").write_text("....#....\n" * 8),
        "turtle.txt: 8 pixel lines, expected 9"),
    "an unknown character in a mask": (
        lambda a: _replace(a / "shapes" / "gecko.txt", "...##....\n.#.##.#..",
                           "...##....\n.#.#x.#.."),
        "gecko.txt:4: unknown pixel 'x' in column 5"),
    "an unknown character in a sprite": (
        lambda a: _replace(a / "sprites" / "cursor.txt", "ck.........kc", "ck....Z....kc"),
        "cursor.txt:4: unknown pixel 'Z'"),
    "an unreadable file": (
        lambda a: (a / "sprites" / "legal.txt").write_bytes(b"\xff\xfe" * 20),
        "legal.txt: unreadable"),
    "a folder where a file should be": (
        lambda a: ((a / "shapes" / "flower.txt").unlink(), (a / "shapes" / "flower.txt").mkdir()),
        "flower.txt: unreadable"),
    "too many colours for the palette": (
        lambda a: _append(a / "palette.txt", "z  extra  #103050\n"), "too many colours"),
    "a colour a 16-bit display changes": (
        lambda a: _replace(a / "palette.txt", "#b050d0", "#b353d1"),
        "#b353d1 is not exact on a 16-bit display, which shows #b050d0"),
    "a malformed colour": (
        lambda a: _replace(a / "palette.txt", "#f8d820", "#f8d82"),
        "expected 'CHAR NAME #rrggbb [glyph=CHAR]'"),
    "a palette character used twice": (
        lambda a: _replace(a / "palette.txt", "h  highlight", "k  highlight"),
        "character 'k' is used twice"),
    "a tile colour without a glyph": (
        lambda a: _replace(a / "palette.txt", "#40c8d0  glyph=k", "#40c8d0"),
        "tile colour Teal needs a line with glyph=CHAR"),
    "a glyph that is not a colour": (
        lambda a: _replace(a / "palette.txt", "#b02018  glyph=w", "#b02018  glyph=q"),
        "the glyph of Red, 'q', is not a palette character"),
}


@pytest.mark.parametrize("name", sorted(BAD_SOURCES))
def test_a_bad_source_is_refused_in_one_line_naming_it_and_nothing_is_written(
        tmp_path, capsys, name):
    change, words = BAD_SOURCES[name]
    copy = _copy_assets(tmp_path)
    change(copy)
    out = tmp_path / "out"
    assert main(["--assets", str(copy), "--out", str(out)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: ") and words in err and err.count("\n") == 1, err
    assert str(copy) in err
    assert not out.exists()


def test_a_bad_source_leaves_earlier_packed_files_as_they_were(tmp_path, capsys):
    copy = _copy_assets(tmp_path)
    out = tmp_path / "out"
    assert main(["--assets", str(copy), "--out", str(out)]) == 0
    before = {name: (out / name).read_bytes() for name in OUTPUT_NAMES}
    _replace(copy / "sprites" / "sun.txt", "lbbbbbsbbbbbb\n", "lbbbbbsbbbbb?\n")
    assert main(["--assets", str(copy), "--out", str(out)]) == 2
    assert {name: (out / name).read_bytes() for name in OUTPUT_NAMES} == before
    assert sorted(os.listdir(out)) == sorted(OUTPUT_NAMES)


def test_source_errors_are_value_errors_raised_before_any_output():
    assert issubclass(SpriteSourceError, ValueError)
    with pytest.raises(SpriteSourceError, match="nowhere.*palette.txt: missing"):
        outputs(ASSETS / "nowhere")


def test_comments_and_blank_lines_around_a_picture_are_ignored(tmp_path):
    path = tmp_path / "dot.txt"
    path.write_text("# a comment\n\n# another\n.#.\n###\n.#.\n\n\n")
    assert read_grid(path, 3, {".", "#"}) == [".#.", "###", ".#."]


# --- Tactic Tiles' pieces --------------------------------------------------------------------

def test_tactic_squares_are_their_source_turned_to_each_position_in_each_colour():
    from tools.art import pack_tactic
    from tools.art.sources import read_palette

    palette = read_palette(ASSETS / "palette.txt")
    names, pieces = pack_tactic.build(palette, ASSETS)
    ink = palette.index("k")
    cell = pack_tactic.CELL
    last = cell - 1   # the far column or row
    for position in range(8):
        for colour, name in enumerate(("Red", "Yellow", "Green", "Teal")):
            piece = pieces[position * 4 + colour]
            assert names[position * 4 + colour].startswith("square_%d_" % position)
            assert len(piece) == cell and {len(row) for row in piece} == {cell}
            border = {(x, y) for y in range(cell) for x in range(cell) if piece[y][x] == ink}
            # the tile's edge runs along the outside of its square: the top edge for
            # positions 0-2, the right for 2-4, the bottom for 4-6, the left for 6-7 and 0
            sides = set()
            if position in (0, 1, 2):
                sides |= {(x, 0) for x in range(cell)}
            if position in (2, 3, 4):
                sides |= {(last, y) for y in range(cell)}
            if position in (4, 5, 6):
                sides |= {(x, last) for x in range(cell)}
            if position in (6, 7, 0):
                sides |= {(0, y) for y in range(cell)}
            assert border == sides, (position, name)
            filled = {piece[y][x] for y in range(cell) for x in range(cell)} - {ink}
            assert filled == {palette.index_of_name(name)}


def test_the_tactic_sheet_is_at_least_as_wide_as_the_main_sheet_so_the_app_loads_it_alike():
    """The app's loader wants the main sheet's width; a TileGrid wants whole pieces."""
    from tools.art.pack_tactic import CELL

    with Image.open(ASSETS / "tactic.bmp") as tactic, Image.open(ASSETS / "sheet.bmp") as main:
        assert tactic.width >= main.width
        assert tactic.width % CELL == 0 and tactic.height % CELL == 0
