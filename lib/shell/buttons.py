"""
`buttons`
====================================================

Button events for the screens. A board reports the buttons pressed since the last frame and
the ones held now (see :mod:`boards`); :class:`ButtonEvents` turns them into events: a press
for every press the board saw, repeats while a direction is held, and one hold when B stays
down for ``HOLD_MS`` (after its press). The app never sees a board's own keys.
"""

from micropython import const

from adafruit_ticks import ticks_diff
from boards import A, B, DOWN, LEFT, RIGHT, SELECT, START, UP

NAMES = {UP: "up", DOWN: "down", LEFT: "left", RIGHT: "right", A: "a", B: "b",
         START: "start", SELECT: "select"}
DIRECTIONS = (UP, DOWN, LEFT, RIGHT)

PRESS = "press"
REPEAT = "repeat"
HOLD = "hold"

_REPEAT_AFTER_MS = const(400)
_REPEAT_EVERY_MS = const(120)
HOLD_MS = 500


class ButtonEvents:
    """Turns what a board read into ``(button, kind)`` events; a held direction repeats, a
    held B gives one hold."""

    def __init__(self):
        self.held = 0
        self.since = {}        # direction -> when it was pressed
        self.last_repeat = {}  # direction -> when it last repeated

    def update(self, presses, held, now):
        """The events of one frame: ``presses`` (buttons pressed since the last frame, in
        order) and ``held`` (the mask of buttons down) at ``now`` milliseconds."""
        events = []
        for button in presses:
            events.append((button, PRESS))
            self.since[button] = now
            self.last_repeat[button] = now
        for button in DIRECTIONS:
            if (held & button and self.held & button
                    and ticks_diff(now, self.since[button]) >= _REPEAT_AFTER_MS
                    and ticks_diff(now, self.last_repeat[button]) >= _REPEAT_EVERY_MS):
                self.last_repeat[button] = now
                events.append((button, REPEAT))
        since = self.since.get(B)
        if held & B and self.held & B and since is not None and ticks_diff(now, since) >= HOLD_MS:
            self.since[B] = None   # one hold a press
            events.append((B, HOLD))
        self.held = held
        return events
