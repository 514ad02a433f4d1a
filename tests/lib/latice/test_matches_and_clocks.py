"""R12, matches and clocks: the clock and the match on their own, then in the app on the
desktop board with a fake clock (the simulator's time jumps ahead between two frames)."""

import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from shell import buttons  # noqa: E402
import pytest  # noqa: E402
from adafruit_ticks import ticks_add  # noqa: E402
from latice.game_end import record_headers  # noqa: E402
from latice.game_clock import CONTROLS, NONE, TURN_TIMER, GameClock, control_text, time_text  # noqa: E402
from latice.match import Match  # noqa: E402
from shell.lights import WIN_COLOUR  # noqa: E402
from screens.menu import item_text  # noqa: E402
from shell.sounds import SOUNDS  # noqa: E402
from saving.latice_resume import decode, read_match  # noqa: E402
from saving.save_slot import DAMAGED, LATICE, in_use, look, record  # noqa: E402
from saving.latice_saving import encode, pack_match  # noqa: E402
from tools.simulate import Simulator  # noqa: E402
from app_driver import choose_item, menu_texts  # noqa: E402

from engine.action_notation import action_text  # noqa: E402
from engine.actions import END  # noqa: E402
from engine.blob import crc16, to_blob  # noqa: E402
from engine.options import Options  # noqa: E402
from engine.position import position_text  # noqa: E402
from engine.record import record_text  # noqa: E402
from engine.setup import new_game  # noqa: E402

REGULATION, BLITZ, BULLET = 2, 3, 4
TICKS_PERIOD = 1 << 29   # adafruit_ticks wraps here


# -- the clock ---------------------------------------------------------------------------------


def test_the_clock_runs_only_between_run_calls_and_stops_for_a_pause():
    clock = GameClock(BLITZ, 2)
    clock.run(0, 1000)
    clock.run(0, 4000)                    # 3 s for seat 1
    clock.stop()                          # the menu: nothing passes ...
    clock.run(0, 60000)                   # ... until it runs again
    clock.run(0, 61000)
    assert clock.remaining == [180000 - 4000, 180000]


def test_a_chess_clock_adds_its_increment_and_a_turn_timer_starts_again():
    clock = GameClock(REGULATION, 2)
    clock.run(1, 0)
    clock.run(1, 10000)
    clock.turn_ended(1)
    assert clock.remaining == [300000, 300000 - 10000 + 6000]
    timer = GameClock(TURN_TIMER, 3)
    timer.run(2, 0)
    assert not timer.run(2, 59999)
    assert timer.run(2, 60000)            # out
    timer.turn_ended(2)
    assert timer.remaining == [60000] * 3


def test_the_time_stays_right_across_the_ticks_wrap_around():
    clock = GameClock(BULLET, 2)
    start = TICKS_PERIOD - 1500
    clock.run(0, start)
    for step in range(1, 11):             # ten 1 s frames across the wrap
        clock.run(0, ticks_add(start, step * 1000))
    assert clock.remaining[0] == 90000 - 10000


def test_time_and_control_texts():
    assert [time_text(ms) for ms in (300000, 59001, 1, 0, -5, 754000)] == [
        "5:00", "1:00", "0:01", "0:00", "0:00", "12m"]
    assert [control_text(control) for control in range(len(CONTROLS))] == [
        "none", "turn timer 60+0", "regulation 300+6", "blitz 180+5", "bullet 90+4"]


# -- the match ---------------------------------------------------------------------------------


def match_bytes(match):
    """The match as a save holds it, without its length byte."""
    buffer = bytearray(64)
    return bytes(buffer[1:pack_match(buffer, 0, match, match.players)])


def test_a_match_to_2_where_a_tie_does_not_count():
    match = Match(2, 2)
    match.game_won([0])                   # game 1: seat 1 is player 1
    assert match.player_of(0) == 1        # game 2: player 2 starts
    match.game_won([0, 1])                # a tie: nobody's win
    match.game_won([1])                   # game 3: seat 2 is player 2
    assert match.wins == [1, 1] and match.winner() == [] and match.games == [[0], [], [1]]
    match.game_won([1])                   # game 4: seat 2 is player 1 again
    assert match.winner() == [0]


