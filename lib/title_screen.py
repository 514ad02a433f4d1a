"""
`title_screen`
====================================================

The title: new game, resume, rules, and the computer's pace.
"""

from app import PACES
from menu import Item, Menu


class TitleScreen(Menu):
    def __init__(self, app, message=""):
        self.app = app
        self.message = message
        items = [Item(lambda: "New game", app.setup)]
        if app.has_save():
            items.append(Item(lambda: "Resume saved game", app.resume))
        items.append(Item(lambda: "Rules", lambda: app.rules()))
        items.append(Item(lambda: "Computer pace: " + PACES[app.pace][0], self.next_pace,
                          self.change_pace))
        super().__init__("LATICE", items)
        problem = app.save_problem()
        if problem:
            app.board.log("save: " + problem)
        footer = message or problem or "saves written: %d" % app.slot.writes
        self.lines.set(len(self.lines.labels) - 1, footer[:26])

    def next_pace(self):
        self.change_pace(1)
        self.draw()

    def change_pace(self, step):
        self.app.pace = (self.app.pace + step) % len(PACES)
