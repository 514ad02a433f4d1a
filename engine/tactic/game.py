"""
`engine.tactic.game`
====================================================

One game of Tactic Tiles (docs/rules.md T): its state, the legal actions, ``apply`` (checked) and
``play`` (unchecked), undo, and the turn's flow.

A turn: lay one hand tile next to a tile on the grid, making at least one match, then ``end``
(which draws one tile). A seat with no matching tile must ``redraw`` first: its hand goes to
the bottom of the stack, it draws 3 and loses a point; then it lays one of the new tiles if it
can, or ends. A seat with an empty hand can only ``end``. State is bytearrays, one
``array('H')`` grid and small ints; seats are numbered from 0 here, from 1 in the notation.
"""

from engine.tactic.actions import (ACTED_NOTHING, ACTED_PLACED, ACTED_REDREW, CELL_MASK, END,
                                   PLACE_BASE, REDRAW, TILE_OFFSET, TURNS_OFFSET)
from engine.tactic.grid import (ORIGIN, SIDE, colour_points, corner_points, empty_grid,
                                in_reach, matched_colours, matches_wanted, touches,
                                wanted_colours)
from engine.tactic.result import game_result, is_over
from engine.tactic.tiles import FACES, HAND_SIZE, NEW_TURNS, TILE_COUNT
from engine.tiles import find_tile, insert_tile, remove_tile

try:
    from micropython import const
except ImportError:

    def const(value):
        return value


_REDRAW_PENALTY = const(1)
# A score stays within -MOST_SCORE to MOST_SCORE, the four digits the position text and the
# save hold (docs/tactic-notation.md): points past it are not counted. A whole game scores at
# most 72 x 12 = 864, so only a hand-made position comes near.
MOST_SCORE = const(9999)


class IllegalActionError(ValueError):
    """An action the rules do not allow in this position; the game is unchanged."""


class Report:
    """What one action did: ``seat``, ``action``, ``points`` (a placement's total, or
    ``-1`` for a redraw), ``corner_points``, ``colours`` (how many colours it matched),
    ``drawn`` (tiles drawn), ``result`` (``None``, or ``(how, winners)`` once over)."""

    def __init__(self, seat, action):
        self.seat = seat
        self.action = action
        self.points = 0
        self.corner_points = 0
        self.colours = 0
        self.drawn = 0
        self.result = None


