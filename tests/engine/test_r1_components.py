"""R1 components: the tile set, tile codes, squares, sun squares and the moon. (When two
tiles match is R5's: tests/engine/test_r5_colour_tile.py.)"""

from support import raises

from engine.squares import IS_SUN, MOON, SQUARES, square_name
from engine.action_notation import parse_square
from engine.tiles import WIND, canonical_colour_tiles
from engine.action_notation import parse_tile, parse_tiles, tile_code, tiles_text


def test_the_set_has_72_colour_tiles_two_of_each_in_canonical_order():
    tiles = canonical_colour_tiles()
    assert len(tiles) == 72
    assert len(set(tiles)) == 36
    codes = tiles_text(tiles)
    assert codes.startswith("YfYfYbYbYtYt")
    assert codes.endswith("TgTgTdTd")


def test_every_code_round_trips():
    for tile in set(canonical_colour_tiles()):
        assert parse_tile(tile_code(tile)) == tile
    assert tile_code(parse_tile("W")) == "W"
    assert parse_tiles("RbWYf") == bytearray([parse_tile("Rb"), WIND, parse_tile("Yf")])
    assert parse_tiles("-") == bytearray()


def test_unknown_tile_codes_are_refused():
    for code in ("rb", "Rx", "Xb", "R", "w", "Rbb", ""):
        error = raises(ValueError, parse_tile, code)
        assert repr(code) in str(error)


def test_squares_are_named_a1_to_i9():
    assert len(SQUARES) == 81
    names = [square_name(square) for square in SQUARES]
    assert names[0] == "a1" and names[8] == "i1" and names[-1] == "i9"
    for name in names:
        assert square_name(parse_square(name)) == name
    for bad in ("s1", "a0", "a10", "A1", "e"):  # j1-r9 are board B's (R13)
        raises(ValueError, parse_square, bad)


def test_the_moon_is_e5_and_there_are_16_sun_squares():
    assert square_name(MOON) == "e5"
    suns = sorted(square_name(square) for square in SQUARES if IS_SUN[square])
    assert suns == ["a1", "a5", "a9", "b2", "b8", "c3", "c7", "e1",
                    "e9", "g3", "g7", "h2", "h8", "i1", "i5", "i9"]
    assert not IS_SUN[MOON]