def test_a_match_to_3_and_partners_winning_together():
    match = Match(3, 4)
    for _ in range(3):
        match.game_won([0, 2], partners=True)   # seats 1 and 3, by then other players
    assert match.games == [[0, 2], [1, 3], [0, 2]] and match.wins == [2, 1, 2, 1]
    match.game_won([1, 3], partners=True)       # game 4: seats 2 and 4 are players 1 and 3
    assert match.winner() == [0, 2]
    assert read_match(match_bytes(match)).games == match.games


def test_a_match_that_does_not_add_up_is_refused():
    good = match_bytes(Match(2, 2, [1, 0], [[0]]))
    assert read_match(good).wins == [1, 0]
    for bad in (good[:2], bytes([9]) + good[1:], good[:3] + bytes([0, 1]) + good[5:],
                good + b"\0"):
        with pytest.raises(ValueError):
            read_match(bad)


# -- the save slot -----------------------------------------------------------------------------


def test_the_match_and_the_clocks_are_saved_with_the_game():
    game = new_game(Options(2), 5)
    match = Match(3, 2, [1, 1], [[0], [], [1]])
    clock = GameClock(BLITZ, 2, [123456, 7890])
    what, counter, data = look(record(LATICE, 4, encode(game, ["human", "hard"], match, clock)))
    assert (what, counter) == (LATICE, 4)
    loaded, kinds, match_back, clock_back = decode(data)
    assert position_text(loaded) == position_text(game) and kinds == ["human", "hard"]
    assert (match_back.target, match_back.wins, match_back.games) == (3, [1, 1], [[0], [], [1]])
    assert (clock_back.control, clock_back.remaining) == (BLITZ, [123456, 7890])


def test_a_single_game_is_saved_as_a_match_of_one_game_and_resumed_without_a_match():
    game = new_game(Options(3), 5)
    kinds = ["human", "easy", "hard"]
    single = encode(game, kinds)
    assert single == encode(game, kinds, Match(1, 3))    # the bytes a Match(1, ...) gave
    assert single[4:9] == bytes([6, 1, 3, 0, 0])     # its length, target, players, no games
    loaded, loaded_kinds, match, clock = decode(single)
    assert match is None and clock is None and loaded_kinds == kinds
    assert position_text(loaded) == position_text(game)


def test_a_save_from_an_older_app_is_reported_not_loaded_and_keeps_its_counter():
    game = new_game(Options(2), 5)
    payload = bytes([2, 0, 2]) + to_blob(game)          # version 1: seats, kinds, blob
    head = b"LTCE" + bytes([1]) + (3).to_bytes(4, "little") + len(payload).to_bytes(2, "little")
    body = head + payload
    what, counter, why = look(body + crc16(body).to_bytes(2, "little"))
    assert (what, counter) == (DAMAGED, 3)
    assert why == "another app version's save (version 1; this app reads 3)"


# -- in the app --------------------------------------------------------------------------------


def app_game(tmp_path, kinds, target=1, control=NONE, save="save.bin"):
    simulator = Simulator(str(tmp_path / save), seed=11)
    records = []
    simulator.hardware.log = records.append
    simulator.app.start(Options(len(kinds)), kinds, target, control)
    simulator.frame()
    return simulator, records


def logged_record(log):
    """The lines the app logged from the start of a game's record, up to the next screen."""
    lines = log[log.index('[Game "Latice"]'):]
    screens = [index for index, line in enumerate(lines) if line.startswith("screen: ")]
    return lines[:screens[0]] if screens else lines


def one_piece_record(session, more_headers):
    """The session's record as one text, its actions named the way the game played them."""
    game = new_game(session.game.options, session.seed)
    texts = []
    for action in session.actions:
        texts.append(action_text(action, game.rack()))
        game.play(action)
    return record_text(record_headers(session) + more_headers, texts)


