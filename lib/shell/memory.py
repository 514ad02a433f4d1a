"""
`shell.memory`
====================================================

The one place the app lets code go, and reads what the heap has left. Why a handheld lets
code go at all, and when, is told in ``docs/guide.md`` ("Memory").

On a handheld an imported module's code stays in RAM for as long as ``sys.modules`` holds it.
Dropped from there, it is freed once nothing made from it is in use, and the next ``import``
loads it again. :meth:`shell.app.App.hide` calls :func:`let_go` at three moments: a game
starts, the title returns, a screen is replaced. What goes:

- ``screens/`` and ``saving/``, with the engine's saving modules (and the sprite sheet's
  reader): always. The screen on show keeps its own code alive while it is used;
- ``latice/``, ``tactic/`` and the engine: all but the modules the game in play needs (its
  rules, its players, its screen: ``keep``). What a game loads for a moment (a hint, a
  refusal's reasons) goes at the next screen;
- ``shell/`` and ``views/``: never.
"""

from micropython import const

import gc
import sys

_ALWAYS_GO = ("screens", "saving", "adafruit_imageload")
# The engine's modules that only saving and resuming use, either game's:
_SAVING_ENGINE = ("engine.blob", "engine.blob_writer", "engine.crc", "engine.tile_counts",
                  "engine.tactic.blob", "engine.tactic.position", "engine.tactic.notation")
_GAME_CODE = ("latice", "tactic", "engine")
# The engine's modules that Tactic Tiles' engine imports too:
_SHARED_ENGINE = ("engine.tiles", "engine.rng", "engine.crc")


def package_of(name):
    return name.split(".")[0]


def loaded():
    """The names of the modules loaded now."""
    return list(sys.modules)


def loaded_since(before):
    """The names of the modules loaded since ``before`` (a list from :func:`loaded`)."""
    return [name for name in sys.modules if name not in before]


def code_of_game(game):
    """The loaded modules of ``game`` ("latice" or "tactic"): its package and its part of the
    engine."""
    return [name for name in sys.modules if belongs_to(name, game)]


def belongs_to(name, game):
    if game == "tactic":
        return (package_of(name) == "tactic" or name.startswith("engine.tactic")
                or name in _SHARED_ENGINE)
    return package_of(name) in ("latice", "engine") and not name.startswith("engine.tactic")


def let_go(keep=(), collect=False):
    """Let go of the short-lived code but the modules named in ``keep``. With ``collect``,
    the garbage is collected now, before the next big thing is loaded into its place
    (otherwise the collector runs when the heap is next short)."""
    for name in [name for name in sys.modules if goes(name, keep)]:
        del sys.modules[name]
        package, _, child = name.rpartition(".")
        if package in sys.modules and hasattr(sys.modules[package], child):
            delattr(sys.modules[package], child)
    if collect:
        gc.collect()


def goes(name, keep):
    package = package_of(name)
    return (package in _ALWAYS_GO or name in _SAVING_ENGINE
            or (package in _GAME_CODE and name not in keep))


def hold_block(size):
    """A ``bytearray(size)`` held in one piece, or ``None`` when the heap has no block that
    large. Held between games, it keeps what the title and the setup load and let go from
    cutting through the place the next game's code goes (a fragmented heap fails a large
    allocation with plenty free)."""
    try:
        # Collected inside the try: MicroPython fills a call's slot for a try only when the
        # try begins, and until then the slot holds whatever an earlier call left there,
        # which the collector counts as in use.
        gc.collect()
        return bytearray(size)
    except MemoryError:
        return None


# -- what the heap has left ------------------------------------------------------------------

STEP = 256          # how close the search for the largest block comes, in bytes
_MOST = const(96 * 1024)  # the largest block looked for: more than a PyBadge's 65,536 B area


def heap_figures():
    """(free bytes, largest block) after a collection, or ``(None, None)`` where the VM cannot
    say (CPython has no ``gc.mem_free``). Printed at start-up and on the Diagnostics screen:
    the figures the first real board can tell us."""
    gc.collect()
    if not hasattr(gc, "mem_free"):
        return None, None
    free = gc.mem_free()
    return free, largest_block(free)


def largest_block(free, allocate=bytearray):
    """The largest ``allocate(size)`` that succeeds, from 0 to ``free`` bytes (at most
    ``_MOST``), to ``STEP``. Neither CircuitPython nor MicroPython can say it directly, so
    trial blocks are made and dropped, halving the step each time; a collection at the end
    frees them all. On CircuitPython, whose heap grows, it is the largest block the heap gives
    now, grown or not."""
    fits, fails = 0, min(free, _MOST) + 1
    while fails - fits > STEP:
        size = (fits + fails) // 2
        if fits_now(size, allocate):
            fits = size
        else:
            fails = size
    # The same calls again with a small block write over any stale copy of the last big
    # block's address that they left below the stack's top, where the GC may still look.
    fits_now(STEP, allocate)
    gc.collect()
    return fits


def fits_now(size, allocate):
    """Whether ``allocate(size)`` succeeds, made in this function's own frame: a copy of the
    block's address left in the searching frame would keep the whole block alive."""
    try:
        allocate(size)
        return True
    except MemoryError:
        return False
