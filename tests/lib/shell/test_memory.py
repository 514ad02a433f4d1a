"""lib/shell/memory.py: what goes when code is let go, that only it and the app let code go,
and the three moments they do it: a game starts, the title returns, a screen is replaced."""

import os
import re
import sys
import types
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from app_driver import screen_name, start_game, start_tactic  # noqa: E402
from shell import buttons, memory  # noqa: E402
from tools.simulate import Simulator  # noqa: E402

REPO = Path(__file__).resolve().parents[3]
LETTING_GO = re.compile(r"sys\.modules\.pop|del sys\.modules|let_go\(|delattr\(")
COLLECTING = re.compile(r"gc\.collect\(")


def loaded_of(*packages):
    return sorted(name for name in sys.modules if name.split(".")[0] in packages)


def files_of_lib_that(pattern):
    return sorted(str(path.relative_to(REPO)) for path in (REPO / "lib").rglob("*.py")
                  if pattern.search(path.read_text()))


def test_only_the_memory_module_and_the_app_let_code_go():
    assert files_of_lib_that(LETTING_GO) == ["lib/shell/app.py", "lib/shell/memory.py"]
    app = (REPO / "lib" / "shell" / "app.py").read_text()
    assert len(re.findall(r"memory\.let_go\(", app)) == 2   # App.hide, and at power-on
    # ... and collect the garbage, but for the heap figures, which collect to measure it
    assert files_of_lib_that(COLLECTING) == ["lib/screens/heap_figures.py", "lib/shell/app.py",
                                             "lib/shell/memory.py"]


def test_screens_saving_and_the_games_go_unless_kept_and_the_shell_never(monkeypatch):
    # Imported here: an app an earlier test ran may have let them go.
    from latice import words  # noqa: F401
    from saving import save_slot  # noqa: F401
    from screens import menu  # noqa: F401
    from views import text_view  # noqa: F401

    import engine.blob_writer  # noqa: F401
    import engine.game  # noqa: F401

    modules = dict(sys.modules)   # the app's own loop works on a copy: the real one stays
    a_test = types.ModuleType("test_of_a_screen")
    modules[a_test.__name__] = a_test
    monkeypatch.setattr(sys, "modules", modules)
    memory.let_go(keep=["latice", "latice.words", "engine", "engine.game", "screens",
                        "screens.menu"])
    assert "saving.save_slot" not in modules
    assert "engine.blob_writer" not in modules   # saving's part of the engine
    assert {"latice.words", "engine.game", "screens.menu", "shell.memory", "views.text_view",
            a_test.__name__} <= set(modules)
    assert not hasattr(modules["engine"], "blob_writer")   # nor its package's name of it
    memory.let_go()
    assert loaded_of("latice", "tactic", "engine", "screens", "saving") == []


def test_what_a_game_may_keep_leaves_out_the_screens_and_the_code_that_sets_it_up():
    names = ["latice.game_screen", "engine.game", "engine.setup", "engine.blob", "engine.crc",
             "screens.setup_screen", "saving.latice_resume", "views.font_reader", "shell.app"]
    assert memory.lasting(names) == {"latice.game_screen", "engine.game", "shell.app"}


def test_a_game_keeps_the_code_that_ends_a_human_turn_until_it_ends(tmp_path):
    """With two humans, its save and its hand-off: loaded once, not at every turn."""
    simulator = Simulator(str(tmp_path / "save.bin"), seed=3)
    app = simulator.app
    start_game(simulator, ["human", "human"])
    kept = {"saving.latice_saving", "saving.slot_writer", "engine.blob_writer",
            "screens.handoff_screen"}
    assert kept <= app.turn_code <= app.game_code
    assert {name for name in app.turn_code if name.split(".")[0] != "engine"} <= kept | {
        "saving", "screens"}
    simulator.press(buttons.A)                    # hand-off
    simulator.press(buttons.START)                # the game's menu: a screen replaced
    assert screen_name(simulator) == "GameMenu" and kept <= set(sys.modules)
    app.game_over("time", [0])                    # seat 2's clock ran out
    # (the end clears the save: the slot's writer is loaded again, for that moment)
    assert {"saving.latice_saving", "screens.handoff_screen"}.isdisjoint(sys.modules)
    app.show_title()
    start_game(simulator, ["human", "easy"])      # alone: no hand-off, the save for a moment
    assert app.turn_code == set() and loaded_of("saving", "screens") == []
    app.show_title()
    start_tactic(simulator, ["human", "human"])
    assert "saving.tactic_saving" in app.turn_code   # and no hand-off: Tactic Tiles has none
    assert loaded_of("screens") == []


