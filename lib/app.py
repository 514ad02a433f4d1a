"""
`app`
====================================================

The handheld app: a small state machine of screens. :class:`App` owns the display, the
buttons, the save slot and the current screen; each screen builds its displayio group once and
answers ``handle(button, kind)`` and ``tick(now)``. :meth:`App.step` is one frame: read the
buttons, pass their events on, let the screen advance, refresh the display once.
"""

import displayio

import buttons
from art import Art
from save_slot import SaveError, SaveSlot
from session import Session

PACES = (("slow", 1200), ("normal", 600), ("fast", 150))
DIM_AFTER_MS = 60000  # the screen dims after a minute without a button
LIGHT_MS = 500        # how long the LEDs show what a move earned
STONES_COLOUR = 0xFF8000
WIN_COLOUR = 0x00FF00


class App:
    """:param board: a board module's ``Board`` (display, buttons, storage, clock, seed)
    :param str sheet: the sprite sheet's path"""

    def __init__(self, board, sheet):
        self.board = board
        self.display = board.display
        self.root = displayio.Group()
        self.display.root_group = self.root
        self.events = buttons.ButtonEvents()
        self.slot = SaveSlot(board.storage)
        self.pace = 1
        self.last_input = None
        self.dimmed = False
        self.light_until = None
        self.art = Art(sheet)
        self.title()

    # -- the loop ------------------------------------------------------------------------------

    def step(self, now):
        """One frame at ``now`` (milliseconds)."""
        events = self.events.update(self.board.buttons(), now)
        if events or self.last_input is None:
            self.last_input = now
        if self.dimmed != (buttons.ticks_diff(now, self.last_input) >= DIM_AFTER_MS):
            self.dimmed = not self.dimmed
            self.board.dim(self.dimmed)
        if self.light_until is not None and buttons.ticks_diff(now, self.light_until) >= 0:
            self.light_until = None
            self.board.light(0)
        for button, kind in events:
            self.screen.handle(button, kind)
        self.screen.tick(now)
        self.display.refresh()

    def show(self, screen):
        """Put a screen on the display in place of the last one."""
        while len(self.root):
            self.root.pop()
        self.root.append(screen.group)
        self.screen = screen
        self.board.log("screen: " + type(screen).__name__)

    def pace_ms(self):
        return PACES[self.pace][1]

    # -- where the screens lead ----------------------------------------------------------------

    def title(self, message=""):
        from title_screen import TitleScreen
        self.show(TitleScreen(self, message))

    def setup(self):
        from setup_screen import SetupScreen
        self.show(SetupScreen(self))

    def rules(self, back=None):
        """The rules; B goes back to ``back`` (a function), or to the title."""
        from rules_screen import RulesScreen
        self.show(RulesScreen(self, back or self.title))

    def start(self, options, kinds):
        self.session = Session.start(options, kinds, self.board.seed())
        self.session.on_change.append(self.show_earnings)
        self.next_turn()

    def show_earnings(self, report):
        """Light the LEDs when a move earns stones (orange) or wins (green)."""
        if report is None:
            return
        if report.result is not None:
            colour = WIN_COLOUR
        elif report.sunstones > 0 or report.halfstones > 0:
            colour = STONES_COLOUR
        else:
            return
        self.board.light(colour)
        self.light_until = self.board.ticks_ms() + LIGHT_MS

    def resume(self):
        try:
            saved = self.slot.load()
        except SaveError as error:
            self.board.log("save: %s" % error)
            self.title(str(error))
            return
        if saved is None:
            self.title("No saved game")
            return
        self.session = Session(saved[0], saved[1], self.board.seed(), seed=None)
        self.session.on_change.append(self.show_earnings)
        self.handoff()

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

    def next_turn(self):
        """After a turn ends: the result, a computer's turn, or a human's hand-off."""
        session = self.session
        if session.game.is_over():
            self.game_over()
        elif session.is_computer_turn():
            self.play()
        else:
            self.handoff()

    def handoff(self):
        from handoff_screen import HandoffScreen
        self.show(HandoffScreen(self))

    def play(self):
        from game_screen import GameScreen
        self.show(GameScreen(self))

    def menu(self, game_screen):
        from game_menu import GameMenu
        self.show(GameMenu(self, game_screen))

    def game_over(self):
        from over_screen import OverScreen
        self.slot.clear()
        self.show(OverScreen(self))
        if self.session.seed is not None:
            self.board.log(self.session.record(self.record_headers()))

    def save(self):
        """Save the game now (the end of a human turn): one write."""
        if self.session.humans():
            self.slot.save(self.session.game, self.session.kinds)

    def record_headers(self):
        options = self.session.game.options
        return [("Game", "Latice"), ("Seats", str(options.seats)),
                ("Setup", options.setup_name()), ("Options", options.flags_text()),
                ("Seed", "%x" % self.session.seed), ("Players", ", ".join(self.session.kinds))]

