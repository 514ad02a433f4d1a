"""
`examples/terminal_game.py`
====================================================

One idea: a whole game needs only the engine. You sit in seat 1 and type actions in the
notation (``No@e5``, ``W:e5-f5``, ``x:RbYf``, ``buy:s``, ``end``); a computer plays seat 2.
``legal`` lists what you may do now, ``hint`` asks the computer, ``quit`` leaves. The engine
checks every action: an illegal one changes nothing and says why.

Run it from the repository's root::

    python examples/terminal_game.py --seed beef
    python examples/terminal_game.py --computers --level easy    # both seats computers
"""

import argparse
import os
import sys
import textwrap

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)  # import the project's packages ...
from tools.lib_path import put_lib_on_path  # noqa: E402

put_lib_on_path()  # ... and the app's modules, from lib/'s packages

from engine.actions import END  # noqa: E402
from engine.action_notation import ActionError, action_text, parse_action  # noqa: E402
from engine.ai.hint import hint  # noqa: E402
from engine.ai import make_player  # noqa: E402
from engine.ai.view import SeatView  # noqa: E402
from engine.game import IllegalActionError  # noqa: E402
from engine.options import Options  # noqa: E402
from engine.record import parse_seed  # noqa: E402
from engine.setup import new_game  # noqa: E402
from tools.notation import show_text  # noqa: E402


def ask(game):
    """The human's next action, read and parsed but not yet checked; None to quit."""
    while True:
        try:
            text = input("seat %d> " % (game.to_move + 1)).strip()
        except EOFError:  # the input ended: leave as with quit
            text = "quit"
        if not sys.stdin.isatty():  # read from a pipe: echo it, so the output reads as typed
            print(text)
        if text == "quit":
            return None
        if text == "legal":  # each action once, in ASCII order, as the notation lists them
            texts = sorted(set(action_text(a, game.rack()) for a in game.legal_actions()))
            print(textwrap.fill(" ".join(texts), 79))
        elif text == "hint":
            print("hint: " + action_text(hint(game), game.rack()))
        else:
            try:
                return parse_action(text, game.rack())
            except ActionError as error:  # not an action at all
                print("not played: %s" % error)


def main():
    parser = argparse.ArgumentParser(description="Play Latice in the terminal.")
    parser.add_argument("--seed", default="0", help="the game's seed: 1 to 8 hex digits")
    parser.add_argument("--level", default="medium", choices=("easy", "medium", "hard"))
    parser.add_argument("--computers", action="store_true", help="computers in both seats")
    args = parser.parse_args()
    seed = parse_seed(args.seed)
    game = new_game(Options(seats=2), seed)
    # A computer player for each seat, seeded as the app seeds them; None is you.
    players = [make_player(args.level, seed + seat) for seat in range(2)]
    if not args.computers:
        players[0] = None
    # Your opponent's rack stays hidden from you, as in the box; two computers hide nothing.
    hidden = [] if args.computers else [1]
    print(show_text(game, hidden))
    while not game.is_over():
        seat = game.to_move
        if players[seat] is None:
            action = ask(game)
            if action is None:
                print("bye")
                return
        else:
            # The player sees only what its seat may see: the board, its rack, the counts.
            action = players[seat].choose(SeatView(game, seat))
            print("seat %d (%s) plays %s" % (seat + 1, args.level,
                                             action_text(action, game.rack())))
        try:
            game.apply(action)  # the engine checks every action
        except IllegalActionError as error:  # the game is unchanged; ask again
            print("not played: %s" % error)
            continue
        if players[seat] is None or action == END or game.is_over():
            print(show_text(game, hidden))
    how, winners = game.result()
    print("game over (%s): %s won" % (how, " and ".join("seat %d" % (s + 1) for s in winners)))


if __name__ == "__main__":
    main()
