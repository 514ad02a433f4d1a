"""
`computer_turns`
====================================================

Plays the computer seats' turns beside the session: a few steps of thinking each frame (so
the screen and the buttons stay alive), and one action per beat of the chosen pace, so
people can follow what the computer does.
"""

from adafruit_ticks import ticks_add, ticks_diff

PACES = (("slow", 1200), ("normal", 600), ("fast", 150))  # (name, ms between actions)
THINK_STEPS_PER_FRAME = 6


class ComputerTurns:
    """:param session: the :class:`session.Session` whose computer seats it plays
    :param pace_ms: a function giving the milliseconds to wait before each action"""

    def __init__(self, session, pace_ms):
        self.session = session
        self.pace_ms = pace_ms
        self.next_time = None

    def tick(self, now):
        """Think a little; apply the computer's action once it is decided and due."""
        if not self.session.is_computer_turn():
            self.next_time = None
            return
        if self.next_time is None:
            self.next_time = ticks_add(now, self.pace_ms())
        if ticks_diff(now, self.next_time) < 0:
            return
        for _ in range(THINK_STEPS_PER_FRAME):
            change = self.session.computer_step()
            if change is not None:
                # A new turn waits a frame before its first beat, as the turn's first did.
                self.next_time = None if change.ends_turn() else ticks_add(now, self.pace_ms())
                return
