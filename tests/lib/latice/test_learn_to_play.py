"""The guided first game ("Learn to play"): its lessons come in order between the player's
turns, each as soon as the last was done, and it can be left at any time."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from app_driver import FAST, choose_item, screen_name  # noqa: E402
from shell import buttons  # noqa: E402
from latice import lessons as latice_course  # noqa: E402
import pytest  # noqa: E402
from latice.lessons import LESSONS, TURNS_PER_LESSON, Lessons  # noqa: E402
from screens.menu import item_text  # noqa: E402
from saving.save_slot import in_use  # noqa: E402
from tools.simulate import REPO, Simulator  # noqa: E402

from engine.actions import (BUY_HALFSTONES, BUY_SUNSTONE, END, PLACE, SHIFT,  # noqa: E402
                            action_kind, place, placed_tile, to_square)
from engine.squares import MOON, square_file, square_rank  # noqa: E402

ASSETS = REPO / "assets"


class FakeChange:
    """What a session tells its listeners, as much of it as the lessons read."""

    def __init__(self, seat, action, neighbours=0, sun_square=False):
        self.seat = seat
        self.action = action
        self.undone = False
        self.report = self
        self.neighbours = neighbours
        self.sun_square = sun_square


def learn(tmp_path, seed=5):
    """From the title, "Learn to play" (the second line when nothing is saved)."""
    simulator = Simulator(str(tmp_path / "save.bin"), seed=seed)
    simulator.app.pace = FAST
    simulator.press(buttons.DOWN)
    simulator.press(buttons.A)
    return simulator


def test_a_lesson_done_brings_the_next_page_at_the_player_s_next_turn():
    lessons = Lessons(latice_course)
    assert lessons.page_due() and lessons.lesson == 0        # the first page, before any turn
    assert lessons.reminder() == "Try: a tile on moon"
    lessons.on_change(FakeChange(1, place(0x11, MOON)))    # the other seat's tile teaches nothing
    assert not lessons.page_due() and lessons.lesson == 0
    lessons.on_change(FakeChange(0, place(0x11, MOON)))
    assert lessons.reminder() is None                      # done: nothing more to try
    assert lessons.page_due() and lessons.lesson == 1


def test_a_lesson_done_before_its_page_is_done_at_once():
    lessons = Lessons(latice_course)
    lessons.page_due()
    lessons.on_change(FakeChange(0, place(0x11, MOON)))
    lessons.on_change(FakeChange(0, place(0x12, MOON + 1), neighbours=2))   # a double
    assert lessons.page_due() and lessons.lesson == 1      # matching: met by the double
    assert lessons.reminder() is None
    assert lessons.page_due() and lessons.lesson == 2      # stones: met by the double
    assert lessons.page_due() and lessons.lesson == 3
    assert lessons.reminder() == "Try: a sun square" and not lessons.page_due()


def test_a_lesson_without_its_chance_moves_on_after_a_few_turns():
    lessons = Lessons(latice_course)
    lessons.page_due()
    for _ in range(TURNS_PER_LESSON - 1):
        lessons.on_change(FakeChange(0, END))
        assert not lessons.page_due()
    assert lessons.page_due() and lessons.lesson == 1


def test_the_last_page_ends_the_lessons():
    lessons = Lessons(latice_course)
    lessons.met = -1    # every goal met
    while not lessons.finished():
        assert lessons.page_due()
    assert LESSONS[lessons.lesson][0] == "Well done!" and lessons.reminder() is None
    assert not any(lessons.page_due() for _ in range(10))


@pytest.mark.slow
def test_the_guided_game_shows_every_lesson_in_order_and_plays_to_the_end(tmp_path):
    simulator = learn(tmp_path)
    app = simulator.app
    assert screen_name(simulator) == "LessonScreen"
    assert app.session.kinds == ["human", "easy"]
    headings = []
    reminders = []
    frames = 0
    while screen_name(simulator) != "OverScreen":
        name = screen_name(simulator)
        if name == "HandoffScreen":                # a turn with no lesson due
            simulator.press(buttons.A)
        elif name == "LessonScreen":
            headings.append(app.page.texts[0])
            simulator.press(buttons.A)
            if app.lessons is not None and app.lessons.reminder():
                reminders.append(app.game_screen.message.text)
        elif name == "GameScreen" and app.screen.mode != "computer":
            simulator.press(buttons.SELECT, 2)    # the hint, then play it
        else:
            simulator.frame()
        frames += 1
        assert frames < 200000, "the guided game did not end"
    assert headings == [lesson[0] for lesson in LESSONS]
    assert reminders[0] == "Try: a tile on moon"
    assert app.page.texts[0].endswith("!")          # who won
    simulator.press(buttons.A)
    assert screen_name(simulator) == "TitleScreen" and app.lessons is None


def test_the_guided_game_can_be_left_from_its_menu(tmp_path):
    simulator = learn(tmp_path)
    app = simulator.app
    simulator.press(buttons.A)                        # the first lesson read: the board
    assert screen_name(simulator) == "GameScreen"
    assert app.game_screen.message.text == "Try: a tile on moon"
    simulator.press(buttons.START)
    while item_text(app.screen.items[app.screen.choice]) != "Abandon game":
        simulator.press(buttons.DOWN)
    simulator.press(buttons.A, 2)                     # asked, then confirmed
    assert screen_name(simulator) == "TitleScreen" and app.lessons is None
    assert not in_use(app)


def test_the_guided_game_can_be_left_from_a_lesson_s_page(tmp_path):
    simulator = learn(tmp_path)
    app = simulator.app
    assert screen_name(simulator) == "LessonScreen"
    simulator.press(buttons.START)
    assert screen_name(simulator) == "GameMenu"
    while item_text(app.screen.items[app.screen.choice]) != "Abandon game":
        simulator.press(buttons.DOWN)
    simulator.press(buttons.A, 2)
    assert screen_name(simulator) == "TitleScreen" and app.lessons is None


# -- what the lessons say is true, and says why and what next -------------------------------

def can_do(game, reminder):
    """Whether one legal action of the seat to move (a placement, a shift, an exchange, then a
    bought move) does what ``reminder`` asks, tried on a copy of the game: the rules' answer,
    not the lessons' own check."""
    if reminder == "Try: buy a move" and any(game.is_legal(buy) for buy in BUYS):
        return True
    for action in game.legal_actions():
        if action == END or action in BUYS:
            continue
        trial = game.copy()
        report = trial.apply(action)
        kind = action_kind(action)
        placed = kind == PLACE
        if {"Try: a tile on moon": placed and to_square(action) == MOON,
                "Try: match a tile": placed and report.neighbours >= 1,
                "Try: a double": placed and report.neighbours >= 2,
                "Try: a sun square": placed and report.sun_square,
                "Try: play a wind": kind == SHIFT,
                "Try: buy a move": any(trial.is_legal(buy) for buy in BUYS)}[reminder]:
            return True
    return False


