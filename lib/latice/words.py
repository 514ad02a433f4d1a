"""
`words`
====================================================

The game in the words of the box, for the message line and the hand-off summary: a tile by
its colour and shape ("Red Bird") and what an action did ("Red Bird on e5, double"), each
told as a sentence starts ("Wind: e5 to e6", "Exchanged 2 tiles"); why the rules refused a
placement is told by :mod:`latice.refusal`. The notation stays for records and the console.
"""

from engine.actions import (BUY_SUNSTONE, EXCHANGE, MASK_TILES, PLACE, SHIFT, action_kind,
                            exchange_mask, from_square, placed_tile, to_square)
from engine.squares import square_name
from engine.tiles import COLOUR_NAMES, SHAPE_NAMES, WIND, tile_colour, tile_shape

STONE_WORDS = ("", "", "double", "trefoil", "latice")
# The buys and the end of a turn, in the order of their kinds (BUY_SUNSTONE's first).
TO_DO = ("Buy a move", "Buy a move", "Buy a wind", "End the turn")   # as the menu's lines
DONE = ("Bought a move", "Bought a move", "Bought a wind", "Ended the turn")
FIRST_FIXED = action_kind(BUY_SUNSTONE)


def tile_name(tile):
    """``Red Bird``, or ``Wind``."""
    if tile == WIND:
        return "Wind"
    return COLOUR_NAMES[tile_colour(tile)] + " " + SHAPE_NAMES[tile_shape(tile)]


def plural(count, word):
    return "%d %s%s" % (count, word, "" if count == 1 else "s")


def plan_words(action):
    """An action before it is played: ``Red Bird on e5``, ``Wind: e5 to e6``, ``Exchange 2
    tiles``, ``Buy a move``..."""
    kind = action_kind(action)
    if kind == PLACE:
        return "%s on %s" % (tile_name(placed_tile(action)), square_name(to_square(action)))
    if kind == SHIFT:
        return "Wind: %s to %s" % (square_name(from_square(action)),
                                   square_name(to_square(action)))
    if kind == EXCHANGE:
        return "Exchange " + plural(MASK_TILES[exchange_mask(action)], "tile")
    return TO_DO[kind - FIRST_FIXED]


def action_words(report, passed=False):
    """What the action of an engine :class:`engine.game.Report` did, in words. Which tiles
    an exchange gave back is the seat's secret: only their number is told."""
    action = report.action
    kind = action_kind(action)
    if kind == EXCHANGE:
        return "Exchanged " + plural(report.drawn, "tile")
    if kind == PLACE or kind == SHIFT:
        words = plan_words(action)
        if STONE_WORDS[report.neighbours]:
            words += ", " + STONE_WORDS[report.neighbours]
    else:
        words = "Passed" if passed else DONE[kind - FIRST_FIXED]
    if report.sun_square:
        words += ", sun square"
    if report.sunstones_lost:
        words += ", lost " + plural(report.sunstones_lost, "sunstone")
    return words

