"""The art can be read by everyone: the six tile colours stay apart on a 16-bit display and
under simulated deuteranopia and protanopia, glyphs and marks stand out from the tiles, the
six shapes differ, the text keeps its contrast, and the colour maths (CIEDE2000, the
simulation, WCAG's ratio) gives the published figures."""

import shutil

import pytest

from engine.tiles import SHAPE_NAMES
from tools.art import colour_check
from tools.art.colour_check import (DEUTERANOPIA, GLYPH_CONTRAST_ALLOWED, PROTANOPIA,
                                SMALLEST_ALLOWED, TEXT_COLOURS, TEXT_CONTRAST_ALLOWED, ciede2000,
                                contrast_ratio, rgb565, simulate, smallest_difference, to_lab,
                                views, weakest_glyph, weakest_mark, weakest_text)
from tools.art.pack_sprites import ASSETS, read_shape_masks
from tools.art.shapes import (FEWEST_DIFFERING_ALLOWED, MOST_OVERLAP_ALLOWED,
                                  closest_pairs, differing_pixels, overlap)
from tools.art.sources import is_rgb565_exact, read_palette

# Published test pairs for CIEDE2000 (Sharma, Wu and Dalal 2005, Table 1), chosen to cover
# the hue-angle wrap-around and the blue-region rotation term.
SHARMA_PAIRS = [
    ((50.0, 2.6772, -79.7751), (50.0, 0.0, -82.7485), 2.0425),
    ((50.0, 0.0, 0.0), (50.0, -1.0, 2.0), 2.3669),
    ((50.0, 2.49, -0.001), (50.0, -2.49, 0.0009), 7.1792),
    ((50.0, 2.49, -0.001), (50.0, -2.49, 0.0011), 7.2195),
    ((50.0, -0.001, 2.49), (50.0, 0.0009, -2.49), 4.8045),
    ((50.0, -0.001, 2.49), (50.0, 0.0011, -2.49), 4.7461),
    ((50.0, 2.5, 0.0), (50.0, 0.0, -2.5), 4.3065),
    ((50.0, 2.5, 0.0), (73.0, 25.0, -18.0), 27.1492),
    ((50.0, 2.5, 0.0), (56.0, -27.0, -3.0), 31.9030),
    ((60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387), 1.2644),
]


@pytest.mark.parametrize("first, second, expected", SHARMA_PAIRS)
def test_ciede2000_gives_the_published_differences_either_way_round(first, second, expected):
    assert round(ciede2000(first, second), 4) == expected
    assert round(ciede2000(second, first), 4) == expected


def test_lab_of_white_black_and_grey():
    assert [round(v, 2) for v in to_lab((255, 255, 255))] == [100.0, 0.0, 0.0]
    assert [round(v, 2) for v in to_lab((0, 0, 0))] == [0.0, 0.0, 0.0]
    light, a, b = to_lab((119, 119, 119))
    assert round(light) == 50 and abs(a) < 0.01 and abs(b) < 0.01


def test_the_simulations_leave_greys_grey_and_confuse_red_with_green():
    for matrix in (DEUTERANOPIA, PROTANOPIA):
        assert all(abs(sum(row) - 1) < 0.001 for row in matrix)
        for level in (0, 64, 128, 255):
            assert simulate((level, level, level), matrix) == (level, level, level)
        red, green = simulate((200, 40, 40), matrix), simulate((60, 140, 40), matrix)
        assert (ciede2000(to_lab(red), to_lab(green))
                < ciede2000(to_lab((200, 40, 40)), to_lab((60, 140, 40))) / 2)


def test_rgb565_keeps_the_top_bits_and_widens_them_to_full_scale():
    assert rgb565((255, 255, 255)) == (255, 255, 255)
    assert rgb565((248, 252, 248)) == (255, 255, 255)
    assert rgb565((7, 3, 7)) == (0, 0, 0)
    assert rgb565((0x28, 0x3C, 0x48)) == (41, 60, 74)  # as Blinka's display shows it


def test_every_palette_colour_shows_exactly_on_a_16_bit_display():
    palette = read_palette(ASSETS / "palette.txt")
    for name, colour in zip(palette.names, palette.colours):
        assert is_rgb565_exact(colour), name
    shown = {rgb565(colour) for colour in palette.tile_colours().values()}
    assert len(shown) == 6


