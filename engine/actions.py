"""
`engine.actions`
====================================================

Actions as small ints, and their notation text (NOTATION.md "Actions").

An action is ``kind << 16 | a << 8 | b``: small enough never to allocate on MicroPython.

================  =============  ==========================
kind              a              b
================  =============  ==========================
``PLACE``         the tile       the square
``SHIFT``         from square    to square (a wind, R6)
``EXCHANGE``      0              rack positions, one bit each
buys and ``END``  0              0
================  =============  ==========================
"""

from engine.squares import parse_square, square_name
from engine.tiles import parse_tile, tile_code

try:
    from micropython import const
except ImportError:

    def const(value):
        return value


PLACE = const(1)
SHIFT = const(2)
EXCHANGE = const(3)
BUY_SUNSTONE_KIND = const(4)
BUY_HALFSTONES_KIND = const(5)
BUY_WIND_KIND = const(6)
END_KIND = const(7)

BUY_SUNSTONE = const(4 << 16)
BUY_HALFSTONES = const(5 << 16)
BUY_WIND = const(6 << 16)
END = const(7 << 16)


class ActionError(ValueError):
    """Action text that is not of any action's form."""


def place(tile, square):
    return (PLACE << 16) | (tile << 8) | square


def shift(from_square, to_square):
    return (SHIFT << 16) | (from_square << 8) | to_square


def exchange(rack_mask):
    return (EXCHANGE << 16) | rack_mask


def action_kind(action):
    return action >> 16


def action_a(action):
    """The tile of a placement, or the from-square of a shift."""
    return (action >> 8) & 0xFF


def action_b(action):
    """The square of a placement, the to-square of a shift, or an exchange's rack mask."""
    return action & 0xFF


_FIXED_TEXT = {BUY_SUNSTONE: "buy:s", BUY_HALFSTONES: "buy:h", BUY_WIND: "buy:w", END: "end"}
_FIXED_ACTION = {text: action for action, text in _FIXED_TEXT.items()}


def action_text(action, rack):
    """Notation of an action; ``rack`` (the mover's) names an exchange's tiles."""
    kind = action >> 16
    if kind == PLACE:
        return tile_code(action_a(action)) + "@" + square_name(action_b(action))
    if kind == SHIFT:
        return "W:" + square_name(action_a(action)) + "-" + square_name(action_b(action))
    if kind == EXCHANGE:
        mask = action_b(action)
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

