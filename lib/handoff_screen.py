"""
`handoff_screen`
====================================================

Between human seats: who plays next, and what the others did since that seat last played.
The rack stays hidden until the next player presses A.
"""

import buttons
from text_view import TextLines

SUMMARY_LINES = 7


class HandoffScreen:
    def __init__(self, app):
        self.app = app
        session = app.session
        seat = session.game.to_move
        self.lines = TextLines(10)
        self.group = self.lines.group
        summary = session.summary_for(seat)
        if len(summary) > SUMMARY_LINES:
            summary = ["..."] + summary[-(SUMMARY_LINES - 1):]
        self.lines.show(["Seat %d, your turn" % (seat + 1), "Since your last turn:"]
                        + (summary or ["nothing yet"]), highlight=0)
        self.lines.set(9, "Others look away. A: go")

    def handle(self, button, kind):
        if button == buttons.A and kind == buttons.PRESS:
            self.app.play()
        elif button == buttons.START and kind == buttons.PRESS:
            self.app.title()

    def tick(self, now):
        pass
