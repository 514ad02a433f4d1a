"""
`engine.position`
====================================================

Positions as text (NOTATION.md "Positions"): ``position_text`` writes the ten fields and
``parse_position`` reads them back, byte for byte, rejecting with a message that names the
field any text that breaks the form or the rules' invariants. A count is ASCII digits, within
the range :mod:`engine.tile_counts` gives its field (the same limits as the saved-game blob).
"""

from engine.game import Game
from engine.option_text import parse_flags
from engine.options import OptionsError
from engine.squares import BOARD_B, SIDE, square_at
from engine.tile_counts import MOST_COUNT, MOVES_DIGITS, check_counts, check_tile_counts
from engine.action_notation import parse_tile, parse_tiles, tile_code, tiles_text
from engine.tiles import EMPTY, RACK_SIZE, WIND

FIELDS = ("board", "seats", "to move", "moves", "acted", "passes", "quiet", "discard", "rng",
          "options")


class PositionError(ValueError):
    """Position text that breaks the notation's form or the rules' invariants."""


def position_text(game):
    """The position in notation."""
    seats = []
    for seat in range(game.options.seats):
        seats.append("%s:%s:%d:%d" % (tiles_text(game.racks[seat]), tiles_text(game.pools[seat]),
                                      game.sunstones[seat], game.halfstones[seat]))
    boards = [_board_text(game.board, 0)]
    if game.options.two_boards:
        boards.append(_board_text(game.board, BOARD_B))
    return " ".join(("|".join(boards), ",".join(seats), str(game.to_move + 1),
                     str(game.moves), str(game.acted), str(game.passes), str(game.quiet),
                     str(game.discard), "%08x" % game.rng, game.options.flags_text()))


def _board_text(board, offset):
    """One board's ranks; ``offset`` is 0 for board A, ``BOARD_B`` for board B (R13)."""
    ranks = []
    for rank in range(SIDE - 1, -1, -1):
        text = ""
        empty = 0
        for file in range(SIDE):
            tile = board[square_at(file, rank) + offset]
            if tile == EMPTY:
                empty += 1
                continue
            if empty:
                text += str(empty)
                empty = 0
            text += tile_code(tile)
        if empty:
            text += str(empty)
        ranks.append(text)
    return "/".join(ranks)


def parse_position(text):
    """A :class:`engine.game.Game` from position text.

    :raises PositionError: naming the field that is wrong, what it should be, and the input
    """
    fields = text.split(" ")
    if len(fields) != len(FIELDS):
        raise PositionError("a position has %d fields separated by single spaces, not %d: %r"
                            % (len(FIELDS), len(fields), text))
    seat_fields = fields[1].split(",")
    if not 2 <= len(seat_fields) <= 8:
        raise PositionError("seats: 2 to 8 seats, not %d: %r" % (len(seat_fields), fields[1]))
    try:
        options = parse_flags(fields[9], len(seat_fields))
    except OptionsError as error:
        raise PositionError("options: %s" % error)
    game = Game(options)
    boards = fields[0].split("|")
    if len(boards) != options.sets():
        raise PositionError("board: %s, not %d: %r" % (
            "two boards separated by '|' (option d)" if options.two_boards else
            "one board (two, separated by '|', only with option d)", len(boards), fields[0]))
    _parse_board(boards[0], game.board, 0)
    if options.two_boards:
        _parse_board(boards[1], game.board, BOARD_B)
    game.count_board()
    for seat, seat_text in enumerate(seat_fields):
        _parse_seat(seat_text, seat, game)
    game.to_move = _parse_to_move(fields[2], options.seats)
    game.moves = _number(fields[3], "moves", MOVES_DIGITS)  # no upper bound (NOTATION.md)
    game.acted = _count(fields, 4)
    game.passes = _count(fields, 5)
    game.quiet = _count(fields, 6)
    game.discard = _count(fields, 7)
    game.rng = _parse_rng(fields[8])
    try:
        check_counts(game)
        check_tile_counts(game)
    except ValueError as error:
        raise PositionError(str(error))
    return game