BUYS = (BUY_SUNSTONE, BUY_HALFSTONES)


def end_turn(simulator):
    simulator.press(buttons.START)
    choose_item(simulator, "End turn" if simulator.app.session.game.acted
                else "End turn (a pass)")


def play_with_buttons(simulator, action):
    """Pick the placement's tile with B, walk the cursor to its square, press A."""
    screen = simulator.app.game_screen
    for _ in range(6):
        if screen.picked_tile() == placed_tile(action):
            break
        simulator.press(buttons.B)
    square = to_square(action)
    across = square_file(square) - square_file(screen.cursor)
    up = square_rank(square) - square_rank(screen.cursor)
    simulator.press(buttons.RIGHT if across > 0 else buttons.LEFT, abs(across))
    simulator.press(buttons.UP if up > 0 else buttons.DOWN, abs(up))
    simulator.press(buttons.A)


def weakest_placement(game):
    """The placement touching the fewest tiles (the first such): a new player's move, which
    leaves the lessons' chances to come."""
    best = None
    for action in game.legal_actions():
        if action_kind(action) == PLACE:
            trial = game.copy()
            touched = trial.apply(action).neighbours
            if best is None or touched < best[0]:
                best = (touched, action)
    return best and best[1]


def human_turn_begun(simulator):
    """On the board, the player's turn, drawn: what the message line says is its first word."""
    app = simulator.app
    screen = app.game_screen
    return (screen_name(simulator) == "GameScreen" and screen.mode != "computer"
            and not screen.turn_pending and not screen.dirty)


