"""
`engine.rules`
====================================================

The rules that decide where a colour tile may go and what it earns: R3 (the first tile goes
on the moon), R5 (matching and stones) and kid-mode scoring (R11). Pure functions over a
padded board, so the legal-action generator, ``apply`` and the computer players share them.
"""

from engine.squares import IS_SUN, MOON
from engine.tiles import BORDER, COLOUR_MASK, EMPTY, SHAPE_MASK

NO_MATCH = -1


def placement_neighbours(board, square, tile, board_empty):
    """How many neighbours ``tile`` would touch on the empty ``square``, or ``NO_MATCH``.

    R3: on an empty board only the moon is open, and it touches nothing (0).
    R5: otherwise the square needs at least one orthogonal neighbour, and the tile must
    match every one of them by colour or by shape.
    """
    if board_empty:
        return 0 if square == MOON else NO_MATCH
    count = 0
    for neighbour in (board[square + 11], board[square - 11], board[square + 1],
                      board[square - 1]):
        if neighbour == EMPTY or neighbour == BORDER:
            continue
        diff = neighbour ^ tile
        if diff & COLOUR_MASK and diff & SHAPE_MASK:
            return NO_MATCH
        count += 1
    return count if count else NO_MATCH


def stones_earned(neighbours, square, kid):
    """(sunstones, halfstones) a colour tile earns (R5; kid mode, R11).

    R5: 2 neighbours (a double) earn a halfstone, 3 (a trefoil) a sunstone, 4 (a latice) two
    sunstones. Kid mode: 1 neighbour earns a halfstone, 2 or more a sunstone. Both: a sun
    square adds a sunstone.
    """
    sunstones = halfstones = 0
    if kid:
        if neighbours == 1:
            halfstones = 1
        elif neighbours >= 2:
            sunstones = 1
    elif neighbours == 2:
        halfstones = 1
    elif neighbours == 3:
        sunstones = 1
    elif neighbours == 4:
        sunstones = 2
    if IS_SUN[square]:
        sunstones += 1
    return sunstones, halfstones
