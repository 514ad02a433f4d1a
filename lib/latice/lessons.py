"""
`lessons`
====================================================

"Learn to play": a first game against the easy computer that teaches as it goes, for either
game. Lessons come one at a time, each a page of rules before the player's turn: Latice's app
shows it in place of the hand-off, Tactic Tiles' screen (which has no hand-off) before the
turn. A lesson is done when the player has done what it teaches (the session's reports say so;
before its page counts too), or after a few turns without the chance; the message line says
what to try. Start, then "Abandon game", leaves at any time, from the board or from a lesson's
page. What a game teaches is its course: Latice's is here, Tactic Tiles' is
:mod:`tactic.tactic_lessons`; the mechanism is the same for both; a lesson's page is
:mod:`screens.lesson_screen`. Loaded only for the guided game.
"""

TURNS_PER_LESSON = 4   # the player's turns a lesson waits for its chance before moving on

# Latice's lessons, the course a guided game follows unless it is given another: the moon,
# matching, a double, a sun square, a wind, buying a move (they stay here, with the mechanism,
# so that a Latice game names no module more).
SECTION = "lesson"   # lesson n's page (from 1) is the section "lesson n" of assets/texts.txt

# (heading, what to try: the message line's reminder, at most its 19 places so that it is read
# at once without scrolling). A page must fit 8 lines.
LESSONS = (
    ("Learn to play", "Try: a tile on moon"),
    ("Matching", "Try: match a tile"),
    ("Stones", "Try: a double"),
    ("Sun squares", "Try: a sun square"),
    ("Winds", "Try: play a wind"),
    ("Buying a move", "Try: buy a move"),
    ("Well done!", None),
)


def goals_met(change):
    """The Latice lessons whose goal ``change`` (a :class:`shell.session.Change`) meets, as a bit
    mask."""
    from engine.actions import BUY_HALFSTONES, BUY_SUNSTONE, PLACE, SHIFT, action_kind

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


def game_menu(app):
    """Start on a lesson's page: Latice's menu."""
    app.game_menu()


class Lessons:
    """The lessons' progress in a guided game; listens to the session (:meth:`on_change`).

    :param course: the game's lessons: this module for Latice's, :mod:`tactic.tactic_lessons` for
        Tactic Tiles'. A module with ``LESSONS`` (each a heading and what to try),
        ``SECTION`` (lesson n's page is the section "SECTION n" of assets/texts.txt),
        ``goals_met(change)``, the lessons a change meets as a bit mask (bit n: lesson n),
        and ``game_menu(app)``, which opens the game's menu (Start on a lesson's page)
    """

    def __init__(self, course, seat=0):
        self.course = course
        self.seat = seat       # the player being taught
        self.lesson = -1       # the lesson on show; the first page is due at once
        self.met = 0           # bit ``n``: lesson n's goal was met (before its page, too)
        self.turns = 0         # the player's turns since the lesson was shown

    def on_change(self, change):
        if change.seat == self.seat and not change.undone:
            self.met |= self.course.goals_met(change)

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
        return self.lesson >= len(self.course.LESSONS) - 1

    def reminder(self):
        """What to try now, for the message line (``None`` when there is nothing to try)."""
        if self.done() or self.finished():
            return None
        return self.course.LESSONS[self.lesson][1]
