"""
`side_panel`
====================================================

The game screen's figures, right of the board:

- beside the rack, the seat to move's tiles left (rack and pool), sunstones and halfstones,
  each as its sprite (a tile's back, a sunstone, a halfstone) with the count beside it;
- under the rack, whose turn it is ("Seat 1") and the moves it has left ("2 moves"), or
  for a computer seat its level ("medium", the setup screen's word): a seat has one name;
- under those, the other seats side by side, a column each, in turn order from the next
  seat: a heading ("S2"; "Seat 2" when it is the only one; a partner's in green, as the seat
  to move's), then its tiles left, sunstones and halfstones, with the three sprites at the
  rows' start as a legend. Two columns fit beside the legend: with 3 seats every other seat
  is shown at once; with more, two at a time (2, then 1 of the 3 others of 4 seats), the
  next group every ``OTHERS_MS``.

The columns are two characters wide. So that numbers stand at least 3 pixels apart and clear
of the sprites, the first is off the text's 6-pixel grid, on four lines of its own placed
there (``INNER_X``).

A game with a clock shows the time on the two seats' heading lines (:mod:`latice.clock_view`). A
game on two boards (R13) shows, beside the rack's last two tiles, how many squares the picked
tile fits on each board: "Fits", then "A  3" and "B 12", the board on screen in green as
the seat to move is. Four characters fit there, too few for "Board A": the heading names the
figures and the two letters side by side show that they are the boards.
"""

from micropython import const

from adafruit_ticks import ticks_diff

from shell import sprites
from shell.art import PANEL_X, RACK_Y, TEXT_X, TEXT_Y
from views.text_view import TextLines

from engine.squares import BOARD_BYTES

OTHERS_MS = 3000   # how long each group of other seats is shown
LINE_STEP = 9      # the lines under the rack overlap: the font's top row is blank
COLUMNS = 7        # 42 px, from the board's edge to the screen's
_MOST_SIDE_BY_SIDE = const(2)  # other seats' columns at most, beside the legend
# The columns' left edges (px), after the sprites' legend: 13 and 30. 30 is the sixth cell of
# the panel's lines; the inner lines are placed at 13, between cells.
INNER_X = sprites.CELL
SEAT_LINE = 0      # the seat to move's heading; the clock may write its time there
_MOVES_LINE = const(1)
OTHER_LINE = 2     # the other seats' headings, then their three figures
_BESIDE_LINE = const(6)  # the seat to move's three counts beside the rack
_OUTER = "     %s"   # the outer column's text: the line's first five cells are the legend's
BOARD_LINE = 9     # two boards: "Fits", then a line for each board (A, B)
#                    after those (self.inner): the inner column's heading and three figures
_BOARD_Y = const(37)  # from the rack's top: three lines beside its last two tiles, clear of
#                       the halfstone above and the Seat line below
FIGURES = (sprites.BACK, sprites.SUNSTONE, sprites.HALFSTONE)
_LEGEND_RISE = const(2)  # a 13-pixel sprite's middle on a line's digits: 2 pixels up
BESIDE_X = PANEL_X + sprites.CELL + 1   # one pixel right of the rack's column


