"""
`unload`
====================================================

Letting go of code that only one screen or one moment needs. On a handheld an imported
module's code stays in RAM (a few KB a screen) for as long as ``sys.modules`` holds it; once
it is dropped from there, its heap is freed when nothing made from it is in use any more, and
the next ``import`` loads it again.
"""

import sys

# The screens the app shows one at a time; the game screen stays for a whole game.
SCREENS = ("title_screen", "setup_screen", "rules_screen", "handoff_screen", "over_screen",
           "match_screen", "diagnostics_screen", "settings_screen", "game_menu", "menu",
           "game_code")
# Saving and loading: needed at the end of a human turn, and at the title.
SAVING = ("saving", "save_slot", "settings_store", "engine.blob", "engine.crc",
          "engine.tile_counts")


def unload(*names):
    """Drop modules from ``sys.modules`` (and a submodule from its package)."""
    for name in names:
        if sys.modules.pop(name, None) is not None:
            package, _, child = name.rpartition(".")
            if package in sys.modules and hasattr(sys.modules[package], child):
                delattr(sys.modules[package], child)
