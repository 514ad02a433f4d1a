"""
`tools.bench.store_day`
====================================================

A simulated day in a game store: the real ``main_loop.run`` loop in kiosk mode on the desktop board,
headless, on a simulated clock that runs five times faster than the frames (``STEP_MS``).
People walk up at random moments, press random buttons for a while (sometimes playing a few
moves) and walk away; errors are injected
now and then into the engine (``Game.apply``), a view (``BoardView.show_board``) and the save
path (``FileStorage.write``). The day ends after ``games`` attract games. It prints the store's
figures, the errors the app restarted after, the program reloads and the writes of a game to
the storage (there must be none: only a change of settings may write in a store). The screen's
pixels are drawn every ``DRAW_EVERY`` frames only: the app still updates every view each frame.

Then the same number of attract games runs with only the engine and the computer players under
the unix MicroPython (:mod:`tools.bench.attract_games`), and the live heap after the last game must
be no larger than after the first. Run ``python -m tools.bench.store_day [--games N] [--seed N]``
(500 games take about ten minutes); the tests run a short day.
"""

import argparse
import os
import random
import shutil
import sys
import tempfile

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from tools.simulate import REPO  # noqa: E402  (puts lib/ on the path)

sys.path.insert(0, str(REPO))
from adafruit_ticks import ticks_add  # noqa: E402
from shell.frames import FRAME_MS  # noqa: E402

BUTTON_BITS = (1, 2, 4, 8, 16, 32, 64, 128)
STEP_MS = 5 * FRAME_MS   # the day runs fast: each frame is 100 ms of the store's time
DRAW_EVERY = 50   # frames: drawing the screen's pixels on the desktop is most of the time


# The methods errors are injected into: (module, class, method).
INJECTED = (("engine.game", "Game", "apply"), ("latice.board_view", "BoardView", "show_board"))


class DayOver(BaseException):
    """The store closes: ends ``main_loop.run``'s loop, which goes on after any ``Exception``."""


class InjectedError(RuntimeError):
    """An error put into the app on purpose, to see that it goes on."""


class StoreDay:
    """The day's clock, its visitors and its injected errors, as ``main_loop.run``'s frames."""

    def __init__(self, hardware, games, seed, error_rate, frames=None):
        from shell import store_counts

        self.hardware = hardware
        self.games = games
        self.last_frame = frames   # or the day ends after this many frames
        self.random = random.Random(seed)
        self.error_rate = error_rate
        self.store_counts = store_counts
        self.first_game = store_counts.value("attract games")   # the figures last all process long
        self.now = 0
        self.frames = 0
        self.visitor_frames = 0   # frames left of the person at the handheld
        self.injected = 0
        self.late = 0
        self.patched = []   # (class, method name, the method as it was)

    def next_frame(self):
        if self.store_counts.value("attract games") - self.first_game > self.games or (
                self.last_frame is not None and self.frames >= self.last_frame):
            raise DayOver()
        self.frames += 1
        self.now = ticks_add(self.now, STEP_MS)
        self.inject_errors()
        self.visit()
        return self.now

    def inject_errors(self):
        """Wrap the methods of :data:`INJECTED` in every class they are loaded in: after an
        error the app lets a game's code go, and the next game loads it again."""
        for module_name, class_name, name in INJECTED:
            module = sys.modules.get(module_name)
            if module is not None:
                owner = getattr(module, class_name)
                if not getattr(getattr(owner, name), "injects", False):
                    self.patched.append((owner, name, inject(self, owner, name)))

    def visit(self):
        """Someone walks up now and then, presses buttons for a while, and leaves."""
        if self.visitor_frames == 0:
            if self.random.random() < 0.002:
                self.visitor_frames = self.random.randint(10, 300)
            return
        self.visitor_frames -= 1
        if self.random.random() < 0.15:
            self.hardware.key_down(self.random.choice(BUTTON_BITS))
            self.hardware.key_up(self.hardware.held)

    def maybe_fail(self, where):
        if self.random.random() < self.error_rate:
            self.injected += 1
            raise InjectedError("injected into %s" % where)


def inject(day, owner, name):
    """Wrap ``owner.name`` so that now and then it raises an injected error first."""
    original = getattr(owner, name)

    def failing(*args, **kwargs):
        day.maybe_fail("%s.%s" % (owner.__name__, name))
        return original(*args, **kwargs)

    failing.injects = True
    setattr(owner, name, failing)
    return original


