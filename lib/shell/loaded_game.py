"""
`loaded_game`
====================================================

Which game's code is in memory. A game's code (``lib/latice/`` or ``lib/tactic/``, and the
engine's modules it imports) is loaded when the game starts. A game of Tactic Tiles lets
Latice's go first (:func:`unload_latice`), and a resumed game of it too; the title lets both go
(:func:`unload_games_and_screens`), and the kiosk Tactic Tiles' (:func:`unload_tactic`). So
either game has the heap alone.
"""

import sys

from shell.unload import unload, unload_package, unload_saving

# The engine's modules that Tactic Tiles' engine imports too: they stay when Latice's go.
SHARED_ENGINE = ("engine.tiles", "engine.rng", "engine.crc")


def unload_tactic():
    """Let go of Tactic Tiles' code: ``lib/tactic/`` and ``engine.tactic``."""
    unload_package("tactic")
    unload(*[name for name in sys.modules if name.startswith("engine.tactic")])


def unload_latice():
    """Let go of Latice's game code: ``lib/latice/`` and the engine, but for ``engine.tactic``
    and what it shares."""
    unload_package("latice")
    unload(*[name for name in sys.modules if name.startswith("engine.")
             and not name.startswith("engine.tactic") and name not in SHARED_ENGINE])


def unload_games_and_screens():
    """Let go of both games' code, every screen's and the saving code, as at power-on: the
    shell alone stays."""
    unload_tactic()
    unload_latice()
    unload_package("screens")
    unload_saving()
