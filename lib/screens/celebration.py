"""
`celebration`
====================================================

A win, celebrated at the end of a game or a match: the LEDs flash the win colour a few times
(:mod:`shell.lights`, at the settings' brightness) and, if the sound is on, the fanfare plays
(:mod:`shell.sounds`). It keeps two small ints; the screen that shows the result moves it on once a
frame, and it is loaded only then.
"""

from micropython import const

from adafruit_ticks import ticks_add, ticks_diff
from shell.lights import WIN_COLOUR

FLASHES = 4      # how many times the LEDs light
_FLASH_MS = const(300)  # each flash, then as long dark


class Celebration:
    """Starts at once: the fanfare now, the first flash in the next frame.

    :param app: the app (its ``lights``, and its ``sounds`` when the sound is on)"""

    def __init__(self, app):
        self.lights = app.lights
        self.flashes = FLASHES   # still to come
        self.next_at = None      # the frame time of the next flash; None: the next frame
        if app.sounds is not None:
            app.sounds.play("win")

    def tick(self, now):
        """The frame's time: the next flash when it is due."""
        if self.flashes and (self.next_at is None or ticks_diff(now, self.next_at) >= 0):
            self.flashes -= 1
            self.lights.flash(WIN_COLOUR, _FLASH_MS)
            self.next_at = ticks_add(now, 2 * _FLASH_MS)
