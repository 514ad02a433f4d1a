"""
`engine.rules`
====================================================

Where a colour tile may go and what it earns: R3 (the first tile goes on the moon), R5
(matching every neighbour, and the stones) and kid-mode scoring (R11). Pure functions over a
padded board, shared by the legal-action generator, ``apply`` and the computer players.
"""

from engine.actions import PLACE
from engine.squares import IS_SUN, MOON, SQUARES
from engine.tiles import COLOUR_MASK, SHAPE_MASK, WIND, find_tile

NO_MATCH = -1
_PLACE_BASE = PLACE << 16


def _clashes(neighbour, tile):
    """True when a neighbour tile is there and shares neither colour nor shape with tile."""
    diff = neighbour ^ tile
    return neighbour and diff & COLOUR_MASK and diff & SHAPE_MASK


def placement_neighbours(board, square, tile, board_empty):
    """How many neighbours ``tile`` would touch on the empty ``square``, or ``NO_MATCH``.

    R3: on an empty board only the moon is open, and it touches nothing (0).
    R5: otherwise the square needs at least one orthogonal neighbour, and the tile must
    match every one of them by colour or by shape.
    """
    if board_empty:
        return 0 if square == MOON else NO_MATCH
    up = board[square + 11]
    down = board[square - 11]
    right = board[square + 1]
    left = board[square - 1]
    if (_clashes(up, tile) or _clashes(down, tile) or _clashes(right, tile)
            or _clashes(left, tile)):
        return NO_MATCH
    count = (up != 0) + (down != 0) + (right != 0) + (left != 0)
    return count if count else NO_MATCH


def placements(board, rack, board_empty):
    """Yield every legal colour-tile placement for ``rack``, one per distinct tile and square.

    The same rule as :func:`placement_neighbours`, written out for speed: each empty square's
    neighbours are read once and every rack tile is tried against them, allocating nothing
    per rejected square or tile.
    """
    size = len(rack)
    distinct = 0  # bit per rack slot holding the first copy of a colour tile
    for slot in range(size):
        tile = rack[slot]
        if tile != WIND and find_tile(rack, tile, slot) < 0:
            distinct |= 1 << slot
    if not distinct:
        return
    if board_empty:
        for slot in range(size):
            if distinct >> slot & 1:
                yield _PLACE_BASE | rack[slot] << 8 | MOON
        return
    for square in SQUARES:
        if board[square]:
            continue
        up = board[square + 11]
        down = board[square - 11]
        right = board[square + 1]
        left = board[square - 1]
        if not (up or down or right or left):
            continue
        for slot in range(size):
            if not distinct >> slot & 1:
                continue
            tile = rack[slot]
            diff = up ^ tile
            if up and diff & COLOUR_MASK and diff & SHAPE_MASK:
                continue
            diff = down ^ tile
            if down and diff & COLOUR_MASK and diff & SHAPE_MASK:
                continue
            diff = right ^ tile
            if right and diff & COLOUR_MASK and diff & SHAPE_MASK:
                continue
            diff = left ^ tile
            if left and diff & COLOUR_MASK and diff & SHAPE_MASK:
                continue
            yield _PLACE_BASE | tile << 8 | square


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
