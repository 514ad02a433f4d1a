"""
`match_screen`
====================================================

Between the games of a match: first who has won the match, or who leads it; then who won each
game, each player's wins (the most first, the leaders in the highlight colour), and what comes
next (the next game, already saved, or the title once a player has won the match, which is
celebrated as a game's win is: :mod:`screens.celebration`).
"""

from micropython import const

from shell import buttons
from shell.screen import Screen

_GAMES_SHOWN = const(3)  # the last games (the wins count them all)
_ROOMY_PLAYERS = const(4)  # a line a player up to this many, then two a line: 8 players fit


class MatchScreen(Screen):
    def __init__(self, app):
        self.app = app
        match = app.match
        champions = match.winner()
        lines = [heading(match, champions)]
        first = max(0, len(match.games) - _GAMES_SHOWN)
        for number in range(first, len(match.games)):
            winners = match.games[number]
            lines.append("Game %d: %s" % (number + 1, "a tie" if not winners else
                                          "seat %s won" % " and ".join(
                                              "%d" % (player + 1) for player in winners)))
        page = app.page
        self.group = page.group
        page.show(lines, highlight=0)
        players = by_wins(match)
        most = match.wins[players[0]]
        step = 1 if match.players <= _ROOMY_PLAYERS else 2
        for first in range(0, match.players, step):
            group = players[first:first + step]
            page.set(len(lines) + first // step, "   ".join(
                [("Seat %d: %d win%s" if step == 1 else "S%d: %d win%s")
                 % (player + 1, match.wins[player], "" if match.wins[player] == 1 else "s")
                 for player in group]),
                most > 0 and all([match.wins[player] == most for player in group]))
        page.set(len(page.texts) - 1, "A: back to the title" if champions else "A: next game")
        self.celebration = None
        if champions:
            from screens.celebration import Celebration

            self.celebration = Celebration(app)

    def tick(self, now):
        if self.celebration is not None:
            self.celebration.tick(now)

    def handle(self, button, kind):
        if button == buttons.A and kind == buttons.PRESS:
            self.next_game()

    def next_game(self):
        """The match's next game (already saved), or the title once the match is won."""
        app = self.app
        if app.next_session is None:
            app.title()
            return
        session, app.next_session = app.next_session, None
        app.begin(session)


def heading(match, champions):
    """``Seat 2 wins the match!``, ``Seats 1 & 3 win the match!`` (partners),
    ``Seat 2 leads, first to 2`` or ``Level at 1, first to 3``."""
    if champions:
        if len(champions) == 1:
            return "Seat %d wins the match!" % (champions[0] + 1)
        return "Seats %s win the match!" % " & ".join(
            "%d" % (player + 1) for player in champions)
    players = by_wins(match)
    most = match.wins[players[0]]
    if match.wins.count(most) == 1:
        return "Seat %d leads, first to %d" % (players[0] + 1, match.target)
    return "Level at %d, first to %d" % (most, match.target)


def by_wins(match):
    """The players (from 0), the most wins first; equal wins in their order."""
    return sorted(range(match.players), key=lambda player: -match.wins[player])
