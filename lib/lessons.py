"""
`lessons`
====================================================

"Learn to play": a first game against the easy computer that teaches as it goes. Lessons come
one at a time, each a page of rules shown in place of the hand-off before the player's turn:
the moon, matching, a double, a sun square, a wind, buying a move. A lesson is done when the
player has done what it teaches (the session's reports say so; before its page counts too),
or after a few turns without the chance; the message line says what to try. Start, then
"Abandon game", leaves at any time, from the board or from a lesson's page. Loaded only for
the guided game.
"""

import buttons
from screen import Screen
from text_view import wrap

from engine.actions import BUY_HALFSTONES, BUY_SUNSTONE, PLACE, SHIFT, action_kind

TURNS_PER_LESSON = 4   # the player's turns a lesson waits for its chance before moving on

# (heading, page, what to try: the message line's reminder). The pages fit 8 lines.
LESSONS = (
    ("Learn to play",
     "You play the computer. Your tiles are right of the board: B picks one, the arrows "
     "move the cursor. The first tile goes on the moon, in the middle: press A there. "
     "Then Start, End turn.",
     "Try: a tile on the moon"),
    ("Matching",
     "A tile must touch a tile, and match each tile it touches by colour or by shape. "
     "Dots show where the picked tile fits. One move a turn: then Start, End turn. "
     "Select shows a hint.",
     "Try: match a tile"),
    ("Stones",
     "Touch two matching tiles at once: a double, worth a halfstone. Three: a sunstone. "
     "Your tiles left and stones are beside your rack, the other seat's below.",
     "Try: a double"),
    ("Sun squares",
     "A tile played on a sun square earns a sunstone more.",
     "Try: a sun square"),
    ("Winds",
     "A wind moves a board tile one square. Pick the wind, press A on a board tile, "
     "then an arrow. A wind gives a free move after it.",
     "Try: play a wind"),
    ("Buying a move",
     "After your move, buy another: Start, then Buy a move, for 1 sunstone or "
     "2 halfstones. At most 3 sunstones are kept at the end of a turn.",
     "Try: buy a move"),
    ("Well done!",
     "The first to play every tile in their rack and pool wins. Play on to the end, or "
     "Start, Abandon game to leave.",
     None),
)


def goals_met(change):
    """The lessons whose goal ``change`` (a :class:`session.Change`) meets, as a bit mask."""
    kind = action_kind(change.action)
    report = change.report
    if kind == SHIFT:
        return 1 << 4
    if change.action in (BUY_SUNSTONE, BUY_HALFSTONES):
        return 1 << 5
    if kind != PLACE:
        return 0
    return (1 | (2 if report.neighbours >= 1 else 0) | (4 if report.neighbours >= 2 else 0)
            | (8 if report.sun_square else 0))


class Lessons:
    """The lessons' progress in a guided game; listens to the session (:meth:`on_change`)."""

    def __init__(self, seat=0):
        self.seat = seat       # the player being taught
        self.lesson = -1       # the lesson on show; the first page is due at once
        self.met = 0           # bit ``n``: lesson n's goal was met (before its page, too)
        self.turns = 0         # the player's turns since the lesson was shown

    def on_change(self, change):
        if change.seat == self.seat and not change.undone:
            self.met |= goals_met(change)

    def done(self):
        """The goal of the lesson on show was met (or there is none yet)."""
        return self.lesson < 0 or bool(self.met >> self.lesson & 1)

    def page_due(self):
        """At the start of the player's turn: True when the next lesson's page is shown now
        (the last one was learnt, or waited long enough)."""
        if self.finished() or (not self.done() and self.turns < TURNS_PER_LESSON):
            self.turns += 1
            return False
        self.lesson += 1
        self.turns = 1
        return True

    def finished(self):
        """The last page has been shown: it teaches nothing new."""
        return self.lesson >= len(LESSONS) - 1

    def reminder(self):
        """What to try now, for the message line (``None`` when there is nothing to try)."""
        if self.done() or self.finished():
            return None
        return LESSONS[self.lesson][2]


class LessonScreen(Screen):
    """The page of the current lesson, on the app's text page: A (or B) plays, Start opens
    the game's menu (to leave the game)."""

    def __init__(self, app, lessons):
        self.app = app
        self.group = app.page.group
        heading, text = LESSONS[lessons.lesson][:2]
        lines = wrap(text)
        app.page.show([heading] + lines + [""] * (len(app.page.texts) - 2 - len(lines))
                      + ["A: play"], highlight=0)

    def handle(self, button, kind):
        if kind != buttons.PRESS:
            return
        if button in (buttons.A, buttons.B):
            self.app.show_game()
            self.app.game_screen.redraw(self.app.lessons.reminder())
        elif button == buttons.START:
            self.app.game_menu()
