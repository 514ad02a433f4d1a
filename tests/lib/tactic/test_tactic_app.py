"""Tactic Tiles on the handheld, through the simulator's buttons: the title offers it, whole
games of 2 to 6 seats play to their end, a human's hand stays hidden from the others, a
refused placement says why and changes nothing, a hint shows the greedy computer's choice and
Select plays it, undo takes a laid tile back, the game saves and resumes, a damaged save is
reported, the kiosk shows it, and its code is let go when the game is left."""

import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from app_driver import (choose_item, open_setup, play_tactic_until_over, screen_name,  # noqa: E402
                        start_tactic)
from shell import buttons  # noqa: E402
import pytest  # noqa: E402
from tactic import tactic_sprites as pieces  # noqa: E402
from screens.menu import item_text  # noqa: E402
from saving.save_slot import LATICE, TACTIC, state  # noqa: E402
from tactic.tactic_view import PIECE_X, PIECE_Y  # noqa: E402
from tools.simulate import Simulator  # noqa: E402

from engine.tactic.actions import END, placed_cell, placed_tile, placed_turns  # noqa: E402
from engine.tactic.grid import cell_at, cell_x, cell_y  # noqa: E402
from engine.tactic.players import GreedyPlayer, seat_view  # noqa: E402
from engine.tactic.position import position_text  # noqa: E402
from engine.tactic.tiles import FACES  # noqa: E402


def test_a_tactic_game_is_made_once_the_setup_and_the_block_kept_between_games_are_let_go(
        tmp_path, monkeypatch):
    """The game and its session (with its 1 KB of room for the actions) are made in the heap
    the setup screen and the block held between games gave back, as Latice's are."""
    from shell import session

    simulator = Simulator(str(tmp_path / "save.bin"))
    app = simulator.app
    assert app.room is not None   # held on the title
    seen = []
    make = session.Session.__init__

    def make_and_look(self, *arguments):
        seen.append((app.room, app.screen))
        make(self, *arguments)

    monkeypatch.setattr(session.Session, "__init__", make_and_look)
    start_tactic(simulator, ["human", "easy", "greedy"])
    assert seen == [(None, None)]


def test_the_title_offers_tactic_tiles_and_its_setup_changes_seats_and_kinds(tmp_path):
    simulator = Simulator(str(tmp_path / "save.bin"), seed=5)
    setup = open_setup(simulator)
    assert setup.seats == 2 and setup.kinds[:2] == ["human", "greedy"]
    simulator.press(buttons.DOWN)
    simulator.press(buttons.LEFT)                       # 2 -> 6 seats, round the end
    assert setup.seats == 6
    simulator.press(buttons.DOWN, 2)                    # seat 2
    simulator.press(buttons.RIGHT)
    assert setup.kinds[1] == "human"
    simulator.press(buttons.B)
    assert screen_name(simulator) == "TitleScreen"


@pytest.mark.parametrize("kinds", [["human", "greedy"],
                                   ["easy", "human", "greedy", "human", "easy", "greedy"]])
def test_a_whole_game_plays_from_the_title_to_every_seat_s_points(tmp_path, kinds):
    simulator = Simulator(str(tmp_path / "save.bin"), seed=11)
    screen = start_tactic(simulator, kinds, short=len(kinds) > 2)
    game = screen.game
    play_tactic_until_over(simulator)
    assert screen_name(simulator) == "OverScreen" and game.is_over()
    texts = simulator.app.page.texts
    rows = [row for row in texts[4:-1] if row]          # the seats, the winners first
    if len(kinds) <= 5:                                 # a line a seat: number, kind, points
        shown = {int(row.split()[0]): (row.split()[1], int(row.split()[-1])) for row in rows}
        assert shown == {seat + 1: (kinds[seat], game.scores[seat]) for seat in range(game.seats)}
    else:                                               # two a line: "1: 12   2: 8"
        shown = {int(part.split(":")[0]): int(part.split(":")[1])
                 for row in rows for part in row.split("   ")}
        assert shown == {seat + 1: game.scores[seat] for seat in range(game.seats)}
    winners = game.result()[1]
    assert str(winners[0] + 1) in texts[0] and rows[0].startswith(str(winners[0] + 1))
    simulator.press(buttons.B)                          # play again, the same seats
    assert screen_name(simulator) == "TacticScreen" and simulator.app.screen.kinds == kinds
    assert simulator.app.screen.game is not game


