"""
`engine.game`
====================================================

One game of Latice: its state, the legal actions, ``apply`` (checked) and ``play``
(unchecked), undo, and the turn's flow: moves and buying (R4), colour tiles (R5), winds (R6),
the sunstone limit (R7), exchanges (R8) and wind buy-back (R9).

State is bytearrays and small ints. Seats are numbered from 0 here; the notation numbers
them from 1.
"""

from engine.actions import (ACTED_EXCHANGED, ACTED_NOTHING, ACTED_ON_BOARD, BUY_HALFSTONES,
                            BUY_SUNSTONE, BUY_WIND, END, EXCHANGE, FIELD_MASK, KIND_OFFSET,
                            MASK_TILES, PLACE, SHIFT, TILE_OFFSET, place, shift)
from engine.result import game_result, is_over
from engine.rng import shuffle
from engine.rules import placement_neighbours, placements, stones_earned
from engine.squares import DIRECTIONS, IS_SUN, ON_BOARD, board_squares, empty_board
from engine.tiles import EMPTY, RACK_SIZE, WIND, find_tile, insert_tile, remove_tile

try:
    from micropython import const
except ImportError:

    def const(value):
        return value


# The small ints of the state besides the board, racks, pools and stones.
COUNTERS = ("tiles_on_board", "to_move", "moves", "acted", "passes", "quiet", "discard")

_SHIFT_BASE = SHIFT << KIND_OFFSET
_EXCHANGE_BASE = EXCHANGE << KIND_OFFSET

class IllegalActionError(ValueError):
    """An action the rules do not allow in this position; the game is unchanged."""


class Report:
    """What one action did, for messages on screen and for tests.

    Attributes: ``seat`` (who acted), ``action``, ``neighbours`` (of a placed tile: 2 is a
    double, 3 a trefoil, 4 a latice), ``sun_square`` (a tile landed on one), ``sunstones`` and
    ``halfstones`` (earned by a placement, or paid when negative), ``wind_discarded``, ``drawn``
    (tiles drawn at the end of the turn or in an exchange), ``sunstones_lost`` (above the
    limit at the end of the turn), ``result`` (``None``, or ``(how, winners)`` once over).
    """

    # What an action did not do: an instance sets only what its action did.
    neighbours = 0
    sun_square = False
    sunstones = 0
    halfstones = 0
    wind_discarded = False
    drawn = 0
    sunstones_lost = 0
    result = None

    def __init__(self, seat, action):
        self.seat = seat
        self.action = action


