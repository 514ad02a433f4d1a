"""Tactic Tiles' guided first game ("Learn to play", the last line of its setup): the same
lessons mechanism as Latice's, with its own lessons, read between the player's turns of a
short game against the easy computer, and left at any time."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from app_driver import screen_name  # noqa: E402
from shell import buttons  # noqa: E402
from tactic import tactic_lessons  # noqa: E402
from latice.lessons import Lessons  # noqa: E402
from screens.menu import item_text  # noqa: E402
from saving.save_slot import in_use  # noqa: E402
from tactic.tactic_lessons import LESSONS  # noqa: E402
from tools.simulate import Simulator  # noqa: E402

from engine.tactic.actions import END, REDRAW, place  # noqa: E402

FAST = 2


class FakeChange:
    """What a session tells its listeners, as much of it as the lessons read."""

    def __init__(self, seat, action, points=0):
        self.seat = seat
        self.action = action
        self.undone = False
        self.report = self
        self.points = points


def pick(simulator, text):
    """Down the menu on show to the line ``text``, and choose it."""
    menu = simulator.app.screen
    for _ in range(len(menu.items)):
        if item_text(menu.items[menu.choice]) == text:
            break
        simulator.press(buttons.DOWN)
    assert item_text(menu.items[menu.choice]) == text
    simulator.press(buttons.A)


def learn(tmp_path):
    """From the title, Tactic Tiles, then its setup's "Learn to play"."""
    simulator = Simulator(str(tmp_path / "save.bin"), seed=5)
    simulator.app.pace = FAST
    pick(simulator, "Tactic Tiles")
    assert screen_name(simulator) == "TacticSetup"
    pick(simulator, "Learn to play")
    return simulator


def test_tactic_s_lessons_are_met_by_a_tile_laid_then_turned_then_scoring():
    lessons = Lessons(tactic_lessons)
    assert lessons.page_due() and lessons.reminder() == "Try: lay a tile"
    lessons.on_change(FakeChange(0, REDRAW, -1))           # a redraw teaches nothing
    lessons.on_change(FakeChange(1, place(5, 1, 0), 2))    # nor the other seat's tile
    assert lessons.met == 0
    lessons.on_change(FakeChange(0, place(5, 0, 0)))       # laid as drawn, no points
    assert lessons.page_due() and lessons.reminder() == "Try: turn a tile"
    lessons.on_change(FakeChange(0, place(6, 3, 0), 1))    # turned, and scored
    assert lessons.page_due() and lessons.lesson == 2 and lessons.reminder() is None
    assert lessons.page_due() and lessons.finished()
    assert LESSONS[lessons.lesson][0] == "Well done!"
    lessons.on_change(FakeChange(0, END))
    assert not lessons.page_due()


def test_the_guided_game_reads_every_lesson_in_order_and_plays_to_the_end(tmp_path):
    simulator = learn(tmp_path)
    app = simulator.app
    assert screen_name(simulator) == "LessonScreen"
    assert app.session.kinds == ["human", "easy"]
    assert app.page.texts[0] == "Learn to play" and app.page.texts[-1] == "A: play"
    assert "edge to edge" in " ".join(app.page.texts)
    headings = []
    reminders = []
    frames = 0
    while screen_name(simulator) != "OverScreen":
        name = screen_name(simulator)
        if name == "LessonScreen":
            headings.append(app.page.texts[0])
            simulator.press(buttons.A)
            assert screen_name(simulator) == "TacticScreen"
            reminders.append(app.game_screen.message.text)
        elif name == "TacticScreen" and not app.game_screen.is_computer_turn():
            simulator.press(buttons.A)   # lays the tile that fits (or redraws), then ends
        else:
            simulator.frame()
        frames += 1
        assert frames < 20000, "the guided game did not end"
    assert headings == [lesson[0] for lesson in LESSONS]
    assert reminders[:2] == ["Try: lay a tile", "Try: turn a tile"]
    simulator.press(buttons.A)
    assert screen_name(simulator) == "TitleScreen" and app.lessons is None


def test_the_guided_game_can_be_left_from_a_lesson_s_page(tmp_path):
    simulator = learn(tmp_path)
    app = simulator.app
    simulator.press(buttons.START)
    assert screen_name(simulator) == "TacticMenu"
    pick(simulator, "Abandon game")
    simulator.press(buttons.A)                        # asked, then confirmed
    assert screen_name(simulator) == "TitleScreen" and app.lessons is None
    assert not in_use(app)


def test_the_guided_game_can_be_left_from_the_grid(tmp_path):
    simulator = learn(tmp_path)
    app = simulator.app
    simulator.press(buttons.A)                        # the first lesson read: the grid
    assert app.game_screen.message.text == "Try: lay a tile"
    simulator.press(buttons.START)
    pick(simulator, "Abandon game")
    simulator.press(buttons.A)
    assert screen_name(simulator) == "TitleScreen" and app.lessons is None
