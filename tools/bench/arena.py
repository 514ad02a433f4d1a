"""
`tools.bench.arena`
====================================================

Computer players against each other: ``python -m tools.bench.arena hard medium --seeds 200`` plays
every seed of the range once in each seat order (rotations), shows a progress bar, and prints
each entrant's win rate with a 95% confidence interval (a tie counts as half a win), the
average game length, and the thinking time per turn (median and worst); ``--jobs 2`` plays
games side by side on two processor cores, with the same figures. Besides the levels,
``old-hard`` (``tools/bench/old_hard.py``) is the hard level as it was before tuning, a fixed
baseline, ``expert-desktop`` the expert with the larger budget a desktop can afford,
``reference`` the slow desktop yardstick of ``tools/bench/reference.py`` (20 times the expert's
work a turn), and ``seer`` (``tools/bench/seer.py``) the expert shown every hidden tile, to
measure what the hidden tiles cost it.
"""

import argparse
import math
import sys
import time
from multiprocessing import get_context

from engine.actions import END
from engine.ai import LEVELS, make_player
from engine.ai.view import SeatView
from engine.options import Options
from engine.setup import new_game
from engine.ai.expert import DESKTOP_BUDGET, ExpertPlayer
from tools.bench.old_hard import OldHardPlayer
from tools.bench.reference import ReferencePlayer
from tools.bench.seer import SeerPlayer


def desktop_expert(seed):
    return ExpertPlayer(seed, DESKTOP_BUDGET)


BASELINES = {"old-hard": OldHardPlayer, "expert-desktop": desktop_expert,
             "reference": ReferencePlayer, "seer": SeerPlayer}

Z_95 = 1.96


def play(levels, seed, think_times):
    """One game, seat ``i`` played by ``levels[i]``; returns (result, turns). Appends each
    turn's thinking time in seconds to ``think_times[seat]``."""
    game = new_game(Options(len(levels)), seed)
    players = [entrant(level, seed * 8 + seat + 1) for seat, level in enumerate(levels)]
    turns = 0
    turn_time = 0.0
    while not game.is_over():
        seat = game.to_move
        if isinstance(players[seat], SeerPlayer):
            players[seat].table = game   # the one player shown the whole game
        start = time.perf_counter()
        action = players[seat].choose(SeatView(game, seat))
        turn_time += time.perf_counter() - start
        game.apply(action)
        if action == END or game.is_over():
            think_times[seat].append(turn_time)
            turn_time = 0.0
            turns += 1
    return game.result(), turns


def entrant(level, seed):
    """A player for the arena: a level, or a baseline from :data:`BASELINES`."""
    if level in BASELINES:
        return BASELINES[level](seed)
    return make_player(level, seed)


def rotations(entrants):
    """Every seat order that rotates the entrants: each plays each seat once."""
    return [entrants[shift:] + entrants[:shift] for shift in range(len(entrants))]


def confidence(score, games):
    """Wilson 95% interval for a win rate."""
    if games == 0:
        return 0.0, 1.0
    rate = score / games
    centre = (rate + Z_95 ** 2 / (2 * games)) / (1 + Z_95 ** 2 / games)
    half = (Z_95 * math.sqrt(rate * (1 - rate) / games + Z_95 ** 2 / (4 * games ** 2))
            / (1 + Z_95 ** 2 / games))
    return max(0.0, centre - half), min(1.0, centre + half)


def progress(done, total, out=sys.stderr):
    width = 30
    filled = width * done // total
    out.write("\r[%s%s] %d/%d games" % ("#" * filled, "." * (width - filled), done, total))
    if done == total:
        out.write("\n")
    out.flush()


def play_one(task):
    """One game of the arena, ``task`` = (entrants, seed, order); returns (order, result,
    turns, thinking times by seat). A function of its own so other processes can run it."""
    entrants, seed, order = task
    by_seat = [[] for _ in entrants]
    result, game_turns = play([entrants[i] for i in order], seed, by_seat)
    return order, result, game_turns, by_seat


def run_arena(entrants, first_seed, seeds, show_progress=True, jobs=1):
    """Play the arena, ``jobs`` games at a time; return a dict of figures (the same for any
    ``jobs``: every game depends only on its seed and seat order)."""
    orders = rotations(list(range(len(entrants))))
    tasks = [(entrants, seed, order) for seed in range(first_seed, first_seed + seeds)
             for order in orders]
    scores = [0.0] * len(entrants)
    turns = []
    think_times = [[] for _ in entrants]
    if jobs > 1:
        # Fresh processes, not forks: a fork copies any lock another thread holds (a test
        # runner's, say) and can wait on it for ever.
        pool = get_context("spawn").Pool(jobs)
        games = pool.imap(play_one, tasks)
    else:
        pool = None
        games = map(play_one, tasks)
    try:
        for order, (_how, winners), game_turns, by_seat in games:
            for seat, times in enumerate(by_seat):
                think_times[order[seat]].extend(times)
            for seat in winners:
                scores[order[seat]] += 1.0 / len(winners)
            turns.append(game_turns)
            if show_progress:
                progress(len(turns), len(tasks))
    finally:
        if pool is not None:
            pool.terminate()
    for times in think_times:
        times.sort()
    return {"games": len(tasks), "scores": scores, "turns": sum(turns) / len(turns),
            "think_median": [times[len(times) // 2] for times in think_times],
            "think_worst": [times[-1] for times in think_times]}


def report(entrants, first_seed, seeds, figures):
    games = figures["games"]
    lines = ["%d games: seeds %d-%d, each in %d seat orders" % (
        games, first_seed, first_seed + seeds - 1, len(entrants))]
    for index, level in enumerate(entrants):
        low, high = confidence(figures["scores"][index], games)
        lines.append("  entrant %d %-14s wins %5.1f%%  (95%% CI %.1f%%-%.1f%%)  thinking per "
                     "turn: median %.1f ms, worst %.1f ms" % (
                         index + 1, level, 100 * figures["scores"][index] / games, 100 * low,
                         100 * high, 1000 * figures["think_median"][index],
                         1000 * figures["think_worst"][index]))
    lines.append("  average game length: %.1f turns (thinking times are CPython's)"
                 % figures["turns"])
    return "\n".join(lines)


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python -m tools.bench.arena",
                                     description="Play computer players against each other.")
    parser.add_argument("levels", nargs="+", choices=sorted(LEVELS) + sorted(BASELINES),
                        help="one level per seat, 2 to 4 of them")
    parser.add_argument("--seeds", type=int, default=100, help="how many seeds (default 100)")
    parser.add_argument("--first-seed", type=int, default=1, help="the first seed (default 1)")
    parser.add_argument("--quiet", action="store_true", help="no progress bar")
    parser.add_argument("--jobs", type=int, default=1,
                        help="games played side by side, one per processor core (default 1)")
    args = parser.parse_args(argv)
    if not 2 <= len(args.levels) <= 4:
        parser.error("give 2 to 4 levels, one per seat")
    if args.seeds < 1:
        parser.error("--seeds must be at least 1")
    if args.jobs < 1:
        parser.error("--jobs must be at least 1")
    figures = run_arena(args.levels, args.first_seed, args.seeds, not args.quiet, args.jobs)
    print(report(args.levels, args.first_seed, args.seeds, figures))
    return 0


if __name__ == "__main__":
    sys.exit(main())
