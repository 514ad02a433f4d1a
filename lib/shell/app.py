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


from micropython import const

import gc
import os
import sys

import displayio
from adafruit_ticks import ticks_add, ticks_diff

from shell import buttons
from shell.art import Art
from shell.computer_turns import PACES, ComputerTurns
from shell.lights import Lights
from views.text_view import PAGE_LINES, TextLines
from shell import memory

try:
    from typing import Any  # noqa: F401 (named in type comments)
except ImportError:
    pass

DIM_AFTER_MS = 60000  # the screen dims after a minute without a button
_GAME_ROOM = const(20 * 1024)  # kept in one block between games, for the next game's code


class App:
    """:param hardware: a board module's ``Hardware`` (see :mod:`boards`)
    :param str sheet: the sprite sheet's path"""

    def __init__(self, hardware, sheet):
        memory.let_go(collect=True)   # as at power-on: after an error, the last app is gone
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
        self.room = None  # type: Any  # a block the next game's code is loaded into
        self.keep_room()
        self.screen = None  # type: Any  # the screen on show
        self.kiosk = None  # type: Any  # a kiosk.Kiosk in a store's demo mode
        # During a game (None between games):
        self.match = None  # type: Any
        self.next_session = None  # type: Any  # a match's next game, made when one ends
        self.session = None  # type: Any
        self.computer_turns = None  # type: Any
        self.game_screen = None  # type: Any
        self.game_code = set()  # type: set  # the modules the game in play needs (none between games)
        self.screen_code = []  # type: list  # the modules that building the game screen loaded
        self.turn_code = set()  # type: set  # what ends a human's turn: its save, its hand-off
        self.game_ms = 0   # the game's time: while its turns are on the game screen
        self.game_at = None  # type: Any  # the frame time it was last counted at, or None
        self.lessons = None  # type: Any  # a lessons.Lessons during "Learn to play"
        self.title_line = -1  # the title's line, kept while the screen it picked is on show
        self.played = False   # a game began since the program started
        self.due = None  # type: Any  # (function, arguments) that :meth:`later` put off
        self.kiosk_asked = kiosk_requested()   # by the drive, whatever the settings say
        if self.kiosk_asked or self.settings.kiosk:
            self.start_kiosk().attract()
            self.catch_up()
        else:
            self.show_title()   # at start-up no screen or game is in use: at once

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
        self.catch_up()   # a game the kiosk started and put off (:meth:`later`)
        for button, kind in events:
            self.press(button, kind)
            self.catch_up()   # the press's screen is on show before the next press
        if self.computer_turns is not None and self.screen is self.game_screen:
            self.computer_turns.tick(now)
        if self.computer_turns is not None:
            runs = self.turn_runs()
            self.count_game_time(now, runs)
            if self.session.clock is not None:
                self.tick_clock(now, runs)
        self.screen.tick(now)
        self.catch_up()
        self.display.refresh()

    def press(self, button, kind):
        """A button's event, to the screen on show. In a call of its own: MicroPython's
        collector reads the whole of a running call's slots, and a slot of :meth:`step` that
        held the screen's handler would keep that screen, and the game behind it, alive
        while the next screen loads (:meth:`catch_up`)."""
        self.screen.handle(button, kind)

    def later(self, function, *arguments):
        """Call ``function(*arguments)`` at the top of this frame's call stack, before the
        display is refreshed: what a game's start loads (the sprite sheet's reader) needs more
        of the Python call stack than a device has left under a button's handlers, and the
        title, or the saved game, is loaded once the screen whose button asked for it holds
        nothing any more (:meth:`show_title`, :mod:`resume_game`)."""
        self.due = function, arguments

    def catch_up(self):
        """Do what :meth:`later` put off."""
        while self.due is not None:   # what it does may put off more
            function, arguments = self.due
            self.due = None
            function(*arguments)

    def show(self, screen):
        """Put a screen on the display in place of the last one, which is let go."""
        self.hide()
        self.root.append(screen.group)
        # A root group set anew is sent whole, once; the same root would send the old
        # screen's area and then the new one's, the whole display twice.
        self.display.root_group = None
        self.display.root_group = self.root
        self.screen = screen
        if self.kiosk is not None:
            self.kiosk.on_show(screen)   # the attract view, over a demo game
        self.hardware.log("screen: " + type(screen).__name__)

    def hide(self, collect=False):
        """Take the screen on show off the display and let it go, with the code that only
        the screens and moments before used (:func:`shell.memory.let_go`, the one place code
        is let go: when a game starts, when the title returns, when a screen is replaced).
        With ``collect``, before a game's code loads or after it ends, the garbage is
        collected at once, so the next code loads where it was."""
        while len(self.root):
            self.root.pop()
        if self.screen is not None:
            self.screen.hidden()
        self.screen = None
        memory.let_go(self.game_code, collect)

    def pace_ms(self):
        if self.kiosk is not None and self.kiosk.attracting:
            return self.kiosk.PACE_MS
        return PACES[self.pace][1]

    # -- a game: its start, its turns, its end -------------------------------------------------

    def start(self, options, kinds, target=1, control=0, lessons=None):
        """A new match of players of these kinds (a single game when ``target`` is 1), with
        a clock (``game_clock.CONTROLS``; 0: none), and ``lessons`` in "Learn to play"."""
        self.game_starts("latice")
        self.match = None   # a single game carries no match
        if target > 1:
            from latice.match import Match

            self.match = Match(target, len(kinds))
        self.begin(self.new_session(options, kinds, control), lessons)

    def new_session(self, options, player_kinds, control, room=None):
        """The match's next game (or the single game): its players in this game's seats, its
        clocks full, and ``room`` (the last game's list of actions, once logged) for its
        actions. The players' code is the game's (a match's next game is made as the last
        one ends)."""
        from latice import latice_rules
        from shell.session import Session

        match = self.match
        clock = None
        if control:
            from latice.game_clock import GameClock

            clock = GameClock(control, len(player_kinds))
        if match is None:
            session = Session.start(latice_rules, options, player_kinds, self.hardware.seed(),
                                    clock)
        else:
            session = Session.start(latice_rules, options, match.seats_of_kinds(player_kinds),
                                    self.hardware.seed(), clock, match.numbers(), room)
        self.game_code = self.game_code | set(session.players_code)
        return session

    def begin(self, session, lessons=None):
        """Play this session: its computer turns, its game's screen (which listens), and its
        first turn (:meth:`next_turn`).

        Every game begins here, so here nothing of the last one is kept: ``lessons`` (a
        :class:`lessons.Lessons`, in "Learn to play") are this game's, or there are none."""
        self.game_starts(session.rules.GAME)
        self.played = True
        self.lessons = lessons
        self.game_ms = 0
        self.game_at = None
        self.session = session
        self.computer_turns = ComputerTurns(session, self.pace_ms)
        loaded = list(sys.modules)
        self.game_screen = session.rules.game_screen(self)
        self.screen_code = [name for name in sys.modules if name not in loaded]
        self.load_turn_code(session)
        self.game_code = memory.lasting(sys.modules) | self.turn_code   # kept until it ends
        session.listen(self.on_change)   # last: it may end the game and clear the listeners
        self.next_turn()

    def load_turn_code(self, session):
        """With two humans or more, load the code that ends a human's turn, kept all game
        (``turn_code``): its save (not in a store's demo, which saves nothing) and the
        hand-off. Loaded and let go at every turn, as the other screens are, they took
        about 40 ms of a device's frame at End turn. A human alone with the computers
        loads the save at each turn's end, and sees no hand-off: kept all game, the save's
        code took 10 KB of the room the experts think in on the PyBadge's heap."""
        loaded = set(sys.modules)
        if len(session.humans()) > 1:
            if self.kiosk is None:
                __import__(session.rules.SAVE_CODE)
            if session.rules.TELLS_WHAT_HAPPENED:
                __import__("screens.handoff_screen")
        self.turn_code = set(sys.modules) - loaded

    def keep_room(self):
        """Between games: hold one block of the heap, so that what the title, the setup and
        the rules load and let go leaves holes around it, not through the place where the
        next game's code goes (a fragmented heap fails a large allocation with plenty free)."""
        try:
            # Collected inside the try: MicroPython fills a call's slot for a try only when
            # the try begins, and until then the slot holds whatever an earlier call left
            # there, which the collector counts as in use.
            gc.collect()
            self.room = bytearray(_GAME_ROOM)
        except MemoryError:   # no block that large: the game's code goes where it fits
            self.room = None

    def game_starts(self, game=None):
        """A game of ``game`` ("latice" or "tactic"; ``None``: not known yet) is about to load
        its code: the last game and the screen that started this one are let go, with all the
        code but this game's own, and its code loads into the block kept for it (the game's
        screen is shown once it is built, in the same frame). The title after it starts
        afresh, not on the line that led to the game."""
        self.title_line = -1
        self.room = None
        self.end_game()
        self.game_code = memory.lasting(memory.code_of_game(game)) if game else set()
        self.hide(collect=True)

    def end_game(self):
        """Let the game go (its screen, session and players, a match's next game, and what
        its code is kept for)."""
        self.next_session = None
        self.session = None
        self.computer_turns = None
        self.game_screen = None
        self.game_code = set()

    def on_change(self, change):
        """After an action: the end of the game, or the next seat when a turn ends."""
        session = self.session
        if change.ends_turn() and session.clock is not None:
            session.clock.turn_ended(change.seat)
        if session.game.is_over():
            self.game_over()
        elif change.ends_turn():
            if change.seat in session.humans() and self.kiosk is None:   # a demo saves nothing
                session.rules.save(self)
            self.next_turn()

    def next_turn(self):
        """A computer's turn plays on the game screen; a human's starts with the hand-off
        in a game that tells what happened, when others may be looking on. A player alone
        has nobody to hide the rack from and saw the computers play: straight to the board
        (but a resumed game opens on the hand-off). The last screen goes first, with what
        the turn's moments loaded (a hint, a save), before the next one is built."""
        session = self.session
        self.hide()
        if session.is_computer_turn() or not session.rules.TELLS_WHAT_HAPPENED:
            self.show(self.game_screen)
        elif self.lessons is not None and self.lessons.page_due():
            from screens.lesson_screen import LessonScreen

            self.show(LessonScreen(self, self.lessons))   # in place of the hand-off
        elif len(session.humans()) == 1 and (session.actions or session.seed is not None):
            del session.log[:]   # no hand-off will tell it (nor let it go)
            self.show(self.game_screen)
        else:
            self.handoff()

    def turn_runs(self):
        """True while the turn of the seat to move goes on, its clock running and the game's
        time counting: on every screen (the game's, its menu, the rules, the standings) but
        one that holds the game still (``pauses``: the hand-off, a lesson's page, the pause).
        A computer plays only on the game screen, so its turn goes on only there."""
        if self.session.is_computer_turn():
            return self.screen is self.game_screen
        return not self.screen.pauses

    def count_game_time(self, now, runs):
        """The game's time counts as its clocks do: while ``runs`` (:meth:`turn_runs`). A
        resumed game counts from its resume."""
        if not runs:
            self.game_at = None
            return
        if self.game_at is not None:
            self.game_ms += ticks_diff(now, self.game_at)
        self.game_at = now

    def tick_clock(self, now, runs):
        """The clock of the seat to move runs while ``runs`` (:meth:`turn_runs`). Time that
        runs out on another screen than the game's ends the turn, or the game, all the same,
        and the next screen (the hand-off, the game's or the end's) takes that one's place."""
        clock = self.session.clock
        if not runs:
            clock.stop()   # the hand-off, the pause: the time stands still
            return
        session = self.session
        seat = session.game.to_move
        if clock.run(seat, now):
            if clock.per_turn:   # as if end was played; said on the next hand-off ...
                session.apply(session.rules.END, "ran out of time")
                screen = self.game_screen
                if self.screen is screen and not session.game.is_over():
                    screen.start_turn()   # ... and on the board, before the next seat plays
                    screen.redraw("Seat %d: out of time" % session.number(seat))
                    self.computer_turns.next_time = ticks_add(now, 2000)   # time to read it
            else:
                self.game_over("time", [other for other in range(len(session.kinds))
                                        if other != seat])

    def read_settings(self):
        """The settings stored with the save slot (the defaults when there are none)."""
        from saving.settings_store import read

        settings = read(self.hardware.storage)
        if settings.problem:
            self.hardware.log(settings.problem)
        return settings

    def set_volume(self, level):
        """The sound's volume; its code is loaded the first time it is turned on."""
        if self.sounds is None and level:
            from shell.sounds import Sounds

            self.sounds = Sounds(self.hardware, level)
        elif self.sounds is not None:
            self.sounds.set_volume(level)

    def refused(self):
        """A press the rules refused: a buzz, if the sound is on."""
        if self.sounds is not None:
            self.sounds.refused()

    def start_kiosk(self):
        """A store's demo mode (its code is loaded only then)."""
        from shell.kiosk import Kiosk

        self.kiosk = Kiosk(self)
        self.hardware.guard()   # a store's handheld that hangs is reset by its watchdog
        return self.kiosk

    def game_over(self, how=None, winners=None):
        """The game is over: by the rules, or ``how`` = "time" and the ``winners``. Its
        screen and players go, and the code that building the screen and making the players
        loaded, before the end's code is loaded into their place (the session stays, to play
        again; a next game makes its own players)."""
        self.session.listeners.clear()
        self.game_screen = self.computer_turns = None
        # (no name of its own here: a match's next game, which loads the computers' code
        # again, is made under this call, with the Python call stack at its deepest)
        self.session.players[:] = [None] * len(self.session.players)
        gone = set(self.session.players_code + self.screen_code) | self.turn_code
        self.game_code = self.game_code - gone
        self.hide(collect=True)
        self.session.rules.finish(self, how, winners)

    # -- where the screens lead: each takes the last screen down (:meth:`hide`) before the
    # next one's code loads, so that the code the last one used goes first -------------------

    def title(self, message=""):
        """The title, once this frame's button is handled (:meth:`later`): the screen that
        asked for it, and its game, are still in use until its handler returns."""
        self.later(self.show_title, message)

    def show_title(self, message=""):
        """The title; between games, neither game's code is kept: the last screen and game
        are let go before the title's code is imported (imported beside a game still in use,
        a module of it could keep a block of the game alive through the title).

        On a board that restarts between games, any title due once a game has been played
        is the program's fresh start instead (not when the title has a message to show, nor
        in a store's demo): the names every module loaded, which no let-go frees, go with the
        old heap."""
        if (self.played and not message and self.kiosk is None
                and self.hardware.restarts_between_games):
            self.hardware.restart()   # on a device the call does not return
            return
        self.end_game()
        self.lessons = None
        self.match = None
        self.hide()
        if self.room is None:
            self.keep_room()
        from screens.title_screen import TitleScreen

        self.show(TitleScreen(self, message))

    def setup(self):
        self.hide()
        from screens.setup_screen import SetupScreen

        self.show(SetupScreen(self))

    def rules(self, back, page_ms=0):
        """The rules; B goes back by calling ``back``. With ``page_ms`` the pages turn by
        themselves, and ``back`` is called after the last."""
        self.hide()
        from screens.rules_screen import RulesScreen

        self.show(RulesScreen(self, back, page_ms))

    def settings_screen(self):
        self.hide()
        from screens.settings_screen import SettingsScreen

        self.show(SettingsScreen(self))

    def diagnostics(self):
        self.hide()
        from screens.diagnostics_screen import DiagnosticsScreen

        self.show(DiagnosticsScreen(self))

    def handoff(self):
        self.hide()
        from screens.handoff_screen import HandoffScreen

        self.show(HandoffScreen(self))

    def show_game(self):
        self.show(self.game_screen)

    def game_menu(self):
        self.hide()
        from screens.game_menu import GameMenu

        self.show(GameMenu(self))


def kiosk_requested():
    """True when the drive's settings.toml (an environment variable on the desktop) sets
    LATICE_KIOSK = 1."""
    getenv = getattr(os, "getenv", None)
    return getenv is not None and getenv("LATICE_KIOSK") in (1, "1")
