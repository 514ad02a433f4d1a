"""
`engine.tactic.grid`
====================================================

The open grid of Tactic Tiles, as the device keeps it, and what a placement makes there:
matches (docs/rules.md T: facing squares of one colour along a shared edge) and points.

The size limit: the grid lives in a fixed window of ``SIDE`` x ``SIDE`` cells (33 x 33), an
``array('H')`` of 2,178 bytes allocated once. The first tile lies in the middle, at (0, 0), and
tiles may lie up to ``REACH`` (15) cells from it in x and in y: 31 x 31 cells. The outer ring
stays empty so that looking at a neighbour never needs a bounds check. A placement beyond the
reach is illegal, with a message that says so. 72 tiles in a straight line would need 72 cells,
but a game's tiles spread around the first one: random games stay within 10 cells. A fixed
block, allocated once, cannot run out of memory in the middle of a game, as a growing grid
could.

A cell is an int, ``(y + CENTRE) * SIDE + (x + CENTRE)``: x grows to the right, y upwards. A
cell holds 0 (empty) or ``tile << 2 | turns`` (see :mod:`engine.tactic.tiles`).
"""

from array import array

from engine.tactic.tiles import FACES

try:
    from micropython import const
except ImportError:

    def const(value):
        return value


SIDE = const(33)
CENTRE = const(16)
REACH = const(15)
_CELLS = const(SIDE * SIDE)
ORIGIN = const(CENTRE * SIDE + CENTRE)

# Steps to the neighbouring cells.
UP = const(SIDE)
DOWN = const(-SIDE)
NEIGHBOUR_STEPS = (1, UP, -1, DOWN)

# Facing squares along each shared edge: (step to the neighbour, then 3 pairs of positions,
# this tile's and the neighbour's), corner, middle, corner.
FACING = (
    (1, 2, 0, 3, 7, 4, 6),      # right: our top-right, right, bottom-right; their left side
    (UP, 0, 6, 1, 5, 2, 4),     # up: our top side; their bottom side
    (-1, 0, 2, 7, 3, 6, 4),     # left: our left side; their right side
    (DOWN, 6, 0, 5, 1, 4, 2),   # down: our bottom side; their top side
)

# The corner points: (our corner, then 3 pairs: step to a cell that shares the point, and the
# corner of that cell's tile that lies there).
CORNER_POINTS = (
    (0, -1, 2, UP, 6, UP - 1, 4),        # top-left
    (2, 1, 0, UP, 4, UP + 1, 6),         # top-right
    (4, 1, 6, DOWN, 2, DOWN + 1, 0),     # bottom-right
    (6, -1, 4, DOWN, 0, DOWN - 1, 2),    # bottom-left
)


def empty_grid():
    """_CELLS 16-bit zeros, made in one block of the heap where the VM can: on a handheld the
    grid is the largest block a game of Tactic Tiles makes."""
    try:
        return array("H", (0,)) * _CELLS   # CircuitPython repeats an array
    except TypeError:   # MicroPython cannot: the array is read from as many zero bytes
        return array("H", bytes(2 * _CELLS))


def cell_at(x, y):
    """The cell for coordinates relative to the first tile (no reach check)."""
    return (y + CENTRE) * SIDE + x + CENTRE


def cell_x(cell):
    return cell % SIDE - CENTRE


def cell_y(cell):
    return cell // SIDE - CENTRE


def in_reach(cell):
    """True for the cells a tile may lie on: at most ``REACH`` from the first tile."""
    if not 0 <= cell < _CELLS:
        return False
    column = cell % SIDE
    row = cell // SIDE
    return 1 <= column <= SIDE - 2 and 1 <= row <= SIDE - 2


def touches(grid, cell):
    """True when one of the cell's 4 edge neighbours holds a tile."""
    return bool(grid[cell + 1] or grid[cell - 1] or grid[cell + UP] or grid[cell + DOWN])


def matched_colours(grid, cell, face):
    """The colours a tile showing ``face`` on ``cell`` matches, one bit each (bit ``c`` for
    colour ``c``); 0 when it makes no match."""
    found = 0
    for pairs in FACING:
        other = grid[cell + pairs[0]]
        if other:
            theirs = FACES[other]
            for index in range(1, 7, 2):
                colour = face >> 2 * pairs[index] & 3
                if colour == theirs >> 2 * pairs[index + 1] & 3:
                    found |= 1 << colour
    return found


def wanted_colours(grid, cell, wanted):
    """Fill ``wanted`` (a bytearray of 8) with, for each position of a tile on ``cell``, the
    colours (one bit each) that would match there: a quick test for many candidate tiles."""
    for position in range(8):
        wanted[position] = 0
    for pairs in FACING:
        other = grid[cell + pairs[0]]
        if other:
            theirs = FACES[other]
            for index in range(1, 7, 2):
                wanted[pairs[index]] |= 1 << (theirs >> 2 * pairs[index + 1] & 3)


def matches_wanted(face, wanted):
    """True when a tile showing ``face`` makes a match where :func:`wanted_colours` said."""
    for position in range(8):
        if wanted[position] >> (face >> 2 * position & 3) & 1:
            return True
    return False


def colour_points(colours):
    """2 points for matching two different colours, 3 for three; 4 for all four, which the
    rule book does not name (our choice: one point a colour, as for two and three)."""
    count = (colours & 1) + (colours >> 1 & 1) + (colours >> 2 & 1) + (colours >> 3 & 1)
    return count if count >= 2 else 0


def corner_points(grid, cell, face):
    """1 point for each corner point where 3 tiles' corners, this one's among them, meet in
    this tile's colour, 2 where 4 do."""
    points = 0
    for meeting in CORNER_POINTS:
        colour = face >> 2 * meeting[0] & 3
        same = 1
        for index in range(1, 7, 2):
            other = grid[cell + meeting[index]]
            if other and FACES[other] >> 2 * meeting[index + 1] & 3 == colour:
                same += 1
        if same == 3:
            points += 1
        elif same == 4:
            points += 2
    return points
