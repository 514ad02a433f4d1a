"""
`game_clock`
====================================================

Time in a game (docs/rules.md R12): none, a turn timer (60 s a turn; when it runs out the turn
ends as if ``end`` was played) or a chess clock for 2 seats (regulation 5 min + 6 s a turn,
blitz 3 min + 5 s, bullet 90 s + 4 s; a seat whose time runs out loses the game).

The clock of the seat to move runs for the whole of its turn, whichever screen is on show:
the board, the game's menu, the rules, the standings. It stands still only on the hand-off
screen (the next player takes the device first, as a chess player sits down before the clock
is started) and on the pause screen, which the menu's "Pause" line shows and which hides the
board (:mod:`screens.pause_screen`); a computer's clock runs only on the game screen, where
it plays (:meth:`shell.app.App.turn_runs`). It counts the app's one clock, frame by frame,
with ``ticks_diff``, so a game longer than the ticks' wrap-around keeps the right time.
"""

from adafruit_ticks import ticks_diff

# (name, milliseconds at the start, added at the end of each turn, a timer for each turn)
CONTROLS = (("none", 0, 0, False),
            ("turn timer", 60000, 0, True),
            ("regulation", 300000, 6000, False),
            ("blitz", 180000, 5000, False),
            ("bullet", 90000, 4000, False))
NONE = 0
TURN_TIMER = 1
CHESS_SEATS = 2  # the chess clocks are for 2 seats only


def is_chess(control):
    return control > TURN_TIMER


def control_text(control):
    """The control as a record's ``TimeControl`` header: ``blitz 180+5``."""
    name, start, increment, _ = CONTROLS[control]
    if control == NONE:
        return name
    return "%s %d+%d" % (name, start // 1000, increment // 1000)


def time_text(ms):
    """``4:59`` (rounded up: 0:00 only once the time is out), or ``12m`` from 10 minutes."""
    seconds = (max(0, ms) + 999) // 1000
    if seconds >= 600:
        return "%dm" % (seconds // 60)
    return "%d:%02d" % (seconds // 60, seconds % 60)


class GameClock:
    """The time each seat has left, in milliseconds.

    :param int control: an index into :data:`CONTROLS`
    :param int seats: how many seats play
    :param list remaining: each seat's time left (a resumed game), or ``None`` for a new one
    """

    def __init__(self, control, seats, remaining=None):
        self.control = control
        name, self.start, self.increment, self.per_turn = CONTROLS[control]
        self.remaining = list(remaining) if remaining else [self.start] * seats
        self.last = None  # the frame time it last ran at; None while it is stopped

    def is_on(self):
        return self.control != NONE

    def run(self, seat, now):
        """Let time pass for ``seat`` up to ``now``. True when its time has run out."""
        if self.last is not None:
            self.remaining[seat] -= ticks_diff(now, self.last)
        self.last = now
        return self.remaining[seat] <= 0

    def stop(self):
        """Stop the clock (the pause, or the hand-off): no time passes until it runs again."""
        self.last = None

    def turn_ended(self, seat):
        """The seat ended its turn: a new turn's time, or the increment."""
        if self.per_turn:
            self.remaining[seat] = self.start
        else:
            self.remaining[seat] += self.increment
        self.last = None
