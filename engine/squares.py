"""
`engine.squares`
====================================================

Board geometry, built once: square numbers and names, the sun squares and the moons (R1,
R13). (The setup formations' squares, R11, are :mod:`engine.setup`'s: only a new game
needs them.)

The board is stored padded: an 11 x 11 ``bytearray`` with a ring of squares around the 9 x 9
that always stay empty, so a neighbour lookup never needs a bounds check. ``ON_BOARD`` tells
the real squares from the ring. Square number = (rank + 1) * 11 + (file + 1), with
file 0-8 for a-i and rank 0-8 for 1-9. ``a1`` is 12, ``e5`` (the moon) is 60.

Two boards (R13) are one 11 x 21 ``bytearray``: board B (files j-r) sits above board A in
memory, past a shared row of ring squares, so nothing ever neighbours across the gap. A
square of board B is its board A twin plus ``BOARD_B``: ``j1`` is 122, ``n5`` is 170. Board
A's numbers are the same with one board or two.
"""

try:
    from micropython import const
except ImportError:

    def const(value):
        return value


SIDE = const(9)
_STRIDE = const(11)  # squares per padded rank: the 9 files and a ring square each side
BOARD_BYTES = const(_STRIDE * _STRIDE)
BOARD_B = const(10 * _STRIDE)  # add to a board A square to get its board B twin
_TWO_BOARDS_BYTES = const(BOARD_BYTES + BOARD_B)

UP = const(_STRIDE)
DOWN = const(-_STRIDE)
RIGHT = const(1)
LEFT = const(-1)
# Order matters only for listing; the notation names a shift by its two squares.
DIRECTIONS = (UP, DOWN, LEFT, RIGHT)

FILES = "abcdefghi"
BOARD_B_FILES = "jklmnopqr"  # R13
_ALL_FILES = FILES + BOARD_B_FILES


def square_at(file, rank):
    """Square number of file 0-17 (a-r; j-r are board B's) and rank 0-8 (1-9)."""
    return (rank + 1) * _STRIDE + file % SIDE + 1 + file // SIDE * BOARD_B


def square_file(square):
    """File 0-17 of a square: 0-8 on board A, 9-17 on board B."""
    return square % _STRIDE - 1 + (SIDE if square >= BOARD_BYTES else 0)


def square_rank(square):
    return (square // _STRIDE - 1) % (SIDE + 1)


def square_name(square):
    """Notation name of a square number, e.g. 60 -> ``e5``, 170 -> ``n5``."""
    # Slices, not indexes, of a str: on MicroPython an index makes its one character a name
    # (an interned string) for good; a slice makes a string the collector can free.
    file = square_file(square)
    return _ALL_FILES[file:file + 1] + str(square_rank(square) + 1)


# Every playable square of board A, a1 b1 ... i1 a2 ... i9.
SQUARES = bytes([square_at(f, r) for r in range(SIDE) for f in range(SIDE)])
_both_boards_squares = b""  # board A's, then board B's: see _add_board_b

MOON = square_at(4, 4)


def board_squares(board):
    """The playable squares of a padded board: one board's or both boards' (R13)."""
    return SQUARES if len(board) == BOARD_BYTES else _both_boards_squares


def parse_squares(names):
    """Square numbers of names written with spaces between them, e.g. ``"c3 d4"``: the
    engine's own lists, unchecked (:func:`engine.action_notation.parse_square` checks a name
    read from text).

    Lists of squares are kept as such strings: a tuple of two-letter names would intern
    every name for good, several times the RAM of one string."""
    return [square_at(_ALL_FILES.find(name[:1]), int(name[1:]) - 1) for name in names.split()]


def _flags(squares):
    flags = bytearray(BOARD_BYTES)
    for square in squares:
        flags[square] = 1
    return flags


# IS_SUN[square] is 1 on the 16 sun squares (R1), ON_BOARD[square] on the 81 squares of the
# board and 0 on the ring around it. Board B's entries (R13) are added by _add_board_b.
IS_SUN = _flags(parse_squares("a1 a5 a9 b2 b8 c3 c7 e1 e9 g3 g7 h2 h8 i1 i5 i9"))
ON_BOARD = _flags(SQUARES)


def _add_board_b():
    """Board B's squares and flags, added once, for the first two-board game: a handheld
    playing on one board keeps the RAM. Board B's flags are board A's, BOARD_B further on."""
    global _both_boards_squares
    if not _both_boards_squares:
        _both_boards_squares = SQUARES + bytes([square + BOARD_B for square in SQUARES])
        for flags in (IS_SUN, ON_BOARD):
            flags.extend(flags[_STRIDE:])  # square s of board B is board A's s - BOARD_B


def empty_board(two_boards=False):
    """A padded board (or two, R13) with every square empty."""
    if two_boards:
        _add_board_b()
        return bytearray(_TWO_BOARDS_BYTES)
    return bytearray(BOARD_BYTES)

