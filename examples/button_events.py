"""
`examples/button_events.py`
====================================================

One idea: a board only reports which buttons were pressed since the last frame and which are
held now; ``ButtonEvents`` (``lib/shell/buttons.py``) turns that into events over time: one
``press`` for every press, then ``repeat`` while a direction stays held (after 400 ms, every
120 ms), as the cursor needs.

Run it from the repository's root::

    python examples/button_events.py          # a window: press keys, watch the terminal
    python examples/button_events.py --demo   # a tap and a long hold on a simulated clock

In the window: arrows, Z = A, X = B, Enter = Start, Backspace = Select; close it to stop.
"""

import argparse
import os
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)  # import the project's packages ...
from tools.lib_path import put_lib_on_path  # noqa: E402

put_lib_on_path()  # ... and the app's modules, from lib/'s packages

from adafruit_ticks import ticks_ms  # noqa: E402

from boards import A, LEFT  # noqa: E402
from shell.buttons import NAMES, ButtonEvents  # noqa: E402
from shell.frames import FRAME_MS, FrameClock  # noqa: E402

# The demo: at these times (ms), (buttons pressed since the last frame, buttons held now).
SCRIPT = {
    100: ([A], 0),           # a tap: A went down and up again between two frames
    300: ([LEFT], LEFT),     # LEFT goes down and stays down...
    1100: ([], 0),           # ...until here
}
DEMO_MS = 1300


def show(now, events):
    for button, kind in events:
        print("%5d ms  %-6s %s" % (now, NAMES[button], kind))


def demo():
    """The script, one frame every FRAME_MS on a clock that is only a number."""
    events = ButtonEvents()
    held = 0
    for now in range(0, DEMO_MS, FRAME_MS):
        presses, held = SCRIPT.get(now, ([], held))
        show(now, events.update(presses, held, now))


def window():
    """The desktop board's keys, one frame every FRAME_MS on the real clock."""
    from boards.desktop import Hardware  # only here: the demo needs no window

    hardware = Hardware(save_path=None)  # the desktop board; this example saves nothing
    events = ButtonEvents()
    frames = FrameClock(ticks_ms, lambda ms: time.sleep(ms / 1000))
    print("press keys in the window; close it to stop")
    while not hardware.closed:
        now = frames.next_frame()
        presses, held = hardware.read_buttons()
        show(now, events.update(presses, held, now))


def main():
    parser = argparse.ArgumentParser(description="Button presses as events over time.")
    parser.add_argument("--demo", action="store_true", help="a scripted tap and hold")
    if parser.parse_args().demo:
        demo()
    else:
        window()


if __name__ == "__main__":
    main()
