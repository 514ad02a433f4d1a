"""
`shell.memory`
====================================================

The one place the app lets code go. Why a handheld lets code go at all, and when, is told in
``docs/guide.md`` (section 4).

On a handheld an imported module's code stays in RAM for as long as ``sys.modules`` holds it.
Dropped from there, it is freed once nothing made from it is in use, and the next ``import``
loads it again. :meth:`shell.app.App.hide` calls :func:`let_go` at three moments: a game
starts, the title returns, a screen is replaced. What goes:

- ``screens/`` and ``saving/``, with the engine's modules that set a game up, save it or
  resume it (and the readers of the sprite sheet and the font, and the kiosk's banner's
  label): unless ``keep`` names them (a game keeps its save and its hand-off). The screen on
  show keeps its own code alive while it is used;
- ``latice/``, ``tactic/`` and the engine: all but the modules the game in play needs (its
  rules, its players, its screen: ``keep``). What a game loads for a moment (a hint, a
  refusal's reasons) goes at the next screen;
- ``shell/`` and ``views/``: never.
"""

import gc
import sys

_SHORT_LIVED = {"screens", "saving", "adafruit_imageload", "adafruit_bitmap_font"}
# The engine's modules that a game needs only to be set up, saved or resumed:
_NOT_KEPT = {"engine.setup", "engine.tactic.setup",
             "engine.blob", "engine.blob_writer", "engine.crc", "engine.tile_counts",
             "engine.tactic.blob", "engine.tactic.position", "engine.tactic.notation",
             "views.font_reader"}   # (and the font's reader)
_GAME_CODE = {"latice", "tactic", "engine"}
# The engine's modules that Tactic Tiles' engine imports too:
_SHARED_ENGINE = ("engine.tiles", "engine.rng", "engine.crc")
# What the names of the modules inside those packages start with:
_SHORT_LIVED_INSIDE = tuple(package + "." for package in _SHORT_LIVED)
_GAME_CODE_INSIDE = tuple(package + "." for package in _GAME_CODE)
# What a let-go lets go unless kept: every name above, and what the packages hold.
_GOES = _SHORT_LIVED | _NOT_KEPT | _GAME_CODE
_GOES_INSIDE = _SHORT_LIVED_INSIDE + _GAME_CODE_INSIDE
_last = [None, 0]   # the last let-go's keep and how many modules it left


def code_of_game(game):
    """The names of the loaded modules of ``game`` ("latice" or "tactic"): its package and
    its part of the engine."""
    if game == "tactic":
        return [name for name in sys.modules if name.split(".")[0] == "tactic"
                or name.startswith("engine.tactic") or name in _SHARED_ENGINE]
    return [name for name in sys.modules if name.split(".")[0] in ("latice", "engine")
            and not name.startswith("engine.tactic")]


def lasting(names):
    """Of the module ``names``, those a game may keep for all its turns: not a screen's or
    the saving code (a game keeps its save on purpose: :meth:`shell.app.App.begin`), nor the
    engine's code that sets a game up, saves it or resumes it."""
    return {name for name in names
            if not (name in _SHORT_LIVED or name.startswith(_SHORT_LIVED_INSIDE)
                    or name in _NOT_KEPT)}


def let_go(keep=(), collect=False):
    """Let go of the short-lived code but the modules named in ``keep`` (a set). With
    ``collect``, the garbage is collected now, before the next big thing is loaded into its
    place (otherwise the collector runs when the heap is next short). Nothing is looked at
    when no module was loaded since the last time, with the same ``keep``: a screen change
    can come after another in the same frame."""
    if not collect and _last[0] is keep and _last[1] == len(sys.modules):
        return
    # Asked of every loaded module at each screen change, so it makes no new string (each
    # one is looked up in the names the VM keeps, a search through all of them): prefixes,
    # not the name split at its dots; sets, not lists (the game's modules tried in a list of
    # them took a let-go about 10 ms on a device); one expression, not a call per module.
    going = [name for name in sys.modules
             if name not in keep and (name in _GOES or name.startswith(_GOES_INSIDE))]
    for name in going:
        del sys.modules[name]
        package, _, child = name.rpartition(".")
        if package in sys.modules and hasattr(sys.modules[package], child):
            delattr(sys.modules[package], child)
    _last[0] = keep
    _last[1] = len(sys.modules)
    if collect:
        gc.collect()
