"""
`buttons`
====================================================

Button events for the screens. A board reports the buttons pressed since the last frame and
the ones held now (see :mod:`boards`); :class:`ButtonEvents` turns them into events: a press
for every press the board saw, and repeats while a direction is held. The app never sees a
board's own keys.
"""

from adafruit_ticks import ticks_diff
from boards import A, B, DOWN, LEFT, RIGHT, SELECT, START, UP

NAMES = {UP: "up", DOWN: "down", LEFT: "left", RIGHT: "right", A: "a", B: "b",
         START: "start", SELECT: "select"}
DIRECTIONS = (UP, DOWN, LEFT, RIGHT)

PRESS = "press"
REPEAT = "repeat"

REPEAT_AFTER_MS = 400
REPEAT_EVERY_MS = 120


class ButtonEvents:
    """Turns what a board read into ``(button, kind)`` events; a held direction repeats."""

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
                    and ticks_diff(now, self.since[button]) >= REPEAT_AFTER_MS
                    and ticks_diff(now, self.last_repeat[button]) >= REPEAT_EVERY_MS):
                self.last_repeat[button] = now
                events.append((button, REPEAT))
        self.held = held
        return events
