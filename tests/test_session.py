"""The session: what the seats are told of each other's actions."""

from session import Session

from engine.actions import END, parse_action
from engine.options import Options
from engine.setup import new_game
from engine.tiles import tile_code, tiles_text


def test_the_others_learn_how_many_tiles_an_exchange_gave_back_not_which():
    session = Session(new_game(Options(seats=2), 0xBEEF), ["human", "human"], seed=0xBEEF)
    given = session.game.rack()[:2]
    exchange_text = "x:" + tiles_text(given)
    change = session.apply(parse_action(exchange_text, session.game.rack()))
    session.apply(END)
    assert change.words == "exchanged 2 tiles"
    summary = session.summary_for(1)
    assert summary == ["1: exchanged 2 tiles"]
    for tile in given:
        assert tile_code(tile) not in summary[0]
    assert exchange_text in session.record()   # the game's record keeps the notation
