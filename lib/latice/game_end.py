"""
`game_end`
====================================================

The end of a game: its statistics, its place in the match, the game-over screen and the
record on the console, a line at a time. Loaded only when a game ends.
"""

from shell.settings import KINDS


def finish(app, how=None, winners=None):
    """End the app's game: by the rules, or ``how`` = "time" and the ``winners``. Returns
    the kinds of the next game's seats when a match goes on (:func:`latice.latice_rules.finish`
    makes that game once this code is let go), else ``None``."""
    session = app.session
    if app.kiosk is not None and app.kiosk.game_over():
        return None
    if how is None:
        how, winners = session.game.result()
    match = app.match   # None for a single game
    headers = [] if match is None else [("Match", match.header())]
    if how == "time":
        headers.append(("Termination", "seat %d out of time"
                        % session.number(session.game.to_move)))
    count_game(app.settings, session.kinds, winners)
    app.next_session = None
    if match is not None:
        players = match.kinds_of_players(session.kinds)
        match.game_won(winners, session.game.options.partners)
    if session.seed is not None:   # first, with no screen built: its replay has the heap
        for line in record_lines(session, headers):   # a line at a time: no long string
            app.hardware.log(line)
    from latice.latice_standings import standings
    from screens.over_screen import OverScreen

    app.show(OverScreen(app, standings(session, how, winners)))
    # Last: the finished game's save is cleared, or a match's next game follows.
    if match is None or match.is_single_game() or match.winner():
        from saving.slot_writer import clear

        clear(app)
        return None
    return players


def count_game(settings, kinds, winners):
    """The statistics: a game played by each seat's kind, won by the winners' (written with
    the next save, or the clearing of this one)."""
    for seat, kind in enumerate(kinds):
        settings.played[KINDS.index(kind)] += 1
        if seat in winners:
            settings.won[KINDS.index(kind)] += 1


def record(session, more_headers=()):
    """The session's game so far in the notation's record form, a turn a line;
    ``more_headers`` (name, value) follow the game's own."""
    return "\n".join(record_lines(session, more_headers)) + "\n"


def record_lines(session, more_headers=()):
    """The lines of :func:`record`, one at a time, each made as it is asked for."""
    from engine.record import record_lines as lines

    for line in lines(record_headers(session) + list(more_headers), action_texts(session)):
        yield line


def action_texts(session):
    """The session's actions in the notation, named as they were played, one at a time."""
    from engine.action_notation import action_text
    from engine.setup import new_game

    game = new_game(session.game.options, session.seed)
    for action in session.actions:
        yield action_text(action, game.rack())
        game.play(action)


def record_headers(session):
    options = session.game.options
    headers = [("Game", "Latice"), ("Seats", str(options.seats)),
               ("Setup", options.setup_name()), ("Options", options.flags_text()),
               ("Seed", "%x" % session.seed), ("Players", ", ".join(session.kinds))]
    if session.clock is not None:
        from latice.game_clock import control_text

        headers.append(("TimeControl", control_text(session.clock.control)))
    return headers
