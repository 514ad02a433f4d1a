"""Driving the app through the simulator's buttons, as a player does, for the tests of every
folder of tests/lib/: which screen is on show, the title's way into a game of Latice or of
Tactic Tiles with chosen seats, playing a game to its end, picking a menu's line, and the game
screens a few tests start from. Each helper takes a :class:`tools.simulate.Simulator`; the
tests make their own."""

import sys

from shell import buttons
from shell.computer_turns import PACES
from screens.menu import item_text

FAST = 2                    # Latice's computers' pace (an index of computer_turns.PACES)
FASTEST = len(PACES) - 1    # Tactic Tiles' computers' pace
PRESSES_PER_GAME = 3000     # the most presses a game of Tactic Tiles takes


def loaded_from(*packages):
    """The modules of these packages of lib/ imported now."""
    return sorted(name for name in list(sys.modules) if name.split(".")[0] in packages
                  and "." in name)


def screen_name(simulator):
    return type(simulator.app.screen).__name__


def menu_texts(simulator):
    return [item_text(item) for item in simulator.app.screen.items]


def choose_item(simulator, text):
    """Down the menu on the screen to the item ``text``, then A."""
    menu = simulator.app.screen
    for _ in range(len(menu.items)):
        if item_text(menu.items[menu.choice]) == text:
            simulator.press(buttons.A)
            return
        simulator.press(buttons.DOWN)
    raise AssertionError("no %r in the menu" % text)


def choose_seats(simulator, setup, kinds):
    """On a setup screen's "Start": Down to "Seats", Right to the seat count, then Down to each
    seat's line (one for each seat chosen) and Right to its kind (ends on the last seat's
    line)."""
    simulator.press(buttons.DOWN)
    for _ in range(8):
        if setup.seats == len(kinds):
            break
        simulator.press(buttons.RIGHT)
    assert setup.seats == len(kinds), "no %d seats in the setup" % len(kinds)
    for seat, kind in enumerate(kinds):
        simulator.press(buttons.DOWN)
        for _ in range(8):
            if setup.kinds[seat] == kind:
                break
            simulator.press(buttons.RIGHT)
        assert setup.kinds[seat] == kind, "no %r among the setup's kinds" % kind


# --- Latice ---------------------------------------------------------------------------------

def start_game(simulator, kinds):
    """From the title, set up seats with these kinds and start."""
    app = simulator.app
    app.pace = FAST
    while item_text(app.screen.items[app.screen.choice]) != "New game":   # (first, or Resume)
        simulator.press(buttons.UP)
    simulator.press(buttons.A)                      # New game
    choose_seats(simulator, app.screen, kinds)
    simulator.press(buttons.UP, len(kinds) + 1)     # back to "Seats", then up to "Start"
    simulator.press(buttons.A)
    if screen_name(simulator) == "SetupScreen":     # a saved game asks first
        simulator.press(buttons.A)


def play_until_over(simulator, max_frames=200000):
    """Humans take the hint (Select, Select); computers play by themselves."""
    frames = 0
    while screen_name(simulator) != "OverScreen":
        name = screen_name(simulator)
        if name == "HandoffScreen":
            simulator.press(buttons.A)
        elif name == "GameScreen" and simulator.app.screen.mode != "computer":
            simulator.press(buttons.SELECT, 2)
        else:
            simulator.frame()
        frames += 1
        assert frames < max_frames, "the game did not end"
    return simulator.app.session.game


def on_the_board(simulator):
    """Two humans, seat 1 on the game screen with a colour tile picked."""
    from engine.tiles import WIND

    start_game(simulator, ["human", "human"])
    simulator.press(buttons.A)                        # past the hand-off
    screen = simulator.app.screen
    while screen.picked_tile() == WIND:
        simulator.press(buttons.B)
    return screen


def bought_back_a_wind(simulator):
    """Seat 1, with 2 tiles, no pool, 3 sunstones and a wind in the discard, has bought it
    back from the menu (no move made yet); the menu is open again."""
    from latice import latice_rules
    from positions import game_at
    from shell.session import Session

    from engine.tiles import WIND

    game = game_at({"e5": "No"}, seats=("YfNb:-:3:0", "RoGg:TdTf:0:0"), discard=1)
    simulator.app.begin(Session(latice_rules, game, ["human", "human"]))
    simulator.press(buttons.A)                           # past the hand-off
    simulator.press(buttons.START)
    texts = menu_texts(simulator)
    simulator.press(buttons.DOWN, texts.index("Buy a wind: 3 sunstones"))   # R9, 2 seats
    simulator.press(buttons.A)
    assert screen_name(simulator) == "GameScreen" and WIND in game.racks[0]
    assert game.sunstones[0] == 0 and not game.acted
    simulator.press(buttons.START)
    return game


# --- Tactic Tiles ---------------------------------------------------------------------------

def open_setup(simulator):
    title = simulator.app.screen
    while item_text(title.items[title.choice]) != "Tactic Tiles":
        simulator.press(buttons.DOWN)
    simulator.press(buttons.A)
    assert screen_name(simulator) == "TacticSetup"
    return simulator.app.screen


def start_tactic(simulator, kinds, short=False):
    """From the title: the setup with these seats, then Start (the computers at their
    fastest pace)."""
    simulator.app.pace = FASTEST
    setup = open_setup(simulator)
    choose_seats(simulator, setup, kinds)
    if short:
        simulator.press(buttons.DOWN)                  # the length, after the last seat
        simulator.press(buttons.RIGHT)
        assert setup.length == 1
    simulator.press(buttons.UP, 1 + len(kinds) + (1 if short else 0))
    simulator.press(buttons.A)
    assert screen_name(simulator) == "TacticScreen"
    return simulator.app.screen


def play_tactic_until_over(simulator, limit=PRESSES_PER_GAME):
    """Humans press A (the cursor starts where the picked tile fits, so A lays it, or
    redraws; A again ends the turn); the computers play at their pace."""
    for _ in range(limit):
        if screen_name(simulator) != "TacticScreen":
            return
        simulator.press(buttons.A)
    raise AssertionError("the game did not end")
