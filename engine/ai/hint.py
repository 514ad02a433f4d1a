"""
`engine.ai.hint`
====================================================

A suggestion for a human seat, from the same machinery the computer players use: the player
of the chosen level decides as if it sat in the seat to move, seeing only what that seat sees.
The default is hard, the strongest level that fits a hint's budget on a handheld: the hint is
worked out in one go while the screen waits, and the expert's module would not fit the app's
heap beside everything else. A desktop can ask for ``level="expert"``.
"""

from engine.ai import make_player
from engine.ai.view import SeatView


def hint(game, level="hard", seed=1):
    """The action the ``level`` player would take for the seat to move."""
    return make_player(level, seed).choose(SeatView(game, game.to_move))
