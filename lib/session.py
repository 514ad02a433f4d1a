"""
`session`
====================================================

One game as the app plays it: the engine's game, who sits in each seat (a human or a computer
level), the computer players, what happened since each seat last played (for the hand-off
summary), and the game's record. Everything goes through :meth:`Session.apply`, which the
views listen to through ``on_change``.
"""

from engine.actions import action_text
from engine.record import record_text
from engine.ai.players import make_player
from engine.ai.view import SeatView
from engine.setup import new_game
from save_slot import HUMAN

STONE_WORDS = {2: "double", 3: "trefoil", 4: "latice"}


class Session:
    """A game in play.

    :param game: an :class:`engine.game.Game`
    :param list kinds: per seat, ``"human"`` or a computer level
    :param int player_seed: seeds the computer players
    :param seed: the game's seed, when known
    """

    def __init__(self, game, kinds, player_seed=1, seed=None):
        self.game = game
        self.kinds = list(kinds)
        self.seed = seed  # the game's seed, for its record; unknown after a resume
        self.players = [None if kind == HUMAN else make_player(kind, player_seed + seat)
                        for seat, kind in enumerate(kinds)]
        self.log = []           # (seat, action in words) of every action, oldest first
        self.played = []        # the same actions in notation, for the game's record
        self.seen_upto = [0] * len(kinds)  # how much of the log each seat has been shown
        self.on_change = []
        self.thinking = None

    @classmethod
    def start(cls, options, kinds, seed):
        return cls(new_game(options, seed), kinds, seed, seed)

    def is_computer_turn(self):
        return not self.game.is_over() and self.players[self.game.to_move] is not None

    def humans(self):
        return [seat for seat, kind in enumerate(self.kinds) if kind == HUMAN]

    def apply(self, action):
        """Apply a legal action; log it in words; tell the listeners. Returns the report."""
        game = self.game
        seat = game.to_move
        text = action_text(action, game.rack())
        report = game.apply(action)
        self.log.append((seat, describe(text, report)))
        self.played.append(text)
        for listener in self.on_change:
            listener(report)
        return report

    def undo(self):
        """Take back the turn's last undoable action; it leaves the log as if never played."""
        self.game.undo()
        self.log.pop()
        self.played.pop()
        for listener in self.on_change:
            listener(None)

    def computer_step(self):
        """Advance the computer seat's thinking by one step; apply its action when decided.
        Returns the report of an applied action, else ``None``."""
        player = self.players[self.game.to_move]
        if self.thinking is None:
            self.thinking = player.think(SeatView(self.game, self.game.to_move))
        try:
            next(self.thinking)
            return None
        except StopIteration:
            self.thinking = None
        return self.apply(player.decision)

    def summary_for(self, seat):
        """What the other seats did since ``seat`` was last shown, as lines of text; marks
        it shown."""
        lines = ["%d: %s" % (who + 1, text) for who, text in self.log[self.seen_upto[seat]:]
                 if who != seat and text != "end"]
        self.seen_upto[seat] = len(self.log)
        return lines

    def record(self, headers):
        """The game so far in the notation's record form, a turn a line."""
        return record_text(headers, self.played)


def describe(text, report):
    """An action in words for the summary and the message line."""
    words = [text]
    if report.neighbours in STONE_WORDS:
        words.append(STONE_WORDS[report.neighbours])
    if report.sun_square:
        words.append("sun")
    if report.sunstones_lost:
        words.append("lost %d sunstones" % report.sunstones_lost)
    return " ".join(words)
