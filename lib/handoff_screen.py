"""
`handoff_screen`
====================================================

Between human seats: who plays next (with the time left on a chess clock), and what the
others did since that seat last played, a few lines at a time (Up and Down scroll; the last
line says when there is more below). After a resume, whose actions the save does not keep,
it gives every seat's tiles left instead. The rack
stays hidden, and the clock stopped, until the next player presses A; Start saves the game
and goes to the title (not in a store's demo, which saves nothing). A player alone against
the computers has no hand-off (:meth:`app.App.next_turn`).
"""

import buttons
from screen import Screen
from text_view import COLUMNS, wrap

SUMMARY_END = 8     # the page's lines: heading, (partner,) "since", the summary, two of help


class HandoffScreen(Screen):
    def __init__(self, app):
        self.app = app
        session = app.session
        seat = session.game.to_move
        self.lines = app.page
        self.group = self.lines.group
        self.summary = summary_for(session, seat) or (
            ["nothing yet"] if session.seed is not None else standing(session))
        self.top = 0
        heading = "Seat %d, your turn" % session.number(seat)
        clock = session.clock
        if clock is not None:
            from game_clock import is_chess, time_text   # a game with a clock has it loaded

            if is_chess(clock.control):
                heading += "  " + time_text(clock.remaining[seat])
        texts = [heading]
        team = session.game.options.team(seat)
        if len(team) > 1:
            partner = team[1] if team[0] == seat else team[0]
            texts.append("Your partner: Seat %d" % session.number(partner))
        self.since = len(texts)   # the line that says "since", above the summary
        self.shown = SUMMARY_END - self.since - 1
        self.lines.show(texts, highlight=0)
        self.lines.set(SUMMARY_END, "Others look away. A: go")
        if app.kiosk is None:   # a store's demo saves nothing
            self.lines.set(SUMMARY_END + 1, "Start: save and quit")
        self.show_summary()

    def show_summary(self):
        summary = self.summary
        self.lines.set(self.since, "Since your last turn:")
        for row in range(self.shown):
            index = self.top + row
            if row == self.shown - 1 and index + 1 < len(summary):
                text = "  (Down: more)"
            else:
                text = summary[index] if index < len(summary) else ""
            self.lines.set(self.since + 1 + row, text)

    def handle(self, button, kind):
        if kind != buttons.PRESS:
            return
        if button == buttons.A:
            self.app.show_game()
        elif button == buttons.START and self.app.kiosk is None:
            from saving import save

            self.app.title("Game saved" if save(self.app) else "Could not save the game")
        elif button in (buttons.UP, buttons.DOWN):
            step = -1 if button == buttons.UP else 1
            self.top = max(0, min(self.top + step, len(self.summary) - self.shown))
            self.show_summary()


def summary_for(session, seat):
    """What the other seats did since ``seat`` was last shown, as the page's lines (each
    seat's name, then its actions indented, cut to the page's width); marks it shown, and
    drops the session's log lines every human seat has been shown (kept all game long, they
    would take more and more of the heap)."""
    rows = []
    last = None
    log = session.log
    for index in range(session.seen_upto[seat], len(log)):
        who, words = log[index]
        if who != seat:
            if who != last:
                rows.append("Seat %d:" % session.number(who))
                last = who
            for part in wrap(words, COLUMNS - 1):
                rows.append(" " + part)
    session.seen_upto[seat] = len(session.log)
    seen = min(session.seen_upto[human] for human in session.humans())
    if seen:
        del session.log[:seen]
        for other in range(len(session.seen_upto)):
            session.seen_upto[other] = max(0, session.seen_upto[other] - seen)
    return rows


def standing(session):
    """After a resume: every seat's tiles left (rack and pool), as the page's lines."""
    game = session.game
    rows = ["Game resumed. Tiles left:"]
    for seat in range(len(session.kinds)):
        rows.append(" Seat %d: %d" % (session.number(seat),
                                      len(game.racks[seat]) + len(game.pools[seat])))
    return rows
