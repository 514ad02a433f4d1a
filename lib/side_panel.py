"""
`side_panel`
====================================================

The game screen's figures, right of the board, drawn so that they need no legend:

- beside the rack, the seat to move's tiles left (rack and pool), sunstones and halfstones,
  each as its sprite (a tile's back, a sunstone, a halfstone) with the count beside it;
- under the rack, whose turn it is ("Seat 1") and the moves it has left ("2 moves"), or
  for a computer seat its level ("medium", the setup screen's word): a seat has one name;
- under those, one other seat at a time ("Seat 2"; they take turns every ``OTHERS_MS``)
  with the same three sprites and counts.

A game with a clock shows the time on the two seats' heading lines (:mod:`clock_view`). A
game on two boards (R13) shows, beside the rack's last two tiles, the board on screen ("on A")
and how many squares the picked tile has on the other one ("B:3").
"""

from adafruit_ticks import ticks_diff

import sprites
from art import PANEL_X, RACK_Y, TEXT_X, TEXT_Y
from text_view import TextLines

from engine.squares import BOARD_BYTES

OTHERS_MS = 2000   # how long each other seat is shown
LINE_STEP = 10     # the lines under the rack overlap: the font's top and bottom rows are blank
COLUMNS = 7        # 42 px, from the board's edge to the screen's
SEAT_LINE = 0      # the seat to move's heading; the clock may write its time there
MOVES_LINE = 1
OTHER_LINE = 2     # the other seat's heading, then its three figures
BESIDE_LINE = 6    # the seat to move's three counts beside the rack
BOARD_LINE = 9     # two boards: the board shown, then the other board's squares
FIGURES = (sprites.BACK, sprites.SUNSTONE, sprites.HALFSTONE)
BESIDE_X = PANEL_X + sprites.CELL + 1   # one pixel right of the rack's column


class SidePanel:
    def __init__(self, art, session):
        self.session = session
        self.two_boards = session.game.options.two_boards
        self.lines = TextLines(BOARD_LINE + 2 * self.two_boards, x=TEXT_X, y=TEXT_Y,
                               step=LINE_STEP, columns=COLUMNS)
        self.group = self.lines.group
        mine = art.grid(1, 3, BESIDE_X - TEXT_X, RACK_Y - TEXT_Y)
        for row in range(3):
            mine[0, row] = FIGURES[row]
            self.lines.place(BESIDE_LINE + row, BESIDE_X + sprites.CELL - TEXT_X,
                             RACK_Y + row * sprites.CELL - TEXT_Y)
        for row in range(2 * self.two_boards):
            self.lines.place(BOARD_LINE + row, BESIDE_X - TEXT_X,
                             RACK_Y + (3 + row) * sprites.CELL - TEXT_Y)
        self.group.append(mine)
        # The other seat's sprites: one a line, at the line's start (two text columns).
        for row in range(3):
            grid = art.grid(1, 1, 0, (OTHER_LINE + 1 + row) * LINE_STEP, FIGURES[row])
            self.group.append(grid)
        self.shown = 0      # how many times the other seats have taken turns
        self.since = None

    def show(self, seat, computer, shown=0, legal=()):
        """Write every figure for ``seat`` to move (a computer seat shows its level in place of
        its moves); on two boards, ``shown`` is the board on screen (0 or ``BOARD_B``) and
        ``legal`` the squares of the picked tile."""
        game = self.session.game
        number = self.session.number
        other = self.other_seat(seat)
        lines = self.lines
        lines.set(SEAT_LINE, "Seat %d" % number(seat), True)
        lines.set(MOVES_LINE, self.session.kinds[seat] if computer
                  else "%d move%s" % (game.moves, "" if game.moves == 1 else "s"))
        lines.set(OTHER_LINE, "Seat %d" % number(other))
        for row, count in enumerate(figures(game, other)):
            lines.set(OTHER_LINE + 1 + row, "  %d" % count)
        for row, count in enumerate(figures(game, seat)):
            lines.set(BESIDE_LINE + row, "%d" % count)
        if self.two_boards:
            other = sum(1 for square in legal if (square >= BOARD_BYTES) != bool(shown))
            lines.set(BOARD_LINE, "on " + "AB"[bool(shown)])
            lines.set(BOARD_LINE + 1, "%s:%d" % ("BA"[bool(shown)], other))

    def other_seat(self, seat):
        """The other seat shown now: each in turn, every ``OTHERS_MS``."""
        seats = self.session.game.options.seats
        return (seat + 1 + self.shown % (seats - 1)) % seats

    def tick(self, now):
        """True when it is time to show the next other seat."""
        if self.since is None:
            self.since = now
        if ticks_diff(now, self.since) < OTHERS_MS:
            return False
        self.since = now
        self.shown += 1
        return True


def stone_xy(sprite):
    """Where the seat to move's sunstones or halfstones (``sprite``) are shown."""
    return BESIDE_X, RACK_Y + FIGURES.index(sprite) * sprites.CELL


def figures(game, seat):
    """A seat's tiles left (rack and pool), sunstones and halfstones: ``FIGURES``' order."""
    return (len(game.racks[seat]) + len(game.pools[seat]), game.sunstones[seat],
            game.halfstones[seat])
