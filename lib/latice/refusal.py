"""
`refusal`
====================================================

Why the rules refuse a placement, in the words of the box ("Must match the Navy Turtle
above"). Loaded only when a placement is refused, and let go after, like the engine's own
reasons (:mod:`engine.illegal`).
"""

from engine.squares import DOWN, LEFT, MOON, RIGHT, UP, square_name
from engine.tiles import tiles_match
from latice.words import tile_name


def refusal(game, tile, square):
    """Why ``tile`` cannot go on ``square`` now, in words (the engine's reason goes to the
    console)."""
    if game.moves < 1:
        return "No move left: buy one (Start)"
    if game.board[square]:
        return "That square is taken"
    if game.tiles_on_board == 0:
        return "The first tile goes on the moon, " + square_name(MOON)
    touching = False
    for step, side in ((UP, "above"), (DOWN, "below"), (LEFT, "to its left"),
                       (RIGHT, "to its right")):
        neighbour = game.board[square + step]
        if neighbour:
            touching = True
            if not tiles_match(neighbour, tile):
                return "Must match the %s %s" % (tile_name(neighbour), side)
    return "Can't go there" if touching else "Must touch a tile"
