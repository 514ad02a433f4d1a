"""
`engine.ai`
====================================================

Computer players for Latice at four levels (``easy``, ``medium``, ``hard``, ``expert``), and
hints for human seats. They read only a :class:`engine.ai.view.SeatView` (what one seat may
see) and use the engine's public API on a sampled copy of the game.

:func:`make_player` is the way in: it sits above :mod:`engine.ai.players`,
:mod:`engine.ai.hard` and :mod:`engine.ai.expert` (which builds on the hard player), so none of
them imports it back.
"""

# Bound here by name: letting go of the module (lib/shell/memory.py) then leaves these in place.
from engine.ai.players import EasyPlayer, MediumPlayer

LEVELS = ("easy", "medium", "hard", "expert")


def make_player(level, seed=1):
    """A computer player by level name: ``easy``, ``medium``, ``hard`` or ``expert`` (the
    hard and the expert's modules are loaded only when asked for)."""
    if level == "hard":
        from engine.ai.hard import HardPlayer

        return HardPlayer(seed)
    if level == "expert":
        from engine.ai.expert import ExpertPlayer

        return ExpertPlayer(seed)
    if level in LEVELS:
        return (EasyPlayer, MediumPlayer)[LEVELS.index(level)](seed)
    raise ValueError("unknown level %r (expected easy, medium, hard or expert)" % (level,))
