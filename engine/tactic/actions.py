"""
`engine.tactic.actions`
====================================================

Tactic Tiles' actions as small ints (their text is :mod:`engine.tactic.notation`).

A placement is ``tile << TILE_OFFSET | turns << TURNS_OFFSET | cell``: the tile (1-72) in bits
13-19, its quarter turns clockwise (0-3) in bits 11-12, the grid cell (see
:mod:`engine.tactic.grid`) in bits 0-10. Every placement is at least ``PLACE_BASE``; the two
other actions are the small constants ``REDRAW`` and ``END``. All stay far below 2**30, so an
action never allocates on MicroPython.
"""

try:
    from micropython import const
except ImportError:

    def const(value):
        return value


TILE_OFFSET = const(13)
TURNS_OFFSET = const(11)
CELL_MASK = const(0x7FF)
PLACE_BASE = const(1 << TILE_OFFSET)

REDRAW = const(1)
END = const(2)

# What the turn has done so far, the game's ``acted`` (position field 6).
ACTED_NOTHING = const(0)
ACTED_REDREW = const(1)
ACTED_PLACED = const(2)


def place(tile, turns, cell):
    """The action that lays ``tile``, turned ``turns`` quarter turns clockwise, on ``cell``."""
    return tile << TILE_OFFSET | turns << TURNS_OFFSET | cell


def is_place(action):
    return action >= PLACE_BASE


def placed_tile(action):
    return action >> TILE_OFFSET


def placed_turns(action):
    return action >> TURNS_OFFSET & 3


def placed_cell(action):
    return action & CELL_MASK