def later(simulator, ms):
    """The next frame comes ``ms`` after the last: the fake clock jumps."""
    simulator.now = ticks_add(simulator.now, ms - 20)
    simulator.frame()


def screen_name(simulator):
    return type(simulator.app.screen).__name__


def pause(simulator):
    """From the game screen: the menu's "Pause"."""
    simulator.press(buttons.START)
    choose_item(simulator, "Pause")
    assert screen_name(simulator) == "PauseScreen"


def test_a_game_without_a_clock_has_none_and_lets_the_clock_s_code_go(tmp_path):
    simulator, _ = app_game(tmp_path, ["human", "human"])
    app = simulator.app
    assert app.session.clock is None and app.session.control() == NONE
    assert "latice.game_clock" not in sys.modules   # its code takes no heap in this game
    simulator.press(buttons.A)                          # the hand-off, then the board
    simulator.press(buttons.SELECT, 2)                  # the hint: one tile played
    later(simulator, 120000)                            # no timer: the turn goes on
    assert screen_name(simulator) == "GameScreen" and app.session.game.to_move == 0
    assert "latice.game_clock" not in sys.modules
    assert all(name != "TimeControl" for name, _ in record_headers(app.session))


def test_a_turn_timer_that_runs_out_mid_turn_ends_the_turn_with_its_draws(tmp_path):
    simulator, _ = app_game(tmp_path, ["human", "human"], control=TURN_TIMER)
    app = simulator.app
    simulator.press(buttons.A)                          # seat 1 takes the device
    game = app.session.game
    simulator.press(buttons.SELECT, 2)                  # the hint: one tile played
    assert len(game.racks[0]) == 4 and game.to_move == 0
    later(simulator, 59000)
    assert game.to_move == 0 and 0 < app.session.clock.remaining[0] <= 1000
    later(simulator, 1000)
    assert game.to_move == 1 and len(game.racks[0]) == 5   # drawn back up to five
    assert app.session.actions[-1] == END and screen_name(simulator) == "HandoffScreen"
    assert app.page.texts[2] == "Seat 1:"                # its tile, then why its turn ended
    assert app.page.texts[4:6] == [" ran out of time", ""]
    later(simulator, 120000)                            # the hand-off does not count
    simulator.press(buttons.A)
    rack = bytes(game.racks[1])
    later(simulator, 60000)                             # seat 2 made no move: a pass
    assert app.session.actions[-1] == END and game.to_move == 0
    assert game.passes == 1 and bytes(game.racks[1]) == rack


def test_a_turn_the_timer_ends_is_said_on_the_board_before_the_computer_plays(tmp_path):
    simulator, _ = app_game(tmp_path, ["human", "easy"], control=TURN_TIMER)
    app = simulator.app
    assert screen_name(simulator) == "GameScreen"        # one human: no hand-off
    later(simulator, 60000)                              # no move: the timer passes for seat 1
    game = app.session.game
    assert game.to_move == 1 and game.passes == 1
    message = app.game_screen.message
    assert message.text == "Seat 1: out of time"
    played = len(app.session.actions)
    simulator.wait(1500)                                 # time to read it: nothing played yet
    assert message.text == "Seat 1: out of time" and len(app.session.actions) == played
    simulator.wait(3000)
    assert len(app.session.actions) > played             # then the computer plays


def test_a_turn_ended_by_the_timer_while_a_computer_thinks_ends_its_thinking():
    from latice import latice_rules
    from shell.session import Session

    session = Session.start(latice_rules, Options(2), ["hard", "human"], 5)
    assert session.computer_step() is None               # thinking, nothing decided yet
    assert session.thinking is not None
    session.apply(END)                                   # the timer ends the turn
    assert session.thinking is None and session.game.to_move == 1


