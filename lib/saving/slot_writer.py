"""
`slot_writer`
====================================================

Every write of the storage (the 8 KB of ``microcontroller.nvm``): the save slot's record
(:mod:`saving.save_slot` tells its layout) in the slot's first ``SLOT_SPACE`` bytes, the settings'
record (:mod:`saving.settings_store`) right after, in one write of one buffer, the storage's image.
The image is made once at start-up and kept with the settings (``settings.image``), and a save
packs its payload into it in place, so that a save late in a game asks for no large block.

Only the writing side is here: a save at the end of a human turn loads this module, not the
code that reads and checks a slot or the settings (needed at start-up and at a resume only).
"""

from shell.settings import COUNTS, FIELDS
from engine.crc import crc16

MAGIC = b"LTCE"
OLD_TACTIC = b"TCTL"   # Tactic Tiles' own slot before version 3: its counter goes on
VERSION = 3   # 1 and 2 held Latice alone, without a game tag
HEADER = 14
# What a slot holds; the middle three are also the tags a record is written with.
ERASED, CLEARED, LATICE, TACTIC, DAMAGED = 0, 1, 2, 3, 4
SLOT_SPACE = 512   # the save slot's bytes come first; the settings start here
SETTINGS_MAGIC = b"LTST"
SETTINGS_VERSION = 3   # 1 had neither Tactic Tiles' setup nor its counts, 2 no expert's counts
#                        (settings_store reads both)
SETTINGS_SIZE = len(SETTINGS_MAGIC) + 1 + len(FIELDS) + 4 * COUNTS + 2
IMAGE_SIZE = SLOT_SPACE + SETTINGS_SIZE


def seal(buffer, tag, counter, end):
    """Write a record's header and checksum around the payload that ``buffer`` holds from
    ``HEADER`` to ``end``, in place; where the record ends."""
    for at, byte in enumerate(MAGIC):
        buffer[at] = byte
    buffer[4] = VERSION
    put(buffer, 5, counter, 4)
    buffer[9] = tag
    length = end - HEADER
    put(buffer, 10, length, 2)
    put(buffer, 12, length ^ 0xFFFF, 2)
    put(buffer, end, crc16(buffer, 0, end), 2)
    return end + 2


def put(buffer, at, value, count):
    """``value`` in ``count`` bytes, little-endian, from ``at``."""
    for index in range(at, at + count):
        buffer[index] = value & 0xFF
        value >>= 8


def counter_of(head):
    """The write counter of a slot whose first bytes are ``head``: a record's (whole or
    damaged, of any version), 0 for anything else."""
    if len(head) < HEADER or bytes(head[:4]) not in (MAGIC, OLD_TACTIC):
        return 0
    return head[5] | head[6] << 8 | head[7] << 16 | head[8] << 24


def write(app, tag, end=HEADER):
    """Write the payload that a game's save packed into the storage's image (``image``) from
    ``HEADER`` to ``end``, under its tag (``CLEARED`` and no payload: forget the saved game),
    with the settings, in one write, the counter one on. The save packs it from its own frame
    before calling this: a save at a game's end is the app's deepest call stack. True when
    written; a storage that fails is logged, never a crash. A store's demo writes nothing.

    :raises ValueError: for a payload longer than the slot's space
    """
    if app.kiosk is not None:
        return True
    if end + 2 > SLOT_SPACE:
        raise ValueError("a saved game longer than its space")
    return seal_and_write(app, tag, image(app.settings), end)


def seal_and_write(app, tag, buffer, end):
    """Seal the payload ``buffer`` holds up to ``end`` under the next counter (the stored
    slot's, read again) and write the image; True when written, False (logged) when the
    storage fails."""
    storage = app.hardware.storage
    app.settings.pace = app.pace   # the pace goes with the next write
    try:
        try:
            counter = min(counter_of(storage.read(HEADER)) + 1, 0xFFFFFFFF)
        except OSError:
            counter = 1   # as for a slot that cannot be read: written anew
        end = seal(buffer, tag, counter, end)
        buffer[end:SLOT_SPACE] = b"\xff" * (SLOT_SPACE - end)   # as erased flash reads
        write_image(storage, app.settings, buffer)
    except OSError as error:
        app.hardware.log("save: cannot write: %s" % error)
        return False
    return True


def clear(app):
    """Forget the saved game, of either game, keeping the write counter (one write)."""
    return write(app, CLEARED)


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


def write_image(storage, settings, buffer):
    """Write ``buffer``, the slot's space as it should be, with the settings' record packed
    after it, in one write."""
    pack_settings(settings, buffer, SLOT_SPACE)
    storage.write(buffer)


def pack_settings(settings, buffer, start):
    """Write the settings' record into ``buffer`` from ``start``, in place."""
    at = start
    for byte in SETTINGS_MAGIC:
        buffer[at] = byte
        at += 1
    buffer[at] = SETTINGS_VERSION
    at += 1
    for name, _, _ in FIELDS:
        buffer[at] = getattr(settings, name)
        at += 1
    for kind in range(COUNTS):
        put(buffer, at, min(settings.played[kind], 0xFFFF), 2)
        put(buffer, at + 2, min(settings.won[kind], 0xFFFF), 2)
        at += 4
    put(buffer, at, crc16(buffer, start, at), 2)
