"""
`engine.action_notation`
====================================================

Actions as notation text (NOTATION.md "Actions"): :func:`action_text` writes one and
:func:`parse_action` reads one. Kept apart from :mod:`engine.actions`: a handheld keeps every
imported module in RAM, and it needs the text only for a game's record and an exchange.
"""

from engine.actions import (BUY_HALFSTONES, BUY_SUNSTONE, BUY_WIND, END, EXCHANGE, PLACE, SHIFT,
                            ActionError, action_kind, exchange, exchange_mask, from_square,
                            place, placed_tile, shift, to_square)
from engine.squares import parse_square, square_name
from engine.tiles import parse_tile, tile_code

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

