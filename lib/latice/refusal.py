"""
`refusal`
====================================================

Why the rules refuse a placement, in the words of the box ("Must match the Navy Turtle
above"), and what the seat can do instead when a refusal's cause has a remedy: a move
bought from the menu, only when the seat's stones can buy one. Loaded when a placement is
refused, as the engine's own reasons (:mod:`engine.illegal`) are.
"""

from engine.actions import BUY_HALFSTONES, BUY_SUNSTONE
from engine.rules import NOT_TOUCHING, placement_neighbours, unmatched_side
from engine.squares import DIRECTIONS, MOON, square_name
from latice.words import tile_name

SIDES = ("above", "below", "to its left", "to its right")   # in DIRECTIONS' order


def refusal(game, tile, square):
    """Why ``tile`` cannot go on ``square`` now, in words (the engine's reason goes to the
    console)."""
    if game.moves < 1:
        return no_move_left(game)
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


def no_move_left(game):
    """The turn's moves are used: the menu's line that buys one, when the seat's stones can
    pay (R4; never in kid mode, R11), or else the one that ends the turn."""
    if game.is_legal(BUY_SUNSTONE) or game.is_legal(BUY_HALFSTONES):
        return "No move left: Start, Buy a move"
    return "No move left: Start, End turn"