def test_the_grid_shows_every_placed_tile_as_its_pieces(tmp_path):
    simulator = Simulator(str(tmp_path / "save.bin"), seed=3)
    screen = start_tactic(simulator, ["human", "easy"])
    simulator.press(buttons.A, 2)                       # lays a tile, ends the turn
    simulator.wait(3000)                                # the computer plays its turn
    game = screen.game
    view = screen.grid_view
    assert len(game.placed) >= 2
    for cell in game.placed:
        code = game.grid[cell]
        x, y = cell_x(cell), cell_y(cell)
        row = view.rows[view.top - y]                   # the cells' row on the screen
        left = 3 * (x - view.left)
        for position in range(8):
            colour = FACES[code] >> 2 * position & 3
            assert row[left + PIECE_X[position], PIECE_Y[position]] == \
                pieces.square(position, colour)


def test_with_two_humans_a_hand_stays_hidden_until_its_player_presses_a(tmp_path):
    simulator = Simulator(str(tmp_path / "save.bin"), seed=8)
    screen = start_tactic(simulator, ["human", "human"])
    hand = screen.hand_view.tiles
    assert screen.hand_hidden and hand[0, 0] == pieces.BACK
    assert "look away" in screen.message.text
    simulator.press(buttons.B)
    simulator.press(buttons.SELECT)
    assert screen.hand_hidden and not screen.game.placed     # nothing but A does anything
    simulator.press(buttons.A)
    assert not screen.hand_hidden and hand[0, 0] != pieces.BACK
    simulator.press(buttons.A)                          # lays the first tile
    assert len(screen.game.placed) == 1 and not screen.hand_hidden   # shown until the end
    simulator.press(buttons.A)                          # ends the turn
    assert len(screen.game.placed) == 1 and screen.game.to_move == 1 and screen.hand_hidden


def shown_hand(screen):
    """The hand on the screen, read from its pieces: each tile's code (turned as drawn), or
    None for a tile's back; an empty slot is left out."""
    tiles = screen.hand_view.tiles
    shown = []
    for slot in range(3):
        left = 3 * slot   # a tile is 3 x 3 pieces, side by side
        if tiles[left, 0] == pieces.CLEAR:
            continue
        if tiles[left, 0] == pieces.BACK:
            shown.append(None)
            continue
        codes = [code for code in range(len(FACES))
                 if all(tiles[left + PIECE_X[position], PIECE_Y[position]]
                        == pieces.square(position, FACES[code] >> 2 * position & 3)
                        for position in range(8))]
        assert codes, "slot %d shows no tile" % slot
        shown.append(codes[0] >> 2)
    return shown


def computer_turn_frames(simulator, screen, limit=3000):
    """Frame by frame while a computer is to move (bounded); yields the seat to move."""
    session = simulator.app.session
    for _ in range(limit):
        if not session.is_computer_turn():
            return
        assert screen_name(simulator) == "TacticScreen"
        yield session.game.to_move
        simulator.frame()
    raise AssertionError("the computers did not finish their turns")


def test_alone_against_three_computers_a_player_sees_their_own_hand_while_they_play(tmp_path):
    simulator = Simulator(str(tmp_path / "save.bin"), seed=8)
    screen = start_tactic(simulator, ["human", "easy", "easy", "easy"])
    game = screen.game
    simulator.press(buttons.A, 2)                      # lays a tile, ends the turn
    frames = 0
    for seat in computer_turn_frames(simulator, screen):
        assert seat != 0
        assert shown_hand(screen) == list(game.hands[0])
        assert screen.hand_view.frame.hidden           # nothing of it is picked meanwhile
        assert screen.message.text.startswith("Seat %d " % (seat + 1))   # whose turn it is
        frames += 1
    assert frames > 0 and game.to_move == 0
    assert shown_hand(screen) == list(game.hand()) and not screen.hand_view.frame.hidden


