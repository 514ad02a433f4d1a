"""
`latice_rules`
====================================================

Latice's side of the game protocol: what the shell (:mod:`shell.session`,
:mod:`shell.computer_turns`, the app's turn flow, :mod:`screens.over_screen`) asks of a game,
forwarded to Latice's engine. Each game supplies a module like this one (Tactic Tiles':
:mod:`tactic.tactic_rules`), with:

- ``GAME``: the game's package in ``lib/``, whose code is kept while it is played;
- ``END``: the action that ends a turn; ``TELLS_WHAT_HAPPENED``: True when a human is shown
  the others' actions at the start of a turn (the session keeps a log for it);
- ``new_game(options, seed)``: a new game; ``play_again(app, session)``: a new game like the
  session's, with the same seats and options;
- ``make_player(kind, seed)``: a computer player (``think(view)`` yields while it thinks and
  leaves its action in ``decision``); ``seat_view(game)``: what the seat to move may see;
- ``action_words(report, passed)``: an applied action in words, for the message line;
- ``game_screen(app)``: the game's screen for the app's session, listening to it;
- ``save(app)``: save the game at the end of a human turn (``SAVE_CODE`` names the module
  that does it, loaded with a game of two humans or more and kept);
- ``finish(app, how, winners)``: the end of the game: it shows :mod:`screens.over_screen` with the
  game's :class:`views.standings.Standings` (Latice's are made by :mod:`latice.game_end`, which is
  loaded only then; Tactic Tiles' by :func:`tactic.tactic_rules.standings`).

The game itself answers the rest: ``apply`` (checked: an illegal action raises and changes
nothing), ``undo``, ``is_over``, ``result``, ``to_move`` and ``acted``.
"""

from latice.words import action_words  # noqa: F401 (a part of the protocol)

from engine.actions import END  # noqa: F401 (a part of the protocol)

GAME = "latice"
TELLS_WHAT_HAPPENED = True
SAVE_CODE = "saving.latice_saving"   # where save() is: loaded with the game


def new_game(options, seed):
    from engine.setup import new_game

    return new_game(options, seed)


def play_again(app, session):
    # a single game (target 1) with the same clock, once the over screen's press is handled
    app.later(app.start, session.game.options, session.kinds, 1, session.control())


def make_player(kind, seed):
    """The computers' code is loaded by a game with a computer seat only (and by a hint)."""
    from engine.ai import make_player

    return make_player(kind, seed)


def seat_view(game):
    from engine.ai.view import SeatView

    return SeatView(game, game.to_move)


def game_screen(app):
    """Latice's game screen; the lights, the sound and the lessons hear the game too."""
    from latice.game_screen import GameScreen

    screen = GameScreen(app)
    session = app.session
    session.listen(screen.on_change)
    session.listen(app.lights.on_change)
    if app.sounds is not None:
        session.listen(app.sounds.on_change)
    if app.lessons is not None:
        session.listen(app.lessons.on_change)
    return screen


def save(app):
    from saving.latice_saving import save

    save(app)


def finish(app, how, winners):
    """The end (:mod:`latice.game_end`, whose code is loaded for that moment and let go with
    the screen it shows). A match that goes on gets its next game once that code is let go,
    saved at once, so that a power cut loses nothing."""
    from latice import game_end

    players = game_end.finish(app, how, winners)
    del game_end   # a name of it here would keep all of its code alive under the next game
    if players is not None:
        from saving.latice_saving import save

        session = app.session
        room, session.actions = session.actions, []   # logged: the next game's go there
        app.next_session = app.new_session(session.game.options, players,
                                           session.control(), room)
        save(app, app.next_session)
