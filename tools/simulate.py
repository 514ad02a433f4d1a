"""
`tools.simulate`
====================================================

The handheld app in a desktop window: ``python -m tools.simulate``. Keys: arrows, Z (A),
X (B), Enter (Start), Backspace (Select). ``--script FILE`` plays a list of button presses
instead of the keyboard (a line is ``BUTTON [COUNT]``, ``hold BUTTON`` (down for
``HOLD_PRESS_MS``), ``wait MS`` or ``shot NAME``; ``#`` starts a comment), ``--screenshot
DIR`` saves a PNG of every screen, ``--headless`` runs with no window. Scripted runs use a
simulated clock, so they repeat exactly; the window runs on the real one, paced as on a
device.
"""

import argparse
import os
import sys
import tempfile
from pathlib import Path

from tools.lib_path import REPO, put_lib_on_path

put_lib_on_path()  # the app's modules import each other as on a device
from adafruit_ticks import ticks_add  # noqa: E402
from shell.frames import FRAME_MS  # noqa: E402

PRESS_MS = 40   # how long a scripted press holds its button down
HOLD_PRESS_MS = 600   # how long a scripted hold keeps its button down: past buttons.HOLD_MS
SCRIPT_BUTTONS = ("up", "down", "left", "right", "a", "b", "start", "select")


def parse_script(text):
    """Script lines into steps: ("press", mask, count), ("hold", mask), ("wait", ms) or
    ("shot", name)."""
    from shell import buttons

    masks = {name: bit for bit, name in buttons.NAMES.items()}
    steps: list[tuple] = []
    for number, line in enumerate(text.splitlines(), 1):
        words = line.split("#", 1)[0].split()
        if not words:
            continue
        try:
            if words[0] == "wait" and len(words) == 2:
                steps.append(("wait", int(words[1])))
            elif words[0] == "hold" and len(words) == 2 and words[1] in masks:
                steps.append(("hold", masks[words[1]]))
            elif words[0] == "shot" and len(words) == 2:
                steps.append(("shot", words[1]))
            elif words[0] in masks and len(words) <= 2:
                steps.append(("press", masks[words[0]], int(words[1]) if len(words) == 2
                              else 1))
            else:
                raise ValueError
        except ValueError:
            raise ValueError("script line %d: expected BUTTON [COUNT], hold BUTTON, wait MS or "
                             "shot NAME (buttons: %s), not %r"
                             % (number, ", ".join(SCRIPT_BUTTONS), line))
    return steps


class Simulator:
    """The app on the desktop board, driven by a simulated clock: every frame is
    ``FRAME_MS`` after the last."""

    def __init__(self, save_path, screenshot_dir=None, quiet=True, seed=None,
                 sheet=REPO / "assets" / "sheet.bmp"):
        from shell.app import App
        from boards.desktop import Hardware

        self.hardware = Hardware(save_path, quiet=quiet, seed=seed)
        self.app = App(self.hardware, str(sheet))
        self.now = 0
        self.shots = Path(screenshot_dir) if screenshot_dir else None
        self.shot_count = 0
        self.last_screen = None
        self.frame()

    def frame(self):
        self.app.step(self.now)
        self.now = ticks_add(self.now, FRAME_MS)
        name = type(self.app.screen).__name__
        if self.shots is not None and self.app.screen is not self.last_screen:
            self.last_screen = self.app.screen
            self.shoot(name)

    def shoot(self, name):
        if self.shots is None:
            return
        self.shots.mkdir(parents=True, exist_ok=True)
        self.shot_count += 1
        self.hardware.screenshot(str(self.shots / ("%03d-%s.png" % (self.shot_count, name))))

    def press(self, button, count=1):
        """Press and release a button ``count`` times, each held for ``PRESS_MS``."""
        for _ in range(count):
            self.hardware.key_down(button)
            self.wait(PRESS_MS)
            self.hardware.key_up(button)
            self.frame()

    def hold(self, button):
        """Hold a button down for ``HOLD_PRESS_MS``, then let it go."""
        self.hardware.key_down(button)
        self.wait(HOLD_PRESS_MS)
        self.hardware.key_up(button)
        self.frame()

    def wait(self, ms):
        for _ in range(max(1, ms // FRAME_MS)):
            self.frame()

    def run_script(self, steps):
        for step in steps:
            if step[0] == "press":
                self.press(step[1], step[2])
            elif step[0] == "hold":
                self.hold(step[1])
            elif step[0] == "wait":
                self.wait(step[1])
            elif self.shots is not None:
                self.shots.mkdir(parents=True, exist_ok=True)
                self.hardware.screenshot(str(self.shots / (step[1] + ".png")))


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python -m tools.simulate",
                                     description="Play Latice in a desktop window.")
    parser.add_argument("--script", help="a file of button presses to play")
    parser.add_argument("--screenshot", metavar="DIR", help="save a PNG of every screen")
    parser.add_argument("--headless", action="store_true", help="no window (SDL dummy)")
    parser.add_argument("--seed", type=int, help="a fixed seed, so games repeat")
    parser.add_argument("--save", help="the save file (default ~/.latice-save.bin; a scripted "
                                        "run uses a new temporary file, never the player's)")
    args = parser.parse_args(argv)
    if args.headless or args.script:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    steps = None
    if args.script:
        try:
            steps = parse_script(Path(args.script).read_text())
        except (OSError, ValueError) as error:
            print("error: %s" % error, file=sys.stderr)
            return 2
    if args.save is None and args.script:
        with tempfile.TemporaryDirectory() as folder:
            return run(args, steps, os.path.join(folder, "save.bin"))
    return run(args, steps, args.save or str(Path.home() / ".latice-save.bin"))


def run(args, steps, save_path):
    """The script's steps, or the window, with the save at ``save_path``."""
    from shell.art import ArtError

    try:
        simulator = Simulator(save_path, args.screenshot, quiet=False, seed=args.seed)
    except ArtError as error:
        print("error: %s (run python -m tools.art.pack_sprites)" % error, file=sys.stderr)
        return 2
    if steps is not None:
        simulator.run_script(steps)
        return 0
    return play_in_window(simulator)


def play_in_window(simulator):
    """The app on the real clock, paced as on a device, until the window closes."""
    import time

    from adafruit_ticks import ticks_ms
    from shell.frames import FrameClock

    hardware = simulator.hardware
    frames = FrameClock(ticks_ms, lambda ms: time.sleep(ms / 1000))
    while not hardware.closed:
        simulator.app.step(frames.next_frame())
        if hardware.display.check_quit(delay=0):
            break
    return 0


if __name__ == "__main__":
    sys.exit(main())
