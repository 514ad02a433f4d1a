"""
`examples/computers_play.py`
====================================================

One idea: a computer player answers one question, ``choose(view)``: which action now, seeing
only what its seat may see? Here two to four of them, at chosen levels, play a game; each
turn's actions are printed, then the result.

Run it from the repository's root::

    python examples/computers_play.py --levels easy hard --seed 7
    python examples/computers_play.py --levels medium medium medium
"""

import argparse
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)  # import the project's packages ...
from tools.lib_path import put_lib_on_path  # noqa: E402

put_lib_on_path()  # ... and the app's modules, from lib/'s packages

from engine.actions import END  # noqa: E402
from engine.action_notation import action_text  # noqa: E402
from engine.ai import make_player  # noqa: E402
from engine.ai.view import SeatView  # noqa: E402
from engine.options import Options  # noqa: E402
from engine.record import parse_seed  # noqa: E402
from engine.setup import new_game  # noqa: E402


def main():
    parser = argparse.ArgumentParser(description="Computer players against each other.")
    parser.add_argument("--levels", nargs="+", default=["easy", "hard"],
                        choices=("easy", "medium", "hard"), help="one level per seat, 2 to 4")
    parser.add_argument("--seed", default="1", help="the game's seed: 1 to 8 hex digits")
    args = parser.parse_args()
    if not 2 <= len(args.levels) <= 4:
        parser.error("give 2 to 4 levels, one per seat")
    seed = parse_seed(args.seed)
    game = new_game(Options(seats=len(args.levels)), seed)
    players = [make_player(level, seed + seat) for seat, level in enumerate(args.levels)]
    turn = []  # the actions of the turn under way, in notation
    while not game.is_over():
        seat = game.to_move
        action = players[seat].choose(SeatView(game, seat))
        turn.append(action_text(action, game.rack()))  # before apply: the rack names tiles
        game.apply(action)
        if action == END or game.is_over():
            print("seat %d (%s): %s" % (seat + 1, args.levels[seat], " ".join(turn)))
            turn = []
    how, winners = game.result()
    left = ["seat %d %d" % (seat + 1, len(game.racks[seat]) + len(game.pools[seat]))
            for seat in range(len(players))]  # a rack and a pool each
    print("tiles left: " + ", ".join(left))
    print("game over (%s): %s won" % (how, " and ".join("seat %d" % (s + 1) for s in winners)))


if __name__ == "__main__":
    main()
