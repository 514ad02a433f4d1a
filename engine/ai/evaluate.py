"""
`engine.ai.evaluate`
====================================================

How the computer players value things, in one place: a placement (its stones and the tile it
sheds), a wind's shift (the best spot it opens, where the shifted tile stood or beside it),
the best replies the next seat could make, and a whole position at the end of a turn. Values
are small ints, in points: shedding a tile is worth ``TILE``, a sunstone ``SUNSTONE``, a
halfstone ``HALFSTONE``.
What a placement earns comes from the game's stones table
(:meth:`engine.options.Options.stones_table`), fetched once per search step.
"""

from engine.rules import placement_neighbours, stones_earned
from engine.squares import DIRECTIONS, DOWN, IS_SUN, LEFT, ON_BOARD, RIGHT, SQUARES, UP
from engine.tiles import WIND

TILE = 12        # one tile fewer to play: the whole aim of the game
SUNSTONE = 8     # buys a move: worth about two thirds of a tile
HALFSTONE = 4    # two buy a move, as a sunstone does
THREAT_WEIGHT = 2   # how much the next seat's best reply counts against us
SECOND_REPLY = 2    # quarters of the next seat's second-best reply (on another square) too


def stones_value(sunstones, halfstones):
    return sunstones * SUNSTONE + halfstones * HALFSTONE


def placement_value(board, square, tile, board_empty, stones_table):
    """Points for playing ``tile`` on ``square``: the tile shed and its stones (earned by
    ``stones_table``, the options' :meth:`~engine.options.Options.stones_table`); -1 if
    illegal."""
    neighbours = placement_neighbours(board, square, tile, board_empty)
    if neighbours < 0:
        return -1
    sunstones, halfstones = stones_earned(neighbours, square, stones_table)
    return TILE + stones_value(sunstones, halfstones)


def rich_squares(board, stones_table):
    """(stones, square) for every empty square where a matching tile would earn stones,
    richest first. What a square earns does not depend on the tile, only on its neighbours."""
    rich = []
    for square in SQUARES:
        if board[square]:
            continue
        count = ((board[square + UP] != 0) + (board[square + DOWN] != 0)
                 + (board[square + LEFT] != 0) + (board[square + RIGHT] != 0))
        if count:
            sunstones, halfstones = stones_earned(count, square, stones_table)
            if sunstones or halfstones:
                rich.append((stones_value(sunstones, halfstones), square))
    rich.sort(reverse=True)
    return rich


def best_reply(board, rack, rich):
    """The stones a seat could earn from ``rack`` on the ``rich`` squares: its best
    placement, plus a share of its best on another square (two rich squares side by side
    feed a chain); 0 if none."""
    found = []
    for value, square in rich:
        for tile in rack:
            if tile != WIND and placement_neighbours(board, square, tile, False) >= 0:
                found.append(value)
                break
        if len(found) == 2:
            return found[0] + found[1] * SECOND_REPLY // 4
    return found[0] if found else 0


def shift_value(board, from_square, to_square, rack, stones_table):
    """Points of the best placement from ``rack`` that a wind's shift opens: on the square it
    leaves empty, or next to the tile where it lands when that square is a sun square or now
    touches two tiles or more (a plain one-neighbour spot is no news)."""
    tile = board[from_square]
    board[to_square] = tile
    board[from_square] = 0
    best = 0
    for step in DIRECTIONS:
        square = to_square + step
        if board[square] or not ON_BOARD[square] or square != from_square and not IS_SUN[
                square] and ((board[square + UP] != 0) + (board[square + DOWN] != 0)
                             + (board[square + LEFT] != 0) + (board[square + RIGHT] != 0)) < 2:
            continue
        for slot in range(len(rack)):
            if rack[slot] != WIND:
                value = placement_value(board, square, rack[slot], False, stones_table)
                if value > best:
                    best = value
    board[from_square] = tile
    board[to_square] = 0
    return best


def turn_end_value(game, seat):
    """How good the position is for ``seat`` when it ends its turn here: tiles left (fewer is
    better), stones it keeps (R7's limit, when the options have one), and the best reply the
    next seat's rack allows."""
    tiles_left = len(game.racks[seat]) + len(game.pools[seat])
    if tiles_left == 0:
        return 1000
    options = game.options
    sunstones = options.sunstones_kept(game.sunstones[seat])
    value = stones_value(sunstones, game.halfstones[seat]) - TILE * tiles_left
    next_seat = (seat + 1) % options.seats
    if next_seat not in options.team(seat):
        # The rack is a guess from the unseen tiles; the front of the pool, a second guess,
        # halves the error.
        board = game.board
        rich = rich_squares(board, options.stones_table())
        threat = best_reply(board, game.racks[next_seat], rich)
        pool = game.pools[next_seat]
        if pool:
            threat = (threat + best_reply(board, pool[:5], rich)) // 2
        value -= THREAT_WEIGHT * threat
    return value
