"""R5 playing a colour tile: adjacency, matching every neighbour, and the stones earned."""

from positions import game_at, legal_texts, play, text_of
from support import raises

from engine.action_notation import action_text
from engine.game import IllegalActionError
from engine.tiles import parse_tile

SEATS = ("Rb:GgGd:0:0", "To:Tt:0:0")


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
