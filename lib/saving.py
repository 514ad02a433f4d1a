"""
`saving`
====================================================

The app's use of the save slot: save the game at the end of a human turn, forget it when it
has ended or is abandoned, and tell the title what is saved. This code, the slot's
(:mod:`save_slot`) and the engine's blob code are loaded for those moments only
(``unload.SAVING``): kept imported, they would take heap all game long. A storage that fails
is logged, never a crash: the game goes on.
"""

from save_slot import TACTIC_SAVED, SaveSlot
from settings_store import WithSettings
from unload import SAVING, unload


def use_slot(app, use):
    """``use(slot)`` on the save slot (:class:`save_slot.SaveSlot`); what saving needs is let
    go after."""
    app.settings.pace = app.pace   # the pace goes with the next write
    try:
        return use(SaveSlot(WithSettings(app.hardware.storage, app.settings)))
    finally:
        unload(*SAVING)


def write_slot(app, write):
    """``write(slot)``; True when it was written."""
    try:
        use_slot(app, write)
    except OSError as error:
        app.hardware.log("save: cannot write: %s" % error)
        return False
    return True


def save(app, session=None):
    """Save the game (``app``'s, or ``session``), with its match and clock: one write. True
    when it was written, or when there is no human to save it for."""
    session = session or app.session
    if not session.humans() or app.kiosk is not None:   # a store's flash is not worn
        return True
    return write_slot(app, lambda slot: slot.save(session.game, session.kinds, app.match,
                                                  session.clock))


def clear_save(app):
    """Forget the saved game; True when that was written."""
    if app.kiosk is not None:
        return True
    return write_slot(app, lambda slot: slot.clear())


def save_state(app):
    """What the title tells of the save slot: (a game is saved, of either game; why it cannot
    be resumed or ""; how many times the slot was written)."""
    def look(slot):
        saved, problem = slot.try_load()
        tactic = problem == TACTIC_SAVED   # a game of Tactic Tiles (tactic_slot) is saved
        return saved is not None or tactic, "" if tactic else problem, slot.writes

    return use_slot(app, look)


def has_save(app):
    return save_state(app)[0]
