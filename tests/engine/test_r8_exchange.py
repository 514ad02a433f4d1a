"""R8 exchanging tiles: draw from the pool, give the tiles back, shuffle the pool."""

from positions import game_at, legal_texts, play, text_of
from support import raises

from engine.action_notation import ActionError
from engine.game import IllegalActionError
from engine.rng import shuffle
from engine.action_notation import parse_tiles, tiles_text

BOARD = {"e5": "Rf"}


def _exchanges(game):
    return [text for text in legal_texts(game) if text.startswith("x:")]


def test_every_set_of_one_to_five_tiles_once():
    game = game_at(BOARD, seats=("YfNbPtRoGg:TdTfTbTtToTgTd:0:0", "To:Tt:0:0"))
    assert len(_exchanges(game)) == 31


def test_repeated_tiles_give_one_exchange_per_distinct_set():
    game = game_at(BOARD, seats=("YfYfNb:TdTfTbTt:0:0", "To:Tt:0:0"))
    assert _exchanges(game) == ["x:Nb", "x:Yf", "x:YfNb", "x:YfYf", "x:YfYfNb"]


def test_no_exchange_larger_than_the_pool():
    game = game_at(BOARD, seats=("YfNbPtRoGg:TdTf:0:0", "To:Tt:0:0"))
    assert max(len(text) for text in _exchanges(game)) == len("x:YfNb")
    before = text_of(game)
    error = raises(IllegalActionError, play, game, "x:YfNbPt")
    assert "pool holds only 2" in str(error)
    assert text_of(game) == before


def test_no_exchange_from_an_empty_pool():
    game = game_at(BOARD, seats=("YfNb:-:0:0", "To:Tt:0:0"))
    assert _exchanges(game) == []


def test_the_exchange_draws_then_returns_the_tiles_and_shuffles():
    game = game_at(BOARD, seats=("YfNbPtRoGg:TdTfTbTt:0:0", "To:Tt:0:0"), rng="0000beef")
    report = play(game, "x:GgNb")
    assert report.drawn == 2
    assert tiles_text(game.racks[0]) == "YfPtRoTdTf"
    expected = parse_tiles("TbTtNbGg")
    state = shuffle(expected, 0xBEEF)
    assert game.pools[0] == expected and game.rng == state


def test_an_exchange_uses_a_move_and_counts_as_acting():
    game = game_at(BOARD, seats=("YfNb:TdTf:1:0", "To:Tt:0:0"))
    play(game, "x:Yf")
    assert game.moves == 0 and game.acted == 1
    play(game, "buy:s", "x:Nb")
    assert game.acted == 1


def test_an_exchange_after_a_placement_keeps_acted_at_two():
    game = game_at(BOARD, seats=("RbNb:TdTf:1:0", "To:Tt:0:0"))
    play(game, "Rb@e6", "buy:s", "x:Nb")
    assert game.acted == 2


def test_tiles_not_in_the_rack_cannot_be_exchanged():
    game = game_at(BOARD, seats=("YfNb:TdTf:0:0", "To:Tt:0:0"))
    raises(ActionError, play, game, "x:YfYf")
    raises(ActionError, play, game, "x:")
