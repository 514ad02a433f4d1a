"""
`board_view`
====================================================

The 9 x 9 board on screen: squares and tiles in one TileGrid, marks in a second one above it
(dots where the picked tile may go, a corner on the tiles played since the seat's last turn),
and the cursor as its own one-cell TileGrid, so moving it redraws only the two cells
involved; the cursor's grid also carries a sprite that flies (:meth:`BoardView.fly`). The
view remembers what it drew and changes only cells that differ.

With two boards (R13) it shows one at a time, the one the cursor is on: board B's squares
take the places of their board A twins, in a colour of their own. While the cursor moves, a
tag by it names its square (:mod:`latice.board_guides`).
"""

from micropython import const

import displayio
from adafruit_ticks import ticks_diff

from shell import sprites
from shell.art import BOARD_X, BOARD_Y
from latice.board_guides import SquareTag, board_b_palette

from engine.squares import (BOARD_B, BOARD_BYTES, IS_SUN, MOON, SIDE, SQUARES, square_file,
                            square_rank)

EMPTY_SPRITES = bytes([sprites.MOON if square == MOON else sprites.SUN if IS_SUN[square]
                       else sprites.EMPTY for square in range(BOARD_BYTES)])
_NOTHING_DRAWN = const(0xFF)  # not a tile: every square differs from it
FLIGHT_MS = 300       # a flight's time, whatever its length


def cell_of(square):
    """(column, row) on screen of a square: rank 9 is the top row."""
    return square_file(square) % SIDE, SIDE - 1 - square_rank(square)


def square_xy(square):
    """The screen position of a square's top left corner."""
    column, row = cell_of(square)
    return BOARD_X + column * sprites.CELL, BOARD_Y + row * sprites.CELL


class BoardView:
    def __init__(self, art, label_palette):
        self.group = displayio.Group()
        self.cells = art.grid(SIDE, SIDE, BOARD_X, BOARD_Y, sprites.EMPTY)
        self.marks = art.grid(SIDE, SIDE, BOARD_X, BOARD_Y, sprites.BLANK)
        self.cursor = art.grid(1, 1, BOARD_X, BOARD_Y, sprites.CURSOR)
        self.tag = SquareTag(label_palette)
        for view in (self.cells, self.marks, self.cursor, self.tag.grid):
            self.group.append(view)
        self.drawn = bytearray([_NOTHING_DRAWN] * BOARD_BYTES)
        self.marked = bytearray([sprites.BLANK] * BOARD_BYTES)
        self.cells_changed = 0
        self.cursor_at = MOON
        self.cursor_hidden = False
        self.flight = None   # (from, to, the square it lands on or None) while a sprite flies
        self.flight_since = None
        self.shown = 0   # BOARD_B while board B is shown
        self.palette = art.palette
        self.palette_b = None   # made the first time board B is shown

    def show_board(self, board):
        """Draw the squares whose tile changed since the last call; count them."""
        changed = 0
        shown = self.shown
        for square in SQUARES:
            tile = board[square + shown]
            if self.drawn[square] != tile:
                self.drawn[square] = tile
                self.cells[cell_of(square)] = (sprites.tile_sprite(tile) if tile
                                               else EMPTY_SPRITES[square])
                changed += 1
        self.cells_changed += changed
        if self.flight is not None and self.flight[2] is not None:
            self.hide_square(self.flight[2])   # a wind's tile is still on its way there
        return changed

    def show_marks(self, legal, new=()):
        """Dots on exactly the ``legal`` squares, and a corner on the ``new`` ones (tiles
        played since the seat's last turn); both are collections of square numbers."""
        shown = self.shown
        for square in SQUARES:
            wanted = (sprites.LEGAL if square + shown in legal else sprites.NEW
                      if square + shown in new else sprites.BLANK)
            if self.marked[square] != wanted:
                self.marked[square] = wanted
                self.marks[cell_of(square)] = wanted

    def move_cursor(self, square):
        """Put the cursor on ``square``; True when that shows the other board, which then
        needs :meth:`show_board` and :meth:`show_marks` again."""
        self.cursor.x, self.cursor.y = square_xy(square)
        self.cursor_at = square
        shown = BOARD_B if square >= BOARD_BYTES else 0
        if shown == self.shown:
            return False
        self.shown = shown
        self.drawn[:] = bytes([_NOTHING_DRAWN]) * BOARD_BYTES
        self.marked[:] = bytes([_NOTHING_DRAWN]) * BOARD_BYTES
        if shown and self.palette_b is None:
            self.palette_b = board_b_palette(self.palette)
        self.cells.pixel_shader = self.palette_b if shown else self.palette
        return True

    def name_square(self):
        """The tag names the cursor's square, until the cursor rests (:meth:`tick`)."""
        x, y = square_xy(self.cursor_at)
        self.tag.show(self.cursor_at, x, y)

    def fly(self, sprite, start, end, square=None):
        """Move ``sprite`` from ``start`` to ``end`` (screen positions) over ``FLIGHT_MS``
        (:meth:`tick`), so that the eye can follow: a wind's tile sliding to ``square``
        (shown empty until it lands), an earned stone to the panel. The cursor's one-cell
        grid carries it, so a frame redraws two small areas, never the whole screen."""
        self.land()
        self.flight = (start, end, square)
        self.flight_since = None
        self.cursor[0] = sprite
        self.cursor.x, self.cursor.y = start
        self.cursor.hidden = False
        if square is not None:
            self.hide_square(square)

    def tick(self, now, board):
        """Move the flying sprite on; once it has landed, the board shows the tile there.
        The cursor's tag goes once the cursor has rested."""
        self.tag.tick(now)
        if self.flight is None:
            return
        if self.flight_since is None:
            self.flight_since = now
        elapsed = ticks_diff(now, self.flight_since)
        if elapsed >= FLIGHT_MS:
            self.land()
            self.show_board(board)
            return
        (x0, y0), (x1, y1), _ = self.flight
        self.cursor.x = x0 + (x1 - x0) * elapsed // FLIGHT_MS
        self.cursor.y = y0 + (y1 - y0) * elapsed // FLIGHT_MS

    def land(self):
        """The flight ends: the cursor is the cursor again."""
        if self.flight is not None:
            self.flight = None
            self.cursor[0] = sprites.CURSOR
            self.cursor.hidden = self.cursor_hidden
            self.move_cursor(self.cursor_at)

    def hide_square(self, square):
        """Show the square empty until the next :meth:`show_board` (a tile flies to it)."""
        square -= self.shown
        if 0 < square < BOARD_BYTES:   # not a square of the other board
            self.cells[cell_of(square)] = EMPTY_SPRITES[square]
            self.drawn[square] = _NOTHING_DRAWN

    def show_cursor(self, visible):
        self.cursor_hidden = not visible
        if self.flight is None:
            self.cursor.hidden = not visible