def test_each_game_s_code_is_its_package_and_its_part_of_the_engine(monkeypatch):
    names = ["latice.game_screen", "engine.ai.hard", "engine.tactic.game", "engine.tiles",
             "engine.game", "tactic.tactic_view", "screens.menu", "shell.app"]
    monkeypatch.setattr(sys, "modules", {name: types.ModuleType(name) for name in names})
    assert memory.code_of_game("latice") == ["latice.game_screen", "engine.ai.hard",
                                             "engine.tiles", "engine.game"]
    assert memory.code_of_game("tactic") == ["engine.tactic.game", "engine.tiles",
                                             "tactic.tactic_view"]


def test_a_game_start_keeps_its_own_code_and_lets_the_other_game_s_go(tmp_path):
    simulator = Simulator(str(tmp_path / "save.bin"))
    start_tactic(simulator, ["human", "easy"])
    assert loaded_of("tactic") and not loaded_of("latice")
    simulator.app.show_title()                    # as the game's menu does to leave it
    assert screen_name(simulator) == "TitleScreen" and loaded_of("tactic", "engine") == []
    start_game(simulator, ["human", "easy"])
    assert loaded_of("latice") and not loaded_of("tactic")
    assert "engine.game" in simulator.app.game_code


def test_what_a_moment_of_a_game_loads_goes_at_the_next_screen_and_the_game_stays(tmp_path):
    simulator = Simulator(str(tmp_path / "save.bin"), seed=1)
    start_game(simulator, ["human", "human"])
    simulator.press(buttons.A)                    # hand-off
    simulator.press(buttons.RIGHT)
    simulator.press(buttons.A, 2)                 # a tile where it does not go: refused
    assert "latice.refusal" in sys.modules and "engine.illegal" in sys.modules
    game_code = set(simulator.app.game_code)
    simulator.press(buttons.START)                # the game's menu: a screen replaced
    assert screen_name(simulator) == "GameMenu"
    assert "latice.refusal" not in sys.modules and "engine.illegal" not in sys.modules
    assert {name for name in game_code if name.split(".")[0] != "screens"} <= set(sys.modules)
    assert "latice.game_screen" in sys.modules and "engine.game" in sys.modules


def test_at_the_end_the_players_and_the_screen_go_and_the_game_s_rules_stay(tmp_path):
    simulator = Simulator(str(tmp_path / "save.bin"), seed=5)
    app = simulator.app
    start_game(simulator, ["easy", "easy"])
    assert "engine.ai.players" in app.game_code and "latice.board_view" in app.game_code
    app.game_over("time", [0])                    # seat 2's clock ran out
    assert screen_name(simulator) == "OverScreen"
    assert "engine.ai.players" not in sys.modules and "latice.board_view" not in sys.modules
    assert "latice.latice_rules" in sys.modules and "engine.game" in sys.modules


def test_the_largest_block_is_found_to_within_its_step():
    from screens.heap_figures import STEP, largest_block

    for largest in (0, 1000, 40000, 65536):
        def allocate(size, largest=largest):
            if size > largest:
                raise MemoryError
            return bytearray(0)

        found = largest_block(100000, allocate)
        assert largest - STEP <= found <= largest
