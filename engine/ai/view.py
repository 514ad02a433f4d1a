"""
`engine.ai.view`
====================================================

What one seat may see, and nothing more: the board, its own rack, every seat's stones and
rack and pool sizes, the discard, the turn's counters, and the tiles it has not seen. Computer
players get only a :class:`SeatView`, so they cannot read another rack, any pool's order or the
game's random generator. To look ahead they fill the hidden parts with a guess
(:func:`sample_game`) drawn from the unseen tiles.
"""

from engine.game import COUNTERS, Game
from engine.rng import shuffle
from engine.tiles import (COLOURS, SHAPES, WIND, WIND_TILES, canonical_colour_tiles,
                          colour_tile, tile_counts_index)

try:
    from micropython import const
except ImportError:

    def const(value):
        return value


_UNSEEN_KINDS = const(37)  # 36 colour tiles and the wind


class SeatView:
    """A snapshot of the game as ``seat`` sees it. Copies; never refers to the game."""

    def __init__(self, game, seat):
        seats = game.options.seats
        self.options = game.options
        self.seat = seat
        for name in COUNTERS:
            setattr(self, name, getattr(game, name))
        self.board = bytearray(game.board)
        self.rack = bytearray(game.racks[seat])
        self.rack_sizes = [len(game.racks[s]) for s in range(seats)]
        self.pool_sizes = [len(game.pools[s]) for s in range(seats)]
        self.sunstones = list(game.sunstones)
        self.halfstones = list(game.halfstones)
        self.unseen = _unseen_counts(self)


def _unseen_counts(view):
    """How many of each tile kind (index 0-35 colour tiles, 36 the wind) this seat cannot
    see: they are in other racks or in the pools. Never below zero, even for a hand-made
    position that holds more than the set."""
    counts = [0] * _UNSEEN_KINDS
    for tile in canonical_colour_tiles():
        counts[tile_counts_index(tile)] += 1
    if view.options.has_winds():
        counts[36] = WIND_TILES - view.discard
    for tiles in (view.board, view.rack):
        for tile in tiles:
            if tile:
                counts[tile_counts_index(tile)] -= 1
    return [max(count, 0) for count in counts]


def unseen_tiles(view):
    """The unseen tiles as a bytearray, colour tiles in canonical order, winds last."""
    tiles = bytearray()
    for colour in range(COLOURS):
        for shape in range(SHAPES):
            for _ in range(view.unseen[colour * SHAPES + shape]):
                tiles.append(colour_tile(colour, shape))
    for _ in range(view.unseen[36]):
        tiles.append(WIND)
    return tiles


def sample_game(view, state):
    """A full game that agrees with everything ``view`` shows, its hidden parts (other racks,
    every pool, the generator) filled by shuffling the unseen tiles with ``state``, the
    player's own xorshift32 state. Returns ``(game, new state)``."""
    hidden = unseen_tiles(view)
    state = shuffle(hidden, state)
    needed = sum(view.pool_sizes) + sum(view.rack_sizes) - view.rack_sizes[view.seat]
    if len(hidden) < needed:  # only a hand-made position holding more than the set
        hidden.extend(bytearray([colour_tile(0, 0)] * (needed - len(hidden))))
    game = Game(view.options)
    game.board[:] = view.board
    taken = 0
    for seat in range(view.options.seats):
        if seat == view.seat:
            game.racks[seat] = bytearray(view.rack)
        else:
            game.racks[seat] = hidden[taken:taken + view.rack_sizes[seat]]
            taken += view.rack_sizes[seat]
        game.pools[seat] = hidden[taken:taken + view.pool_sizes[seat]]
        taken += view.pool_sizes[seat]
    game.sunstones = list(view.sunstones)
    game.halfstones = list(view.halfstones)
    for name in COUNTERS:
        setattr(game, name, getattr(view, name))
    game.rng = state
    return game, state
