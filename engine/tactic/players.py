"""
`engine.tactic.players`
====================================================

Computer players for Tactic Tiles, at two levels. Both see only what their seat may see: they
think on :func:`seat_view`, a copy of the game with the grid, the scores, the turn and their
own hand, where the other hands and the stack hold as many blank tiles (0) as the real ones.
The tiles they cannot see (other hands, the stack, the tiles set aside before play) are
:func:`unseen_tiles`.

- :class:`EasyPlayer` lays a random legal tile (from its own xorshift32 state, so a seed
  replays it).
- :class:`GreedyPlayer` takes the placement worth most this turn minus the most the next
  player could score next to it: for each of its ``_CANDIDATES`` best-scoring placements, it
  tries up to ``_SAMPLE`` unseen tiles, in every turn, on each empty cell beside the new tile.
  That bounds its work: one scoring per legal placement, then at most 8 x 4 x 12 x 4 = 1,536
  for the look-ahead.

A forced action (``redraw`` or ``end``) is taken as it comes. ``choose(game)`` returns an
action for the seat to move; it never changes the game. ``think(game)`` does the same in
steps, as Latice's players do: a generator that yields after each look-ahead, so that a
handheld's screen and buttons stay alive, and leaves the action in ``decision``.

Players think one at a time, so they all think on one view (``Player.view``): a 6-seat game
with five computers keeps one 2 KB grid for them, not five, and :func:`make_view` lets the app
allocate it as a game starts, while the heap still has a hole that big.
"""

from engine.rng import next_state
from engine.tactic.actions import CELL_MASK, PLACE_BASE, TILE_OFFSET, TURNS_OFFSET
from engine.tactic.game import Game
from engine.tactic.grid import (NEIGHBOUR_STEPS, colour_points, corner_points, in_reach,
                                matched_colours)
from engine.tactic.tiles import FACES, NEW_TURNS, TILE_COUNT

try:
    from micropython import const
except ImportError:

    def const(value):
        return value


_CANDIDATES = const(8)
_SAMPLE = const(12)


def seat_view(game, view=None):
    """The game as the seat to move sees it: hidden tiles replaced by blanks (0), so that
    the legal actions are the same and nothing hidden can be read. Written into ``view`` (an
    earlier view of a game of as many seats) when one is given: a player reuses its view's
    2 KB grid from turn to turn."""
    if view is None or view.seats != game.seats:
        view = Game(game.seats)
    view.grid[:] = game.grid
    view._undo = []
    view.placed[:] = game.placed   # in place: no new list a turn
    for seat in range(game.seats):
        hand = game.hands[seat]
        view.hands[seat] = bytearray(hand) if seat == game.to_move else bytearray(len(hand))
    view.stack = bytearray(len(game.stack))
    view.scores = list(game.scores)
    view.to_move = game.to_move
    view.acted = game.acted
    view.blocked = game.blocked
    return view


def unseen_tiles(game, seat):
    """The tiles ``seat`` cannot see: neither on the grid nor in its own hand."""
    seen = bytearray(TILE_COUNT + 1)
    for cell in game.placed:
        seen[game.grid[cell] >> 2] = 1
    for tile in game.hands[seat]:
        seen[tile] = 1
    return bytearray([tile for tile in range(1, TILE_COUNT + 1) if not seen[tile]])


def placement_points(grid, action):
    """What a placement scores on ``grid`` (which it does not change)."""
    cell = action & CELL_MASK
    face = FACES[(action >> TILE_OFFSET) << 2 | action >> TURNS_OFFSET & 3]
    return corner_points(grid, cell, face) + colour_points(matched_colours(grid, cell, face))


def make_view(seats):
    """The view every player thinks on, made now for a game of ``seats`` (kept if it fits)."""
    if Player.view is None or Player.view.seats != seats:
        Player.view = None   # the old one goes first: no moment with two grids
        Player.view = Game(seats)


class Player:
    """What both levels share: ``choose`` runs ``think`` to its end."""

    decision = None
    view = None   # the seat_view every player thinks on, one for them all

    def look(self, game):
        Player.view = seat_view(game, Player.view)
        return Player.view

    def choose(self, game):
        for _ in self.think(game):
            pass
        return self.decision


class EasyPlayer(Player):
    """Any legal action, at random."""

    def __init__(self, seed=1):
        self.state = seed or 1

    def think(self, game):
        view = self.look(game)
        count = 0
        for _action in view.legal_actions():   # counted, not listed: no block for a list
            count += 1
        self.state = next_state(self.state)
        pick = self.state % count
        for action in view.legal_actions():
            if pick == 0:
                self.decision = action
                break
            pick -= 1
        yield


class GreedyPlayer(Player):
    """This turn's points, minus what the move opens for the next player."""

    def think(self, game):
        game = self.look(game)
        # The _CANDIDATES best-scoring placements, best first (the first of equals first), kept
        # as the legal actions go by: a list of them all would need a block of several KB.
        candidates = [0] * _CANDIDATES
        points = [-1] * _CANDIDATES
        for action in game.legal_actions():
            if action < PLACE_BASE:   # a forced action comes alone
                self.decision = action
                return
            _keep(candidates, points, action, placement_points(game.grid, action))
        sample = _spread(unseen_tiles(game, game.to_move), _SAMPLE)
        best = None
        for index in range(_CANDIDATES):
            action = candidates[index]
            if points[index] < 0:
                break
            game.play(action)
            value = points[index] - best_reply(game.grid, action & CELL_MASK, sample)
            game.unplay()
            if best is None or value > best[0]:
                best = (value, action)
            yield
        self.decision = best[1]


def best_reply(grid, cell, tiles):
    """The most any of ``tiles`` could score on an empty cell beside ``cell``."""
    best = 0
    for step in NEIGHBOUR_STEPS:
        target = cell + step
        if grid[target] or not in_reach(target):
            continue
        for tile in tiles:
            for turns in range(4):
                if not NEW_TURNS[tile] >> turns & 1:
                    continue
                face = FACES[tile << 2 | turns]
                colours = matched_colours(grid, target, face)
                if colours:
                    points = corner_points(grid, target, face) + colour_points(colours)
                    if points > best:
                        best = points
    return best


def _keep(candidates, points, action, value):
    """Put ``action`` among the best ``candidates`` (sorted by ``points``, best first) if it
    scores more than the last; equals stay behind the ones that came first."""
    index = len(points) - 1
    if value <= points[index]:
        return
    while index > 0 and points[index - 1] < value:
        points[index] = points[index - 1]
        candidates[index] = candidates[index - 1]
        index -= 1
    points[index] = value
    candidates[index] = action


def _spread(tiles, count):
    """At most ``count`` of ``tiles``, evenly spaced, always the same ones for the same list."""
    if len(tiles) <= count:
        return tiles
    return bytearray([tiles[index * len(tiles) // count] for index in range(count)])
