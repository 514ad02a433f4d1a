"""
`engine.blob_writer`
====================================================

Writing the game state's blob (its layout: :mod:`engine.blob`, which reads it back), apart
from the reading and checking code, so that a handheld's save at the end of a turn loads only
this. :func:`to_blob` holds a game to the same limits as the reader (:mod:`engine.tile_counts`),
so a blob is never written that would not be read; the handheld's save (:func:`write_blob`)
leaves that check out: its games begin as new games or read blobs, and play keeps them within
the limits (only a hand-made position, played on, can pass one).
"""

from engine.crc import crc16
from engine.options import FORMATIONS
from engine.squares import board_squares

BLOB_VERSION = 1
LONG_MOVES = 0xFFFF   # the moves field's mark for a count written at length after it


class BlobError(ValueError):
    """A blob that is not a saved game of this version: wrong version, bad checksum,
    truncated, or holding impossible counts."""


def to_blob(game):
    """The game as bytes.

    :raises BlobError: for a game :func:`from_blob` would refuse to read back: a count above
        what a position may hold, or more copies of a tile than the set has
    """
    from engine.tile_counts import check_counts, check_tile_counts

    try:
        check_counts(game)
        check_tile_counts(game)
    except ValueError as error:
        raise BlobError("cannot save the game: %s" % error)
    # More than any game's blob; a decimal digit of a long moves count takes more than its byte.
    buffer = bytearray(512 if game.moves < LONG_MOVES else 514 + len(str(game.moves)))
    return bytes(buffer[:write_blob(game, buffer, 0)])


def write_blob(game, buffer, start):
    """Write the blob of a game within the limits (see above) into ``buffer`` from ``start``,
    in place (a handheld's save allocates nothing for it); where it ends.

    :raises BlobError: when ``buffer`` is too short for it
    """
    try:
        return _write(game, buffer, start)
    except IndexError:
        raise BlobError("cannot save the game: it needs more than the %d bytes given"
                        % (len(buffer) - start))


def _write(game, buffer, start):
    options = game.options
    buffer[start] = BLOB_VERSION
    buffer[start + 1] = (options.seats & 7 | options.kid << 3 | options.partners << 4
                         | options.tournament << 5 | options.buyback << 6)
    buffer[start + 2] = FORMATIONS.index(options.formation) | options.two_boards << 7
    buffer[start + 3] = game.to_move
    buffer[start + 4] = game.acted
    at = _put_moves(buffer, start + 5, game.moves)
    for value in (game.passes, game.quiet):
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


def _put_moves(buffer, at, moves):
    """``moves`` in 2 bytes; from ``LONG_MOVES`` up (NOTATION.md sets no bound, and only a
    hand-made position holds so many) ``LONG_MOVES``, then its byte count in 2 bytes and its
    bytes, little-endian."""
    if moves < LONG_MOVES:
        return _put16(buffer, at, moves)
    count = 0
    value = moves
    while value:
        value >>= 8
        count += 1
    at = _put16(buffer, _put16(buffer, at, LONG_MOVES), count)
    for _ in range(count):
        buffer[at] = moves & 0xFF
        moves >>= 8
        at += 1
    return at


def _put16(buffer, at, value):
    buffer[at] = value & 0xFF
    buffer[at + 1] = value >> 8
    return at + 2


def _put_tiles(buffer, at, tiles):
    for tile in tiles:
        buffer[at] = tile
        at += 1
    return at
