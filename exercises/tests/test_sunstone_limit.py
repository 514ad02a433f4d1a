"""Exercise 1: a seat keeps at most 4 sunstones at the end of its turn, not 3.

Each test starts from a position written in the notation, as the project's rule tests do
(see tests/engine/test_r7_stones.py), and plays actions on it.
"""

from pathlib import Path

from positions import game_at, play

from engine.options import SUNSTONE_LIMIT

TEXTS = str(Path(__file__).resolve().parents[2] / "assets" / "texts.txt")


def test_the_limit_is_four():
    assert SUNSTONE_LIMIT == 4, (
        "engine/options.py still says SUNSTONE_LIMIT = %d" % SUNSTONE_LIMIT)


def test_a_seat_that_earns_its_fourth_sunstone_keeps_it():
    # Seat 1 holds 3 sunstones. Rb on e6 touches Rf (d6), Yb (e5) and Rt (f6): a trefoil,
    # worth 1 sunstone. That makes 4.
    game = game_at({"d6": "Rf", "e5": "Yb", "f6": "Rt"},
                   seats=("RbGd:GgTt:3:0", "To:Tt:0:0"))
    report = play(game, "Rb@e6")
    assert report.neighbours == 3 and report.sunstones == 1
    assert game.sunstones[0] == 4
    report = play(game, "end")
    assert report.sunstones_lost == 0, (
        "seat 1 lost %d sunstone(s) at the end of its turn" % report.sunstones_lost)
    assert game.sunstones[0] == 4, (
        "seat 1 kept %d sunstones, it should keep 4" % game.sunstones[0])


def test_a_fifth_sunstone_is_still_lost():
    # The limit moved up by one; it did not go away.
    game = game_at({"e5": "Rf"}, seats=("Rb:GgGd:5:2", "To:Tt:0:0"))
    report = play(game, "end")
    assert game.sunstones[0] == 4, (
        "seat 1 kept %d of its 5 sunstones, it should keep 4" % game.sunstones[0])
    assert report.sunstones_lost == 1
    assert game.halfstones[0] == 2  # halfstones are never limited


def test_kid_mode_still_has_no_limit():
    game = game_at({"e5": "Rf"}, seats=("Rb:GgGd:6:0", "To:Tt:0:0"), options="k")
    play(game, "end")
    assert game.sunstones[0] == 6


def test_the_rules_screen_tells_players_the_new_limit():
    from screens.text_pages import read_page

    pages = read_page(TEXTS, "rules latice", 0, 9)[1]
    rules = " ".join(" ".join(read_page(TEXTS, "rules latice", page, 9)[0])
                     for page in range(pages))
    assert "at most 4 sunstones" in rules, (
        "assets/texts.txt still tells players a different limit")
    assert "at most 3 sunstones" not in rules
