"""
`lessons`
====================================================

"Learn to play": a first game against the easy computer that teaches as it goes, for either
game. Lessons come one at a time, each a page of rules before the player's turn: Latice's app
shows it in place of the hand-off, Tactic Tiles' screen (which has no hand-off) before the
turn. A lesson is done when the player has done what it teaches (the session's reports say so;
before its page counts too), or after a few turns without the chance; the next page says
which. The message line says what to try, when a move can do it now (else that it cannot), and
after the player's move how to end the turn. Start, then "Abandon game", leaves at any time,
from the board or from a lesson's page. What a game teaches is its course: Latice's is here,
Tactic Tiles' is :mod:`tactic.tactic_lessons`; the mechanism is the same for both; a lesson's
page is :mod:`screens.lesson_screen`. Loaded only for the guided game.
"""

TURNS_PER_LESSON = 4   # the player's turns a lesson waits for its chance before moving on

# Latice's lessons, the course a guided game follows unless it is given another: the moon,
# matching, a double, a sun square, a wind, buying a move (they stay here, with the mechanism,
# so that a Latice game names no module more).
SECTION = "lesson"   # lesson n's page (from 1) is the section "lesson n" of assets/texts.txt

# (heading, what to try: the message line's reminder, whole on its 26 places; what was learnt,
# for the next page's "Well done: a double!"; what the message line says instead of the
# reminder when no move can do it now). A page must fit 8 lines.
LESSONS = (
    ("Learn to play", "Try: a tile on moon", "the first tile", "No tile for the moon now"),
    ("Matching", "Try: match a tile", "a match", "No tile matches now"),
    ("Stones", "Try: a double", "a double", "No double now: play on"),
    ("Sun squares", "Try: a sun square", "a sun square", "No sun square now: play on"),
    ("Winds", "Try: play a wind", "a wind", "No wind to play now"),
    ("Buying a move", "Try: buy a move", "a bought move", "Too few stones to buy now"),
    ("Well done!", None, None, None),
)
BUYING = 5   # the lesson "Buying a move": after the move, the menu's "Buy a move" is the goal


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


def chances(game):
    """The Latice lessons whose goal the seat to move can meet now, in this turn, as a bit mask
    (:func:`goals_met`'s bits): a tile on the moon, a match, a double, a sun square (each a
    legal placement), a wind (a legal shift), buying a move (when the move is used, with the
    stones it has or those a tile earns first). One walk of the placements, once a turn; what a
    wind's shift would open up is not looked for."""
    from engine.actions import placed_tile, to_square
    from engine.rules import placement_neighbours, placements, stones_earned
    from engine.squares import IS_SUN, MOON
    from engine.tiles import WIND

    if game.is_over():
        return 0
    seat = game.to_move
    board = game.board
    first = game.tiles_on_board == 0
    sunstones = game.sunstones[seat]
    halfstones = game.halfstones[seat]
    rich = sunstones >= 1 or halfstones >= 2    # a move can be paid for now
    mask = 0
    if game.moves > 0:
        table = game.options.stones_table()
        for action in placements(board, game.racks[seat], first):
            square = to_square(action)
            neighbours = placement_neighbours(board, square, placed_tile(action), first)
            mask |= ((1 if square == MOON else 0) | (2 if neighbours >= 1 else 0)
                     | (4 if neighbours >= 2 else 0) | (8 if IS_SUN[square] else 0))
            sun, half = stones_earned(neighbours, square, table)
            if rich or sunstones + sun >= 1 or halfstones + half >= 2:
                mask |= 1 << BUYING
        for _ in game.legal_actions(WIND):
            mask |= 1 << 4
            break
        if rich and game.pools[seat]:   # an exchange uses the move too
            mask |= 1 << BUYING
    elif rich:
        mask |= 1 << BUYING
    if not game.options.allows_buying():
        mask &= ~(1 << BUYING)
    return mask


def after_move(lessons, change, game):
    """What the message line says once the player's move (``change``) has been read, for the
    rest of the turn: how to end it, Start then End turn (or buy, in the lesson on buying), with
    a word of praise when the move did what the lesson on show teaches. ``None`` when nothing
    is to be said: a move is left, the turn is over, or the lessons are."""
    lesson = lessons.lesson
    if (lessons.finished() or lesson < 0 or change.undone or change.ends_turn()
            or change.seat != lessons.seat):
        return None
    met = goals_met(change) >> lesson & 1
    if game.moves > 0:
        return "Well done! One more move" if met else None
    if met:
        return "Well done! Start, End turn"
    if lesson == BUYING and not lessons.met >> lesson & 1 and chances(game) >> lesson & 1:
        return "Start: buy, or End turn"
    return "Next: Start, End turn"


def game_menu(app):
    """Start on a lesson's page: Latice's menu."""
    app.game_menu()


class Lessons:
    """The lessons' progress in a guided game; listens to the session (:meth:`on_change`).

    :param course: the game's lessons: this module for Latice's, :mod:`tactic.tactic_lessons` for
        Tactic Tiles'. A module with ``LESSONS`` (each a heading, what to try and what is
        learnt), ``SECTION`` (lesson n's page is the section "SECTION n" of
        assets/texts.txt), ``goals_met(change)``, the lessons a change meets as a bit mask
        (bit n: lesson n), and ``game_menu(app)``, which opens the game's menu (Start on a
        lesson's page). A course may also say which goals can be met now, ``chances(game)``
        as the same bits, and then gives each lesson a fourth text, said instead of what to try
        when it cannot be done
    """

    def __init__(self, course, seat=0):
        self.course = course
        self.seat = seat       # the player being taught
        self.lesson = -1       # the lesson on show; the first page is due at once
        self.met = 0           # bit ``n``: lesson n's goal was met (before its page, too)
        self.turns = 0         # the player's turns since the lesson was shown
        self.why = None        # why the page on show came: the last lesson done, or waited out

    def on_change(self, change):
        if change.seat == self.seat and not change.undone:
            self.met |= self.course.goals_met(change)

    def done(self):
        """The goal of the lesson on show was met (or there is none yet)."""
        return self.lesson < 0 or bool(self.met >> self.lesson & 1)

    def page_due(self):
        """At the start of the player's turn: True when the next lesson's page is shown now
        (the last one was learnt, or waited long enough: :attr:`why` says which)."""
        if self.finished() or (not self.done() and self.turns < TURNS_PER_LESSON):
            self.turns += 1
            return False
        if self.lesson >= 0:
            learnt = self.course.LESSONS[self.lesson][2]
            self.why = ("Well done: %s!" % learnt if self.done() else
                        "%d turns without %s: next lesson." % (TURNS_PER_LESSON, learnt))
        self.lesson += 1
        self.turns = 1
        return True

    def finished(self):
        """The last page has been shown: it teaches nothing new."""
        return self.lesson >= len(self.course.LESSONS) - 1

    def reminder(self, game=None):
        """What to try now, for the message line (``None`` when there is nothing to try). Given
        the ``game``, a course that can tell (``chances``) says instead that it cannot be done
        now, when no move can do it."""
        if self.done() or self.finished():
            return None
        lesson = self.course.LESSONS[self.lesson]
        chances = getattr(self.course, "chances", None)
        if game is not None and chances is not None and not chances(game) >> self.lesson & 1:
            return lesson[3]
        return lesson[1]
