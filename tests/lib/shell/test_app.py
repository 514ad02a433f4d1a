"""The app on the desktop board, driven by button presses: whole games for 2, 3 and 4 seats,
and saving, a power cut and resuming."""

import os
import struct
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from app_driver import loaded_from, on_the_board, play_until_over, screen_name, start_game  # noqa: E402
from shell import buttons  # noqa: E402
import pytest  # noqa: E402
from latice.game_end import record as game_record  # noqa: E402
from screens.menu import item_text  # noqa: E402
from saving.save_slot import in_use, state  # noqa: E402
from tools.simulate import Simulator  # noqa: E402

from engine.actions import END  # noqa: E402
from engine.options import Options  # noqa: E402
from engine.position import position_text  # noqa: E402
from engine.record import replay  # noqa: E402


@pytest.mark.slow
def test_whole_games_for_two_three_and_four_seats(tmp_path):
    for kinds in (["human", "medium"], ["easy", "human", "hard"],
                  ["human", "easy", "human", "medium"]):
        simulator = Simulator(str(tmp_path / ("save%d.bin" % len(kinds))))
        start_game(simulator, kinds)
        game = play_until_over(simulator)
        assert game.result() is not None
        assert simulator.app.session.kinds == kinds
        record = game_record(simulator.app.session)
        assert position_text(replay(record)) == position_text(game)
        simulator.press(buttons.A)
        assert screen_name(simulator) == "TitleScreen"


def test_a_hint_lets_the_hard_player_s_code_go_unless_a_hard_computer_plays(tmp_path):
    for kinds, kept in ((["human", "medium"], False), (["human", "hard"], True)):
        simulator = Simulator(str(tmp_path / ("%s.bin" % kinds[1])))
        start_game(simulator, kinds)
        simulator.press(buttons.A)                    # hand-off
        simulator.press(buttons.SELECT)               # the hint, from the hard player
        assert simulator.app.game_screen.hinted is not None
        assert screen_name(simulator) == "GameScreen"
        assert ("engine.ai.hard" in sys.modules) == kept


def test_a_hint_that_runs_out_of_memory_says_so_and_the_game_goes_on(tmp_path, monkeypatch):
    def short_heap(game, level="hard"):
        raise MemoryError("memory allocation failed, allocating 130 bytes")

    simulator = Simulator(str(tmp_path / "save.bin"))
    start_game(simulator, ["human", "human"])
    simulator.press(buttons.A)                        # hand-off
    before = position_text(simulator.app.session.game)
    from engine.ai import hint as hint_module   # loaded now: a screen change lets it go
    from latice.hinting import NO_ROOM

    monkeypatch.setattr(hint_module, "hint", short_heap)
    simulator.press(buttons.SELECT)                   # the hint's search runs out of memory
    screen = simulator.app.game_screen
    assert screen_name(simulator) == "GameScreen" and screen.hinted is None
    assert screen.message.text == NO_ROOM
    assert position_text(simulator.app.session.game) == before
    monkeypatch.undo()
    simulator.press(buttons.SELECT)                   # memory back: the hint is found
    assert screen.hinted is not None


def test_a_heap_too_short_for_hard_s_search_gets_medium_s_hint(tmp_path, monkeypatch):
    asked = []

    def hard_out_of_room(game, level="hard"):
        asked.append(level)
        if level == "hard":
            raise MemoryError("memory allocation failed, allocating 130 bytes")
        return make_player(level, 1).choose(SeatView(game, game.to_move))

    simulator = Simulator(str(tmp_path / "save.bin"))
    start_game(simulator, ["human", "human"])
    simulator.press(buttons.A)                        # hand-off
    from engine.ai import hint as hint_module, make_player   # loaded now: see above
    from engine.ai.view import SeatView

    game = simulator.app.session.game
    medium = make_player("medium", 1).choose(SeatView(game, game.to_move))
    monkeypatch.setattr(hint_module, "hint", hard_out_of_room)
    simulator.press(buttons.SELECT)
    screen = simulator.app.game_screen
    assert asked == ["hard", "medium"]
    assert screen.hinted == medium and "Select: play it" in screen.message.text