def test_with_two_humans_a_computer_s_turn_never_shows_a_human_s_hand(tmp_path):
    simulator = Simulator(str(tmp_path / "save.bin"), seed=8)
    screen = start_tactic(simulator, ["human", "easy", "human"])
    game = screen.game
    simulator.press(buttons.A)                         # shows seat 1's hand
    simulator.press(buttons.A, 2)                      # lays a tile, ends the turn
    frames = 0
    for seat in computer_turn_frames(simulator, screen):
        assert shown_hand(screen) == list(game.hands[seat])   # the computer's own, as it plays
        frames += 1
    assert frames > 0 and game.to_move == 2 and screen.hand_hidden
    assert shown_hand(screen) == [None] * len(game.hand())


def test_a_refused_placement_says_why_and_changes_nothing(tmp_path):
    simulator = Simulator(str(tmp_path / "save.bin"), seed=9)
    screen = start_tactic(simulator, ["human", "greedy"])
    simulator.press(buttons.A, 2)                       # a tile, the end of the turn
    simulator.wait(3000)
    game = screen.game
    before = position_text(game)
    simulator.press(buttons.UP, 6)                      # away from every tile
    assert game.grid[cell_at(screen.x, screen.y)] == 0
    simulator.press(buttons.A)
    assert screen.message.text.startswith("Not here: ") and position_text(game) == before
    assert "next to a tile" in screen.message.text


def test_the_menu_shows_tactic_tiles_rules_and_goes_back_to_the_same_grid(tmp_path):
    simulator = Simulator(str(tmp_path / "save.bin"), seed=2)
    screen = start_tactic(simulator, ["human", "greedy"])
    simulator.press(buttons.START)
    choose_item(simulator, "Rules")
    assert screen_name(simulator) == "RulesScreen"
    assert simulator.app.page.texts[0].startswith("Tactic Tiles")
    simulator.press(buttons.B)
    assert screen_name(simulator) == "TacticMenu"
    assert simulator.app.page.texts[1] == "> Back to the grid"
    simulator.press(buttons.B)
    assert simulator.app.screen is screen


def test_b_picks_the_next_tile_and_select_turns_it(tmp_path):
    simulator = Simulator(str(tmp_path / "save.bin"), seed=2)
    screen = start_tactic(simulator, ["human", "greedy"])
    simulator.press(buttons.SELECT)
    assert screen.turns == 1 and screen.code() == screen.game.hand()[0] << 2 | 1
    simulator.press(buttons.B)
    assert screen.picked == 1 and screen.turns == 0
    assert screen.grid_view.picked[0, 0] == pieces.square(
        0, FACES[screen.game.hand()[1] << 2] & 3)


def test_a_hint_is_the_greedy_computer_s_choice_from_the_seat_s_view_and_select_plays_it(
        tmp_path):
    simulator = Simulator(str(tmp_path / "save.bin"), seed=4)
    screen = start_tactic(simulator, ["human", "greedy"])
    simulator.press(buttons.A, 2)                       # a tile, the end of the turn
    simulator.wait(3000)                                # the computer's turn
    game = screen.game
    assert game.to_move == 0 and len(game.placed) == 2
    expected = GreedyPlayer().choose(seat_view(game))
    hidden = game.hands[1][:]                           # what seat 1 cannot see, changed
    game.hands[1][:] = game.stack[:len(hidden)]
    game.stack[:len(hidden)] = hidden
    before = position_text(game)
    simulator.press(buttons.START)
    choose_item(simulator, "Hint")
    assert screen_name(simulator) == "TacticScreen"
    hinted = screen.hinted
    assert hinted == expected and game.is_legal(hinted) and position_text(game) == before
    slot = game.hand().index(placed_tile(hinted))
    assert screen.message.text.startswith("Tile %d here, +" % (slot + 1))
    assert screen.message.text.endswith(". Select: play it")
    assert cell_at(screen.x, screen.y) == placed_cell(hinted)
    assert screen.code() == placed_tile(hinted) << 2 | placed_turns(hinted)   # as shown
    simulator.press(buttons.SELECT)                     # plays it
    assert game.placed[-1] == placed_cell(hinted) and game.to_move == 0
    assert screen.hinted is None and screen.message.text.startswith("A: end the turn")
    simulator.press(buttons.A)
    assert game.to_move == 1


