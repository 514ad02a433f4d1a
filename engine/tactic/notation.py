"""
`engine.tactic.notation`
====================================================

Tactic Tiles' tiles and actions as text (docs/tactic-notation.md): tile codes ``01``-``72``,
patterns as colour letters, and actions such as ``07r1@-2,3``. Kept apart from
:mod:`engine.tactic.tiles` and :mod:`engine.tactic.actions`: a handheld keeps every imported
module in RAM, and it needs the text only for a position, a save, or an action refused.
"""

from engine.tactic.actions import END, REDRAW, place, placed_cell, placed_tile, placed_turns
from engine.tactic.grid import CENTRE, cell_at, cell_x, cell_y
from engine.tactic.tiles import COLOUR_LETTERS, TILE_COUNT, colour_at


class ActionError(ValueError):
    """Action text that is not of any action's form."""


def is_tile(tile):
    return 1 <= tile <= TILE_COUNT


def tile_code(tile):
    """Notation code: two digits, ``01`` to ``72``."""
    if not is_tile(tile):
        raise ValueError("not a tile number: %r" % (tile,))
    return "%02d" % tile


def parse_tile(code):
    """The tile for a code ``01``-``72``; raises ValueError for anything else."""
    if len(code) == 2 and code[0] in "01234567" and code[1] in "0123456789":
        tile = int(code)
        if is_tile(tile):
            return tile
    raise ValueError("unknown tile code %r (expected two digits, 01 to 72)" % (code,))


def parse_tiles(text):
    """A bytearray of tiles from codes written together (``071265``), or ``-`` for none."""
    tiles = bytearray()
    if text == "-":
        return tiles
    if len(text) % 2:
        raise ValueError("tile codes are two digits each: %r has an odd length" % (text,))
    for index in range(0, len(text), 2):
        tiles.append(parse_tile(text[index:index + 2]))
    return tiles


def tiles_text(tiles):
    """Codes written together, or ``-`` when there are none."""
    if not tiles:
        return "-"
    return "".join([tile_code(tile) for tile in tiles])


def pattern_text(pattern):
    """The 8 colour letters of a pattern, clockwise from the top-left corner (``RYYGGBBR``)."""
    return "".join([COLOUR_LETTERS[colour_at(pattern, position)] for position in range(8)])


def action_text(action):
    """Notation of an action: ``07r1@-2,3``, ``redraw`` or ``end``."""
    if action == REDRAW:
        return "redraw"
    if action == END:
        return "end"
    cell = placed_cell(action)
    return "%sr%d@%d,%d" % (tile_code(placed_tile(action)), placed_turns(action), cell_x(cell),
                            cell_y(cell))


def parse_action(text):
    """The action for its notation.

    :raises ActionError: when the text is not of an action's form
    """
    if text == "redraw":
        return REDRAW
    if text == "end":
        return END
    if len(text) < 8 or text[2] != "r" or text[4] != "@" or text[3] not in "0123":
        raise ActionError("unknown action %r (expected TILErTURNS@X,Y such as 07r1@-2,3, "
                          "redraw or end)" % (text,))
    try:
        tile = parse_tile(text[:2])
        x_text, comma, y_text = text[5:].partition(",")
        if not comma:
            raise ValueError("the place is X,Y, not %r" % text[5:])
        x = _coordinate(x_text)
        y = _coordinate(y_text)
    except ValueError as error:
        raise ActionError("bad action %r: %s" % (text, error))
    return place(tile, int(text[3]), cell_at(x, y))


def _coordinate(text):
    """A coordinate: an optional ``-``, then digits without a leading zero. One cell past the
    reach still parses (the rules refuse it, saying why); further is not an action."""
    digits = text[1:] if text.startswith("-") else text
    if (not digits or any(c not in "0123456789" for c in digits)
            or (digits[0] == "0" and (len(digits) > 1 or text != digits))):
        raise ValueError("a coordinate is a whole number such as 0, 3 or -2, not %r" % text)
    if len(digits) > 2 or int(digits) > CENTRE:
        raise ValueError("coordinate %s is beyond the grid's reach (%d to %d from the first "
                         "tile)" % (text, 1 - CENTRE, CENTRE - 1))
    return int(text)
