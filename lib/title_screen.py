"""
`title_screen`
====================================================

The title: new game, resume, rules, the computer's pace, the settings and the diagnostics.
"""

from computer_turns import PACES
from menu import Item, Menu
from text_view import COLUMNS


class TitleScreen(Menu):
    def __init__(self, app, message=""):
        self.app = app
        saved, problem, writes = app.save_state()
        items = [Item("New game", app.setup)]
        if saved:
            items.append(Item("Resume saved game", app.resume))
        items.append(Item("Rules", lambda: app.rules(app.title)))
        items.append(Item(lambda: "Computer pace: " + PACES[app.pace][0], self.next_pace,
                          self.change_pace))
        items.append(Item("Settings", app.settings_screen))
        items.append(Item("Diagnostics", app.diagnostics))
        if problem:
            app.hardware.log("save: " + problem)
        footer = message or problem or "saves written: %d" % writes
        super().__init__(app, "LATICE", items, footer=footer[:COLUMNS])

    def next_pace(self):
        self.change_pace(1)
        self.draw()

    def change_pace(self, step):
        self.app.pace = (self.app.pace + step) % len(PACES)
