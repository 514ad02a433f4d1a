"""Kiosk mode for game stores: the attract loop, any button to play, back to the attract loop
after a minute, nothing written to flash, and a loop that never stops (errors injected)."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from app_driver import menu_texts, screen_name  # noqa: E402
from shell import buttons  # noqa: E402
from shell import store_counts  # noqa: E402
import pytest  # noqa: E402
from support import Frames  # noqa: E402
from shell.kiosk import IDLE_MS, Kiosk  # noqa: E402
from tools.simulate import Simulator  # noqa: E402
from tools.bench.store_day import engine_heaps, store_day  # noqa: E402


@pytest.fixture(name="store")
def fixture_store(monkeypatch, tmp_path):
    """A handheld in kiosk mode (settings.toml's LATICE_KIOSK = 1) whose save file counts
    its writes."""
    monkeypatch.setenv("LATICE_KIOSK", "1")
    simulator = Simulator(str(tmp_path / "save.bin"), seed=4)
    writes = []
    write = simulator.hardware.storage.write
    simulator.hardware.storage.write = lambda data: writes.append(data) or write(data)
    simulator.writes = writes
    return simulator


def test_without_the_setting_the_app_starts_on_the_title(tmp_path):
    simulator = Simulator(str(tmp_path / "save.bin"), seed=4)
    assert simulator.app.kiosk is None and screen_name(simulator) == "TitleScreen"


def test_the_attract_loop_is_computers_playing_under_a_banner(store):
    app = store.app
    assert app.kiosk.attracting and screen_name(store) == "GameScreen"
    assert all(kind != "human" for kind in app.session.kinds)
    store.wait(3000)
    assert app.session.actions, "the computers did not play"
    assert app.game_screen.message.text == Kiosk.BANNER


def shown_layers(group):
    """The groups and grids a display would draw, the hidden ones left out."""
    found = []
    for layer in group:
        if not layer.hidden:
            found.append(layer)
            if hasattr(layer, "scale"):
                found.extend(shown_layers(layer))
    return found


def words_on_show(group):
    """The text lines shown in a group: grids of the font's 6 x 12 glyphs, read back."""
    from views.text_view import FIRST_CHARACTER

    return ["".join(chr(grid[column] + FIRST_CHARACTER) for column in range(grid.width)).strip()
            for grid in shown_layers(group) if getattr(grid, "tile_width", 0) == 6]


def test_over_the_demo_game_the_logo_and_big_words_blink(store):
    from screens import logo
    from shell import sprites

    app = store.app
    view = app.kiosk.view
    assert view is not None and list(app.root) == [app.game_screen.group, view.group]
    assert words_on_show(view.group) == ["LATICE", "Press any", "button"]
    tiles = [grid for grid in shown_layers(view.group)
             if getattr(grid, "tile_width", 0) == sprites.CELL]
    assert [tiles[0][cell] for cell in range(tiles[0].width)] == list(logo.BANNER)
    assert view.words.scale == 2                          # twice the font's size ...
    assert 0 <= view.words.x and view.words.x + 11 * 6 * 2 <= 160   # ... and on the screen
    seen = set()
    for _ in range(120):                                  # 2.4 s: on, off, on
        store.frame()
        seen.add(view.words.hidden)
        assert not app.game_screen.group.hidden           # the game plays on underneath
    assert seen == {True, False} and app.session.actions
    store.press(buttons.B)                                # any button: the person's game
    assert list(app.root) == [app.game_screen.group] and not app.kiosk.attracting


def test_any_button_plays_against_the_computer_and_start_opens_the_setup(store):
    app = store.app
    people = store_counts.value("games by people")
    store.press(buttons.LEFT)
    assert not app.kiosk.attracting and app.session.kinds == ["human", "medium"]
    assert screen_name(store) == "GameScreen"                 # nobody to hide the rack from
    assert not app.session.is_computer_turn()
    assert store_counts.value("games by people") == people + 1
    store.wait(IDLE_MS + 100)                             # walked away
    assert app.kiosk.attracting and screen_name(store) == "GameScreen"
    store.press(buttons.START)
    assert screen_name(store) == "SetupScreen" and not app.kiosk.attracting


def test_a_minute_without_a_button_on_any_screen_brings_the_attract_loop_back(store):
    app = store.app
    store.press(buttons.START)                            # the setup screen
    store.press(buttons.B)                                # the title
    assert screen_name(store) == "TitleScreen"
    store.wait(IDLE_MS - 1000)
    assert screen_name(store) == "TitleScreen"
    store.wait(1100)
    assert app.kiosk.attracting


def test_people_playing_in_a_store_write_nothing_to_flash(store):
    app = store.app
    store.press(buttons.A)                                # play
    for _ in range(3):                                    # three turns of hints
        while screen_name(store) == "GameScreen" and app.session.game.to_move == 0:
            store.press(buttons.SELECT, 2)
        store.wait(3000)
        assert screen_name(store) == "GameScreen"         # no hand-off: one person plays
    assert len(app.session.actions) > 3
    assert store.writes == []


def test_a_store_offers_no_save_in_the_game_menu_nor_on_the_hand_off(store):
    app = store.app
    store.press(buttons.A)                                # a visitor plays the computer
    store.press(buttons.START)
    assert screen_name(store) == "GameMenu"
    assert "Save and quit" not in menu_texts(store) and "Abandon game" in menu_texts(store)
    store.press(buttons.B)
    app.start(app.session.game.options, ["human", "human"])   # two visitors, from the setup
    store.frame()
    assert screen_name(store) == "HandoffScreen"
    assert not any("save" in text.lower() for text in app.page.texts)
    store.press(buttons.START)                            # nothing to save: it stays
    assert screen_name(store) == "HandoffScreen"
    store.press(buttons.A)
    store.press(buttons.START)
    assert "Save and quit" not in menu_texts(store)
    assert store.writes == []


def test_a_visitor_against_five_computers_waits_a_few_seconds_a_turn(store):
    """Two boards, one person and five computers: from the end of the person's turn to the
    start of their next, on the simulated clock (normal pace: about 15 s before)."""
    from engine.options import Options

    app = store.app
    store.press(buttons.A)                                # a visitor stops by
    app.start(Options(6, two_boards=True, formation="fast-start"),
              ["human", "easy", "medium", "hard", "easy", "medium"])
    store.frame()
    waits = []
    for _ in range(3):
        for _ in range(60):                               # hints until the turn ends
            if app.session.game.to_move != 0:
                break
            store.press(buttons.SELECT, 2)
        ended = store.now
        for _ in range(1000):                             # 20 s at most
            if app.session.game.to_move == 0 or app.session.game.is_over():
                break
            store.frame()
        waits.append(store.now - ended)
    assert screen_name(store) == "GameScreen" and app.session.game.to_move == 0
    assert len(app.session.actions) > 40, "the computers did not play"
    assert max(waits) <= 4000, waits


def test_after_an_attract_game_the_rules_turn_their_pages_then_the_next_game(store):
    app = store.app
    first = app.session
    app.game_over()                                       # as if the game had just ended
    assert screen_name(store) == "RulesScreen" and app.page.texts[-1] == Kiosk.BANNER
    pages = app.screen.pages
    store.wait(4000 * pages + 500)
    assert screen_name(store) == "GameScreen" and app.session is not first
    assert app.session.game.options.seats != first.game.options.seats


@pytest.mark.slow
def test_a_short_store_day_never_stops_and_writes_no_game():
    """Ten minutes of a store (6,000 frames of 100 ms), visitors, errors injected often;
    python -m tools.bench.store_day runs 500 attract games."""
    day = store_day(games=10000, seed=3, error_rate=0.05, frames=6000)
    assert day["frames"] == 6000 and day["attract games"] >= 4
    assert day["injected"] >= 3 and day["errors"] == day["injected"]
    assert day["reloads"] >= 1                  # errors coming fast reload the program
    assert day["game writes"] == 0


@pytest.mark.slow
def test_five_hundred_attract_games_leave_the_engine_s_heap_as_the_first_one_did():
    """The engine and the computer players under MicroPython (unix VM, fixed heap), with
    errors injected into Game.apply: nothing they keep grows from one game to the next."""
    heaps, finished, injected = engine_heaps(500, seed=1)
    assert len(heaps) == 500 and finished + injected == 500
    assert finished >= 400 and injected >= 20
    assert max(heaps) <= heaps[0], "the live heap grew from %d to %d bytes" % (
        heaps[0], max(heaps))



def test_an_error_while_the_app_starts_again_is_caught_too(tmp_path, monkeypatch):
    from shell import app as app_module
    from shell import main_loop

    from boards import desktop

    hardware = desktop.Hardware(str(tmp_path / "save.bin"), quiet=True, seed=1)
    starts = []
    real_start = main_loop.start

    def start_failing_once(hardware):
        starts.append(len(starts))
        if len(starts) == 2:                     # starting again after the first error
            raise RuntimeError("the second start fails")
        return real_start(hardware)

    steps = []
    real_step = app_module.App.step

    def step_failing_once(app, now):
        steps.append(now)
        if len(steps) == 3:
            raise RuntimeError("a frame fails")
        real_step(app, now)

    monkeypatch.setattr(main_loop, "start", start_failing_once)
    monkeypatch.setattr(app_module.App, "step", step_failing_once)
    errors = store_counts.value("errors")
    with pytest.raises(StopIteration):           # the run never stops by itself
        main_loop.run(hardware, Frames(20))
    assert store_counts.value("errors") - errors == 2
    assert len(starts) == 3 and len(steps) > 10  # started again, and played on
