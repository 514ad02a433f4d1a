"""
`kiosk`
====================================================

The store's demo mode, set by ``LATICE_KIOSK = 1`` in the drive's ``settings.toml``: an
attract loop where computer players of varied levels play 2 to 4 seats and varied setups at a
watchable pace (every third game is Tactic Tiles, the second game), with the rules turning
their own pages between games, under a banner saying how to play, and over the demo game the
logo and a big "Press any button", blinking (:mod:`attract_view`). Any button starts a game
against the computer at once (Start opens the setup instead); after a minute without a
button, on any screen, the attract loop comes back; a visitor's first turns name the buttons
on the message line. In a store nothing is written to flash
(no saved games), and the figures stay in RAM (:mod:`store_counts`).
"""

from micropython import const

from adafruit_ticks import ticks_diff

from shell import buttons
from shell import store_counts

try:
    from typing import Any  # noqa: F401 (named in type comments)
except ImportError:
    pass

IDLE_MS = 60000      # a minute without a button: back to the attract loop
PACE_MS = 700        # a computer's action every this often: people can follow it
_PAGE_MS = const(4000)  # a page of the rules between two attract games
LEVELS = ("easy", "medium", "hard")
TACTIC_LEVELS = ("easy", "greedy")
_TACTIC_EVERY = const(3)  # every third attract game is Tactic Tiles, the second game
_TOLD_TURNS = const(2)   # a visitor's first turns name the buttons


class Kiosk:
    BANNER = "Any button: play!"   # on the message line of an attract game
    # A visitor's first turns, on the message line: its first 26 characters show at once.
    BUTTONS = "Arrows, A: place, B: tile. Start: end turn"
    PACE_MS = PACE_MS

    def __init__(self, app):
        self.app = app
        self.attracting = False
        self.shown = 0   # attract games shown since this kiosk started: each one differs
        self.view = None  # type: Any  # the logo and the big words, before the first demo game
        self.came_on = None  # when the demo game's screen came on (None: not yet stepped)
        self.told = 0   # the turns since the last attract game whose message named the buttons

    def step(self, events, now, last_input):
        """Before the screens see this frame's buttons: True when the kiosk took them."""
        app = self.app
        if self.attracting:
            for button, kind in events:
                if kind == buttons.PRESS:
                    self.attracting = False
                    if button == buttons.START:
                        app.end_game()   # the demo game and its code go with its screen
                        app.setup()
                    else:
                        from engine.options import Options

                        store_counts.count("games by people")
                        app.start(Options(2), ["human", "medium"])
                    return True
            if self.came_on is None:
                self.came_on = now
            self.view.blink(ticks_diff(now, self.came_on))
            return False
        if ticks_diff(now, last_input) >= IDLE_MS:
            self.attract()
            return True
        return False

    def on_show(self, screen):
        """A screen came on (alone, :meth:`app.App.show`): over a demo game, the attract
        view goes too."""
        app = self.app
        if self.attracting and screen is app.game_screen:
            self.view.over(app.session.rules.GAME)
            app.root.append(self.view.group)
            self.came_on = None

    def attract(self):
        """The next attract game: seats, levels and setup change from one game to the next."""
        app = self.app
        store_counts.count("attract games")
        self.shown += 1
        number = self.shown
        app.hardware.log("kiosk: " + ", ".join(store_counts.lines()))
        self.attracting = True
        self.told = 0   # whoever plays next is new to the game
        if self.view is None:
            # Made before the game loads: the code that draws its banner goes as it does.
            from views.attract_view import AttractView

            self.view = AttractView(app)
        if number % _TACTIC_EVERY == 0:
            app.game_starts("tactic")   # the last game, and Latice's code, go first
            from tactic.tactic_rules import start

            seats = 2 + number // _TACTIC_EVERY % 3
            start(app, [TACTIC_LEVELS[(number + seat) % 2] for seat in range(seats)])
            return
        seats = 2 + number % 3
        kinds = [LEVELS[(number + seat) % len(LEVELS)] for seat in range(seats)]
        app.game_starts("latice")
        from engine.options import FORMATIONS, Options

        options = Options(seats, formation=FORMATIONS[number % len(FORMATIONS)])
        app.match = None   # a single game carries no match
        app.begin(app.new_session(options, kinds, 0))   # no clock

    def buttons(self):
        """At a visitor's first turns of Latice, what the message line says instead of whose
        turn it is: the buttons (``None`` after those turns, and in a demo game)."""
        if self.attracting or self.told >= _TOLD_TURNS:
            return None
        self.told += 1
        return self.BUTTONS

    def game_over(self):
        """An attract game ended: True, and the rules turn their pages before the next one."""
        if not self.attracting:
            store_counts.count("games finished")
            return False
        self.app.rules(self.attract, _PAGE_MS)
        return True

