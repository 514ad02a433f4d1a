"""Exercise 2: a new setup formation, "cross": five tiles on e5 e7 g5 e3 c5 (the moon, then
two squares up, right, down and left of it, in that order), and every seat starts with
1 sunstone. The engine deals it, the notation, records and saves know its name, and the setup
screen offers it.
"""

import subprocess
import sys

from shell import buttons
from tools.simulate import REPO, Simulator

from engine.blob import from_blob, to_blob
from engine.option_text import parse_setup
from engine.options import Options, OptionsError
from engine.position import parse_position, position_text
from engine.record import record_text, replay
from engine.setup import new_game
from engine.squares import SQUARES, square_name
from engine.action_notation import parse_square

CROSS = ("e5", "e7", "g5", "e3", "c5")
FAST_START = ("c3", "d4", "e5", "f6", "g7")   # the first five squares Fast Start fills
ALL_TILES = 84


def cross_options(seats=2, tournament=False, kid=False):
    try:
        return Options(seats, tournament, formation="cross", kid=kid)
    except OptionsError as error:
        raise AssertionError("Options does not know the cross yet: %s" % error) from None


def occupied(game):
    return sorted(square_name(square) for square in SQUARES if game.board[square])


def tiles_left(game, seat):
    return len(game.racks[seat]) + len(game.pools[seat])


def test_a_new_game_starts_with_the_cross_filled():
    for seats in (2, 3, 4):
        for tournament in (False, True):
            game = new_game(cross_options(seats, tournament), 0xBEEF)
            assert occupied(game) == sorted(CROSS), (
                "the board should hold exactly %s before the first turn" % " ".join(CROSS))
            assert game.tiles_on_board == len(CROSS)
            left = [tiles_left(game, seat) for seat in range(seats)]
            assert sum(left) == ALL_TILES - len(CROSS)
            assert max(left) - min(left) <= 1
            for seat in range(seats):
                assert (game.sunstones[seat], game.halfstones[seat]) == (1, 0), (
                    "every seat should start with 1 sunstone and no halfstone")


def test_the_squares_are_filled_in_the_order_listed():
    # The same seed shuffles the tiles the same way whatever the formation, and each square
    # takes the next colour tile. So the cross's squares get, in order, the tiles Fast Start
    # puts on its first five squares.
    for seed in (1, 0xBEEF, 0x1234567):
        cross = new_game(cross_options(), seed)
        fast = new_game(Options(2, formation="fast-start"), seed)
        for ours, theirs in zip(CROSS, FAST_START):
            assert cross.board[parse_square(ours)] == fast.board[parse_square(theirs)], (
                "fill the squares in the order e5 e7 g5 e3 c5")


def test_kid_mode_works_with_the_cross():
    game = new_game(cross_options(kid=True), 7)
    assert occupied(game) == sorted(CROSS)
    assert sum(tiles_left(game, seat) for seat in range(2)) == 72 - len(CROSS)


def test_the_setup_has_a_name_in_the_notation():
    assert cross_options().setup_name() == "standard cross"
    assert cross_options(tournament=True).setup_name() == "tournament cross"
    try:
        assert parse_setup("tournament cross") == (True, "cross")
    except OptionsError as error:
        raise AssertionError("parse_setup does not know the cross yet: %s" % error) from None


def test_the_notation_tool_starts_a_cross_game():
    done = subprocess.run([sys.executable, "-m", "tools.notation", "start", "--seats", "2",
                           "--setup", "standard cross", "--seed", "beef"],
                          cwd=REPO, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, "the notation tool refused the cross: " + done.stderr
    text = done.stdout.strip()
    game = parse_position(text)
    assert occupied(game) == sorted(CROSS)
    assert text == position_text(new_game(cross_options(), 0xBEEF))
    assert position_text(parse_position(text)) == text      # it reads back the same


def test_a_game_record_with_the_cross_replays():
    game = new_game(cross_options(), 0xBEEF)
    headers = [("Game", "Latice"), ("Seats", "2"), ("Setup", "standard cross"),
               ("Options", "-"), ("Seed", "beef")]
    try:
        replayed = replay(record_text(headers, []))
    except ValueError as error:
        raise AssertionError("a record with the cross does not replay: %s" % error) from None
    assert position_text(replayed) == position_text(game)


def test_a_saved_cross_game_loads_as_a_cross_game():
    game = new_game(cross_options(), 0xBEEF)
    try:
        blob = to_blob(game)
    except ValueError as error:   # a formation the save does not know
        raise AssertionError("the save cannot hold a cross game: %r" % error) from None
    loaded = from_blob(blob)
    assert loaded.options.formation == "cross", "a saved cross game loads as %r" % (
        loaded.options.formation,)
    assert position_text(loaded) == position_text(game)
    # A save names its formation by a number (the blob's third byte). Saves made before the
    # cross must still load as what they were, so the old numbers stay as they are.
    for number, formation in enumerate(("", "fast-start", "spike", "endgame")):
        other = to_blob(new_game(Options(2, formation=formation), 5))
        assert other[2] == number, "the %r formation changed its number in saves" % formation
        assert from_blob(other).options.formation == formation


def page_texts(simulator):
    return [text.strip() for text in simulator.app.page.texts]


def choose(simulator, menu, start):
    """Down the menu until the chosen line starts with ``start``."""
    for _ in range(len(menu.items)):
        if menu.items[menu.choice].text().startswith(start):
            return
        simulator.press(buttons.DOWN)
    raise AssertionError("the menu has no line starting with %r" % start)


def test_the_setup_screen_offers_the_cross_and_starts_it(tmp_path):
    simulator = Simulator(str(tmp_path / "save.bin"), seed=3)
    app = simulator.app
    simulator.press(buttons.A)                                     # New game
    setup = app.screen
    choose(simulator, setup, "Setup:")
    seen = []
    for _ in range(8):                                             # round the list
        seen.append(setup.items[setup.choice].text())
        if "> Setup: cross" in page_texts(simulator):
            break
        simulator.press(buttons.RIGHT)
    assert "> Setup: cross" in page_texts(simulator), (
        "the setup screen offers only: %s" % ", ".join(sorted(set(seen))))
    simulator.press(buttons.LEFT)
    simulator.press(buttons.RIGHT)                                 # away and back again
    assert "> Setup: cross" in page_texts(simulator)
    choose(simulator, setup, "Start")
    simulator.press(buttons.A)
    if app.screen is setup:                                        # a saved game asks first
        simulator.press(buttons.A)
    game = app.session.game
    assert game.options.formation == "cross"
    assert occupied(game) == sorted(CROSS)
