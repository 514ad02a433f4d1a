"""
`settings_store`
====================================================

The settings (:mod:`settings`) in the same storage as the save slot (the 8 KB of
``microcontroller.nvm``, one flash erase block), right after the slot's space, going with it
in one write: every write of the slot carries them, and a change of settings alone rewrites
the slot's bytes as they were. A record that is damaged, or from another version, gives the
defaults with a ``problem`` saying why; it is never an error.

Every read and write of the storage goes through one buffer of ``IMAGE_SIZE`` bytes, the
storage's image (the slot's space, then the settings): made when the settings are first read
at start-up and kept with them (``settings.image``), so that a save late in a game, when the
heap is in pieces, asks for no large block.

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
IMAGE_SIZE = SLOT_SPACE + SIZE
DAMAGED = "settings damaged: defaults used"


def to_bytes(settings):
    buffer = bytearray(SIZE)
    pack(settings, buffer, 0)
    return bytes(buffer)


def pack(settings, buffer, start):
    """Write the settings' record into ``buffer`` from ``start``, in place."""
    at = start
    for byte in MAGIC:
        buffer[at] = byte
        at += 1
    buffer[at] = VERSION
    at += 1
    for name, _, _ in FIELDS:
        buffer[at] = getattr(settings, name)
        at += 1
    for kind in range(KIND_COUNT):
        at = _put_count(buffer, at, settings.played[kind])
        at = _put_count(buffer, at, settings.won[kind])
    check = crc16(buffer, start, at)
    buffer[at] = check & 0xFF
    buffer[at + 1] = check >> 8


def _put_count(buffer, at, number):
    number = min(number, 0xFFFF)
    buffer[at] = number & 0xFF
    buffer[at + 1] = number >> 8
    return at + 2


def from_bytes(data):
    """The settings a record holds, or the defaults (with ``problem`` set if it was damaged
    rather than never written)."""
    settings = Settings()
    data = bytes(data[:SIZE])
    if len(data) < SIZE or data[:len(MAGIC)] != MAGIC:
        if data.strip(b"\xff\0"):
            settings.problem = DAMAGED
        return settings
    if data[len(MAGIC)] != VERSION or crc16(data, 0, SIZE - 2) != data[-2] | data[-1] << 8:
        settings.problem = DAMAGED
        return settings
    values = data[len(MAGIC) + 1:]
    for index, (name, default, count) in enumerate(FIELDS):
        setattr(settings, name, values[index] if values[index] < count else default)
    counts = values[len(FIELDS):]
    for kind in range(KIND_COUNT):
        settings.played[kind] = counts[4 * kind] | counts[4 * kind + 1] << 8
        settings.won[kind] = counts[4 * kind + 2] | counts[4 * kind + 3] << 8
    return settings


def read(storage):
    """The settings stored after the slot's space (defaults if none or damaged), holding the
    storage's image that every later read and write goes through (``settings.image``)."""
    image = bytearray(IMAGE_SIZE)   # made once, at start-up: kept for the app's whole run
    try:
        load(storage, image)
    except OSError:
        pass   # the defaults; the image is filled again before any write
    settings = from_bytes(memoryview(image)[SLOT_SPACE:])
    settings.image = image
    return settings


def image(settings):
    """The storage's image kept with the settings (made now for settings that were not read
    from a storage, as in a test)."""
    if settings.image is None:
        settings.image = bytearray(IMAGE_SIZE)
    return settings.image


def load(storage, buffer):
    """Fill ``buffer`` with the storage's first bytes, 0xFF (erased flash) past what it holds;
    the buffer. A storage with ``readinto`` fills it in place; another's ``read`` copies.

    :raises OSError: when the storage cannot be read
    """
    readinto = getattr(storage, "readinto", None)
    if readinto is None:
        data = storage.read(len(buffer))
        count = len(data)
        buffer[0:count] = data
    else:
        count = readinto(buffer)
    for index in range(count, len(buffer)):
        buffer[index] = 0xFF
    return buffer


def write(storage, settings):
    """Write the settings: the slot's bytes as they are, then the settings, in one write.

    :raises OSError: when the storage cannot be read or written; nothing is written then
    """
    write_image(storage, settings, load(storage, image(settings)))


def write_image(storage, settings, buffer):
    """Write ``buffer``, the slot's space as it should be, with the settings after it, in one
    write."""
    pack(settings, buffer, SLOT_SPACE)
    storage.write(buffer)
