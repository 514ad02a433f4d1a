"""
`lights`
====================================================

The board's LEDs as feedback: they light for a moment when a move earns stones (orange); a win
flashes them green (:mod:`screens.celebration`, through :meth:`Lights.flash`). They listen to the
session's changes and keep time by the app's clock, the frame time they are given.
"""

from adafruit_ticks import ticks_add, ticks_diff

LIGHT_MS = 500        # how long the LEDs show what a move earned
STONES_COLOUR = 0xFF8000
WIN_COLOUR = 0x00FF00


BRIGHTNESS_SHIFT = (8, 3, 0)   # off, low (an eighth), high: each channel shifted right


class Lights:
    """:param hardware: a board's ``Hardware`` (its ``light(colour)``)"""

    def __init__(self, hardware):
        self.hardware = hardware
        self.now = 0
        self.off_at = None
        self.brightness = 2   # an index into BRIGHTNESS_SHIFT (the settings' LED brightness)

    def tick(self, now):
        """The frame's time; turns the LEDs off when their moment is over."""
        self.now = now
        if self.off_at is not None and ticks_diff(now, self.off_at) >= 0:
            self.off_at = None
            self.hardware.light(0)

    def on_change(self, change):
        report = change.report
        if report is not None and (report.sunstones > 0 or report.halfstones > 0):
            self.flash(STONES_COLOUR)

    def flash(self, colour, ms=LIGHT_MS):
        """Light the LEDs in ``colour`` (at the set brightness) for ``ms``."""
        shift = BRIGHTNESS_SHIFT[self.brightness]
        colour = ((colour >> 16 & 0xFF) >> shift) << 16 | ((colour >> 8 & 0xFF) >> shift) << 8 \
            | (colour & 0xFF) >> shift
        if colour:
            self.hardware.light(colour)
            self.off_at = ticks_add(self.now, ms)
