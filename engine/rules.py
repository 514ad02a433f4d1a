"""
`engine.rules`
====================================================

Where a colour tile may go and what it earns: R3 (the first tile goes on the moon), R5
(matching every neighbour, and the stones) and kid-mode scoring (R11). Pure functions over a
padded board, shared by the legal-action generator, ``apply`` and the computer players. Which
stones table a game uses is the options' answer (:meth:`engine.options.Options.stones_table`).

:func:`placement_neighbours` is the one check of R3 and R5: the legality check asks it, and
so do the words of a refusal (which neighbour does not match, :func:`unmatched_side`).
:func:`placements` is the same rule written out for speed, and the tests of R5 hold the two
to each other.
"""

from engine.actions import KIND_OFFSET, PLACE, TILE_OFFSET
from engine.squares import DOWN, IS_SUN, LEFT, MOON, RIGHT, UP, board_squares
from engine.tiles import COLOUR_MASK, EMPTY, SHAPE_MASK, WIND, find_tile, tiles_match

# placement_neighbours' answers below zero, why a square is refused: the tile touches no tile
# (or, on an empty board, the square is not the moon); or ``UNMATCHED - side``, it does not
# match its neighbour on that side, an index of engine.squares.DIRECTIONS (up, down, left,
# right: the first such side in that order).
NOT_TOUCHING = -1
UNMATCHED = -2
_PLACE_BASE = PLACE << KIND_OFFSET

# (sunstones, halfstones) a placement earns by its neighbour count 0-4, before the sun-square
# bonus. R5: a double (2) earns a halfstone, a trefoil (3) a sunstone, a latice (4) two.
STONES = ((0, 0), (0, 0), (0, 1), (1, 0), (2, 0))
# Kid mode (R11): 1 neighbour earns a halfstone, 2 or more a sunstone.
KID_STONES = ((0, 0), (0, 1), (1, 0), (1, 0), (1, 0))


def placement_neighbours(board, square, tile, board_empty):
    """How many neighbours ``tile`` would touch on the empty ``square``; below zero when it
    cannot go there, saying why (``NOT_TOUCHING``, or ``UNMATCHED`` minus the side whose
    neighbour it does not match: :func:`unmatched_side`).

    R3: on an empty board only the moon is open, and it touches nothing (0).
    R5: otherwise the square needs at least one orthogonal neighbour, and the tile must
    match every one of them by colour or by shape.
    """
    if board_empty:
        return 0 if square == MOON else NOT_TOUCHING
    up = board[square + UP]
    if up and not tiles_match(up, tile):
        return UNMATCHED
    down = board[square + DOWN]
    if down and not tiles_match(down, tile):
        return UNMATCHED - 1
    left = board[square + LEFT]
    if left and not tiles_match(left, tile):
        return UNMATCHED - 2
    right = board[square + RIGHT]
    if right and not tiles_match(right, tile):
        return UNMATCHED - 3
    count = (up != 0) + (down != 0) + (left != 0) + (right != 0)
    return count if count else NOT_TOUCHING


def unmatched_side(answer):
    """The side (an index of :data:`engine.squares.DIRECTIONS`) of the neighbour that a
    :func:`placement_neighbours` answer says the tile does not match, or -1 for none."""
    return UNMATCHED - answer if answer <= UNMATCHED else -1


def placements(board, rack, board_empty, only_tile=EMPTY):
    """Yield every legal colour-tile placement for ``rack``, one per distinct tile and square;
    with ``only_tile``, only those of that tile (nothing when the rack lacks it).

    The same rule as :func:`placement_neighbours`, written out for speed: each empty square's
    neighbours are read once and every rack tile is tried against them, allocating nothing
    per rejected square or tile. R5's match is :func:`engine.tiles.tiles_match` inlined: a
    call per tile and neighbour made a listing 8% (one board) to 11% (two boards) slower in
    ``python -m tools.bench --counts``, past the two-board budget.
    tests/engine/test_r5_colour_tile.py checks the two agree for every pair of tiles and on
    the positions of random games.
    """
    size = len(rack)
    distinct = 0  # bit per rack slot holding the first copy of a colour tile
    for slot in range(size):
        tile = rack[slot]
        if (tile != WIND and (only_tile == EMPTY or tile == only_tile)
                and find_tile(rack, tile, slot) < 0):
            distinct |= 1 << slot
    if not distinct:
        return
    if board_empty:
        for slot in range(size):
            if distinct >> slot & 1:
                yield _PLACE_BASE | rack[slot] << TILE_OFFSET | MOON
        return
    for square in board_squares(board):
        if board[square]:
            continue
        up = board[square + UP]
        down = board[square + DOWN]
        right = board[square + RIGHT]
        left = board[square + LEFT]
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
            yield _PLACE_BASE | tile << TILE_OFFSET | square


def stones_earned(neighbours, square, table):
    """(sunstones, halfstones) a colour tile earns with ``neighbours`` neighbours on ``square``
    (R5; kid mode, R11).

    ``table`` is the game's :meth:`engine.options.Options.stones_table` (:data:`STONES` or
    :data:`KID_STONES`); on top of it a sun square adds a sunstone.
    """
    sunstones, halfstones = table[neighbours]
    if IS_SUN[square]:
        sunstones += 1
    return sunstones, halfstones
