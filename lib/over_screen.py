"""
`over_screen`
====================================================

The end of a game, either game: who won and how (by the rules, or a clock that ran out), the
partners' team, and every seat's standing (:mod:`standings`) a line a seat, or two seats a
line with 7 or 8. A goes on (the title, or the match's score); after a single game B plays
again with the same seats and options.
"""

import buttons
from screen import Screen

ROOMY_SEATS = 6   # a line a seat up to this many: 26 characters, the screen's width


class OverScreen(Screen):
    """:param app: the app, whose session (kept until the next game) is the finished game's
    :param standings: a :class:`standings.Standings`"""

    def __init__(self, app, standings):
        self.app = app
        seats = standings.seats
        lines = [standings.heading(), "(%s)" % standings.how]
        if len(seats) <= ROOMY_SEATS:
            lines.append("Seat" + standings.columns)
            for seat in seats:
                lines.append("%d %-8s%s" % (seat.number, seat.kind, seat.score))
        else:
            lines.append("Seat: " + standings.brief_columns)
            for first in range(0, len(seats), 2):
                lines.append("   ".join(["%d: %s" % (seat.number, seat.brief)
                                         for seat in seats[first:first + 2]]))
        page = app.page
        self.group = page.group
        page.show(lines, highlight=0)
        self.single = app.match is None or app.match.is_single_game()
        page.set(len(page.texts) - 1, "A: title  B: play again" if self.single
                 else "A: the match")

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
            from match_screen import MatchScreen

            self.app.show(MatchScreen(self.app))
