"""Tactic Tiles (docs/rules.md T): the tile set, its rule, codes and turns."""

from support import raises

from engine.tactic.notation import parse_tile, parse_tiles, pattern_text, tile_code, tiles_text
from engine.tactic.tiles import (COLOUR_LETTERS, CORNERS, MIDDLES, NEW_TURNS, PATTERNS,
                                 TILE_COUNT, canonical_tiles, colour_at, turned)


def test_the_set_is_72_different_tiles():
    assert TILE_COUNT == 72 and len(PATTERNS) == 73
    assert len(set(PATTERNS[1:])) == 72
    assert list(canonical_tiles()) == list(range(1, 73))


def test_every_colour_appears_equally_often():
    counts = [0, 0, 0, 0]
    for tile in range(1, 73):
        for position in range(8):
            counts[colour_at(PATTERNS[tile], position)] += 1
    assert counts == [144, 144, 144, 144]


def test_corners_take_two_colours_and_middles_the_other_two_twice_each():
    for tile in range(1, 73):
        corners = sorted(colour_at(PATTERNS[tile], position) for position in CORNERS)
        middles = sorted(colour_at(PATTERNS[tile], position) for position in MIDDLES)
        assert corners[0] == corners[1] != corners[2] == corners[3], tile
        assert middles[0] == middles[1] != middles[2] == middles[3], tile
        assert not set(corners) & set(middles), tile


def test_the_numbering_rule():
    # 1 + 12 * pair + 6 * corners + middles, squares clockwise from the top-left corner.
    assert pattern_text(PATTERNS[1]) == "RGRGYBYB"    # RY corners on top; GB middles, top+right
    assert pattern_text(PATTERNS[2]) == "RGRBYGYB"    # middles' first colour top+bottom
    assert pattern_text(PATTERNS[7]) == "RGYGRBYB"    # corners on the diagonal
    assert pattern_text(PATTERNS[13]) == "RYRYGBGB"   # pair RG
    assert pattern_text(PATTERNS[72]) == "GYBYGRBR"   # pair GB, diagonal, bottom+left
    assert COLOUR_LETTERS == "RYGB"


def test_a_quarter_turn_moves_every_square_two_positions_clockwise():
    assert pattern_text(turned(PATTERNS[1], 1)) == "YBRGRGYB"
    assert pattern_text(turned(PATTERNS[1], 2)) == "YBYBRGRG"
    assert turned(PATTERNS[1], 4) == PATTERNS[1]
    for tile in range(1, 73):
        assert turned(turned(PATTERNS[tile], 1), 3) == PATTERNS[tile]


def test_tiles_that_look_the_same_after_half_a_turn_are_laid_turned_0_or_1_only():
    symmetric = [tile for tile in range(1, 73) if NEW_TURNS[tile] != 0b1111]
    assert symmetric == [8, 11, 20, 23, 32, 35, 44, 47, 56, 59, 68, 71]
    for tile in symmetric:
        assert NEW_TURNS[tile] == 0b0011
        assert turned(PATTERNS[tile], 2) == PATTERNS[tile]


def test_codes_are_two_digits():
    assert tile_code(7) == "07" and tile_code(72) == "72"
    assert parse_tile("07") == 7 and parse_tile("72") == 72
    for bad in ("00", "73", "7", "7a", "007", "", "-1"):
        error = raises(ValueError, parse_tile, bad)
        assert "01 to 72" in str(error)
    raises(ValueError, tile_code, 0)
    assert list(parse_tiles("010272")) == [1, 2, 72]
    assert tiles_text(parse_tiles("010272")) == "010272"
    assert tiles_text(bytearray()) == "-" and len(parse_tiles("-")) == 0
    assert "odd length" in str(raises(ValueError, parse_tiles, "01027"))
