"""
`match_screen`
====================================================

Between the games of a match: who won each game, each player's wins, and what comes next (the
next game, already saved, or the title once a player has won the match).
"""

import buttons
from screen import Screen

GAMES_SHOWN = 3   # the last games (the wins count them all), so 4 players fit


class MatchScreen(Screen):
    def __init__(self, app):
        self.app = app
        match = app.match
        lines = ["MATCH: first to %d" % match.target]
        first = max(0, len(match.games) - GAMES_SHOWN)
        for number in range(first, len(match.games)):
            winners = match.games[number]
            lines.append("Game %d: %s" % (number + 1, "a tie" if not winners else
                                          "seat %s won" % " and ".join(
                                              "%d" % (player + 1) for player in winners)))
        for player in range(match.players):
            wins = match.wins[player]
            lines.append("Seat %d: %d win%s" % (player + 1, wins, "" if wins == 1 else "s"))
        champions = match.winner()
        page = app.page
        self.group = page.group
        page.show(lines, highlight=0)
        page.set(len(page.texts) - 1, "A: back to the title" if champions else "A: next game")
        if champions:
            page.set(len(page.texts) - 2, "Seat %s wins the match!" % " and ".join(
                "%d" % (player + 1) for player in champions), True)

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