def test_a_game_without_a_computer_seat_holds_none_of_the_computers_code(tmp_path):
    """Pass and play: no player is made, and the hint's player goes with the hint."""
    def computers_code():
        return sorted(name for name in sys.modules if name.startswith("engine.ai"))

    simulator = Simulator(str(tmp_path / "save.bin"))
    start_game(simulator, ["human", "human"])
    simulator.press(buttons.A)                        # hand-off
    assert screen_name(simulator) == "GameScreen" and computers_code() == []
    simulator.press(buttons.SELECT)                   # the hint, from the hard player
    assert simulator.app.game_screen.hinted is not None and computers_code() == []
    simulator.press(buttons.SELECT)                   # played
    assert simulator.app.session.actions and computers_code() == []
    computer = Simulator(str(tmp_path / "computer.bin"))
    start_game(computer, ["human", "easy"])
    assert "engine.ai.players" in computers_code()


def test_save_power_cut_and_resume_return_to_the_same_position(tmp_path):
    save = str(tmp_path / "save.bin")
    simulator = Simulator(save)
    start_game(simulator, ["human", "human"])
    simulator.press(buttons.A)                        # hand-off
    simulator.press(buttons.SELECT, 2)                # seat 1 plays the hint
    while screen_name(simulator) == "GameScreen":     # ... and ends its turn
        simulator.press(buttons.SELECT, 2)
    assert screen_name(simulator) == "HandoffScreen"
    saved = position_text(simulator.app.session.game)
    writes = state(simulator.app)[1]
    simulator.press(buttons.A)
    simulator.press(buttons.SELECT, 2)                # seat 2 is mid-turn when the power goes
    del simulator
    again = Simulator(save)
    assert screen_name(again) == "TitleScreen" and in_use(again.app)
    again.press(buttons.A)                            # Resume, where the cursor starts
    assert screen_name(again) == "HandoffScreen"
    assert position_text(again.app.session.game) == saved
    assert state(again.app)[1] == writes


def test_a_damaged_save_is_reported_never_loaded_and_replaced_only_when_confirmed(tmp_path):
    save = tmp_path / "save.bin"
    # A Latice record of 9 payload bytes (its length and the length's complement agree) whose
    # checksum does not match.
    save.write_bytes(b"LTCE\x03" + bytes(4) + bytes([2, 9, 0, 0xF6, 0xFF]) + bytes(40))
    simulator = Simulator(str(save))
    assert screen_name(simulator) == "TitleScreen"
    assert "damaged" in simulator.app.screen.lines.texts[-1]
    assert not [text for text in simulator.app.page.texts if "Resume" in text]
    assert in_use(simulator.app)                      # never taken for an empty slot
    simulator.press(buttons.A)                        # New game
    simulator.press(buttons.A)                        # Start: asks first
    assert screen_name(simulator) == "SetupScreen" and simulator.app.screen.confirming
    simulator.press(buttons.A)                        # confirmed: a new game starts
    assert screen_name(simulator) == "GameScreen"     # one player: no hand-off


def test_a_missing_sprite_sheet_is_named(tmp_path):
    from shell.art import ArtError

    try:
        Simulator(str(tmp_path / "save.bin"), sheet=tmp_path / "nothing.bmp")
    except ArtError as error:
        assert "nothing.bmp" in str(error)
    else:
        raise AssertionError("a missing sheet was not reported")


def test_buttons_pressed_during_a_computer_turn_change_nothing(tmp_path):
    simulator = Simulator(str(tmp_path / "save.bin"))
    start_game(simulator, ["hard", "human"])         # the computer moves first
    simulator.app.pace = 0
    screen = simulator.app.screen
    assert screen.mode == "computer"
    before = position_text(simulator.app.session.game)
    for button in (buttons.A, buttons.B, buttons.START, buttons.SELECT, buttons.LEFT):
        screen.handle(button, buttons.PRESS)
    assert position_text(simulator.app.session.game) == before
    assert simulator.app.screen is screen


def test_a_tap_between_two_frames_is_not_lost(tmp_path):
    simulator = Simulator(str(tmp_path / "save.bin"), seed=3)
    screen = on_the_board(simulator)
    game = simulator.app.session.game
    simulator.hardware.key_down(buttons.A)            # down and up before the next frame
    simulator.hardware.key_up(buttons.A)
    simulator.frame()
    assert game.tiles_on_board == 1 and screen.mode == "placing"