def _parse_board(text, board, offset):
    """One board's ranks into ``board``; ``offset`` as for :func:`_board_text`."""
    where = "board B" if offset else "board"
    ranks = text.split("/")
    if len(ranks) != SIDE:
        raise PositionError("%s: 9 ranks separated by '/', not %d: %r"
                            % (where, len(ranks), text))
    for row, rank_text in enumerate(ranks):
        rank = SIDE - 1 - row
        file = 0
        i = 0
        previous_digit = False
        while i < len(rank_text):
            char = rank_text[i]
            if char in "123456789":
                if previous_digit:
                    raise PositionError("%s: rank %d has two digits in a row: %r"
                                        % (where, rank + 1, rank_text))
                file += int(char)
                i += 1
                previous_digit = True
                continue
            previous_digit = False
            try:
                tile = parse_tile(rank_text[i:i + (1 if char == "W" else 2)])
            except ValueError as error:
                raise PositionError("%s: rank %d: %s" % (where, rank + 1, error))
            if tile == WIND:
                raise PositionError("%s: rank %d has a wind on it; winds never stay on the "
                                    "board: %r" % (where, rank + 1, rank_text))
            if file < SIDE:
                board[square_at(file, rank) + offset] = tile
            file += 1
            i += 2
        if file != SIDE:
            raise PositionError("%s: rank %d covers %d squares, not 9: %r"
                                % (where, rank + 1, file, rank_text))


def _parse_seat(text, seat, game):
    name = "seats: seat %d" % (seat + 1)
    parts = text.split(":")
    if len(parts) != 4:
        raise PositionError("%s is rack:pool:sunstones:halfstones, not %r" % (name, text))
    try:
        rack = parse_tiles(parts[0])
        pool = parse_tiles(parts[1])
    except ValueError as error:
        raise PositionError("%s: %s" % (name, error))
    if len(rack) > RACK_SIZE:
        raise PositionError("%s: a rack holds at most 5 tiles, not %d: %r"
                            % (name, len(rack), parts[0]))
    if not rack and parts[0] != "-" or not pool and parts[1] != "-":
        raise PositionError("%s: write an empty rack or pool as '-': %r" % (name, text))
    game.racks[seat] = rack
    game.pools[seat] = pool
    game.sunstones[seat] = _number(parts[2], name + " sunstones")
    game.halfstones[seat] = _number(parts[3], name + " halfstones")


def _parse_to_move(text, seats):
    """The seat to move, numbered from 0."""
    if text not in [str(seat) for seat in range(1, seats + 1)]:
        raise PositionError("to move: a seat from 1 to %d, not %r" % (seats, text))
    return int(text) - 1


def _count(fields, index):
    return _number(fields[index], FIELDS[index])


def _number(text, name, most_digits=len(str(MOST_COUNT))):  # noqa: B008 (worked out once)
    """A count: ASCII digits only (``int`` would also take ``３`` or ``²`` on CPython, and
    MicroPython would not), no sign, no leading zero, and at most ``most_digits`` long (no
    field but ``moves`` allows more than 9999; see :mod:`engine.tile_counts`)."""
    digits = len(text)
    if not digits or (text[0] == "0" and digits > 1) or any(c not in "0123456789" for c in text):
        raise PositionError("%s: a count written in digits 0-9 without sign or leading zero, "
                            "not %r" % (name, text))
    # The length before ``int``, which refuses more than 4,300 digits on CPython.
    if digits > most_digits:
        raise PositionError("%s: at most %d digits, not %d" % (name, most_digits, digits))
    return int(text)


def _parse_rng(text):
    if len(text) != 8 or any(c not in "0123456789abcdef" for c in text) or text == "00000000":
        raise PositionError("rng: 8 lower-case hex digits, not all zero, not %r" % text)
    return int(text, 16)
