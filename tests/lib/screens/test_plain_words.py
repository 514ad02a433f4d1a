"""What a new player reads, through the app's buttons: a refusal names a remedy the seat has
(a move to buy, or else the end of the turn), what was played is told as a sentence starts,
the menus' headings, prices and help lines say the same kind of thing in the same way, and
the exchange, the setup, the computers' pace and the diagnostics say plainly what they do."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from app_driver import (choose_item, menu_texts, screen_name, start_game,  # noqa: E402
                        start_tactic)
import pytest  # noqa: E402
from screens.menu import item_text  # noqa: E402
from shell import buttons  # noqa: E402
from tools.simulate import Simulator, parse_script  # noqa: E402


def on_the_board(tmp_path, seats, options="-", tiles=None, moves=1, acted=0, discard=0):
    """Seat 1 of a hand-made two-seat game (``tests/positions.py``'s ``seats`` strings), on
    the game screen past its hand-off, the cursor on the moon."""
    simulator = Simulator(str(tmp_path / "save.bin"), seed=5)
    # The engine imported once the title has let the game's code go, as the app will keep it
    # (not through positions.game_at, which holds the engine a test before imported)
    from latice import latice_rules
    from positions import position
    from shell.session import Session

    from engine.position import parse_position

    game = parse_position(position(tiles or {"e5": "No"}, seats=seats, moves=moves,
                                   acted=acted, discard=discard, options=options))
    simulator.app.begin(Session(latice_rules, game, ["human"] * len(seats)))
    simulator.press(buttons.A)                            # past the hand-off
    assert screen_name(simulator) == "GameScreen"
    return simulator, game


def message(simulator):
    return simulator.app.game_screen.message.text


# -- A: a refusal names only a remedy the seat has -------------------------------------------

@pytest.mark.parametrize("stones, options, said, menu_line", [
    ("0:0", "-", "No move left: Start, End turn", "End turn"),        # nothing to pay with
    ("1:0", "-", "No move left: Start, Buy a move", "Buy a move: 1 sunstone"),
    ("0:2", "-", "No move left: Start, Buy a move", "Buy a move: 2 halfstones"),
    ("3:2", "k", "No move left: Start, End turn", "End turn"),        # kid mode: no buying
])
def test_a_tile_after_the_turn_s_move_is_refused_with_what_the_seat_can_do(tmp_path, stones,
                                                                            options, said,
                                                                            menu_line):
    simulator, game = on_the_board(tmp_path, ("NbNf:Pt:" + stones, "RoGg:Td:0:0"), options)
    simulator.run_script(parse_script("up\na"))          # Navy Bird beside the Navy Flower
    assert game.moves == 0 and len(game.racks[0]) == 1
    simulator.run_script(parse_script("down 2\na"))      # Navy Feather below: no move left
    assert message(simulator) == said
    simulator.press(buttons.START)                       # the line it names is in the menu
    texts = menu_texts(simulator)
    assert menu_line in texts
    assert any(text.startswith("Buy a move") for text in texts) == ("Buy" in said)
    choose_item(simulator, menu_line)
    assert game.moves == 1 if "Buy" in said else game.to_move == 1


def test_a_wind_after_the_turn_s_move_says_no_move_is_left_not_no_tile_to_move(tmp_path):
    simulator, game = on_the_board(tmp_path, ("NbW:Pt:0:0", "RoGg:Td:0:0"))
    simulator.run_script(parse_script("up\na"))          # Navy Bird: the turn's move
    assert game.moves == 0
    simulator.run_script(parse_script("down\na"))        # the wind, on the Navy Flower
    assert message(simulator) == "No move left: Start, End turn"


# -- B: what was played, as a sentence starts --------------------------------------------------

def test_a_wind_and_an_exchange_are_told_with_a_capital(tmp_path):
    simulator, game = on_the_board(tmp_path, ("WRbGg:TdTfTt:0:0", "RoGg:Td:0:0"))
    screen = simulator.app.game_screen
    while screen.picked_tile() != game.racks[0][0]:      # the wind, first in the rack
        simulator.press(buttons.B)
    simulator.run_script(parse_script("a\nup"))          # the moon's tile up a square
    assert message(simulator) == "Wind: e5 to e6"
    simulator.press(buttons.START)
    choose_item(simulator, "Exchange tiles")
    simulator.run_script(parse_script("a\nright\na\nstart"))
    assert message(simulator) == "Exchanged 2 tiles"


def test_the_exchange_counts_the_tiles_picked(tmp_path):
    simulator = Simulator(str(tmp_path / "save.bin"), seed=7)
    start_game(simulator, ["human", "human"])
    simulator.press(buttons.A)                           # past the hand-off
    simulator.press(buttons.START)
    choose_item(simulator, "Exchange tiles")
    simulator.press(buttons.A)
    assert message(simulator).startswith("1 picked")
    simulator.run_script(parse_script("right\na"))
    assert message(simulator).startswith("2 picked")
    simulator.run_script(parse_script("left\na"))        # the first unpicked
    assert message(simulator).startswith("1 picked")


# -- B: the menus say the same kind of thing the same way ------------------------------------

@pytest.mark.parametrize("seats, price", [(2, 3), (4, 2)])
def test_the_wind_buy_back_has_its_price_in_the_menu_as_a_move_has(tmp_path, seats, price):
    others = ("RoGg:Td:0:0", "RfGf:Tt:0:0", "RbGb:Tg:0:0")[:seats - 1]
    simulator, _ = on_the_board(tmp_path, ("YfNb:-:3:0",) + others, discard=1)
    simulator.press(buttons.START)
    texts = menu_texts(simulator)
    assert "Buy a wind: %d sunstones" % price in texts   # R9
    assert all(":" in text for text in texts if text.startswith("Buy"))


def test_both_games_menus_have_the_same_heading(tmp_path):
    simulator = Simulator(str(tmp_path / "save.bin"), seed=5)
    start_game(simulator, ["human", "human"])
    simulator.run_script(parse_script("a\nstart"))
    assert simulator.app.page.texts[0] == "MENU  Seat 1"
    simulator = Simulator(str(tmp_path / "tactic.bin"), seed=5)
    start_tactic(simulator, ["human", "greedy"])
    simulator.press(buttons.START)
    assert screen_name(simulator) == "TacticMenu"
    assert simulator.app.page.texts[0] == "MENU  Seat 1"


def test_the_setup_names_the_variants_by_the_tiles_the_board_starts_with(tmp_path):
    simulator = Simulator(str(tmp_path / "save.bin"), seed=5)
    simulator.press(buttons.A)                           # New game
    setup = simulator.app.screen
    texts = menu_texts(simulator)
    line = [text for text in texts if text.startswith("Board at start: ")]
    assert line == ["Board at start: empty"] and not [t for t in texts if "Setup" in t]
    for _ in range(len(texts)):                          # down to it (a heading is skipped)
        if item_text(setup.items[setup.choice]) == line[0]:
            break
        simulator.press(buttons.DOWN)
    seen = []
    for _ in range(4):
        simulator.press(buttons.RIGHT)
        seen.append(item_text(setup.items[setup.choice]))
    assert seen == ["Board at start: 9 tiles", "Board at start: 21 tiles",
                    "Board at start: 33 tiles", "Board at start: empty"]
    assert simulator.app.page.texts[-1] == "Tiles placed before play"


def test_the_computers_pace_runs_slow_normal_fast_and_stops_at_each_end(tmp_path):
    simulator = Simulator(str(tmp_path / "save.bin"), seed=5)
    title = simulator.app.screen
    while not item_text(title.items[title.choice]).startswith("Computer pace"):
        simulator.press(buttons.DOWN)
    assert item_text(title.items[title.choice]) == "Computer pace: normal"
    assert simulator.app.page.texts[-1] == "Left/Right: slower/faster"
    seen = []
    for button in (buttons.RIGHT,) * 2 + (buttons.LEFT,) * 3:
        simulator.press(button)
        seen.append(item_text(title.items[title.choice])[len("Computer pace: "):])
    assert seen == ["fast", "fast", "normal", "slow", "slow"]
    seen = []
    for _ in range(3):                                   # A: on in the same order, round again
        simulator.press(buttons.A)
        seen.append(item_text(title.items[title.choice])[len("Computer pace: "):])
    assert seen == ["normal", "fast", "slow"]


def test_the_settings_last_line_says_how_to_change_a_value_and_keep_it(tmp_path):
    simulator = Simulator(str(tmp_path / "save.bin"), seed=5)
    simulator.app.settings_screen()
    help_line = simulator.app.page.texts[-1]
    assert "Left/Right" in help_line and "B: keep" in help_line
    simulator.press(buttons.RIGHT)                       # what it says works
    assert simulator.app.settings.volume == 1


def test_the_diagnostics_say_the_heap_is_a_handheld_s_on_the_desktop(tmp_path):
    simulator = Simulator(str(tmp_path / "save.bin"), seed=5)
    simulator.app.diagnostics()
    texts = [text for text in simulator.app.page.texts if text]
    assert "Free heap: handheld only" in texts
    assert not [text for text in texts if text.endswith(": -")]
    assert all(text[:1].isupper() for text in texts)