def test_a_hint_goes_with_any_other_button(tmp_path):
    simulator = Simulator(str(tmp_path / "save.bin"), seed=4)
    screen = start_tactic(simulator, ["human", "human"])
    simulator.press(buttons.START)
    assert "Hint" not in [item_text(item) for item in simulator.app.screen.items]   # hidden
    simulator.press(buttons.B)
    simulator.press(buttons.A)                          # the hand shown
    simulator.press(buttons.START)
    choose_item(simulator, "Hint")
    assert screen.hinted is not None
    simulator.press(buttons.B)                          # the next tile: the hint goes
    assert screen.hinted is None
    simulator.press(buttons.SELECT)                     # turns the tile, plays nothing
    assert screen.turns == 1 and not screen.game.placed


def test_undo_takes_the_laid_tile_back_to_the_hand_and_the_turn_goes_on(tmp_path):
    simulator = Simulator(str(tmp_path / "save.bin"), seed=6)
    screen = start_tactic(simulator, ["human", "greedy"])
    game = screen.game
    simulator.press(buttons.A, 2)                       # a tile, the end of the turn
    simulator.wait(3000)                                # the computer's turn
    simulator.press(buttons.START)
    assert "Undo" not in [item_text(item) for item in simulator.app.screen.items]
    simulator.press(buttons.B)
    before = position_text(game)
    hand = bytes(game.hand())
    code = screen.code()
    simulator.press(buttons.A)                          # lays the picked tile
    cell = game.placed[-1]
    assert len(game.hand()) == 2 and screen.message.text.startswith("A: end the turn")
    simulator.press(buttons.START)
    choose_item(simulator, "Undo")
    assert screen_name(simulator) == "TacticScreen"
    assert position_text(game) == before and bytes(game.hand()) == hand
    assert game.grid[cell] == 0 and cell_at(screen.x, screen.y) == cell
    assert screen.code() == code                        # picked and turned as it was laid
    assert simulator.app.session.actions[-1] == END     # the record forgets it
    simulator.press(buttons.A, 2)                       # laid again, and the turn ends
    assert game.grid[cell] == code and game.to_move == 1


def test_save_and_quit_after_a_tile_saves_the_turn_as_it_began(tmp_path):
    save_path = str(tmp_path / "save.bin")
    simulator = Simulator(save_path, seed=6)
    screen = start_tactic(simulator, ["human", "greedy"])
    before = position_text(screen.game)
    simulator.press(buttons.A)                          # a tile, not yet ended
    simulator.press(buttons.START)
    choose_item(simulator, "Save and quit")
    again = Simulator(save_path, seed=7)
    again.press(buttons.A)                              # Resume
    assert position_text(again.app.screen.game) == before


