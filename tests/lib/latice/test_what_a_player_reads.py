"""What a new player reads and sees on the game screen, driven through the app's screens: a
seat has one name on the panel and on the message line, the menu names the end of a turn by
what the rules make of it, the tiles picked for an exchange are framed, the other seats'
figures (Latice's side panel) and every seat's points (Tactic Tiles) are on the screen at
once, and on two boards the words beside the rack say where the picked tile fits on each board
and which is on screen; read from its pixels as a player reads them."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from app_driver import bought_back_a_wind, menu_texts, start_game, start_tactic  # noqa: E402
from shell import buttons  # noqa: E402
import pytest  # noqa: E402
from shell import sprites  # noqa: E402
from shell.art import RACK_Y, TEXT_X, TEXT_Y  # noqa: E402
from latice.side_panel import BESIDE_X, LINE_STEP, OTHER_LINE, OTHERS_MS, figures  # noqa: E402
from screen_reading import GLYPH_HEIGHT, read_line, screen_ink  # noqa: E402
from views.text_view import HIGHLIGHT, WHITE  # noqa: E402
from tools.simulate import Simulator, parse_script  # noqa: E402

from engine.actions import BUY_WIND, END  # noqa: E402
from engine.options import Options  # noqa: E402
from engine.squares import BOARD_BYTES  # noqa: E402

MOST_FRAMES = 5000


def test_a_computer_seat_is_called_seat_n_on_the_panel_as_on_the_message_line(tmp_path):
    simulator = Simulator(str(tmp_path / "save.bin"), seed=5)
    start_game(simulator, ["human", "medium"])
    simulator.run_script(parse_script("a\nselect 2"))   # seat 1 plays the hint and ends
    screen = simulator.app.screen
    for _ in range(MOST_FRAMES):                         # seat 2, a computer, plays
        if screen.mode == "computer" and not screen.turn_pending:
            break
        simulator.frame()
    assert screen.mode == "computer"
    assert screen.message.text == "Seat 2 plays"
    assert screen.panel.lines.texts[:2] == ["Seat 2", "medium"]   # its level, its name
    for _ in range(MOST_FRAMES):                         # its first action, in words
        if screen.message.text != "Seat 2 plays":
            break
        simulator.frame()
    assert screen.message.text == simulator.app.session.log[-1][1]
    assert screen.panel.lines.texts[0] == "Seat 2"


def test_after_a_wind_buy_back_the_menu_ends_the_turn_and_says_it_is_a_pass(tmp_path):
    simulator = Simulator(str(tmp_path / "save.bin"), seed=5)
    game = bought_back_a_wind(simulator)
    texts = menu_texts(simulator)
    assert "Pass" not in texts
    assert texts[1] == "End turn (a pass)"              # R4: a buy-back alone is a pass
    assert not [text for text in texts if text.startswith("Buy")]   # no sunstones left
    actions = [item.pick for item in simulator.app.screen.items]
    assert actions[1] == END and BUY_WIND not in actions
    simulator.press(buttons.DOWN)
    simulator.press(buttons.A)                           # the turn ends: a pass
    assert game.to_move == 1 and game.passes == 1


def test_the_tiles_picked_for_an_exchange_are_framed_until_unpicked(tmp_path):
    simulator = Simulator(str(tmp_path / "save.bin"), seed=7)
    start_game(simulator, ["human", "human"])
    simulator.press(buttons.A)                           # past the hand-off
    simulator.press(buttons.START)
    simulator.press(buttons.DOWN, menu_texts(simulator).index("Exchange tiles"))
    simulator.press(buttons.A)
    screen = simulator.app.screen
    marks = screen.rack_view.marks
    simulator.run_script(parse_script("a\nright\na\nright"))   # the first two tiles picked
    assert [marks[0, slot] for slot in range(5)] == [sprites.CURSOR] * 2 + [sprites.BLANK] * 3
    simulator.run_script(parse_script("left\na"))        # the second unpicked
    assert [marks[0, slot] for slot in range(5)] == [sprites.CURSOR] + [sprites.BLANK] * 4
    simulator.press(buttons.B)                           # cancelled: no frame stays
    assert [marks[0, slot] for slot in range(5)] == [sprites.BLANK] * 5


def panel_columns(ink):
    """The other seats' columns on the side panel: each seat's number (its heading "S2") with
    its tiles left, sunstones and halfstones, as read from the screen."""
    rows = [[word for word, _ in read_line(ink, TEXT_Y + (OTHER_LINE + row) * LINE_STEP,
                                           left=TEXT_X)] for row in range(4)]
    assert all(heading[:1] == "S" for heading in rows[0]), rows
    assert all(len(row) == len(rows[0]) for row in rows), rows
    return {int(rows[0][column][1:]): tuple(int(row[column]) for row in rows[1:])
            for column in range(len(rows[0]))}


def different_figures(simulator, game):
    """Every seat's tiles left and stones made different from the others' (two digits for
    some sunstones), and the screen drawn again."""
    for seat in range(game.options.seats):
        del game.pools[seat][:2 * seat]
        game.sunstones[seat] = 8 + seat
        game.halfstones[seat] = seat
    simulator.app.game_screen.dirty = True
    simulator.frame()


def panel_turns(simulator, tmp_path, groups):
    """The other seats' columns read from the screen over ``groups`` turns of the panel: all
    that were seen, and the most seen at once."""
    seen, most = {}, 0
    for _ in range(groups):
        shown = panel_columns(screen_ink(simulator, tmp_path))
        most = max(most, len(shown))
        seen.update(shown)
        simulator.wait(OTHERS_MS)
    return seen, most


def test_with_three_seats_both_other_seats_figures_are_on_the_panel_at_once(tmp_path):
    simulator = Simulator(str(tmp_path / "save.bin"), seed=5)
    simulator.app.start(Options(3), ["human"] * 3)
    simulator.press(buttons.A)                           # past the hand-off
    game = simulator.app.session.game
    different_figures(simulator, game)
    shown = panel_columns(screen_ink(simulator, tmp_path))
    assert shown == {seat + 1: figures(game, seat) for seat in range(1, 3)}


@pytest.mark.parametrize("seats, options", [(4, {}), (6, {"formation": "spike",
                                                           "two_boards": True})])
def test_with_more_seats_the_panel_shows_two_others_beside_the_legend_and_turns_through_all(
        tmp_path, seats, options):
    simulator = Simulator(str(tmp_path / "save.bin"), seed=5)
    simulator.app.start(Options(seats, **options), ["human"] * seats)
    simulator.press(buttons.A)
    game = simulator.app.session.game
    different_figures(simulator, game)
    seen, most = panel_turns(simulator, tmp_path, (seats - 1 + 1) // 2 + 1)
    assert most == 2
    assert seen == {seat + 1: figures(game, seat) for seat in range(1, seats)}
    legend = simulator.app.game_screen.panel.group
    rows = [layer for layer in legend if getattr(layer, "width", 0) == 1 and
            getattr(layer, "height", 0) == 1]
    assert [row[0] for row in rows] == [sprites.BACK, sprites.SUNSTONE, sprites.HALFSTONE]


def test_a_partner_s_heading_is_green_as_the_seat_to_move_s(tmp_path):
    simulator = Simulator(str(tmp_path / "save.bin"), seed=5)
    simulator.app.start(Options(4, partners=True), ["human"] * 4)
    simulator.press(buttons.A)
    colours = {}
    for _ in range(3):                                   # the two groups, then the first again
        ink = screen_ink(simulator, tmp_path)
        for word, colour in read_line(ink, TEXT_Y + OTHER_LINE * LINE_STEP, left=TEXT_X):
            colours[word] = colour
        simulator.wait(OTHERS_MS)
    assert colours == {"S2": WHITE, "S3": HIGHLIGHT, "S4": WHITE}   # seats 1 and 3 (R11)


@pytest.mark.parametrize("scores", [[3, 0], [12, -1, 7, 30], [12, 35, 7, 40, 28, 19],
                                    [112, 35, 7, 40, 28, 19]])
def test_tactic_tiles_shows_every_seat_s_points_at_once_the_seat_to_move_s_in_green(tmp_path,
                                                                                  scores):
    simulator = Simulator(str(tmp_path / "save.bin"), seed=5)
    screen = start_tactic(simulator, ["human"] + ["greedy"] * (len(scores) - 1))
    screen.game.scores[:] = scores
    screen.draw_hand()
    simulator.frame()
    ink = screen_ink(simulator, tmp_path)
    wanted = ["%d:%d" % (seat + 1, score) for seat, score in enumerate(scores)]
    lines = [read_line(ink, top) for top in range(len(ink[0]) - GLYPH_HEIGHT + 1)]
    texts = [[word for word, _ in words] for words in lines]
    assert wanted in texts, "no line shows every seat's points"
    shown = lines[texts.index(wanted)]
    assert [colour for _, colour in shown] == [HIGHLIGHT if seat == screen.game.to_move
                                               else WHITE for seat in range(len(scores))]


def test_tactic_tiles_points_too_long_for_the_seats_numbers_are_shown_alone(tmp_path):
    scores = [112, 135, 107, 140, 128, 119]
    simulator = Simulator(str(tmp_path / "save.bin"), seed=5)
    screen = start_tactic(simulator, ["human"] + ["greedy"] * 5)
    screen.game.scores[:] = scores
    screen.draw_hand()
    simulator.frame()
    ink = screen_ink(simulator, tmp_path)
    wanted = ["%d" % score for score in scores]
    lines = [[word for word, _ in read_line(ink, top)]
             for top in range(len(ink[0]) - GLYPH_HEIGHT + 1)]
    assert wanted in lines


def beside_the_rack(simulator, tmp_path):
    """The lines of words right of the rack, top to bottom, as read from the screen: each
    line read where its characters stand (any top), each word with its colour."""
    ink = screen_ink(simulator, tmp_path)
    lines = []
    for top in range(RACK_Y, TEXT_Y - GLYPH_HEIGHT + 2):   # down to the Seat line's
        words = read_line(ink, top, left=BESIDE_X)
        if words:
            lines.append(words)
    return lines


def test_on_two_boards_beside_the_rack_says_where_the_tile_fits_on_each_board(tmp_path):
    simulator = Simulator(str(tmp_path / "save.bin"), seed=5)
    simulator.app.start(Options(6, formation="spike", two_boards=True), ["human"] * 6)
    simulator.press(buttons.A)                           # past the hand-off
    screen = simulator.app.game_screen
    for board, presses in (("A", 0), ("B", 5)):          # the cursor crosses to board B
        simulator.press(buttons.RIGHT, presses)
        simulator.frame()
        legal = screen.legal_squares()
        on_b = len([square for square in legal if square >= BOARD_BYTES])
        assert on_b and len(legal) > on_b                # the tile fits on both boards
        green = {"A": board == "A", "B": board == "B"}
        lines = beside_the_rack(simulator, tmp_path)
        assert lines[-3:] == [
            [("Fits", WHITE)],
            [("A", HIGHLIGHT if green["A"] else WHITE),
             ("%d" % (len(legal) - on_b), HIGHLIGHT if green["A"] else WHITE)],
            [("B", HIGHLIGHT if green["B"] else WHITE),
             ("%d" % on_b, HIGHLIGHT if green["B"] else WHITE)]], lines
        counts = [[word for word, _ in line] for line in lines[:-3]]
        assert counts == [["%d" % count] for count in figures(screen.game, 0)]   # above
        seat = read_line(screen_ink(simulator, tmp_path), TEXT_Y, left=TEXT_X)
        assert seat == [("Seat", HIGHLIGHT), ("1", HIGHLIGHT)]   # below, clear of them
