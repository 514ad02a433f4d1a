"""
`clock_view`
====================================================

The time left, on the game screen's side panel: the seat to move's on its heading line with its
number ("S1 2:57", S for seat), green as that heading is, and with a chess clock the other
seat's on that seat's heading. In the last ten seconds the time warns in a colour of its own,
never green (the colour of the seat to move): the seat to move's line blinks between the two
each second, so that it still shows whose turn it is. A line is written only when a second it
shows changes.
"""

from micropython import const

from latice.game_clock import is_chess, time_text
from views.text_view import palette

_LOW_MS = const(10000)  # from here the time warns
_WARNING = const(0xF870F8)  # pink: far from the highlight's green and the text's white, also to
#                     colour-blind eyes, and as legible on black (tools/art/colour_check.py)


class ClockView:
    """:param lines: the side panel's :class:`views.text_view.TextLines`
    :param mine: the line of the seat to move's time; ``theirs``, of the other seat's
    :param session: the :class:`shell.session.Session`, whose clock it shows"""

    def __init__(self, lines, mine, theirs, session):
        self.lines = lines
        self.lines_used = (mine, theirs)
        self.session = session
        self.warning = palette(_WARNING, None)
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
        self.write(0, seat, mine, self.mine % 2)   # odd seconds warn, even ones are green
        if chess:
            self.write(1, other, theirs, True)

    def write(self, which, seat, ms, warns):
        """One seat's line (0: the seat to move's, green): in the warning colour when its
        time is low and it ``warns``."""
        line = self.lines_used[which]
        self.lines.set(line, "S%d %s" % (self.session.number(seat), time_text(ms)), which == 0)
        if ms < _LOW_MS and warns:
            self.lines.grids[line].pixel_shader = self.warning
