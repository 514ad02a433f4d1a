"""Every way into a game begins clean, whatever was played before it: the title's new game,
Learn to play of either game, a resume, the kiosk's demo and its visitor's game, a match's
next game. Clean means: no lessons but the game's own (a new course, nothing met), no match
but the game's own, no next game of a finished match, and a session of its own."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from adafruit_ticks import ticks_add  # noqa: E402
from app_driver import (choose_item, open_setup, screen_name, start_game,  # noqa: E402
                        start_tactic)
from shell import buttons  # noqa: E402
import pytest  # noqa: E402
from shell.kiosk import IDLE_MS  # noqa: E402
from tools.simulate import Simulator  # noqa: E402

from engine.options import Options  # noqa: E402

BULLET = 4           # game_clock.CONTROLS: 90 s a seat
TACTIC_EVERY = 3     # the kiosk's every third demo game is Tactic Tiles
# The lessons' courses, by module name: a game's code is let go and loaded again between games.
LATICE_COURSE, TACTIC_COURSE = "latice.lessons", "tactic.tactic_lessons"


def assert_clean(app, before, course=None, match=None):
    """The game on show began clean: the lessons of ``course`` (its module's name) only,
    fresh (or none), ``match`` only (or none), no next game of an earlier match, and not
    ``before``'s session."""
    assert app.session is not None and app.session is not before
    assert app.next_session is None, "the last match's next game is still held"
    assert app.match is match
    if course is None:
        assert app.lessons is None, "lessons of an earlier game: %r" % app.lessons.course
    else:
        assert app.lessons is not None and app.lessons.course.__name__ == course
        assert app.lessons.met == 0 and app.lessons.lesson <= 0


# -- what came before: each leaves a game, a lesson or a match on show ---------------------------


def a_game_of_latice(simulator):
    start_game(simulator, ["human", "easy"])


def a_game_of_tactic_tiles(simulator):
    start_tactic(simulator, ["human", "easy"])


def latice_s_learn_to_play(simulator):
    choose_item(simulator, "Learn to play")
    assert simulator.app.lessons.course.__name__ == LATICE_COURSE


def tactic_s_learn_to_play(simulator):
    open_setup(simulator)
    choose_item(simulator, "Learn to play")
    if screen_name(simulator) == "TacticSetup":    # a saved game asks first
        simulator.press(buttons.A)
    assert simulator.app.lessons.course.__name__ == TACTIC_COURSE


def a_match_between_games(simulator):
    """A match to 2 whose first game was lost on the clock: its score on show, its next game
    made and held."""
    app = simulator.app
    app.start(Options(2), ["human", "human"], 2, BULLET)
    simulator.frame()
    simulator.press(buttons.A)                     # past the hand-off: the clock runs
    for _ in range(3):                             # 93 s, the cursor moved now and then (in
        simulator.now = ticks_add(simulator.now, 31000)   # a store, a minute without a
        simulator.frame()                                 # button is the demo's)
        simulator.press(buttons.LEFT)
    simulator.press(buttons.A)                     # the over screen, then the match's score
    assert screen_name(simulator) == "MatchScreen" and app.next_session is not None


BEFORE = [a_game_of_latice, a_game_of_tactic_tiles, latice_s_learn_to_play,
          tactic_s_learn_to_play, a_match_between_games]


def to_the_title(simulator):
    """Leave what is on show for the title, as the menus' "Abandon game" does."""
    simulator.app.title()
    simulator.frame()
    assert screen_name(simulator) == "TitleScreen"


# -- from the title ------------------------------------------------------------------------------


@pytest.fixture(name="simulator")
def fixture_simulator(tmp_path):
    return Simulator(str(tmp_path / "save.bin"), seed=6)


@pytest.mark.parametrize("before", BEFORE)
def test_the_title_s_new_game_starts_clean(simulator, before):
    before(simulator)
    last = simulator.app.session
    to_the_title(simulator)
    start_game(simulator, ["human", "human"])
    assert_clean(simulator.app, last)


@pytest.mark.parametrize("before", BEFORE)
def test_learn_to_play_of_either_game_starts_with_its_own_lessons(simulator, before):
    before(simulator)
    last = simulator.app.session
    to_the_title(simulator)
    latice_s_learn_to_play(simulator)
    assert_clean(simulator.app, last, LATICE_COURSE)
    last = simulator.app.session
    to_the_title(simulator)
    tactic_s_learn_to_play(simulator)
    assert_clean(simulator.app, last, TACTIC_COURSE)


@pytest.mark.parametrize("before", BEFORE)
def test_a_resumed_game_starts_clean(simulator, before):
    """After anything else, a game of Latice saved on its hand-off (Start saves it, then the
    title): Resume brings it back, and nothing of what came before."""
    before(simulator)
    to_the_title(simulator)
    start_game(simulator, ["human", "easy", "human"])
    assert screen_name(simulator) == "HandoffScreen"
    last = simulator.app.session
    simulator.press(buttons.START)                 # saves, then the title
    assert screen_name(simulator) == "TitleScreen"
    choose_item(simulator, "Resume saved game")
    simulator.frame()
    assert_clean(simulator.app, last)
    assert simulator.app.session.kinds == ["human", "easy", "human"]


def test_a_match_s_next_game_starts_clean_in_the_same_match(simulator):
    a_match_between_games(simulator)
    app = simulator.app
    match, last = app.match, app.session
    simulator.press(buttons.A)                     # "A: next game"
    assert screen_name(simulator) == "HandoffScreen"
    assert_clean(app, last, match=match)


# -- in a store: the kiosk's demo game, and the visitor's game after it ----------------------------


@pytest.fixture(name="store")
def fixture_store(monkeypatch, tmp_path):
    """A handheld in kiosk mode, on its title (a visitor pressed Start, then B)."""
    monkeypatch.setenv("LATICE_KIOSK", "1")
    simulator = Simulator(str(tmp_path / "save.bin"), seed=4)
    simulator.press(buttons.START)
    simulator.press(buttons.B)
    assert screen_name(simulator) == "TitleScreen"
    return simulator


@pytest.mark.parametrize("demo", ["Latice", "Tactic Tiles"])
@pytest.mark.parametrize("before", BEFORE)
def test_the_kiosk_s_demo_starts_clean_after_any_game_or_lesson(store, before, demo):
    """A visitor walks away from whatever they played: a minute later the demo game begins
    clean, its computers play on (a lesson of the other game once read their moves and
    failed), and a visitor's next press starts a clean game too."""
    app = store.app
    before(store)
    last = app.session
    shown = app.kiosk.shown
    app.kiosk.shown += (TACTIC_EVERY - 1 - shown % TACTIC_EVERY) if demo == "Tactic Tiles" else (
        1 if (shown + 1) % TACTIC_EVERY == 0 else 0)   # the next demo is of this game
    store.wait(IDLE_MS + 100)
    assert app.kiosk.attracting
    assert screen_name(store) == ("TacticScreen" if demo == "Tactic Tiles" else "GameScreen")
    assert_clean(app, last)
    demo_game = app.session
    store.wait(5000)                               # the computers play
    assert demo_game.actions, "the demo's computers did not play"
    store.press(buttons.A)                         # a visitor: a game against the computer
    assert not app.kiosk.attracting and app.session.kinds == ["human", "medium"]
    assert_clean(app, demo_game)
