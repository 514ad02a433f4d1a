"""
`engine.tactic.blob`
====================================================

A Tactic Tiles position as a compact ``bytes`` blob, for a save slot and for tests. At most
``MOST_BLOB_BYTES`` (244) bytes: 6 seats with all 72 tiles on the grid. The undo history is
not kept.

Layout, version 1 (numbers little-endian)::

    magic     1 byte    ``T``, so a Latice blob is never read as this game's
    version   1 byte    BLOB_VERSION
    turn      4 bytes   seats, to move (0-based), acted, blocked
    scores    2 bytes a seat, two's complement
    grid      1 byte    the number of placed tiles, then 3 bytes each in the order they were
                        placed: ``cell | (tile << 2 | turns) << 11``
    hands     each seat: its size, then its tiles
    stack     1 byte    its size, then its tiles, top first
    check     2 bytes   CRC-16/CCITT of everything before it (:mod:`engine.crc`)

Reading goes through the same checks as the position text, so a blob reads back only what a
position could hold. That code (:mod:`engine.tactic.position` and the notation) is loaded when
a blob is read, not when one is written: a handheld's save at the end of a turn needs none of
it.
"""

from engine.crc import crc16
from engine.tactic.tiles import TILE_COUNT

MAGIC = 0x54
BLOB_VERSION = 1
MOST_BLOB_BYTES = 6 + 2 * 6 + 1 + 3 * TILE_COUNT + 6 + 1 + 2


class BlobError(ValueError):
    """Bytes that are not a saved Tactic Tiles position of this version."""


def to_blob(game):
    """The game as bytes."""
    buffer = bytearray(MOST_BLOB_BYTES)
    return bytes(buffer[:write_blob(game, buffer, 0)])


def write_blob(game, buffer, start):
    """Write the game's blob into ``buffer`` from ``start``, in place (a handheld's save
    allocates nothing for it); where it ends. ``MOST_BLOB_BYTES`` always fit."""
    at = start
    for value in (MAGIC, BLOB_VERSION, game.seats, game.to_move, game.acted, game.blocked):
        buffer[at] = value
        at += 1
    for score in game.scores:
        at = _put(buffer, at, score & 0xFFFF, 2)
    buffer[at] = len(game.placed)
    at += 1
    for cell in game.placed:
        at = _put(buffer, at, cell | game.grid[cell] << 11, 3)
    for tiles in game.hands + [game.stack]:
        buffer[at] = len(tiles)
        at += 1
        for tile in tiles:
            buffer[at] = tile
            at += 1
    return _put(buffer, at, crc16(buffer, start, at), 2)


def _put(buffer, at, value, count):
    """``value`` in ``count`` bytes, little-endian, from ``at``; where they end."""
    for _ in range(count):
        buffer[at] = value & 0xFF
        value >>= 8
        at += 1
    return at


def from_blob(data):
    """The game saved in ``data``.

    :raises BlobError: for a wrong magic or version, a bad checksum, a truncated blob, or a
        position the text notation would refuse
    """
    if len(data) < 9 or data[0] != MAGIC or data[1] != BLOB_VERSION:
        raise BlobError("not a Tactic Tiles save of version %d" % BLOB_VERSION)
    if crc16(data, 0, len(data) - 2) != data[-2] | data[-1] << 8:
        raise BlobError("the checksum does not match: the save is damaged")
    from engine.tactic.position import parse_position

    reader = _Reader(data)
    try:
        return parse_position(_text(reader))
    except (IndexError, ValueError) as error:
        raise BlobError("the save holds no valid position: %s" % error)


class _Reader:
    def __init__(self, data):
        self.data = data
        self.at = 2

    def byte(self):
        if self.at >= len(self.data) - 2:
            raise IndexError("the blob is truncated")
        self.at += 1
        return self.data[self.at - 1]

    def tiles(self):
        return bytearray([self.byte() for _ in range(self.byte())])


def _text(reader):
    """Rebuild the position text: the one parser checks both forms."""
    from engine.tactic.game import Game
    from engine.tactic.position import PositionError, position_text

    seats = reader.byte()
    if not 2 <= seats <= 6:
        raise PositionError("seats: 2 to 6, not %d" % seats)
    game = Game(seats)
    game.to_move = reader.byte()
    game.acted = reader.byte()
    game.blocked = reader.byte()
    for seat in range(seats):
        score = reader.byte() | reader.byte() << 8
        game.scores[seat] = score - 0x10000 if score & 0x8000 else score
    for _ in range(reader.byte()):
        packed = reader.byte() | reader.byte() << 8 | reader.byte() << 16
        cell = packed & 0x7FF
        if game.grid[cell] or not 4 <= packed >> 11 < 4 * (TILE_COUNT + 1):
            raise PositionError("grid: a bad placed tile")
        game.grid[cell] = packed >> 11
        game.placed.append(cell)
    game.hands = [reader.tiles() for _ in range(seats)]
    game.stack = reader.tiles()
    if reader.at != len(reader.data) - 2:
        raise PositionError("bytes left over after the stack")
    return position_text(game)
