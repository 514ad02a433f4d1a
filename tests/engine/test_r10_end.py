"""R10 end of the game: out of tiles (mid-turn), blocked by passes, stalled by quiet rounds."""

from positions import game_at, legal_texts, play, text_of
from support import raises

from engine.game import IllegalActionError
from engine.result import BLOCKED, OUT, STALLED

BOARD = {"e5": "Rf"}


def test_a_last_colour_tile_wins_at_once():
    game = game_at(BOARD, seats=("Rb:-:0:0", "To:Tt:0:0"))
    report = play(game, "Rb@e6")
    assert report.result == (OUT, (0,))
    assert game.result() == (OUT, (0,))


def test_a_last_wind_tile_wins_mid_turn_and_the_game_is_left_as_it_stands():
    game = game_at(BOARD, seats=("W:-:5:0", "To:Tt:0:0"), moves=1)
    report = play(game, "W:e5-e6")
    assert report.result == (OUT, (0,))
    assert game.moves == 1 and game.sunstones[0] == 5 and game.to_move == 0
    assert legal_texts(game) == []


def test_no_action_is_legal_once_the_game_is_over():
    game = game_at(BOARD, seats=("Rb:-:0:0", "To:Tt:0:0"))
    play(game, "Rb@e6")
    before = text_of(game)
    for text in ("end", "buy:s", "Rb@e7"):
        error = raises(ValueError, play, game, text)
        if isinstance(error, IllegalActionError):
            assert "over" in str(error)
    assert text_of(game) == before


def test_blocked_when_every_seat_passes_in_a_row():
    game = game_at(BOARD, seats=("Gd:Tt:0:0", "GgYo:Tt:0:0", "Pd:-:0:0"), to_move=3, passes=2)
    assert game.result() is None
    play(game, "end")
    assert game.result() == (BLOCKED, (2,))


def test_blocked_ties_share_the_win():
    game = game_at(BOARD, seats=("Gd:Tt:0:0", "Gg:Tb:3:0"), passes=2)
    assert game.result() == (BLOCKED, (0, 1))


def test_stones_do_not_break_a_tie_outside_kid_mode():
    game = game_at(BOARD, seats=("Gd:Tt:3:5", "Gg:Tb:0:0"), passes=2)
    assert game.result() == (BLOCKED, (0, 1))


def test_stalled_after_three_quiet_rounds():
    game = game_at(BOARD, seats=("GdYoPo:Tt:0:0", "Gg:TbTt:0:0"), quiet=5, to_move=2)
    play(game, "x:Gg")
    assert game.result() is None
    play(game, "end")
    assert game.quiet == 6 and game.passes == 0
    assert game.result() == (STALLED, (1,))


def test_out_comes_before_blocked_which_comes_before_stalled():
    game = game_at(BOARD, seats=("-:-:0:0", "Gg:Tb:0:0"), passes=2, quiet=6)
    assert game.result() == (OUT, (0,))
    game = game_at(BOARD, seats=("Gd:-:0:0", "Gg:Tb:0:0"), passes=2, quiet=6)
    assert game.result() == (BLOCKED, (0,))


def test_several_seats_already_out_all_win():
    game = game_at(BOARD, seats=("-:-:0:0", "Gg:Tb:0:0", "-:-:0:0"))
    assert game.result() == (OUT, (0, 2))


def test_a_game_that_is_going_on_has_no_result():
    game = game_at(BOARD, seats=("Gd:-:0:0", "Gg:Tb:0:0"), passes=1, quiet=5)
    assert game.result() is None and not game.is_over()
    assert legal_texts(game)
