"""The app on the desktop board, driven by button presses: whole games for 2, 3 and 4 seats,
and saving, a power cut and resuming."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import buttons  # noqa: E402
from tools.simulate import Simulator  # noqa: E402

from engine.position import position_text  # noqa: E402
from engine.record import replay  # noqa: E402

FAST = 2


def screen_name(simulator):
    return type(simulator.app.screen).__name__


def start_game(simulator, kinds):
    """From the title, set up seats with these kinds and start."""
    app = simulator.app
    app.pace = FAST
    simulator.press(buttons.A)                      # New game
    setup = app.screen
    while setup.seats != len(kinds):
        simulator.press(buttons.RIGHT)              # on "Seats"
    for seat, kind in enumerate(kinds):
        simulator.press(buttons.DOWN)
        while setup.kinds[seat] != kind:
            simulator.press(buttons.RIGHT)
    simulator.press(buttons.UP, len(kinds))         # back to "Seats", then up to "Start"
    simulator.press(buttons.UP)
    simulator.press(buttons.A)
    if screen_name(simulator) == "SetupScreen":     # a saved game asks first
        simulator.press(buttons.A)


def play_until_over(simulator, max_frames=200000):
    """Humans take the hint (Select, Select); computers play by themselves."""
    frames = 0
    while screen_name(simulator) != "OverScreen":
        name = screen_name(simulator)
        if name == "HandoffScreen":
            simulator.press(buttons.A)
        elif name == "GameScreen" and simulator.app.screen.mode != "computer":
            simulator.press(buttons.SELECT, 2)
        else:
            simulator.frame()
        frames += 1
        assert frames < max_frames, "the game did not end"
    return simulator.app.session.game


def test_whole_games_for_two_three_and_four_seats(tmp_path):
    for kinds in (["human", "medium"], ["easy", "human", "hard"],
                  ["human", "easy", "human", "medium"]):
        simulator = Simulator(str(tmp_path / ("save%d.bin" % len(kinds))))
        start_game(simulator, kinds)
        game = play_until_over(simulator)
        assert game.result() is not None
        assert simulator.app.session.kinds == kinds
        record = simulator.app.session.record(simulator.app.record_headers())
        assert position_text(replay(record)) == position_text(game)
        simulator.press(buttons.A)
        assert screen_name(simulator) == "TitleScreen"


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
    writes = simulator.app.slot.writes
    simulator.press(buttons.A)
    simulator.press(buttons.SELECT, 2)                # seat 2 is mid-turn when the power goes
    del simulator
    again = Simulator(save)
    assert screen_name(again) == "TitleScreen" and again.app.has_save()
    again.press(buttons.DOWN)
    again.press(buttons.A)                            # Resume
    assert screen_name(again) == "HandoffScreen"
    assert position_text(again.app.session.game) == saved
    assert again.app.slot.writes == writes


def test_a_damaged_save_is_reported_and_ignored(tmp_path):
    save = tmp_path / "save.bin"
    save.write_bytes(b"LTCE\x01" + bytes([0, 0, 0, 0, 9, 0]) + bytes(40))
    simulator = Simulator(str(save))
    assert not simulator.app.has_save()
    assert screen_name(simulator) == "TitleScreen"
    assert "damaged" in simulator.app.screen.lines.labels[-1].text
    start_game(simulator, ["human", "easy"])          # a new game still starts
    assert screen_name(simulator) == "HandoffScreen"


def test_a_missing_sprite_sheet_is_named(tmp_path):
    from art import ArtError

    try:
        Simulator(str(tmp_path / "save.bin"), sheet=tmp_path / "nothing.bmp")
    except ArtError as error:
        assert "nothing.bmp" in str(error)
    else:
        raise AssertionError("a missing sheet was not reported")


def test_buttons_pressed_during_a_computer_turn_change_nothing(tmp_path):
    simulator = Simulator(str(tmp_path / "save.bin"))
    start_game(simulator, ["hard", "hard"])
    simulator.app.pace = 0
    screen = simulator.app.screen
    assert screen.mode == "computer"
    before = position_text(simulator.app.session.game)
    for button in (buttons.A, buttons.B, buttons.START, buttons.SELECT, buttons.LEFT):
        simulator.board.held = button
        screen.handle(button, buttons.PRESS)
    assert position_text(simulator.app.session.game) == before


def test_a_cursor_move_redraws_at_most_two_cells(tmp_path):
    simulator = Simulator(str(tmp_path / "save.bin"))
    start_game(simulator, ["human", "easy"])
    simulator.press(buttons.A)
    board = simulator.app.screen.board
    drawn = board.cells_changed
    simulator.press(buttons.RIGHT)
    assert board.cells_changed == drawn   # the board grid did not change at all
    assert board.cursor.x == 1 + 5 * 13   # only the one-cell cursor moved


def test_the_screen_dims_without_input_and_wakes_on_a_button(tmp_path):
    from app import DIM_AFTER_MS

    simulator = Simulator(str(tmp_path / "save.bin"))
    simulator.wait(DIM_AFTER_MS // 2)
    assert not simulator.board.dimmed
    simulator.now += DIM_AFTER_MS // 2     # a quiet half minute, without drawing each frame
    simulator.frame()
    assert simulator.board.dimmed
    simulator.press(buttons.DOWN)
    assert not simulator.board.dimmed


def test_stones_light_the_leds_for_a_moment(tmp_path):
    from app import LIGHT_MS, STONES_COLOUR

    from engine.actions import place
    from engine.squares import parse_square
    from engine.tiles import parse_tile

    simulator = Simulator(str(tmp_path / "save.bin"), seed=3)
    start_game(simulator, ["human", "human"])
    simulator.press(buttons.A)
    game = simulator.app.session.game
    game.board[parse_square("d6")] = parse_tile("Rf")   # a ready-made double at e6
    game.board[parse_square("e5")] = parse_tile("Yb")
    game.count_board()
    game.racks[0][0] = parse_tile("Rb")
    simulator.app.screen.play(place(parse_tile("Rb"), parse_square("e6")))
    assert simulator.board.lit == STONES_COLOUR
    simulator.wait(LIGHT_MS + 100)
    assert simulator.board.lit == 0
