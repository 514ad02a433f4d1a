"""
`app`
====================================================

The handheld app: a small state machine of screens. :class:`App` owns the display, the
buttons, the save slot, the lights and the screen on show, and, during a game, the session,
the computer's turns and the game screen (built once a game). :meth:`App.step` is one frame:
read the buttons, pass their events to the screen, let time pass, refresh the display once.

A button's way to the screen: the board reads it, :class:`buttons.ButtonEvents` makes it an
event, the screen on show turns it into an engine action, :meth:`session.Session.apply`
checks and applies it once and tells its listeners: the game screen redraws what changed in
its next tick, the lights light, and :meth:`App.on_change` moves on when a turn ends.
"""

import displayio
from adafruit_ticks import ticks_diff

import buttons
from art import Art
from computer_turns import PACES, ComputerTurns
from game_clock import NONE, GameClock
from game_screen import GameScreen
from lights import Lights
from match import Match
from session import HUMAN, Session
from text_view import TextLines
from unload import SAVING, SCREENS, unload

from engine.actions import END

try:
    from typing import Any
except ImportError:
    pass

DIM_AFTER_MS = 60000  # the screen dims after a minute without a button
PAGE_LINES = 10       # the text screens' page: 10 lines of terminalio's font


class App:
    """:param hardware: a board module's ``Hardware`` (see :mod:`boards`)
    :param str sheet: the sprite sheet's path"""

    def __init__(self, hardware, sheet):
        self.hardware = hardware
        self.display = hardware.display
        self.root = displayio.Group()
        self.display.root_group = self.root
        self.events = buttons.ButtonEvents()
        self.lights = Lights(hardware)
        self.pace = 1
        self.last_input = None
        self.dimmed = False
        self.art = Art(sheet)
        self.page = TextLines(PAGE_LINES)  # shared by every text screen, one at a time
        # During a game (None between games):
        self.match = None  # type: Any
        self.next_session = None  # type: Any  # a match's next game, made when one ends
        self.session = None  # type: Any
        self.computer_turns = None  # type: Any
        self.game_screen = None  # type: Any
        self.title()

    # -- the loop ------------------------------------------------------------------------------

    def step(self, now):
        """One frame at ``now`` (milliseconds, from the one clock the loop is given)."""
        presses, held = self.hardware.read_buttons()
        events = self.events.update(presses, held, now)
        self.lights.tick(now)
        if events or self.last_input is None:
            self.last_input = now
        if self.dimmed != (ticks_diff(now, self.last_input) >= DIM_AFTER_MS):
            self.dimmed = not self.dimmed
            self.hardware.dim(self.dimmed)
        for button, kind in events:
            self.screen.handle(button, kind)
        if self.computer_turns is not None and self.screen is self.game_screen:
            self.computer_turns.tick(now)
        if self.computer_turns is not None and self.session.clock.is_on():
            self.tick_clock(now)
        self.screen.tick(now)
        self.display.refresh()

    def show(self, screen):
        """Put a screen on the display in place of the last one, which is let go."""
        while len(self.root):
            self.root.pop()
        self.root.append(screen.group)
        self.screen = screen
        unload(*SCREENS)  # the screen on show keeps its own code; the others' is freed
        self.hardware.log("screen: " + type(screen).__name__)

    def pace_ms(self):
        return PACES[self.pace][1]

    # -- a game: its start, its turns, its end -------------------------------------------------

    def start(self, options, kinds, target=1, control=NONE):
        """A new match of players of these kinds (a single game when ``target`` is 1), with
        a clock (``game_clock.CONTROLS``)."""
        self.match = Match(target, len(kinds))
        self.begin(self.new_session(options, kinds, control))
        self.next_turn()

    def new_session(self, options, player_kinds, control):
        """The match's next game: its players in this game's seats, its clocks full."""
        match = self.match
        return Session.start(options, match.seats_of_kinds(player_kinds), self.hardware.seed(),
                             GameClock(control, match.players), match.numbers())

    def resume(self):
        saved, problem = self.slot(lambda slot: slot.try_load())
        if problem:
            self.hardware.log("save: %s" % problem)
            self.title(problem)
            return
        if saved is None:
            self.title("No saved game")
            return
        game, kinds, self.match, clock = saved
        self.begin(Session(game, kinds, self.hardware.seed(), None, clock, self.match.numbers()))
        self.next_turn()   # a human's hand-off, or the computer plays on

    def begin(self, session):
        self.end_game()
        self.session = session
        self.computer_turns = ComputerTurns(session, self.pace_ms)
        self.game_screen = GameScreen(self)
        session.listen(self.game_screen.on_change)
        session.listen(self.lights.on_change)
        session.listen(self.on_change)

    def end_game(self):
        """Let the game go (its screen, session and players)."""
        self.session = None
        self.computer_turns = None
        self.game_screen = None

    def on_change(self, change):
        """After an action: the end of the game, or the next seat when a turn ends."""
        if change.ends_turn():
            self.session.clock.turn_ended(change.seat)
        if self.session.game.is_over():
            self.game_over()
        elif change.ends_turn():
            if self.session.kinds[change.seat] == HUMAN:
                self.save()
            self.next_turn()

    def next_turn(self):
        """A computer's turn plays on the game screen; a human's starts with the hand-off."""
        if self.session.is_computer_turn():
            self.show(self.game_screen)
        else:
            self.handoff()

    def tick_clock(self, now):
        """The clock of the seat to move runs while its turn is on the game screen."""
        clock = self.session.clock
        if self.screen is not self.game_screen:
            clock.stop()   # the hand-off, the menu, the rules: the time stands still
            return
        seat = self.session.game.to_move
        if clock.run(seat, now):
            if clock.per_turn:
                self.session.apply(END)   # the turn ends as if end was played
            else:
                self.game_over("time", [other for other in range(self.match.players)
                                        if other != seat])

    def save(self, session=None):
        """Save the game (the end of a human turn), with its match and clock: one write.
        True when it was written (or there is no human to save it for); a storage that
        fails is logged, never a crash: the game goes on."""
        session = session or self.session
        if not session.humans():
            return True
        return self.write_slot(lambda slot: slot.save(session.game, session.kinds, self.match,
                                                      session.clock))

    def clear_save(self):
        """Forget the saved game (it ended or was abandoned); a failure is logged."""
        return self.write_slot(lambda slot: slot.clear())

    def slot(self, use):
        """``use(slot)`` on the save slot (:class:`save_slot.SaveSlot`). Its code and the
        engine's blob code are loaded for that moment only: a game needs them at the end of a
        human turn, and kept imported they would take heap all game long."""
        from save_slot import SaveSlot

        try:
            return use(SaveSlot(self.hardware.storage))
        finally:
            unload(*SAVING)

    def write_slot(self, write):
        try:
            self.slot(write)
        except OSError as error:
            self.hardware.log("save: cannot write: %s" % error)
            return False
        return True

    def game_over(self, how=None, winners=None):
        """The game is over: by the rules, or ``how`` = "time" and the ``winners``. A match
        that goes on gets its next game now, saved, so that a power cut loses nothing."""
        from over_screen import OverScreen

        session = self.session
        if how is None:
            how, winners = session.game.result()
        headers = [] if self.match.is_single_game() else [("Match", self.match.header())]
        if how == "time":
            headers.append(("Termination", "seat %d out of time"
                            % session.number(session.game.to_move)))
        players = self.match.kinds_of_players(session.kinds)
        self.match.game_won(winners, session.game.options.partners)
        self.next_session = None
        if self.match.is_single_game() or self.match.winner():
            self.clear_save()
        else:
            self.next_session = self.new_session(session.game.options, players,
                                                 session.clock.control)
            self.save(self.next_session)
        self.show(OverScreen(self, how, winners))
        if session.seed is not None:
            self.hardware.log(session.record(headers))
        # The finished game's screen and players go; its session stays until the title.
        self.session.listeners.clear()
        self.game_screen = None
        self.computer_turns = None

    def after_game(self):
        """Leaving the game-over screen: the match's score, or the title."""
        if self.match.is_single_game():
            self.title()
        else:
            from match_screen import MatchScreen

            self.show(MatchScreen(self))

    def next_game(self):
        """The match's next game (already saved), or the title once the match is won."""
        if self.next_session is None:
            self.title()
            return
        session, self.next_session = self.next_session, None
        self.begin(session)
        self.next_turn()

    def has_save(self):
        return self.save_state()[0]

    def save_state(self):
        """What the title tells of the save slot: (a game is saved, why it cannot be resumed
        or "", how many times the slot was written)."""
        def look(slot):
            saved, problem = slot.try_load()
            return saved is not None, problem, slot.writes

        return self.slot(look)

    # -- where the screens lead ----------------------------------------------------------------

    def title(self, message=""):
        from title_screen import TitleScreen

        self.end_game()
        self.show(TitleScreen(self, message))

    def setup(self):
        from setup_screen import SetupScreen

        self.show(SetupScreen(self))

    def rules(self, back):
        """The rules; B goes back by calling ``back``."""
        from rules_screen import RulesScreen

        self.show(RulesScreen(self, back))

    def handoff(self):
        from handoff_screen import HandoffScreen

        self.show(HandoffScreen(self))

    def show_game(self):
        self.show(self.game_screen)

    def game_menu(self):
        from game_menu import GameMenu

        self.show(GameMenu(self))
