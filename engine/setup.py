"""
`engine.setup`
====================================================

A new game from a seed (R2 setup, R11 formations and starting stones), exactly as
NOTATION.md "Randomness" prescribes, so the same seed gives the same game everywhere.
"""

from engine.game import Game
from engine.options import FORMATIONS, OptionsError, formation_names
from engine.rng import seed_state, shuffle
from engine.squares import BOARD_B, parse_squares
from engine.tiles import RACK_SIZE, WIND, canonical_colour_tiles

# R11 formations, each one's squares in the order they are filled (see parse_squares), in the
# order of engine.options.FORMATIONS: none, fast-start, spike, endgame.
FAST_START = "c3 d4 e5 f6 g7 c7 d6 f4 g3"
SPIKE = FAST_START + " b2 h8 b8 h2 c5 g5 e3 e7 a5 i5 e1 e9"
ENDGAME = SPIKE + " a1 i9 a9 i1 b4 d2 b6 f2 d8 h4 f8 h6"
FORMATION_SQUARES = ("", FAST_START, SPIKE, ENDGAME)
# The sunstones and halfstones each seat starts with, by formation, two bytes each.
STARTING_STONES = b"\0\0\1\0\1\1\2\0"


def new_game(options, seed=0):
    """The start position of a game with these options, from ``seed`` (0 to 0xffffffff).

    :raises OptionsError: for two boards without a formation (R13)
    """
    if options.two_boards and not options.formation:
        raise OptionsError("two boards need a formation: " + formation_names())
    game = Game(options)
    state = seed_state(seed)
    tiles = canonical_colour_tiles(options.copies())
    winds = bytearray([WIND] * options.winds())
    if not options.tournament:
        tiles.extend(winds)
        winds = bytearray()
    state = shuffle(tiles, state)
    formation = FORMATIONS.index(options.formation)
    squares = parse_squares(FORMATION_SQUARES[formation])
    if options.two_boards:
        squares += [square + BOARD_B for square in squares]
    _fill_formation(game, tiles, squares)
    _deal(game, tiles)
    if options.tournament:
        if winds:
            state = shuffle(winds, state)
            _deal(game, winds)
        for pool in game.pools:
            state = shuffle(pool, state)
    game.rng = state
    sunstones = STARTING_STONES[2 * formation]
    halfstones = STARTING_STONES[2 * formation + 1]
    for seat in range(options.seats):
        pool = game.pools[seat]
        game.racks[seat].extend(pool[:RACK_SIZE])
        pool[:RACK_SIZE] = b""
        game.sunstones[seat] = sunstones
        game.halfstones[seat] = halfstones
    return game


def _fill_formation(game, tiles, squares):
    """R11: each formation square, in order (board A's, then board B's: R13), takes the first
    colour tile left in the list."""
    for square in squares:
        index = 0
        while tiles[index] == WIND:
            index += 1
        game.board[square] = tiles[index]
        tiles[index:index + 1] = b""
    game.count_board()


def _deal(game, tiles):
    """Round-robin from seat 1; each tile goes to the end of its seat's pool."""
    seats = game.options.seats
    for index in range(len(tiles)):
        game.pools[index % seats].append(tiles[index])
