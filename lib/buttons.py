"""
`buttons`
====================================================

Logical buttons and their events. A board reports which buttons are held as a bitmask; a
:class:`ButtonEvents` turns successive masks into events: a press, repeats while a direction
is held, and a long press of A, B, Start or Select. The app never sees a board's own keys.
"""

UP = 1
DOWN = 2
LEFT = 4
RIGHT = 8
A = 16
B = 32
START = 64
SELECT = 128
ALL = (UP, DOWN, LEFT, RIGHT, A, B, START, SELECT)
NAMES = {UP: "up", DOWN: "down", LEFT: "left", RIGHT: "right", A: "a", B: "b",
         START: "start", SELECT: "select"}
DIRECTIONS = UP | DOWN | LEFT | RIGHT

PRESS = "press"
REPEAT = "repeat"
LONG = "long"

REPEAT_AFTER_MS = 400
REPEAT_EVERY_MS = 120
LONG_AFTER_MS = 800


def ticks_diff(later, earlier):
    """Milliseconds from ``earlier`` to ``later`` on a clock that wraps at 2**29, as
    ``supervisor.ticks_ms()`` does."""
    return ((later - earlier + (1 << 28)) & ((1 << 29) - 1)) - (1 << 28)


class ButtonEvents:
    """Turns held-button masks into (button, kind) events. Directions repeat while held;
    A, B, Start and Select give one ``LONG`` event when held long enough."""

    def __init__(self):
        self.held = 0
        self.since = {}
        self.last_repeat = {}
        self.long_sent = 0

    def update(self, mask, now):
        """The events since the last update, for the buttons held now (``mask``) at ``now``
        milliseconds."""
        events = []
        for button in ALL:
            is_down = mask & button
            was_down = self.held & button
            if is_down and not was_down:
                self.since[button] = now
                self.last_repeat[button] = now
                self.long_sent &= ~button
                events.append((button, PRESS))
            elif is_down:
                held_for = ticks_diff(now, self.since[button])
                if button & DIRECTIONS:
                    if (held_for >= REPEAT_AFTER_MS
                            and ticks_diff(now, self.last_repeat[button]) >= REPEAT_EVERY_MS):
                        self.last_repeat[button] = now
                        events.append((button, REPEAT))
                elif held_for >= LONG_AFTER_MS and not self.long_sent & button:
                    self.long_sent |= button
                    events.append((button, LONG))
        self.held = mask
        return events

    def reset(self):
        """Forget held buttons (after an event queue overflowed, or a screen change)."""
        self.held = 0
        self.long_sent = 0
