"""
`code`
====================================================

The device's entry point: pick the board, build the app, run its loop, a frame at a time on
the one clock. A missing sprite sheet or an unknown board is shown on the screen and printed,
never a bare crash.
"""

import os
import time

from adafruit_ticks import ticks_ms

from boards import UnknownBoard, module_for

SHEET = "assets/sheet.bmp"  # CircuitPython runs code.py in the drive's root folder


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
    """The app on ``hardware``, a frame each time ``frames.next_frame()`` gives a time."""
    app = start(hardware)
    if app is None:
        return
    while True:
        app.step(frames.next_frame())


if __name__ == "__main__":  # CircuitPython runs code.py as the main module
    main()
