"""
`engine.tactic.illegal`
====================================================

Why the rules refuse an action, in the words an
:class:`engine.tactic.game.IllegalActionError` carries. Imported only when an action is
refused, to keep its code out of a device's RAM the rest of the time.
"""

from engine.tactic.actions import (ACTED_PLACED, CELL_MASK, END, PLACE_BASE, REDRAW,
                                   TILE_OFFSET, TURNS_OFFSET)
from engine.tactic.grid import REACH, in_reach, touches
from engine.tactic.notation import action_text
from engine.tactic.result import is_over
from engine.tactic.tiles import NEW_TURNS, TILE_COUNT
from engine.tiles import find_tile


def why_illegal(game, action):
    """The error's text: the action as the notation writes it, and the reason."""
    if not isinstance(action, int):
        return "not an action: %r" % (action,)
    return "%s is illegal: %s" % (_describe(action), _reason(game, action))


def _reason(game, action):
    hand = game.hand()
    if is_over(game):
        return "the game is over"
    if action == END:   # legal after a tile, so the turn has none yet
        if game.can_place():
            return "a tile of the hand can be laid: lay one (the turn ends after it)"
        return "no tile matches: redraw first (the hand goes back, 3 are drawn, 1 point lost)"
    if action == REDRAW:
        if game.acted == ACTED_PLACED:
            return "the turn's tile is laid: end the turn"
        if game.acted != 0:
            return "one redraw a turn: %s" % ("lay one of the new tiles" if game.can_place()
                                               else "nothing matches, end the turn")
        if not hand:
            return "the hand is empty: end the turn"
        return "a tile of the hand can be laid: redraw only when none matches"
    if action < PLACE_BASE:
        return "unknown action"
    if game.acted == ACTED_PLACED:
        return "a tile is already laid this turn: end the turn"
    tile = action >> TILE_OFFSET
    cell = action & CELL_MASK
    if tile > TILE_COUNT or find_tile(hand, tile) < 0:
        return "that tile is not in the hand"
    turns = action >> TURNS_OFFSET & 3
    if not NEW_TURNS[tile] >> turns & 1:
        return "tile %02d looks the same turned %d times as turned %d: write r%d" % (
            tile, turns, turns - 2, turns - 2)
    if not in_reach(cell):
        return "the grid reaches at most %d cells from the first tile in each direction" % REACH
    if not game.placed:
        return "the first tile goes at 0,0"
    if game.grid[cell]:
        return "the cell is taken"
    if not touches(game.grid, cell):
        return "a tile goes edge to edge next to a tile on the grid"
    return ("no match: one pair of facing squares along a shared edge must be of one colour "
            "(turned %d)" % turns)


def _describe(action):
    try:
        return repr(action_text(action))
    except (ValueError, IndexError):
        return "action %r" % (action,)
