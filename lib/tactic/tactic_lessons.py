"""
`tactic_lessons`
====================================================

What Tactic Tiles' "Learn to play" teaches (the course :mod:`latice.lessons` gives): laying a tile
edge to edge, turning it with Select, scoring; the last page tells of redrawing and the end.
And how a move shows that a lesson was done.
"""

from engine.tactic.actions import is_place, placed_turns

SECTION = "tactic lesson"   # lesson n's page (from 1): "tactic lesson n" of assets/texts.txt

# (heading, what to try: the message line's reminder, at most its 19 places; what was learnt,
# for the next page's "Well done: a turned tile!"). A page must fit 8 lines.
LESSONS = (
    ("Learn to play", "Try: lay a tile", "the first tile"),
    ("Turning a tile", "Try: turn a tile", "a turned tile"),
    ("Points", "Try: score a point", "a scoring tile"),
    ("Well done!", None, None),
)


def goals_met(change):
    """The lessons whose goal ``change`` (a :class:`shell.session.Change`) meets, as a bit mask:
    any tile laid; a tile laid turned; a tile that scored."""
    if not is_place(change.action):
        return 0
    return (1 | (2 if placed_turns(change.action) else 0)
            | (4 if change.report.points > 0 else 0))


def game_menu(app):
    """Start on a lesson's page: Tactic Tiles' menu."""
    from screens.tactic_menu import TacticMenu

    app.show(TacticMenu(app, app.game_screen))
