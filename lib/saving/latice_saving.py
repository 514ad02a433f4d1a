"""
`latice_saving`
====================================================

Latice's saved game, as the payload of the save slot (:mod:`saving.slot_writer` writes the slot's
header and checksum, :mod:`saving.save_slot` reads them): saved at the end of a human turn and by
the game menu's save and quit (:func:`save_and_quit`, loaded only when picked), resumed from
the title. A save loads this, the slot's writer and the engine's blob writer, for that moment
only (``lib/saving/``); a resume also the reading side (:mod:`saving.latice_resume`).

Payload: seat count, one kind byte per seat, the match's length and bytes, the clock's
control and each seat's time left (4 bytes each, little-endian), the engine blob
(:mod:`engine.blob`).
"""

from micropython import const

from shell.settings import KINDS
from saving.slot_writer import HEADER, LATICE, image, put, write
from engine.blob_writer import write_blob

TIME_BYTES = 4   # a seat's time left, in milliseconds
_MOST_PAYLOAD = const(512)  # more than any game's: the save slot's whole space


def encode(game, kinds, match=None, clock=None):
    """The payload for a game, its seats' kinds, the match (a single game when ``None``) and
    the clock (none when ``None``), as bytes."""
    buffer = bytearray(_MOST_PAYLOAD)
    return bytes(buffer[:pack(buffer, 0, game, kinds, match, clock)])


def pack(buffer, start, game, kinds, match=None, clock=None):
    """Write the payload of :func:`encode` into ``buffer`` from ``start``, in place (a save
    late in a game allocates nothing large); where it ends."""
    seats = len(kinds)
    buffer[start] = seats
    at = start + 1
    for kind in kinds:
        buffer[at] = KINDS.index(kind)
        at += 1
    at = pack_match(buffer, at, match, seats)
    buffer[at] = clock.control if clock is not None else 0
    at += 1
    for seat in range(seats):
        put(buffer, at, max(0, clock.remaining[seat]) if clock is not None else 0, TIME_BYTES)
        at += TIME_BYTES
    return write_blob(game, buffer, at)


def pack_match(buffer, at, match, seats):
    """The match's length, then its target, players, the number of games, each player's wins
    and per game a bit per winning player (a single game, ``None``: target 1, no games);
    where it ends."""
    games = match.games if match is not None else ()
    buffer[at] = 3 + seats + len(games)
    buffer[at + 1] = match.target if match is not None else 1
    buffer[at + 2] = seats
    buffer[at + 3] = len(games)
    at += 4
    for player in range(seats):
        buffer[at] = match.wins[player] if match is not None else 0
        at += 1
    for winners in games:
        buffer[at] = sum(1 << player for player in winners)
        at += 1
    return at


def save(app, session=None):
    """Save the game (``app``'s, or ``session``), with its match and clock: one write. True
    when it was written, or when there is no human to save it for."""
    session = session or app.session
    if not session.humans():
        return True
    end = pack(image(app.settings), HEADER, session.game, session.kinds, app.match,
               session.clock)   # packed here: one frame less under a game's end
    return write(app, LATICE, end)


def save_and_quit(app):
    """The game menu's save and quit: save the game as it was when this turn began (undo
    takes back what was played since), so that the resumed turn can still take it all back;
    then the title, saying how it went."""
    game = app.session.game
    restarted = game.can_undo()
    while game.can_undo():
        game.undo()
    if not save(app):
        app.title("Could not save the game")
    else:
        app.title("Saved at the turn's start" if restarted else "Game saved")


def load(app):
    """(game, kinds, match, clock) of the saved Latice game (``match`` is ``None`` for a
    single game).

    :raises SaveError: when there is none, or it cannot be resumed
    """
    from saving.latice_resume import decode
    from saving.save_slot import payload

    return decode(payload(app, LATICE))
