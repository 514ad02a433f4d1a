"""
`tools.bench.seer`
====================================================

A yardstick for how much the hidden tiles cost the expert: the expert as it is, with its
budget, except that it sees every rack, every pool's order and the generator, so each of its
samples is the real game. It is never a level anyone plays: it breaks the rule that a player
sees only its seat's view, on purpose, and only the arena gives it the game
(:attr:`SeerPlayer.table`).

``python -m tools.bench.arena seer hard`` prints what the expert's way of thinking wins when
every guess of the hidden tiles is right: the most that better guessing could add to it at the
same budget. Its samples are all the same game, and it spends its budget on them as the expert
does, so the two differ in nothing but the guesses. What stays between the seer and a perfect
player is the plans it compares, the quick play-outs it judges them by, and its budget.
"""

from engine.ai.expert import ExpertPlayer


class SeerPlayer(ExpertPlayer):
    level = "seer"
    table = None   # the arena's game, set before each choice

    def guess(self, view):
        return self.table.copy()
