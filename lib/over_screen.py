"""
`over_screen`
====================================================

The end of the game: who won and how (by the rules, or a clock that ran out), the partners'
team, and every seat's tiles left and stones in columns (two seats a line with 7 or 8). A
goes on (the title, or the match's score); after a single game B plays again with the same
seats and options.
"""

import buttons
from screen import Screen
from side_panel import figures

HOW = {"out": "played every tile", "blocked": "no one could play",
       "stalled": "no tile for 3 rounds", "time": "time ran out"}


class OverScreen(Screen):
    def __init__(self, app, how, winners):
        self.app = app
        session = app.session
        game = session.game
        seats = [str(session.number(seat)) for seat in winners]
        if len(seats) == 1:
            heading = "Seat %s wins!" % seats[0]
        elif len(seats) == 2:
            heading = "%s %s and %s win!" % ("Partners" if game.options.partners else "Seats",
                                             seats[0], seats[1])
        else:
            heading = "Seats %s win!" % ", ".join(seats)
        seats = game.options.seats
        lines = [heading, "(%s)" % HOW[how]]
        if seats <= 6:   # a line a seat, 26 characters: the screen's width
            lines.append("Seat        Tiles Sun Half")
            for seat in range(seats):
                lines.append("%d %-8s%7d %3d %4d" % ((session.number(seat), session.kinds[seat])
                                                     + figures(game, seat)))
        else:   # two boards' 7 or 8 seats: two a line, so that the page holds them
            lines.append("Seat: tiles/sun/half")
            for seat in range(0, seats, 2):
                lines.append("   ".join(["%d: %d/%d/%d" % ((session.number(other),)
                                                         + figures(game, other))
                                         for other in range(seat, min(seat + 2, seats))]))
        page = app.page
        self.group = page.group
        page.show(lines, highlight=0)
        self.single = app.match.is_single_game()
        page.set(len(page.texts) - 1, "A: title  B: play again" if self.single
                 else "A: the match")

    def handle(self, button, kind):
        if kind != buttons.PRESS:
            return
        if button == buttons.A:
            self.leave()
        elif button == buttons.B and self.single:
            session = self.app.session   # the finished game's, kept until the next one
            self.app.start(session.game.options, session.kinds, control=session.clock.control)

    def leave(self):
        """The match's score, or the title after a single game."""
        if self.single:
            self.app.title()
        else:
            from match_screen import MatchScreen

            self.app.show(MatchScreen(self.app))
