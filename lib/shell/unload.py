"""
`unload`
====================================================

Letting go of code that only one screen or one moment needs. On a handheld an imported
module's code stays in RAM (a few KB a screen) for as long as ``sys.modules`` holds it; once
it is dropped from there, its heap is freed when nothing made from it is in use any more, and
the next ``import`` loads it again.

The app's code has three lifetimes, changed at three moments (:mod:`app`):

- the shell (the app, its screen and button handling, the text lines, the sprite sheet, the
  lights) is imported at start-up and stays;
- a game's code (its screen and views, the session's rules module, the engine and the
  players) is loaded when a game starts; what building its screen and making its players
  loaded is let go when the game ends, before the end's code is loaded (``App.game_over``),
  and the rest at the title
  (``loaded_game``), so the next game, of either kind, has the heap alone;
- a moment's screens (:data:`SCREENS`) are let go each time another screen is shown, and
  what a moment needs beside them (a hint, a refusal's words, the saving code) right after it.
"""

import sys

# The screens the app shows one at a time; the game screen stays for a whole game.
SCREENS = ("title_screen", "setup_screen", "rules_screen", "handoff_screen", "over_screen",
           "match_screen", "diagnostics_screen", "settings_screen", "game_menu", "menu",
           "loaded_game", "standings", "logo", "celebration", "resume_game")
# Saving and loading: needed at the end of a human turn, and at the title.
SAVING = ("saving", "latice_resume", "save_slot", "slot_writer", "settings_store", "engine.blob",
          "engine.blob_writer", "engine.crc", "engine.tile_counts")


def unload(*names):
    """Drop modules from ``sys.modules`` (and a submodule from its package)."""
    for name in names:
        if sys.modules.pop(name, None) is not None:
            package, _, child = name.rpartition(".")
            if package in sys.modules and hasattr(sys.modules[package], child):
                delattr(sys.modules[package], child)
