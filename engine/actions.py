"""
`engine.actions`
====================================================

Actions as small ints (their notation text is :mod:`engine.action_notation`'s).

An action is ``kind << 16 | a << 8 | b`` (``KIND_OFFSET``, ``TILE_OFFSET``, and ``FIELD_MASK``
for one byte): small enough never to allocate on MicroPython. Read the parts with the
accessors (:func:`action_kind`, :func:`placed_tile`, :func:`from_square`,
:func:`to_square`, :func:`exchange_mask`); hot loops, where a call per candidate costs time
on MicroPython, use the three ``const`` names instead.

================  ================  ==========================
kind              bits 8-15         bits 0-7
================  ================  ==========================
``PLACE``         the tile          the square
``SHIFT``         from square       to square (a wind, R6)
``EXCHANGE``      0                 rack positions, one bit each
buys and ``END``  0                 0
================  ================  ==========================
"""

from engine.tiles import RACK_SIZE

try:
    from micropython import const
except ImportError:

    def const(value):
        return value


# The layout: ``action >> KIND_OFFSET`` is the kind, ``action >> TILE_OFFSET & FIELD_MASK`` a
# placement's tile or a shift's from-square, ``action & FIELD_MASK`` the low byte.
KIND_OFFSET = const(16)
TILE_OFFSET = const(8)
FIELD_MASK = const(0xFF)

# Kinds.
PLACE = const(1)
SHIFT = const(2)
EXCHANGE = const(3)

# The actions that are their own kind, compared whole.
BUY_SUNSTONE = const(4 << KIND_OFFSET)
BUY_HALFSTONES = const(5 << KIND_OFFSET)
BUY_WIND = const(6 << KIND_OFFSET)
END = const(7 << KIND_OFFSET)

# MASK_TILES[mask] is the number of tiles an exchange mask over a full rack takes.
MASK_TILES = bytes([bin(mask).count("1") for mask in range(1 << RACK_SIZE)])

# What the turn has done so far, the game's ``acted`` (position field 5): an exchange, or an
# action on the board (a placement or a wind).
ACTED_NOTHING = const(0)
ACTED_EXCHANGED = const(1)
ACTED_ON_BOARD = const(2)


def place(tile, square):
    """The action that plays colour ``tile`` on ``square``."""
    return PLACE << KIND_OFFSET | tile << TILE_OFFSET | square


def shift(from_square, to_square):
    """The action that plays a wind to move the tile on ``from_square`` to ``to_square``."""
    return SHIFT << KIND_OFFSET | from_square << TILE_OFFSET | to_square


def exchange(rack_mask):
    """The action that exchanges the rack tiles whose positions are set in ``rack_mask``."""
    return EXCHANGE << KIND_OFFSET | rack_mask


def action_kind(action):
    """``PLACE``, ``SHIFT`` or ``EXCHANGE``; each buy and ``END`` is a kind of its own, so
    compare those actions whole (``action == END``)."""
    return action >> KIND_OFFSET


def placed_tile(action):
    """The tile a ``PLACE`` action plays; as :func:`from_square`, the square a ``SHIFT``
    action moves a tile from."""
    return action >> TILE_OFFSET & FIELD_MASK


def to_square(action):
    """The square a ``PLACE`` action fills, or the one a ``SHIFT`` action moves a tile to; as
    :func:`exchange_mask`, the rack positions, one bit each, that an ``EXCHANGE`` action
    gives back."""
    return action & FIELD_MASK


# The same bytes under the names that say what they hold for those kinds: one function each.
from_square = placed_tile
exchange_mask = to_square
