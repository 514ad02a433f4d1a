"""The new game's setups, as a player reads them: only the seats chosen have a line, only the
options that apply to them are listed (partners with 4 seats, R11), a mark says when lines are
hidden above or below, every line is a few presses from Start, and the expert is a level to
choose that plays."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from app_driver import FAST, open_setup, screen_name, start_game  # noqa: E402
import pytest  # noqa: E402
from shell import buttons  # noqa: E402
from tools.simulate import Simulator  # noqa: E402

MOST_PRESSES = 7        # from Start to any line, with 8 seats (Up from Start wraps round)
MOST_PRESSES_2 = 4      # with 2 seats


def new_game(tmp_path):
    simulator = Simulator(str(tmp_path / "save.bin"), seed=5)
    simulator.press(buttons.A)                    # New game
    assert screen_name(simulator) == "SetupScreen"
    return simulator


def shown(simulator):
    """The page's lines as the player reads them."""
    return list(simulator.app.page.texts)


def chosen_line(simulator):
    """The line the cursor is on, as shown (its "> " taken off, and any mark at its end)."""
    lines = [text for text in shown(simulator) if text.startswith("> ")]
    assert len(lines) == 1, shown(simulator)
    return lines[0][2:].rstrip(" ^v")


def seat_lines(simulator):
    return [text for text in shown(simulator) if text.strip(" >").startswith("Seat ")]


def set_seats(simulator, seats):
    """From Start: Down to "Seats", Right to ``seats``, back Up to Start."""
    simulator.press(buttons.DOWN)
    for _ in range(8):
        if chosen_line(simulator) == "Seats: %d" % seats:
            break
        simulator.press(buttons.RIGHT)
    assert chosen_line(simulator) == "Seats: %d" % seats
    simulator.press(buttons.UP)
    assert chosen_line(simulator).startswith("Start")


def every_line(simulator, most):
    """Every line the cursor reaches going Down from Start, once round (at most ``most``)."""
    lines = [chosen_line(simulator)]
    for _ in range(most):
        simulator.press(buttons.DOWN)
        if chosen_line(simulator).startswith("Start"):
            return lines
        lines.append(chosen_line(simulator))
    raise AssertionError("Down did not come back to Start in %d presses" % most)


def test_a_two_seat_setup_lists_exactly_two_seat_lines(tmp_path):
    simulator = new_game(tmp_path)
    assert simulator.app.screen.seats == 2
    assert [line.strip(" >") for line in seat_lines(simulator)] == [
        "Seat 1: human", "Seat 2: medium"]
    assert not any("-" == line.rstrip()[-1:] for line in shown(simulator))
    set_seats(simulator, 3)
    assert len(seat_lines(simulator)) == 3


@pytest.mark.parametrize("seats, partners", [(2, False), (3, False), (4, True), (6, False)])
def test_partners_are_listed_with_four_seats_only(tmp_path, seats, partners):
    simulator = new_game(tmp_path)
    set_seats(simulator, seats)
    lines = every_line(simulator, 20)
    assert ("Partners: no" in lines) == partners
    assert len([line for line in lines if line.startswith("Seat ")]) == seats


def test_four_seats_start_a_partners_game(tmp_path):
    simulator = new_game(tmp_path)
    simulator.app.pace = FAST
    set_seats(simulator, 4)
    for _ in range(MOST_PRESSES):
        if chosen_line(simulator) == "Partners: no":
            break
        simulator.press(buttons.UP)
    simulator.press(buttons.RIGHT)
    assert chosen_line(simulator) == "Partners: yes"
    for _ in range(MOST_PRESSES):
        if chosen_line(simulator) == "Start":
            break
        simulator.press(buttons.DOWN)
    simulator.press(buttons.A)
    assert simulator.app.session.game.options.partners


def test_the_chess_clocks_are_offered_with_two_seats_only(tmp_path):
    simulator = new_game(tmp_path)
    simulator.press(buttons.UP)                  # round to the last line: Time
    offered = set()
    for _ in range(6):
        offered.add(chosen_line(simulator))
        simulator.press(buttons.RIGHT)
    assert offered == {"Time: none", "Time: turn timer", "Time: regulation", "Time: blitz",
                       "Time: bullet"}
    simulator.press(buttons.DOWN)                # Start
    set_seats(simulator, 3)
    simulator.press(buttons.UP)
    offered = set()
    for _ in range(6):
        offered.add(chosen_line(simulator))
        simulator.press(buttons.RIGHT)
    assert offered == {"Time: none", "Time: turn timer"}


