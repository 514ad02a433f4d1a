"""
`engine.blob_writer`
====================================================

Writing the game state's blob (its layout: :mod:`engine.blob`, which reads it back), apart
from the reading and checking code, so that a handheld's save at the end of a turn loads only
this. The writer holds a game to the same limits as the reader (:mod:`engine.tile_counts`), so
a blob is never written that would not be read.
"""

from engine.crc import crc16
from engine.squares import board_squares
from engine.tile_counts import MOST_COUNT, check_counts, check_tile_counts

BLOB_VERSION = 1
FORMATION_NAMES = ("", "fast-start", "spike", "endgame")


class BlobError(ValueError):
    """A blob that is not a saved game of this version: wrong version, bad checksum,
    truncated, or holding impossible counts."""


def to_blob(game):
    """The game as bytes.

    :raises BlobError: as :func:`write_blob`
    """
    buffer = bytearray(512)   # more than any game's blob
    return bytes(buffer[:write_blob(game, buffer, 0)])


def write_blob(game, buffer, start):
    """Write the game's blob into ``buffer`` from ``start``, in place (a handheld's save
    allocates nothing for it); where it ends.

    :raises BlobError: for a game :func:`from_blob` would refuse to read back: a count above
        what a position may hold, or more copies of a tile than the set has
    """
    try:
        check_counts(game, MOST_COUNT)
        check_tile_counts(game)
    except ValueError as error:
        raise BlobError("cannot save the game: %s" % error)
    options = game.options
    buffer[start] = BLOB_VERSION
    buffer[start + 1] = (options.seats & 7 | options.kid << 3 | options.partners << 4
                         | options.tournament << 5 | options.buyback << 6)
    buffer[start + 2] = FORMATION_NAMES.index(options.formation) | options.two_boards << 7
    buffer[start + 3] = game.to_move
    buffer[start + 4] = game.acted
    at = start + 5
    for value in (game.moves, game.passes, game.quiet):
        at = _put16(buffer, at, value)
    buffer[at] = game.discard
    at += 1
    for shift in (0, 8, 16, 24):
        buffer[at] = game.rng >> shift & 0xFF
        at += 1
    for square in board_squares(game.board):
        buffer[at] = game.board[square]
        at += 1
    for seat in range(options.seats):
        at = _put16(buffer, at, game.sunstones[seat])
        at = _put16(buffer, at, game.halfstones[seat])
        rack, pool = game.racks[seat], game.pools[seat]
        buffer[at] = len(rack)
        buffer[at + 1] = len(pool)
        at = _put_tiles(buffer, _put_tiles(buffer, at + 2, rack), pool)
    return _put16(buffer, at, crc16(buffer, start, at))


def _put16(buffer, at, value):
    buffer[at] = value & 0xFF
    buffer[at + 1] = value >> 8
    return at + 2


def _put_tiles(buffer, at, tiles):
    for tile in tiles:
        buffer[at] = tile
        at += 1
    return at
