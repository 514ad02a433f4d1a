"""
`engine.ai.players`
====================================================

The computer players, at four levels. Each sees only a :class:`engine.ai.view.SeatView`,
works within a budget of work units (not the clock), and thinks in steps: :meth:`Player.think`
is a generator that yields after every unit of work so the app can redraw; :meth:`Player.choose`
runs it to the end. Decisions depend only on the view and the player's own seed.

- ``easy``: plays a random matching tile, a wind when it has one (never one moving back the
  tile its last wind moved), exchanges when stuck. It never buys moves. A child can beat it.
- ``medium``: takes the best single action it sees, one at a time: the wind that opens the
  best spot, the placement worth the most stones, a bought move whenever a tile can follow.
- ``hard`` (:mod:`engine.ai.hard`, loaded only when asked for): plans the whole turn,
  searching sequences of placements, winds and buys, and scores each way the turn could end
  by the tiles left, the stones kept, and the best replies the next seat could make with a
  rack sampled from the unseen tiles.
- ``expert`` (:mod:`engine.ai.expert`, loaded only when asked for): takes the hard search's
  few best plans for the turn and plays each out on several samples of the hidden racks and
  pools, the following turns played quickly; it keeps the plan with the best average result,
  and plays more rounds near the end of the game. Its budget gives about 3 s a turn on a
  handheld; a desktop can give it more (``ExpertPlayer(seed, budget)``).

The budgets are in work units: one unit is about one position scored by the hard evaluation.
"""

from engine.actions import (BUY_HALFSTONES, BUY_SUNSTONE, END, FIELD_MASK, KIND_OFFSET, PLACE,
                            SHIFT, TILE_OFFSET, action_kind, exchange, from_square, shift,
                            to_square)
from engine.ai.evaluate import placement_value, shift_value
from engine.ai.view import sample_game
from engine.rng import next_state, seed_state
from engine.rules import placements
from engine.tiles import WIND


class Player:
    """What every level shares: its random generator, its budget, and a planned turn."""

    level = "player"
    budget = 1

    def __init__(self, seed=1):
        self.state = seed_state(seed)
        self.plan = []   # (fingerprint before the action, action), next first
        self.work = 0
        self.decision = None

    def draw(self, below):
        """A number from 0 to below - 1 from the player's own xorshift32."""
        self.state = next_state(self.state)
        return self.state % below

    def choose(self, view):
        """The action to play now (runs :meth:`think` to the end)."""
        for _ in self.think(view):
            pass
        return self.decision

    def think(self, view):
        """Decide in steps: yields the work done so far after each unit; the answer is left in
        ``self.decision``."""
        self.work = 0
        self.decision = None
        if self.plan and self.plan[0][0] == fingerprint(view.board, view.rack, view):
            self.decision = self.plan.pop(0)[1]
            return
        self.plan = []
        yield from self.decide(self.guess(view), view.seat)
        if self.decision is None:
            self.decision = END

    def guess(self, view):
        """A whole game that agrees with ``view``, its hidden tiles a guess
        (:func:`engine.ai.view.sample_game`, drawn with the player's own generator)."""
        game, self.state = sample_game(view, self.state)
        return game

    def decide(self, game, seat):
        """Fill ``self.decision`` (and maybe ``self.plan``) for ``game``, a sample of the
        view; a generator that yields after each unit of work."""
        raise NotImplementedError("%s must define decide()" % type(self).__name__)

    def spend(self, units=1):
        """Count work; True while the budget lasts."""
        self.work += units
        return self.work <= self.budget


def fingerprint(board, rack, state):
    """What the mover sees, as bytes: a planned action is used only if this still matches."""
    counts = bytes([min(value, 255) for value in (state.moves, state.discard,
                                                  state.sunstones[state.to_move],
                                                  state.halfstones[state.to_move])])
    return bytes(board) + b"|" + bytes(rack) + b"|" + counts


def scored_actions(game, kind):
    """Yield (quick score, action) for each legal action of ``kind`` now, one at a time: a
    placement (``PLACE``) by the tile it sheds and its stones, a shift of the rack's wind
    (``SHIFT``) by the best spot it opens. (No list of them all: with two boards there are
    hundreds.)"""
    board = game.board
    stones_table = game.options.stones_table()
    if kind == SHIFT:
        rack = game.rack()
        for action in game.legal_actions(WIND):
            yield shift_value(board, action >> TILE_OFFSET & FIELD_MASK, action & FIELD_MASK,
                              rack, stones_table), action
        return
    empty = game.tiles_on_board == 0
    for action in game.legal_actions():
        if action >> KIND_OFFSET == PLACE:
            yield placement_value(board, action & FIELD_MASK, action >> TILE_OFFSET & FIELD_MASK,
                                  empty, stones_table), action


def best_of(scored, player):
    """The action with the highest score of (score, action) pairs; ties at random."""
    best = None
    ties = 0
    for score, action in scored:
        if best is None or score > best[0]:
            best, ties = (score, action), 1
        elif score == best[0]:
            ties += 1
            if player.draw(ties) == 0:
                best = (score, action)
    return None if best is None else best[1]


def stuck_exchange(game):
    """R8 exchange for a rack with nothing to place: its colour tiles (winds are kept), as many
    as the pool allows; ``None`` when no exchange is possible."""
    rack = game.rack()
    room = len(game.pools[game.to_move])
    mask = 0
    for slot in range(len(rack)):
        if rack[slot] != WIND and room > 0:
            mask |= 1 << slot
            room -= 1
    return exchange(mask) if mask and game.is_legal(exchange(mask)) else None


def can_place(game):
    """True when some rack tile has a legal square (whether or not a move is left)."""
    for _ in placements(game.board, game.rack(), game.tiles_on_board == 0):
        return True
    return False


class EasyPlayer(Player):
    level = "easy"
    budget = 2
    # The wind that would move back the tile this seat's last wind moved: never chosen.
    undo_shift = None

    def decide(self, game, seat):
        actions = list(game.legal_actions())
        self.spend()
        yield self.work
        for kind in (PLACE, SHIFT):
            choices = [action for action in actions
                       if action_kind(action) == kind and action != self.undo_shift]
            if choices:
                self.decision = choices[self.draw(len(choices))]
                if kind == SHIFT:
                    self.undo_shift = shift(to_square(self.decision),
                                            from_square(self.decision))
                return
        if game.moves > 0 and game.acted == 0:
            self.decision = stuck_exchange(game)


class MediumPlayer(Player):
    level = "medium"
    budget = 4

    def decide(self, game, seat):
        if game.moves == 0:
            self.decision = self.buy(game)
            return
        self.spend()
        yield self.work
        self.decision = (best_of(scored_actions(game, SHIFT), self)
                         or best_of(scored_actions(game, PLACE), self))
        if self.decision is None and game.acted == 0:
            self.decision = stuck_exchange(game)

    def buy(self, game):
        """A move is worth buying whenever a tile can follow: halfstones first."""
        if not can_place(game):
            return None
        for action in (BUY_HALFSTONES, BUY_SUNSTONE):
            if game.is_legal(action):
                return action
        return None
