"""The title, through its screens: its cursor starts on "Resume saved game" when a game is
saved (on "New game" otherwise), comes back to its line from the screens it leads to and
back (rules, settings, diagnostics), and its footer has no figure for developers."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from app_driver import screen_name, start_game  # noqa: E402
import pytest  # noqa: E402
from screens.menu import item_text  # noqa: E402
from tools.simulate import Simulator, parse_script  # noqa: E402


def chosen(simulator):
    title = simulator.app.screen
    assert screen_name(simulator) == "TitleScreen"
    return item_text(title.items[title.choice])


def go_to(simulator, line):
    """Down the title to ``line`` (at most once round)."""
    for _ in range(len(simulator.app.screen.items)):
        if chosen(simulator) == line:
            return
        simulator.run_script(parse_script("down"))
    raise AssertionError("no line %r on the title" % line)


def saved_game(tmp_path):
    """A title with a saved game: a game started, then saved from its hand-off (Start)."""
    simulator = Simulator(str(tmp_path / "save.bin"), seed=5)
    start_game(simulator, ["human", "human"])
    simulator.run_script(parse_script("start"))
    return simulator


def test_the_cursor_starts_on_new_game_and_the_footer_has_no_figure(tmp_path):
    simulator = Simulator(str(tmp_path / "save.bin"), seed=5)
    assert chosen(simulator) == "New game"
    assert "written" not in simulator.app.page.texts[-1]


def test_with_a_saved_game_the_cursor_starts_on_resume(tmp_path):
    simulator = saved_game(tmp_path)
    assert chosen(simulator) == "Resume saved game"
    assert simulator.app.page.texts[-1] == "Game saved"
    again = Simulator(str(tmp_path / "save.bin"), seed=5)   # the board switched on again
    assert chosen(again) == "Resume saved game"
    assert "written" not in again.app.page.texts[-1]


@pytest.mark.parametrize("line, screen, leave", [("Rules", "RulesScreen", "b"),
                                                 ("Settings", "SettingsScreen", "b"),
                                                 ("Diagnostics", "DiagnosticsScreen", "a")])
@pytest.mark.parametrize("saved", [False, True])
def test_the_cursor_comes_back_to_its_line(tmp_path, line, screen, leave, saved):
    simulator = saved_game(tmp_path) if saved else Simulator(str(tmp_path / "save.bin"))
    go_to(simulator, line)
    simulator.run_script(parse_script("a"))
    assert screen_name(simulator) == screen
    simulator.run_script(parse_script(leave))
    assert chosen(simulator) == line
    simulator.run_script(parse_script("a\n" + leave))   # and again: it stays
    assert chosen(simulator) == line


def test_a_game_started_after_a_visit_to_the_settings_ends_on_resume(tmp_path):
    simulator = Simulator(str(tmp_path / "save.bin"), seed=5)
    go_to(simulator, "Settings")
    simulator.run_script(parse_script("a\nb"))
    go_to(simulator, "New game")
    start_game(simulator, ["human", "human"])
    simulator.run_script(parse_script("start"))          # saved from the hand-off
    assert chosen(simulator) == "Resume saved game"
