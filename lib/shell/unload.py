"""
`unload`
====================================================

Letting go of code that only one screen or one moment needs. On a handheld an imported
module's code stays in RAM (a few KB a screen) for as long as ``sys.modules`` holds it; once
it is dropped from there, its heap is freed when nothing made from it is in use any more, and
the next ``import`` loads it again.

The packages of ``lib/`` are the app's code by how long it stays (``lib/README.md``):

- ``shell/`` and ``views/``: the app and what every screen draws with, kept once imported
  (but for the reader of the long texts' pages, let go once a page is read);
- ``latice/`` and ``tactic/``: one game's code, with the engine's modules it loads, let go at
  the title, or when a game of the other kind starts (:mod:`shell.loaded_game`); what
  building a game's screen and making its players loaded also goes when the game ends
  (``App.game_over``);
- ``screens/``: every screen but a game's, and what only they draw; the whole package is let
  go each time a screen is shown (:meth:`shell.app.App.show`: the screen on show keeps its own
  code alive while it is used);
- ``saving/``: the save slot's code and each game's saving, let go right after a save or a
  resume (:func:`unload_saving`).

The engine is one package, split by the rules its modules hold, so the few of its modules
that the device keeps for a shorter time than the game's are named where they are let go
(here, and in :mod:`shell.loaded_game`). What only one moment of a game needs (a hint, a
refusal's reasons) is let go by that moment's code.
"""

import sys


def unload(*names):
    """Drop modules from ``sys.modules`` (and a submodule from its package)."""
    for name in names:
        if sys.modules.pop(name, None) is not None:
            package, _, child = name.rpartition(".")
            if package in sys.modules and hasattr(sys.modules[package], child):
                delattr(sys.modules[package], child)


def unload_package(package):
    """Drop the package ``package`` of ``lib/`` and every module of it (by their names, which
    a frozen module has too)."""
    unload(*[name for name in sys.modules
             if name == package or name.startswith(package + ".")])


def unload_saving():
    """Let go of a save's or a resume's code: ``lib/saving/`` and the engine's modules that
    only saving and resuming use, either game's."""
    unload_package("saving")
    unload("engine.blob", "engine.blob_writer", "engine.crc", "engine.tile_counts",
           "engine.tactic.blob", "engine.tactic.position", "engine.tactic.notation",
           "engine.tactic.setup")