def test_a_press_of_a_reaches_the_engine_once_and_redraws_once(tmp_path):
    simulator = Simulator(str(tmp_path / "save.bin"), seed=3)
    screen = on_the_board(simulator)
    game = simulator.app.session.game
    calls = {"apply": 0, "is_legal": 0}
    for name in calls:
        def counted(*args, name=name, method=getattr(game, name)):  # noqa: B008 (bound now)
            calls[name] += 1
            return method(*args)
        setattr(game, name, counted)
    draws = screen.draws
    simulator.press(buttons.A)                        # the first tile, on the moon
    assert game.tiles_on_board == 1
    assert calls == {"apply": 1, "is_legal": 1}       # checked once, inside apply
    assert screen.draws == draws + 1


def test_the_game_screen_lasts_the_game_and_every_other_screen_is_let_go(tmp_path):
    """... and with it its code: no screen's module stays imported once a screen is shown."""
    import gc
    import weakref

    simulator = Simulator(str(tmp_path / "save.bin"), seed=3)
    app = simulator.app
    left = []
    last = app.screen

    def press(button, count=1):
        nonlocal last
        for _ in range(count):
            simulator.press(button)
            if app.screen is not last:
                if last is not app.game_screen:
                    left.append(weakref.ref(last))
                last = app.screen
            gc.collect()
            assert [ref for ref in left if ref() is not None] == []
            # but what ends a human's turn, its save and hand-off, kept all game
            assert set(loaded_from("screens", "saving")) <= app.turn_code

    game_screen = on_the_board(simulator)
    last = app.screen
    for button in (buttons.START, buttons.DOWN):      # the menu, then ...
        press(button)
    while item_text(app.screen.items[app.screen.choice]) != "Rules":
        press(buttons.DOWN)
    press(buttons.A)                                  # ... the rules from the menu
    assert screen_name(simulator) == "RulesScreen"
    press(buttons.B)                                  # back to a new menu
    press(buttons.B)                                  # back to the board
    assert app.screen is game_screen
    press(buttons.SELECT, 2)                          # seat 1 plays the hint ...
    while app.screen is game_screen:
        press(buttons.SELECT, 2)                      # ... until its turn ends
    press(buttons.A)                                  # seat 2 takes the device
    assert app.screen is game_screen and game_screen.seat == 1
    reference = weakref.ref(game_screen)
    del game_screen
    press(buttons.START)
    while item_text(app.screen.items[app.screen.choice]) != "Save and quit":
        press(buttons.DOWN)
    press(buttons.A)
    assert screen_name(simulator) == "TitleScreen"
    gc.collect()
    assert reference() is None and app.session is None


def test_at_the_end_the_game_screen_and_its_code_go_before_the_end_s_code_loads(tmp_path,
                                                                              monkeypatch):
    """Its views are the code that building it loaded; the end's modules are loaded after
    they were let go, and the session stays (to play again)."""
    import gc
    import sys
    import weakref

    simulator = Simulator(str(tmp_path / "save.bin"), seed=5)
    app = simulator.app
    start_game(simulator, ["easy", "easy"])
    views = ("latice.game_screen", "latice.board_view", "latice.rack_view", "latice.side_panel")
    assert set(views) <= set(app.screen_code) and set(views) <= set(sys.modules)
    screen = weakref.ref(app.game_screen)
    seen_at_the_end = []
    finish = app.session.rules.finish

    def finish_and_look(*arguments):
        gc.collect()
        seen_at_the_end.append((screen(), [name for name in views if name in sys.modules]))
        return finish(*arguments)

    monkeypatch.setattr(app.session.rules, "finish", finish_and_look)   # the game's own rules
    play_until_over(simulator)
    assert seen_at_the_end == [(None, [])]
    assert app.session is not None and app.game_screen is None and app.computer_turns is None


def held_on_the_stack(modules):
    """(function, name) for each local of a frame on the call stack that is one of these
    modules' functions or objects: what keeps their code alive."""
    held = []
    frame = sys._getframe(1)
    while frame is not None:
        for name, value in frame.f_locals.items():
            if (getattr(value, "__module__", None) in modules
                    or type(value).__module__ in modules):
                held.append((frame.f_code.co_name, name))
        frame = frame.f_back
    return held


def watch_the_game_screen_built(monkeypatch, seen):
    """Note, whenever Latice's game screen is built, the screen on show and what the call stack
    holds of the setup screen, the title and the saving code."""
    from shell.app import App

    begin = App.begin

    def begin_and_watch(app, session, lessons=None):
        build = session.rules.game_screen

        def build_and_look(app):
            seen.append((app.screen, held_on_the_stack(
                ("screens.setup_screen", "screens.title_screen", "saving.latice_saving",
                 "saving.save_slot", "saving.slot_writer"))))
            return build(app)

        monkeypatch.setattr(session.rules, "game_screen", build_and_look)
        return begin(app, session, lessons)

    monkeypatch.setattr(App, "begin", begin_and_watch)


