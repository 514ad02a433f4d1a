"""
`settings_store`
====================================================

The settings (:mod:`settings`) in the same storage as the save slot (the 8 KB of
``microcontroller.nvm``, one flash erase block), right after the slot's space, going with it
in one write: every write of the slot carries them (:class:`WithSettings`), and a change of
settings alone rewrites the slot's bytes as they were. A record that is damaged, or from
another version, gives the defaults with a ``problem`` saying why; it is never an error.

Layout (``SIZE`` bytes): ``b"LTST"``, version, the values in ``settings.FIELDS`` order (a
byte each), then for each seat kind its games played and won (2 bytes each, little-endian),
then a CRC-16 of all before it.
"""

from settings import FIELDS, KIND_COUNT, Settings

from engine.crc import crc16

MAGIC = b"LTST"
VERSION = 1
SLOT_SPACE = 512   # the save slot's bytes come first; the settings start here
SIZE = len(MAGIC) + 1 + len(FIELDS) + 4 * KIND_COUNT + 2
DAMAGED = "settings damaged: defaults used"


def to_bytes(settings):
    values = [getattr(settings, name) for name, _, _ in FIELDS]
    body = MAGIC + bytes([VERSION] + values)
    for kind in range(KIND_COUNT):
        body += _count(settings.played[kind]) + _count(settings.won[kind])
    return body + crc16(body).to_bytes(2, "little")


def from_bytes(data):
    """The settings a record holds, or the defaults (with ``problem`` set if it was damaged
    rather than never written)."""
    settings = Settings()
    data = bytes(data[:SIZE])
    if len(data) < SIZE or data[:len(MAGIC)] != MAGIC:
        if data.strip(b"\xff\0"):
            settings.problem = DAMAGED
        return settings
    if data[len(MAGIC)] != VERSION or crc16(data[:-2]) != int.from_bytes(data[-2:], "little"):
        settings.problem = DAMAGED
        return settings
    values = data[len(MAGIC) + 1:]
    for index, (name, default, count) in enumerate(FIELDS):
        setattr(settings, name, values[index] if values[index] < count else default)
    counts = values[len(FIELDS):]
    for kind in range(KIND_COUNT):
        settings.played[kind] = int.from_bytes(counts[4 * kind:4 * kind + 2], "little")
        settings.won[kind] = int.from_bytes(counts[4 * kind + 2:4 * kind + 4], "little")
    return settings


def _count(number):
    return min(number, 0xFFFF).to_bytes(2, "little")


def read(storage):
    """The settings stored after the slot's space (defaults if none or damaged)."""
    try:
        data = storage.read(SLOT_SPACE + SIZE)
    except OSError:
        data = b""
    return from_bytes(data[SLOT_SPACE:])


def write(storage, settings):
    """Write the settings: the slot's bytes as they are, then the settings, in one write."""
    slot = bytes(storage.read(SLOT_SPACE))
    storage.write(padded(slot) + to_bytes(settings))


def padded(slot):
    """The slot's bytes filling its space (erased flash reads 0xFF)."""
    if len(slot) > SLOT_SPACE:
        raise ValueError("a saved game longer than its space")
    return slot + b"\xff" * (SLOT_SPACE - len(slot))


class WithSettings:
    """The board's storage as the save slot sees it: each of its writes carries the settings
    after the slot's space, so a save and the settings go in one write."""

    def __init__(self, storage, settings):
        self.storage = storage
        self.settings = settings

    def read(self, size):
        return self.storage.read(size)

    def write(self, data):
        self.storage.write(padded(bytes(data)) + to_bytes(self.settings))
