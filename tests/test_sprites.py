"""The sprite sheet: up to date, equal to its sources pixel for pixel, loadable, colour-blind
safe, and refusing bad sources."""

import shutil

import pytest
from PIL import Image

from tools.colour_check import SMALLEST_ALLOWED, smallest_difference, views
from tools.pack_sprites import (ASSETS, CELL, COLUMNS, GLYPH, LIB, SpriteSourceError, build,
                                main, read_grid, read_palette)


def test_the_committed_sheet_is_up_to_date(capsys):
    assert main(["--check"]) == 0


def _cells(pixels_at, count):
    """Each sprite's pixels, read from a sheet through ``pixels_at(x, y)``."""
    cells = []
    for index in range(count):
        left, top = (index % COLUMNS) * CELL, (index // COLUMNS) * CELL
        cells.append([[pixels_at(left + x, top + y) for x in range(CELL)] for y in range(CELL)])
    return cells


def test_every_sprite_equals_its_source_pixel_for_pixel():
    palette, names, sprites = build()
    with Image.open(ASSETS / "sheet.bmp") as image:
        assert image.mode == "P"
        assert _cells(lambda x, y: image.getpixel((x, y)), len(sprites)) == sprites
        flat = image.getpalette()[:3 * len(palette.colours)]
    assert [tuple(flat[i:i + 3]) for i in range(0, len(flat), 3)] == palette.colours


def test_the_sheet_loads_with_adafruit_imageload():
    import adafruit_imageload
    import displayio

    palette, names, sprites = build()
    bitmap, loaded = adafruit_imageload.load(str(ASSETS / "sheet.bmp"),
                                             bitmap=displayio.Bitmap, palette=displayio.Palette)
    assert (bitmap.width, bitmap.height) == (COLUMNS * CELL, 6 * CELL)
    assert _cells(lambda x, y: bitmap[x, y], len(sprites)) == sprites
    assert len(loaded) == 16


def test_the_app_module_names_every_sprite():
    namespace = {}
    exec((LIB / "sprites.py").read_text(), namespace)
    palette, names, sprites = build()
    assert namespace["COUNT"] == len(sprites) and namespace["CELL"] == CELL
    assert names[namespace["WIND"]] == "wind" and names[namespace["CURSOR"]] == "cursor"
    from engine.tiles import parse_tile
    assert names[namespace["tile_sprite"](parse_tile("Td"))] == "Td"
    assert names[namespace["tile_sprite"](parse_tile("Yf"))] == "Yf"


def test_packing_is_deterministic(tmp_path):
    assert main(["--out", str(tmp_path / "one")]) == 0
    assert main(["--out", str(tmp_path / "two")]) == 0
    for name in ("sheet.bmp", "preview.png", "sprites.py"):
        assert (tmp_path / "one" / name).read_bytes() == (tmp_path / "two" / name).read_bytes()
        assert (tmp_path / "one" / name).read_bytes() == (
            (LIB if name == "sprites.py" else ASSETS) / name).read_bytes()


def _copy_assets(tmp_path):
    copy = tmp_path / "assets"
    shutil.copytree(ASSETS, copy)
    return copy


def test_check_fails_after_a_source_changes(tmp_path, capsys):
    copy = _copy_assets(tmp_path)
    out = tmp_path / "out"
    assert main(["--assets", str(copy), "--out", str(out)]) == 0
    assert main(["--assets", str(copy), "--out", str(out), "--check"]) == 0
    moon = copy / "sprites" / "moon.txt"
    moon.write_text(moon.read_text().replace("mmm", "sss", 1))
    assert main(["--assets", str(copy), "--out", str(out), "--check"]) == 1
    assert "stale" in capsys.readouterr().err


@pytest.mark.parametrize("change, words", [
    (lambda a: (a / "shapes" / "bird.txt").unlink(), "bird.txt: missing"),
    (lambda a: (a / "sprites" / "sun.txt").write_text("lll\n" * 13), "sun.txt:1: 3 pixels"),
    (lambda a: (a / "sprites" / "moon.txt").write_text("l" * 13 + "\n"), "1 pixel lines"),
    (lambda a: (a / "shapes" / "gecko.txt").write_text(("#" * 8 + "x\n") * 9), "unknown pixel"),
    (lambda a: (a / "sprites" / "cursor.txt").write_bytes(b"\xff\xfe" * 20), "unreadable"),
    (lambda a: (a / "palette.txt").write_text((a / "palette.txt").read_text()
                                              + "z  extra  #123456\n"), "at most 16"),
    (lambda a: (a / "palette.txt").write_text((a / "palette.txt").read_text().replace(
        "#f8d820", "#f8d82")), "expected 'CHAR NAME #rrggbb"),
])
def test_bad_sources_are_refused_and_nothing_is_written(tmp_path, capsys, change, words):
    copy = _copy_assets(tmp_path)
    change(copy)
    out = tmp_path / "out"
    assert main(["--assets", str(copy), "--out", str(out)]) == 2
    err = capsys.readouterr().err
    assert words in err and err.count("\n") == 1
    assert not out.exists()


def test_tile_colours_stay_apart_for_colour_blind_players_and_on_the_display():
    colours = read_palette(ASSETS / "palette.txt").tile_colours()
    for title, seen in views(colours).items():
        difference, first, second = smallest_difference(seen)
        assert difference >= SMALLEST_ALLOWED, (title, first, second, difference)


def test_shapes_alone_tell_the_tiles_apart():
    from engine.tiles import SHAPE_NAMES
    masks = [read_grid(ASSETS / "shapes" / (name.lower() + ".txt"), GLYPH, {"#", "."})
             for name in SHAPE_NAMES]
    for i in range(len(masks)):
        for j in range(i + 1, len(masks)):
            differing = sum(1 for y in range(GLYPH) for x in range(GLYPH)
                            if masks[i][y][x] != masks[j][y][x])
            assert differing >= 15, (SHAPE_NAMES[i], SHAPE_NAMES[j], differing)


def test_a_source_error_names_file_and_line(tmp_path):
    path = tmp_path / "bad.txt"
    path.write_text("# comment\n.....\n")
    with pytest.raises(SpriteSourceError, match=r"bad.txt:2: 5 pixels wide"):
        read_grid(path, 1, {"."})
