"""
`engine.tactic.actions`
====================================================

Tactic Tiles' actions as small ints, and their notation (docs/tactic-notation.md "Actions").

A placement is ``tile << TILE_OFFSET | turns << TURNS_OFFSET | cell``: the tile (1-72) in bits
13-19, its quarter turns clockwise (0-3) in bits 11-12, the grid cell (see
:mod:`engine.tactic.grid`) in bits 0-10. Every placement is at least ``PLACE_BASE``; the two
other actions are the small constants ``REDRAW`` and ``END``. All stay far below 2**30, so an
action never allocates on MicroPython.
"""

from engine.tactic.grid import CENTRE, cell_at, cell_x, cell_y
from engine.tactic.tiles import parse_tile, tile_code

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


class ActionError(ValueError):
    """Action text that is not of any action's form."""


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
