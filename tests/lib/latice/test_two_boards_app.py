"""The app with two boards (R13): setup for 5 to 8 seats, one board on screen at a time, the
cursor going across, the panel's board lines, a whole 8-seat game, and its save."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from app_driver import play_until_over, screen_name, start_game  # noqa: E402
from shell import buttons  # noqa: E402
import pytest  # noqa: E402
from screens.menu import item_text  # noqa: E402
from shell import sprites  # noqa: E402
from latice.board_view import cell_of  # noqa: E402
from latice.side_panel import BOARD_LINE  # noqa: E402
from tools.simulate import Simulator  # noqa: E402

from engine.position import position_text  # noqa: E402
from engine.squares import BOARD_B  # noqa: E402
from engine.action_notation import parse_square  # noqa: E402

EIGHT = ["human", "easy", "medium", "easy", "human", "medium", "easy", "hard"]


def test_more_than_four_seats_need_a_formation(tmp_path):
    simulator = Simulator(str(tmp_path / "save.bin"))
    simulator.press(buttons.A)                      # New game
    setup = simulator.app.screen
    simulator.press(buttons.DOWN)                   # Seats
    while setup.seats != 5:
        simulator.press(buttons.RIGHT)
    assert setup.formation != 0
    simulator.press(buttons.DOWN, 6)                # Setup, after the 5 seat lines
    assert item_text(setup.items[setup.choice]).startswith("Board at start: ")
    for _ in range(8):
        simulator.press(buttons.RIGHT)
        assert setup.formation != 0                 # never "standard" on two boards
    simulator.press(buttons.UP, 7)                  # the "Game" heading is passed over
    assert item_text(setup.items[setup.choice]) == "Start"
    simulator.press(buttons.A)
    options = simulator.app.session.game.options
    assert options.two_boards and options.seats == 5 and options.formation


def test_the_cursor_crosses_to_board_b_and_the_screen_follows(tmp_path):
    simulator = Simulator(str(tmp_path / "save.bin"))
    start_game(simulator, ["human"] * 6)
    simulator.press(buttons.A)                      # past the hand-off
    screen = simulator.app.screen
    game = screen.game
    assert screen.cursor == parse_square("e5")
    simulator.press(buttons.RIGHT, 4)
    assert screen.cursor == parse_square("i5") and screen.board_view.shown == 0
    simulator.press(buttons.RIGHT)
    assert screen.cursor == parse_square("j5") and screen.board_view.shown == BOARD_B
    simulator.frame()
    cells = screen.board_view.cells
    moon_b = parse_square("n5")
    assert cells[cell_of(moon_b)] == sprites.tile_sprite(game.board[moon_b])
    lines = screen.panel.lines
    on_a = [s for s in screen.legal_squares() if s < BOARD_B]
    assert lines.texts[BOARD_LINE:BOARD_LINE + 3] == [
        "Fits", "A%3d" % len(on_a), "B%3d" % (len(screen.legal_squares()) - len(on_a))]
    assert green(lines, BOARD_LINE + 2) and not green(lines, BOARD_LINE + 1)   # B on screen
    simulator.press(buttons.LEFT)
    simulator.frame()
    assert screen.cursor == parse_square("i5") and screen.board_view.shown == 0
    assert green(lines, BOARD_LINE + 1) and not green(lines, BOARD_LINE + 2)
    simulator.press(buttons.LEFT, 8)
    simulator.press(buttons.LEFT)                   # board A's left edge: nowhere to go
    assert screen.cursor == parse_square("a5")


def green(lines, index):
    """Whether the panel's line ``index`` is drawn in green."""
    return lines.grids[index].pixel_shader is lines.highlight


@pytest.mark.slow
def test_a_whole_8_seat_game_plays_saves_and_ends_on_one_page(tmp_path):
    simulator = Simulator(str(tmp_path / "save.bin"))
    start_game(simulator, EIGHT)
    app = simulator.app
    assert app.session.game.options.two_boards
    for _ in range(200):                            # into the game, then save and quit
        if screen_name(simulator) == "HandoffScreen":
            break
        simulator.frame()
    before = position_text(app.session.game)
    simulator.press(buttons.START)                  # the hand-off's Start saves and quits
    assert screen_name(simulator) == "TitleScreen"
    resumed = Simulator(str(tmp_path / "save.bin"))
    resumed.press(buttons.A)                        # Resume saved game: the cursor is on it
    assert position_text(resumed.app.session.game) == before
    assert resumed.app.session.kinds == EIGHT
    resumed.app.pace = 2
    game = play_until_over(resumed)
    assert game.result() is not None
    texts = resumed.app.page.texts
    assert all(len(text) <= 26 for text in texts)
    heading = texts.index("Seat: tiles/sun/half")   # after the winner, the end and the time
    assert texts[heading - 1].startswith("Time ") and texts[-1].startswith("A: ")
    assert sum(text.count("/") for text in texts[heading + 1:-1]) == 2 * 8