def test_a_chess_clock_that_runs_out_loses_the_game_and_the_record_says_so(tmp_path):
    simulator, records = app_game(tmp_path, ["human", "human"], control=BULLET)
    app = simulator.app
    assert app.match is None                            # a single game carries no match
    simulator.press(buttons.A)
    simulator.press(buttons.SELECT, 2)
    pause(simulator)                                    # the pause: the clock stops
    later(simulator, 600000)
    simulator.press(buttons.A)
    assert screen_name(simulator) == "GameScreen" and app.session.clock.remaining[0] > 80000
    # under a second gone, shown rounded up
    assert app.game_screen.panel.lines.texts[0] == "S1 1:30"
    later(simulator, 90000)
    assert screen_name(simulator) == "OverScreen"
    assert app.page.texts[:2] == ["Seat 2 wins!", "(time ran out)"]
    # the end's code and the engine's modules only the record needs are let go
    assert not {"latice.game_end", "engine.action_notation", "engine.record"} & set(sys.modules)
    record = logged_record(records)                     # logged a line at a time
    assert '[TimeControl "bullet 90+4"]' in record
    assert record == one_piece_record(
        app.session, [("Termination", "seat 1 out of time")]).split("\n")[:-1]


def to_the_rules(simulator):
    simulator.press(buttons.START)
    choose_item(simulator, "Rules")
    assert screen_name(simulator) == "RulesScreen"


def to_the_standings(simulator):
    simulator.hold(buttons.B)
    assert screen_name(simulator) == "StandingsScreen"


@pytest.mark.parametrize("away", [lambda simulator: simulator.press(buttons.START),
                                  to_the_rules, to_the_standings],
                         ids=["menu", "rules", "standings"])
def test_the_clock_runs_in_the_menu_the_rules_and_the_standings(tmp_path, away):
    simulator, _ = app_game(tmp_path, ["human", "human"], control=BLITZ)
    app = simulator.app
    later(simulator, 60000)                             # the hand-off: the clock waits
    assert app.session.clock.remaining == [180000, 180000]
    simulator.press(buttons.A)
    away(simulator)
    assert screen_name(simulator) != "GameScreen"
    before = app.session.clock.remaining[0]
    later(simulator, 5000)                              # thinking off the board is not free
    assert app.session.clock.remaining[0] == before - 5000
    assert app.session.clock.remaining[1] == 180000


def test_the_standings_follow_the_running_clock(tmp_path):
    simulator, _ = app_game(tmp_path, ["human", "human"], control=BLITZ)
    app = simulator.app
    simulator.press(buttons.A)
    to_the_standings(simulator)
    assert app.page.texts[0] == "Seat 1 to move, 3:00 left"
    later(simulator, 3000)
    assert app.page.texts[0] == "Seat 1 to move, 2:57 left"
    assert "Clock 1: 2:57  2: 3:00" in app.page.texts


def test_the_pause_stops_the_clock_hides_the_board_and_a_resumes(tmp_path):
    simulator, _ = app_game(tmp_path, ["human", "human"], control=BLITZ)
    app = simulator.app
    simulator.press(buttons.A)
    later(simulator, 3000)
    pause(simulator)
    root = list(app.root)
    assert app.game_screen.group not in root and root == [app.page.group]   # the board hidden
    texts = app.page.texts
    assert texts[0] == "Paused" and texts[-1] == "A: resume"
    left = app.session.clock.remaining[0]
    assert "Seat 1's clock is stopped" in texts and "with %s left." % time_text(left) in texts
    later(simulator, 600000)                            # ten minutes: none of it counts
    assert app.session.clock.remaining == [left, 180000]
    simulator.press(buttons.B)                          # only A resumes
    assert screen_name(simulator) == "PauseScreen"
    simulator.press(buttons.A)
    assert screen_name(simulator) == "GameScreen" and app.game_screen.group in list(app.root)
    later(simulator, 2000)                              # and the clock runs again
    assert left - 2200 < app.session.clock.remaining[0] <= left - 2000


