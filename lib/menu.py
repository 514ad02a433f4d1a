"""
`menu`
====================================================

A screen that is a list of choices: up and down move, left and right change a choice's value,
A picks, B goes back. The title, the game setup and the in-game menu are all menus.
"""

import buttons
from text_view import TextLines

VISIBLE = 9


class Item:
    """One line of a menu: its text (a function, so it can show a current value), what A
    does, and what left/right do (``change(step)``), if anything."""

    def __init__(self, text, pick=None, change=None):
        self.text = text
        self.pick = pick
        self.change = change


class Menu:
    def __init__(self, title, items, back=None):
        self.title = title
        self.items = items
        self.back = back
        self.choice = 0
        self.lines = TextLines(VISIBLE + 1)
        self.group = self.lines.group
        self.draw()

    def draw(self):
        top = max(0, min(self.choice - VISIBLE // 2, len(self.items) - VISIBLE))
        shown = self.items[top:top + VISIBLE]
        texts = [self.title] + [("> " if top + i == self.choice else "  ") + item.text()
                                for i, item in enumerate(shown)]
        self.lines.show(texts, highlight=self.choice - top + 1)

    def handle(self, button, kind):
        item = self.items[self.choice]
        if button == buttons.UP:
            self.choice = (self.choice - 1) % len(self.items)
        elif button == buttons.DOWN:
            self.choice = (self.choice + 1) % len(self.items)
        elif button in (buttons.LEFT, buttons.RIGHT) and item.change:
            item.change(-1 if button == buttons.LEFT else 1)
        elif button in (buttons.A, buttons.START) and kind == buttons.PRESS and item.pick:
            item.pick()
            return
        elif button == buttons.B and kind == buttons.PRESS and self.back:
            self.back()
            return
        self.draw()

    def tick(self, now):
        pass
