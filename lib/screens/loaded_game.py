"""
`loaded_game`
====================================================

Which game's code is in memory. Latice's game modules are loaded when the app starts, while
the heap is whole (``app.py``), and stay while only Latice is played. A game of Tactic Tiles
lets them go first (:func:`unload_latice`); Latice's next game loads them again, a module at a
time. Tactic Tiles' code is let go at the title (:func:`unload_tactic`). So either game has
the heap alone. Loaded by the title, the kiosk and Tactic Tiles' start only, and let go with
the screens.
"""

import sys

from unload import unload, unload_folder, unload_saving

# The engine's modules that Tactic Tiles' engine imports too: they stay when Latice's go.
SHARED_ENGINE = ("engine.tiles", "engine.rng", "engine.crc")


def unload_tactic():
    """Let go of Tactic Tiles' code: ``lib/tactic/`` and ``engine.tactic``."""
    unload_folder("tactic")
    unload(*[name for name in sys.modules if name.startswith("engine.tactic")])


def unload_latice():
    """Let go of Latice's game code: ``lib/latice/`` and the engine, but for ``engine.tactic``
    and what it shares."""
    unload_folder("latice")
    unload(*[name for name in sys.modules if name.startswith("engine.")
             and not name.startswith("engine.tactic") and name not in SHARED_ENGINE])


def unload_games_and_screens():
    """Let go of both games' code, every screen's and the saving code, as at power-on: the
    shell alone stays."""
    unload_tactic()
    unload_latice()
    unload_folder("screens")
    unload_saving()
