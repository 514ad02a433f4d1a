"""
`engine.tactic.setup`
====================================================

A new game of Tactic Tiles from a seed (docs/rules.md T, docs/tactic-notation.md "Setup"): shuffle
the canonical 72 tiles with :mod:`engine.rng`, keep the first ones so that every seat gets the
same number of turns (the rest leave the game unseen), and deal each seat 3 tiles from the top,
seat 1 first. The game length is an option: fewer tiles give a shorter game.
"""

from engine.rng import seed_state, shuffle
from engine.tactic.game import Game
from engine.tactic.tiles import HAND_SIZE, TILE_COUNT, canonical_tiles

MOST_SEATS = 6
FULL_LENGTH = TILE_COUNT


class SetupError(ValueError):
    """A seat count or a game length the rules do not allow."""


def tiles_in_play(seats, length=FULL_LENGTH):
    """How many tiles a game uses: ``length`` rounded down to a multiple of ``seats``.

    :raises SetupError: for 2 to 6 seats not given, or a length that does not give every
        seat a full hand, or is above 72
    """
    if not 2 <= seats <= MOST_SEATS:
        raise SetupError("seats: 2 to %d, not %r" % (MOST_SEATS, seats))
    if not HAND_SIZE * seats <= length <= TILE_COUNT:
        raise SetupError("length: %d to %d tiles with %d seats (a full hand each), not %r"
                         % (HAND_SIZE * seats, TILE_COUNT, seats, length))
    return length - length % seats


def new_game(seats, seed=0, length=FULL_LENGTH):
    """The start position: ``seats`` players, ``seed`` (0 to 0xffffffff), ``length`` tiles
    at most (72, the whole set, by default)."""
    count = tiles_in_play(seats, length)
    tiles = canonical_tiles()
    shuffle(tiles, seed_state(seed))
    game = Game(seats)
    for seat in range(seats):
        start = seat * HAND_SIZE
        game.hands[seat].extend(tiles[start:start + HAND_SIZE])
    game.stack.extend(tiles[seats * HAND_SIZE:count])
    return game
