"""R5 playing a colour tile: adjacency, matching every neighbour, and the stones earned."""

from positions import game_at, legal_texts, play, text_of
from support import raises

from engine.action_notation import action_text
from engine.actions import to_square
from engine.game import IllegalActionError
from engine.rules import NO_MATCH, placement_neighbours, placements
from engine.squares import DIRECTIONS, empty_board
from engine.action_notation import parse_square
from engine.tiles import canonical_colour_tiles, tile_colour, tile_shape, tiles_match
from engine.action_notation import parse_tile

SEATS = ("Rb:GgGd:0:0", "To:Tt:0:0")
COLOUR_TILES = canonical_colour_tiles(1)   # each of the 36 colour tiles once


def test_a_tile_must_touch_a_tile():
    game = game_at({"e5": "Rf"}, seats=SEATS)
    before = text_of(game)
    raises(IllegalActionError, play, game, "Rb@e7")
    assert text_of(game) == before
    assert legal_texts(game)[:4] == ["Rb@d5", "Rb@e4", "Rb@e6", "Rb@f5"]


def test_a_tile_must_match_every_neighbour():
    game = game_at({"e5": "Rf", "e7": "Yd"}, seats=SEATS)
    before = text_of(game)
    error = raises(IllegalActionError, play, game, "Rb@e6")
    assert "match" in str(error)
    assert text_of(game) == before


def test_by_colour_or_by_shape():
    game = game_at({"e5": "Rf", "e7": "Yb"}, seats=SEATS)
    report = play(game, "Rb@e6")
    assert report.neighbours == 2


def test_one_neighbour_earns_nothing():
    game = game_at({"e5": "Rf"}, seats=SEATS)
    report = play(game, "Rb@e6")
    assert (report.sunstones, report.halfstones) == (0, 0)


def test_a_double_earns_a_halfstone():
    game = game_at({"d6": "Rf", "e5": "Yb"}, seats=SEATS)
    play(game, "Rb@e6")
    assert (game.sunstones[0], game.halfstones[0]) == (0, 1)


def test_a_trefoil_earns_a_sunstone():
    game = game_at({"d6": "Rf", "e5": "Yb", "f6": "Rt"}, seats=SEATS)
    report = play(game, "Rb@e6")
    assert report.neighbours == 3
    assert (game.sunstones[0], game.halfstones[0]) == (1, 0)


def test_a_latice_earns_two_sunstones():
    game = game_at({"d6": "Rf", "e5": "Yb", "f6": "Rt", "e7": "Nb"}, seats=SEATS)
    report = play(game, "Rb@e6")
    assert report.neighbours == 4 and not report.sun_square
    assert (game.sunstones[0], game.halfstones[0]) == (2, 0)


def test_a_sun_square_adds_a_sunstone():
    game = game_at({"c4": "Rf"}, seats=SEATS)
    report = play(game, "Rb@c3")
    assert report.sun_square
    assert (game.sunstones[0], game.halfstones[0]) == (1, 0)


def test_a_latice_on_a_sun_square_earns_three():
    game = game_at({"b3": "Rf", "d3": "Yb", "c2": "Rt", "c4": "Nb"}, seats=SEATS)
    play(game, "Rb@c3")
    assert game.sunstones[0] == 3


def test_a_double_on_a_corner_sun_square():
    game = game_at({"a2": "Rf", "b1": "Yb"}, seats=SEATS)
    play(game, "Rb@a1")
    assert (game.sunstones[0], game.halfstones[0]) == (1, 1)


def test_stones_earned_can_be_spent_at_once():
    game = game_at({"d6": "Rf", "e5": "Yb", "f6": "Rt"}, seats=("RbRo:GgGd:0:0", "To:Tt:0:0"))
    play(game, "Rb@e6", "buy:s", "Ro@e7")
    assert game.sunstones[0] == 0


def test_a_tile_leaves_the_rack_as_its_leftmost_copy():
    game = game_at({"e5": "Rf"}, seats=("GdRbYoRb:Gg:0:0", "To:Tt:0:0"))
    play(game, "Rb@e6")
    assert text_of(game).split(" ")[1].startswith("GdYoRb:")


def test_an_occupied_square_is_refused():
    game = game_at({"e5": "Rf", "e6": "Rt"}, seats=SEATS)
    raises(IllegalActionError, play, game, "Rb@e6")


def test_a_tile_not_in_the_rack_is_refused():
    game = game_at({"e5": "Rf"}, seats=SEATS)
    error = raises(IllegalActionError, play, game, "Rt@e6")
    assert "not in the rack" in str(error)


def _texts_for(game, code):
    rack = game.rack()
    return [action_text(action, rack) for action in game.legal_actions(parse_tile(code))]


def test_the_legal_actions_of_one_rack_tile_are_its_placements():
    board = {"e5": "Rf", "e7": "Yd"}
    game = game_at(board, seats=("RbYbRbWGg:GgGd:0:0", "To:Tt:0:0"))
    before = text_of(game)
    assert _texts_for(game, "Rb") == ["Rb@e4", "Rb@d5", "Rb@f5"]  # once, though held twice
    assert _texts_for(game, "Yb") == ["Yb@d7", "Yb@f7", "Yb@e8"]
    assert _texts_for(game, "Gg") == []  # in the rack, but nowhere to go
    assert _texts_for(game, "To") == []  # not in the rack
    assert text_of(game) == before
    play(game, "Rb@e4")
    assert _texts_for(game, "Yb") == []  # no move left
    over = game_at(board, seats=("RbYb:GgGd:0:0", "To:Tt:0:0"), passes=2)
    assert _texts_for(over, "Rb") == []


def test_two_tiles_match_when_they_share_their_colour_or_their_shape():
    for a in COLOUR_TILES:
        for b in COLOUR_TILES:
            same = tile_colour(a) == tile_colour(b) or tile_shape(a) == tile_shape(b)
            assert tiles_match(a, b) == same, (a, b)


def test_the_legal_action_generator_matches_tiles_as_tiles_match_does():
    """``placements`` writes R5's match out for speed: for every pair of tiles, with the
    neighbour on each side of the square, it must agree with the one definition."""
    centre = parse_square("e5")
    around = sorted([centre + step for step in DIRECTIONS])
    board = empty_board()
    for neighbour in COLOUR_TILES:
        board[centre] = neighbour
        for tile in COLOUR_TILES:
            matches = tiles_match(neighbour, tile)
            listed = sorted([to_square(action)
                             for action in placements(board, bytearray([tile]), False)])
            assert listed == (around if matches else []), (neighbour, tile)
            for square in around:
                assert (placement_neighbours(board, square, tile, False) != NO_MATCH) == matches