def test_a_game_is_built_once_the_screen_that_started_it_and_the_saving_code_are_let_go(
        tmp_path, monkeypatch):
    """From the setup and at a resume, nothing on the call stack holds the screen that started
    the game or a function of the saving code while the game's screen is built (a name of one
    would keep all of that code alive through the game's heaviest moment)."""
    save = str(tmp_path / "save.bin")
    simulator = Simulator(save)
    seen = []
    watch_the_game_screen_built(monkeypatch, seen)
    start_game(simulator, ["human", "human"])
    simulator.press(buttons.A)                        # hand-off
    while screen_name(simulator) == "GameScreen":     # seat 1 plays the hint, and is saved
        simulator.press(buttons.SELECT, 2)
    again = Simulator(save)
    again.press(buttons.A)                            # Resume
    assert screen_name(again) == "HandoffScreen"
    assert seen == [(None, []), (None, [])]


def test_at_the_end_the_computers_and_their_code_go(tmp_path, monkeypatch):
    """The finished game's players, and the code that making them loaded, go before the end's
    code is loaded (a next game makes its own)."""
    import gc
    import weakref

    simulator = Simulator(str(tmp_path / "save.bin"), seed=5)
    app = simulator.app
    start_game(simulator, ["easy", "medium"])
    assert "engine.ai.players" in app.session.players_code
    player = weakref.ref(app.session.players[1])
    seen_at_the_end = []
    finish = app.session.rules.finish

    def finish_and_look(*arguments):
        gc.collect()
        seen_at_the_end.append((player(), [name for name in sys.modules
                                           if name.startswith("engine.ai")]))
        return finish(*arguments)

    monkeypatch.setattr(app.session.rules, "finish", finish_and_look)
    play_until_over(simulator)
    assert seen_at_the_end == [(None, [])]
    assert app.session.players == [None, None]


