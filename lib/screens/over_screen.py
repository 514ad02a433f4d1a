"""
`over_screen`
====================================================

The end of a game, either game: who won and how (by the rules, or a clock that ran out), the
game's time (and each seat's time left on a chess clock), then every seat's standing
(:mod:`views.standings`), the winners first and in the highlight colour, a line a seat (two seats a
line with 6 to 8). The win is celebrated (:mod:`screens.celebration`). A goes on (the title, or the
match's score); after a single game B plays again with the same seats and options.

Its heading is a line of the app's shared page, not a ``display_text`` label: the game's code
is still in memory here, and a label would need about 15 KB more while it draws (README's
"Will it fit?"); the table is the standings screen's (:mod:`screens.standings_screen` says
why it is not a layout grid).
"""

from micropython import const

from shell import buttons
from screens.celebration import Celebration
from shell.screen import Screen

_ROOMY_SEATS = const(5)  # a line a seat up to this many: 26 characters, the screen's width


class OverScreen(Screen):
    """:param app: the app, whose session (kept until the next game) is the finished game's
    :param standings: a :class:`views.standings.Standings`"""

    def __init__(self, app, standings):
        self.app = app
        page = app.page
        self.group = page.group
        lines = [standings.heading(), "(%s)" % standings.how, time_line(app)]
        page.show(lines, highlight=0)
        seats = standings.ranked()
        winners = standings.winners
        if len(seats) <= _ROOMY_SEATS:
            page.set(len(lines), "Seat" + standings.columns)
            for row, seat in enumerate(seats):
                page.set(len(lines) + 1 + row, "%d %-8s%s" % (
                    seat.number, seat.kind, seat.score), seat.number in winners)
        else:
            page.set(len(lines), "Seat: " + standings.brief_columns)
            for first in range(0, len(seats), 2):
                pair = seats[first:first + 2]
                page.set(len(lines) + 1 + first // 2, "   ".join(
                    ["%d: %s" % (seat.number, seat.brief) for seat in pair]),
                    all([seat.number in winners for seat in pair]))
        self.single = app.match is None or app.match.is_single_game()
        page.set(len(page.texts) - 1, "A: title  B: play again" if self.single
                 else "A: the match")
        self.celebration = Celebration(app)

    def tick(self, now):
        self.celebration.tick(now)

    def handle(self, button, kind):
        if kind != buttons.PRESS:
            return
        if button == buttons.A:
            self.leave()
        elif button == buttons.B and self.single:
            session = self.app.session   # the finished game's, kept until the next one
            session.rules.play_again(self.app, session)

    def leave(self):
        """The match's score, or the title after a single game."""
        if self.single:
            self.app.title()
        else:
            from screens.match_screen import MatchScreen

            self.app.show(MatchScreen(self.app))


def time_line(app):
    """``Time 4:12``, and with a chess clock each seat's time left: ``Time 4:12  S1 0:00
    S2 1:30`` (the seats by their players' numbers)."""
    from latice.game_clock import is_chess, time_text

    line = "Time " + time_text(app.game_ms)
    session = app.session
    clock = session.clock
    if clock is not None and is_chess(clock.control):
        for seat in range(len(clock.remaining)):
            line += "%sS%d %s" % ("  " if seat == 0 else " ", session.number(seat),
                                  time_text(clock.remaining[seat]))
    return line