def test_save_and_quit_then_resume_from_the_title(tmp_path):
    save_path = str(tmp_path / "save.bin")
    simulator = Simulator(save_path, seed=6)
    screen = start_tactic(simulator, ["human", "easy", "greedy"])
    for _ in range(3):
        simulator.press(buttons.A, 2)                   # a tile, the end of the turn
        simulator.wait(2000)                            # the computers' two turns
    saved = position_text(screen.game)
    simulator.press(buttons.START)
    assert screen_name(simulator) == "TacticMenu"
    choose_item(simulator, "Save and quit")
    assert screen_name(simulator) == "TitleScreen"
    assert not [name for name in sys.modules if name.startswith("engine.tactic")]
    again = Simulator(save_path, seed=7)                # as after power-off
    assert "> Resume saved game" in again.app.page.texts   # the cursor is on it
    again.press(buttons.A)                              # Resume: the cursor is on it
    assert screen_name(again) == "TacticScreen"
    assert position_text(again.app.screen.game) == saved
    assert again.app.screen.kinds == ["human", "easy", "greedy"]


def test_the_last_game_is_let_go_before_the_title_loads_its_code(tmp_path, monkeypatch):
    """Save and quit with a tile laid: by the time the title's code is imported, no screen
    or game of the last game is left (MicroPython could keep a block that lies just after
    the new code's table of names alive: see app.App.show_title)."""
    import weakref

    from shell.app import App

    simulator = Simulator(str(tmp_path / "save.bin"), seed=6)
    app = simulator.app
    screen = start_tactic(simulator, ["human", "greedy"])
    simulator.press(buttons.A)                          # a tile, not yet ended
    simulator.press(buttons.START)
    left = [weakref.ref(screen), weakref.ref(screen.game), weakref.ref(app.screen)]
    del screen
    for _ in range(len(app.screen.items)):             # no menu held here during the press
        if item_text(app.screen.items[app.screen.choice]) == "Save and quit":
            break
        simulator.press(buttons.DOWN)
    assert item_text(app.screen.items[app.screen.choice]) == "Save and quit"
    kept = []
    keep_room = App.keep_room

    def keep_room_and_look(self):
        keep_room(self)   # collects
        kept.extend([ref for ref in left if ref() is not None])
        assert "screens.title_screen" not in sys.modules

    monkeypatch.setattr(App, "keep_room", keep_room_and_look)
    simulator.press(buttons.A)
    assert screen_name(simulator) == "TitleScreen"
    assert kept == []


def test_a_damaged_tactic_save_is_reported_not_loaded(tmp_path):
    save_path = str(tmp_path / "save.bin")
    simulator = Simulator(save_path, seed=6)
    start_tactic(simulator, ["human", "greedy"])
    simulator.press(buttons.START)
    choose_item(simulator, "Save and quit")
    with open(save_path, "r+b") as stream:
        stream.seek(20)
        byte = stream.read(1)
        stream.seek(20)
        stream.write(bytes([byte[0] ^ 0x55]))
    again = Simulator(save_path, seed=7)
    assert screen_name(again) == "TitleScreen"
    assert "damaged" in again.app.page.texts[-1]
    assert not [text for text in again.app.page.texts if "Resume" in text]
    setup = open_setup(again)                           # a new game asks before replacing it
    again.press(buttons.A)
    assert setup.asking == 0 and screen_name(again) == "TacticSetup"


def test_the_write_counter_goes_on_whichever_game_writes_and_diagnostics_shows_it(tmp_path):
    simulator = Simulator(str(tmp_path / "save.bin"), seed=6)
    app = simulator.app
    start_tactic(simulator, ["human", "greedy"])
    simulator.press(buttons.START)
    choose_item(simulator, "Save and quit")
    what, tactic_writes, _ = state(app)
    assert what == TACTIC and tactic_writes >= 1
    assert app.page.texts[-1] == "Game saved"
    simulator.press(buttons.UP)
    simulator.press(buttons.A)                          # New game (Latice), above Resume
    simulator.press(buttons.A, 2)                       # Start, asked, then confirmed
    assert screen_name(simulator) == "GameScreen"       # one player: no hand-off
    simulator.press(buttons.START)                      # the menu's "Save and quit"
    for _ in range(len(app.screen.items)):
        if item_text(app.screen.items[app.screen.choice]) == "Save and quit":
            break
        simulator.press(buttons.DOWN)
    simulator.press(buttons.A)
    what, writes, _ = state(app)
    assert what == LATICE and writes > tactic_writes
    title = app.screen
    for _ in range(len(title.items)):
        if item_text(title.items[title.choice]) == "Diagnostics":
            break
        simulator.press(buttons.DOWN)
    simulator.press(buttons.A)
    assert screen_name(simulator) == "DiagnosticsScreen"
    assert "Saves written: %d" % writes in app.page.texts


