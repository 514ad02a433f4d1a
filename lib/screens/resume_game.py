"""
`resume_game`
====================================================

Resuming the saved game, of whichever game it is, from the title's line. Called at the top
of the frame's call stack (``App.later``) once the title is off the display: the title's code
is let go first, so that the game's code loads where it was (a resume that loaded the game
beside the title failed in heaps where a whole game fits). The title again, saying why, when
the game cannot be resumed.
"""

from loaded_game import unload_latice
from unload import SCREENS, unload


def resume(app):
    unload(*SCREENS)
    app.game_starts()
    from save_slot import TACTIC, state

    tactic = state(app)[0] == TACTIC
    if tactic:
        unload_latice()
        from tactic_saving import load
    else:
        from saving import load
    try:
        saved = load(app)
    except ValueError as error:
        app.hardware.log("save: %s" % error)
        app.title(str(error))
        return
    if tactic:
        from tactic_rules import start

        game, kinds = saved
        start(app, kinds, game=game)
        return
    import latice_rules
    from session import Session

    game, kinds, app.match, clock = saved
    # A human's hand-off, or the computer plays on:
    app.begin(Session(latice_rules, game, kinds, app.hardware.seed(), None, clock,
                      app.match and app.match.numbers()))   # a single game: no match
