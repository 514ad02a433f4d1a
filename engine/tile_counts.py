"""
`engine.tile_counts`
====================================================

The limits on a position, shared by the text and the binary forms so that both accept the
same positions: the set's limits (R1: 2 of each colour tile, 12 winds counting the discard,
none in kid mode; twice that on two boards, R13) and the range of each count field.
"""

from engine.actions import ACTED_ON_BOARD
from engine.tiles import WIND, WIND_TILES, is_colour_tile, tile_counts_index

# The most stones a position may hold: four digits, far more than a game earns (at most 3
# sunstones and 1 halfstone for each of the 72 colour tiles), and well inside the 16 bits the
# save slot gives each. Play from a hand-made position at the limit can still pass it (a tile
# earns stones): that game prints, and the parser and the blob both refuse it.
MOST_COUNT = 9999
# NOTATION.md gives ``moves`` no upper bound: the text form reads it up to this many digits
# (CPython's int() refuses more than 4,300), and the blob writes it at length past 16 bits.
MOVES_DIGITS = 4000


def check_counts(game):
    """Raise ValueError, naming the field, when a count is past the range the rules give it
    (``moves`` has none)."""
    seats = game.options.seats
    _at_most("to move", game.to_move + 1, seats)
    _at_most("acted", game.acted, ACTED_ON_BOARD)
    # The game is over once passes reaches the seat count, or quiet 3 times it (R10).
    _at_most("passes", game.passes, seats)
    _at_most("quiet", game.quiet, 3 * seats)
    _at_most("discard", game.discard, WIND_TILES * game.options.sets())
    for seat in range(seats):
        _at_most("seat %d sunstones" % (seat + 1), game.sunstones[seat], MOST_COUNT)
        _at_most("seat %d halfstones" % (seat + 1), game.halfstones[seat], MOST_COUNT)


def _at_most(name, value, most):
    if value > most:
        raise ValueError("%s: at most %d, not %d" % (name, most, value))


def check_tile_counts(game):
    """Raise ValueError when the position holds more copies of a tile than the set has: 2 of
    each colour tile, 12 winds counting the discard, none in kid mode (twice as many on two
    boards)."""
    # A list, not a bytearray: a bytearray's items wrap at 256 on MicroPython, so 258 copies
    # would count as 2 there.
    counts = [0] * 36
    winds = game.discard
    for tiles in game.racks + game.pools + [game.board]:
        for tile in tiles:
            if tile == WIND:
                winds += 1
            elif is_colour_tile(tile):
                counts[tile_counts_index(tile)] += 1
    options = game.options
    if winds and not options.has_winds():
        raise ValueError("kid mode has no wind tiles, but %d are in the position" % winds)
    if winds > options.winds():
        raise ValueError("the set has %d winds, but %d are in racks, pools and the discard"
                         % (options.winds(), winds))
    for index in range(36):
        if counts[index] > options.copies():
            tile = (index // 6 + 1) << 4 | (index % 6 + 1)
            from engine.action_notation import tile_code   # the text, for this message only

            raise ValueError("the set has %d of each colour tile, but %d %s are in the position"
                             % (options.copies(), counts[index], tile_code(tile)))
