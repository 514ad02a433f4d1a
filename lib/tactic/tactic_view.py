"""
`tactic_view`
====================================================

Tactic Tiles on the 160 x 128 screen. A tile is 3 x 3 pieces of ``assets/tactic.bmp``
(:mod:`tactic.tactic_sprites`), 15 x 15 pixels: its 8 coloured squares around a grey centre.

- :class:`GridView`: a window of 10 x 6 cells onto the open grid, put round the tiles in play
  at a turn's start when they fit, which scrolls to keep the cursor in sight; the cursor is a
  frame around a cell, with the picked tile shown in it, turned as it would lie.
- :class:`HandView`: the 3 tiles of the seat to move, under the grid, or their backs while the
  hand is hidden (while the computers play, a player alone against them sees their own).
"""

import displayio

from tactic import tactic_sprites as pieces

from engine.tactic.grid import CENTRE, REACH, cell_at, cell_x, cell_y
from engine.tactic.tiles import FACES

CELL_PIXELS = 3 * pieces.CELL
COLUMNS = 10        # cells across the window: 150 pixels
ROWS = 6            # cells down: 90 pixels
MARGIN = 1          # the cursor keeps this many cells from the window's edge, where it can
# Where each position's square sits among a tile's 3 x 3 pieces (positions clockwise from the
# top-left corner, as in engine.tactic.tiles).
PIECE_X = (0, 1, 2, 2, 2, 1, 0, 0)
PIECE_Y = (0, 0, 0, 1, 2, 2, 2, 1)


def pieces_path(art):
    """Where the Tactic sheet is: beside the app's sprite sheet."""
    path = str(art.path)
    return path[:path.rfind("/") + 1] + pieces.SHEET


def pieces_grid(sheet, width, height, x, y, default):
    """A TileGrid of ``width`` x ``height`` pieces."""
    return displayio.TileGrid(sheet[0], pixel_shader=sheet[1], width=width, height=height,
                              tile_width=pieces.CELL, tile_height=pieces.CELL,
                              default_tile=default, x=x, y=y)


