"""
`session`
====================================================

One game as the app plays it: the engine's game, who sits in each seat (a human or a computer
level), the computer players, what happened since each seat last played (for the hand-off
summary), and every action played (for the game's record, :func:`game_end.record`).

Every change to the game goes through here: :meth:`Session.apply` for a human's action, a
hint that is taken, a computer's action or a bought move, and :meth:`Session.undo`. Each
one is checked once (by the engine), written down once, and told to the listeners as a
:class:`Change`; the screens, the lights and the app's turn flow listen.
"""

from engine.actions import END, PLACE, SHIFT, action_kind, to_square
from engine.ai import make_player
from engine.ai.view import SeatView
from game_clock import NONE, GameClock
from unload import unload
from words import action_words

HUMAN = "human"   # settings.KINDS[0]; the others are computer levels


class Change:
    """What one action did, as the session tells its listeners.

    ``seat`` acted; ``action``; ``report`` (the engine's
    :class:`engine.game.Report`, or ``None`` when the action was taken back); ``words``, the
    action in words for messages (``passed``: an end of turn with nothing done); ``undone``.
    """

    def __init__(self, seat, action, report, passed=False):
        self.seat = seat
        self.action = action
        self.report = report
        self.undone = report is None
        self.words = "taken back" if report is None else action_words(report, passed)

    def ends_turn(self):
        return not self.undone and self.action == END


class Session:
    """A game in play.

    :param game: an :class:`engine.game.Game`
    :param list kinds: per seat, ``"human"`` or a computer level
    :param int player_seed: seeds the computer players
    :param seed: the game's seed, when known
    :param clock: the game's :class:`game_clock.GameClock` (none when ``None``)
    :param numbers: per seat, the number its player is known by (in a match the players
        change seats between games); the seat's own number when ``None``
    """

    def __init__(self, game, kinds, player_seed=1, seed=None, clock=None, numbers=None):
        self.game = game
        self.kinds = list(kinds)
        self.clock = clock or GameClock(NONE, len(kinds))
        self.numbers = list(numbers) if numbers else list(range(1, len(kinds) + 1))
        self.seed = seed  # the game's seed, for its record; unknown after a resume
        self.players = [None if kind == HUMAN else make_player(kind, player_seed + seat)
                        for seat, kind in enumerate(kinds)]
        self.log = []           # (seat, action in words), oldest first, until every human
        #                         seat has been shown them (handoff_screen.summary_for)
        self.actions = []       # every action, for the game's record (small ints: no heap)
        self.seen_upto = [0] * len(kinds)  # how much of the log each seat has been shown
        self.listeners = []
        self.thinking = None

    @classmethod
    def start(cls, options, kinds, seed, clock=None, numbers=None):
        from engine.setup import new_game   # needed once a game: let go after

        game = new_game(options, seed)
        unload("engine.setup")
        return cls(game, kinds, seed, seed, clock, numbers)

    def number(self, seat):
        """The number the player in ``seat`` is known by."""
        return self.numbers[seat]

    def listen(self, listener):
        """Call ``listener(change)`` after every applied or undone action."""
        self.listeners.append(listener)

    def is_computer_turn(self):
        return not self.game.is_over() and self.players[self.game.to_move] is not None

    def humans(self):
        return [seat for seat, kind in enumerate(self.kinds) if kind == HUMAN]

    # -- every change ------------------------------------------------------------------------

    def apply(self, action):
        """Apply an action for the seat to move and tell the listeners.

        :raises engine.game.IllegalActionError: saying why; nothing changes
        """
        game = self.game
        seat = game.to_move
        passed = action == END and not game.acted
        change = Change(seat, action, game.apply(action), passed)
        self.thinking = None   # a computer's thoughts were about the game before this action
        if HUMAN in self.kinds and (action != END or passed):   # people are told what happened
            self.log.append((seat, change.words))
        self.actions.append(action)
        self.tell(change)
        return change

    def undo(self):
        """Take back the turn's last undoable action; the log forgets it.

        :raises engine.game.IllegalActionError: when there is nothing to take back
        """
        seat = self.game.to_move
        action = self.game.undo()
        self.log.pop()
        self.actions.pop()
        self.tell(Change(seat, action, None))

    def tell(self, change):
        for listener in self.listeners:
            listener(change)

    # -- the computer's and the hint's choices ------------------------------------------------

    def computer_step(self):
        """Advance the computer seat's thinking by one step; apply its action when decided.
        Returns the :class:`Change`, or ``None`` while it still thinks."""
        player = self.players[self.game.to_move]
        if self.thinking is None:
            self.thinking = player.think(SeatView(self.game, self.game.to_move))
        try:
            next(self.thinking)
            return None
        except StopIteration:
            self.thinking = None
        return self.apply(player.decision)

    # -- what people are shown -----------------------------------------------------------------

    def played_since_last_turn(self):
        """The squares of the tiles the other seats played or moved since the seat to move
        last played, that are still there (none after a resume: the game's actions before
        it are not known)."""
        game = self.game
        squares = []
        turns = 0
        for index in range(len(self.actions) - 1, -1, -1):
            action = self.actions[index]
            if action == END:
                turns += 1
                if turns == game.options.seats:
                    break
            elif action_kind(action) in (PLACE, SHIFT) and game.board[to_square(action)]:
                squares.append(to_square(action))
        return squares
