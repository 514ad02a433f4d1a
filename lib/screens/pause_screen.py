"""
`pause_screen`
====================================================

The pause, from the game menu's "Pause" line in a game with a clock: the board is hidden, the
page says whose clock is stopped and the time it has left, and the clock stands still until A
goes back to the game (the screen ``pauses``: :meth:`shell.app.App.turn_runs`). Everywhere else
in a turn, the menu and the rules too, the clock runs.
"""

from shell import buttons
from shell.screen import Screen
from latice.game_clock import time_text


class PauseScreen(Screen):
    """:param app: the app, whose session is a game with a clock"""

    pauses = True

    def __init__(self, app):
        self.app = app
        session = app.session
        seat = session.game.to_move
        page = app.page
        self.group = page.group
        lines = ["Paused", "",
                 "Seat %d's clock is stopped" % session.number(seat),
                 "with %s left." % time_text(session.clock.remaining[seat])]
        page.show(lines + [""] * (len(page.texts) - 1 - len(lines)) + ["A: resume"],
                  highlight=0)

    def handle(self, button, kind):
        if kind == buttons.PRESS and button == buttons.A:
            self.app.show_game()
