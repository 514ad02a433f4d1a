"""
`engine.action_notation`
====================================================

The notation's text (NOTATION.md) for tiles, squares and actions: :func:`tile_code` and
:func:`parse_tile` (``Rb``, ``W``), :func:`tiles_text` and :func:`parse_tiles`,
:func:`parse_square` (``e5``; :func:`engine.squares.square_name` writes one), and
:func:`action_text` and :func:`parse_action`. Kept apart from :mod:`engine.tiles`,
:mod:`engine.squares` and :mod:`engine.actions`: a handheld keeps every imported module in
RAM, and it needs the text only for a game's record.
"""

from engine.actions import (BUY_HALFSTONES, BUY_SUNSTONE, BUY_WIND, END, EXCHANGE, PLACE, SHIFT,
                            action_kind, exchange, exchange_mask, from_square, place,
                            placed_tile, shift, to_square)
from engine.squares import BOARD_B_FILES, FILES, square_at, square_name
from engine.tiles import WIND, colour_tile, is_colour_tile, tile_colour, tile_shape

# Notation letters in canonical order (NOTATION.md "Tiles").
COLOUR_LETTERS = "YNPRGT"
SHAPE_LETTERS = "fbtogd"
_ALL_FILES = FILES + BOARD_B_FILES   # a-i, then board B's j-r (R13)


class ActionError(ValueError):
    """Action text that is not of any action's form."""


def tile_code(tile):
    """Notation code of a tile: ``W`` or colour letter plus shape letter, e.g. ``Rb``."""
    if tile == WIND:
        return "W"
    if not is_colour_tile(tile):
        raise ValueError("not a tile byte: %r" % tile)
    colour, shape = tile_colour(tile), tile_shape(tile)
    return COLOUR_LETTERS[colour:colour + 1] + SHAPE_LETTERS[shape:shape + 1]   # see square_name


def parse_tile(code):
    """The tile byte for a code like ``Rb`` or ``W``; raises ValueError for anything else."""
    if code == "W":
        return WIND
    if len(code) == 2:
        colour = COLOUR_LETTERS.find(code[:1])
        shape = SHAPE_LETTERS.find(code[1:])
        if colour >= 0 and shape >= 0:
            return colour_tile(colour, shape)
    raise ValueError("unknown tile code %r (expected W, or one of %s then one of %s)"
                     % (code, COLOUR_LETTERS, SHAPE_LETTERS))


def parse_tiles(text):
    """A bytearray of tiles from codes written together (``RbWYf``), or ``-`` for none."""
    tiles = bytearray()
    if text == "-":
        return tiles
    i = 0
    while i < len(text):
        width = 1 if text[i] == "W" else 2
        tiles.append(parse_tile(text[i:i + width]))
        i += width
    return tiles


def tiles_text(tiles):
    """Codes written together, or ``-`` when there are no tiles."""
    if not tiles:
        return "-"
    return "".join([tile_code(t) for t in tiles])


def parse_square(name):
    """Square number of a name like ``e5`` or ``n5``; raises ValueError for anything else.
    Whether the game has that square is the game's question (:meth:`Game.has_square`)."""
    if len(name) == 2:
        file = _ALL_FILES.find(name[:1])
        rank = "123456789".find(name[1:])
        if file >= 0 and rank >= 0:
            return square_at(file, rank)
    raise ValueError("unknown square %r (expected a file a-i, or j-r on board B, then a "
                     "rank 1-9)" % name)



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

