"""
`resume_game`
====================================================

Resuming the saved game, of whichever game it is, from the title's line. Called at the top
of the frame's call stack (``App.later``) once the title is off the display: the title's code
is let go first (:meth:`shell.app.App.game_starts`), so that the game's code loads where it
was (a resume that loaded the game beside the title failed in heaps where a whole game fits).
The title again, saying why, when the game cannot be resumed.
"""


def resume(app):
    """Read the saved game back; it begins in the next step of this frame (:func:`begin`),
    once this function, and its names of the saving code, are gone: a name of one of its
    functions would keep all of that code alive while the game is built (9 KB at a resumed
    game's hand-off)."""
    app.game_starts()   # which game is read from the slot, with its code only
    from saving.save_slot import TACTIC, state

    tactic = state(app)[0] == TACTIC
    if tactic:
        from saving.tactic_saving import load
    else:
        from saving.latice_saving import load
    try:
        saved = load(app)
    except ValueError as error:
        app.hardware.log("save: %s" % error)
        app.title(str(error))
        return
    app.later(begin, app, tactic, saved)


def begin(app, tactic, saved):
    """The saved game, read back (of Tactic Tiles when ``tactic``), on the screen."""
    if tactic:
        from tactic.tactic_rules import start

        game, kinds = saved
        start(app, kinds, game=game)
        return
    from latice import latice_rules
    from shell.session import Session

    game, kinds, app.match, clock = saved
    # A human's hand-off, or the computer plays on:
    app.begin(Session(latice_rules, game, kinds, app.hardware.seed(), None, clock,
                      app.match and app.match.numbers()))   # a single game: no match
