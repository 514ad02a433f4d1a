"""
`standings_screen`
====================================================

Who is winning, during a game of either game: hold B on the game screen and every seat's
standing (:mod:`views.standings`) shows at once, a line a seat (up to eight, two boards' worth):
its tiles left, sunstones and halfstones (Latice) or its points (Tactic Tiles), the seat to
move in green, with its time left when the game has a clock, the other seat's time with a
chess clock, and the partners in a partnership game. B (or A) goes back to the game. The
clock stands still meanwhile, as in the menu.

It writes the app's page of text lines, which every text screen shares.
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
        mover = session.game.to_move
        clock = session.clock
        timed = clock is not None and clock.is_on()
        if timed:
            from latice.game_clock import time_text
        heading = "Seat %d to move" % session.number(mover)
        if timed:
            heading += ", %s left" % time_text(clock.remaining[mover])
        lines = [heading, "Seat" + standings.columns]
        for standing in standings.seats:
            lines.append(SEAT_LINE % (standing.number, standing.kind, standing.score))
        if timed and not clock.per_turn:   # a chess clock: both seats' time
            lines.append("Clock " + "  ".join(["%d: %s" % (session.number(seat), time_text(ms))
                                               for seat, ms in enumerate(clock.remaining)]))
        if standings.partners:
            lines.append("Partners %d+%d against %d+%d" % tuple(
                [session.number(seat) for seat in (0, 2, 1, 3)]))
        page = app.page
        if len(lines) < len(page.texts):
            lines += [""] * (len(page.texts) - 1 - len(lines)) + [BACK]
        self.group = page.group
        page.show(lines, highlight=2 + mover)

    def handle(self, button, kind):
        if kind == buttons.PRESS and button in (buttons.A, buttons.B):
            self.app.show_game()
