"""
`tools.bench.engine_speed`
====================================================

The engine's benchmark, in plain Python so the very same file runs under CPython and under
MicroPython; ``python -m tools.bench`` runs it in both and prints the figures side by side.

Positions come from seeded games played by a documented policy: with the engine's own
xorshift32 from the game's seed, take a colour tile when one is legal and the draw is below
70 in 100, otherwise any legal action. Prints ``name value`` lines.
"""

import gc
import time

from engine.actions import KIND_OFFSET, PLACE
from engine.blob import to_blob
from engine.options import Options
from engine.rng import next_state
from engine.setup import new_game

MID_GAME_SEED = 0x2026
MID_GAME_TILES = 25
# Two boards (R13): 8 seats from the fast-start formation, played on until each board holds
# as many tiles as the one-board position.
TWO_BOARDS_TILES = 2 * MID_GAME_TILES
GAME_SEEDS = (1, 2, 3, 4, 5)
LEGAL_REPEATS = 200


def now_us():
    if hasattr(time, "ticks_us"):
        return time.ticks_us()
    return int(time.perf_counter() * 1000000)


def elapsed_us(start):
    if hasattr(time, "ticks_diff"):
        return time.ticks_diff(time.ticks_us(), start)
    return now_us() - start


class Policy:
    """The benchmark's player: reproducible anywhere from a seed."""

    def __init__(self, seed):
        self.state = seed or 1
        self.actions = []

    def draw(self, below):
        self.state = next_state(self.state)
        return self.state % below

    def choose(self, game):
        actions = self.actions
        del actions[:]
        placements = 0
        for action in game.legal_actions():
            actions.append(action)
            if action >> KIND_OFFSET == PLACE:
                placements += 1
        if placements and self.draw(100) < 70:
            pick = self.draw(placements)
            for action in actions:
                if action >> KIND_OFFSET == PLACE:
                    if pick == 0:
                        return action
                    pick -= 1
        return actions[self.draw(len(actions))]


def mid_game(two_boards=False):
    """The fixed 4-seat position: seed MID_GAME_SEED, played until MID_GAME_TILES tiles are
    on the board, at the start of a turn. With ``two_boards``, the 8-seat one (R13) with
    TWO_BOARDS_TILES tiles on its boards."""
    options, tiles = Options(4), MID_GAME_TILES
    if two_boards:
        options, tiles = Options(8, formation="fast-start", two_boards=True), TWO_BOARDS_TILES
    game = new_game(options, MID_GAME_SEED)
    policy = Policy(MID_GAME_SEED)
    while game.tiles_on_board < tiles or game.acted:
        game.apply(policy.choose(game))
    return game


def time_legal(game, repeats=LEGAL_REPEATS):
    """(microseconds per listing of the legal actions, how many there are)."""
    start = now_us()
    count = 0
    for _ in range(repeats):
        count = 0
        for _action in game.legal_actions():
            count += 1
    return elapsed_us(start) / repeats, count


def play_game(seed):
    """A whole 4-seat game; returns (total us, apply us, applies)."""
    game = new_game(Options(4), seed)
    policy = Policy(seed)
    applies = 0
    apply_us = 0
    start = now_us()
    while not game.is_over():
        action = policy.choose(game)
        step = now_us()
        game.apply(action)
        apply_us += elapsed_us(step)
        applies += 1
    return elapsed_us(start), apply_us, applies


def main():
    gc.collect()
    game = mid_game()
    legal_us, count = time_legal(game)
    print("seeds mid-game %x, games %s" % (MID_GAME_SEED, ",".join(str(s) for s in GAME_SEEDS)))
    print("legal_us %d" % legal_us)
    print("legal_count %d" % count)
    two_boards_us, two_boards_count = time_legal(mid_game(True))
    print("legal_us_two_boards %d" % two_boards_us)
    print("legal_count_two_boards %d" % two_boards_count)
    total = apply_us = applies = 0
    for seed in GAME_SEEDS:
        game_us, seed_apply_us, seed_applies = play_game(seed)
        total += game_us
        apply_us += seed_apply_us
        applies += seed_applies
    print("apply_us %d" % (apply_us / applies))
    print("game_ms %d" % (total / len(GAME_SEEDS) / 1000))
    print("game_actions %d" % (applies / len(GAME_SEEDS)))
    print("blob_bytes_mid_game %d" % len(to_blob(mid_game())))
    print("blob_bytes_start %d" % len(to_blob(new_game(Options(4), 1))))
    print("blob_bytes_two_boards %d" % len(to_blob(mid_game(True))))


async def settled():
    """``gc.mem_alloc()`` after a collection, under MicroPython. The WebAssembly port scans
    its stack conservatively, so stale pointers there keep garbage alive until control goes
    back to JavaScript: await ``asyncio.sleep(0)`` first."""
    import asyncio

    await asyncio.sleep(0)
    gc.collect()
    return gc.mem_alloc()


async def worst_live_heap(start, choose):
    """The most :func:`settled` figure while ``choose`` plays the game ``start()`` makes to
    its end, minus the figure before it was made."""
    base = await settled()
    game = start()
    worst = 0
    while not game.is_over():
        game.apply(choose(game))
        worst = max(worst, await settled() - base)
    return worst


async def heap(imports_bytes):
    """Live heap under MicroPython: the most :func:`settled` figure during a 4-seat game,
    minus the same figure right after the imports."""
    worst = await worst_live_heap(lambda: new_game(Options(4), GAME_SEEDS[0]),
                                  Policy(GAME_SEEDS[0]).choose)
    print("import_bytes %d" % imports_bytes)
    print("live_heap_bytes %d" % worst)
    game = mid_game()
    before = gc.mem_alloc()
    for _action in game.legal_actions():
        pass
    print("legal_alloc_bytes %d" % (gc.mem_alloc() - before))
