"""
`save_slot`
====================================================

The one save slot both games share: which game's payload it holds, a write counter that goes
on whichever game writes, and a CRC-16, in one record written with a single assignment (with
the settings, :mod:`settings_store`). Each game supplies only its payload: :mod:`saving` for
Latice, :mod:`tactic_saving` for Tactic Tiles. Reading the slot loads neither game's engine.

Layout: ``b"LTCE"``, version (1 byte), write counter (4, little-endian), game tag (1),
payload length (2) and the same length with every bit flipped (2), payload, CRC-16 of all
before it (2).

What a slot holds is told apart by more than one field: ``ERASED`` (never written: its header
all 0xFF, as erased flash, or all 0x00); ``CLEARED`` (a whole record, checksum and all, with
the tag ``CLEARED`` and no payload); ``LATICE`` or ``TACTIC`` (a whole record with that tag and
a payload); ``DAMAGED`` (anything else: a bad checksum, an unknown magic word, version or tag,
a length that does not match its copy, a write cut off). A damaged slot is never loaded and
never taken for an empty one: a new game asks before replacing it, as for a saved game.
Storage is anything with ``read(size)`` and ``write(data)``, given by the board.
"""

from unload import SAVING, unload

from engine.crc import crc16

MAGIC = b"LTCE"
OLD_TACTIC = b"TCTL"   # Tactic Tiles' own slot before version 3: its counter goes on
VERSION = 3   # 1 and 2 held Latice alone, without a game tag
HEADER = 14
# What a slot holds; the middle three are also the tags a record is written with.
ERASED, CLEARED, LATICE, TACTIC, DAMAGED = 0, 1, 2, 3, 4
DAMAGED_TEXT = "the saved game is damaged (the last save was cut off?)"


class SaveError(ValueError):
    """A slot that cannot be resumed: damaged, empty, or holding the other game."""


def record(tag, counter, data):
    """A record's bytes: a game's payload under its tag, or ``CLEARED`` with none."""
    length = len(data)
    body = (MAGIC + bytes([VERSION]) + counter.to_bytes(4, "little") + bytes([tag])
            + length.to_bytes(2, "little") + (length ^ 0xFFFF).to_bytes(2, "little") + data)
    return body + crc16(body).to_bytes(2, "little")


def read(storage):
    """The slot's bytes: its header, then as much as the header says; ``None`` when the
    storage cannot be read."""
    try:
        head = storage.read(HEADER)
        if len(head) < HEADER or head[:4] != MAGIC:
            return head
        return storage.read(HEADER + int.from_bytes(head[10:12], "little") + 2)
    except OSError:
        return None


def look(data):
    """``(what, counter, payload)`` of a slot's bytes (from :func:`read`): ``what`` is one of
    ``ERASED``, ``CLEARED``, ``LATICE``, ``TACTIC``, ``DAMAGED``; for a damaged slot the
    payload is why, as text."""
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
    if (length ^ 0xFFFF != int.from_bytes(head[12:14], "little") or len(data) < end + 2
            or crc16(data[:end]) != int.from_bytes(data[end:end + 2], "little")):
        return DAMAGED, counter, DAMAGED_TEXT
    tag = head[9]
    if (tag == CLEARED) != (length == 0) or not CLEARED <= tag <= TACTIC:
        return DAMAGED, counter, "the save slot names no game this app knows"
    return tag, counter, bytes(data[HEADER:end])


def state(app):
    """What the app's slot holds (as :func:`look`); the slot's code is let go after."""
    try:
        return look(read(app.hardware.storage))
    finally:
        unload(*SAVING)


def in_use(app):
    """True when a new game would replace something: a saved game, or a damaged slot."""
    return state(app)[0] > CLEARED


def payload(app, tag):
    """The payload of the saved game of the kind ``tag``.

    :raises SaveError: saying why when the slot holds no such game
    """
    what, _, data = look(read(app.hardware.storage))
    if what == DAMAGED:
        raise SaveError(data)
    if what != tag:
        raise SaveError("No saved game of this kind")
    return data


def write(app, tag, data):
    """Write a payload under its tag (``CLEARED`` and no payload: forget the saved game) with
    the settings, in one write, the counter one on. True when written; a storage that fails
    is logged, never a crash. A store's demo writes nothing. The slot's code is let go after."""
    storage = app.hardware.storage
    try:
        if app.kiosk is not None:
            return True
        from settings_store import WithSettings

        app.settings.pace = app.pace   # the pace goes with the next write
        counter = min(look(read(storage))[1] + 1, 0xFFFFFFFF)
        WithSettings(storage, app.settings).write(record(tag, counter, data))
    except OSError as error:
        app.hardware.log("save: cannot write: %s" % error)
        return False
    finally:
        unload(*SAVING)
    return True


def clear(app):
    """Forget the saved game, of either game, keeping the write counter (one write)."""
    return write(app, CLEARED, b"")
