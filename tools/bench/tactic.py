"""
`tools.bench.tactic`
====================================================

Tactic Tiles' engine figures, in plain Python so the very same file runs under CPython and
under MicroPython; ``python -m tools.bench`` runs it in both, beside Latice's figures
(:mod:`tools.bench.engine_speed`). Prints ``name value`` lines.

Positions come from seeded 4-seat games of the random player (:class:`EasyPlayer`, seeded
with the game's seed). The mid-game position is the turn start after ``MID_GAME_TILES``
tiles; the greedy player's figures are its turns over the ``GAME_SEEDS`` games.
"""

import gc

from engine.tactic.blob import to_blob
from engine.tactic.players import EasyPlayer, GreedyPlayer
from engine.tactic.setup import new_game
from tools.bench.engine_speed import elapsed_us, now_us, time_legal

MID_GAME_SEED = 0x2026
MID_GAME_TILES = 36
GAME_SEEDS = (1, 2, 3, 4, 5)
LEGAL_REPEATS = 50
SEATS = 4


def mid_game():
    game = new_game(SEATS, MID_GAME_SEED)
    player = EasyPlayer(MID_GAME_SEED)
    while len(game.placed) < MID_GAME_TILES or game.acted:
        game.apply(player.choose(game))
    return game


def play_game(seed):
    """A whole random 4-seat game; returns (us, actions)."""
    game = new_game(SEATS, seed)
    player = EasyPlayer(seed)
    actions = 0
    start = now_us()
    while not game.is_over():
        game.apply(player.choose(game))
        actions += 1
    return elapsed_us(start), actions


def greedy_turns(seed):
    """The greedy player's choice times (us) over a whole 4-seat game it plays alone."""
    game = new_game(SEATS, seed)
    player = GreedyPlayer()
    times = []
    while not game.is_over():
        start = now_us()
        action = player.choose(game)
        times.append(elapsed_us(start))
        game.apply(action)
    return times


def main():
    gc.collect()
    game = mid_game()
    legal_us, count = time_legal(game, LEGAL_REPEATS)
    print("tactic_seeds mid-game %x, games %s" % (MID_GAME_SEED,
                                                   ",".join(str(s) for s in GAME_SEEDS)))
    print("tactic_legal_us %d" % legal_us)
    print("tactic_legal_count %d" % count)
    total = actions = 0
    for seed in GAME_SEEDS:
        game_us, game_actions = play_game(seed)
        total += game_us
        actions += game_actions
    print("tactic_game_ms %d" % (total / len(GAME_SEEDS) / 1000))
    print("tactic_game_actions %d" % (actions / len(GAME_SEEDS)))
    times = []
    for seed in GAME_SEEDS[:2]:
        times += greedy_turns(seed)
    times.sort()
    print("tactic_greedy_median_us %d" % times[len(times) // 2])
    print("tactic_greedy_worst_us %d" % times[-1])
    print("tactic_blob_bytes_mid_game %d" % len(to_blob(mid_game())))


async def game_bytes():
    """Heap a mid-game game object holds, under MicroPython: what a copy of it keeps alive
    (measured with :func:`tools.bench.engine_speed.settled`, so that garbage is not counted)."""
    from tools.bench.engine_speed import settled

    game = mid_game()
    before = await settled()
    copy = game.copy()
    used = await settled() - before
    del copy
    return used


def allocated(function, game):
    """Heap allocated while ``function(game)`` runs, under MicroPython (no collection)."""
    gc.collect()
    before = gc.mem_alloc()
    function(game)
    return gc.mem_alloc() - before


def _list_legal(game):
    for _action in game.legal_actions():
        pass


async def heap():
    """Under MicroPython: the game object's size, what a listing and a greedy decision
    allocate, and the most live heap during a game."""
    from tools.bench.engine_speed import worst_live_heap

    print("tactic_game_object_bytes %d" % await game_bytes())
    sample = mid_game()
    print("tactic_legal_alloc_bytes %d" % allocated(_list_legal, sample))
    print("tactic_greedy_alloc_bytes %d" % allocated(GreedyPlayer().choose, sample))
    del sample   # not to count it as freed during the game below
    worst = await worst_live_heap(lambda: new_game(SEATS, GAME_SEEDS[0]),
                                  EasyPlayer(GAME_SEEDS[0]).choose)
    print("tactic_live_heap_bytes %d" % worst)