def test_only_a_game_with_a_clock_offers_the_pause(tmp_path):
    simulator, _ = app_game(tmp_path, ["human", "human"], control=TURN_TIMER)
    simulator.press(buttons.A)
    simulator.press(buttons.START)
    assert menu_texts(simulator)[:2] == ["Back to the board", "Pause"]
    simulator, _ = app_game(tmp_path, ["human", "human"], save="other.bin")
    simulator.press(buttons.A)
    simulator.press(buttons.START)
    assert "Pause" not in menu_texts(simulator)


def test_a_turn_timer_that_runs_out_in_the_menu_ends_the_turn(tmp_path):
    simulator, _ = app_game(tmp_path, ["human", "human"], control=TURN_TIMER)
    app = simulator.app
    simulator.press(buttons.A)
    simulator.press(buttons.SELECT, 2)                  # the hint: one tile played
    simulator.press(buttons.START)
    game = app.session.game
    later(simulator, 60000)                             # out of time in the menu
    assert game.to_move == 1 and len(game.racks[0]) == 5 and app.session.actions[-1] == END
    assert screen_name(simulator) == "HandoffScreen"    # the next seat's, as from the board
    assert " ran out of time" in app.page.texts


def test_a_turn_timer_that_runs_out_in_the_rules_returns_to_the_board(tmp_path):
    simulator, _ = app_game(tmp_path, ["human", "easy"], control=TURN_TIMER)
    app = simulator.app
    to_the_rules(simulator)
    later(simulator, 60000)
    assert app.session.game.to_move == 1 and app.session.game.passes == 1
    assert screen_name(simulator) == "GameScreen"       # the computer plays on the board
    assert app.game_screen.message.text == "Seat 1: out of time"


def test_a_chess_clock_that_runs_out_in_the_menu_loses_the_game(tmp_path):
    simulator, _ = app_game(tmp_path, ["human", "human"], control=BULLET)
    app = simulator.app
    simulator.press(buttons.A)
    simulator.press(buttons.START)
    later(simulator, 91000)
    assert screen_name(simulator) == "OverScreen"
    assert app.page.texts[:2] == ["Seat 2 wins!", "(time ran out)"]


def highlighted(lines):
    """The lines of a TextLines in the highlight colour."""
    return [index for index, grid in enumerate(lines.grids)
            if grid.pixel_shader is lines.highlight]


