"""
`tests.random_games`
====================================================

Random but reproducible games for the property tests and benchmarks: a documented policy
(play a colour tile 70% of the time when one is legal, otherwise any legal action at random)
driven by Python's ``random.Random`` from a seed.
"""

import random

from engine.actions import PLACE, action_kind
from engine.options import FORMATIONS, Options
from engine.setup import new_game
from engine.squares import board_squares
from engine.tiles import COLOUR_TILES, WIND_TILES

PLACE_CHANCE = 0.7
SETUPS = sorted(FORMATIONS)


def random_options(chooser):
    """Any legal combination of options; one game in five on two boards (R13)."""
    if chooser.random() < 0.2:
        return Options(chooser.choice((5, 6, 7, 8)), tournament=chooser.random() < 0.5,
                       formation=chooser.choice(SETUPS[1:]), kid=chooser.random() < 0.25,
                       buyback=chooser.choice((0, 0, 2, 3)), two_boards=True)
    seats = chooser.choice((2, 3, 4))
    return Options(seats, tournament=chooser.random() < 0.5, formation=chooser.choice(SETUPS),
                   kid=chooser.random() < 0.25, partners=seats == 4 and chooser.random() < 0.5,
                   buyback=chooser.choice((0, 0, 2, 3)))


def tiles_in_play(game):
    """Every tile the game holds: on the board (or boards), in the discard, in racks and
    pools."""
    count = sum(1 for square in board_squares(game.board) if game.board[square]) + game.discard
    for seat in range(game.options.seats):
        count += len(game.racks[seat]) + len(game.pools[seat])
    return count


def tiles_in_the_set(options):
    """How many tiles a game with these options has (R1): 72 colour tiles and 12 winds, or
    no winds in kid mode (R11); twice that on two boards (R13)."""
    sets = 2 if options.two_boards else 1
    return (COLOUR_TILES + (WIND_TILES if options.has_winds() else 0)) * sets


def choose_action(game, chooser):
    """One legal action by the policy above."""
    actions = list(game.legal_actions())
    placements = [action for action in actions if action_kind(action) == PLACE]
    if placements and chooser.random() < PLACE_CHANCE:
        return chooser.choice(placements)
    return chooser.choice(actions)


def random_game(seed, options=None, max_actions=2000, on_action=None):
    """Play a game from ``seed`` (the engine's seed, and the policy's) to its end or
    ``max_actions``; return (game, actions).

    ``on_action(game, action)`` is called before each action is applied.
    """
    chooser = random.Random(seed)
    options = options or random_options(chooser)
    game = new_game(options, seed)
    actions = []
    while not game.is_over() and len(actions) < max_actions:
        action = choose_action(game, chooser)
        if on_action is not None:
            on_action(game, action)
        game.apply(action)
        actions.append(action)
    return game, actions
