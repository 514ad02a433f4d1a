"""
`tools.store_day`
====================================================

A simulated day in a game store: the real ``code.run`` loop in kiosk mode on the desktop board,
headless, on a simulated clock that runs five times faster than the frames (``STEP_MS``). People walk up at random moments, press
random buttons for a while (sometimes playing a few moves) and walk away; errors are injected
now and then into the engine (``Game.apply``), a view (``BoardView.show_board``) and the save
path (``FileStorage.write``). The day ends after ``games`` attract games. It prints the store's
figures, the errors the app restarted after, the program reloads and the writes of a game to
the storage (there must be none: only a change of settings may write in a store). Run ``python -m tools.store_day [--games N] [--seed N]`` (500 games take a while); the
tests run a short day.
"""

import argparse
import os
import random
import sys
import tempfile

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from tools.simulate import REPO  # noqa: E402  (puts lib/ on the path)

sys.path.insert(0, str(REPO))
from adafruit_ticks import ticks_add  # noqa: E402
from frames import FRAME_MS  # noqa: E402

BUTTON_BITS = (1, 2, 4, 8, 16, 32, 64, 128)
STEP_MS = 5 * FRAME_MS   # the day runs fast: each frame is 100 ms of the store's time


class DayOver(BaseException):
    """The store closes: ends ``code.run``'s loop, which goes on after any ``Exception``."""


class InjectedError(RuntimeError):
    """An error put into the app on purpose, to see that it goes on."""


class StoreDay:
    """The day's clock, its visitors and its injected errors, as ``code.run``'s frames."""

    def __init__(self, hardware, games, seed, error_rate, frames=None):
        import figures

        self.hardware = hardware
        self.games = games
        self.last_frame = frames   # or the day ends after this many frames
        self.random = random.Random(seed)
        self.error_rate = error_rate
        self.figures = figures
        self.first_game = figures.value("attract games")   # the figures last all process long
        self.now = 0
        self.frames = 0
        self.visitor_frames = 0   # frames left of the person at the handheld
        self.injected = 0
        self.late = 0

    def next_frame(self):
        if self.figures.value("attract games") - self.first_game > self.games or (
                self.last_frame is not None and self.frames >= self.last_frame):
            raise DayOver()
        self.frames += 1
        self.now = ticks_add(self.now, STEP_MS)
        self.visit()
        return self.now

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

    setattr(owner, name, failing)
    return original


def store_day(games=20, seed=1, error_rate=0.0005, frames=None):
    """Play a store day of ``games`` attract games (or ``frames`` frames, if fewer); return its
    figures as a dict."""
    import board_view
    import code
    import figures
    from settings_store import SLOT_SPACE
    from boards import desktop

    from engine import game as engine_game

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
    patched = [(engine_game.Game, "apply", inject(day, engine_game.Game, "apply")),
               (board_view.BoardView, "show_board",
                inject(day, board_view.BoardView, "show_board"))]
    desktop.FileStorage.write = counted_write
    errors_before = figures.value("errors")
    attract_before = figures.value("attract games")
    try:
        code.run(hardware, day)
    except DayOver:
        pass
    finally:
        desktop.FileStorage.write = original_write
        for owner, name, original in patched:
            setattr(owner, name, original)
        os.environ.pop("LATICE_KIOSK", None)
    return {"attract games": figures.value("attract games") - attract_before,
            "errors": figures.value("errors") - errors_before, "injected": day.injected,
            "reloads": hardware.restarts, "game writes": len(writes), "frames": day.frames,
            "hours": day.frames * STEP_MS / 3600000.0}


def main(argv=None):
    parser = argparse.ArgumentParser(
        prog="python -m tools.store_day",
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
    return 0 if day["game writes"] == 0 and day["errors"] == day["injected"] else 1


if __name__ == "__main__":
    sys.exit(main())
