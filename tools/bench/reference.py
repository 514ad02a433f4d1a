"""
`tools.bench.reference`
====================================================

The arena's yardstick for the best level: a slow desktop player, never on the device. It
thinks as the expert does (``engine.ai.expert``: the hard search's best few ways to end the
turn, each played out on samples of the hidden racks and pools drawn from the tiles its seat
has not seen), with :data:`TIMES` the expert's budget of work, more ways kept to compare, and
more rounds played out near the end. It sees only its seat's view, as every player does.

``python -m tools.bench.arena expert reference`` plays it against the best level; its thinking
time per turn is printed beside the expert's, so the ratio can be read off.
"""

from engine.ai.expert import DEVICE_BUDGET, ExpertPlayer

TIMES = 20   # the expert's budget, this many times over


class ReferencePlayer(ExpertPlayer):
    level = "reference"
    keep = 10            # ways to end the turn compared on the samples
    endgame_tiles = 12   # from this many tiles left, more rounds are played out
    endgame_rounds = 4

    def __init__(self, seed=1):
        ExpertPlayer.__init__(self, seed, TIMES * DEVICE_BUDGET)