def store_day(games=20, seed=1, error_rate=0.0005, frames=None):
    """Play a store day of ``games`` attract games (or ``frames`` frames, if fewer); return its
    figures as a dict."""
    from shell import main_loop
    from shell import store_counts
    from saving.settings_store import SLOT_SPACE
    from boards import desktop

    os.environ["LATICE_KIOSK"] = "1"
    folder = tempfile.mkdtemp(prefix="latice-store-")
    save_path = os.path.join(folder, "save.bin")
    writes = []
    hardware = desktop.Hardware(save_path, quiet=True, seed=seed)
    original_write = desktop.FileStorage.write

    def counted_write(storage, data):
        day.maybe_fail("FileStorage.write")
        before = storage.read(SLOT_SPACE)
        if bytes(data[:SLOT_SPACE]).rstrip(b"\xff") != bytes(before).rstrip(b"\xff"):
            writes.append(len(data))   # a game was written, not only the settings
        return original_write(storage, data)

    day = StoreDay(hardware, games, seed, error_rate, frames)
    draw = hardware.display.refresh

    def refresh_now_and_then():
        if day.frames % DRAW_EVERY == 0:
            draw()

    hardware.display.refresh = refresh_now_and_then
    desktop.FileStorage.write = counted_write
    errors_before = store_counts.value("errors")
    attract_before = store_counts.value("attract games")
    try:
        main_loop.run(hardware, day)
    except DayOver:
        pass
    finally:
        desktop.FileStorage.write = original_write
        for owner, name, original in day.patched:
            setattr(owner, name, original)
        os.environ.pop("LATICE_KIOSK", None)
    return {"attract games": store_counts.value("attract games") - attract_before,
            "errors": store_counts.value("errors") - errors_before, "injected": day.injected,
            "reloads": hardware.restarts, "game writes": len(writes), "frames": day.frames,
            "hours": day.frames * STEP_MS / 3600000.0}


ENGINE_HEAP = 200 * 1024   # the unix VM's fixed heap for the engine's day (64-bit)


def engine_heaps(games, seed=1):
    """The store day's attract games with only the engine and the computer players
    (:mod:`tools.bench.attract_games`), under the unix MicroPython in a fixed heap of
    ``ENGINE_HEAP`` bytes: returns (the live heap after each game, games finished, errors
    injected)."""
    from tools.device.app_micropython import run_unix_program

    folder = tempfile.mkdtemp(prefix="latice-engine-day-")
    try:
        shutil.copytree(REPO / "engine", os.path.join(folder, "engine"))
        shutil.copy(REPO / "tools" / "bench" / "attract_games.py", folder)
        program = ("import sys\nsys.path.insert(0, '')\nimport attract_games\n"
                   "attract_games.run(%d, %d)\n" % (games, seed))
        status, out, err = run_unix_program(folder, program, ENGINE_HEAP)
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    lines = out.splitlines()
    if status != 0 or not lines or not lines[-1].startswith("finished"):
        raise RuntimeError("the engine's store day failed under MicroPython:\n" + out + err)
    heaps = [int(line.split()[2]) for line in lines if line.startswith("heap ")]
    words = lines[-1].split()
    return heaps, int(words[1]), int(words[3])


def main(argv=None):
    parser = argparse.ArgumentParser(
        prog="python -m tools.bench.store_day",
        description="A simulated store day in kiosk mode: random visitors, injected errors.")
    parser.add_argument("--games", type=int, default=500, help="attract games (default 500)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--frames", type=int, default=None,
                        help="end the day after this many frames, if sooner")
    parser.add_argument("--error-rate", type=float, default=0.0005,
                        help="the chance that a wrapped call raises (default 0.0005)")
    args = parser.parse_args(argv)
    day = store_day(args.games, args.seed, args.error_rate, args.frames)
    for name, value in day.items():
        print("%-14s %s" % (name, round(value, 2) if isinstance(value, float) else value))
    heaps, finished, injected = engine_heaps(args.games, args.seed)
    print("The engine and the computer players alone, under the unix MicroPython (64-bit, "
          "a fixed heap of %d bytes): %d attract games, %d finished, %d stopped by an "
          "injected error." % (ENGINE_HEAP, len(heaps), finished, injected))
    print("live heap after the first game %d bytes, after the last %d, at most %d" % (
        heaps[0], heaps[-1], max(heaps)))
    kept_lean = max(heaps) <= heaps[0]
    return 0 if day["game writes"] == 0 and day["errors"] == day["injected"] and kept_lean else 1


if __name__ == "__main__":
    sys.exit(main())
