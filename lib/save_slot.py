"""
`save_slot`
====================================================

The saved game: the engine's blob plus who plays each seat, the match it belongs to and its
clock, in one slot written with a single assignment. The slot starts with a magic word, a version, a write counter and the length, and
ends with a CRC-16, so a write cut off by a power loss, an old version or another program's
data is recognised and reported, never loaded.

Layout: ``b"LTCE"``, version (1 byte), write counter (4, little-endian), payload length (2),
payload (seat count, one kind byte per seat, the match's length and bytes, the clock's control
and each seat's time left (4 bytes each), the engine blob), CRC-16 of all before it (2).
Version 1 (a game alone) is still read: a single game without a clock.
Storage is anything with ``read(size)`` and ``write(data)``, given by the board: ``nvm`` on a
device (``boards/storage.py``), a file on the desktop (``boards/desktop.py``).
"""

from game_clock import CONTROLS, GameClock
from match import Match
from settings import KINDS

from engine.blob import BlobError, crc16, from_blob, to_blob

MAGIC = b"LTCE"
TACTIC_MAGIC = b"TCTL"   # a saved Tactic Tiles game (tactic_slot): its counter goes on
TACTIC_SAVED = "the saved game is Tactic Tiles"
VERSION = 2
GAME_ALONE = 1   # the version before matches and clocks
HEADER = 11
TIME_BYTES = 4   # a seat's time left, in milliseconds


class SaveError(ValueError):
    """A slot that holds something, but not a game this app can resume."""


def encode(game, kinds, counter, match=None, clock=None):
    """The slot's bytes for a game, its seats' kinds, the write counter, the match (a single
    game when ``None``) and the clock (none when ``None``)."""
    seats = len(kinds)
    match = match or Match(1, seats)
    clock = clock or GameClock(0, seats)
    played = match_bytes(match)
    times = b"".join(max(0, ms).to_bytes(TIME_BYTES, "little") for ms in clock.remaining)
    payload = (bytes([seats] + [KINDS.index(kind) for kind in kinds] + [len(played)]) + played
               + bytes([clock.control]) + times + to_blob(game))
    head = MAGIC + bytes([VERSION]) + counter.to_bytes(4, "little") + len(payload).to_bytes(
        2, "little")
    body = head + payload
    return body + crc16(body).to_bytes(2, "little")


_ZEROS = bytes(HEADER)
_ERASED = bytes([0xFF] * HEADER)


def is_empty(data):
    """True for a slot with no game: never written (all 0x00, or 0xFF as erased flash), or
    cleared (a valid header with no payload)."""
    head = bytes(data[:HEADER])
    if head in (_ZEROS, _ERASED) or not data:
        return True
    return head[:4] in (MAGIC, TACTIC_MAGIC) and head[9:11] == b"\0\0"


def counter_of(data):
    """The write counter of a slot with a valid header, else 0."""
    if len(data) >= HEADER and data[:4] in (MAGIC, TACTIC_MAGIC):
        return int.from_bytes(data[5:9], "little")
    return 0


def decode(data):
    """(game, kinds, counter, match, clock) from a slot.

    :raises SaveError: naming what is wrong: foreign data, another version, a cut-off write
    """
    if len(data) >= HEADER and data[:4] == TACTIC_MAGIC:
        raise SaveError(TACTIC_SAVED)
    if len(data) < HEADER or data[:4] != MAGIC:
        raise SaveError("the save slot holds something else, not a saved game")
    if data[4] not in (GAME_ALONE, VERSION):
        raise SaveError("the saved game is version %d; this app reads versions %d and %d"
                        % (data[4], GAME_ALONE, VERSION))
    length = int.from_bytes(data[9:11], "little")
    end = HEADER + length
    if len(data) < end + 2 or crc16(data[:end]) != int.from_bytes(data[end:end + 2],
                                                                  "little"):
        raise SaveError("the saved game is damaged (the last save was cut off?)")
    seats = data[HEADER]
    kind_numbers = data[HEADER + 1:HEADER + 1 + seats]
    if not 2 <= seats <= 8 or any(number >= len(KINDS) for number in kind_numbers):
        raise SaveError("the saved game names unknown players")
    start = HEADER + 1 + seats
    match, clock = Match(1, seats), GameClock(0, seats)
    try:
        if data[4] == VERSION:
            match, clock, start = read_match_and_clock(data, start, seats)
        game = from_blob(bytes(data[start:end]))
    except (BlobError, ValueError, IndexError) as error:
        raise SaveError("the saved game is damaged: %s" % error)
    if game.options.seats != seats:
        raise SaveError("the saved game's seats do not match its players")
    return game, [KINDS[number] for number in kind_numbers], counter_of(data), match, clock


def read_match_and_clock(data, start, seats):
    """The match and the clock of a version 2 payload from ``start``; where the blob begins."""
    length = data[start]
    match = read_match(bytes(data[start + 1:start + 1 + length]))
    start += 1 + length
    control = data[start]
    if match.players != seats or control >= len(CONTROLS):
        raise ValueError("its match or clock does not fit its seats")
    first = start + 1
    times = [int.from_bytes(data[first + TIME_BYTES * seat:first + TIME_BYTES * (seat + 1)],
                            "little") for seat in range(seats)]
    return match, GameClock(control, seats, times), first + TIME_BYTES * seats


class SaveSlot:
    """Loads and saves the one game in a storage, counting writes."""

    def __init__(self, storage):
        self.storage = storage
        self.writes = counter_of(self._read())

    def _read(self):
        """The slot's bytes: its header, then only as much as the header says it holds."""
        try:
            head = self.storage.read(HEADER)
            if len(head) < HEADER or head[:4] != MAGIC or is_empty(head):
                return head
            return self.storage.read(HEADER + int.from_bytes(head[9:11], "little") + 2)
        except OSError:
            return b""

    def load(self):
        """(game, kinds, match, clock), or ``None`` when nothing was ever saved.

        :raises SaveError: when the slot holds something that cannot be resumed
        """
        data = self._read()
        if is_empty(data):
            return None
        game, kinds, counter, match, clock = decode(data)
        return game, kinds, match, clock

    def try_load(self):
        """``(what load returns, "")``, or ``(None, why it cannot be resumed)``."""
        try:
            return self.load(), ""
        except SaveError as error:
            return None, str(error)

    def save(self, game, kinds, match=None, clock=None):
        self.writes += 1
        self.storage.write(encode(game, kinds, self.writes, match, clock))

    def clear(self):
        """Forget the saved game, keeping the write counter (one write)."""
        self.writes += 1
        head = MAGIC + bytes([VERSION]) + self.writes.to_bytes(4, "little") + b"\0\0"
        self.storage.write(head + crc16(head).to_bytes(2, "little"))


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
