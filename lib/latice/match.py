"""
`match`
====================================================

A match (docs/rules.md R12): games until a player has won 2 (normal) or 3 (championship); a
tie counts for nobody. The players keep their numbers for the whole match, and the next game
starts with the next player: in game ``n`` (from 0) the game's seat ``s`` is played by player
``(s + n) % players``. Partners win together, so each of the two counts the win.
"""

MATCHES = (("single game", 1), ("first to 2", 2), ("first to 3", 3))


class Match:
    """:param int target: the wins that take the match (1: a single game)
    :param int players: how many play
    :param list wins: each player's wins so far (a resumed match)
    :param list games: each game's winning players so far (``[]`` for a tie)"""

    def __init__(self, target, players, wins=None, games=None):
        self.target = target
        self.players = players
        self.wins = list(wins) if wins else [0] * players
        self.games = [list(winners) for winners in games] if games else []

    def is_single_game(self):
        return self.target == 1

    def game_number(self):
        """The game in play, from 0: every game played so far counts, ties too."""
        return len(self.games)

    def player_of(self, seat):
        """The player (from 0) in the game's ``seat`` this game."""
        return (seat + self.game_number()) % self.players

    def numbers(self):
        """Each seat's player, as the number people know the player by (from 1)."""
        return [self.player_of(seat) + 1 for seat in range(self.players)]

    def seats_of_kinds(self, kinds):
        """The players' kinds (human or a level, in player order) in this game's seat order."""
        return [kinds[self.player_of(seat)] for seat in range(self.players)]

    def kinds_of_players(self, seat_kinds):
        """The other way round: this game's seats' kinds in player order."""
        kinds = [None] * self.players
        for seat, kind in enumerate(seat_kinds):
            kinds[self.player_of(seat)] = kind
        return kinds

    def header(self):
        """The match for a game's record: ``first to 2, game 3``."""
        return "%s, game %d" % (MATCHES[self.target - 1][0], self.game_number() + 1)

    def game_won(self, seats, partners=False):
        """Count a finished game won by these seats (more than one: a tie, unless they are
        the two partners of a team)."""
        winners = sorted(self.player_of(seat) for seat in seats)
        if len(winners) > (2 if partners else 1):
            winners = []
        for player in winners:
            self.wins[player] += 1
        self.games.append(winners)

    def winner(self):
        """The players who have won the match (partners win it together), or []."""
        return [player for player in range(self.players) if self.wins[player] >= self.target]
