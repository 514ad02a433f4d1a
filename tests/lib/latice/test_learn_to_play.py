"""The guided first game ("Learn to play"): its lessons come in order between the player's
turns, each as soon as the last was done, and it can be left at any time."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from app_driver import FAST, screen_name  # noqa: E402
from shell import buttons  # noqa: E402
from latice import lessons as latice_course  # noqa: E402
import pytest  # noqa: E402
from latice.lessons import LESSONS, TURNS_PER_LESSON, Lessons  # noqa: E402
from screens.menu import item_text  # noqa: E402
from saving.save_slot import in_use  # noqa: E402
from tools.simulate import Simulator  # noqa: E402

from engine.actions import END, place  # noqa: E402
from engine.squares import MOON  # noqa: E402

class FakeChange:
    """What a session tells its listeners, as much of it as the lessons read."""

    def __init__(self, seat, action, neighbours=0, sun_square=False):
        self.seat = seat
        self.action = action
        self.undone = False
        self.report = self
        self.neighbours = neighbours
        self.sun_square = sun_square


def learn(tmp_path):
    """From the title, "Learn to play" (the second line when nothing is saved)."""
    simulator = Simulator(str(tmp_path / "save.bin"), seed=5)
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
