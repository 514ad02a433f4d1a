"""
`exercises.my_player`
====================================================

Your computer player (exercise 4). Right now it plays exactly like the easy level: a random
tile that fits, else a wind, else an exchange. Change :meth:`MyPlayer.decide` so that it beats
easy. Check it with ``python -m pytest exercises/tests/test_my_player.py``.

How a player works (the same for every level, see ``engine/ai/players.py``):

- The game asks the player for one action at a time. A turn is several actions: place a
  tile, maybe buy a move and place another, ..., then ``END``.
- :meth:`decide` gets ``game``, a copy of the game as this seat can see it (the other racks
  and the pools are guesses), and ``seat``, the seat it plays for (``game.to_move``).
- It puts its answer in ``self.decision``: one action from ``game.legal_actions()``, or
  ``None`` to end the turn.
- It is a generator: it must ``yield`` at least once (the app redraws the screen while a
  computer thinks). Yield ``self.work`` after each bit of work.
"""

from engine.actions import PLACE, SHIFT, action_kind
from engine.ai.players import Player, stuck_exchange


class MyPlayer(Player):
    level = "mine"
    budget = 10

    def decide(self, game, seat):
        actions = list(game.legal_actions())
        self.spend()
        yield self.work

        # ---- Your strategy goes here. ------------------------------------------------------
        # Everything below plays like the easy level. Replace it with something better.

        for kind in (PLACE, SHIFT):
            choices = [action for action in actions if action_kind(action) == kind]
            if choices:
                self.decision = choices[self.draw(len(choices))]   # a random one
                return
        if game.moves > 0 and game.acted == 0:
            self.decision = stuck_exchange(game)
        # Leaving self.decision as None ends the turn.
