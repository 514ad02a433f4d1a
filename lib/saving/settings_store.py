"""
`settings_store`
====================================================

The settings (:mod:`shell.settings`) in the same storage as the save slot (the 8 KB of
``microcontroller.nvm``, one flash erase block), right after the slot's space, going with it
in one write: every write of the slot carries them, and a change of settings alone rewrites
the slot's bytes as they were. A record that is damaged, or from another version, gives the
defaults with a ``problem`` saying why; it is never an error. Reading them is here, for
start-up; writing them (:mod:`saving.slot_writer`) goes with every write of the slot.

Every read and write of the storage goes through one buffer of ``IMAGE_SIZE`` bytes, the
storage's image (the slot's space, then the settings): made when the settings are first read
at start-up and kept with them (``settings.image``), so that a save late in a game, when the
heap is in pieces, asks for no large block.

Layout (``SIZE`` bytes): ``b"LTST"``, version, the values in ``settings.FIELDS`` order (a
byte each), then for each seat kind (``settings.COUNTS``) its games played and won (2 bytes
each, little-endian), then a CRC-16 of all before it. The versions before still read, what
they lack at its default: version 1 had the values up to "control" and Latice's kinds' counts
only, version 2 had no expert (Latice's first four kinds' counts, then Tactic Tiles').
"""

from shell.settings import COUNTS, FIELDS, KIND_COUNT, Settings
from saving.slot_writer import (IMAGE_SIZE, SETTINGS_MAGIC, SETTINGS_SIZE,  # noqa: F401
                         SETTINGS_VERSION, SLOT_SPACE, image, load, pack_settings, write_image)

from engine.crc import crc16

SIZE = SETTINGS_SIZE
# Each version's values, Latice's kinds counted and Tactic Tiles' kinds counted
_FORMS = {1: (15, 4, 0), 2: (19, 4, 3),
          SETTINGS_VERSION: (len(FIELDS), KIND_COUNT, COUNTS - KIND_COUNT)}
DAMAGED = "settings damaged: defaults used"


def record_size(values, kinds):
    return len(SETTINGS_MAGIC) + 1 + values + 4 * kinds + 2


SMALLEST = record_size(15, 4)   # version 1's


def to_bytes(settings):
    buffer = bytearray(SIZE)
    pack_settings(settings, buffer, 0)
    return bytes(buffer)


def from_bytes(data):
    """The settings a record holds, or the defaults (with ``problem`` set if it was damaged
    rather than never written)."""
    settings = Settings()
    data = bytes(data[:SIZE])
    if len(data) < SMALLEST or data[:len(SETTINGS_MAGIC)] != SETTINGS_MAGIC:
        if data.strip(b"\xff\0"):
            settings.problem = DAMAGED
        return settings
    form = _FORMS.get(data[len(SETTINGS_MAGIC)])
    fields, latice, tactic = form or (0, 0, 0)
    size = record_size(fields, latice + tactic)
    if (form is None or len(data) < size
            or crc16(data, 0, size - 2) != data[size - 2] | data[size - 1] << 8):
        settings.problem = DAMAGED
        return settings
    values = data[len(SETTINGS_MAGIC) + 1:]
    for index, (name, default, count) in enumerate(FIELDS[:fields]):
        setattr(settings, name, values[index] if values[index] < count else default)
    counts = values[fields:]
    for kind in range(latice + tactic):
        at = kind if kind < latice else KIND_COUNT + kind - latice   # Tactic's after Latice's
        settings.played[at] = counts[4 * kind] | counts[4 * kind + 1] << 8
        settings.won[at] = counts[4 * kind + 2] | counts[4 * kind + 3] << 8
    return settings


def read(storage):
    """The settings stored after the slot's space (defaults if none or damaged), holding the
    storage's image that every later read and write goes through (``settings.image``)."""
    buffer = bytearray(IMAGE_SIZE)   # made once, at start-up: kept for the app's whole run
    try:
        load(storage, buffer)
    except OSError:
        pass   # the defaults; the image is filled again before any write
    settings = from_bytes(memoryview(buffer)[SLOT_SPACE:])
    settings.image = buffer
    return settings


def write(storage, settings):
    """Write the settings: the slot's bytes as they are, then the settings, in one write.

    :raises OSError: when the storage cannot be read or written; nothing is written then
    """
    write_image(storage, settings, load(storage, image(settings)))
