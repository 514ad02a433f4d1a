"""
`refusal`
====================================================

Why the rules refuse a placement, in the words of the box ("Must match the Navy Turtle
above"). Loaded when a placement is refused, as the engine's own reasons
(:mod:`engine.illegal`) are.
"""

from engine.rules import NOT_TOUCHING, placement_neighbours, unmatched_side
from engine.squares import DIRECTIONS, MOON, square_name
from latice.words import tile_name

SIDES = ("above", "below", "to its left", "to its right")   # in DIRECTIONS' order


def refusal(game, tile, square):
    """Why ``tile`` cannot go on ``square`` now, in words (the engine's reason goes to the
    console)."""
    if game.moves < 1:
        return "No move left: buy one (Start)"
    if game.board[square]:
        return "That square is taken"
    if game.tiles_on_board == 0:
        return "The first tile goes on the moon, " + square_name(MOON)
    answer = placement_neighbours(game.board, square, tile, False)   # the rules' own check
    side = unmatched_side(answer)
    if side >= 0:
        return "Must match the %s %s" % (tile_name(game.board[square + DIRECTIONS[side]]),
                                         SIDES[side])
    return "Must touch a tile" if answer == NOT_TOUCHING else "Can't go there"
