"""
`tools.bench.attract_games`
====================================================

A store day's attract games with nothing but the engine and the computer players, plain enough
to run under MicroPython: computers of every level play 2 to 4 seats in every setup, and now
and then an error is injected into ``Game.apply`` (the game is then dropped, as the app drops
it when it restarts). After each game the heap is collected and its live size printed as
``heap <game> <bytes>``, so a desktop test can see that nothing the engine or the players keep
grows from one game to the next (:mod:`tools.bench.store_day` runs it under MicroPython).
"""

import gc

from engine.ai import make_player
from engine.ai.view import SeatView
from engine.options import FORMATIONS, Options
from engine.rng import next_state, seed_state
from engine.setup import new_game

LEVELS = ("easy", "medium", "hard")


class InjectedError(RuntimeError):
    """An error put into a game on purpose."""


def attract_setup(number):
    """The options and seat kinds of attract game ``number``: every seat count, level and
    setup comes round in turn."""
    seats = 2 + number % 3
    kinds = [LEVELS[(number + seat) % len(LEVELS)] for seat in range(seats)]
    return Options(seats, formation=FORMATIONS[number % len(FORMATIONS)]), kinds


class Faults:
    """Decides, from its own xorshift, when ``Game.apply`` fails: one call in ``every``."""

    def __init__(self, seed, every):
        self.state = seed_state(seed)
        self.every = every
        self.injected = 0

    def before_apply(self):
        self.state = next_state(self.state)
        if self.state % self.every == 0:
            self.injected += 1
            raise InjectedError("injected into Game.apply")


def play(number, faults):
    """Play attract game ``number`` to its end, unless ``faults`` stops it first."""
    options, kinds = attract_setup(number)
    game = new_game(options, number)
    players = [make_player(kind, number * 8 + seat + 1) for seat, kind in enumerate(kinds)]
    while not game.is_over():
        seat = game.to_move
        action = players[seat].choose(SeatView(game, seat))
        faults.before_apply()
        game.apply(action)


def play_safely(number, faults):
    """Play a game; False when an injected error stopped it (the app would restart its loop;
    here the next game simply begins)."""
    try:
        play(number, faults)
        return True
    except InjectedError:
        return False


def run(games, seed=1, error_every=400):
    """Play the day, then print ``heap <game> <bytes>`` for each game and a last line
    ``finished <games finished> injected <errors>``. The figures are kept in a list made
    beforehand and printed at the end: a string made between two measurements could still be
    seen on the stack by the next collection, and counted."""
    faults = Faults(seed, error_every)
    heaps = [0] * games
    finished = 0
    for index in range(games):
        finished += play_safely(index + 1, faults)
        gc.collect()
        heaps[index] = gc.mem_alloc()
    for index in range(games):
        print("heap %d %d" % (index + 1, heaps[index]))
    print("finished %d injected %d" % (finished, faults.injected))
