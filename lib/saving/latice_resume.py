"""
`latice_resume`
====================================================

Latice's saved game read back from its payload (:mod:`saving.latice_saving` tells the layout and
writes it): the seats' kinds, the match, the clock and the game, each checked. Loaded only to resume
from the title, never for a save.
"""

from latice.match import Match
from saving.save_slot import SaveError
from shell.settings import KINDS

from engine.blob import BlobError, from_blob

TIME_BYTES = 4   # a seat's time left, as saving.TIME_BYTES (saving imports this module)


def decode(data):
    """(game, kinds, match, clock) from a payload; ``match`` is ``None`` for a single game.

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
    if match.is_single_game():
        match = None   # a single game carries no match
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
        from latice.game_clock import CONTROLS, GameClock

        if control >= len(CONTROLS):
            raise ValueError("its clock is unknown")
        clock = GameClock(control, seats, [
            int.from_bytes(data[first + TIME_BYTES * seat:first + TIME_BYTES * (seat + 1)],
                           "little") for seat in range(seats)])
    return match, clock, first + TIME_BYTES * seats


def read_match(data):
    """The match :func:`saving.pack_match` wrote; ``ValueError`` when the bytes cannot be
    one."""
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

