"""
`game_end`
====================================================

The end of a game: its statistics, its place in the match, the game-over screen and the
record on the console. A match that goes on gets its next game at once, saved, so that a
power cut loses nothing. Loaded only when a game ends.
"""

from over_screen import OverScreen
from session import KINDS


def finish(app, how=None, winners=None):
    """End the app's game: by the rules, or ``how`` = "time" and the ``winners``."""
    session = app.session
    if app.kiosk is not None and app.kiosk.game_over():
        app.let_game_go()
        return
    if how is None:
        how, winners = session.game.result()
    match = app.match
    headers = [] if match.is_single_game() else [("Match", match.header())]
    if how == "time":
        headers.append(("Termination", "seat %d out of time"
                        % session.number(session.game.to_move)))
    count_game(app.settings, session.kinds, winners)
    players = match.kinds_of_players(session.kinds)
    match.game_won(winners, session.game.options.partners)
    app.next_session = None
    if match.is_single_game() or match.winner():
        app.clear_save()
    else:
        app.next_session = app.new_session(session.game.options, players,
                                           session.clock.control)
        app.save(app.next_session)
    app.show(OverScreen(app, how, winners))
    if session.seed is not None:
        app.hardware.log(session.record(headers))
    app.let_game_go()


def count_game(settings, kinds, winners):
    """The statistics: a game played by each seat's kind, won by the winners' (written with
    the next save, or the clearing of this one)."""
    for seat, kind in enumerate(kinds):
        settings.played[KINDS.index(kind)] += 1
        if seat in winners:
            settings.won[KINDS.index(kind)] += 1
