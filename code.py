"""
`code`
====================================================

The device's entry point: pick the board, build the app, run its loop, a frame at a time on
the one clock. A missing sprite sheet or an unknown board is shown on the screen and printed,
never a bare crash; any other error restarts the app (see :func:`run`).
"""

import os
import time

from adafruit_ticks import ticks_diff, ticks_ms

from boards import UnknownBoard, module_for

SHEET = "assets/sheet.bmp"  # CircuitPython runs code.py in the drive's root folder
FAILURES_BEFORE_RELOAD = 3   # errors within the window below: the program is reloaded
FAILURE_WINDOW_MS = 60000


def show_error(text):
    """Put an error on the built-in display (if there is one) and the serial console."""
    print("error:", text)
    try:
        import board
        from text_view import TextLines, wrap

        lines = TextLines(10)
        lines.show(wrap(text))
        board.DISPLAY.root_group = lines.group
    except (ImportError, AttributeError):
        pass


def sleep_ms(ms):
    time.sleep(ms / 1000)


def main():
    try:
        name = module_for(os.uname().machine)
        module = __import__("boards." + name, None, None, ["Hardware"])
        hardware = module.Hardware()
        from frames import FrameClock
    except (UnknownBoard, ImportError) as error:
        show_error(str(error))
        return
    run(hardware, FrameClock(ticks_ms, sleep_ms))


def start(hardware):
    """The app on ``hardware``, or ``None`` after showing why it cannot start."""
    try:
        from app import App
        from art import ArtError
    except ImportError as error:
        show_error(str(error))
        return None
    try:
        return App(hardware, SHEET)
    except ArtError as error:
        show_error(str(error))
        return None


def run(hardware, frames):
    """The app on ``hardware``, a frame each time ``frames.next_frame()`` gives a time. It
    never stops: an unexpected error is printed with its traceback and the app starts again
    on its first screen; errors that keep coming reload the whole program."""
    app = start(hardware)
    failures = []  # type: list  # the frame times of the recent errors
    starting = False   # an error stopped the app: it starts again in the next frame
    while starting or app is not None:
        now = frames.next_frame()
        try:
            if starting:
                starting = False
                app = start(hardware)   # an error here too is caught, and tried again
            elif app is not None:
                app.step(now)
                hardware.feed()   # the watchdog, on a board that has one
        except Exception as error:  # anything at all: a handheld in a store must go on
            print_error(error)
            from figures import count

            count("errors")
            failures = [when for when in failures if ticks_diff(now, when) < FAILURE_WINDOW_MS]
            failures.append(now)
            if len(failures) >= FAILURES_BEFORE_RELOAD:
                hardware.restart()   # supervisor.reload() on a device
                failures = []
            app = None
            starting = True


def print_error(error):
    """The error and where it happened, on the serial console."""
    try:
        from traceback import print_exception

        print_exception(error, error, error.__traceback__)
    except ImportError:  # MicroPython has it in sys
        import sys

        sys.print_exception(error)  # type: ignore[attr-defined]


if __name__ == "__main__":  # CircuitPython runs code.py as the main module
    main()
