"""
`save_slot`
====================================================

The one save slot both games share: which game's payload it holds, a write counter that goes on
whichever game writes, and a CRC-16, in one record written with a single assignment (with the
settings, :mod:`saving.settings_store`). Each game supplies only its payload:
:mod:`saving.latice_saving` for Latice, :mod:`saving.tactic_saving` for Tactic Tiles. Reading the
slot loads neither game's engine.

Layout: ``b"LTCE"``, version (1 byte), write counter (4, little-endian), game tag (1),
payload length (2) and the same length with every bit flipped (2), payload, CRC-16 of all
before it (2).

What a slot holds is told apart by more than one field: ``ERASED`` (never written: its header
all 0xFF, as erased flash, or all 0x00); ``CLEARED`` (a whole record, checksum and all, with
the tag ``CLEARED`` and no payload); ``LATICE`` or ``TACTIC`` (a whole record with that tag and
a payload); ``DAMAGED`` (anything else: a bad checksum, an unknown magic word, version or tag,
a length that does not match its copy, a write cut off). A damaged slot is never loaded and
never taken for an empty one: a new game asks before replacing it, as for a saved game.
Storage is anything with ``read(size)`` and ``write(data)``, given by the board. The app reads
and writes the slot through the storage's image kept with the settings: a save packs its
payload into that buffer in place (:mod:`saving.slot_writer`, all a save loads: this module is the
reading and checking, for the title and a resume), and reading one looks at it where it lies.
"""

from saving.slot_writer import (CLEARED, DAMAGED, ERASED, HEADER, LATICE, MAGIC,  # noqa: F401
                         OLD_TACTIC, SLOT_SPACE, TACTIC, VERSION, clear, image, load, put, seal,
                         write)
from engine.crc import crc16

DAMAGED_TEXT = "the saved game is damaged (the last save was cut off?)"


class SaveError(ValueError):
    """A slot that cannot be resumed: damaged, empty, or holding the other game."""


def record(tag, counter, data):
    """A record's bytes: a game's payload under its tag, or ``CLEARED`` with none."""
    buffer = bytearray(HEADER + len(data) + 2)
    buffer[HEADER:HEADER + len(data)] = data
    seal(buffer, tag, counter, HEADER + len(data))
    return bytes(buffer)


def read(storage, buffer=None):
    """The storage's first bytes (the slot, then more), in ``buffer`` or in a new one; ``None``
    when the storage cannot be read."""
    try:
        return load(storage, buffer or bytearray(SLOT_SPACE))
    except OSError:
        return None


def look(data):
    """``(what, counter, payload)`` of a slot's bytes (from :func:`read`, or a record):
    ``what`` is one of ``ERASED``, ``CLEARED``, ``LATICE``, ``TACTIC``, ``DAMAGED``; the
    payload is a view of ``data``, not a copy; for a damaged slot it is why, as text."""
    if data is None:
        return DAMAGED, 0, "cannot read the save slot"
    head = bytes(data[:HEADER])
    if not head.strip(b"\xff") or not head.strip(b"\0"):
        return ERASED, 0, b""
    if head[:4] not in (MAGIC, OLD_TACTIC):
        return DAMAGED, 0, "the save slot holds something else, not a saved game"
    if len(head) < HEADER:
        return DAMAGED, 0, DAMAGED_TEXT
    counter = int.from_bytes(head[5:9], "little")
    if head[:4] != MAGIC or head[4] != VERSION:
        return DAMAGED, counter, "another app version's save (version %d; this app reads %d)" % (
            head[4], VERSION)
    length = int.from_bytes(head[10:12], "little")
    end = HEADER + length
    if (length ^ 0xFFFF != int.from_bytes(head[12:14], "little")
            or min(len(data), SLOT_SPACE) < end + 2
            or crc16(data, 0, end) != data[end] | data[end + 1] << 8):
        return DAMAGED, counter, DAMAGED_TEXT
    tag = head[9]
    if (tag == CLEARED) != (length == 0) or not CLEARED <= tag <= TACTIC:
        return DAMAGED, counter, "the save slot names no game this app knows"
    return tag, counter, memoryview(data)[HEADER:end]


def state(app):
    """What the app's slot holds (as :func:`look`)."""
    return look(read(app.hardware.storage, image(app.settings)))


def in_use(app):
    """True when a new game would replace something: a saved game, or a damaged slot."""
    return state(app)[0] > CLEARED


def payload(app, tag):
    """The payload of the saved game of the kind ``tag`` (a view of the storage's image, good
    until the next read or write).

    :raises SaveError: saying why when the slot holds no such game
    """
    what, _, data = look(read(app.hardware.storage, image(app.settings)))
    if what == DAMAGED:
        raise SaveError(data)
    if what != tag:
        raise SaveError("No saved game of this kind")
    return data