@pytest.mark.parametrize("seed", [1, 5, 9])
def test_a_lesson_asks_only_for_what_a_legal_move_can_do_now(tmp_path, seed):
    simulator = learn(tmp_path, seed)
    app = simulator.app
    said = []
    turns = 0
    for _ in range(20000):
        if app.lessons is None or app.lessons.finished() or turns == 24:
            break
        name = screen_name(simulator)
        if name in ("LessonScreen", "HandoffScreen"):
            simulator.press(buttons.A)
        elif human_turn_begun(simulator):
            game = app.session.game
            message = app.game_screen.message.text
            said.append(message)
            if message.startswith("Try:"):
                assert can_do(game, message), (message, turns)
            action = weakest_placement(game) if turns % 3 != 2 else None   # now and then a pass
            if action is not None:
                play_with_buttons(simulator, action)
                assert game.to_move == app.lessons.seat and not game.moves
            end_turn(simulator)
            turns += 1
        else:
            simulator.frame()
    assert turns >= 8 and any(text.startswith("Try:") for text in said)


def next_page(simulator):
    """Play on (the computer's turn, a hand-off) to the next lesson's page: its lines."""
    for _ in range(5000):
        name = screen_name(simulator)
        if name == "LessonScreen":
            return simulator.app.page.texts
        if name == "HandoffScreen":
            simulator.press(buttons.A)
        else:
            assert not human_turn_begun(simulator), "a turn of the player with no page"
            simulator.frame()
    raise AssertionError("no lesson's page came")


def wait_for_turn(simulator):
    for _ in range(5000):
        if human_turn_begun(simulator):
            return
        simulator.frame()
    raise AssertionError("the player's turn did not come")


def test_the_next_page_says_well_done_when_the_lesson_was_done(tmp_path):
    simulator = learn(tmp_path)
    simulator.press(buttons.A)                        # the first page read
    wait_for_turn(simulator)
    play_with_buttons(simulator, place(simulator.app.game_screen.picked_tile(), MOON))
    end_turn(simulator)
    texts = next_page(simulator)
    assert texts[:2] == ["Matching", "Well done: the first tile!"]
    assert texts[-1] == "A: play" and texts[2].startswith("A tile must touch")


def test_the_next_page_says_when_a_lesson_s_turns_ran_out(tmp_path):
    simulator = learn(tmp_path)
    app = simulator.app
    simulator.press(buttons.A)
    said = []
    for _ in range(TURNS_PER_LESSON):                 # the player only passes
        wait_for_turn(simulator)
        said.append(app.game_screen.message.text)
        end_turn(simulator)
    texts = next_page(simulator)
    assert texts[0] == "Matching"
    assert " ".join(texts[1:3]) == "4 turns without the first tile: next lesson."
    assert texts[-1] == "A: play"
    assert said == ["Try: a tile on moon"] + ["No tile for the moon now"] * 3  # the computer's


def test_every_lesson_s_page_fits_with_why_it_came():
    from screens.text_pages import read_page
    from tactic import tactic_lessons
    from views.text_view import wrap

    texts = str(ASSETS / "texts.txt")
    for course in (latice_course, tactic_lessons):   # the page: 12 lines, a lesson at most 8
        for number in range(2, len(course.LESSONS) + 1):
            waited, done = Lessons(course), Lessons(course)
            for lessons in (waited, done):
                lessons.lesson = number - 2
                lessons.turns = TURNS_PER_LESSON
            done.met = -1
            for lessons in (waited, done):
                assert lessons.page_due() and lessons.lesson == number - 1
                why = wrap(lessons.why)
                lines, pages = read_page(texts, "%s %d" % (course.SECTION, number), 0, 8)
                assert len(why) <= 2 and pages == 1 and 1 + len(why) + len(lines) + 1 <= 12


def test_after_a_move_the_message_says_how_to_end_the_turn_until_it_ends(tmp_path):
    simulator = learn(tmp_path)
    app = simulator.app
    simulator.press(buttons.A)
    wait_for_turn(simulator)
    screen = app.game_screen
    play_with_buttons(simulator, place(screen.picked_tile(), MOON))
    message = screen.message
    assert message.text.endswith("on e5")             # first, what was played
    for _ in range(200):                              # then, once read: what next
        if message.text != screen.session.log[-1][1]:
            break
        simulator.frame()
    assert message.text == "Well done! Start, End turn"
    simulator.press(buttons.A)                        # no move left: why not, then what next
    assert message.text.startswith("No move left")
    simulator.press(buttons.RIGHT)                    # the cursor moves: the words stay
    assert message.text.startswith("No move left")
    simulator.wait(4000)                              # read (scrolled through): what next
    assert message.text == "Well done! Start, End turn"
    end_turn(simulator)
    assert screen.mode == "computer" or screen.turn_pending
