"""Tactic Tiles is easy to see on the 160 x 128 screen: a tile on the grid is at least 14
pixels (by the displayed TileGrid and by the screen's pixels), the cursor stays in sight
when it goes past each edge of the tiles in play, and neither the cursor on the grid nor the
picked tile's frame in the hand is under the message line (their screen rectangles stay a
pixel apart)."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from PIL import Image  # noqa: E402

from app_driver import start_tactic  # noqa: E402
from shell import buttons  # noqa: E402
from tactic.tactic_screen import HAND_Y  # noqa: E402
from tactic.tactic_view import COLUMNS, ROWS  # noqa: E402
from tools.simulate import Simulator  # noqa: E402

from engine.tactic.grid import REACH, cell_x, cell_y  # noqa: E402

SCREEN = (0, 0, 160, 128)   # left, top, right, bottom (right and bottom outside)
LEAST_TILE = 14
WHITE = 240   # each of red, green and blue above this: the cursor's frame, the grid's only white
STEPS = {buttons.LEFT: (-1, 0), buttons.RIGHT: (1, 0), buttons.UP: (0, 1),
         buttons.DOWN: (0, -1)}


def tile_pixels(view):
    """A cell's side on the screen, from the displayed TileGrids: 3 pieces, scaled."""
    return 3 * view.rows[0].tile_width * view.group.scale


def rectangle(layer, width, height, parent_x=0, parent_y=0):
    left, top = parent_x + layer.x, parent_y + layer.y
    return left, top, left + width, top + height


def message_rectangle(screen):
    line = screen.message.line
    grid = line.grids[0]
    return rectangle(grid, grid.width * grid.tile_width, grid.tile_height,
                     line.group.x, line.group.y)


def frames(screen):
    """The cursor's frame on the grid and the picked tile's frame in the hand."""
    size = tile_pixels(screen.grid_view)
    hand = screen.hand_view
    hand_size = 3 * hand.frame.tile_width
    return (rectangle(screen.grid_view.frame, size, size),
            rectangle(hand.frame, hand_size, hand_size))


def inside(inner, outer):
    return (outer[0] <= inner[0] and outer[1] <= inner[1] and inner[2] <= outer[2]
            and inner[3] <= outer[3])


def apart(one, other, gap=1):
    """True when the two rectangles have at least ``gap`` pixels between them."""
    return (one[2] + gap <= other[0] or other[2] + gap <= one[0]
            or one[3] + gap <= other[1] or other[3] + gap <= one[1])


def cursor_on_the_grid(simulator, tmp_path):
    """The box round the cursor's white pixels on the screen's grid (above the hand)."""
    path = str(tmp_path / "screen.png")
    simulator.hardware.screenshot(path)
    with Image.open(path) as image:
        pixels = image.convert("RGB").load()
        found = [(x, y) for y in range(HAND_Y - 1) for x in range(image.width)
                 if min(pixels[x, y]) > WHITE]
    assert found, "no cursor on the grid"
    xs = [x for x, _ in found]
    ys = [y for _, y in found]
    return min(xs), min(ys), max(xs) + 1, max(ys) + 1


def play_rounds(simulator, screen, rounds):
    """The human lays a tile and ends the turn; the computer plays; ``rounds`` times."""
    for _ in range(rounds):
        simulator.press(buttons.A, 2)
        simulator.wait(3000)
        assert screen.game.to_move == 0 and not screen.game.is_over()


def test_a_tile_on_the_grid_is_at_least_14_pixels(tmp_path):
    simulator = Simulator(str(tmp_path / "save.bin"), seed=3)
    screen = start_tactic(simulator, ["human", "greedy"])
    play_rounds(simulator, screen, 2)
    assert tile_pixels(screen.grid_view) >= LEAST_TILE
    left, top, right, bottom = cursor_on_the_grid(simulator, tmp_path)
    assert right - left >= LEAST_TILE and bottom - top >= LEAST_TILE


def test_the_cursor_stays_in_sight_past_each_edge_of_the_tiles_in_play(tmp_path):
    simulator = Simulator(str(tmp_path / "save.bin"), seed=5)
    screen = start_tactic(simulator, ["human", "greedy"])
    play_rounds(simulator, screen, 4)
    placed = screen.game.placed
    xs = [cell_x(cell) for cell in placed]
    ys = [cell_y(cell) for cell in placed]
    rows = screen.grid_view.rows   # the window: its rows of cells, top to bottom
    window = (rows[0].x, rows[0].y, rows[-1].x + rows[-1].width * rows[-1].tile_width,
              rows[-1].y + rows[-1].height * rows[-1].tile_height)
    # a cell past each edge, where a tile may go next, then back across to the other
    targets = [(buttons.LEFT, min(xs) - 1), (buttons.RIGHT, max(xs) + 1),
               (buttons.UP, max(ys) + 1), (buttons.DOWN, min(ys) - 1),
               (buttons.LEFT, min(xs) - 1), (buttons.UP, max(ys) + 1)]
    for button, target in targets:
        target = max(-REACH, min(REACH, target))
        step_x, step_y = STEPS[button]
        for _ in range(2 * REACH + 1):
            if (screen.x if step_x else screen.y) == target:
                break
            simulator.press(button)
        assert (screen.x if step_x else screen.y) == target
        cursor = frames(screen)[0]
        assert inside(cursor, window) and inside(cursor, SCREEN), (button, cursor, window)
        shown = cursor_on_the_grid(simulator, tmp_path)
        assert shown == cursor, (button, shown, cursor)   # drawn where the frame says
        assert apart(cursor, message_rectangle(screen))


def test_a_human_s_turn_starts_with_the_tiles_in_play_in_the_window_when_they_fit(tmp_path):
    simulator = Simulator(str(tmp_path / "save.bin"), seed=3)
    screen = start_tactic(simulator, ["human", "greedy"])
    simulator.press(buttons.A)                          # the first tile
    simulator.press(buttons.LEFT, 12)                   # the window scrolls away from it
    view = screen.grid_view
    assert view.left + COLUMNS - 1 < 0
    simulator.press(buttons.A)                          # ends the turn
    simulator.wait(3000)                                # the computer lays its tile
    assert screen.game.to_move == 0
    xs = [cell_x(cell) for cell in screen.game.placed]
    ys = [cell_y(cell) for cell in screen.game.placed]
    assert max(xs) - min(xs) + 3 <= COLUMNS and max(ys) - min(ys) + 3 <= ROWS
    # every tile in play in the window, with a cell to spare round them where one may go
    assert view.left < min(xs) and max(xs) < view.left + COLUMNS - 1
    assert view.top > max(ys) and min(ys) > view.top - ROWS + 1


def test_the_picked_tile_s_frame_and_the_cursor_stand_clear_of_the_message_line(tmp_path):
    simulator = Simulator(str(tmp_path / "save.bin"), seed=7)
    screen = start_tactic(simulator, ["human", "greedy"])
    play_rounds(simulator, screen, 1)
    message = message_rectangle(screen)
    assert inside(message, SCREEN)
    for slot in range(len(screen.game.hand())):
        assert screen.picked == slot
        hand = frames(screen)[1]
        assert apart(hand, message) and inside(hand, SCREEN), (slot, hand, message)
        simulator.press(buttons.B)   # the next tile of the hand
    for button in (buttons.DOWN, buttons.LEFT, buttons.RIGHT):
        for _ in range(2 * REACH + 1):   # on to the grid's edge, a cell at a time
            cursor = frames(screen)[0]
            assert apart(cursor, message) and inside(cursor, SCREEN), (button, cursor, message)
            simulator.press(button)
