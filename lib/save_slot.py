"""
`save_slot`
====================================================

The saved game: the engine's blob plus who plays each seat, in one slot written with a single
assignment. The slot starts with a magic word, a version, a write counter and the length, and
ends with a CRC-16, so a write cut off by a power loss, an old version or another program's
data is recognised and reported, never loaded.

Layout: ``b"LTCE"``, version (1 byte), write counter (4, little-endian), payload length (2),
payload (seat count, one kind byte per seat, engine blob), CRC-16 of all before it (2).
Storage is anything with ``read(size)`` and ``write(data)``, given by the board: ``nvm`` on a
device (``boards/storage.py``), a file on the desktop (``boards/desktop.py``).
"""

from engine.blob import BlobError, crc16, from_blob, to_blob
from session import KINDS

MAGIC = b"LTCE"
VERSION = 1
HEADER = 11


class SaveError(ValueError):
    """A slot that holds something, but not a game this app can resume."""


def encode(game, kinds, counter):
    """The slot's bytes for a game, its seats' kinds and the write counter."""
    payload = bytes([len(kinds)] + [KINDS.index(kind) for kind in kinds]) + to_blob(game)
    head = MAGIC + bytes([VERSION]) + counter.to_bytes(4, "little") + len(payload).to_bytes(
        2, "little")
    body = head + payload
    return body + crc16(body).to_bytes(2, "little")


_ZEROS = bytes(HEADER)
_ERASED = bytes([0xFF] * HEADER)


def is_empty(data):
    """True for a slot with no game: never written (all 0x00, or 0xFF as erased flash), or
    cleared (a valid header with no payload)."""
    head = bytes(data[:HEADER])
    if head in (_ZEROS, _ERASED) or not data:
        return True
    return head[:4] == MAGIC and head[9:11] == b"\0\0"


def counter_of(data):
    """The write counter of a slot with a valid header, else 0."""
    if len(data) >= HEADER and data[:4] == MAGIC:
        return int.from_bytes(data[5:9], "little")
    return 0


def decode(data):
    """(game, kinds, counter) from a slot.

    :raises SaveError: naming what is wrong: foreign data, another version, a cut-off write
    """
    if len(data) < HEADER or data[:4] != MAGIC:
        raise SaveError("the save slot holds something else, not a saved game")
    if data[4] != VERSION:
        raise SaveError("the saved game is version %d; this app reads version %d"
                        % (data[4], VERSION))
    length = int.from_bytes(data[9:11], "little")
    end = HEADER + length
    if len(data) < end + 2 or crc16(data[:end]) != int.from_bytes(data[end:end + 2],
                                                                  "little"):
        raise SaveError("the saved game is damaged (the last save was cut off?)")
    seats = data[HEADER]
    kind_numbers = data[HEADER + 1:HEADER + 1 + seats]
    if not 2 <= seats <= 4 or any(number >= len(KINDS) for number in kind_numbers):
        raise SaveError("the saved game names unknown players")
    try:
        game = from_blob(bytes(data[HEADER + 1 + seats:end]))
    except BlobError as error:
        raise SaveError("the saved game is damaged: %s" % error)
    if game.options.seats != seats:
        raise SaveError("the saved game's seats do not match its players")
    return game, [KINDS[number] for number in kind_numbers], counter_of(data)


class SaveSlot:
    """Loads and saves the one game in a storage, counting writes."""

    def __init__(self, storage):
        self.storage = storage
        self.writes = counter_of(self._read())

    def _read(self):
        """The slot's bytes: its header, then only as much as the header says it holds."""
        try:
            head = self.storage.read(HEADER)
            if len(head) < HEADER or head[:4] != MAGIC or is_empty(head):
                return head
            return self.storage.read(HEADER + int.from_bytes(head[9:11], "little") + 2)
        except OSError:
            return b""

    def load(self):
        """(game, kinds), or ``None`` when nothing was ever saved.

        :raises SaveError: when the slot holds something that cannot be resumed
        """
        data = self._read()
        if is_empty(data):
            return None
        game, kinds, counter = decode(data)
        return game, kinds

    def save(self, game, kinds):
        self.writes += 1
        self.storage.write(encode(game, kinds, self.writes))

    def clear(self):
        """Forget the saved game, keeping the write counter (one write)."""
        self.writes += 1
        head = MAGIC + bytes([VERSION]) + self.writes.to_bytes(4, "little") + b"\0\0"
        self.storage.write(head + crc16(head).to_bytes(2, "little"))
