"""
`game_code`
====================================================

Letting go of both games' code at the title (and between a store's attract games): each game
loads its own when it begins, so a game of either has the heap it would have alone. Loaded by
the title and the kiosk only, and let go with the screens (``unload.SCREENS``).
"""

import sys

from unload import unload

# Latice's game: its screen, its parts and what plays it (see :func:`unload_games`).
GAME_SCREENS = ("game_screen", "board_view", "rack_view", "side_panel", "clock_view",
                "exchange_picker", "session", "words", "game_clock", "match", "lessons")
# The engine modules both games use, kept at the title.
SHARED_ENGINE = ("engine.tiles", "engine.rng", "engine.crc")


def unload_games():
    """Let go of Tactic Tiles' code (the app's ``tactic_*`` modules and ``engine.tactic``) and
    Latice's (its game screen, session and players, and the engine but for what Tactic Tiles
    shares)."""
    unload(*[name for name in sys.modules if name.startswith("tactic")
             or (name.startswith("engine.") and name not in SHARED_ENGINE)] + list(GAME_SCREENS))
