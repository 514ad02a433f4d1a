"""Every line of text the app writes fits its place on the 160 x 128 screen: nothing is cut at
the edge, on any screen of the tour or of whole games for two and four seats."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from pathlib import Path  # noqa: E402

from app_driver import (bought_back_a_wind, choose_item, play_until_over, start_game,  # noqa: E402
                        start_tactic)
from shell import buttons  # noqa: E402
import pytest  # noqa: E402
from views import text_view  # noqa: E402
from screens.menu import item_text  # noqa: E402
from adafruit_ticks import ticks_add  # noqa: E402
from shell.art import MESSAGE_CHARS  # noqa: E402
from latice.game_clock import CONTROLS, TURN_TIMER  # noqa: E402
from tools.simulate import Simulator, parse_script  # noqa: E402

from engine.options import Options  # noqa: E402

SCREEN_WIDTH = 160
TOUR = Path(__file__).resolve().parents[3] / "docs" / "screens" / "tour.txt"


@pytest.fixture(name="cut")
def fixture_cut(monkeypatch):
    """The texts written to a line too narrow for them, or running past the screen's right
edge: with the line's width in characters and the text's right edge in pixels."""
    found = []
    write = text_view.TextLines.set

    def set_and_measure(lines, index, text, highlight=False):
        grid = lines.grids[index]
        right = lines.group.x + grid.x + len(text) * grid.tile_width
        if len(text) > grid.width or right > SCREEN_WIDTH:
            found.append((text, grid.width, right))
        write(lines, index, text, highlight)

    monkeypatch.setattr(text_view.TextLines, "set", set_and_measure)
    return found


def test_the_tour_s_texts_fit(tmp_path, cut):
    Simulator(str(tmp_path / "save.bin"), seed=7).run_script(parse_script(TOUR.read_text()))
    assert cut == []


@pytest.mark.slow
@pytest.mark.parametrize("kinds", [["human", "medium"], ["easy", "human", "hard", "human"]])
def test_a_whole_game_s_texts_fit(tmp_path, cut, kinds):
    simulator = Simulator(str(tmp_path / "save.bin"), seed=5)
    start_game(simulator, kinds)
    play_until_over(simulator)
    assert simulator.app.page.texts[0].endswith("!")   # who won
    assert cut == []


def test_a_message_longer_than_its_line_scrolls_to_its_end_and_starts_again():
    from views.message_line import MessageLine

    line = MessageLine(x=2, y=117)
    text = "3: Pt@e1 trefoil sun, lost 2 sunstones"
    line.say(text)
    shown = []
    for now in range(0, 30000, 20):
        line.tick(now)
        shown.append(line.line.texts[0])
    width = line.line.grids[0].width
    assert max(len(window) for window in shown) == width < len(text)
    assert shown[0] == text[:width]
    end = shown.index(text[-width:])
    assert text[:width] in shown[end:]                       # then from the start again
    windows = [window for i, window in enumerate(shown) if i == 0 or window != shown[i - 1]]
    assert all(text[i:i + width] == windows[i] for i in range(len(text) - width + 1))


def test_a_message_that_fits_stays_still():
    from views.message_line import MessageLine

    line = MessageLine(x=2, y=117)
    line.say("Seat 1: your turn")
    for now in range(0, 5000, 20):
        line.tick(now)
        assert line.line.texts[0] == "Seat 1: your turn"


def test_the_title_shows_the_message_it_is_given_whole_after_save_and_quit(tmp_path,
                                                                          monkeypatch):
    from shell.app import App

    given = []
    title = App.title

    def title_and_note(app, message=""):
        given.append(message)
        title(app, message)

    monkeypatch.setattr(App, "title", title_and_note)
    simulator = Simulator(str(tmp_path / "save.bin"), seed=5)
    start_game(simulator, ["human", "human"])
    simulator.run_script(parse_script("a\nselect 2\nstart"))   # a tile played, then the menu
    menu = simulator.app.screen
    while item_text(menu.items[menu.choice]) != "Save and quit":
        simulator.press(buttons.DOWN)
    simulator.press(buttons.A)
    assert type(simulator.app.screen).__name__ == "TitleScreen"
    assert given[-1] and simulator.app.page.texts[-1] == given[-1]


def test_learn_to_play_s_first_reminder_is_on_the_message_line_whole_at_once(tmp_path):
    from shell.art import MESSAGE_CHARS
    from tactic import tactic_lessons
    from latice.lessons import LESSONS

    simulator = Simulator(str(tmp_path / "save.bin"), seed=5)
    simulator.run_script(parse_script("down\na\na"))   # Learn to play; its first page read
    message = simulator.app.game_screen.message
    assert message.text == LESSONS[0][1] and message.line.texts[0] == message.text
    for lessons in (LESSONS, tactic_lessons.LESSONS):   # what to try, or that it can't be done
        assert all(len(text) <= MESSAGE_CHARS for lesson in lessons for text in lesson[1:4:2]
                   if text)


@pytest.mark.parametrize("tile, square, to", [("Pf", "e5", ""), ("Yd", "i9", ""),
                                              ("W", "c3", "c4")])
def test_a_hint_s_tile_and_square_are_on_the_message_line_at_once(tmp_path, monkeypatch, tile,
                                                                   square, to):
    simulator = Simulator(str(tmp_path / "save.bin"), seed=5)
    start_game(simulator, ["human", "human"])
    simulator.run_script(parse_script("a"))             # past the hand-off
    from latice.words import tile_name

    import engine.ai.hint   # (after the title, which lets the game's code go)
    from engine.actions import place, shift
    from engine.action_notation import parse_square
    from engine.action_notation import parse_tile

    action = (shift(parse_square(square), parse_square(to)) if to
              else place(parse_tile(tile), parse_square(square)))
    monkeypatch.setattr(engine.ai.hint, "hint", lambda game, level="hard": action)
    simulator.run_script(parse_script("select"))        # the hint
    shown = simulator.app.game_screen.message.line.texts[0]
    words = [square, to, "Wind"] if to else [square, tile_name(parse_tile(tile))]
    assert all(word in shown for word in words), shown


def test_the_clock_s_texts_fit(tmp_path, cut):
    """A chess clock's last seconds on the side panel ("S1 0:08"), and a turn the timer
    ended, on the message line ("Seat 1: out of time") and on the next hand-off."""
    blitz = [name for name, *_ in CONTROLS].index("blitz")
    simulator = Simulator(str(tmp_path / "save.bin"), seed=7)
    app = simulator.app
    app.start(Options(2), ["human", "human"], 1, blitz)
    simulator.press(buttons.A)                            # past the hand-off
    simulator.now = ticks_add(simulator.now, 172000)   # the clock jumps: one frame
    simulator.frame()
    assert app.game_screen.panel.lines.texts[0] == "S1 0:08"
    app.start(Options(3), ["human", "easy", "human"], 1, TURN_TIMER)
    simulator.press(buttons.A)
    simulator.now = ticks_add(simulator.now, 60100)    # seat 1 runs out of time
    simulator.frame()
    assert len(app.game_screen.message.text) <= MESSAGE_CHARS
    for _ in range(500):                                  # seat 2 plays, then seat 3's hand-off
        if type(app.screen).__name__ == "HandoffScreen":
            break
        simulator.frame()
    assert " ran out of time" in app.page.texts
    assert cut == []


TWO_BOARDS = {"formation": "spike", "two_boards": True}


@pytest.mark.parametrize("options, target, clock, wins, winners", [
    (Options(2), 2, "regulation", [1, 0], [0]),                   # the times, the clocks
    (Options(4, partners=True), 3, "none", [2, 1, 2, 1], [0, 2]),  # partners win the match
    (Options(5, **TWO_BOARDS), 1, "none", None, [4]),              # a line a seat, 5 seats
    (Options(8, **TWO_BOARDS), 3, "none", [2] * 7 + [1], [7]),     # two a line, 14 games
])
def test_the_over_and_match_screens_texts_fit(tmp_path, cut, options, target, clock, wins,
                                              winners):
    """The longest times (9:59 a clock, 9:59 the game), every seat's line, the match's
    heading and each player's wins, with 2 to 8 seats."""
    simulator = Simulator(str(tmp_path / "save.bin"), seed=7)
    app = simulator.app
    control = [name for name, *_ in CONTROLS].index(clock)
    app.start(options, ["medium"] * options.seats, target, control)
    simulator.frame()
    app.game_ms = 599000
    if control:
        app.session.clock.remaining = [599000, 599000]
    if wins:
        app.match.wins = wins
        app.match.games = [[seat] for seat in range(7)] * 2
    app.game_over("time", winners)
    texts = app.page.texts
    assert texts[0].endswith("!") and texts[2].startswith("Time 9:59")
    assert "" not in texts[:3 + 1 + (options.seats + 1) // 2]  # every seat is on the screen
    if target > 1:
        simulator.press(buttons.A)
        assert type(app.screen).__name__ == "MatchScreen"
        assert texts[0].endswith("the match!") and texts[-1] == "A: back to the title"
    assert cut == []


def test_the_menu_s_end_of_turn_the_hand_off_s_standing_and_a_computer_s_level_fit(tmp_path,
                                                                                   cut):
    from screens.handoff_screen import HandoffScreen
    from shell.settings import KINDS

    simulator = Simulator(str(tmp_path / "save.bin"), seed=5)
    bought_back_a_wind(simulator)                       # the menu: "End turn (a pass)"
    app = simulator.app
    app.start(Options(5, formation="fast-start", two_boards=True), KINDS)   # each kind a seat
    session = app.session
    session.seed = None                                 # as after a resume: the standing
    session.log.extend((1, "Red Bird on e%d" % rank) for rank in range(1, 10))
    HandoffScreen(app)                                  # a long summary: "(Down: more)"
    session.log[:] = []
    page = HandoffScreen(app).lines.texts
    assert page[2] == "Game resumed. Tiles left:"
    panel = app.game_screen.panel
    for seat in range(1, len(KINDS)):
        panel.show(seat, computer=True)
        assert panel.lines.texts[1] == KINDS[seat]
    assert cut == []


def test_every_square_s_name_fits_the_cursor_s_tag_on_both_boards():
    from latice.board_guides import SquareTag

    from engine.squares import SIDE, square_at, square_name

    width = SquareTag(None).grid.width
    for file in range(2 * SIDE):
        for rank in range(SIDE):
            assert len(square_name(square_at(file, rank))) == width


@pytest.mark.parametrize("seats, options, control", [
    (8, {"formation": "spike", "two_boards": True}, TURN_TIMER),   # the longest heading
    (4, {"partners": True}, 0),
    (2, {}, 3),                                                    # a chess clock: both times
])
def test_the_standings_texts_fit_every_seat_on_one_screen(tmp_path, cut, seats, options,
                                                          control):
    simulator = Simulator(str(tmp_path / "save.bin"), seed=5)
    kinds = ["expert", "medium"] * (seats // 2)
    simulator.app.start(Options(seats, **options), kinds, 1, control)
    simulator.frame()
    simulator.hold(buttons.B)
    page = simulator.app.page
    assert type(simulator.app.screen).__name__ == "StandingsScreen"
    assert [text for text in page.texts[2:2 + seats] if text] == page.texts[2:2 + seats]
    assert cut == []


def test_tactic_tiles_standings_texts_fit(tmp_path, cut):
    simulator = Simulator(str(tmp_path / "save.bin"), seed=5)
    start_tactic(simulator, ["human", "greedy", "easy", "greedy", "easy", "greedy"])
    simulator.hold(buttons.B)
    assert type(simulator.app.screen).__name__ == "StandingsScreen"


def test_tactic_tiles_hints_and_undo_fit(tmp_path, cut):
    """A Tactic Tiles hint puts what and where in the message line's first 26 characters,
    turn after turn; the menu's Undo and Hint lines and what A does after a tile fit too."""
    from tactic.tactic_hinting import hint_words

    from engine.tactic.actions import END, REDRAW

    simulator = Simulator(str(tmp_path / "save.bin"), seed=3)
    screen = start_tactic(simulator, ["human", "greedy"])
    game = screen.game
    for _ in range(8):                                  # eight turns of the human's
        if type(simulator.app.screen).__name__ != "TacticScreen":
            break
        simulator.press(buttons.START)
        choose_item(simulator, "Hint")
        words = hint_words(game, screen.hinted)
        assert len(words) <= MESSAGE_CHARS and screen.message.text.startswith(words)
        simulator.press(buttons.SELECT)                 # plays it
        simulator.press(buttons.START)
        choose_item(simulator, "Undo")
        assert screen.message.text.startswith("A: ")
        simulator.press(buttons.A, 2)                   # laid again, the turn ended
        simulator.wait(3000)                            # the computer's turn
    for action in (REDRAW, END):
        assert len(hint_words(game, action)) <= MESSAGE_CHARS
    assert cut == []


@pytest.mark.parametrize("seats, options", [(3, {}), (4, {}), (6, TWO_BOARDS), (8, TWO_BOARDS)])
def test_the_other_seats_columns_fit_with_two_digit_counts(tmp_path, cut, seats, options):
    """Every group of other seats on the side panel, each with two-digit counts."""
    simulator = Simulator(str(tmp_path / "save.bin"), seed=5)
    app = simulator.app
    app.start(Options(seats, **options), ["human"] * seats)
    simulator.press(buttons.A)                            # past the hand-off
    game = app.session.game
    game.sunstones[:] = [10 + seat for seat in range(seats)]
    game.halfstones[:] = [99] * seats
    panel = app.game_screen.panel
    for group in range(panel.groups):
        panel.shown = group
        panel.show(0, computer=False)
    assert cut == []


@pytest.mark.parametrize("scores", [[-12, 135], [12, 35, 7, 40, 28, 19],
                                    [112, 35, 7, -40, 28, 19], [-112, 135, 107, 140, 128, 119]])
def test_tactic_tiles_points_fit_their_line(tmp_path, cut, scores):
    """Every seat's points on one line, at least 3 px apart, the longest points too."""
    from tactic.tactic_screen import CHARACTER, LEAST_GAP

    simulator = Simulator(str(tmp_path / "save.bin"), seed=5)
    screen = start_tactic(simulator, ["human"] + ["greedy"] * (len(scores) - 1))
    screen.game.scores[:] = scores
    screen.draw_hand()
    lines = screen.points
    for seat in range(len(scores) - 1):
        end = lines.grids[seat].x + len(lines.texts[seat]) * CHARACTER
        assert lines.grids[seat + 1].x - end >= LEAST_GAP
    assert all(str(score) in text for score, text in zip(scores, lines.texts))
    assert cut == []
