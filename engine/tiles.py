"""
`engine.tiles`
====================================================

Tiles as single bytes and the canonical tile set (docs/rules.md R1). Their notation codes are
:mod:`engine.action_notation`'s: a game on a handheld never reads or writes them.

A colour tile is ``0b0ccc_ssss``: colour number 1-6 in bits 4-6, shape number 1-6 in bits
0-3. The wind tile is ``WIND`` (bit 7 set). ``EMPTY`` (0) is an empty square. Two colour tiles
match when their colour bits or their shape bits agree, so a match is one XOR and two masks.
"""

try:
    from micropython import const
except ImportError:

    def const(value):
        return value


EMPTY = const(0)
WIND = const(0x80)

COLOUR_MASK = const(0x70)
SHAPE_MASK = const(0x0F)

# The names people read (a tile's notation letters are engine.action_notation's).
COLOUR_NAMES = ("Yellow", "Navy", "Purple", "Red", "Green", "Teal")
SHAPE_NAMES = ("Feather", "Bird", "Turtle", "Flower", "Gecko", "Dolphin")

COLOURS = const(6)
SHAPES = const(6)
COPIES = const(2)
WIND_TILES = const(12)
COLOUR_TILES = const(72)
RACK_SIZE = const(5)   # R4: a turn ends by refilling the rack to 5 tiles


def colour_tile(colour, shape):
    """The tile byte for colour and shape numbers, each 0-5."""
    return ((colour + 1) << 4) | (shape + 1)


def tile_colour(tile):
    """Colour number 0-5 of a colour tile."""
    return ((tile & COLOUR_MASK) >> 4) - 1


def tile_shape(tile):
    """Shape number 0-5 of a colour tile."""
    return (tile & SHAPE_MASK) - 1


def is_colour_tile(tile):
    """True for the 36 colour tile bytes, False for winds, empty squares and junk."""
    return 0x11 <= tile <= 0x66 and 1 <= (tile & SHAPE_MASK) <= 6


def tiles_match(a, b):
    """R5: two colour tiles match when they share their colour or their shape."""
    diff = a ^ b
    return not (diff & COLOUR_MASK) or not (diff & SHAPE_MASK)


def canonical_colour_tiles(copies=COPIES):
    """The colour tiles in canonical order: colour by colour, shape by shape, each ``copies``
    times (2 in one set, 72 tiles; 4 in two sets, R13)."""
    tiles = bytearray()
    for colour in range(COLOURS):
        for shape in range(SHAPES):
            tile = colour_tile(colour, shape)
            for _ in range(copies):
                tiles.append(tile)
    return tiles


def tile_counts_index(tile):
    """Index 0-36 into a count table: 0-35 for the colour tiles, 36 for the wind."""
    if tile == WIND:
        return 36
    return tile_colour(tile) * SHAPES + tile_shape(tile)


# MicroPython cannot test ``tile in bytearray`` and a slice needs a bytes object, so racks and
# pools are searched and edited with these three, which allocate nothing.

def find_tile(tiles, tile, end=-1):
    """Index of the first copy of ``tile`` in ``tiles`` (before ``end`` if given), or -1."""
    if end < 0:
        end = len(tiles)
    for index in range(end):
        if tiles[index] == tile:
            return index
    return -1


def insert_tile(tiles, index, tile):
    """Put ``tile`` at ``index``, moving the tiles after it right."""
    tiles.append(tile)
    for position in range(len(tiles) - 1, index, -1):
        tiles[position] = tiles[position - 1]
    tiles[index] = tile


def remove_tile(tiles, index):
    """Take out the tile at ``index``, moving the tiles after it left."""
    tiles[index:index + 1] = b""
