"""
`board_view`
====================================================

The 9 x 9 board on screen: squares and tiles in one TileGrid, legal-square dots in a second
one above it, and the cursor as its own one-cell TileGrid, so moving it redraws only the two
cells involved. The view remembers what it drew and changes only cells that differ.
"""

import displayio

import sprites
from art import BOARD_X, BOARD_Y
from engine.squares import BOARD_BYTES, IS_SUN, MOON, SIDE, SQUARES, square_file, square_rank

EMPTY_SPRITES = bytes([sprites.MOON if square == MOON else sprites.SUN if IS_SUN[square]
                       else sprites.EMPTY for square in range(BOARD_BYTES)])
NOTHING_DRAWN = 0xFF  # not a tile: every square differs from it


def cell_of(square):
    """(column, row) on screen of a square: rank 9 is the top row."""
    return square_file(square), SIDE - 1 - square_rank(square)


class BoardView:
    def __init__(self, art):
        self.group = displayio.Group()
        self.cells = art.grid(SIDE, SIDE, BOARD_X, BOARD_Y, sprites.EMPTY)
        self.marks = art.grid(SIDE, SIDE, BOARD_X, BOARD_Y, sprites.BLANK)
        self.cursor = art.grid(1, 1, BOARD_X, BOARD_Y, sprites.CURSOR)
        for view in (self.cells, self.marks, self.cursor):
            self.group.append(view)
        self.drawn = bytearray([NOTHING_DRAWN] * BOARD_BYTES)
        self.marked = bytearray(BOARD_BYTES)
        self.cells_changed = 0

    def show_board(self, board):
        """Draw the squares whose tile changed since the last call; count them."""
        changed = 0
        for square in SQUARES:
            tile = board[square]
            if self.drawn[square] != tile:
                self.drawn[square] = tile
                self.cells[cell_of(square)] = (sprites.tile_sprite(tile) if tile
                                               else EMPTY_SPRITES[square])
                changed += 1
        self.cells_changed += changed
        return changed

    def show_marks(self, squares):
        """Dots on exactly these squares (a collection of square numbers)."""
        for square in SQUARES:
            wanted = 1 if square in squares else 0
            if self.marked[square] != wanted:
                self.marked[square] = wanted
                self.marks[cell_of(square)] = sprites.LEGAL if wanted else sprites.BLANK

    def move_cursor(self, square):
        column, row = cell_of(square)
        self.cursor.x = BOARD_X + column * sprites.CELL
        self.cursor.y = BOARD_Y + row * sprites.CELL

    def show_cursor(self, visible):
        self.cursor.hidden = not visible
