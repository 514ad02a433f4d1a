"""
`engine.squares`
====================================================

Board geometry, built once: square numbers and names, the sun squares and the moon (R1), and
the setup formations (R11).

The board is stored padded: an 11 x 11 ``bytearray`` with a ring of squares around the 9 x 9
that always stay empty, so a neighbour lookup never needs a bounds check. ``ON_BOARD`` tells
the real squares from the ring. Square number = (rank + 1) * 11 + (file + 1), with
file 0-8 for a-i and rank 0-8 for 1-9. ``a1`` is 12, ``e5`` (the moon) is 60.
"""

try:
    from micropython import const
except ImportError:

    def const(value):
        return value


SIDE = const(9)
STRIDE = const(11)  # squares per padded rank: the 9 files and a ring square each side
BOARD_BYTES = const(STRIDE * STRIDE)

UP = const(STRIDE)
DOWN = const(-STRIDE)
RIGHT = const(1)
LEFT = const(-1)
# Order matters only for listing; the notation names a shift by its two squares.
DIRECTIONS = (UP, DOWN, LEFT, RIGHT)

FILES = "abcdefghi"


def square_at(file, rank):
    """Square number of file 0-8 (a-i) and rank 0-8 (1-9)."""
    return (rank + 1) * STRIDE + file + 1


def square_file(square):
    return square % STRIDE - 1


def square_rank(square):
    return square // STRIDE - 1


def square_name(square):
    """Notation name of a square number, e.g. 60 -> ``e5``."""
    return FILES[square_file(square)] + str(square_rank(square) + 1)


def parse_square(name):
    """Square number of a name like ``e5``; raises ValueError for anything else."""
    if len(name) == 2:
        file = FILES.find(name[0])
        rank = "123456789".find(name[1])
        if file >= 0 and rank >= 0:
            return square_at(file, rank)
    raise ValueError("unknown square %r (expected a file a-i then a rank 1-9)" % name)


# Every playable square, a1 b1 ... i1 a2 ... i9.
SQUARES = bytes([square_at(f, r) for r in range(SIDE) for f in range(SIDE)])

MOON = square_at(4, 4)

SUN_SQUARE_NAMES = ("a1", "a5", "a9", "b2", "b8", "c3", "c7", "e1",
                    "e9", "g3", "g7", "h2", "h8", "i1", "i5", "i9")


def _flags(names):
    flags = bytearray(BOARD_BYTES)
    for name in names:
        flags[parse_square(name)] = 1
    return bytes(flags)


# IS_SUN[square] is 1 on the 16 sun squares (R1).
IS_SUN = _flags(SUN_SQUARE_NAMES)
# ON_BOARD[square] is 1 on the 81 squares of the board, 0 on the ring around them.
ON_BOARD = _flags([square_name(square) for square in SQUARES])


def empty_board():
    """A padded board with every square empty."""
    return bytearray(BOARD_BYTES)


# R11 formations, each square list in the order the squares are filled.
FAST_START = ("c3", "d4", "e5", "f6", "g7", "c7", "d6", "f4", "g3")
SPIKE = FAST_START + ("b2", "h8", "b8", "h2", "c5", "g5", "e3", "e7", "a5", "i5", "e1", "e9")
ENDGAME = SPIKE + ("a1", "i9", "a9", "i1", "b4", "d2", "b6", "f2", "d8", "h4", "f8", "h6")