def test_tile_colours_stay_apart_as_designed_on_the_display_and_for_colour_blind_players():
    colours = read_palette(ASSETS / "palette.txt").tile_colours()
    seen_by = views(colours)
    assert len(seen_by) == 4
    for title, seen in seen_by.items():
        apart, first, second = smallest_difference(seen)
        assert apart >= SMALLEST_ALLOWED, (title, first, second, apart)


def test_every_glyph_stands_out_from_its_tile_for_every_viewer():
    apart, name, title = weakest_glyph(read_palette(ASSETS / "palette.txt"))
    assert apart >= GLYPH_CONTRAST_ALLOWED, (name, title, apart)


def test_the_mark_on_last_round_s_tiles_stands_out_from_every_tile_for_every_viewer():
    apart, sprite, name, title = weakest_mark(read_palette(ASSETS / "palette.txt"), ASSETS)
    assert apart >= GLYPH_CONTRAST_ALLOWED, (sprite, name, title, apart)


def test_a_mark_in_a_tile_s_own_colour_would_not(tmp_path):
    copy = tmp_path / "assets"
    shutil.copytree(ASSETS, copy)
    mark = copy / "sprites" / "new.txt"
    mark.write_text(mark.read_text().replace("w", "Y").replace("k", "Y"))   # all Yellow
    apart, _, name, _ = weakest_mark(read_palette(copy / "palette.txt"), copy)
    assert name == "Yellow" and apart == 0


def test_wcag_s_ratio_runs_from_1_to_21():
    assert contrast_ratio((0, 0, 0), (255, 255, 255)) == pytest.approx(21.0)
    assert contrast_ratio((118, 118, 118), (255, 255, 255)) == pytest.approx(4.54, abs=0.01)
    assert contrast_ratio((9, 9, 9), (9, 9, 9)) == 1.0


def test_every_text_colour_keeps_its_contrast_for_every_viewer():
    from views import message_line
    from views import text_view

    rgb = [tuple(colour >> shift & 0xFF for shift in (16, 8, 0))
           for colour in (text_view.WHITE, text_view.HIGHLIGHT, message_line.BACKGROUND)]
    assert [(text, background) for _, text, background in TEXT_COLOURS] == [
        (rgb[0], (0, 0, 0)), (rgb[1], (0, 0, 0)), (rgb[0], rgb[2])]   # the app's own colours
    ratio, what, title = weakest_text()
    assert ratio >= TEXT_CONTRAST_ALLOWED, (what, title, ratio)


def test_the_shapes_alone_tell_the_tiles_apart():
    masks = dict(zip(SHAPE_NAMES, read_shape_masks(ASSETS)))
    (differing, first, second), (shared, one, other) = closest_pairs(masks)
    assert differing >= FEWEST_DIFFERING_ALLOWED, (first, second, differing)
    assert shared <= MOST_OVERLAP_ALLOWED, (one, other, shared)


def test_a_shape_moved_by_a_pixel_counts_as_the_same_shape():
    gecko = read_shape_masks(ASSETS)[SHAPE_NAMES.index("Gecko")]
    assert all(row[0] == "." for row in gecko)
    moved_left = [row[1:] + "." for row in gecko]
    assert differing_pixels(gecko, moved_left) == 0
    assert overlap(gecko, gecko) == 1.0
    assert differing_pixels(gecko, ["." * 9] * 9) == sum(row.count("#") for row in gecko)


def test_the_command_prints_the_figures(capsys):
    assert colour_check.main([]) == 0
    out = capsys.readouterr().out
    for words in ("as designed", "RGB565", "deuteranopia", "protanopia", "Glyph",
                  "a mark over a tile", "WCAG 2 ratio",
                  "fewest differing pixels", "largest overlap"):
        assert words in out


def test_the_command_fails_when_two_tile_colours_are_too_close(tmp_path, capsys):
    copy = tmp_path / "assets"
    shutil.copytree(ASSETS, copy)
    palette = copy / "palette.txt"
    palette.write_text(palette.read_text().replace("#b050d0", "#283490"))  # Purple near Navy
    assert colour_check.main(["--assets", str(copy)]) == 1
    assert "Navy / Purple" in capsys.readouterr().out


def test_the_command_refuses_a_bad_source(tmp_path, capsys):
    assert colour_check.main(["--assets", str(tmp_path)]) == 2
    assert "palette.txt: missing" in capsys.readouterr().err
