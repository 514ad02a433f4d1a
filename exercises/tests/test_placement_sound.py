"""Exercise 5: the handheld beeps when a tile is placed.

Every board's ``Hardware`` gets a ``sound(name)`` method; the desktop board remembers the
names it was asked to play in a list, ``sounds``. The app asks for the sound "place" once for
each tile placed on the board, and stays silent when the cursor moves.
"""

import ast

import buttons
from tools.simulate import REPO, Simulator

from engine.tiles import WIND


def desktop_sounds(simulator):
    hardware = simulator.hardware
    assert callable(getattr(hardware, "sound", None)), (
        "boards/desktop.py: Hardware has no sound(name) method yet")
    sounds = getattr(hardware, "sounds", None)
    assert isinstance(sounds, list), (
        "boards/desktop.py: Hardware should keep the names of the sounds it played in a "
        "list called sounds")
    return sounds


def choose(simulator, menu, start):
    """Down the menu until the chosen line starts with ``start``."""
    for _ in range(len(menu.items)):
        if menu.items[menu.choice].text().startswith(start):
            return
        simulator.press(buttons.DOWN)
    raise AssertionError("the menu has no line starting with %r" % start)


def to_the_board(simulator):
    """From the title: a new game for two humans, past the hand-off, a colour tile picked."""
    app = simulator.app
    simulator.press(buttons.A)                        # New game
    setup = app.screen
    choose(simulator, setup, "Seat 2")
    for _ in range(4):
        if setup.kinds[1] == "human":
            break
        simulator.press(buttons.RIGHT)                # seat 2 becomes a human
    assert setup.kinds[:2] == ["human", "human"]
    choose(simulator, setup, "Start")
    simulator.press(buttons.A)
    if app.screen is setup:                           # a saved game asks first
        simulator.press(buttons.A)
    simulator.press(buttons.A)                        # past the hand-off
    screen = app.screen
    assert type(screen).__name__ == "GameScreen"
    while screen.picked_tile() == WIND:
        simulator.press(buttons.B)
    return screen


def test_placing_a_tile_plays_the_place_sound_once(tmp_path):
    simulator = Simulator(str(tmp_path / "save.bin"), seed=3)
    sounds = desktop_sounds(simulator)
    to_the_board(simulator)
    game = simulator.app.session.game
    sounds.clear()
    simulator.press(buttons.A)                        # the first tile goes on the moon
    assert game.tiles_on_board == 1
    assert sounds.count("place") == 1, (
        "one tile placed, sounds played: %r (expected 'place' once)" % (sounds,))


def test_moving_the_cursor_is_silent(tmp_path):
    simulator = Simulator(str(tmp_path / "save.bin"), seed=3)
    sounds = desktop_sounds(simulator)
    to_the_board(simulator)
    sounds.clear()
    for button in (buttons.RIGHT, buttons.UP, buttons.LEFT, buttons.DOWN):
        simulator.press(button)
    assert sounds == [], "moving the cursor played %r" % (sounds,)


def methods_of(path, class_name):
    tree = ast.parse(path.read_text())
    for node in tree.body:
        if isinstance(node, ast.ClassDef) and node.name == class_name:
            return [item.name for item in node.body if isinstance(item, ast.FunctionDef)]
    raise AssertionError("%s has no class %s" % (path, class_name))


def test_every_board_can_play_a_sound():
    import boards

    assert "sound(" in boards.__doc__, (
        "boards/__init__.py: add sound(name) to the list of parts every board gives")
    for path, class_name in ((REPO / "boards" / "device.py", "DeviceHardware"),
                             (REPO / "tools" / "standins" / "standin_board.py", "Hardware")):
        assert "sound" in methods_of(path, class_name), (
            "%s: %s has no sound(name) method yet" % (path.relative_to(REPO), class_name))
