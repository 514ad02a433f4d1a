"""
`engine.tactic.tiles`
====================================================

Tactic Tiles' 72 tiles (RULES.md T): each a square with a coloured square at its 4 corners and
at the middle of its 4 edges, in 4 colours.

A tile is a byte, its number 1-72 (0 is no tile). Its pattern is a 16-bit int: the 8 positions
go clockwise from the top-left corner, ``TOP_LEFT`` (0), ``TOP`` (1), ``TOP_RIGHT`` (2),
``RIGHT`` (3), ``BOTTOM_RIGHT`` (4), ``BOTTOM`` (5), ``BOTTOM_LEFT`` (6), ``LEFT`` (7), and
position ``p`` holds its colour (0-3) in bits ``2p`` and ``2p + 1``. Turning a tile a quarter
turn clockwise moves every square two positions on: the pattern rotates by 4 bits.

The set, a fixed rule. Every tile shows two colours, four squares each:

- the pair of colours: one of the 6 pairs, in the order red-yellow, red-green, red-blue,
  yellow-green, yellow-blue, green-blue (colours in the order red, yellow, green, blue);
- the layout: which 4 of the 8 squares take the pair's second colour, as an 8-bit mask (bit
  ``p`` set for position ``p``). The 12 layouts are the 12 smallest masks with four bits set
  that no turn of the tile makes smaller (a turn rotates the mask by 2 bits):
  ``0f 17 1b 1d 1e 27 2b 2d 2e 33 35 36`` (hex). No two are turns of each other;
- tile ``1 + 12 * pair + layout`` takes pair number ``pair`` (0-5) and layout number
  ``layout`` (0-11). The canonical order is 1 to 72.

Each colour is in 3 pairs, so it shows on 3 x 12 x 4 = 144 of the set's 576 squares: every
colour equally often. A tile of two colours facing a tile of the other two cannot match, so a
hand can fail to match (and a seat must redraw), though rarely.
"""

from array import array

try:
    from micropython import const
except ImportError:

    def const(value):
        return value


NO_TILE = const(0)
TILE_COUNT = const(72)
HAND_SIZE = const(3)
TURNS = const(4)

# Colours, in the order of their numbers, and their notation letters.
COLOUR_LETTERS = "RYGB"
COLOUR_NAMES = ("Red", "Yellow", "Green", "Blue")

# The 8 positions of a tile, clockwise from the top-left corner.
TOP_LEFT = const(0)
TOP = const(1)
TOP_RIGHT = const(2)
RIGHT = const(3)
BOTTOM_RIGHT = const(4)
BOTTOM = const(5)
BOTTOM_LEFT = const(6)
LEFT = const(7)
CORNERS = (TOP_LEFT, TOP_RIGHT, BOTTOM_RIGHT, BOTTOM_LEFT)
MIDDLES = (TOP, RIGHT, BOTTOM, LEFT)


LAYOUTS = (0x0F, 0x17, 0x1B, 0x1D, 0x1E, 0x27, 0x2B, 0x2D, 0x2E, 0x33, 0x35, 0x36)
PAIRS = ((0, 1), (0, 2), (0, 3), (1, 2), (1, 3), (2, 3))


def _build_patterns():
    patterns = [0]
    for first, second in PAIRS:
        for layout in LAYOUTS:
            pattern = 0
            for position in range(8):
                colour = second if layout >> position & 1 else first
                pattern |= colour << 2 * position
            patterns.append(pattern)
    return patterns


# PATTERNS[tile] is the tile's pattern, turned 0 times (PATTERNS[0] is unused).
PATTERNS = array("H", _build_patterns())


def turned(pattern, turns):
    """The pattern of a tile turned ``turns`` quarter turns clockwise."""
    shift = 4 * (turns & 3)
    return (pattern << shift | pattern >> (16 - shift)) & 0xFFFF


# FACES[tile << 2 | turns] is the pattern of that tile lying turned that way: the grid holds
# ``tile << 2 | turns`` in each cell, so one look-up gives what a cell shows.
FACES = array("H", [turned(PATTERNS[code >> 2], code & 3) if code >= 4 else 0
                    for code in range(4 * (TILE_COUNT + 1))])


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


def is_tile(tile):
    return 1 <= tile <= TILE_COUNT


def tile_code(tile):
    """Notation code: two digits, ``01`` to ``72``."""
    if not is_tile(tile):
        raise ValueError("not a tile number: %r" % (tile,))
    return "%02d" % tile


def parse_tile(code):
    """The tile for a code ``01``-``72``; raises ValueError for anything else."""
    if len(code) == 2 and code[0] in "01234567" and code[1] in "0123456789":
        tile = int(code)
        if is_tile(tile):
            return tile
    raise ValueError("unknown tile code %r (expected two digits, 01 to 72)" % (code,))


def parse_tiles(text):
    """A bytearray of tiles from codes written together (``071265``), or ``-`` for none."""
    tiles = bytearray()
    if text == "-":
        return tiles
    if len(text) % 2:
        raise ValueError("tile codes are two digits each: %r has an odd length" % (text,))
    for index in range(0, len(text), 2):
        tiles.append(parse_tile(text[index:index + 2]))
    return tiles


def tiles_text(tiles):
    """Codes written together, or ``-`` when there are none."""
    if not tiles:
        return "-"
    return "".join([tile_code(tile) for tile in tiles])


def pattern_text(pattern):
    """The 8 colour letters of a pattern, clockwise from the top-left corner (``RYYGGBBR``)."""
    return "".join([COLOUR_LETTERS[colour_at(pattern, position)] for position in range(8)])


def canonical_tiles():
    """The 72 tiles in canonical order, 1 to 72."""
    return bytearray(range(1, TILE_COUNT + 1))
