"""
`tactic_rules`
====================================================

Tactic Tiles' side of the game protocol (described in :mod:`latice.latice_rules`), forwarded to its
engine (``engine/tactic/``). Its options are ``(seats, length)``: how many play and how many
tiles the game uses. No hand-off screen: with more than one human, a hand stays hidden on the
game's own screen until its player shows it.
"""

from engine.tactic.actions import END, REDRAW  # noqa: F401 (END: a part of the protocol)

GAME = "tactic"
TELLS_WHAT_HAPPENED = False
SAVE_CODE = "saving.tactic_saving"   # where save() is: loaded with the game


def new_game(options, seed):
    from engine.tactic.setup import new_game

    seats, length = options
    return new_game(seats, seed & 0xFFFFFFFF, length)


def play_again(app, session):
    game = session.game
    in_play = len(game.placed) + len(game.stack) + sum([len(hand) for hand in game.hands])
    start(app, session.kinds, in_play)


def start(app, kinds, length=72, game=None, learn=False):
    """A game of Tactic Tiles with these seats (a new one, or ``game``, resumed), on the
    screen once the frame's button is handled (:meth:`shell.app.App.later`). The last game,
    the screen on show and all code but Tactic Tiles' own go first
    (:meth:`shell.app.App.game_starts`), before the game and its session are made. With
    ``learn``, "Learn to play": its lessons (:mod:`tactic.tactic_lessons`)."""
    from shell.session import HUMAN, Session
    from tactic import tactic_rules

    app.game_starts(GAME)
    if game is None:
        game = new_game((len(kinds), length), app.hardware.seed())
    if kinds.count(HUMAN) < len(kinds):
        from engine.tactic.players import make_view

        make_view(game.seats)   # the computers' one view, before the screen fills the heap
    lessons = None
    if learn:
        from latice.lessons import Lessons
        from tactic import tactic_lessons

        lessons = Lessons(tactic_lessons)
    app.match = None
    app.later(app.begin, Session(tactic_rules, game, kinds, app.hardware.seed()),
              lessons)


def make_player(kind, seed):
    from engine.tactic.players import EasyPlayer, GreedyPlayer

    return EasyPlayer(seed) if kind == "easy" else GreedyPlayer()


def seat_view(game):
    return game   # the players make their own view of it (engine.tactic.players.seat_view)


def action_words(report, passed):
    if report.action == REDRAW:
        return "redrew: -1 point"
    if report.action == END:
        return "passed" if passed else "ended the turn"
    return "laid a tile: +%d" % report.points


def game_screen(app):
    from tactic.tactic_screen import TacticScreen

    screen = TacticScreen(app)
    if app.lessons is not None:   # "Learn to play" hears a move before the next turn starts
        app.session.listen(app.lessons.on_change)
    app.session.listen(screen.on_change)
    return screen


def save(app):
    from saving.tactic_saving import save

    session = app.session
    save(app, session.game, session.kinds)


def finish(app, how, winners):
    """The kiosk's next attract game, or every seat's points (the app has let the game's
    screen and players go; the session stays until the next game, to play again)."""
    session = app.session
    if app.kiosk is not None and app.kiosk.game_over():
        return
    from screens.over_screen import OverScreen
    from saving.save_slot import clear
    from saving.tactic_saving import count_game

    how, winners = session.game.result()
    count_game(app.settings, session.kinds, winners)
    clear(app)
    app.show(OverScreen(app, standings(session, how, winners)))


def standings(session, how=None, winners=()):
    """Every seat's points; ``how`` the game ended and its ``winners`` (seat indexes), or
    none while it goes on."""
    from engine.tactic.result import BLOCKED
    from views.standings import Standing, Standings

    game = session.game
    seats = [Standing(seat + 1, session.kinds[seat], seat == game.to_move,
                      "%14d" % game.scores[seat], str(game.scores[seat]))
             for seat in range(game.seats)]
    return Standings(seats, [seat + 1 for seat in winners],
                     "no one could lay a tile" if how == BLOCKED
                     else "every tile was played" if how else "",
                     "             Points", "points")
