"""R4 a turn: one free move, buying more, passes, and the end of the turn."""

from positions import game_at, legal_texts, play, text_of
from support import raises

from engine.game import IllegalActionError

BOARD = {"e5": "Rb"}


def test_a_turn_starts_with_one_free_move():
    game = game_at(BOARD, seats=("RfRtYb:GgGd:0:0", "To:Tt:0:0"))
    play(game, "Rf@e6")
    assert game.moves == 0 and game.acted == 2
    assert legal_texts(game) == ["end"]
    raises(IllegalActionError, play, game, "Rt@e4")


def test_buy_a_move_with_a_sunstone_or_two_halfstones():
    game = game_at(BOARD, seats=("RfRtYb:GgGd:1:2", "To:Tt:0:0"))
    play(game, "Rf@e6")
    assert legal_texts(game) == ["buy:h", "buy:s", "end"]
    play(game, "buy:s")
    assert game.sunstones[0] == 0 and game.moves == 1
    play(game, "Rt@e4")
    play(game, "buy:h")
    assert game.halfstones[0] == 0 and game.moves == 1
    play(game, "Yb@d5")
    assert game.moves == 0


def test_moves_are_bought_one_at_a_time():
    game = game_at(BOARD, seats=("RfRtYb:GgGd:2:0", "To:Tt:0:0"))
    raises(IllegalActionError, play, game, "buy:s")
    play(game, "Rf@e6", "buy:s")
    error = raises(IllegalActionError, play, game, "buy:s")
    assert "buy only when none is left" in str(error)


def test_one_halfstone_buys_nothing():
    game = game_at(BOARD, seats=("Rf:GgGd:0:1", "To:Tt:0:0"))
    play(game, "Rf@e6")
    raises(IllegalActionError, play, game, "buy:h")


def test_a_bought_move_may_go_unused():
    game = game_at(BOARD, seats=("Rf:GgGd:1:0", "To:Tt:0:0"))
    play(game, "Rf@e6", "buy:s", "end")
    assert game.to_move == 1 and game.passes == 0


def test_end_of_turn_draws_from_the_front_of_the_pool_to_five():
    game = game_at(BOARD, seats=("RfRtYb:GgGdPoPb:0:0", "To:Tt:0:0"))
    report = play(game, "Rf@e6", "end")
    assert report.drawn == 3
    assert text_of(game).split(" ")[1] == "RtYbGgGdPo:Pb:0:0,To:Tt:0:0"
    assert game.to_move == 1 and game.moves == 1 and game.acted == 0


def test_end_of_turn_stops_when_the_pool_runs_out():
    game = game_at(BOARD, seats=("RfRt:Gg:0:0", "To:Tt:0:0"))
    report = play(game, "Rf@e6", "end")
    assert report.drawn == 1
    assert game.racks[0] and not game.pools[0]


def test_ending_without_a_move_is_a_pass():
    game = game_at(BOARD, seats=("Rf:Gg:0:0", "To:Tt:0:0"), passes=0, quiet=0)
    play(game, "end")
    assert game.passes == 1 and game.quiet == 1


def test_a_buy_back_alone_is_still_a_pass():
    game = game_at(BOARD, seats=("Rf:Gg:3:0", "To:Tt:0:0"), discard=1)
    play(game, "buy:w", "end")
    assert game.passes == 1 and game.quiet == 1


def test_an_exchange_is_not_a_pass_but_keeps_the_board_quiet():
    game = game_at(BOARD, seats=("Gd:Gg:0:0", "To:Tt:0:0"), passes=1, quiet=4)
    play(game, "x:Gd", "end")
    assert game.passes == 0 and game.quiet == 5


def test_a_placement_resets_both_counters():
    game = game_at(BOARD, seats=("Rf:Gg:0:0", "To:Tt:0:0"), passes=1, quiet=4)
    play(game, "Rf@e6", "end")
    assert game.passes == 0 and game.quiet == 0


def test_play_passes_round_the_seats_in_order():
    seats = ("Rf:Gg:0:0", "To:Tt:0:0", "Yd:Yg:0:0", "Pd:Pg:0:0")
    game = game_at(BOARD, seats=seats, to_move=3)
    play(game, "end")
    assert game.to_move == 3
    play(game, "end")
    assert game.to_move == 0


def test_ending_is_the_only_action_when_nothing_else_is_legal():
    game = game_at(BOARD, seats=("Gd:-:0:0", "To:Tt:0:0"))
    assert legal_texts(game) == ["end"]