def presses_to(simulator, button):
    """Each line the cursor reaches from Start by pressing ``button``, with the presses it
    took, once round (back on Start at the end)."""
    presses = {chosen_line(simulator): 0}
    for count in range(1, 20):
        simulator.press(button)
        if chosen_line(simulator).startswith("Start"):
            return presses
        presses.setdefault(chosen_line(simulator), count)
    raise AssertionError("the cursor did not come round to Start")


@pytest.mark.parametrize("seats, most", [(2, MOST_PRESSES_2), (4, MOST_PRESSES),
                                         (8, MOST_PRESSES)])
def test_every_line_is_a_few_presses_from_start(tmp_path, seats, most):
    simulator = new_game(tmp_path)
    set_seats(simulator, seats)
    down = presses_to(simulator, buttons.DOWN)
    up = presses_to(simulator, buttons.UP)
    assert set(down) == set(up)
    farthest = {line: min(down[line], up[line]) for line in down}
    assert max(farthest.values()) <= most, farthest
    for option in ("Board at start", "Tournament deal", "Kid mode", "Match", "Time"):
        assert any(line.startswith(option + ": ") for line in down)
    assert len([line for line in down if line.startswith("Seat ")]) == seats


def test_a_mark_shows_that_lines_are_hidden_below_or_above(tmp_path):
    simulator = new_game(tmp_path)
    lines = shown(simulator)
    assert not any(line.endswith(("v", "^")) for line in lines)   # 2 seats: all on show
    set_seats(simulator, 4)
    lines = shown(simulator)
    assert lines[1].startswith("> Start") and lines[10].endswith("v")
    assert not any(line.endswith("^") for line in lines)
    simulator.press(buttons.UP)                                    # round to the last line
    lines = shown(simulator)
    assert chosen_line(simulator).startswith("Time") and lines[1].endswith("^")
    assert not any(line.endswith("v") for line in lines)


def test_the_expert_is_a_level_to_choose_and_it_plays(tmp_path):
    simulator = new_game(tmp_path)
    simulator.press(buttons.DOWN, 3)             # seat 2: medium
    levels = []
    for _ in range(5):
        levels.append(chosen_line(simulator))
        simulator.press(buttons.RIGHT)
    assert "Seat 2: expert" in levels
    simulator = Simulator(str(tmp_path / "play.bin"), seed=5)
    start_game(simulator, ["human", "expert"])
    session = simulator.app.session
    assert session.kinds == ["human", "expert"]
    assert type(session.players[1]).__name__ == "ExpertPlayer"
    game = session.game
    ended = []
    session.listen(lambda change: ended.append(change.seat) if change.ends_turn() else None)
    for turn in range(3):                        # the human takes a hint and ends the turn
        simulator.press(buttons.SELECT, 2)
        simulator.press(buttons.START)
        simulator.press(buttons.DOWN)
        assert chosen_line(simulator).startswith("End turn")
        simulator.press(buttons.A)
        for _ in range(20000):                  # the expert thinks, a step a frame
            if game.to_move == 0 or game.is_over():
                break
            simulator.frame()
        assert game.to_move == 0 and not game.is_over(), "turn %d" % turn
        assert screen_name(simulator) == "GameScreen"
    assert ended == [0, 1] * 3


def test_tactic_tiles_setup_lists_only_the_chosen_seats(tmp_path):
    simulator = Simulator(str(tmp_path / "save.bin"), seed=5)
    setup = open_setup(simulator)
    assert setup.seats == 2 and len(seat_lines(simulator)) == 2
    assert not any(line.rstrip().endswith(": -") for line in shown(simulator))
    simulator.press(buttons.DOWN)
    simulator.press(buttons.RIGHT, 4)                       # 6 seats
    assert len(seat_lines(simulator)) == 6
    simulator.press(buttons.LEFT, 3)                        # 3 seats
    assert [line.strip(" >") for line in seat_lines(simulator)][-1].startswith("Seat 3:")
    simulator.press(buttons.UP)
    simulator.press(buttons.UP)                             # round to the last line
    assert chosen_line(simulator) == "Learn to play"
    simulator.press(buttons.UP)
    assert chosen_line(simulator).startswith("Game: ")
