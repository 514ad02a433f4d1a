"""
`tools.bench.tune_hard`
====================================================

Tunes the hard player's weights and search widths by self-play: ``python -m tools.bench.tune_hard
--seeds 100`` plays hard against the fixed baseline (``tools/bench/old_hard.py``) in the arena, then
changes one setting at a time over a few values, keeps a change only when it wins more games
on the same seeds, and prints every trial and the best settings found. Weights live in
``engine.ai.evaluate`` (module constants), widths on ``HardPlayer``; the tool sets them for
its own process only. Copy the winners into the source by hand.
"""

import argparse
import sys

from engine.ai import evaluate
from engine.ai.hard import HardPlayer
from tools.bench import arena

# setting: values to try; each setting is "module.NAME" or "player.name"
TRIALS = (
    ("evaluate.SUNSTONE", (6, 8, 10)),
    ("evaluate.HALFSTONE", (3, 4, 5)),
    ("evaluate.THREAT_WEIGHT", (1, 2, 3)),
    ("evaluate.SECOND_REPLY", (0, 2, 4)),
    ("player.wide", (6, 8)),
    ("player.narrow", (2, 3, 4)),
    ("player.winds", (3, 4, 5)),
)


def current(name):
    where, attribute = name.split(".")
    return getattr(evaluate if where == "evaluate" else HardPlayer, attribute)


def set_value(name, value):
    where, attribute = name.split(".")
    setattr(evaluate if where == "evaluate" else HardPlayer, attribute, value)


def score(first_seed, seeds):
    """Hard's share of the games against the baseline, over every seat order."""
    figures = arena.run_arena(["hard", "old-hard"], first_seed, seeds, show_progress=False)
    return figures["scores"][0] / figures["games"]


def tune(first_seed, seeds, rounds, out=sys.stdout):
    best = score(first_seed, seeds)
    out.write("start: %.1f%%  %s\n" % (100 * best, settings_text()))
    for _ in range(rounds):
        improved = False
        for name, values in TRIALS:
            kept = current(name)
            for value in values:
                if value == kept:
                    continue
                set_value(name, value)
                rate = score(first_seed, seeds)
                out.write("  %-24s %-3s %.1f%%\n" % (name, value, 100 * rate))
                out.flush()
                if rate > best:
                    best, kept, improved = rate, value, True
            set_value(name, kept)
        out.write("round: %.1f%%  %s\n" % (100 * best, settings_text()))
        if not improved:
            break
    return best


def settings_text():
    return " ".join("%s=%s" % (name.split(".")[1], current(name)) for name, _ in TRIALS)


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python -m tools.bench.tune_hard",
                                     description="Tune hard against the old hard by self-play.")
    parser.add_argument("--seeds", type=int, default=100, help="seeds per trial (default 100)")
    parser.add_argument("--first-seed", type=int, default=1001,
                        help="the first seed (default 1001, away from the arena's usual seeds)")
    parser.add_argument("--rounds", type=int, default=1, help="passes over the settings")
    args = parser.parse_args(argv)
    tune(args.first_seed, args.seeds, args.rounds)
    return 0


if __name__ == "__main__":
    sys.exit(main())