def lights_over(simulator, ms):
    """The LEDs' colour at each frame for ``ms``."""
    seen = []
    for _ in range(ms // 20):
        simulator.frame()
        seen.append(simulator.hardware.lit)
    return seen


def test_the_over_screen_names_the_winner_first_with_the_game_s_time_and_the_clocks(tmp_path):
    simulator, _ = app_game(tmp_path, ["human", "human"], control=BULLET)
    app = simulator.app
    simulator.press(buttons.A)                          # the hand-off: seat 1's clock starts
    simulator.press(buttons.SELECT, 2)                  # a tile
    pause(simulator)                                    # the pause: neither time counts
    later(simulator, 600000)
    simulator.press(buttons.A)
    later(simulator, 90000)                             # seat 1 out of time
    assert screen_name(simulator) == "OverScreen"
    clock = app.session.clock
    # the game's time is the time its clocks ran: here all seat 1's
    assert app.game_ms == CONTROLS[BULLET][1] - clock.remaining[0] > 90000
    assert clock.remaining[1] == CONTROLS[BULLET][1]
    page = app.page
    assert page.texts[:3] == ["Seat 2 wins!", "(time ran out)",
                              "Time %s  S1 0:00 S2 1:30" % time_text(app.game_ms)]
    assert page.texts[3] == "Seat        Tiles Sun Half"
    assert page.texts[4].startswith("2 human") and page.texts[5].startswith("1 human")
    assert highlighted(page) == [0, 4]                  # the winner, in the highlight colour
    assert page.texts[-1] == "A: title  B: play again"


def test_a_game_without_a_clock_shows_its_time_and_lets_the_clock_s_code_go(tmp_path):
    simulator, _ = app_game(tmp_path, ["human", "human", "human"])
    app = simulator.app
    later(simulator, 600000)                            # on the hand-off: does not count
    simulator.press(buttons.A)
    later(simulator, 45000)                             # on the board: counts
    simulator.press(buttons.START)
    later(simulator, 20000)                             # in the menu too: the turn goes on
    simulator.press(buttons.B)
    app.game_over("time", [2])                          # as if seat 3 had won
    assert 65000 <= app.game_ms <= 65200                # and the presses' few frames
    assert app.page.texts[2] == "Time 1:06"             # rounded up, as the clocks are
    assert app.page.texts[4].startswith("3 human")
    assert "latice.game_clock" not in sys.modules


def test_the_end_of_a_game_is_celebrated_with_the_lights_and_the_fanfare(tmp_path):
    from screens.celebration import FLASHES

    simulator, _ = app_game(tmp_path, ["human", "human"], control=BULLET)
    app = simulator.app
    app.set_volume(1)
    simulator.press(buttons.A)
    later(simulator, 91000)                             # seat 1 out of time: no move ends it
    assert screen_name(simulator) == "OverScreen"
    assert simulator.hardware.sounds[-1] == SOUNDS["win"]
    seen = lights_over(simulator, 3000)
    flashes = [index for index, lit in enumerate(seen)
               if lit == WIN_COLOUR and (index == 0 or seen[index - 1] != WIN_COLOUR)]
    assert len(flashes) == FLASHES and seen[-1] == 0    # a few flashes, then dark


def colour(lines, line):
    """The text colour of one of a TextLines' lines."""
    return lines.grids[line].pixel_shader[1]


def test_the_clock_shows_the_seat_s_time_and_its_last_seconds_stand_out(tmp_path):
    simulator, _ = app_game(tmp_path, ["human", "human"], control=BLITZ)
    app = simulator.app
    simulator.press(buttons.A)
    panel = app.game_screen.panel.lines
    assert panel.texts[0] == "S1 3:00" and panel.texts[2] == "S2 3:00"   # each seat's heading
    green, white = colour(panel, 0), colour(panel, 2)    # the seat to move keeps its green
    assert green != white and panel.grids[0].pixel_shader is panel.highlight
    later(simulator, 171000)
    assert panel.texts[0] == "S1 0:09"
    warning = colour(panel, 0)                           # the last seconds warn, not in green
    assert warning not in (green, white)
    later(simulator, 1000)
    assert panel.texts[0] == "S1 0:08" and colour(panel, 0) == green   # blinks: still the mover
    later(simulator, 1000)
    assert colour(panel, 0) == warning and colour(panel, 2) == white
    simulator.press(buttons.SELECT, 2)
    simulator.press(buttons.START)
    while item_text(app.screen.items[app.screen.choice]) != "End turn":
        simulator.press(buttons.DOWN)
    simulator.press(buttons.A)                          # seat 1 ends its turn: +5 s
    assert app.session.clock.remaining[0] > 7000 + 5000 - 500   # the presses took a little
    assert "2, your turn  3:00" in app.page.texts[0]


def test_a_match_to_2_alternates_who_starts_and_survives_a_power_cut(tmp_path):
    simulator, records = app_game(tmp_path, ["human", "human"], target=2, control=BULLET)
    app = simulator.app
    simulator.press(buttons.A)
    later(simulator, 91000)                             # player 1 (seat 1) out of time
    assert app.page.texts[0] == "Seat 2 wins!"
    simulator.press(buttons.A)
    assert screen_name(simulator) == "MatchScreen"
    assert app.page.texts[:4] == ["Seat 2 leads, first to 2", "Game 1: seat 2 won",
                                  "Seat 2: 1 win", "Seat 1: 0 wins"]   # the leader first
    assert highlighted(app.page) == [0, 2]
    assert app.page.texts[-1] == "A: next game"
    # A power cut here: the next game was saved when the last one ended.
    again = Simulator(str(tmp_path / "save.bin"), seed=12)
    assert item_text(again.app.screen.items[again.app.screen.choice]) == "Resume saved game"
    again.press(buttons.A)
    app = again.app
    assert app.match.wins == [0, 1] and app.session.numbers == [2, 1]   # player 2 starts
    assert app.page.texts[0].startswith("Seat 2, your turn")
    again.press(buttons.A)
    later(again, 91000)                                 # player 2 out of time
    assert app.page.texts[0] == "Seat 1 wins!"
    again.press(buttons.A)
    assert app.page.texts[:5] == ["Level at 1, first to 2", "Game 1: seat 2 won",
                                  "Game 2: seat 1 won", "Seat 1: 1 win", "Seat 2: 1 win"]
    again.press(buttons.A)                              # game 3: player 1 starts again
    assert app.session.numbers == [1, 2]
    again.press(buttons.A)
    simulator_records = []
    app.hardware.log = simulator_records.append
    later(again, 91000)
    app.set_volume(1)
    again.press(buttons.A)
    assert app.page.texts[0] == "Seat 2 wins the match!"   # first, and celebrated
    assert app.page.texts[4] == "Seat 2: 2 wins" and highlighted(app.page) == [0, 4]
    assert app.hardware.sounds[-1] == SOUNDS["win"]
    assert WIN_COLOUR in lights_over(again, 2000)
    assert app.page.texts[-1] == "A: back to the title"
    record = logged_record(simulator_records)
    assert '[Match "first to 2, game 3"]' in record
    assert record == one_piece_record(app.session, [("Match", "first to 2, game 3"), (
        "Termination", "seat 1 out of time")]).split("\n")[:-1]
    again.press(buttons.A)
    assert screen_name(again) == "TitleScreen" and not in_use(app)


def test_a_match_s_next_game_keeps_its_actions_in_the_last_game_s_room(tmp_path):
    """Made as the last game ends, in a heap its code has left in pieces, the next game needs
    no new block for its actions: it takes over the list the record was written from."""
    simulator, records = app_game(tmp_path, ["human", "human"], target=2, control=BULLET)
    app = simulator.app
    simulator.press(buttons.A)
    simulator.press(buttons.SELECT, 2)                  # the hint: a tile played
    room = app.session.actions
    assert len(room) == 1
    later(simulator, 91000)                             # seat 1 out of time
    assert app.page.texts[0] == "Seat 2 wins!"
    assert app.next_session.actions is room and room == []
    assert app.session.actions == [] and app.session.actions is not room
    moves = [line for line in logged_record(records) if line and not line.startswith("[")]
    assert moves == ["To@e5"]                           # logged before the room was handed on


def test_a_game_resumed_mid_match_keeps_its_clocks(tmp_path):
    simulator, _ = app_game(tmp_path, ["human", "human"], target=3, control=REGULATION)
    app = simulator.app
    simulator.press(buttons.A)
    later(simulator, 30000)
    simulator.press(buttons.SELECT, 2)
    app.session.apply(END)                              # seat 1's turn ends: saved
    left = list(app.session.clock.remaining)
    again = Simulator(str(tmp_path / "save.bin"), seed=12)
    again.app.screen.resume()                            # the title's "Resume saved game"
    again.app.catch_up()                                 # as the frame's step does next
    assert again.app.session.clock.remaining == left
    assert again.app.session.clock.control == REGULATION and again.app.match.target == 3


def test_the_setup_offers_chess_clocks_only_with_two_seats(tmp_path):
    simulator = Simulator(str(tmp_path / "save.bin"), seed=3)
    simulator.press(buttons.A)                          # New game
    setup = simulator.app.screen
    names = set()
    for _ in range(len(CONTROLS)):
        setup.change_control(1)
        names.add(CONTROLS[setup.control][0])
    assert names == {name for name, _, _, _ in CONTROLS}
    setup.control = BLITZ
    setup.change_seats(1)                               # 3 seats: no chess clock
    assert setup.seats == 3 and setup.control == NONE
    for _ in range(len(CONTROLS)):
        setup.change_control(1)
        assert setup.control in (NONE, TURN_TIMER)
    assert any(item_text(item).startswith("Match: ") for item in setup.items)
