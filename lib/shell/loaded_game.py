"""
`loaded_game`
====================================================

Which game's code is in memory. Latice's game modules are loaded when the app starts, while
the heap is whole (``app.py``), and stay while only Latice is played. A game of Tactic Tiles
lets them go first (:func:`unload_latice`); Latice's next game loads them again, a module at a
time. Tactic Tiles' code is let go at the title (:func:`unload_tactic`). So either game has
the heap alone. Loaded by the title, the kiosk and Tactic Tiles' start only, and let go with
the screens (``unload.SCREENS``).
"""

import sys

from unload import SCREENS, unload

# Latice's game in lib/: its rules, its screen, its parts and what plays it. (The session, its
# clock and the computer turns are the shell both games share: they stay.)
LATICE_GAME = ("latice_rules", "game_screen", "board_view", "rack_view", "side_panel",
               "clock_view", "exchange_picker", "words", "match", "lessons")
# The engine modules both games use.
SHARED_ENGINE = ("engine.tiles", "engine.rng", "engine.crc")


def is_tactic(name):
    return name.startswith("tactic") or name.startswith("engine.tactic")


def unload_tactic():
    """Let go of Tactic Tiles' code: the app's ``tactic_*`` modules and ``engine.tactic``."""
    unload(*[name for name in sys.modules if is_tactic(name)])


def unload_latice():
    """Let go of Latice's game code: its game screen, session and players, and the engine but
    for what Tactic Tiles shares."""
    unload(*[name for name in sys.modules if name.startswith("engine.")
             and not is_tactic(name) and name not in SHARED_ENGINE] + list(LATICE_GAME))


def unload_games_and_screens():
    """Let go of both games' code and every screen's, as at power-on: the shell alone stays."""
    unload_tactic()
    unload_latice()
    unload(*SCREENS)