def fill(grid, left, top, piece):
    """Every piece of the cell whose top-left piece is at (left, top) the same ``piece``."""
    for index in range(9):
        grid[left + index % 3, top + index // 3] = piece


def cursor_frame(sheet, x, y):
    """The cursor: a frame of 3 x 3 pieces, clear in the middle."""
    frame = pieces_grid(sheet, 3, 3, x, y, pieces.CLEAR)
    for position in range(8):
        frame[PIECE_X[position], PIECE_Y[position]] = pieces.CURSOR + position
    return frame


def draw_tile(grid, left, top, code):
    """Draw the tile ``code`` (``tile << 2 | turns``, as the engine's grid holds it) with its
    top-left piece at (left, top); 0 draws an empty cell of the table."""
    if not code:
        for piece in range(9):
            grid[left + piece % 3, top + piece // 3] = pieces.DOT if piece == 0 else pieces.EMPTY
        return
    pattern = FACES[code]
    for position in range(8):
        grid[left + PIECE_X[position], top + PIECE_Y[position]] = pieces.square(
            position, pattern >> 2 * position & 3)
    grid[left + 1, top + 1] = pieces.CENTRE


class GridView:
    """The window onto the grid, its top-left cell at (``left``, ``top``) in the engine's
    coordinates (x to the right, y upwards)."""

    def __init__(self, sheet, x=5, y=1):
        # A TileGrid a row of cells: a fragmented heap has room for 6 small ones sooner
        # than for one of 540 pieces.
        self.rows = [pieces_grid(sheet, 3 * COLUMNS, 3, x, y + row * CELL_PIXELS, pieces.EMPTY)
                     for row in range(ROWS)]
        self.picked = pieces_grid(sheet, 3, 3, x, y, pieces.CLEAR)   # the tile the cursor holds
        self.frame = cursor_frame(sheet, x, y)
        self.group = displayio.Group()
        for layer in self.rows + [self.picked, self.frame]:
            self.group.append(layer)
        self.x = x
        self.y = y
        self.left = -(COLUMNS // 2)
        self.top = ROWS // 2
        self.drawn = None   # (left, top) when the window was last drawn

    def draw(self, grid):
        """Every cell in the window, from the engine's grid."""
        self.drawn = self.left, self.top
        for row in range(ROWS):
            for column in range(COLUMNS):
                self.draw_cell(grid, self.left + column, self.top - row)

    def draw_cell(self, grid, x, y):
        """Cell (x, y) from the engine's grid, when it is in the window."""
        column, row = x - self.left, self.top - y
        if 0 <= column < COLUMNS and 0 <= row < ROWS:
            draw_tile(self.rows[row], 3 * column, 0, self.code_at(grid, x, y))

    def code_at(self, grid, x, y):
        if -CENTRE <= x <= CENTRE and -CENTRE <= y <= CENTRE:
            return grid[cell_at(x, y)]
        return 0

    def follow(self, x, y):
        """Scroll so that cell (x, y) is in the window, ``MARGIN`` cells in from its edges
        where the grid goes on; True when the window is not as last drawn (draw it again)."""
        least_left = -REACH - 1
        most_left = REACH + 1 - COLUMNS + 1
        left = min(max(self.left, x - COLUMNS + 1 + MARGIN), x - MARGIN)
        left = min(max(left, least_left), most_left)
        least_top = -REACH - 1 + ROWS - 1
        most_top = REACH + 1
        top = max(min(self.top, y + ROWS - 1 - MARGIN), y + MARGIN)
        top = max(min(top, most_top), least_top)
        self.left, self.top = left, top
        return (left, top) != self.drawn

    def centre_on(self, x, y):
        self.left = x - COLUMNS // 2
        self.top = y + ROWS // 2
        self.follow(x, y)

    def frame_play(self, cells):
        """Centre the window on the tiles on ``cells`` when they fit in it with a cell to spare
        all round, where a tile may go next; else leave it where it is."""
        if not cells:
            return
        least_x = most_x = cell_x(cells[0])
        least_y = most_y = cell_y(cells[0])
        for cell in cells:
            x, y = cell_x(cell), cell_y(cell)
            least_x, most_x = min(least_x, x), max(most_x, x)
            least_y, most_y = min(least_y, y), max(most_y, y)
        if most_x - least_x + 3 <= COLUMNS and most_y - least_y + 3 <= ROWS:
            self.left = (least_x + most_x + 1 - COLUMNS) // 2
            self.top = (least_y + most_y + ROWS) // 2

    def show_cursor(self, x, y, code):
        """The cursor's frame on cell (x, y), holding the tile ``code`` (0: none)."""
        left = self.x + (x - self.left) * CELL_PIXELS
        top = self.y + (self.top - y) * CELL_PIXELS
        for layer in (self.picked, self.frame):
            layer.x = left
            layer.y = top
        if code:
            draw_tile(self.picked, 0, 0, code)
        else:
            fill(self.picked, 0, 0, pieces.CLEAR)


class HandView:
    """The hand of the seat to move: up to 3 tiles side by side (their ink borders part
    them), the picked one framed."""

    def __init__(self, sheet, x, y):
        self.tiles = pieces_grid(sheet, 9, 3, x, y, pieces.CLEAR)
        self.frame = cursor_frame(sheet, x, y)
        self.group = displayio.Group()
        self.group.append(self.tiles)
        self.group.append(self.frame)
        self.x = x

    def show(self, hand, picked, turns, hidden=False):
        """The tiles of ``hand`` (the ``picked`` one, an index, shown turned ``turns``
        times; -1: none picked), or their backs when ``hidden``."""
        for slot in range(3):
            left = 3 * slot
            if slot >= len(hand):
                fill(self.tiles, left, 0, pieces.CLEAR)
            elif hidden:
                fill(self.tiles, left, 0, pieces.BACK)
            else:
                draw_tile(self.tiles, left, 0, hand[slot] << 2 | (turns if slot == picked
                                                                   else 0))
        self.frame.hidden = hidden or picked < 0
        self.frame.x = self.x + CELL_PIXELS * max(picked, 0)
