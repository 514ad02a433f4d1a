"""What a new player reads and sees on the game screen, driven through the app's screens: a
seat has one name on the panel and on the message line, the menu names the end of a turn by
what the rules make of it, and the tiles picked for an exchange are framed."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import buttons  # noqa: E402
import latice_rules  # noqa: E402
import sprites  # noqa: E402
from menu import item_text  # noqa: E402
from positions import game_at  # noqa: E402
from session import Session  # noqa: E402
from test_app import screen_name, start_game  # noqa: E402
from tools.simulate import Simulator, parse_script  # noqa: E402

from engine.actions import BUY_WIND, END  # noqa: E402
from engine.tiles import WIND  # noqa: E402

MOST_FRAMES = 5000


def menu_texts(simulator):
    return [item_text(item) for item in simulator.app.screen.items]


def test_a_computer_seat_is_called_seat_n_on_the_panel_as_on_the_message_line(tmp_path):
    simulator = Simulator(str(tmp_path / "save.bin"), seed=5)
    start_game(simulator, ["human", "medium"])
    simulator.run_script(parse_script("a\nselect 2"))   # seat 1 plays the hint and ends
    screen = simulator.app.screen
    for _ in range(MOST_FRAMES):                         # seat 2, a computer, plays
        if screen.mode == "computer" and not screen.turn_pending:
            break
        simulator.frame()
    assert screen.mode == "computer"
    assert screen.message.text == "Seat 2 plays"
    assert screen.panel.lines.texts[:2] == ["Seat 2", "medium"]   # its level, its name
    for _ in range(MOST_FRAMES):                         # its first action, in words
        if screen.message.text != "Seat 2 plays":
            break
        simulator.frame()
    assert screen.message.text == simulator.app.session.log[-1][1]
    assert screen.panel.lines.texts[0] == "Seat 2"


def bought_back_a_wind(simulator):
    """Seat 1, with 2 tiles, no pool, 3 sunstones and a wind in the discard, has bought it
    back from the menu (no move made yet); the menu is open again."""
    game = game_at({"e5": "No"}, seats=("YfNb:-:3:0", "RoGg:TdTf:0:0"), discard=1)
    simulator.app.begin(Session(latice_rules, game, ["human", "human"]))
    simulator.press(buttons.A)                           # past the hand-off
    simulator.press(buttons.START)
    texts = menu_texts(simulator)
    simulator.press(buttons.DOWN, texts.index("Buy back a wind"))
    simulator.press(buttons.A)
    assert screen_name(simulator) == "GameScreen" and WIND in game.racks[0]
    assert game.sunstones[0] == 0 and not game.acted
    simulator.press(buttons.START)
    return game


def test_after_a_wind_buy_back_the_menu_ends_the_turn_and_says_it_is_a_pass(tmp_path):
    simulator = Simulator(str(tmp_path / "save.bin"), seed=5)
    game = bought_back_a_wind(simulator)
    texts = menu_texts(simulator)
    assert "Pass" not in texts
    assert texts[1] == "End turn (a pass)"              # R4: a buy-back alone is a pass
    assert "Buy back a wind" not in texts                # no sunstones left to pay
    actions = [item.pick for item in simulator.app.screen.items]
    assert actions[1] == END and BUY_WIND not in actions
    simulator.press(buttons.DOWN)
    simulator.press(buttons.A)                           # the turn ends: a pass
    assert game.to_move == 1 and game.passes == 1


def test_the_tiles_picked_for_an_exchange_are_framed_until_unpicked(tmp_path):
    simulator = Simulator(str(tmp_path / "save.bin"), seed=7)
    start_game(simulator, ["human", "human"])
    simulator.press(buttons.A)                           # past the hand-off
    simulator.press(buttons.START)
    simulator.press(buttons.DOWN, menu_texts(simulator).index("Exchange tiles"))
    simulator.press(buttons.A)
    screen = simulator.app.screen
    marks = screen.rack_view.marks
    simulator.run_script(parse_script("a\nright\na\nright"))   # the first two tiles picked
    assert [marks[0, slot] for slot in range(5)] == [sprites.CURSOR] * 2 + [sprites.BLANK] * 3
    simulator.run_script(parse_script("left\na"))        # the second unpicked
    assert [marks[0, slot] for slot in range(5)] == [sprites.CURSOR] + [sprites.BLANK] * 4
    simulator.press(buttons.B)                           # cancelled: no frame stays
    assert [marks[0, slot] for slot in range(5)] == [sprites.BLANK] * 5
