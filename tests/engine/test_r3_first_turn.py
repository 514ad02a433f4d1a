"""R3 the first turn: on an empty board only the moon is open, and it earns nothing."""

from positions import game_at, legal_texts, play, text_of
from support import raises

from engine.game import IllegalActionError

FIRST_SEATS = ("RbRbWYfGd:TtToNg:0:0", "PoPg:YdYg:0:0")


def test_only_the_moon_is_open_on_an_empty_board():
    game = game_at(seats=FIRST_SEATS)
    placements = [text for text in legal_texts(game) if "@" in text]
    assert placements == ["Gd@e5", "Rb@e5", "Yf@e5"]


def test_no_wind_while_the_board_is_empty():
    game = game_at(seats=FIRST_SEATS)
    assert not [text for text in legal_texts(game) if text.startswith("W:")]


def test_the_first_player_may_exchange_or_pass_instead():
    texts = legal_texts(game_at(seats=FIRST_SEATS))
    assert "end" in texts and "x:Rb" in texts and "x:RbRbW" in texts


def test_the_moon_tile_earns_nothing():
    game = game_at(seats=FIRST_SEATS)
    report = play(game, "Rb@e5")
    assert report.neighbours == 0
    assert (report.sunstones, report.halfstones) == (0, 0)
    assert game.sunstones[0] == 0 and game.halfstones[0] == 0


def test_another_square_is_refused_and_nothing_changes():
    game = game_at(seats=FIRST_SEATS)
    before = text_of(game)
    error = raises(IllegalActionError, play, game, "Rb@e6")
    assert "moon" in str(error)
    assert text_of(game) == before
