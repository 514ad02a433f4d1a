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
    """The text lines shown in a group: grids of the font's 6 x 10 glyphs, read back."""
    from views.text_view import FIRST_CHARACTER

    return ["".join(chr(grid[column] + FIRST_CHARACTER) for column in range(grid.width)).strip()
            for grid in shown_layers(group) if getattr(grid, "tile_width", 0) == 6]


def placed_grids(group, x=0, y=0, scale=1):
    """The grids a display would draw, each with its rectangle on the screen: (grid, left,
    top, right, bottom), right and bottom past it."""
    import displayio

    found = []
    for layer in group:
        if layer.hidden:
            continue
        left, top = x + layer.x * scale, y + layer.y * scale
        if isinstance(layer, displayio.Group):
            found.extend(placed_grids(layer, left, top, scale * layer.scale))
        else:
            found.append((layer, left, top, left + layer.width * layer.tile_width * scale,
                          top + layer.height * layer.tile_height * scale))
    return found


def lines_in_sight(group):
    """The rectangles of the text lines' written parts, from their first character that is
    not a space to their last."""
    from views.text_view import GLYPH_WIDTH

    rectangles = []
    for grid, left, top, right, bottom in placed_grids(group):
        if grid.tile_width != GLYPH_WIDTH:
            continue
        written = [column for column in range(grid.width) if grid[column] != 0]
        if written:
            width = (right - left) // grid.width
            rectangles.append((left + written[0] * width, top,
                               left + (written[-1] + 1) * width, bottom))
    return rectangles


def test_over_the_demo_game_the_logo_and_big_words_blink(store):
    from screens import logo
    from shell import sprites

    app = store.app
    view = app.kiosk.view
    assert view is not None and list(app.root) == [app.game_screen.group, view.group]
    assert words_on_show(view.group) == ["LATICE", "Press any", "button"]
    banner = [grid for grid in shown_layers(view.words) if getattr(grid, "tile_width", 0) == 6]
    assert [grid[0] for grid in banner] == [ord("P") - 32, 0]   # "button" centred: a space first
    tiles = [grid for grid in shown_layers(view.group)
             if getattr(grid, "tile_width", 0) == sprites.CELL]
    assert [tiles[0][cell] for cell in range(tiles[0].width)] == list(logo.BANNER)
    assert view.words.scale == 2                          # twice the font's size ...
    left, top, right, bottom = view.rectangle()
    assert 0 <= left and right <= 160 and bottom <= 117   # ... and on the board
    seen = set()
    for _ in range(120):                                  # 2.4 s: on, off, on
        store.frame()
        seen.add(view.words.hidden)
        assert not app.game_screen.group.hidden           # the game plays on underneath
    assert seen == {True, False} and app.session.actions
    store.press(buttons.B)                                # any button: the person's game
    assert list(app.root) == [app.game_screen.group] and not app.kiosk.attracting


def test_the_invitation_is_a_banner_that_cuts_no_line_of_the_panel_in_part(store):
    """Over the first four demo games (Latice's of 3, 4 and 3 seats, and Tactic Tiles'): the
    banner's ground is opaque and drawn whole, and each line of text under it is hidden whole
    or not at all."""
    app = store.app
    games = []
    for game in range(4):                                 # the attract games 1 to 4
        games.append(app.session.rules.GAME)
        view = app.kiosk.view
        view.blink(0)                                     # the words on show
        store.hardware.display.refresh()
        banner = placed_grids(view.words, view.words.x, view.words.y, view.words.scale)
        assert banner and all(not grid.pixel_shader.is_transparent(0)
                              for grid, *_ in banner)      # its own ground
        left, top = min(box[1] for box in banner), min(box[2] for box in banner)
        right, bottom = max(box[3] for box in banner), max(box[4] for box in banner)
        for line in lines_in_sight(app.game_screen.group):
            clear = (line[2] <= left or right <= line[0] or line[3] <= top
                     or bottom <= line[1])
            covered = (left <= line[0] and line[2] <= right and top <= line[1]
                       and line[3] <= bottom)
            assert clear or covered, ("game %d: a line at %r, the banner at %r"
                                      % (game + 1, line, (left, top, right, bottom)))
        assert [box[1:] for box in banner] == [             # two lines, one rectangle
            (left, top, right, (top + bottom) // 2), (left, (top + bottom) // 2, right, bottom)]
        if games[-1] == "tactic":                         # its board spans the screen
            assert left + right == 160
        screen = store.hardware.display._pygame_screen
        colours = {tuple(screen.get_at((x, y)))[:3]
                   for x in range(left, right) for y in range(top, bottom)}
        assert len(colours) == 2 and (0, 0, 0) in colours   # the words on black, nothing else
        app.kiosk.attract()                               # the next demo game
        store.frame()
    assert games == ["latice", "latice", "tactic", "latice"]


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


def test_a_visitor_s_first_turns_name_the_buttons_then_whose_turn_it_is(store):
    app = store.app
    store.press(buttons.RIGHT)                            # a visitor: a game of Latice
    said = []
    for _ in range(3):                                    # the visitor's first three turns
        message = app.game_screen.message
        said.append((message.line.texts[0], message.text))
        for _ in range(60):                               # hints until the turn ends
            if app.session.game.to_move != 0:
                break
            store.press(buttons.SELECT, 2)
        for _ in range(1000):                             # the computer's turn, 20 s at most
            if app.session.game.to_move == 0:
                break
            store.frame()
    in_sight, whole = said[0]                             # the first 26 characters at once
    assert len(in_sight) <= 26 and in_sight == whole[:26]
    for words in ("Arrows", "A: place", "B: tile"):
        assert words in in_sight
    assert "Start: end turn" in whole                     # then, scrolling, the menu's button
    assert said[1] == said[0]                             # the second turn says it again
    assert said[2] == ("Seat 1: your turn", "Seat 1: your turn")
    store.wait(IDLE_MS + 100)                             # the next visitor is told too
    store.press(buttons.A)
    assert app.game_screen.message.text == whole


def test_a_minute_without_a_button_on_any_screen_brings_the_attract_loop_back(store):
    app = store.app
    store.press(buttons.START)                            # the setup screen
    store.press(buttons.B)                                # the title
    assert screen_name(store) == "TitleScreen"
    store.wait(IDLE_MS - 1000)
    assert screen_name(store) == "TitleScreen"
    store.wait(1100)
    assert app.kiosk.attracting


def test_people_playing_in_a_store_write_nothing_to_flash(store, monkeypatch):
    from latice import latice_rules

    saves = []   # nor load the save's code at each turn's end, to pack a game for nothing
    monkeypatch.setattr(latice_rules, "save", saves.append)
    app = store.app
    store.press(buttons.A)                                # play
    for _ in range(3):                                    # three turns of hints
        while screen_name(store) == "GameScreen" and app.session.game.to_move == 0:
            store.press(buttons.SELECT, 2)
        store.wait(3000)
        assert screen_name(store) == "GameScreen"         # no hand-off: one person plays
    assert len(app.session.actions) > 3
    assert store.writes == [] and saves == []


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
