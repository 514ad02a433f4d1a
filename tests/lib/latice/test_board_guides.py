"""Finding a square the words name: a moving cursor names its square on the message line under
a ruler of the files, the ranks are labelled down the board's edge until the cursor rests,
and board B's squares have a colour of their own (R13)."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from pathlib import Path  # noqa: E402

from app_driver import start_game  # noqa: E402
from shell import buttons  # noqa: E402
from shell import sprites  # noqa: E402
from shell.art import BOARD_X, BOARD_Y  # noqa: E402
from latice.board_guides import BOARD_B_COLOUR, BOARD_COLOUR  # noqa: E402
from latice.board_view import cell_of  # noqa: E402
from views.message_line import GLANCE_MS  # noqa: E402
from PIL import Image  # noqa: E402
from views.text_view import FIRST_CHARACTER, LINE_HEIGHT, glyph_sheet  # noqa: E402
from tools.simulate import Simulator, parse_script  # noqa: E402

from engine.action_notation import parse_square  # noqa: E402
from engine.squares import BOARD_B, square_name  # noqa: E402

PALETTE = Path(__file__).resolve().parents[3] / "assets" / "palette.txt"


def game_screen(tmp_path, kinds):
    simulator = Simulator(str(tmp_path / "save.bin"), seed=3)
    start_game(simulator, kinds)
    simulator.press(buttons.A)                      # past the hand-off
    return simulator, simulator.app.screen


def under(message, index):
    """The screen x of the middle of the message line's character ``index``."""
    line = message.line
    return line.group.x + line.grids[0].x + index * line.grids[0].tile_width + 3


def test_a_moving_cursor_names_its_square_under_its_file_on_the_ruler(tmp_path):
    simulator, screen = game_screen(tmp_path, ["human", "human"])
    message = screen.message
    simulator.press(buttons.LEFT, 4)               # from the moon to a5
    for column in range(9):                        # along rank 5 to i5
        text = message.line.texts[0]
        name = square_name(screen.cursor)
        assert name == "abcdefghi"[column] + "5"
        left = BOARD_X + column * sprites.CELL
        start = text.index(name)
        assert left <= under(message, start) < left + sprites.CELL   # under its column
        for other in range(9):                     # every other letter under its own
            letter = "abcdefghi"[other]
            if other != column and letter in text:
                x = under(message, text.index(letter))
                assert BOARD_X + other * sprites.CELL <= x < BOARD_X + (other + 1) * sprites.CELL
        assert sum(letter in text for letter in "abcdefghi") >= 7   # at most one left out
        simulator.press(buttons.RIGHT)


def test_the_turn_s_message_comes_back_when_the_cursor_rests(tmp_path):
    simulator, screen = game_screen(tmp_path, ["human", "human"])
    texts = screen.message.line.texts
    assert texts[0] == "Seat 1: your turn"
    simulator.press(buttons.UP)
    assert texts[0].startswith("a  b c d e6")
    assert not screen.board_view.ranks.hidden
    simulator.wait(GLANCE_MS // 2)
    simulator.press(buttons.UP)                    # a new glance starts its time again
    simulator.wait(GLANCE_MS // 2)
    assert "e7" in texts[0]
    simulator.wait(GLANCE_MS)
    assert texts[0] == "Seat 1: your turn"
    assert screen.board_view.ranks.hidden


def test_a_refusal_during_a_glance_stays_on_the_line(tmp_path):
    simulator, screen = game_screen(tmp_path, ["human", "human"])
    simulator.press(buttons.UP)                    # e6: the first tile goes on the moon
    simulator.press(buttons.A)
    refusal = screen.message.text
    assert "moon" in refusal
    simulator.wait(2 * GLANCE_MS)
    assert screen.message.text == refusal and screen.board_view.ranks.hidden


def test_the_ranks_are_labelled_on_their_rows_while_the_cursor_moves(tmp_path):
    simulator, screen = game_screen(tmp_path, ["human", "human"])
    simulator.press(buttons.DOWN)
    ranks = screen.board_view.ranks
    assert ranks in screen.board_view.group and not ranks.hidden
    glyphs = glyph_sheet()
    per_row = glyphs.width // 6
    for rank in range(1, 10):
        row = cell_of(parse_square("a%d" % rank))[1]
        assert ranks.y + row * ranks.tile_height == BOARD_Y + row * sprites.CELL
        tile = ord(str(rank)) - FIRST_CHARACTER
        left, top = tile % per_row * 6, tile // per_row * LINE_HEIGHT
        drawn = ranks[row]
        assert [ranks.bitmap[drawn * 6 + x, y + 1] for y in range(LINE_HEIGHT) for x in range(6)] \
            == [glyphs[left + x, top + y] for y in range(LINE_HEIGHT) for x in range(6)]


def empty_square_colour(simulator, tmp_path, square):
    path = str(tmp_path / "screen.png")
    simulator.hardware.screenshot(path)
    column, row = cell_of(square)
    return Image.open(path).convert("RGB").getpixel((BOARD_X + column * sprites.CELL + 6,
                                                     BOARD_Y + row * sprites.CELL + 10))


def near(seen, colour):
    """A colour as the 16-bit screen shows it (each part within a step of 8)."""
    return all(abs(part - (colour >> shift & 0xFF)) < 8 for part, shift in zip(seen, (16, 8, 0)))


def test_board_a_s_colour_is_the_sheet_s_empty_square_colour():
    board_line = next(line.split() for line in PALETTE.read_text().splitlines()
                      if line.split()[1:2] == ["board"])
    assert int(board_line[2][1:], 16) == BOARD_COLOUR


def test_board_b_s_squares_differ_in_colour_from_board_a_s(tmp_path):
    simulator, screen = game_screen(tmp_path, ["human"] * 6)
    board = screen.game.board
    simulator.press(buttons.RIGHT, 4)
    simulator.frame()
    empty_a = next(s for s in (parse_square("a4"), parse_square("b4")) if not board[s])
    colour_a = empty_square_colour(simulator, tmp_path, empty_a)
    simulator.press(buttons.RIGHT)                 # onto board B
    simulator.frame()
    assert screen.board_view.shown == BOARD_B
    colour_b = empty_square_colour(simulator, tmp_path, empty_a + BOARD_B)
    assert not board[empty_a + BOARD_B]
    assert near(colour_a, BOARD_COLOUR) and near(colour_b, BOARD_B_COLOUR)
    assert sum(abs(a - b) for a, b in zip(colour_a, colour_b)) >= 48
    assert "j" in screen.message.line.texts[0]     # the ruler names board B's files
    simulator.press(buttons.LEFT)
    simulator.frame()
    assert empty_square_colour(simulator, tmp_path, empty_a) == colour_a


def test_a_script_shows_the_ruler_while_the_cursor_moves(tmp_path):
    simulator, screen = game_screen(tmp_path, ["human", "human"])
    simulator.run_script(parse_script("left 4\ndown 2\n"))
    assert screen.message.line.texts[0] == "a3 b c d e f g  h i"
