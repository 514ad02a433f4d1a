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

import os

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
        self.settings = self.read_settings()
        self.pace = self.settings.pace
        self.lights.brightness = self.settings.brightness
        self.sounds = None  # type: Any  # a sounds.Sounds, once the sound is on
        self.set_volume(self.settings.volume)
        self.last_input = None
        self.dimmed = False
        self.art = Art(sheet)
        self.page = TextLines(PAGE_LINES)  # shared by every text screen, one at a time
        self.kiosk = None  # type: Any  # a kiosk.Kiosk in a store's demo mode
        # During a game (None between games):
        self.match = None  # type: Any
        self.next_session = None  # type: Any  # a match's next game, made when one ends
        self.session = None  # type: Any
        self.computer_turns = None  # type: Any
        self.game_screen = None  # type: Any
        if kiosk_requested() or self.settings.kiosk:
            self.start_kiosk().attract()
        else:
            self.title()

    # -- the loop ------------------------------------------------------------------------------

    def step(self, now):
        """One frame at ``now`` (milliseconds, from the one clock the loop is given)."""
        presses, held = self.hardware.read_buttons()
        events = self.events.update(presses, held, now)
        self.lights.tick(now)
        if self.sounds is not None:
            self.sounds.tick(now)
        if events or self.last_input is None:
            self.last_input = now
        if self.kiosk is not None and self.kiosk.step(events, now, self.last_input):
            events = ()
            self.last_input = now
        elif self.kiosk is None and self.dimmed != (
                ticks_diff(now, self.last_input) >= DIM_AFTER_MS):
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
        if self.kiosk is not None and self.kiosk.attracting:
            return self.kiosk.PACE_MS
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
        if self.sounds is not None:
            session.listen(self.sounds.on_change)
        session.listen(self.on_change)   # last: it may end the game and clear the listeners

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
        if not session.humans() or self.kiosk is not None:   # a store's flash is not worn
            return True
        return self.write_slot(lambda slot: slot.save(session.game, session.kinds, self.match,
                                                      session.clock))

    def clear_save(self):
        """Forget the saved game (it ended or was abandoned); a failure is logged."""
        if self.kiosk is not None:
            return True
        return self.write_slot(lambda slot: slot.clear())

    def slot(self, use):
        """``use(slot)`` on the save slot (:class:`save_slot.SaveSlot`). Its code and the
        engine's blob code are loaded for that moment only: a game needs them at the end of a
        human turn, and kept imported they would take heap all game long."""
        from save_slot import SaveSlot
        from settings_store import WithSettings

        self.settings.pace = self.pace   # the pace goes with the next write
        try:
            return use(SaveSlot(WithSettings(self.hardware.storage, self.settings)))
        finally:
            unload(*SAVING)

    def read_settings(self):
        """The settings stored with the save slot (the defaults when there are none)."""
        from settings_store import read

        try:
            settings = read(self.hardware.storage)
        finally:
            unload(*SAVING)
        if settings.problem:
            self.hardware.log(settings.problem)
        return settings

    def change_settings(self):
        """Apply the settings and, when they changed, write them (one write, with the save
        slot's bytes as they are); a failure is logged, never a crash."""
        from settings_store import write

        self.settings.pace = self.pace
        self.lights.brightness = self.settings.brightness
        self.set_volume(self.settings.volume)
        try:
            write(self.hardware.storage, self.settings)
        except OSError as error:
            self.hardware.log("settings: cannot write: %s" % error)
        finally:
            unload(*SAVING)
        if self.settings.kiosk and self.kiosk is None:
            self.start_kiosk()
        elif not self.settings.kiosk and not kiosk_requested():
            self.kiosk = None

    def set_volume(self, level):
        """The sound's volume; its code is loaded the first time it is turned on."""
        if self.sounds is None and level:
            from sounds import Sounds

            self.sounds = Sounds(self.hardware, level)
        elif self.sounds is not None:
            self.sounds.set_volume(level)

    def refused(self):
        """A press the rules refused: a buzz, if the sound is on."""
        if self.sounds is not None:
            self.sounds.refused()

    def start_kiosk(self):
        """A store's demo mode (its code is loaded only then)."""
        from kiosk import Kiosk

        self.kiosk = Kiosk(self)
        self.hardware.guard()   # a store's handheld that hangs is reset by its watchdog
        return self.kiosk

    def write_slot(self, write):
        try:
            self.slot(write)
        except OSError as error:
            self.hardware.log("save: cannot write: %s" % error)
            return False
        return True

    def game_over(self, how=None, winners=None):
        """The game is over: by the rules, or ``how`` = "time" and the ``winners``
        (:mod:`game_end`, whose code is loaded for that moment)."""
        from game_end import finish

        try:
            finish(self, how, winners)
        finally:
            unload("game_end")

    def let_game_go(self):
        """The finished game's screen and players go; its session stays until the title."""
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

    def rules(self, back, page_ms=0):
        """The rules; B goes back by calling ``back``. With ``page_ms`` the pages turn by
        themselves, and ``back`` is called after the last."""
        from rules_screen import RulesScreen

        self.show(RulesScreen(self, back, page_ms))

    def settings_screen(self):
        from settings_screen import SettingsScreen

        self.show(SettingsScreen(self))

    def diagnostics(self):
        from diagnostics_screen import DiagnosticsScreen

        self.show(DiagnosticsScreen(self))

    def handoff(self):
        from handoff_screen import HandoffScreen

        self.show(HandoffScreen(self))

    def show_game(self):
        self.show(self.game_screen)

    def game_menu(self):
        from game_menu import GameMenu

        self.show(GameMenu(self))


def kiosk_requested():
    """True when the drive's settings.toml (an environment variable on the desktop) sets
    LATICE_KIOSK = 1."""
    getenv = getattr(os, "getenv", None)
    return getenv is not None and getenv("LATICE_KIOSK") in (1, "1")
