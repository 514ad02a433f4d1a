"""Who is winning: holding B on the game screen shows every seat's standing at once (tiles
left and stones in Latice, points in Tactic Tiles), the seat to move in green, the partners,
the clock; B goes back to the game as it was, and the view's code goes with it."""

import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from app_driver import screen_name, start_game, start_tactic  # noqa: E402
from shell import buttons  # noqa: E402
from latice.side_panel import figures  # noqa: E402
from tools.simulate import Simulator  # noqa: E402

from engine.options import Options  # noqa: E402

MAX_FRAMES = 20000


def hold_b(simulator):
    simulator.hold(buttons.B)
    assert screen_name(simulator) == "StandingsScreen"
    return simulator.app.page


def seat_rows(page, seats):
    """Each seat's line, split into words, under the heading and the columns."""
    assert page.texts[1].startswith("Seat")
    return [page.texts[2 + seat].split() for seat in range(seats)]


def assert_mover_is_green(page, mover):
    highlighted = [index for index, grid in enumerate(page.grids)
                   if grid.pixel_shader is page.highlight]
    assert highlighted == [2 + mover]


def play_until(simulator, done):
    """Frames until ``done()``, a human's turn played by its hint (Select, Select) and the
    menu's first item (End turn)."""
    for _ in range(MAX_FRAMES):
        if done():
            return
        screen = simulator.app.screen
        if screen_name(simulator) == "HandoffScreen":
            simulator.press(buttons.A)
        elif screen_name(simulator) == "GameScreen" and screen.mode != "computer":
            simulator.press(buttons.SELECT, 2)
            simulator.press(buttons.START)
            simulator.press(buttons.A)      # End turn
        else:
            simulator.frame()
    raise AssertionError("the game did not get there")


def assert_latice_rows(simulator):
    session = simulator.app.session
    game = session.game
    page = hold_b(simulator)
    rows = seat_rows(page, game.options.seats)
    for seat, row in enumerate(rows):
        assert row == [str(session.number(seat)), session.kinds[seat]] + [
            str(count) for count in figures(game, seat)]
    assert page.texts[0].startswith("Seat %d to move" % session.number(game.to_move))
    assert_mover_is_green(page, game.to_move)
    return page


def test_a_four_seat_partnership_game_shows_every_seat_and_b_goes_back(tmp_path):
    simulator = Simulator(str(tmp_path / "save.bin"), seed=5)
    app = simulator.app
    app.pace = 0
    app.start(Options(4, partners=True), ["human", "easy", "medium", "easy"])
    simulator.frame()
    game = app.session.game
    play_until(simulator, lambda: len(app.session.actions) > 12 and game.to_move == 0
               and screen_name(simulator) == "GameScreen")
    assert len({tuple(figures(game, seat)) for seat in range(4)}) > 1   # they differ by now
    screen = app.screen
    slot = screen.slot
    page = assert_latice_rows(simulator)
    assert "Partners 1+3 against 2+4" in page.texts
    assert page.texts[-1] == "B: back to the game"
    simulator.press(buttons.B)
    assert app.screen is screen and screen.slot == slot   # the hold's press picked nothing
    assert "screens.standings_screen" not in sys.modules
    assert "latice.latice_standings" not in sys.modules
    hold_b(simulator)
    simulator.press(buttons.A)
    assert app.screen is screen


def test_a_six_seat_game_on_two_boards_shows_all_six_at_once(tmp_path):
    simulator = Simulator(str(tmp_path / "save.bin"), seed=5)
    start_game(simulator, ["human", "easy", "medium", "easy", "medium", "easy"])
    app = simulator.app
    assert app.session.game.options.two_boards
    play_until(simulator, lambda: len(app.session.actions) > 20
               and screen_name(simulator) == "GameScreen" and app.screen.mode == "computer")
    page = assert_latice_rows(simulator)   # during a computer's turn too
    actions = len(app.session.actions)
    for _ in range(50):
        simulator.frame()
    assert len(app.session.actions) == actions   # the game waits while they are shown
    simulator.press(buttons.B)
    assert app.screen is app.game_screen
    assert page.texts[-1] == "B: back to the game"


def test_a_chess_clock_shows_both_seats_time(tmp_path):
    from latice.game_clock import time_text

    simulator = Simulator(str(tmp_path / "save.bin"), seed=5)
    app = simulator.app
    app.start(Options(2), ["human", "human"], 1, 3)   # blitz
    simulator.frame()
    simulator.press(buttons.A)                        # past the hand-off
    for _ in range(100):
        simulator.frame()                             # two seconds of seat 1's time
    clock = app.session.clock
    page = assert_latice_rows(simulator)
    left = [time_text(ms) for ms in clock.remaining]
    assert left[0] != left[1]
    assert page.texts[0] == "Seat 1 to move, %s left" % left[0]
    assert "Clock 1: %s  2: %s" % tuple(left) in page.texts
    before = list(clock.remaining)
    for _ in range(100):
        simulator.frame()
    assert clock.remaining == [before[0] - 2000, before[1]]   # the turn and its clock go on
    left = [time_text(ms) for ms in clock.remaining]
    assert page.texts[0] == "Seat 1 to move, %s left" % left[0]   # and the page follows
    assert "Clock 1: %s  2: %s" % tuple(left) in page.texts


def test_a_six_seat_tactic_game_shows_every_seat_s_points(tmp_path):
    simulator = Simulator(str(tmp_path / "save.bin"), seed=5)
    kinds = ["human", "greedy", "easy", "greedy", "easy", "greedy"]
    start_tactic(simulator, kinds)
    app = simulator.app
    game = app.session.game
    for _ in range(3):                                # three rounds of laying tiles
        simulator.press(buttons.A)
        for _ in range(MAX_FRAMES):
            if game.to_move == 0:
                break
            simulator.frame()
    assert any(game.scores)
    screen = app.screen
    simulator.press(buttons.SELECT)                   # the tile turned: kept by the hold
    picked, turns = screen.picked, screen.turns
    page = hold_b(simulator)
    rows = seat_rows(page, 6)
    assert rows == [[str(seat + 1), kinds[seat], str(game.scores[seat])] for seat in range(6)]
    assert page.texts[0] == "Seat 1 to move"
    assert_mover_is_green(page, 0)
    simulator.press(buttons.B)
    assert app.screen is screen and (screen.picked, screen.turns) == (picked, turns)
    assert "screens.standings_screen" not in sys.modules
