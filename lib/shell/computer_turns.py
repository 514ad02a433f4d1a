"""
`computer_turns`
====================================================

Plays the computer seats' turns beside the session: a few steps of thinking each frame (so
the screen and the buttons stay alive), and one action per beat of the chosen pace, so
people can follow what the computer does. When several computer seats play before a human's
next turn, they share a few seconds: each beat is the pace divided by their number, and a
turn that has used its share of :data:`_WAIT_MS` plays its last actions without a pause (a
lone computer plays at the chosen pace).
"""

from micropython import const

from adafruit_ticks import ticks_add, ticks_diff

# (name, ms between actions), slowest first; the settings store an index into it, so the order
# stays as it is (the title's arrows follow it, :mod:`screens.title_screen`).
PACES = (("slow", 1200), ("normal", 600), ("fast", 150))
_THINK_STEPS_PER_FRAME = const(6)
_WAIT_MS = const(3000)  # the computers before a human's next turn, together (their thinking aside)


def computers_in_a_row(session):
    """How many computer seats play in a row between two human turns, the one to move among
    them (0 when no human plays)."""
    players = session.players
    seats = len(players)
    seat = session.game.to_move
    ahead = 0
    while ahead < seats and players[(seat + ahead) % seats] is not None:
        ahead += 1
    if ahead == seats:
        return 0
    behind = 0
    while players[(seat - 1 - behind) % seats] is not None:
        behind += 1
    return ahead + behind


class ComputerTurns:
    """:param session: the :class:`shell.session.Session` whose computer seats it plays
    :param pace_ms: a function giving the milliseconds to wait before each action"""

    def __init__(self, session, pace_ms):
        self.session = session
        self.pace_ms = pace_ms
        self.next_time = None
        self.share_ends = 0  # when this turn's share of the human's wait is used up

    def tick(self, now):
        """Think a little; apply the computer's action once it is decided and due."""
        if not self.session.is_computer_turn():
            self.next_time = None
            return
        if self.next_time is None:
            self.next_time = ticks_add(now, self.beat(now, True))
        if ticks_diff(now, self.next_time) < 0:
            return
        for _ in range(_THINK_STEPS_PER_FRAME):
            change = self.session.computer_step()
            if change is not None:
                # A new turn waits a frame before its first beat, as the turn's first did.
                self.next_time = None if change.ends_turn() else ticks_add(now,
                                                                           self.beat(now))
                return

    def beat(self, now, first=False):
        """The milliseconds before the next action (``first``: of a turn)."""
        pace = self.pace_ms()
        row = computers_in_a_row(self.session)
        if row < 2:
            return pace
        if first:
            self.share_ends = ticks_add(now, _WAIT_MS // row)
        return max(0, min(pace // row, ticks_diff(self.share_ends, now)))
