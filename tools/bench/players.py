"""
`tools.bench.players`
====================================================

The computer players' benchmark, plain Python for CPython and MicroPython alike (``python -m
tools.bench`` runs it in both). For each level it times one whole turn (every decision from
the turn's start to its ``end``) over a fixed set of positions, and under MicroPython measures
the heap the engine and the players use during a 4-seat game. Prints ``name value`` lines.

The positions are turn starts from games played by ``tools.bench.engine_speed``'s seeded policy:
2- and 4-seat games from ``POSITION_SEEDS``, after ``POSITION_TURNS`` turns (and for the
expert's device estimate, 6-seat games on two boards).
"""

import gc

from engine.actions import END
from engine.ai import make_player
from engine.ai.view import SeatView
from engine.options import Options
from engine.setup import new_game
from tools.bench.engine_speed import Policy, elapsed_us, now_us, settled

POSITION_SEEDS = (11, 12, 13, 14, 15, 16, 17, 18, 19, 20)
POSITION_TURNS = (4, 12, 24)
LEVELS = ("easy", "medium", "hard", "expert")


def positions(two_boards=False):
    """Turn starts: for each seed, a 2-seat and a 4-seat game after each count of turns; with
    ``two_boards``, a 6-seat game on two boards (R13) instead."""
    found = []
    tables = [Options(6, formation="fast-start", two_boards=True)] if two_boards else [
        Options(2), Options(4)]
    for seed in POSITION_SEEDS:
        for options in tables:
            game = new_game(options, seed)
            policy = Policy(seed)
            turns = 0
            for wanted in POSITION_TURNS:
                while turns < wanted and not game.is_over():
                    action = policy.choose(game)
                    game.apply(action)
                    if action == END:
                        turns += 1
                if not game.is_over():
                    found.append(game.copy())
    return found


def whole_turn_us(player, game):
    """Time the mover's whole turn: every decision, and applying it to ``game``."""
    seat = game.to_move
    start = now_us()
    while not game.is_over() and game.to_move == seat:
        game.apply(player.choose(SeatView(game, seat)))
    return elapsed_us(start)


def main():
    games = positions()
    print("ai_positions %d" % len(games))
    for level in LEVELS:
        times = []
        for index in range(len(games)):
            times.append(whole_turn_us(make_player(level, index + 1), games[index].copy()))
        times.sort()
        print("%s_turn_median_us %d" % (level, times[len(times) // 2]))
        print("%s_turn_worst_us %d" % (level, times[-1]))


async def heap():
    """Under MicroPython: the most live heap between decisions of a 4-seat game between hard
    players, and the most allocated during any one decision (an upper bound of its peak),
    both above the figure right after the imports."""
    base = await settled()
    game = new_game(Options(4), POSITION_SEEDS[0])
    players = [make_player("hard", seat + 1) for seat in range(4)]
    live = during = 0
    while not game.is_over():
        before = await settled()
        live = max(live, before - base)
        action = players[game.to_move].choose(SeatView(game, game.to_move))
        during = max(during, gc.mem_alloc() - base)
        game.apply(action)
    print("ai_live_heap_bytes %d" % live)
    print("ai_decision_heap_bytes %d" % during)
