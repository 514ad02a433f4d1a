"""
`clock_view`
====================================================

The time left, on the game screen's side panel: the seat to move's on its heading line with its
number, and with a chess clock the other seat's on that seat's heading. The last ten seconds
show in the highlight colour. A line is written only when a second it shows changes.
"""

from game_clock import is_chess, time_text

LOW_MS = 10000   # from here the time shows in the highlight colour


class ClockView:
    """:param lines: the side panel's :class:`text_view.TextLines`
    :param mine: the line of the seat to move's time; ``theirs``, of the other seat's
    :param session: the :class:`session.Session`, whose clock it shows"""

    def __init__(self, lines, mine, theirs, session):
        self.lines = lines
        self.lines_used = (mine, theirs)
        self.session = session
        # What the lines show: the seat, its seconds and the other seat's (-1: not shown).
        self.seat = -1
        self.mine = -1
        self.theirs = -1

    def show(self, seat, other, again=False):
        """Show the seats' time, if it changed since it was last shown (or ``again``)."""
        clock = self.session.clock
        if not clock.is_on():
            return
        mine = clock.remaining[seat]
        chess = is_chess(clock.control)
        theirs = clock.remaining[other] if chess else 0
        if (not again and seat == self.seat and (mine + 999) // 1000 == self.mine
                and (theirs + 999) // 1000 == self.theirs):
            return   # compared as ints: nothing is allocated in a frame that changes nothing
        self.seat = seat
        self.mine = (mine + 999) // 1000
        self.theirs = (theirs + 999) // 1000
        number = self.session.number
        self.lines.set(self.lines_used[0], "%d %s" % (number(seat), time_text(mine)),
                       mine < LOW_MS)
        if chess:
            self.lines.set(self.lines_used[1], "%d %s" % (number(other), time_text(theirs)),
                           theirs < LOW_MS)
