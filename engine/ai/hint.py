"""
`engine.ai.hint`
====================================================

A suggestion for a human seat, from the same machinery the computer players use: the player
of the chosen level decides as if it sat in the seat to move, seeing only what that seat sees.
By default that is the strongest level that fits where it runs (:func:`hint_level`).
"""

import sys

from engine.ai.players import make_player
from engine.ai.view import SeatView


def hint_level():
    """``expert`` on a desktop; ``hard`` on a handheld, where the hint is worked out in one go
    (the screen waits) and the expert's module would not fit the app's heap beside the rest."""
    return "expert" if sys.implementation.name == "cpython" else "hard"


def hint(game, level=None, seed=1):
    """The action the ``level`` player (by default :func:`hint_level`'s) would take for the
    seat to move."""
    return make_player(level or hint_level(), seed).choose(SeatView(game, game.to_move))
