"""
`handoff_screen`
====================================================

Between human seats: who plays next, and what the others did since that seat last played.
The rack stays hidden until the next player presses A.
"""

import buttons
from screen import Screen

SUMMARY_LINES = 7


class HandoffScreen(Screen):
    def __init__(self, app):
        self.app = app
        seat = app.session.game.to_move
        lines = app.page
        self.group = lines.group
        summary = app.session.summary_for(seat)
        if len(summary) > SUMMARY_LINES:
            summary = ["..."] + summary[-(SUMMARY_LINES - 1):]
        lines.show(["Seat %d, your turn" % (seat + 1), "Since your last turn:"]
                   + (summary or ["nothing yet"]), highlight=0)
        lines.set(len(lines.texts) - 1, "Others look away. A: go")

    def handle(self, button, kind):
        if button == buttons.A and kind == buttons.PRESS:
            self.app.show_game()
        elif button == buttons.START and kind == buttons.PRESS:
            self.app.title()
