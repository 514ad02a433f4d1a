"""
`standings_screen`
====================================================

Who is winning, during a game of either game: hold B on the game screen and every seat's
standing (:mod:`views.standings`) shows at once, a line a seat (up to eight, two boards' worth):
its tiles left, sunstones and halfstones (Latice) or its points (Tactic Tiles), the seat to
move in green, with its time left when the game has a clock, the other seat's time with a
chess clock, and the partners in a partnership game. B (or A) goes back to the game. A
human's turn, and its clock, go on meanwhile, as in the menu; a computer's waits, as it plays
only on the game screen.

It writes the app's page of text lines, which every text screen shares, not Adafruit's
libraries: it is shown in the middle of a game, with the game's code in memory, where
``display_text``'s bitmap label would need about 15 KB more while it draws (17.6 KB to import
it, ``python -m tools.bench.libraries``) and ``displayio_layout``'s grid 5.6 KB, for a table
whose columns the font's fixed width already lines up.
"""

from shell import buttons
from shell.screen import Screen

SEAT_LINE = "%d %-8s%s"   # as the over screen's: 26 characters with Latice's figures
BACK = "B: back to the game"


class StandingsScreen(Screen):
    """:param app: the app, whose session is a game going on"""

    def __init__(self, app):
        self.app = app
        session = app.session
        if hasattr(session.rules, "standings"):   # Tactic Tiles' rules make them
            standings = session.rules.standings(session)
        else:
            from latice.latice_standings import standings

            standings = standings(session)
        self.mover = mover = session.game.to_move
        clock = session.clock
        self.seconds = -1   # the mover's time shown, in whole seconds (-1: no clock)
        self.clock_line = -1   # the line of a chess clock's times (-1: none)
        lines = [self.heading(), "Seat" + standings.columns]
        for standing in standings.seats:
            lines.append(SEAT_LINE % (standing.number, standing.kind, standing.score))
        if self.seconds >= 0 and not clock.per_turn:   # a chess clock: both seats' time
            self.clock_line = len(lines)
            lines.append(self.clock_text())
        if standings.partners:
            lines.append("Partners %d+%d against %d+%d" % tuple(
                [session.number(seat) for seat in (0, 2, 1, 3)]))
        page = app.page
        if len(lines) < len(page.texts):
            lines += [""] * (len(page.texts) - 1 - len(lines)) + [BACK]
        self.group = page.group
        page.show(lines, highlight=2 + mover)

    def heading(self):
        """Who is to move, and with a clock the time it has left (noted in ``seconds``)."""
        session = self.app.session
        heading = "Seat %d to move" % session.number(self.mover)
        clock = session.clock
        if clock is not None and clock.is_on():
            from latice.game_clock import time_text

            left = clock.remaining[self.mover]
            self.seconds = (max(0, left) + 999) // 1000
            heading += ", %s left" % time_text(left)
        return heading

    def clock_text(self):
        from latice.game_clock import time_text

        session = self.app.session
        return "Clock " + "  ".join(["%d: %s" % (session.number(seat), time_text(ms))
                                     for seat, ms in enumerate(session.clock.remaining)])

    def tick(self, now):
        """The clock runs while the standings are on show: its times follow it."""
        if self.seconds < 0:
            return
        left = self.app.session.clock.remaining[self.mover]
        if (max(0, left) + 999) // 1000 != self.seconds:
            page = self.app.page
            page.set(0, self.heading())
            if self.clock_line >= 0:
                page.set(self.clock_line, self.clock_text())

    def handle(self, button, kind):
        if kind == buttons.PRESS and button in (buttons.A, buttons.B):
            self.app.show_game()
