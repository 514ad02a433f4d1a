"""The message line and the cursor's tag as a player reads them off the screen's pixels:
every glyph whole (a descender is not cut off by the screen's edge, so g8 never reads q8),
letters that look alike told apart on the square names two boards use (l7 is not 17), and a
line of 26 characters, in Latice and in Tactic Tiles."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from app_driver import start_game, start_tactic  # noqa: E402
from screen_reading import GLYPH_HEIGHT, glyphs, read_line, screen_ink  # noqa: E402
from shell import buttons  # noqa: E402
from tools.simulate import Simulator, parse_script  # noqa: E402

from engine.options import Options  # noqa: E402

LEAST_DIFFERENT = 5   # pixels two look-alike characters differ in, at least
WHOLE_LINE = 26       # characters the message line shows at once, at least


def message_words(simulator, tmp_path, message):
    """The words on the screen where ``message`` (a MessageLine) is drawn."""
    line = message.line
    top = line.group.y + line.grids[0].y
    return [word for word, _ in read_line(screen_ink(simulator, tmp_path), top)]


def tag_words(simulator, tmp_path, screen):
    """The words on the screen where the cursor's tag is drawn."""
    grid = screen.board_view.tag.grid
    return [word for word, _ in read_line(screen_ink(simulator, tmp_path), grid.y,
                                          grid.x, grid.x + grid.width * 6)]


def latice_board(tmp_path, seats=2, options=None):
    simulator = Simulator(str(tmp_path / "save.bin"), seed=3)
    if options is None:
        start_game(simulator, ["human"] * seats)
    else:
        simulator.app.start(Options(seats, **options), ["human"] * seats)
    simulator.press(buttons.A)                      # past the hand-off
    return simulator, simulator.app.screen


def test_a_square_with_a_descender_reads_whole_on_the_message_line(tmp_path):
    simulator, screen = latice_board(tmp_path)
    simulator.run_script(parse_script("right 2\nup 3"))   # from the moon, e5, to g8
    assert tag_words(simulator, tmp_path, screen) == ["g8"]
    line = screen.message.line
    assert line.group.y + line.grids[0].y + GLYPH_HEIGHT <= 128   # the cell inside the screen
    screen.message.say("Purple Flower on g8")
    simulator.frame()
    assert message_words(simulator, tmp_path, screen.message) == ["Purple", "Flower", "on",
                                                                  "g8"]


def test_board_b_s_l_file_does_not_read_as_a_one(tmp_path):
    simulator, screen = latice_board(tmp_path, 6, {"formation": "spike", "two_boards": True})
    simulator.run_script(parse_script("right 7\nup 2"))   # onto board B's file l, rank 7
    assert tag_words(simulator, tmp_path, screen) == ["l7"]
    screen.message.say("wind: l7 to l8")
    simulator.frame()
    assert message_words(simulator, tmp_path, screen.message) == ["wind:", "l7", "to", "l8"]
    shapes = glyphs()
    for one, other in (("l", "1"), ("l", "I"), ("1", "I"), ("g", "q"), ("0", "O")):
        first, second = shapes[one][1], shapes[other][1]
        differ = sum(a != b for column_a, column_b in zip(first, second)
                     for a, b in zip(column_a, column_b))
        assert differ >= LEAST_DIFFERENT, (one, other, differ)


def test_latice_s_message_line_shows_26_characters_at_once(tmp_path):
    simulator, screen = latice_board(tmp_path)
    text = "Hint: e5 Green Gecko, +1."
    text += "x" * (WHOLE_LINE - len(text))
    screen.message.say(text)
    for _ in range(50):                             # a second: a line that fits stays still
        simulator.frame()
    assert screen.message.offset == 0
    assert " ".join(message_words(simulator, tmp_path, screen.message)) == text


def test_tactic_tiles_message_line_shows_26_characters_at_once(tmp_path):
    simulator = Simulator(str(tmp_path / "save.bin"), seed=3)
    screen = start_tactic(simulator, ["human", "greedy"])
    text = "Not here: a tile goes edge"
    assert len(text) == WHOLE_LINE
    screen.message.say(text)
    for _ in range(50):
        simulator.frame()
    assert screen.message.offset == 0
    assert " ".join(message_words(simulator, tmp_path, screen.message)) == text
