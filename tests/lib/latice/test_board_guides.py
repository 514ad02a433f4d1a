"""Finding a square the words name: a tag by the moving cursor names its square until the
cursor rests, the message line keeps its words meanwhile, and board B's squares have a colour
of their own (R13)."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from pathlib import Path  # noqa: E402

from app_driver import start_game  # noqa: E402
from shell import buttons  # noqa: E402
from shell import sprites  # noqa: E402
from shell.art import BOARD_X, BOARD_Y  # noqa: E402
from latice.board_guides import BOARD_B_COLOUR, BOARD_COLOUR, TAG_MS  # noqa: E402
from latice.board_view import cell_of, square_xy  # noqa: E402
from views.message_line import BACKGROUND  # noqa: E402
from PIL import Image  # noqa: E402
from views.text_view import FIRST_CHARACTER, LINE_HEIGHT, WHITE, glyph_sheet  # noqa: E402
from tools.simulate import Simulator, parse_script  # noqa: E402

from engine.action_notation import parse_square  # noqa: E402
from engine.squares import BOARD_B, square_name  # noqa: E402

PALETTE = Path(__file__).resolve().parents[3] / "assets" / "palette.txt"


def game_screen(tmp_path, kinds):
    simulator = Simulator(str(tmp_path / "save.bin"), seed=3)
    start_game(simulator, kinds)
    simulator.press(buttons.A)                      # past the hand-off
    return simulator, simulator.app.screen


def tag_text(screen):
    """What the cursor's tag says, or None while it is hidden."""
    grid = screen.board_view.tag.grid
    if grid.hidden:
        return None
    return "".join(chr(grid[column] + FIRST_CHARACTER) for column in range(grid.width))


def test_a_moving_cursor_s_tag_names_its_square_next_to_it(tmp_path):
    simulator, screen = game_screen(tmp_path, ["human", "human"])
    grid = screen.board_view.tag.grid
    assert tag_text(screen) is None                # nothing moved yet
    simulator.press(buttons.LEFT, 4)               # from the moon to a5
    for step in [buttons.RIGHT] * 8 + [buttons.UP] * 4:   # along rank 5, then up file i
        name = square_name(screen.cursor)
        assert tag_text(screen) == name
        x, y = square_xy(screen.cursor)
        assert x <= grid.x and grid.x + 2 * 6 <= x + sprites.CELL   # over its square's column
        if y >= LINE_HEIGHT:
            assert grid.y + LINE_HEIGHT == y        # right above it
        else:
            assert grid.y == y + sprites.CELL       # the top row: right under it
        simulator.press(step)
    assert tag_text(screen) == "i9" and grid.y == BOARD_Y + sprites.CELL


def test_the_tag_shows_the_square_s_name_in_the_game_s_font(tmp_path):
    simulator, screen = game_screen(tmp_path, ["human", "human"])
    simulator.press(buttons.UP, 3)                 # e8
    simulator.press(buttons.RIGHT, 2)              # g8: the g's tail is not q's
    assert tag_text(screen) == "g8"
    simulator.frame()
    path = str(tmp_path / "screen.png")
    simulator.hardware.screenshot(path)
    shot = Image.open(path).convert("RGB")
    grid = screen.board_view.tag.grid
    glyphs = glyph_sheet()
    per_row = glyphs.width // 6
    for column, character in enumerate("g8"):
        tile = ord(character) - FIRST_CHARACTER
        left, top = tile % per_row * 6, tile // per_row * LINE_HEIGHT
        for y in range(LINE_HEIGHT):
            for x in range(6):
                seen = shot.getpixel((grid.x + column * 6 + x, grid.y + y))
                assert near(seen, WHITE if glyphs[left + x, top + y] else BACKGROUND)


def test_the_message_stays_while_the_cursor_moves_and_the_tag_goes_once_it_rests(tmp_path):
    simulator, screen = game_screen(tmp_path, ["human", "human"])
    texts = screen.message.line.texts
    assert texts[0] == "Seat 1: your turn"
    simulator.press(buttons.UP)
    assert tag_text(screen) == "e6" and texts[0] == "Seat 1: your turn"
    simulator.wait(TAG_MS // 2)
    simulator.press(buttons.UP)                    # a new move starts the tag's time again
    simulator.wait(TAG_MS // 2)
    assert tag_text(screen) == "e7"
    simulator.wait(TAG_MS)
    assert tag_text(screen) is None
    assert texts[0] == "Seat 1: your turn"


def test_a_refusal_stays_on_the_line_and_the_tag_goes(tmp_path):
    simulator, screen = game_screen(tmp_path, ["human", "human"])
    simulator.press(buttons.UP)                    # e6: the first tile goes on the moon
    simulator.press(buttons.A)
    refusal = screen.message.text
    assert "moon" in refusal
    simulator.wait(2 * TAG_MS)
    assert screen.message.text == refusal and tag_text(screen) is None


def test_another_screen_takes_the_tag_with_it(tmp_path):
    simulator, screen = game_screen(tmp_path, ["human", "human"])
    simulator.press(buttons.UP)
    simulator.press(buttons.START)                 # the game menu
    simulator.press(buttons.B)                     # back to the game
    assert simulator.app.screen is screen and tag_text(screen) is None


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
    assert tag_text(screen) == square_name(screen.cursor) == "j5"   # board B's own files
    simulator.press(buttons.LEFT)
    simulator.frame()
    assert empty_square_colour(simulator, tmp_path, empty_a) == colour_a


def test_a_script_shows_the_tag_while_the_cursor_moves(tmp_path):
    simulator, screen = game_screen(tmp_path, ["human", "human"])
    simulator.run_script(parse_script("left 4\ndown 2\n"))
    assert tag_text(screen) == "a3"
