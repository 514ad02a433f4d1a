"""
`engine.tactic.tiles`
====================================================

Tactic Tiles' 72 tiles (docs/rules.md T): each a square with a coloured square at its 4 corners and
at the middle of its 4 edges, in 4 colours.

A tile is a byte, its number 1-72 (0 is no tile). Its pattern is a 16-bit int: the 8 positions
go clockwise from the top-left corner: top-left (0), top (1), top-right (2), right (3),
bottom-right (4), bottom (5), bottom-left (6), left (7) (``CORNERS`` and ``MIDDLES``), and
position ``p`` holds its colour (0-3) in bits ``2p`` and ``2p + 1``. Turning a tile a quarter
turn clockwise moves every square two positions on: the pattern rotates by 4 bits.

The set, a fixed rule. Every tile shows each colour exactly twice: two colours on its corners,
the other two on its edge middles. So each colour lies on 72 x 2 = 144 of the set's 576
squares, every colour equally often; and a tile whose corners have the colours of another's
middles never matches it, so a hand can fail to match. Tile ``1 + 12 * pair + 6 * corners +
middles`` has:

- ``pair`` (0-5): the corners' two colours, in the order red-yellow, red-green, red-blue,
  yellow-green, yellow-blue, green-blue (the middles take the other two; of each pair, the
  colour earlier in the order red, yellow, green, blue is its "first");
- ``corners`` (0-1): where the corners' first colour goes: 0 the top side (top-left and
  top-right corners), 1 the diagonal (top-left and bottom-right);
- ``middles`` (0-5): the 2 middles that take the middles' first colour, in dictionary order
  of the positions: top+right, top+bottom, top+left, right+bottom, right+left, bottom+left.

The canonical order is 1 to 72. Tile 1 is ``RGRGYBYB`` (its colours by position, 0 to 7).

Twelve tiles (8, 11, 20, ...) look the same after half a turn: :data:`NEW_TURNS` tells, for
each tile, which turns show something new, and those tiles are laid turned 0 or 1 times only,
so that no two placements of one tile look the same. (Some tiles look like another tile turned
half way, 7 and 12 for one: like Latice's two copies of each tile, they are different tiles.)
"""

from array import array

try:
    from micropython import const
except ImportError:

    def const(value):
        return value


TILE_COUNT = const(72)
HAND_SIZE = const(3)

# Colours, in the order of their numbers, and their notation letters.
COLOUR_LETTERS = "RYGB"
COLOUR_NAMES = ("Red", "Yellow", "Green", "Blue")

# The 8 positions of a tile, clockwise from the top-left corner (private constants: the
# module's code reads them; a handheld keeps no name of them).
_TOP_LEFT = const(0)
_TOP = const(1)
_TOP_RIGHT = const(2)
_RIGHT = const(3)
_BOTTOM_RIGHT = const(4)
_BOTTOM = const(5)
_BOTTOM_LEFT = const(6)
_LEFT = const(7)
CORNERS = (_TOP_LEFT, _TOP_RIGHT, _BOTTOM_RIGHT, _BOTTOM_LEFT)
MIDDLES = (_TOP, _RIGHT, _BOTTOM, _LEFT)


def _build_patterns():
    patterns = [0]
    pairs = ((0, 1), (0, 2), (0, 3), (1, 2), (1, 3), (2, 3))
    # Where the corners' first colour goes: the top side, or the diagonal from the top-left.
    corner_layouts = ((_TOP_LEFT, _TOP_RIGHT), (_TOP_LEFT, _BOTTOM_RIGHT))
    # Where the middles' first colour goes: 2 of the 4 middles, in dictionary order.
    middle_layouts = ((_TOP, _RIGHT), (_TOP, _BOTTOM), (_TOP, _LEFT), (_RIGHT, _BOTTOM),
                      (_RIGHT, _LEFT), (_BOTTOM, _LEFT))
    for corner_colours in pairs:
        middle_colours = [colour for colour in range(4) if colour not in corner_colours]
        for first_corners in corner_layouts:
            for first_middles in middle_layouts:
                pattern = 0
                for position in CORNERS:
                    colour = corner_colours[0 if position in first_corners else 1]
                    pattern |= colour << 2 * position
                for position in MIDDLES:
                    colour = middle_colours[0 if position in first_middles else 1]
                    pattern |= colour << 2 * position
                patterns.append(pattern)
    return patterns


# PATTERNS[tile] is the tile's pattern, turned 0 times (PATTERNS[0] is unused).
PATTERNS = array("H", _build_patterns())


def turned(pattern, turns):
    """The pattern of a tile turned ``turns`` quarter turns clockwise."""
    shift = 4 * (turns & 3)
    return (pattern << shift | pattern >> (16 - shift)) & 0xFFFF


def _build_faces():
    """Filled in place: a list of 292 patterns first would take a 4 KB block of a handheld's
    heap for a moment, which a fragmented heap may not have in one piece."""
    faces = array("H", bytes(8 * (TILE_COUNT + 1)))
    for code in range(4, len(faces)):
        faces[code] = turned(PATTERNS[code >> 2], code & 3)
    return faces


# FACES[tile << 2 | turns] is the pattern of that tile lying turned that way: the grid holds
# ``tile << 2 | turns`` in each cell, so one look-up gives what a cell shows.
FACES = _build_faces()


def _new_turns(tile):
    """Bit ``t`` set when turning ``tile`` ``t`` times shows a face no smaller turn shows."""
    found = 0
    faces = []
    for turns in range(4):
        face = FACES[tile << 2 | turns]
        if face not in faces:
            faces.append(face)
            found |= 1 << turns
    return found


NEW_TURNS = bytes([_new_turns(tile) if tile else 0 for tile in range(TILE_COUNT + 1)])


def colour_at(pattern, position):
    """Colour number 0-3 at a position of a pattern."""
    return pattern >> 2 * position & 3


def canonical_tiles():
    """The 72 tiles in canonical order, 1 to 72."""
    return bytearray(range(1, TILE_COUNT + 1))
