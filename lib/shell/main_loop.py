"""
`shell.main_loop`
====================================================

What ``code.py`` starts: pick the board, build the app, run its loop, a frame at a time on
the one clock. A missing sprite sheet or font or an unknown board is shown on the screen and
printed (without a font, on CircuitPython's own console, which the screen shows at start-up),
never a bare crash; any other error restarts the app (see :func:`run`).
"""

from micropython import const

import os
import time

from adafruit_ticks import ticks_diff, ticks_ms

from boards import UnknownBoard, module_for

SHEET = "assets/sheet.bmp"  # CircuitPython runs code.py in the drive's root folder
_FAILURES_BEFORE_RELOAD = const(3)  # errors within the window below: the program is reloaded
_FAILURE_WINDOW_MS = const(60000)


def show_error(text):
    """Put an error on the built-in display (if there is one) and the serial console."""
    print("error:", text)
    try:
        import board
        from views.text_view import TextLines, wrap

        lines = TextLines(12)
        lines.show(wrap(text))
        board.DISPLAY.root_group = lines.group
    except (ImportError, AttributeError, OSError):
        pass   # no display, or no font to write with: the printed line is what shows


def sleep_ms(ms):
    time.sleep(ms / 1000)


def main():
    try:
        name = module_for(os.uname().machine)
        module = __import__("boards." + name, None, None, ["Hardware"])
        hardware = module.Hardware()
        from shell.frames import FrameClock
    except (UnknownBoard, ImportError) as error:
        show_error(str(error))
        return
    run(hardware, FrameClock(ticks_ms, sleep_ms))


def start(hardware):
    """The app on ``hardware``, or ``None`` after showing why it cannot start."""
    try:
        from shell.app import App
    except ImportError as error:
        show_error(str(error))
        return None
    try:
        app = App(hardware, SHEET)
    except OSError as error:   # a missing or damaged sprite sheet (ArtError) or font (FontError)
        show_error(str(error))
        return None
    print_heap()
    return app


def print_heap():
    """What the heap has left once the app is up, on the serial console: the figures the
    first real board can tell us (their code goes with the title)."""
    from screens.heap_figures import heap_figures

    free, largest = heap_figures()
    if free is not None:
        print("heap: %d bytes free, largest block %d" % (free, largest))


def run(hardware, frames):
    """The app on ``hardware``, a frame each time ``frames.next_frame()`` gives a time, for
    as long as it runs (on a device: for ever)."""
    runner = Runner(hardware)
    while runner.running():
        runner.step(frames.next_frame())


class Runner:
    """The device's loop a frame at a time: :func:`run` calls :meth:`step` on a device, and
    the web page calls it from the browser's own frames. An unexpected error is printed with
    its traceback and the app starts again on its first screen in the next frame; errors that
    keep coming reload the whole program."""

    def __init__(self, hardware):
        self.hardware = hardware
        self.app = start(hardware)
        self.failures = 0      # errors since the first of them, within the window
        self.first_failure = 0
        self.starting = False  # an error stopped the app: it starts again in the next frame

    def running(self):
        return self.starting or self.app is not None

    def step(self, now):
        """One frame at ``now`` (ms)."""
        hardware = self.hardware
        try:
            if self.starting:
                self.starting = False
                hardware.display.root_group = None   # the failed app's screen goes with it
                self.app = start(hardware)   # an error here too is caught, and tried again
            elif self.app is not None:
                self.app.step(now)
                hardware.feed()   # the watchdog, on a board that has one
        except Exception as error:  # anything at all: a handheld in a store must go on
            self.app = None   # let go of what the failed app held: the report needs the heap
            self.starting = True
            recover(error)
            if self.failures == 0 or ticks_diff(now, self.first_failure) >= _FAILURE_WINDOW_MS:
                self.failures = 0
                self.first_failure = now
            self.failures += 1
            if self.failures >= _FAILURES_BEFORE_RELOAD:
                self.failures = 0
                hardware.restart()   # supervisor.reload() on a device


def recover(error):
    """Report an error that stopped the app (:mod:`shell.error_report`). Nothing escapes from
    here, however little heap is left: at the least the error's type name is printed."""
    try:
        from shell.error_report import report

        report(error)
    except Exception:  # no heap even to load the report
        try:
            print("error:", type(error).__name__)
        except Exception:
            pass

