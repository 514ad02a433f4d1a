"""
`tactic_saving`
====================================================

A saved game of Tactic Tiles, as the payload of the save slot both games share
(:mod:`saving.save_slot`, which owns the slot's header and checksum; one game at a time, either
game). The setup reads ``KINDS`` here: the engine's blob code is loaded only to save or
resume.

Payload: seat count, one kind byte per seat, the engine's blob (:mod:`engine.tactic.blob`).
"""

KINDS = ("human", "easy", "greedy")


def count_game(settings, kinds, winners):
    """The statistics: a game played by each seat's kind, won by the winners', counted after
    Latice's kinds (``settings.COUNTS``) and written with the clearing of the slot."""
    from shell.settings import KIND_COUNT

    for seat, kind in enumerate(kinds):
        at = KIND_COUNT + KINDS.index(kind)
        settings.played[at] += 1
        if seat in winners:
            settings.won[at] += 1


def encode(game, kinds):
    """The payload for a game and its seats' kinds, as bytes."""
    from engine.tactic.blob import MOST_BLOB_BYTES

    buffer = bytearray(1 + len(kinds) + MOST_BLOB_BYTES)
    return bytes(buffer[:pack(buffer, 0, game, kinds)])


def pack(buffer, start, game, kinds):
    """Write the payload of :func:`encode` into ``buffer`` from ``start``, in place; where it
    ends."""
    from engine.tactic.blob import write_blob

    buffer[start] = len(kinds)
    for at, kind in enumerate(kinds, start + 1):
        buffer[at] = KINDS.index(kind)
    return write_blob(game, buffer, start + 1 + len(kinds))


def decode(data):
    """(game, kinds) from a payload.

    :raises SaveError: naming what is wrong
    """
    from saving.save_slot import SaveError

    from engine.tactic.blob import BlobError, from_blob

    seats = data[0]   # never empty: the slot holds no game without a payload
    numbers = data[1:1 + seats]
    if any(number >= len(KINDS) for number in numbers):
        raise SaveError("the saved game names unknown players")
    try:
        game = from_blob(data[1 + seats:])
    except BlobError as error:
        raise SaveError("the saved game is damaged: %s" % error)
    if game.seats != seats:
        raise SaveError("the saved game's seats do not match its players")
    return game, [KINDS[number] for number in numbers]


def load(app):
    """(game, kinds) of the saved Tactic Tiles game.

    :raises SaveError: when there is none, or it cannot be resumed
    """
    from saving.save_slot import TACTIC, payload

    return decode(payload(app, TACTIC))


def save(app, game, kinds):
    """Save the game (one write, with the settings); True when written. A game without a
    human seat is not saved."""
    if "human" not in kinds:
        return True
    from saving.slot_writer import HEADER, TACTIC, image, write

    return write(app, TACTIC, pack(image(app.settings), HEADER, game, kinds))
