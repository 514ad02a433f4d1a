"""
`engine.actions`
====================================================

Actions as small ints, and their notation text (NOTATION.md "Actions").

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

from engine.squares import parse_square, square_name
from engine.tiles import parse_tile, tile_code

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


class ActionError(ValueError):
    """Action text that is not of any action's form."""


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
    """The tile a ``PLACE`` action plays."""
    return action >> TILE_OFFSET & FIELD_MASK


def from_square(action):
    """The square a ``SHIFT`` action moves a tile from."""
    return action >> TILE_OFFSET & FIELD_MASK


def to_square(action):
    """The square a ``PLACE`` action fills, or the one a ``SHIFT`` action moves a tile to."""
    return action & FIELD_MASK


def exchange_mask(action):
    """The rack positions, one bit each, that an ``EXCHANGE`` action gives back."""
    return action & FIELD_MASK


_FIXED_TEXT = {BUY_SUNSTONE: "buy:s", BUY_HALFSTONES: "buy:h", BUY_WIND: "buy:w", END: "end"}
_FIXED_ACTION = {text: action for action, text in _FIXED_TEXT.items()}


def action_text(action, rack):
    """Notation of an action; ``rack`` (the mover's) names an exchange's tiles."""
    kind = action_kind(action)
    if kind == PLACE:
        return tile_code(placed_tile(action)) + "@" + square_name(to_square(action))
    if kind == SHIFT:
        return "W:" + square_name(from_square(action)) + "-" + square_name(to_square(action))
    if kind == EXCHANGE:
        mask = exchange_mask(action)
        return "x:" + "".join([tile_code(rack[i]) for i in range(len(rack)) if mask >> i & 1])
    return _FIXED_TEXT[action]


def parse_action(text, rack):
    """The action for its notation. An exchange takes the leftmost copies in ``rack``.

    :raises ActionError: when the text is not an action, or names tiles the rack lacks
    """
    if text in _FIXED_ACTION:
        return _FIXED_ACTION[text]
    try:
        if text.startswith("W:") and len(text) == 7 and text[4] == "-":
            return shift(parse_square(text[2:4]), parse_square(text[5:7]))
        if text.startswith("x:"):
            return exchange(_exchange_mask(text[2:], rack))
        if len(text) == 5 and text[2] == "@" and text[0] != "W":
            return place(parse_tile(text[:2]), parse_square(text[3:]))
    except ValueError as error:
        raise ActionError("bad action %r: %s" % (text, error))
    raise ActionError("unknown action %r (expected TILE@SQUARE, W:FROM-TO, x:TILES, buy:s, "
                      "buy:h, buy:w or end)" % text)


def _exchange_mask(codes, rack):
    if not codes:
        raise ValueError("an exchange names 1 to 5 tiles")
    mask = 0
    i = 0
    while i < len(codes):
        width = 1 if codes[i] == "W" else 2
        tile = parse_tile(codes[i:i + width])
        i += width
        slot = 0
        while slot < len(rack) and (rack[slot] != tile or mask >> slot & 1):
            slot += 1
        if slot == len(rack):
            raise ValueError("the rack has no more %s to exchange" % tile_code(tile))
        mask |= 1 << slot
    return mask

