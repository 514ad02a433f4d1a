"""R9 wind buy-back: a wind from the discard for 3 sunstones (2 with 4 seats); not a move."""

from positions import game_at, legal_texts, play, text_of
from support import raises

from engine.game import IllegalActionError

BOARD = {"e5": "Rf"}


def test_buy_back_puts_a_wind_at_the_right_end_of_the_rack():
    game = game_at(BOARD, seats=("RbGd:Tt:3:0", "To:Tt:0:0"), discard=2)
    report = play(game, "buy:w")
    assert report.sunstones == -3
    assert text_of(game).split(" ")[1].startswith("RbGdW:Tt:0:0")
    assert game.discard == 1 and game.moves == 1


def test_it_is_not_a_move():
    game = game_at(BOARD, seats=("Rb:Tt:3:0", "To:Tt:0:0"), discard=1)
    play(game, "Rb@e6", "buy:w")
    assert game.moves == 0
    raises(IllegalActionError, play, game, "W:e6-e7")


def test_not_with_a_full_rack():
    game = game_at(BOARD, seats=("RbGdYoYoPt:Tt:9:0", "To:Tt:0:0"), discard=3)
    assert "buy:w" not in legal_texts(game)
    error = raises(IllegalActionError, play, game, "buy:w")
    assert "rack is full" in str(error)


def test_not_with_an_empty_discard():
    game = game_at(BOARD, seats=("Rb:Tt:9:0", "To:Tt:0:0"), discard=0)
    assert "buy:w" not in legal_texts(game)
    error = raises(IllegalActionError, play, game, "buy:w")
    assert "discard" in str(error)


def test_halfstones_cannot_pay():
    game = game_at(BOARD, seats=("Rb:Tt:2:10", "To:Tt:0:0"), discard=1)
    assert "buy:w" not in legal_texts(game)


def test_four_seats_pay_two():
    seats = ("Rb:Tt:2:0", "To:Tt:0:0", "Yd:Yg:0:0", "Pd:Pg:0:0")
    game = game_at(BOARD, seats=seats, discard=1)
    play(game, "buy:w")
    assert game.sunstones[0] == 0


def test_the_cost_option_overrides_the_default():
    game = game_at(BOARD, seats=("Rb:Tt:2:0", "To:Tt:0:0"), discard=1, options="b2")
    play(game, "buy:w")
    assert game.sunstones[0] == 0
    seats = ("Rb:Tt:2:0", "To:Tt:0:0", "Yd:Yg:0:0", "Pd:Pg:0:0")
    game = game_at(BOARD, seats=seats, discard=1, options="b3")
    assert "buy:w" not in legal_texts(game)


def test_allowed_with_no_move_left_and_the_wind_then_needs_a_bought_move():
    game = game_at(BOARD, seats=("Rb:Tt:4:0", "To:Tt:0:0"), discard=1)
    play(game, "Rb@e6", "buy:w", "buy:s", "W:e6-f6")
    assert game.sunstones[0] == 0 and game.moves == 1
