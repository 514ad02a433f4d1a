"""
`session`
====================================================

One game as the app plays it, for either game: the engine's game, who sits in each seat (a
human or a computer level), the computer players, what happened since each seat last played
(for the hand-off summary), and every action played (for the game's record).

The game's own rules come in as a module that follows the game protocol (:mod:`latice.latice_rules`
describes it; :mod:`tactic.tactic_rules` is the other game's): the session asks it for the game, the
players, their view and the words of an action, and knows nothing else of either game.

Every change to the game goes through here: :meth:`Session.apply` for a human's action, a
hint that is taken, a computer's action or a bought move, and :meth:`Session.undo`. Each
one is checked once (by the engine), written down once, and told to the listeners as a
:class:`Change`; the screens, the lights and the app's turn flow listen.
"""

from micropython import const

import sys

HUMAN = "human"   # a seat's kind; the others are the game's computer levels
_ACTIONS_ROOM = const(256)   # a game on two boards plays about 215


class Change:
    """What one action did, as the session tells its listeners.

    ``seat`` acted; ``action``; ``report`` (the engine's report, or ``None`` when the action
    was taken back); ``words``, the action in words for messages; ``undone``; and whether it
    ends the turn (:meth:`ends_turn`).
    """

    def __init__(self, seat, action, report, words="taken back", ends=False):
        self.seat = seat
        self.action = action
        self.report = report
        self.undone = report is None
        self.words = words
        self.ends = ends

    def ends_turn(self):
        return self.ends and not self.undone


class Session:
    """A game in play.

    :param rules: the game's rules module (the game protocol, :mod:`latice.latice_rules`)
    :param game: the engine's game
    :param list kinds: per seat, ``"human"`` or a computer level
    :param int player_seed: seeds the computer players
    :param seed: the game's seed, when known
    :param clock: the game's :class:`latice.game_clock.GameClock`, or ``None`` in a game without
        one (whose code is then not loaded)
    :param numbers: per seat, the number its player is known by (in a match the players
        change seats between games); the seat's own number when ``None``
    :param room: a list to keep the actions in (a finished game's, emptied); a new one when
        ``None``
    """

    def __init__(self, rules, game, kinds, player_seed=1, seed=None, clock=None,
                 numbers=None, room=None):
        self.rules = rules
        self.game = game
        self.kinds = list(kinds)
        self.clock = clock
        self.numbers = list(numbers) if numbers else list(range(1, len(kinds) + 1))
        self.seed = seed  # the game's seed, for its record; unknown after a resume
        before = list(sys.modules)
        self.players = [None if kind == HUMAN else rules.make_player(kind, player_seed + seat)
                        for seat, kind in enumerate(kinds)]
        # The computers' code, let go with them when the game ends (App.game_over):
        self.players_code = [name for name in sys.modules if name not in before]
        self.log = []           # (seat, action in words), oldest first, until every human
        #                         seat has been shown them (handoff_screen.summary_for)
        # Every action, for the game's record (small ints: no heap). Room for a long game's
        # is made now, while the heap is whole, and kept: MicroPython keeps a list's block
        # when a slice is deleted, where a list doubling late in a game needs 1 KB in one piece.
        # A match's next game, made as the last one ends, takes over that one's (``room``).
        self.actions = [0] * _ACTIONS_ROOM if room is None else room
        del self.actions[:]
        self.seen_upto = [0] * len(kinds)  # how much of the log each seat has been shown
        self.listeners = []
        self.thinking = None

    @classmethod
    def start(cls, rules, options, kinds, seed, clock=None, numbers=None, room=None):
        return cls(rules, rules.new_game(options, seed), kinds, seed, seed, clock, numbers,
                   room)

    def control(self):
        """The game's time control (an index into ``game_clock.CONTROLS``; 0: none)."""
        return self.clock.control if self.clock is not None else 0

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

    def lone_human(self):
        """The one human seat when there is only one (its rack or hand need not be hidden
        while the computers play: nobody else is there to see it), else ``None``."""
        humans = self.humans()
        return humans[0] if len(humans) == 1 else None

    # -- every change ------------------------------------------------------------------------

    def apply(self, action, words=None):
        """Apply an action for the seat to move and tell the listeners; ``words`` (when the
        action is not all there is to say: a turn the timer ended) go in its place in the log.

        :raises ValueError: the engine's illegal-action error, saying why; nothing changes
        """
        game = self.game
        seat = game.to_move
        end = action == self.rules.END
        passed = end and not game.acted   # an end of turn with nothing done
        report = game.apply(action)
        change = Change(seat, action, report, words or self.rules.action_words(report, passed),
                        end)
        self.thinking = None   # a computer's thoughts were about the game before this action
        if self.rules.TELLS_WHAT_HAPPENED and HUMAN in self.kinds and (not end or passed
                                                                      or words):
            self.log.append((seat, change.words))
        self.actions.append(action)
        self.tell(change)
        return change

    def undo(self):
        """Take back the turn's last undoable action; the log forgets it.

        :raises ValueError: the engine's illegal-action error, when there is nothing to take
            back
        """
        seat = self.game.to_move
        action = self.game.undo()
        if self.log:
            self.log.pop()
        del self.actions[-1:]   # not pop(), which gives back half the room of a list half empty
        self.tell(Change(seat, action, None))

    def tell(self, change):
        for listener in self.listeners:
            listener(change)

    # -- the computer's choices ------------------------------------------------------------

    def computer_step(self):
        """Advance the computer seat's thinking by one step; apply its action when decided.
        Returns the :class:`Change`, or ``None`` while it still thinks. No name here holds
        the player while its action is applied: a game that ends with it lets it go."""
        seat = self.game.to_move
        if self.thinking is None:
            self.thinking = self.players[seat].think(self.rules.seat_view(self.game))
        try:
            next(self.thinking)
            return None
        except StopIteration:
            self.thinking = None
        return self.apply(self.players[seat].decision)
