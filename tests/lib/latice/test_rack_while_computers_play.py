"""Whose rack the game screen shows while the computers play: a player alone against them sees
their own rack, face up, to plan while they wait (there is nobody to hide it from); with two
humans or more the rack shows tile backs, as between human turns."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from app_driver import screen_name, start_game  # noqa: E402
from shell import buttons, sprites  # noqa: E402
from latice.rack_view import RACK_CELLS  # noqa: E402
from latice.side_panel import SEAT_LINE  # noqa: E402
from tools.simulate import Simulator  # noqa: E402

FRAMES = 3000   # more than the computers take for their turns at the tests' pace


def rack_sprites(rack, hidden=False):
    """What the rack view draws for ``rack``, a cell each."""
    return [sprites.BLANK if slot >= len(rack) else sprites.BACK if hidden
            else sprites.tile_sprite(rack[slot]) for slot in range(RACK_CELLS)]


def drawn(simulator):
    """The sprites in the rack view's cells on the screen now."""
    cells = simulator.app.game_screen.rack_view.cells
    return [cells[0, slot] for slot in range(RACK_CELLS)]


def computer_frames(simulator):
    """Frame by frame through the computers' turns, up to the next human turn: yields the
    seat to move at each frame of a computer's turn."""
    session = simulator.app.session
    for _ in range(FRAMES):
        if not session.is_computer_turn():
            return
        assert screen_name(simulator) == "GameScreen"
        yield session.game.to_move
        simulator.frame()
    raise AssertionError("the computers did not finish their turns")


def end_turn_by_hint(simulator):
    simulator.press(buttons.SELECT, 2)          # the hint, played
    simulator.press(buttons.START)
    simulator.press(buttons.DOWN)               # "End turn"
    simulator.press(buttons.A)


def test_alone_against_three_computers_the_rack_shown_is_your_own_while_they_play(tmp_path):
    simulator = Simulator(str(tmp_path / "save.bin"), seed=4)
    start_game(simulator, ["easy", "human", "easy", "easy"])   # a computer plays first
    app = simulator.app
    game = app.session.game
    frames = 0
    for turn in range(2):
        for seat in computer_frames(simulator):
            screen = app.game_screen
            assert drawn(simulator) == rack_sprites(game.racks[1])
            assert screen.panel.lines.texts[SEAT_LINE] == "Seat %d" % (seat + 1)
            assert screen.rack_view.frame.hidden   # the human picks nothing meanwhile
            frames += 1
        assert game.to_move == 1 and screen_name(simulator) == "GameScreen"
        assert drawn(simulator) == rack_sprites(game.racks[1])
        if turn == 0:
            end_turn_by_hint(simulator)
            assert app.session.is_computer_turn()
    assert frames > 0


def test_with_two_humans_and_a_computer_the_rack_stays_hidden_while_the_computer_plays(
        tmp_path):
    simulator = Simulator(str(tmp_path / "save.bin"), seed=4)
    start_game(simulator, ["human", "easy", "human"])
    app = simulator.app
    game = app.session.game
    simulator.press(buttons.A)                   # past the hand-off
    end_turn_by_hint(simulator)
    frames = 0
    for seat in computer_frames(simulator):
        assert drawn(simulator) == rack_sprites(game.racks[seat], hidden=True)
        frames += 1
    assert frames > 0 and screen_name(simulator) == "HandoffScreen"