class Game:
    """The whole state of one game. Build one with :func:`engine.tactic.setup.new_game`,
    :func:`engine.tactic.position.parse_position` or :func:`engine.tactic.blob.from_blob`.

    ``grid`` (cells, see :mod:`engine.tactic.grid`), ``placed`` (the filled cells in the order
    they were filled), ``hands`` and ``stack`` (bytearrays of tiles; the stack's top first),
    ``scores``, ``to_move``, ``acted`` and ``blocked`` (turns in a row that ended without a
    tile laid).
    """

    def __init__(self, seats):
        self.seats = seats
        self.grid = empty_grid()
        self.placed = []
        self.hands = [bytearray() for _ in range(seats)]
        self.stack = bytearray()
        self.scores = [0] * seats
        self.to_move = 0
        self.acted = ACTED_NOTHING
        self.blocked = 0
        self._undo = []

    def copy(self):
        """An independent copy (the undo history comes along)."""
        other = Game(self.seats)
        other.grid[:] = self.grid
        other.placed = list(self.placed)
        other.hands = [bytearray(hand) for hand in self.hands]
        other.stack = bytearray(self.stack)
        other.scores = list(self.scores)
        other.to_move = self.to_move
        other.acted = self.acted
        other.blocked = self.blocked
        other._undo = list(self._undo)
        return other

    # -- questions -------------------------------------------------------------------------

    def hand(self):
        """The hand of the seat to move."""
        return self.hands[self.to_move]

    def is_over(self):
        return is_over(self)

    def result(self):
        """``None`` while playing, else ``(how, winners)`` (see :mod:`engine.tactic.result`)."""
        return game_result(self)

    def placements(self, tiles=None):
        """Yield every legal placement of the ``tiles`` (default: the hand) on the grid: each
        tile in each of its turns that looks different (``NEW_TURNS``), cell by cell from the
        bottom row up, allocating nothing per candidate. Asks no question of the turn (see
        :meth:`legal_actions` for that)."""
        grid = self.grid
        if tiles is None:
            tiles = self.hands[self.to_move]
        if not self.placed:
            for tile in tiles:
                for turns in range(4):
                    if NEW_TURNS[tile] >> turns & 1:
                        yield tile << TILE_OFFSET | turns << TURNS_OFFSET | ORIGIN
            return
        # The rows and columns of the placed tiles, one more each way, within the reach.
        low = high = self.placed[0]
        for cell in self.placed:
            low = min(low, cell)
            high = max(high, cell)
        left = right = low % SIDE
        for cell in self.placed:
            left = min(left, cell % SIDE)
            right = max(right, cell % SIDE)
        wanted = bytearray(8)   # one per listing, so that listings may nest
        for row in range(max(1, low // SIDE - 1), min(SIDE - 2, high // SIDE + 1) + 1):
            for column in range(max(1, left - 1), min(SIDE - 2, right + 1) + 1):
                cell = row * SIDE + column
                if grid[cell] or not touches(grid, cell):
                    continue
                wanted_colours(grid, cell, wanted)
                for tile in tiles:
                    for turns in range(4):
                        if NEW_TURNS[tile] >> turns & 1 and matches_wanted(
                                FACES[tile << 2 | turns], wanted):
                            yield tile << TILE_OFFSET | turns << TURNS_OFFSET | cell

    def can_place(self):
        """True when a tile of the hand can be laid now."""
        for _action in self.placements():
            return True
        return False

    def legal_actions(self):
        """Yield every legal action once: the placements, or else the one forced action
        (``redraw`` or ``end``); nothing once the game is over."""
        if is_over(self):
            return
        if self.acted == ACTED_PLACED or not self.hands[self.to_move]:
            yield END
            return
        found = False
        for action in self.placements():
            found = True
            yield action
        if not found:
            yield REDRAW if self.acted == ACTED_NOTHING else END

    def is_legal(self, action):
        """True when ``action`` may be applied now."""
        if not isinstance(action, int) or is_over(self):
            return False
        hand = self.hands[self.to_move]
        if action == END:
            return (self.acted == ACTED_PLACED or not hand
                    or (self.acted == ACTED_REDREW and not self.can_place()))
        if action == REDRAW:
            return self.acted == ACTED_NOTHING and bool(hand) and not self.can_place()
        if action < PLACE_BASE or self.acted == ACTED_PLACED:
            return False
        tile = action >> TILE_OFFSET
        cell = action & CELL_MASK
        turns = action >> TURNS_OFFSET & 3
        if (tile > TILE_COUNT or find_tile(hand, tile) < 0 or not in_reach(cell)
                or not NEW_TURNS[tile] >> turns & 1):
            return False
        if not self.placed:
            return cell == ORIGIN
        face = FACES[tile << 2 | turns]
        return self.grid[cell] == 0 and matched_colours(self.grid, cell, face) != 0

    # -- changes ---------------------------------------------------------------------------

    def apply(self, action):
        """Check and apply one action; return a :class:`Report` of what happened.

        :raises IllegalActionError: naming the action and why; the game is unchanged
        """
        if not self.is_legal(action):
            from engine.tactic.illegal import why_illegal   # loaded only when refused

            raise IllegalActionError(why_illegal(self, action))
        report = Report(self.to_move, action)
        self.play(action, report)
        return report

    def play(self, action, report=None):
        """Apply an action known to be legal (from :meth:`legal_actions`), unchecked."""
        if action >= PLACE_BASE:
            self._place(action, report)
        elif action == REDRAW:
            self._redraw(report)
        else:
            self._end_turn(report)
        if report is not None:
            report.result = game_result(self)

    def _place(self, action, report):
        """Lay the tile, score it: corner points plus the colour bonus."""
        seat = self.to_move
        hand = self.hands[seat]
        tile = action >> TILE_OFFSET
        cell = action & CELL_MASK
        code = tile << 2 | action >> TURNS_OFFSET & 3
        face = FACES[code]
        slot = find_tile(hand, tile)
        self._undo.append((action, slot, self.scores[seat], self.acted))
        colours = matched_colours(self.grid, cell, face)
        corners = corner_points(self.grid, cell, face)
        points = corners + colour_points(colours)
        remove_tile(hand, slot)
        self.grid[cell] = code
        self.placed.append(cell)
        score = self.scores[seat] + points
        self.scores[seat] = score if score <= MOST_SCORE else MOST_SCORE
        self.acted = ACTED_PLACED
        if report is not None:
            report.points = points
            report.corner_points = corners
            report.colours = (colours & 1) + (colours >> 1 & 1) + (colours >> 2 & 1) + (
                colours >> 3 & 1)

    def _redraw(self, report):
        """No tile matches: the hand goes to the bottom of the stack, 3 are drawn from the
        top, and the seat loses a point. It shows tiles, so the undo history ends here."""
        seat = self.to_move
        hand = self.hands[seat]
        self.stack.extend(hand)
        hand[:] = b""
        drawn = self._draw(hand)
        score = self.scores[seat] - _REDRAW_PENALTY
        self.scores[seat] = score if score >= -MOST_SCORE else -MOST_SCORE
        self.acted = ACTED_REDREW
        self._undo = []
        if report is not None:
            report.points = -_REDRAW_PENALTY
            report.drawn = drawn

    def _draw(self, hand):
        """Draw from the top of the stack until the hand holds 3 (or the stack is empty)."""
        count = min(HAND_SIZE - len(hand), len(self.stack))
        if count > 0:
            hand.extend(self.stack[:count])
            self.stack[:count] = b""
        return count

    def _end_turn(self, report):
        """Draw back to 3 after a placement; count a turn without one; pass the turn on."""
        seat = self.to_move
        drawn = 0
        if self.acted == ACTED_PLACED:
            drawn = self._draw(self.hands[seat])
            self.blocked = 0
        else:
            self.blocked += 1
        self.to_move = (seat + 1) % self.seats
        self.acted = ACTED_NOTHING
        self._undo = []
        if report is not None:
            report.drawn = drawn

    # -- undo ------------------------------------------------------------------------------

    def can_undo(self):
        """True when the turn's placement can be taken back: laid, not yet ended, and the
        game is not over."""
        return bool(self._undo) and not is_over(self)

    def undo(self):
        """Take back the turn's placement; return its action.

        :raises IllegalActionError: when there is nothing to take back
        """
        if not self.can_undo():
            raise IllegalActionError("nothing to undo: redraws, ended turns and finished "
                                     "games cannot be taken back")
        return self.unplay()

    def unplay(self):
        """Take back the last placement, unchecked: for searches that :meth:`play` a
        placement and take it back."""
        action, slot, score, acted = self._undo.pop()
        seat = self.to_move
        cell = action & CELL_MASK
        self.grid[cell] = 0
        self.placed.pop()
        insert_tile(self.hands[seat], slot, action >> TILE_OFFSET)
        self.scores[seat] = score
        self.acted = acted
        return action