class Game:
    """The whole state of one game.

    Build one with :func:`engine.setup.new_game`, :func:`engine.position.parse_position` or
    :func:`engine.blob.from_blob`.
    """

    def __init__(self, options):
        seats = options.seats
        self.options = options
        self.board = empty_board(options.two_boards)
        self.tiles_on_board = 0
        self.racks = [bytearray() for _ in range(seats)]
        self.pools = [bytearray() for _ in range(seats)]
        self.sunstones = [0] * seats
        self.halfstones = [0] * seats
        self.to_move = 0
        self.moves = 1
        self.acted = ACTED_NOTHING
        self.passes = 0
        self.quiet = 0
        self.discard = 0
        self.rng = 1
        self._undo = []

    def copy(self):
        """An independent copy (the undo history comes along)."""
        other = Game(self.options)
        other.board[:] = self.board
        other.racks = [bytearray(rack) for rack in self.racks]
        other.pools = [bytearray(pool) for pool in self.pools]
        other.sunstones = list(self.sunstones)
        other.halfstones = list(self.halfstones)
        for name in COUNTERS:
            setattr(other, name, getattr(self, name))
        other.rng = self.rng
        other._undo = list(self._undo)
        return other

    def count_board(self):
        """Recount ``tiles_on_board`` after the board was filled directly."""
        self.tiles_on_board = sum(1 for square in board_squares(self.board) if self.board[square])

    # -- questions -------------------------------------------------------------------------

    def has_square(self, square):
        """True for a square of this game's board (or boards, R13)."""
        return 0 <= square < len(self.board) and ON_BOARD[square]

    def rack(self):
        """The rack of the seat to move."""
        return self.racks[self.to_move]

    def is_over(self):
        return is_over(self)

    def result(self):
        """``None`` while playing, else ``(how, winners)`` (R10, see engine.result)."""
        return game_result(self)

    def legal_actions(self, tile=None):
        """Yield every legal action once (identical tiles give one action; an exchange is
        yielded once per distinct set of tiles, as the leftmost copies). Allocates nothing
        per rejected candidate.

        With ``tile`` (a tile byte), yield only the legal actions that play that one rack
        tile, without walking the rest: the placements of a colour tile, or for ``WIND`` the
        wind's shifts. Nothing when the rack lacks the tile, no move is left, or the game is
        over. The order is that of the full list.
        """
        if is_over(self):
            return
        seat = self.to_move
        rack = self.racks[seat]
        if tile is not None:
            if self.moves > 0 and find_tile(rack, tile) >= 0:
                if tile != WIND:
                    yield from placements(self.board, rack, self.tiles_on_board == 0, tile)
                elif self.options.has_winds():
                    yield from self._shifts()
            return
        if self.moves > 0:
            yield from placements(self.board, rack, self.tiles_on_board == 0)
            if self.options.has_winds() and find_tile(rack, WIND) >= 0:
                yield from self._shifts()
            yield from self._exchanges(rack, len(self.pools[seat]))
        else:
            if self._can_buy_move(BUY_SUNSTONE):
                yield BUY_SUNSTONE
            if self._can_buy_move(BUY_HALFSTONES):
                yield BUY_HALFSTONES
        if self._can_buy_back():
            yield BUY_WIND
        yield END

    def _shifts(self):
        """R6: any tile on the board, one square in any direction, onto an empty square."""
        board = self.board
        for square in board_squares(self.board):
            if board[square]:
                for step in DIRECTIONS:
                    target = square + step
                    if ON_BOARD[target] and not board[target]:
                        yield _SHIFT_BASE | square << TILE_OFFSET | target

    def _exchanges(self, rack, pool_size):
        """R8: 1 to 5 rack tiles, no more than the pool holds."""
        repeats = _has_repeats(rack)
        for mask in range(1, 1 << len(rack)):
            if MASK_TILES[mask] <= pool_size and (not repeats or _leftmost_copies(rack, mask)):
                yield _EXCHANGE_BASE | mask

    def _can_buy_move(self, action):
        """R4: a move costs 1 sunstone or 2 halfstones, bought only when no move is left;
        in kid mode stones buy nothing (R11)."""
        if not self.options.allows_buying() or self.moves > 0:
            return False
        if action == BUY_SUNSTONE:
            return self.sunstones[self.to_move] >= 1
        return self.halfstones[self.to_move] >= 2

    def _can_buy_back(self):
        """R9: a rack under 5 tiles, a wind in the discard, enough sunstones; never in kid
        mode."""
        return (self.options.allows_buying() and self.discard > 0
                and len(self.racks[self.to_move]) < RACK_SIZE
                and self.sunstones[self.to_move] >= self.options.buyback_cost())

    def is_legal(self, action):
        """True when ``action`` may be applied now."""
        if not isinstance(action, int) or is_over(self):
            return False
        seat = self.to_move
        rack = self.racks[seat]
        if action == END:
            return True
        if action == BUY_WIND:
            return self._can_buy_back()
        if action in (BUY_SUNSTONE, BUY_HALFSTONES):
            return self._can_buy_move(action)
        if self.moves < 1:
            return False
        # Every apply asks: the layout's const names, not a call per field.
        kind = action >> KIND_OFFSET
        if kind == PLACE:
            tile = action >> TILE_OFFSET & FIELD_MASK
            square = action & FIELD_MASK
            return (action == place(tile, square) and tile != WIND and find_tile(rack, tile) >= 0
                    and self.has_square(square)
                    and self.board[square] == EMPTY and placement_neighbours(
                        self.board, square, tile, self.tiles_on_board == 0) >= 0)
        if kind == SHIFT:
            start = action >> TILE_OFFSET & FIELD_MASK
            target = action & FIELD_MASK
            return (action == shift(start, target) and self.options.has_winds()
                    and find_tile(rack, WIND) >= 0
                    and self.has_square(start) and self.has_square(target)
                    and self.board[start] != EMPTY
                    and self.board[target] == EMPTY and target - start in DIRECTIONS)
        if kind == EXCHANGE:
            mask = action & FIELD_MASK
            return (action == _EXCHANGE_BASE | mask and 0 < mask < (1 << len(rack))
                    and MASK_TILES[mask] <= len(self.pools[seat])
                    and _leftmost_copies(rack, mask))
        return False

    # -- changes ---------------------------------------------------------------------------

    def apply(self, action):
        """Check and apply one action; return a :class:`Report` of what happened.

        :raises IllegalActionError: naming the action and why; the game is unchanged
        """
        if not self.is_legal(action):
            from engine.illegal import why_illegal   # loaded only when an action is refused

            raise IllegalActionError(why_illegal(self, action))
        report = Report(self.to_move, action)
        self.play(action, report)
        return report

    def play(self, action, report=None):
        """Apply an action known to be legal (taken from :meth:`legal_actions`), unchecked.
        Fills ``report`` when one is given."""
        # The computer players' search plays and unplays every action it tries: the layout's
        # const names here, not a call per field.
        kind = action >> KIND_OFFSET
        if kind == PLACE:
            self._place(action >> TILE_OFFSET & FIELD_MASK, action & FIELD_MASK, report)
        elif kind == SHIFT:
            self._shift(action >> TILE_OFFSET & FIELD_MASK, action & FIELD_MASK, report)
        elif kind == EXCHANGE:
            self._exchange(action & FIELD_MASK, report)
        elif action == END:
            self._end_turn(report)
        else:
            self._buy(action, report)
        if report is not None:
            report.result = game_result(self)

    def _remember(self, action, slot):
        seat = self.to_move
        self._undo.append((action, slot, self.sunstones[seat], self.halfstones[seat],
                           self.moves, self.acted))

    def _place(self, tile, square, report):
        """R5: the tile leaves the rack (first copy), lands, and earns its stones."""
        seat = self.to_move
        rack = self.racks[seat]
        slot = find_tile(rack, tile)
        self._remember(place(tile, square), slot)
        neighbours = placement_neighbours(self.board, square, tile, self.tiles_on_board == 0)
        sunstones, halfstones = stones_earned(neighbours, square, self.options.stones_table())
        remove_tile(rack, slot)
        self.board[square] = tile
        self.tiles_on_board += 1
        self.sunstones[seat] += sunstones
        self.halfstones[seat] += halfstones
        self.moves -= 1
        self.acted = ACTED_ON_BOARD
        if report is not None:
            report.neighbours = neighbours
            report.sun_square = bool(IS_SUN[square])
            report.sunstones = sunstones
            report.halfstones = halfstones

    def _shift(self, start, target, report):
        """R6: a wind goes to the discard, a board tile moves one square; the move it used is
        given back, so ``moves`` stays."""
        rack = self.racks[self.to_move]
        slot = find_tile(rack, WIND)
        self._remember(shift(start, target), slot)
        remove_tile(rack, slot)
        self.discard += 1
        self.board[target] = self.board[start]
        self.board[start] = EMPTY
        self.acted = ACTED_ON_BOARD
        if report is not None:
            report.wind_discarded = True

    def _buy(self, action, report):
        """R4 buying a move (1 sunstone or 2 halfstones); R9 buying back a wind."""
        seat = self.to_move
        self._remember(action, 0)
        if action == BUY_SUNSTONE:
            self.sunstones[seat] -= 1
            self.moves += 1
            paid_sun, paid_half = 1, 0
        elif action == BUY_HALFSTONES:
            self.halfstones[seat] -= 2
            self.moves += 1
            paid_sun, paid_half = 0, 2
        else:
            paid_sun, paid_half = self.options.buyback_cost(), 0
            self.sunstones[seat] -= paid_sun
            self.discard -= 1
            self.racks[seat].append(WIND)
        if report is not None:
            report.sunstones = -paid_sun
            report.halfstones = -paid_half

    def _exchange(self, mask, report):
        """R8: draw as many as are given, put the given tiles back, shuffle the pool. It
        reveals tiles, so the turn's undo history ends here."""
        seat = self.to_move
        rack = self.racks[seat]
        pool = self.pools[seat]
        given = bytearray()
        for slot in range(len(rack)):
            if mask >> slot & 1:
                given.append(rack[slot])
        for slot in range(len(rack) - 1, -1, -1):
            if mask >> slot & 1:
                remove_tile(rack, slot)
        count = len(given)
        rack.extend(pool[:count])
        pool[:count] = b""
        pool.extend(given)
        self.rng = shuffle(pool, self.rng)
        self.moves -= 1
        if self.acted == ACTED_NOTHING:
            self.acted = ACTED_EXCHANGED
        self._undo = []
        if report is not None:
            report.drawn = count

    def _end_turn(self, report):
        """R4 end of turn: refill the rack, drop sunstones above the limit (R7; kid mode has
        none), count passes and quiet turns (R10), hand over to the next seat."""
        seat = self.to_move
        rack = self.racks[seat]
        pool = self.pools[seat]
        drawn = min(RACK_SIZE - len(rack), len(pool))
        if drawn > 0:
            rack.extend(pool[:drawn])
            pool[:drawn] = b""
        kept = self.options.sunstones_kept(self.sunstones[seat])
        lost = self.sunstones[seat] - kept
        self.sunstones[seat] = kept
        self.passes = self.passes + 1 if self.acted == ACTED_NOTHING else 0
        self.quiet = 0 if self.acted == ACTED_ON_BOARD else self.quiet + 1
        self.to_move = (seat + 1) % self.options.seats
        self.moves = 1
        self.acted = ACTED_NOTHING
        self._undo = []
        if report is not None:
            report.drawn = drawn
            report.sunstones_lost = lost

    # -- undo ------------------------------------------------------------------------------

    def can_undo(self):
        """True when the turn has an action that can be taken back: a placement, wind or buy
        since the turn's start or its last exchange, and the game is not over."""
        return bool(self._undo) and not is_over(self)

    def undo(self):
        """Take back the turn's last placement, wind, buy or buy-back; return its action.

        :raises IllegalActionError: when there is nothing to take back
        """
        if not self.can_undo():
            raise IllegalActionError("nothing to undo: exchanges, ended turns and finished "
                                     "games cannot be taken back")
        return self.unplay()

    def unplay(self):
        """Take back the last placement, wind or buy, unchecked: for searches that
        :meth:`play` an action and take it back, even one that ended the game."""
        action, slot, sunstones, halfstones, moves, acted = self._undo.pop()
        seat = self.to_move
        rack = self.racks[seat]
        kind = action >> KIND_OFFSET
        if kind == PLACE:
            self.board[action & FIELD_MASK] = EMPTY
            self.tiles_on_board -= 1
            insert_tile(rack, slot, action >> TILE_OFFSET & FIELD_MASK)
        elif kind == SHIFT:
            start = action >> TILE_OFFSET & FIELD_MASK
            target = action & FIELD_MASK
            self.board[start] = self.board[target]
            self.board[target] = EMPTY
            self.discard -= 1
            insert_tile(rack, slot, WIND)
        elif action == BUY_WIND:
            remove_tile(rack, len(rack) - 1)
            self.discard += 1
        self.sunstones[seat] = sunstones
        self.halfstones[seat] = halfstones
        self.moves = moves
        self.acted = acted
        return action


def _has_repeats(rack):
    for slot in range(1, len(rack)):
        if find_tile(rack, rack[slot], slot) >= 0:
            return True
    return False


def _leftmost_copies(rack, mask):
    """True when, for every repeated tile, the mask takes its leftmost copies first."""
    for slot in range(1, len(rack)):
        if mask >> slot & 1:
            tile = rack[slot]
            for earlier in range(slot):
                if rack[earlier] == tile and not mask >> earlier & 1:
                    return False
    return True
