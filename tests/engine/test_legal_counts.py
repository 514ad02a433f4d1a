"""Legal-action counts from fixed positions, counted by hand, stay pinned."""

from positions import game_at, legal_texts

from engine.options import Options
from engine.setup import new_game


def test_the_documented_start():
    # Rack NoNtTfYoGf: five tiles on the moon, 31 exchanges, end.
    game = new_game(Options(2), 0xBEEF)
    assert len(list(game.legal_actions())) == 5 + 31 + 1


def test_a_small_hand_counted_position():
    # Rf on e5, Yb on e6. Rack Rb W Rb, pool of 2.
    # Rb fits: d5, f5, e4 (touching Rf), d6, f6, e7 (touching Yb): 6.
    # W shifts: Rf to d5, f5, e4; Yb to d6, f6, e7: 6.
    # Exchanges of at most 2 of {Rb, W, Rb}: Rb, W, RbW, RbRb: 4. Plus end.
    game = game_at({"e5": "Rf", "e6": "Yb"}, seats=("RbWRb:TdTf:0:0", "To:Tt:0:0"))
    texts = legal_texts(game)
    assert len(texts) == 6 + 6 + 4 + 1
    assert len(list(game.legal_actions())) == len(texts)


def test_with_no_move_left():
    # Rack under 5, a wind in the discard, 3 sunstones and 2 halfstones, no move left.
    game = game_at({"e5": "Rf"}, seats=("Rb:Td:3:2", "To:Tt:0:0"), moves=0, discard=1)
    assert legal_texts(game) == ["buy:h", "buy:s", "buy:w", "end"]
