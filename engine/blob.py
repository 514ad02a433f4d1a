"""
`engine.blob`
====================================================

The whole game state as a compact ``bytes`` blob, for the device's save slot and for tests.
At most 208 bytes for a 4-seat game, 396 for two boards and 8 seats (R13). The undo history
is not kept.

Layout, version 1 (numbers little-endian)::

    version  1 byte    BLOB_VERSION
    options  2 bytes   seats (8 is written 0) | kid << 3 | partners << 4 | tournament << 5
                       | buyback << 6; formation (its index in engine.options.FORMATIONS)
                       | two boards << 7
    turn     9 bytes   to move (0-based), acted, moves (2), passes (2), quiet (2), discard;
                       moves of 65,535 or more (only a hand-made position holds them:
                       NOTATION.md sets no bound) are 0xFFFF, their byte count (2), then
                       their bytes
    rng      4 bytes
    board   81 bytes   a1 b1 ... i9, tile bytes (0 empty); with two boards 162 bytes, board
                       B's j1 ... r9 after board A's
    seats    each: sunstones (2), halfstones (2), rack size, pool size, then their tiles
    check    2 bytes   CRC-16/CCITT of everything before it

The writer and the reader hold a game to the same limits as the position text
(:mod:`engine.tile_counts`), so a position the text accepts saves and reads back identically,
and a blob is never written that would not be read. The writing is :mod:`engine.blob_writer`'s
(all a save loads); this module reads a blob back.
"""

from engine.actions import ACTED_ON_BOARD
from engine.blob_writer import (BLOB_VERSION, LONG_MOVES, BlobError, to_blob,  # noqa: F401
                                write_blob)
from engine.crc import crc16  # noqa: F401 (also read from here)
from engine.game import Game
from engine.options import FORMATIONS, Options, OptionsError
from engine.squares import SQUARES, board_squares  # SQUARES: board A, the least a blob holds
from engine.tile_counts import check_counts, check_tile_counts
from engine.tiles import RACK_SIZE, WIND, is_colour_tile

_HEADER_BYTES = 16 + len(SQUARES)  # version, options, turn, rng; the board


def from_blob(data):
    """The game saved in ``data``.

    :raises BlobError: naming what is wrong; nothing else is touched
    """
    if len(data) < _HEADER_BYTES + 2:
        raise BlobError("saved game truncated: %d bytes, a game needs at least %d"
                        % (len(data), _HEADER_BYTES + 2))
    if data[0] != BLOB_VERSION:
        raise BlobError("saved game is version %d; this engine reads version %d"
                        % (data[0], BLOB_VERSION))
    stored = data[-2] | data[-1] << 8
    if crc16(data, 0, len(data) - 2) != stored:
        raise BlobError("saved game checksum does not match: the data is corrupt")
    reader = _Reader(data, len(data) - 2)
    game = Game(_read_options(reader))
    seats = game.options.seats
    game.to_move = reader.byte()
    game.acted = reader.byte()
    game.moves = _read_moves(reader)
    game.passes = reader.word()
    game.quiet = reader.word()
    game.discard = reader.byte()
    game.rng = reader.byte() | reader.byte() << 8 | reader.byte() << 16 | reader.byte() << 24
    if game.to_move >= seats or game.acted > ACTED_ON_BOARD or game.rng == 0:
        raise BlobError("saved game has an impossible turn: seat %d of %d, acted %d, rng %d"
                        % (game.to_move + 1, seats, game.acted, game.rng))
    for square in board_squares(game.board):
        tile = reader.byte()
        if tile and not is_colour_tile(tile):
            raise BlobError("saved game has an impossible board tile %d" % tile)
        game.board[square] = tile
    game.count_board()
    for seat in range(seats):
        game.sunstones[seat] = reader.word()
        game.halfstones[seat] = reader.word()
        rack_size = reader.byte()
        pool_size = reader.byte()
        if rack_size > RACK_SIZE:
            raise BlobError("saved game has a rack of %d tiles" % rack_size)
        game.racks[seat] = reader.tiles(rack_size)
        game.pools[seat] = reader.tiles(pool_size)
    if reader.offset != reader.end:
        raise BlobError("saved game has %d bytes too many" % (reader.end - reader.offset))
    try:
        check_counts(game)
        check_tile_counts(game)
    except ValueError as error:
        raise BlobError("saved game has impossible counts: %s" % error)
    return game


def _read_moves(reader):
    """The moves field: 2 bytes, or past ``LONG_MOVES`` its byte count and bytes, written
    as the writer writes them (no leading zero byte, nothing a short field would hold)."""
    moves = reader.word()
    if moves != LONG_MOVES:
        return moves
    count = reader.word()
    moves = 0
    for index in range(count):
        moves |= reader.byte() << 8 * index
    if moves < LONG_MOVES or moves >> 8 * (count - 1) == 0:
        raise BlobError("saved game has moves written at length that 2 bytes hold, or with a "
                        "leading zero byte")
    return moves


def _read_options(reader):
    flags = reader.byte()
    formation = reader.byte()
    if formation & 0x7F >= len(FORMATIONS):
        raise BlobError("saved game has unknown options")
    try:
        return Options(seats=flags & 7 or 8, tournament=bool(flags >> 5 & 1),
                       formation=FORMATIONS[formation & 0x7F], kid=bool(flags >> 3 & 1),
                       partners=bool(flags >> 4 & 1), buyback=flags >> 6,
                       two_boards=bool(formation >> 7))
    except OptionsError as error:
        raise BlobError("saved game has impossible options: %s" % error)


class _Reader:
    """Reads bytes in order, and says so when the blob ends too soon."""

    def __init__(self, data, end):
        self.data = data
        self.offset = 1
        self.end = end

    def _take(self, count):
        if self.offset + count > self.end:
            raise BlobError("saved game truncated at byte %d" % self.offset)
        start = self.offset
        self.offset += count
        return start

    def byte(self):
        return self.data[self._take(1)]

    def word(self):
        start = self._take(2)
        return self.data[start] | self.data[start + 1] << 8

    def tiles(self, count):
        start = self._take(count)
        tiles = bytearray(self.data[start:start + count])
        for tile in tiles:
            if tile != WIND and not is_colour_tile(tile):
                raise BlobError("saved game has an impossible tile %d" % tile)
        return tiles
