"""
`engine.illegal`
====================================================

Why the rules refuse an action, in the words an :class:`engine.game.IllegalActionError`
carries. Kept apart from :mod:`engine.game` and imported only when an action is refused: a
device keeps every imported module's code in RAM, and most games refuse few actions.
"""

from engine.action_notation import action_text
from engine.actions import (BUY_HALFSTONES, BUY_SUNSTONE, BUY_WIND, EXCHANGE, MASK_TILES, PLACE,
                            SHIFT, action_kind, exchange_mask, from_square, placed_tile, to_square)
from engine.result import is_over
from engine.rules import NOT_TOUCHING, placement_neighbours, unmatched_side
from engine.squares import DIRECTIONS, MOON, square_name
from engine.tiles import EMPTY, RACK_SIZE, WIND, find_tile


def why_illegal(game, action):
    """The error's text: the action as the notation writes it, and the reason."""
    if not isinstance(action, int):
        return "not an action: %r" % (action,)
    return "%s is illegal: %s" % (_describe(action, game.rack()), _reason(game, action))


def _reason(game, action):
    seat = game.to_move
    kind = action_kind(action)
    if is_over(game):
        return "the game is over"
    if action in (BUY_SUNSTONE, BUY_HALFSTONES, BUY_WIND) and not game.options.allows_buying():
        return "stones buy nothing in kid mode"
    if action == BUY_WIND:
        if len(game.rack()) >= RACK_SIZE:
            return "the rack is full"
        if game.discard == 0:
            return "the discard pile has no wind"
        return "a buy-back costs %d sunstones" % game.options.buyback_cost()
    if action in (BUY_SUNSTONE, BUY_HALFSTONES):
        if game.moves > 0:
            return "a move is still available: buy only when none is left"
        return "not enough stones"
    if game.moves < 1:
        return "no move left this turn (buy one first)"
    if kind == PLACE:
        if placed_tile(action) == WIND:
            return "a wind is not placed: it shifts a tile"
        if find_tile(game.rack(), placed_tile(action)) < 0:
            return "that tile is not in the rack"
        square = to_square(action)
        if not game.has_square(square):
            return ONE_BOARD
        if game.board[square] != EMPTY:
            return "the square is not empty"
        if game.tiles_on_board == 0:
            return "the first tile goes on the moon, " + square_name(MOON)
        answer = placement_neighbours(game.board, square, placed_tile(action), False)
        side = unmatched_side(answer)
        if side >= 0:
            return "the tile must match its neighbour on %s by colour or shape" % square_name(
                square + DIRECTIONS[side])
        if answer == NOT_TOUCHING:
            return "the tile must touch a tile"
        return "unknown action"
    if kind == SHIFT:
        if not game.options.has_winds() or find_tile(game.rack(), WIND) < 0:
            return "no wind tile in the rack"
        if not (game.has_square(from_square(action)) and game.has_square(to_square(action))):
            return ONE_BOARD
        return "a wind moves a board tile one square onto an empty square"
    if kind == EXCHANGE and (MASK_TILES[exchange_mask(action) & ((1 << RACK_SIZE) - 1)]
                             > len(game.pools[seat])):
        return "the pool holds only %d tiles" % len(game.pools[seat])
    if kind == EXCHANGE:
        return "an exchange takes 1 to 5 rack tiles, leftmost copies first"
    return "unknown action"


ONE_BOARD = "the game has one board: files a-i (j-r are board B's, with two boards)"


def _describe(action, rack):
    try:
        return repr(action_text(action, rack))
    except (KeyError, ValueError, IndexError):
        return "action %r" % action
