"""R7 stones: any number during a turn, sunstones above 3 dropped at its end."""

from positions import game_at, play

SEATS = ("Rb:GgGd:5:7", "To:Tt:4:0")


def test_sunstones_above_three_are_lost_at_the_end_of_the_turn():
    game = game_at({"e5": "Rf"}, seats=SEATS)
    report = play(game, "end")
    assert report.sunstones_lost == 2
    assert game.sunstones[0] == 3 and game.halfstones[0] == 7


def test_more_than_three_may_be_held_during_a_turn():
    game = game_at({"d6": "Rf", "e5": "Yb", "f6": "Rt"}, seats=("Rb:GgGd:3:0", "To:Tt:0:0"))
    play(game, "Rb@e6")
    assert game.sunstones[0] == 4


def test_the_limit_is_applied_only_to_the_seat_that_ends():
    game = game_at({"e5": "Rf"}, seats=SEATS)
    play(game, "end")
    assert game.sunstones[1] == 4


def test_halfstones_are_never_converted():
    game = game_at({"e5": "Rf"}, seats=("Rb:GgGd:0:9", "To:Tt:0:0"))
    play(game, "end")
    assert game.sunstones[0] == 0 and game.halfstones[0] == 9


def test_nothing_is_lost_at_three_or_fewer():
    game = game_at({"e5": "Rf"}, seats=("Rb:GgGd:3:0", "To:Tt:0:0"))
    assert play(game, "end").sunstones_lost == 0
