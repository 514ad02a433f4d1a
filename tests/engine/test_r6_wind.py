"""R6 playing a wind tile: shift one board tile one square onto an empty square."""

from positions import game_at, legal_texts, play, text_of
from support import raises

from engine.action_notation import action_text
from engine.game import IllegalActionError
from engine.tiles import WIND

SEATS = ("WRb:GgGd:0:0", "To:Tt:0:0")


def _shifts(game):
    return [text for text in legal_texts(game) if text.startswith("W:")]


def test_a_corner_tile_shifts_only_inward():
    game = game_at({"a1": "Rf"}, seats=SEATS)
    assert _shifts(game) == ["W:a1-a2", "W:a1-b1"]


def test_a_tile_on_the_top_edge_cannot_leave_the_board():
    game = game_at({"e9": "Rf"}, seats=SEATS)
    assert _shifts(game) == ["W:e9-d9", "W:e9-e8", "W:e9-f9"]
    raises(IllegalActionError, play, game, "W:e9-e9")


def test_shifts_only_onto_empty_squares_one_step_away():
    game = game_at({"e5": "Rf", "e6": "Yd"}, seats=SEATS)
    for text in ("W:e5-e6", "W:e5-e7", "W:e5-f6", "W:d5-e5"):
        raises(IllegalActionError, play, game, text)
    assert "W:e5-e6" not in _shifts(game)


def test_onto_and_off_the_moon_and_a_sun_square_earns_nothing():
    game = game_at({"e4": "Rf", "c4": "Yd"}, seats=("WWWRb:GgGd:0:0", "To:Tt:0:0"))
    report = play(game, "W:e4-e5")
    assert report.wind_discarded and report.sunstones == 0
    play(game, "W:e5-e6", "W:c4-c3")
    assert game.sunstones[0] == 0 and game.halfstones[0] == 0
    assert text_of(game).split(" ")[0] == "9/9/9/4Rf4/9/9/2Yd6/9/9"


def test_a_wind_uses_a_move_and_gives_one_back():
    game = game_at({"e5": "Rf"}, seats=SEATS)
    play(game, "W:e5-e6")
    assert game.moves == 1 and game.acted == 2 and game.discard == 1
    play(game, "Rb@e5")
    assert game.moves == 0


def test_the_shifted_tile_may_end_up_alone_and_unmatched():
    game = game_at({"e5": "Rf", "e6": "Rt"}, seats=SEATS)
    play(game, "W:e5-f5")
    assert text_of(game).split(" ")[0] == "9/9/9/4Rt4/5Rf3/9/9/9/9"


def test_no_wind_without_a_move():
    game = game_at({"e5": "Rf"}, seats=("WRb:GgGd:0:0", "To:Tt:0:0"), moves=0)
    assert _shifts(game) == []
    raises(IllegalActionError, play, game, "W:e5-e6")


def test_no_wind_without_one_in_the_rack():
    game = game_at({"e5": "Rf"}, seats=("Rb:GgGd:0:0", "To:Tt:0:0"))
    error = raises(IllegalActionError, play, game, "W:e5-e6")
    assert "wind" in str(error)


def test_a_wind_tile_leaves_the_rack_as_its_leftmost_copy():
    game = game_at({"e5": "Rf"}, seats=("RbWGdW:Gg:0:0", "To:Tt:0:0"))
    play(game, "W:e5-e6")
    assert text_of(game).split(" ")[1].startswith("RbGdW:")


def test_the_legal_actions_of_the_wind_tile_are_its_shifts():
    game = game_at({"a1": "Rf", "e9": "Yd"}, seats=SEATS)
    rack = game.rack()
    shifts = sorted([action_text(action, rack) for action in game.legal_actions(WIND)])
    assert shifts == _shifts(game) == ["W:a1-a2", "W:a1-b1", "W:e9-d9", "W:e9-e8", "W:e9-f9"]
    without = game_at({"a1": "Rf"}, seats=("Rb:GgGd:0:0", "To:Tt:0:0"))
    assert list(without.legal_actions(WIND)) == []