class SidePanel:
    def __init__(self, art, session):
        self.session = session
        self.two_boards = session.game.options.two_boards
        others = session.game.options.seats - 1
        self.groups = -(-others // _MOST_SIDE_BY_SIDE)   # how many groups of other seats
        self.side_by_side = -(-others // self.groups)   # columns in the largest group
        self.inner = BOARD_LINE + 3 * self.two_boards
        self.lines = TextLines(self.inner + 4, x=TEXT_X, y=TEXT_Y, step=LINE_STEP,
                               columns=COLUMNS)
        self.group = self.lines.group
        mine = art.grid(1, 3, BESIDE_X - TEXT_X, RACK_Y - TEXT_Y)
        for row in range(3):
            mine[0, row] = FIGURES[row]
            self.lines.place(_BESIDE_LINE + row, BESIDE_X + sprites.CELL - TEXT_X,
                             RACK_Y + row * sprites.CELL - TEXT_Y)
        for row in range(3 * self.two_boards):
            self.lines.place(BOARD_LINE + row, BESIDE_X - TEXT_X,
                             RACK_Y + _BOARD_Y + row * LINE_STEP - TEXT_Y)
        self.group.append(mine)
        for row in range(4):
            self.lines.place(self.inner + row, INNER_X, (OTHER_LINE + row) * LINE_STEP)
        for row in range(3):   # the legend: one sprite a line at the line's start, centred on it
            grid = art.grid(1, 1, 0, (OTHER_LINE + 1 + row) * LINE_STEP - _LEGEND_RISE,
                            FIGURES[row])
            self.group.append(grid)
        self.shown = 0      # how many times the groups of other seats have taken turns
        self.since = None
        self.counts = [None] * (self.inner + 4)   # the figure each line shows (:meth:`count`)

    def show(self, seat, computer, shown=0, legal=()):
        """Write every figure for ``seat`` to move (a computer seat shows its level in place of
        its moves); on two boards, ``shown`` is the board on screen (0 or ``BOARD_B``) and
        ``legal`` the squares of the picked tile, counted for each board."""
        game = self.session.game
        number = self.session.number
        others = self.others(seat)
        lines = self.lines
        lines.set(SEAT_LINE, "Seat %d" % number(seat), True)
        lines.set(_MOVES_LINE, self.session.kinds[seat] if computer
                  else "%d move%s" % (game.moves, "" if game.moves == 1 else "s"))
        partner = self.partner(seat)
        if self.side_by_side == 1:
            lines.set(OTHER_LINE, "Seat %d" % number(others[0]))
        else:
            self.columns(0, ["S%d" % number(other) for other in others],
                         [other == partner for other in others])
        for row in range(3):
            values = [figures(game, other)[row] for other in others]
            self.count(self.inner + 1 + row, "%d", values[0])
            self.count(OTHER_LINE + 1 + row, _OUTER, values[1] if len(values) > 1 else None)
        for row, value in enumerate(figures(game, seat)):
            self.count(_BESIDE_LINE + row, "%d", value)
        if self.two_boards:
            on_b = sum(1 for square in legal if square >= BOARD_BYTES)
            lines.set(BOARD_LINE, "Fits")
            lines.set(BOARD_LINE + 1, "A%3d" % (len(legal) - on_b), not shown)
            lines.set(BOARD_LINE + 2, "B%3d" % on_b, bool(shown))

    def columns(self, row, texts, green=(False, False)):
        """One line of the other seats' columns (``row`` 0: their headings), a text of at most
        two characters each: the first on the inner line, the second at the panel line's
        sixth cell (its first five are the legend's); ``green``: which are in green."""
        texts = texts + [""]
        green = list(green) + [False]
        self.lines.set(OTHER_LINE + row, _OUTER % texts[1], green[1])
        self.lines.set(self.inner + row, texts[0], green[0])

    def count(self, line, form, value):
        """``form % value`` on ``line`` (blank for ``None``), written only when the value
        changed: each number formatted is a new string, which the VM first looks up in its
        table of names (about 14 strings a redraw, a tenth of a tile placed's frame)."""
        if self.counts[line] != value:
            self.counts[line] = value
            self.lines.set(line, "" if value is None else form % value)

    def partner(self, seat):
        """``seat``'s partner in a partnership game (R11), else ``None``."""
        for other in self.session.game.options.team(seat):
            if other != seat:
                return other
        return None

    def others(self, seat):
        """The other seats shown now, in turn order from the next one: all of them when they
        fit side by side, else a group of them, the next group every ``OTHERS_MS``."""
        seats = self.session.game.options.seats
        first = self.shown % self.groups * self.side_by_side
        return [(seat + 1 + step) % seats
                for step in range(first, min(first + self.side_by_side, seats - 1))]

    def tick(self, now):
        """True when it is time to show the next group of other seats."""
        if self.groups == 1:
            return False
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