def test_a_latice_setup_asks_before_replacing_a_saved_tactic_game(tmp_path):
    simulator = Simulator(str(tmp_path / "save.bin"), seed=6)
    start_tactic(simulator, ["human", "greedy"])
    simulator.press(buttons.START)
    choose_item(simulator, "Save and quit")
    simulator.press(buttons.UP)
    simulator.press(buttons.A)                          # New game (Latice), above Resume
    simulator.press(buttons.A)                          # Start
    assert simulator.app.screen.confirming
    simulator.press(buttons.B)
    setup = open_setup(simulator)                       # and Tactic's own setup
    simulator.press(buttons.A)
    assert setup.asking == 0 and screen_name(simulator) == "TacticSetup"
    simulator.press(buttons.A)
    assert screen_name(simulator) == "TacticScreen"


def test_the_kiosk_shows_a_tactic_game_every_third_attract_game(monkeypatch, tmp_path):
    monkeypatch.setenv("LATICE_KIOSK", "1")
    simulator = Simulator(str(tmp_path / "save.bin"), seed=4)
    kiosk = simulator.app.kiosk
    kiosk.attract()
    kiosk.attract()                                     # the third, begun by the next frame
    simulator.frame()
    assert screen_name(simulator) == "TacticScreen" and kiosk.attracting
    screen = simulator.app.screen
    simulator.wait(10000)
    assert len(screen.game.placed) >= 5                 # computers play at the kiosk's pace
    simulator.press(buttons.A)                          # a visitor: Latice against the computer
    assert screen_name(simulator) == "GameScreen"
    assert not [name for name in sys.modules if name.startswith("tactic")]


def test_playing_a_short_game_again_keeps_its_length(tmp_path):
    simulator = Simulator(str(tmp_path / "save.bin"), seed=12)
    screen = start_tactic(simulator, ["easy", "greedy"], short=True)
    game = screen.game
    assert len(game.stack) + 6 == 36                    # 3 in each hand, the rest to draw
    play_tactic_until_over(simulator)
    assert screen_name(simulator) == "OverScreen"
    simulator.press(buttons.B)                          # play again
    again = simulator.app.screen.game
    assert screen_name(simulator) == "TacticScreen" and again is not game
    assert len(again.stack) + sum([len(hand) for hand in again.hands]) == 36


def test_a_saved_game_loads_once_the_title_and_its_code_are_let_go(tmp_path, monkeypatch):
    """Resume: by the time the saved game's code starts loading, the title is off the display,
    its code unloaded and nothing holds it, so that the game loads into the title's room."""
    import gc
    import weakref

    from shell.app import App

    save_path = str(tmp_path / "save.bin")
    simulator = Simulator(save_path, seed=6)
    start_tactic(simulator, ["human", "greedy"])
    simulator.press(buttons.START)
    choose_item(simulator, "Save and quit")
    again = Simulator(save_path, seed=7)
    title = weakref.ref(again.app.screen)
    seen = []
    game_starts = App.game_starts

    def game_starts_and_look(self, game=None):
        game_starts(self, game)
        gc.collect()
        seen.append((self.screen, "screens.title_screen" in sys.modules, title() is not None))

    monkeypatch.setattr(App, "game_starts", game_starts_and_look)
    again.press(buttons.A)                             # Resume, where the cursor starts
    assert seen and set(seen) == {(None, False, False)}
    assert screen_name(again) == "TacticScreen"
