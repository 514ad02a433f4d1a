"""Undo: the turn's placements, winds and buys come back; exchanges and ended turns do not."""

from positions import game_at, play, text_of
from support import raises

from engine.action_notation import action_text
from engine.game import IllegalActionError

BOARD = {"d6": "Rf", "e5": "Yb", "f6": "Rt"}
SEATS = ("RbWRoYo:GgGdTt:4:2", "To:Tt:0:0")


def test_undo_walks_back_to_the_start_of_the_turn():
    game = game_at(BOARD, seats=SEATS, discard=1)
    texts = [text_of(game)]
    for action in ("Rb@e6", "buy:s", "W:e6-e7", "Yo@e4", "buy:h", "buy:w", "W:e7-e8"):
        play(game, action)
        texts.append(text_of(game))
    while game.can_undo():
        texts.pop()
        game.undo()
        assert text_of(game) == texts[-1]
    assert len(texts) == 1


def test_undo_returns_the_action_taken_back():
    game = game_at(BOARD, seats=SEATS)
    play(game, "Rb@e6")
    assert action_text(game.undo(), game.rack()) == "Rb@e6"


def test_undo_puts_a_repeated_tile_back_in_its_own_slot():
    game = game_at({"e5": "Rf"}, seats=("GdRbYoRb:Gg:0:0", "To:Tt:0:0"))
    before = text_of(game)
    play(game, "Rb@e6")
    game.undo()
    assert text_of(game) == before


def test_an_exchange_cannot_be_undone_nor_anything_before_it():
    game = game_at(BOARD, seats=SEATS)
    play(game, "Rb@e6", "buy:s", "x:Ro")
    assert not game.can_undo()
    before = text_of(game)
    raises(IllegalActionError, game.undo)
    assert text_of(game) == before


def test_actions_after_an_exchange_can_be_undone_back_to_it():
    game = game_at(BOARD, seats=SEATS)
    play(game, "x:Ro")
    after_exchange = text_of(game)
    play(game, "buy:s", "Rb@e6")
    game.undo()
    game.undo()
    assert not game.can_undo()
    assert text_of(game) == after_exchange


def test_an_ended_turn_cannot_be_undone():
    game = game_at(BOARD, seats=SEATS)
    play(game, "Rb@e6", "end")
    assert not game.can_undo()


def test_nothing_is_undone_once_the_game_is_over():
    game = game_at({"e5": "Rf"}, seats=("Rb:-:0:0", "To:Tt:0:0"))
    play(game, "Rb@e6")
    raises(IllegalActionError, game.undo)
