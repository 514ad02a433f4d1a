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
from engine.squares import IS_SUN, MOON, SIDE, square_at

EMPTY_SPRITES = bytes([sprites.MOON if square == MOON else sprites.SUN if IS_SUN[square]
                       else sprites.EMPTY for square in range(121)])


def cell_of(square):
    """(column, row) on screen of a square: rank 9 is the top row."""
    return square % 11 - 1, SIDE - (square // 11)


class BoardView:
    def __init__(self, art):
        self.group = displayio.Group()
        self.cells = art.grid(SIDE, SIDE, BOARD_X, BOARD_Y, sprites.EMPTY)
        self.marks = art.grid(SIDE, SIDE, BOARD_X, BOARD_Y, sprites.BLANK)
        self.cursor = art.grid(1, 1, BOARD_X, BOARD_Y, sprites.CURSOR)
        for view in (self.cells, self.marks, self.cursor):
            self.group.append(view)
        self.drawn = bytearray([0xFF] * 121)   # nothing drawn yet
        self.marked = bytearray(121)
        self.cells_changed = 0

    def show_board(self, board):
        """Draw the squares whose tile changed since the last call; count them."""
        changed = 0
        for rank in range(SIDE):
            for file in range(SIDE):
                square = square_at(file, rank)
                tile = board[square]
                if self.drawn[square] != tile:
                    self.drawn[square] = tile
                    column, row = cell_of(square)
                    self.cells[column, row] = (sprites.tile_sprite(tile) if tile
                                               else EMPTY_SPRITES[square])
                    changed += 1
        self.cells_changed += changed
        return changed

    def show_marks(self, squares):
        """Dots on exactly these squares (a collection of square numbers)."""
        for rank in range(SIDE):
            for file in range(SIDE):
                square = square_at(file, rank)
                wanted = 1 if square in squares else 0
                if self.marked[square] != wanted:
                    self.marked[square] = wanted
                    column, row = cell_of(square)
                    self.marks[column, row] = sprites.LEGAL if wanted else sprites.BLANK

    def move_cursor(self, square):
        column, row = cell_of(square)
        self.cursor.x = BOARD_X + column * sprites.CELL
        self.cursor.y = BOARD_Y + row * sprites.CELL

    def show_cursor(self, visible):
        self.cursor.hidden = not visible
