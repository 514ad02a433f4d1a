"""
`title_screen`
====================================================

The title: new game, resume the saved game (of either game), "Learn to play" (a guided first
game), Tactic Tiles (the second game), rules, the computer's pace (slow, normal or fast, in
that order), the settings and the diagnostics, under the game's art: the logo's chain of
tiles across the top and the name twice as large under it (:mod:`screens.logo`): a line of
the app's text in a group drawn at twice the size, not a ``display_text`` label, whose names
alone take several KB of the heap for good (:mod:`views.attract_view` has the figures).
The cursor starts on "Resume saved game" when a game is saved, and comes back to the line
that was picked when its screen returns to the title without a game in between (the rules,
the settings, the diagnostics, a setup left with B).
"""

from micropython import const

import displayio

from shell.computer_turns import PACES
from screens import logo
from screens.menu import Item, Menu
from views.text_view import COLUMNS, GLYPH_WIDTH, TextLines

_HEAD = const(3)      # the page's lines the art covers: the menu starts on the fourth
_NAME_SCALE = const(2)
_NAME_Y = const(13)   # under the chain of tiles
_SUN = const(0xF89C30)   # the sun squares' orange (assets/palette.txt)


class TitleScreen(Menu):
    def __init__(self, app, message=""):
        self.app = app
        # Imported here, so that no name of this module holds the saving code, which goes
        # with the next screen: a screen the title leads to is built while it is still alive.
        from saving.save_slot import DAMAGED, LATICE, TACTIC, state

        what, _, problem = state(app)
        problem = problem if what == DAMAGED else ""
        items = [Item("New game", app.setup)]
        if what in (LATICE, TACTIC):
            items.append(Item("Resume saved game", self.resume))
        items.append(Item("Learn to play", self.learn))
        items.append(Item("Tactic Tiles", self.tactic, explain="The second tile game"))
        items.append(Item("Rules", lambda: app.rules(app.title)))
        items.append(Item(lambda: "Computer pace: " + PACES[app.pace][0], self.next_pace,
                          self.change_pace, explain="Left/Right: slower/faster"))
        items.append(Item("Settings", app.settings_screen))
        items.append(Item("Diagnostics", app.diagnostics))
        if problem:
            app.hardware.log("save: %s" % problem)
        choice = app.title_line   # the line picked last, if its screen came back here
        app.title_line = -1
        if not 0 <= choice < len(items):
            choice = 1 if what in (LATICE, TACTIC) else 0   # on "Resume saved game"
        footer = message or problem or "A: choose"
        super().__init__(app, "", items, footer=footer[:COLUMNS], choice=choice, title_lines=_HEAD)
        self.art = displayio.Group(x=-app.page.group.x, y=-app.page.group.y)   # the screen's
        self.art.append(logo.banner(app.art, 2, 0, logo.CHAIN))
        name = TextLines(1, x=0, y=0, columns=len(logo.NAME), colour=_SUN)
        name.set(0, logo.NAME)
        width = len(logo.NAME) * GLYPH_WIDTH * _NAME_SCALE
        big = displayio.Group(scale=_NAME_SCALE, x=(app.display.width - width) // 2, y=_NAME_Y)
        big.append(name.group)
        self.art.append(big)
        self.group.insert(0, self.art)   # under the text

    def picked(self, pick):
        self.app.title_line = self.choice   # for the title that the picked screen brings back
        pick()

    def hidden(self):
        self.group.remove(self.art)   # the page is shared: the next screen shows it bare

    def resume(self):
        """The saved game, once this press's handler has returned and this screen is off the
        display, so that the game's code loads where the title's was
        (:mod:`screens.resume_game`)."""
        app = self.app
        app.hide()
        from screens.resume_game import resume

        app.later(resume, app)

    def tactic(self):
        from screens.tactic_setup import TacticSetup

        self.app.show(TacticSetup(self.app))

    def learn(self):
        """"Learn to play": a game against the easy computer, with lessons between turns."""
        from latice import lessons

        from engine.options import Options

        app = self.app   # the game starts once this screen goes, with Latice's lessons
        app.later(app.start, Options(2), ["human", "easy"], 1, 0, lessons.Lessons(lessons))

    def next_pace(self):
        """A: the next pace in ``PACES``' order, slow to fast, then slow again."""
        self.app.pace = (self.app.pace + 1) % len(PACES)
        self.draw()

    def change_pace(self, step):
        """Left slower, Right faster, stopping at the slowest and the fastest: an arrow never
        jumps from one end of the order to the other."""
        self.app.pace = min(max(self.app.pace + step, 0), len(PACES) - 1)