def test_the_screen_dims_without_input_and_wakes_on_a_button(tmp_path):
    from shell.app import DIM_AFTER_MS

    simulator = Simulator(str(tmp_path / "save.bin"))
    simulator.wait(DIM_AFTER_MS // 2)
    assert not simulator.hardware.dimmed
    simulator.now += DIM_AFTER_MS // 2     # a quiet half minute, without drawing each frame
    simulator.frame()
    assert simulator.hardware.dimmed
    simulator.press(buttons.DOWN)
    assert not simulator.hardware.dimmed


def test_stones_light_the_leds_for_a_moment_of_the_app_s_own_clock(tmp_path, monkeypatch):
    import time

    from shell.lights import LIGHT_MS, STONES_COLOUR

    from engine.actions import place
    from engine.action_notation import parse_square
    from engine.action_notation import parse_tile

    simulator = Simulator(str(tmp_path / "save.bin"), seed=3)
    start_game(simulator, ["human", "human"])
    simulator.press(buttons.A)
    session = simulator.app.session
    game = session.game
    game.board[parse_square("d6")] = parse_tile("Rf")   # a ready-made double at e6
    game.board[parse_square("e5")] = parse_tile("Yb")
    game.count_board()
    game.racks[0][0] = parse_tile("Rb")
    session.apply(place(parse_tile("Rb"), parse_square("e6")))
    assert simulator.hardware.lit == STONES_COLOUR
    # The wall clock leaps (a slow test machine, a debugger): the app's clock does not.
    leap = time.monotonic() + 10
    monkeypatch.setattr(time, "monotonic", lambda: leap)
    simulator.wait(LIGHT_MS - 100)
    assert simulator.hardware.lit == STONES_COLOUR
    simulator.wait(200)
    assert simulator.hardware.lit == 0


def test_a_cursor_move_redraws_at_most_two_cells(tmp_path):
    simulator = Simulator(str(tmp_path / "save.bin"))
    start_game(simulator, ["human", "easy"])
    simulator.press(buttons.A)
    board = simulator.app.screen.board_view
    drawn = board.cells_changed
    simulator.press(buttons.RIGHT)
    assert board.cells_changed == drawn   # the board grid did not change at all
    assert board.cursor.x == 1 + 5 * 13   # only the one-cell cursor moved


def test_abandoning_a_game_asks_first_and_any_other_button_takes_it_back(tmp_path):
    simulator = Simulator(str(tmp_path / "save.bin"), seed=3)
    on_the_board(simulator)
    app = simulator.app
    simulator.press(buttons.START)
    simulator.press(buttons.UP)                       # round to the last item: Abandon game
    assert item_text(app.screen.items[app.screen.choice]) == "Abandon game"
    simulator.press(buttons.A)
    assert screen_name(simulator) == "GameMenu"
    assert "Abandon game? A: yes" in [text.strip("> ") for text in app.page.texts]
    simulator.press(buttons.UP)                       # mashing on: the question goes
    simulator.press(buttons.DOWN)
    simulator.press(buttons.A)
    assert screen_name(simulator) == "GameMenu" and app.session is not None
    simulator.press(buttons.A)                        # asked, and answered
    assert screen_name(simulator) == "TitleScreen" and app.session is None


class FailingStorage:
    """A save slot whose writes fail, as a full or worn-out storage would."""

    def read(self, size):
        return b""

    def write(self, data):
        raise OSError(28, "No space left on device")


def test_a_save_that_cannot_be_written_is_said_and_the_game_goes_on(tmp_path):
    simulator = Simulator(str(tmp_path / "save.bin"), seed=3)
    on_the_board(simulator)
    app = simulator.app
    app.hardware.storage = FailingStorage()
    simulator.press(buttons.SELECT, 2)                # seat 1 plays the hint ...
    while screen_name(simulator) == "GameScreen":
        simulator.press(buttons.SELECT, 2)            # ... until its turn ends: a save
    assert screen_name(simulator) == "HandoffScreen"  # that failed, and the game goes on
    simulator.press(buttons.A)
    simulator.press(buttons.START)
    while item_text(app.screen.items[app.screen.choice]) != "Save and quit":
        simulator.press(buttons.DOWN)
    simulator.press(buttons.A)
    assert screen_name(simulator) == "TitleScreen"
    assert app.page.texts[-1] == "Could not save the game"


def test_a_scripted_run_never_touches_the_player_s_save(tmp_path, monkeypatch):
    from tools.simulate import main

    monkeypatch.setenv("HOME", str(tmp_path))
    script = tmp_path / "script.txt"
    # New game, Start, past the hand-off, play the hint, end the turn from the menu: a save.
    script.write_text("a\nup\na\na\nselect 2\nstart\ndown\na\n")
    assert main(["--script", str(script)]) == 0
    assert list(tmp_path.iterdir()) == [script]


def test_a_game_resumed_on_a_computer_s_turn_goes_on_with_the_computer(tmp_path):
    save = str(tmp_path / "save.bin")
    simulator = Simulator(save, seed=3)
    start_game(simulator, ["human", "easy"])
    simulator.press(buttons.SELECT, 2)                # the human plays the hint ...
    simulator.press(buttons.START)
    simulator.press(buttons.DOWN)
    simulator.press(buttons.A)                        # ... and ends the turn: saved
    assert simulator.app.session.is_computer_turn()
    again = Simulator(save, seed=3)
    again.press(buttons.A)                            # Resume, where the cursor starts
    assert screen_name(again) == "GameScreen" and again.app.screen.mode == "computer"


def test_a_player_alone_goes_straight_to_the_board_but_a_resumed_game_to_its_hand_off(tmp_path):
    save = str(tmp_path / "save.bin")
    simulator = Simulator(save, seed=3)
    app = simulator.app
    start_game(simulator, ["human", "easy", "easy"])
    assert screen_name(simulator) == "GameScreen" and not app.session.is_computer_turn()
    for _ in range(2):
        simulator.press(buttons.SELECT, 2)            # the hint, then End turn: saved
        simulator.press(buttons.START)
        simulator.press(buttons.DOWN)
        simulator.press(buttons.A)
        assert app.session.is_computer_turn()
        for _ in range(3000):                         # the computers play
            if not app.session.is_computer_turn():
                break
            assert screen_name(simulator) == "GameScreen"
            simulator.frame()
        assert screen_name(simulator) == "GameScreen" and app.session.game.to_move == 0
        assert app.session.log == []                  # nobody is told: nothing is kept
    simulator.press(buttons.START)
    for _ in range(len(app.screen.items)):
        if item_text(app.screen.items[app.screen.choice]) == "Save and quit":
            break
        simulator.press(buttons.DOWN)
    simulator.press(buttons.A)                        # saved on the human's turn
    assert screen_name(simulator) == "TitleScreen"
    again = Simulator(save, seed=3)
    again.press(buttons.A)                # Resume (the title's cursor is on it): the hand-off
    assert screen_name(again) == "HandoffScreen"
    assert again.app.page.texts[0] == "Seat 1, your turn"


def test_start_on_the_hand_off_saves_the_game_and_resume_comes_back_to_that_hand_off(tmp_path):
    save = str(tmp_path / "save.bin")
    simulator = Simulator(save, seed=5)
    start_game(simulator, ["human", "easy", "human"])
    simulator.press(buttons.A)                        # past seat 1's hand-off
    simulator.press(buttons.SELECT, 2)                # seat 1 plays the hint, ends its turn
    simulator.press(buttons.START)
    simulator.press(buttons.DOWN)
    simulator.press(buttons.A)
    while screen_name(simulator) != "HandoffScreen":  # seat 2, a computer, plays
        simulator.frame()
    waiting = position_text(simulator.app.session.game)
    assert simulator.app.session.game.to_move == 2
    simulator.press(buttons.START)
    assert screen_name(simulator) == "TitleScreen"
    again = Simulator(save, seed=5)
    again.press(buttons.A)                            # Resume, where the cursor starts
    assert screen_name(again) == "HandoffScreen"
    assert position_text(again.app.session.game) == waiting   # the computer's turn is kept
    assert again.app.page.texts[0] == "Seat 3, your turn"
    game = again.app.session.game   # the save keeps no log: the standing instead
    left = [len(game.racks[seat]) + len(game.pools[seat]) for seat in range(3)]
    assert again.app.page.texts[1:6] == ["Since your last turn:", "Game resumed. Tiles left:",
                                         " Seat 1: %d" % left[0], " Seat 2: %d" % left[1],
                                         " Seat 3: %d" % left[2]]


def test_a_long_summary_scrolls_instead_of_losing_its_start(tmp_path):
    simulator = Simulator(str(tmp_path / "save.bin"), seed=5)
    start_game(simulator, ["human", "human"])
    session = simulator.app.session
    session.log.extend((0, "Red Bird on e%d" % rank) for rank in range(1, 10))
    session.apply(END)                                # seat 1's turn ends: seat 2's hand-off
    assert screen_name(simulator) == "HandoffScreen"
    page = simulator.app.page
    assert page.texts[1] == "Since your last turn:"   # the same heading as a short summary's
    assert page.texts[2:4] == ["Seat 1:", " Red Bird on e1"]
    assert page.texts[7] == "  (Down: more)"
    simulator.press(buttons.DOWN, 10)
    assert page.texts[7] == " Passed"                 # the last line, at the bottom
    assert page.texts[2] == " Red Bird on e5"
    assert page.texts[1] == "Since your last turn:"
    simulator.press(buttons.UP, 10)
    assert page.texts[2] == "Seat 1:"


def test_the_hand_off_s_heading_is_the_same_all_game(tmp_path):
    simulator = Simulator(str(tmp_path / "save.bin"), seed=5)
    start_game(simulator, ["human", "human"])
    page = simulator.app.page
    assert page.texts[1:3] == ["Since your last turn:", "Nothing yet"]
    simulator.app.session.apply(END)                  # seat 1 passes: seat 2's hand-off
    assert page.texts[1:4] == ["Since your last turn:", "Seat 1:", " Passed"]


def test_after_a_game_b_plays_again_with_the_same_seats(tmp_path):
    simulator = Simulator(str(tmp_path / "save.bin"), seed=5)
    start_game(simulator, ["easy", "human"])
    finished = play_until_over(simulator)
    heading = simulator.app.page.texts[0]
    winners = finished.result()[1]
    if len(winners) == 1:
        assert heading == "Seat %d wins!" % (winners[0] + 1)
    else:
        assert heading == "Seats %d and %d win!" % (winners[0] + 1, winners[1] + 1)
    simulator.press(buttons.B)
    session = simulator.app.session
    assert session.kinds == ["easy", "human"] and session.game is not finished
    assert session.game.options.seats == 2 and not session.game.is_over()


def test_a_board_that_restarts_between_games_starts_afresh_at_the_title_after_a_game(tmp_path):
    simulator = Simulator(str(tmp_path / "save.bin"), seed=5)
    hardware = simulator.hardware
    hardware.restarts_between_games = True            # as on a handheld (boards/device.py)
    simulator.press(buttons.DOWN)
    while item_text(simulator.app.screen.items[simulator.app.screen.choice]) != "Rules":
        simulator.press(buttons.DOWN)
    simulator.press(buttons.A)
    simulator.press(buttons.B)                        # no game yet: the title, no restart
    assert screen_name(simulator) == "TitleScreen" and hardware.restarts == 0
    start_game(simulator, ["easy", "medium"])
    play_until_over(simulator)
    simulator.press(buttons.A)                        # the title, after a game
    assert hardware.restarts == 1 and screen_name(simulator) != "TitleScreen"


def test_a_title_with_a_message_or_on_a_desktop_comes_without_a_restart(tmp_path):
    simulator = Simulator(str(tmp_path / "save.bin"), seed=5)
    start_game(simulator, ["easy", "medium"])
    play_until_over(simulator)
    simulator.press(buttons.A)
    assert screen_name(simulator) == "TitleScreen" and simulator.hardware.restarts == 0
    simulator.hardware.restarts_between_games = True
    start_game(simulator, ["human", "human"])
    simulator.press(buttons.A)                        # past the hand-off
    simulator.press(buttons.START)
    while item_text(simulator.app.screen.items[simulator.app.screen.choice]) != "Save and quit":
        simulator.press(buttons.DOWN)
    simulator.press(buttons.A)                        # "Game saved" on the title: it stays
    assert screen_name(simulator) == "TitleScreen" and simulator.hardware.restarts == 0


def test_the_over_screen_names_the_winner_first_gives_the_time_and_celebrates(tmp_path):
    from latice.game_clock import time_text
    from shell.lights import WIN_COLOUR
    from shell.sounds import SOUNDS

    simulator = Simulator(str(tmp_path / "save.bin"), seed=5)
    start_game(simulator, ["easy", "human", "easy"])
    simulator.app.set_volume(1)
    finished = play_until_over(simulator)
    app = simulator.app
    winners = [seat + 1 for seat in finished.result()[1]]
    page = app.page
    names = [str(number) for number in winners]
    assert page.texts[0] == ("Seat %s wins!" % names[0] if len(names) == 1 else "Seats %s win!"
                             % (" and " if len(names) == 2 else ", ").join(names))
    assert page.texts[2] == "Time " + time_text(app.game_ms) and app.game_ms > 0
    rows = page.texts[4:7]                          # a seat a line, the winners first
    assert [int(row.split()[0]) for row in rows[:len(winners)]] == winners
    assert sorted(int(row.split()[0]) for row in rows) == [1, 2, 3]
    lit = [index for index, grid in enumerate(page.grids) if grid.pixel_shader is page.highlight]
    assert lit == [0] + [4 + row for row in range(len(winners))]
    assert simulator.hardware.sounds.count(SOUNDS["win"]) == 1   # once, at the end
    assert simulator.hardware.sounds[-1] == SOUNDS["win"]
    simulator.frame()
    assert simulator.hardware.lit == WIN_COLOUR


def test_a_game_of_computers_only_can_be_left_from_its_menu(tmp_path):
    simulator = Simulator(str(tmp_path / "save.bin"), seed=5)
    start_game(simulator, ["easy", "medium"])
    simulator.frame()
    assert screen_name(simulator) == "GameScreen"
    simulator.press(buttons.START)
    menu = simulator.app.screen
    assert [item_text(item) for item in menu.items] == [
        "Back to the board", "Rules", "Abandon game"]
    simulator.press(buttons.UP)
    simulator.press(buttons.A, 2)                     # Abandon, confirmed
    assert screen_name(simulator) == "TitleScreen"


def test_save_and_quit_mid_turn_saves_the_turn_s_start_so_nothing_is_lost_to_undo(tmp_path):
    save = str(tmp_path / "save.bin")
    simulator = Simulator(save, seed=5)
    start_game(simulator, ["human", "human"])
    simulator.press(buttons.A)                        # past the hand-off
    turn_start = position_text(simulator.app.session.game)
    simulator.press(buttons.SELECT, 2)                # a tile played: it could be taken back
    assert simulator.app.session.game.can_undo()
    simulator.press(buttons.START)
    while item_text(simulator.app.screen.items[simulator.app.screen.choice]) != "Save and quit":
        simulator.press(buttons.DOWN)
    simulator.press(buttons.A)
    assert screen_name(simulator) == "TitleScreen"
    again = Simulator(save, seed=5)
    again.press(buttons.A)                            # Resume, where the cursor starts
    assert position_text(again.app.session.game) == turn_start


def test_partners_are_told_who_their_partner_is(tmp_path):
    simulator = Simulator(str(tmp_path / "save.bin"), seed=5)
    simulator.app.start(Options(4, partners=True), ["human"] * 4)
    assert simulator.app.page.texts[:2] == ["Seat 1, your turn", "Your partner: Seat 3"]


def test_the_side_panel_shows_both_seats_figures_by_their_sprites(tmp_path):
    from positions import game_at
    from latice import latice_rules
    from shell.session import Session
    from latice.side_panel import SidePanel

    game = game_at({"e5": "Rf"}, seats=("Rb:Gg:12:10", "To:Tt:3:0"), options="k")
    panel = SidePanel(Simulator(str(tmp_path / "save.bin"), seed=5).app.art,
                      Session(latice_rules, game, ["human", "human"]))
    panel.show(0, computer=False)
    texts = panel.lines.texts
    assert texts[:3] == ["Seat 1", "1 move", "Seat 2"]
    assert texts[panel.inner + 1:] == ["2", "3", "0"]   # beside the sprites, on lines of their own
    assert texts[6:9] == ["2", "12", "10"]              # kid mode's stones take two digits


def test_the_diagnostics_screen_shows_the_free_heap_and_its_largest_block(tmp_path,
                                                                          monkeypatch):
    import gc

    simulator = Simulator(str(tmp_path / "save.bin"))
    monkeypatch.setattr(gc, "mem_free", lambda: 80 * 1024 + 100, raising=False)
    simulator.app.diagnostics()
    texts = simulator.app.page.texts
    assert "Free heap: 80 KB" in texts
    assert "Largest block: 79 KB" in texts or "Largest block: 80 KB" in texts
    assert texts[-1] == "B: back" and "Kiosk mode: off" in texts
    assert all(text[:1].isupper() for text in texts if text)   # each line as a sentence


def test_the_app_prints_the_free_heap_and_its_largest_block_at_start_up(tmp_path, monkeypatch,
                                                                        capsys):
    import gc

    from shell import main_loop

    from boards import desktop

    monkeypatch.setattr(gc, "mem_free", lambda: 60000, raising=False)
    app = main_loop.start(desktop.Hardware(str(tmp_path / "save.bin"), quiet=True, seed=1))
    assert type(app.screen).__name__ == "TitleScreen"
    line = [text for text in capsys.readouterr().out.splitlines() if text.startswith("heap:")]
    assert len(line) == 1 and line[0].startswith("heap: 60000 bytes free, largest block ")
    assert 0 < int(line[0].split()[-1]) <= 60000


def test_a_missing_font_is_named_at_start_up_and_the_app_does_not_start(tmp_path, monkeypatch,
                                                                        capsys):
    from shell import main_loop
    from views import text_view

    from boards import desktop

    monkeypatch.setattr(text_view, "FONT_FILE", str(tmp_path / "font.pcf"))
    monkeypatch.setattr(text_view, "_sheet", None)
    assert main_loop.start(desktop.Hardware(str(tmp_path / "save.bin"), quiet=True,
                                            seed=1)) is None
    printed = capsys.readouterr().out
    assert "error: cannot read the font %s" % (tmp_path / "font.pcf") in printed
    assert text_view._sheet is None


def test_a_damaged_font_is_named_with_what_is_wrong(tmp_path):
    from views import font_reader

    from tools.lib_path import REPO

    data = bytearray((REPO / "assets" / "font.pcf").read_bytes())
    for index in range(data[4]):   # the metrics table: the space's right bearing 6 -> 5
        kind, _format, _size, offset = struct.unpack_from("<4I", data, 8 + 16 * index)
        if kind == 4:
            struct.pack_into(">h", data, offset + 8 + 2, 5)
    bad = tmp_path / "font.pcf"
    bad.write_bytes(bytes(data))
    with pytest.raises(font_reader.FontError, match="has no 6 x 10 glyph for character 32"):
        font_reader.read_font(str(bad), 32, 126, 6, 10)
    bad.write_bytes(b"STARTFONT 2.1\nnot a font\n")   # another format's bytes
    with pytest.raises(font_reader.FontError, match="damaged: not a PCF font"):
        font_reader.read_font(str(bad), 32, 126, 6, 10)
