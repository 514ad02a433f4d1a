"""
`handoff_screen`
====================================================

Between human seats: who plays next (with the time left on a chess clock), and what the
others did since that seat last played. The rack stays hidden, and the clock stopped, until
the next player presses A.
"""

import buttons
from game_clock import is_chess, time_text
from screen import Screen

SUMMARY_LINES = 7


class HandoffScreen(Screen):
    def __init__(self, app):
        self.app = app
        session = app.session
        seat = session.game.to_move
        lines = app.page
        self.group = lines.group
        summary = session.summary_for(seat)
        if len(summary) > SUMMARY_LINES:
            summary = ["..."] + summary[-(SUMMARY_LINES - 1):]
        heading = "Seat %d, your turn" % session.number(seat)
        if is_chess(session.clock.control):
            heading += "  " + time_text(session.clock.remaining[seat])
        lines.show([heading, "Since your last turn:"]
                   + (summary or ["nothing yet"]), highlight=0)
        lines.set(len(lines.texts) - 1, "Others look away. A: go")

    def handle(self, button, kind):
        if button == buttons.A and kind == buttons.PRESS:
            self.app.show_game()
        elif button == buttons.START and kind == buttons.PRESS:
            self.app.title()
