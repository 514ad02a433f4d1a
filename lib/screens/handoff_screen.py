"""
`handoff_screen`
====================================================

Between human seats: who plays next (with the time left on a chess clock), and what the
others did since that seat last played, a few lines at a time (Up and Down scroll; the last
line says when there is more below). After a resume, whose actions the save does not keep,
it gives every seat's tiles left instead. The summary's lines are made from the session's
compact log as they are shown (Up and Down make them again), so that its words never sit
on the heap all at once. The rack
stays hidden, and the clock stopped, until the next player presses A; Start saves the game
and goes to the title (not in a store's demo, which saves nothing). A player alone against
the computers has no hand-off (:meth:`shell.app.App.next_turn`).
"""

from micropython import const

from shell import buttons
from shell.screen import Screen
from views.text_view import COLUMNS, wrap

_SUMMARY_END = const(8)  # the page's lines: heading, (partner,) "since", the summary, two of help


class HandoffScreen(Screen):
    pauses = True   # the clock starts when the next player, holding the device, presses A

    def __init__(self, app):
        self.app = app
        session = app.session
        seat = session.game.to_move
        self.lines = app.page
        self.group = self.lines.group
        self.entries = summary_for(session, seat)
        self.fallback = [] if self.entries else (
            ["Nothing yet"] if session.seed is not None else standing(session))
        self.count = 0
        for _ in self.rows():
            self.count += 1
        self.top = 0
        heading = "Seat %d, your turn" % session.number(seat)
        clock = session.clock
        if clock is not None:   # its code loaded only for a game that has one
            from latice.game_clock import is_chess, time_text

            if is_chess(clock.control):
                heading += "  " + time_text(clock.remaining[seat])
        texts = [heading]
        team = session.game.options.team(seat)
        if len(team) > 1:
            partner = team[1] if team[0] == seat else team[0]
            texts.append("Your partner: Seat %d" % session.number(partner))
        self.since = len(texts)   # the line that says "since", above the summary
        self.shown = _SUMMARY_END - self.since - 1
        self.lines.show(texts, highlight=0)
        self.lines.set(_SUMMARY_END, "Others look away. A: go")
        if app.kiosk is None:   # a store's demo saves nothing
            self.lines.set(_SUMMARY_END + 1, "Start: save and quit")
        self.show_summary()

    def rows(self):
        """The summary's lines, made one at a time."""
        if self.entries:
            return summary_rows(self.app.session, self.entries)
        return iter(self.fallback)

    def show_summary(self):
        top = self.top
        texts = [""] * self.shown
        for index, text in enumerate(self.rows()):
            if index >= top + self.shown:
                break
            if index >= top:
                texts[index - top] = text
        if top + self.shown < self.count:
            texts[-1] = "  (Down: more)"
        self.lines.set(self.since, "Since your last turn:")
        for row in range(self.shown):
            self.lines.set(self.since + 1 + row, texts[row])

    def handle(self, button, kind):
        if kind != buttons.PRESS:
            return
        if button == buttons.A:
            self.app.show_game()
        elif button == buttons.START and self.app.kiosk is None:
            from saving.latice_saving import save

            self.app.title("Game saved" if save(self.app) else "Could not save the game")
        elif button in (buttons.UP, buttons.DOWN):
            step = -1 if button == buttons.UP else 1
            self.top = max(0, min(self.top + step, self.count - self.shown))
            self.show_summary()


def summary_for(session, seat):
    """The session's log lines of the other seats since ``seat`` was last shown ((seat,
    words) pairs); marks them shown, and drops the log lines every human seat has been
    shown (kept all game long, they would take more and more of the heap)."""
    log = session.log
    entries = [entry for entry in log[session.seen_upto[seat]:] if entry[0] != seat]
    session.seen_upto[seat] = len(log)
    seen = min(session.seen_upto[human] for human in session.humans())
    if seen:
        del log[:seen]
        for other in range(len(session.seen_upto)):
            session.seen_upto[other] = max(0, session.seen_upto[other] - seen)
    return entries


def summary_rows(session, entries):
    """The page's lines for log ``entries``: each seat's name, then its actions indented,
    cut to the page's width."""
    last = None
    for who, words in entries:
        if who != last:
            yield "Seat %d:" % session.number(who)
            last = who
        for part in wrap(words, COLUMNS - 1):
            yield " " + part


def standing(session):
    """After a resume: every seat's tiles left (rack and pool), as the page's lines."""
    game = session.game
    rows = ["Game resumed. Tiles left:"]
    for seat in range(len(session.kinds)):
        rows.append(" Seat %d: %d" % (session.number(seat),
                                      len(game.racks[seat]) + len(game.pools[seat])))
    return rows
