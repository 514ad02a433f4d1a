"""
`saving`
====================================================

Latice's saved game, as the payload of the save slot (:mod:`save_slot`, which owns the
slot's header and checksum): saved at the end of a human turn, resumed from the title. This
code, the slot's and the engine's blob code are loaded for those moments only
(``unload.SAVING``): kept imported, they would take heap all game long.

Payload: seat count, one kind byte per seat, the match's length and bytes, the clock's
control and each seat's time left (4 bytes each, little-endian), the engine blob
(:mod:`engine.blob`).
"""

from match import Match
from save_slot import LATICE, SaveError, payload, put, write
from settings import KINDS
from unload import SAVING, unload

from engine.blob import BlobError, from_blob, write_blob

TIME_BYTES = 4   # a seat's time left, in milliseconds
MOST_PAYLOAD = 512   # more than any game's: the save slot's whole space


def encode(game, kinds, match=None, clock=None):
    """The payload for a game, its seats' kinds, the match (a single game when ``None``) and
    the clock (none when ``None``), as bytes."""
    buffer = bytearray(MOST_PAYLOAD)
    return bytes(buffer[:pack(buffer, 0, game, kinds, match, clock)])


def pack(buffer, start, game, kinds, match=None, clock=None):
    """Write the payload of :func:`encode` into ``buffer`` from ``start``, in place (a save
    late in a game allocates nothing large); where it ends."""
    seats = len(kinds)
    match = match or Match(1, seats)
    buffer[start] = seats
    at = start + 1
    for kind in kinds:
        buffer[at] = KINDS.index(kind)
        at += 1
    played = match_bytes(match)   # a few bytes
    buffer[at] = len(played)
    for value in played:
        at += 1
        buffer[at] = value
    buffer[at + 1] = clock.control if clock is not None else 0
    at += 2
    for seat in range(seats):
        put(buffer, at, max(0, clock.remaining[seat]) if clock is not None else 0, TIME_BYTES)
        at += TIME_BYTES
    return write_blob(game, buffer, at)


def decode(data):
    """(game, kinds, match, clock) from a payload.

    :raises SaveError: naming what is wrong
    """
    seats = data[0]   # never empty: the slot holds no game without a payload
    kind_numbers = data[1:1 + seats]
    if not 2 <= seats <= 8 or any(number >= len(KINDS) for number in kind_numbers):
        raise SaveError("the saved game names unknown players")
    try:
        match, clock, start = read_match_and_clock(data, 1 + seats, seats)
        game = from_blob(data[start:])
    except (BlobError, ValueError, IndexError) as error:
        raise SaveError("the saved game is damaged: %s" % error)
    if game.options.seats != seats:
        raise SaveError("the saved game's seats do not match its players")
    return game, [KINDS[number] for number in kind_numbers], match, clock


def read_match_and_clock(data, start, seats):
    """The match and the clock (``None`` for a game without one, whose clock code is then not
    loaded) of a payload from ``start``; where the blob begins."""
    length = data[start]
    match = read_match(data[start + 1:start + 1 + length])
    start += 1 + length
    control = data[start]
    if match.players != seats:
        raise ValueError("its match does not fit its seats")
    first = start + 1
    clock = None
    if control:
        from game_clock import CONTROLS, GameClock

        if control >= len(CONTROLS):
            raise ValueError("its clock is unknown")
        clock = GameClock(control, seats, [
            int.from_bytes(data[first + TIME_BYTES * seat:first + TIME_BYTES * (seat + 1)],
                           "little") for seat in range(seats)])
    return match, clock, first + TIME_BYTES * seats


def match_bytes(match):
    """target, players, the number of games, each player's wins, then per game a bit per
    winning player."""
    masks = [sum(1 << player for player in winners) for winners in match.games]
    return bytes([match.target, match.players, len(masks)] + match.wins + masks)


def read_match(data):
    """The match ``match_bytes`` wrote; ``ValueError`` when the bytes cannot be one."""
    if len(data) < 3:
        raise ValueError("the match is cut off")
    target, players, count = data[0], data[1], data[2]
    if not 1 <= target <= 3 or not 2 <= players <= 8 or len(data) != 3 + players + count:
        raise ValueError("the match does not add up")
    wins = list(data[3:3 + players])
    games = [[player for player in range(players) if mask >> player & 1]
             for mask in data[3 + players:]]
    if any(wins[player] != sum(1 for winners in games if player in winners)
           for player in range(players)):
        raise ValueError("the match's wins do not match its games")
    return Match(target, players, wins, games)


def save(app, session=None):
    """Save the game (``app``'s, or ``session``), with its match and clock: one write. True
    when it was written, or when there is no human to save it for."""
    session = session or app.session
    if not session.humans():
        return True
    return write(app, LATICE, lambda buffer, start: pack(
        buffer, start, session.game, session.kinds, app.match, session.clock))


def load(app):
    """(game, kinds, match, clock) of the saved Latice game; what saving needs is let go
    after.

    :raises SaveError: when there is none, or it cannot be resumed
    """
    try:
        return decode(payload(app, LATICE))
    finally:
        unload(*SAVING)
