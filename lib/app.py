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
from game_screen import GameScreen
from lights import Lights
from save_slot import SaveError, SaveSlot
from session import HUMAN, Session
from text_view import TextLines
from unload import SCREENS, unload

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
        self.slot = SaveSlot(hardware.storage)
        self.lights = Lights(hardware)
        self.pace = 1
        self.last_input = None
        self.dimmed = False
        self.art = Art(sheet)
        self.page = TextLines(PAGE_LINES)  # shared by every text screen, one at a time
        # During a game (None between games):
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

    def start(self, options, kinds):
        self.begin(Session.start(options, kinds, self.hardware.seed()))
        self.next_turn()

    def resume(self):
        try:
            saved = self.slot.load()
        except SaveError as error:
            self.hardware.log("save: %s" % error)
            self.title(str(error))
            return
        if saved is None:
            self.title("No saved game")
            return
        self.begin(Session(saved[0], saved[1], self.hardware.seed(), seed=None))
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

    def save(self):
        """Save the game now (the end of a human turn): one write. True when it was written
        (or there is no human to save it for); a storage that fails is logged, never a
        crash: the game goes on."""
        if not self.session.humans():
            return True
        return self.write_slot(self.slot.save, self.session.game, self.session.kinds)

    def clear_save(self):
        """Forget the saved game (it ended or was abandoned); a failure is logged."""
        return self.write_slot(self.slot.clear)

    def write_slot(self, write, *args):
        try:
            write(*args)
        except OSError as error:
            self.hardware.log("save: cannot write: %s" % error)
            return False
        return True

    def game_over(self):
        from over_screen import OverScreen

        self.clear_save()
        self.show(OverScreen(self))
        if self.session.seed is not None:
            self.hardware.log(self.session.record())
        # The finished game's screen and players go; its session stays until the title.
        self.session.listeners.clear()
        self.game_screen = None
        self.computer_turns = None

    def has_save(self):
        try:
            return self.slot.load() is not None
        except SaveError:
            return False

    def save_problem(self):
        """Why the saved game cannot be resumed, or "" when it can (or there is none)."""
        try:
            self.slot.load()
        except SaveError as error:
            return str(error)
        return ""

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
