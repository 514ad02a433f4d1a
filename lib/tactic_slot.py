"""
`tactic_slot`
====================================================

A saved game of Tactic Tiles, in the same save slot as Latice's (one game at a time, either
game) and laid out the same way (:mod:`save_slot`), with its own magic word so neither game
reads the other's: ``b"TCTL"``, version (1 byte), write counter (4, little-endian), payload
length (2), payload (seat count, one kind byte per seat, the engine's blob,
:mod:`engine.tactic.blob`), CRC-16 of all before it (2). The write counter goes on from
whichever game wrote the slot last. The setup reads ``KINDS`` here: the engine's blob code is
loaded only to save or resume.
"""

from unload import SAVING, unload

from engine.crc import crc16

MAGIC = b"TCTL"
LATICE_MAGIC = b"LTCE"
VERSION = 1
HEADER = 11
KINDS = ("human", "easy", "greedy")
# What a save or a resume loads, let go after it: a game's screen has no use for it.
SAVE_CODE = SAVING + ("engine.tactic.blob", "engine.tactic.position")


def holds(head, magics):
    """True when a slot's first bytes are a saved game (not a cleared slot) of one of the
    games whose ``magics`` are given."""
    return len(head) >= HEADER and head[:4] in magics and head[9:11] != b"\0\0"


def is_tactic(head):
    return holds(head, (MAGIC,))


def holds_a_game(app):
    """True when the slot holds a game of either game (read from its header alone: Latice's
    save code would load Latice's engine)."""
    return holds(read_head(app), (MAGIC, LATICE_MAGIC))


def counter_of(head):
    """The write counter of a slot written by either game, else 0."""
    if len(head) >= HEADER and head[:4] in (MAGIC, LATICE_MAGIC):
        return int.from_bytes(head[5:9], "little")
    return 0


def encode(game, kinds, counter):
    """The slot's bytes but the CRC."""
    from engine.tactic.blob import to_blob

    payload = bytes([len(kinds)] + [KINDS.index(kind) for kind in kinds]) + to_blob(game)
    return (MAGIC + bytes([VERSION]) + counter.to_bytes(4, "little")
            + len(payload).to_bytes(2, "little") + payload)


def decode(data):
    """(game, kinds) from a slot's bytes.

    :raises ValueError: naming what is wrong
    """
    from engine.tactic.blob import BlobError, from_blob

    if not is_tactic(data):
        raise ValueError("the save slot holds no Tactic Tiles game")
    if data[4] != VERSION:
        raise ValueError("the saved Tactic Tiles game is version %d; this app reads %d"
                         % (data[4], VERSION))
    end = HEADER + int.from_bytes(data[9:11], "little")
    if len(data) < end + 2 or crc16(data[:end]) != int.from_bytes(data[end:end + 2], "little"):
        raise ValueError("the saved game is damaged (the last save was cut off?)")
    seats = data[HEADER]
    numbers = data[HEADER + 1:HEADER + 1 + seats]
    if any(number >= len(KINDS) for number in numbers):
        raise ValueError("the saved game names unknown players")
    try:
        game = from_blob(bytes(data[HEADER + 1 + seats:end]))
    except BlobError as error:
        raise ValueError("the saved game is damaged: %s" % error)
    if game.seats != seats:
        raise ValueError("the saved game's seats do not match its players")
    return game, [KINDS[number] for number in numbers]


def read_head(app):
    try:
        return bytes(app.hardware.storage.read(HEADER))
    except OSError:
        return b""


def load(app):
    """(game, kinds) of the saved Tactic Tiles game.

    :raises ValueError: when there is none, or it cannot be resumed
    """
    head = read_head(app)
    try:
        if not is_tactic(head):
            return decode(head)   # says there is none
        data = app.hardware.storage.read(HEADER + int.from_bytes(head[9:11], "little") + 2)
        return decode(bytes(data))
    except OSError as error:
        raise ValueError("cannot read the save slot: %s" % error)
    finally:
        unload(*SAVE_CODE)


def clear(app):
    """Forget the saved game, keeping the write counter (one write; none in a store)."""
    if app.kiosk is not None:
        return
    head = MAGIC + bytes([VERSION]) + (counter_of(read_head(app)) + 1).to_bytes(4, "little")
    write(app, head + b"\0\0")


def write(app, body):
    """The slot's bytes (a CRC added) with the settings, in one write; True when written."""
    from settings_store import WithSettings

    try:
        WithSettings(app.hardware.storage, app.settings).write(
            body + crc16(body).to_bytes(2, "little"))
    except OSError as error:
        app.hardware.log("save: cannot write: %s" % error)
        return False
    finally:
        unload(*SAVE_CODE)
    return True


def save(app, game, kinds):
    """Save the game (one write, with the settings); True when written. In a store's demo
    nothing is written."""
    if app.kiosk is not None or "human" not in kinds:
        return True
    return write(app, encode(game, kinds, counter_of(read_head(app)) + 1))
