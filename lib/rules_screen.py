"""
`rules_screen`
====================================================

The rules in short, a page at a time: up and down turn pages, B goes back.
"""

import buttons
from screen import Screen
from text_view import wrap

RULES = """Latice: be the first to play every tile in your rack and pool.
Play a tile next to tiles it matches: each neighbour by colour or by shape.
Two neighbours: a double, 1 halfstone. Three: a trefoil, 1 sunstone. Four: a latice, 2 sunstones. A sun square gives 1 more sunstone.
One free move a turn. Buy another for 1 sunstone or 2 halfstones.
A wind shifts any tile one square and gives a free move.
Exchange tiles with your pool, or buy back a wind from the discard for 3 sunstones (2 with 4 seats).
You keep at most 3 sunstones at the end of your turn.
CONTROLS
Arrows: move the cursor. B: next rack tile. A: play it here (a wind: pick a tile, then a direction).
Select: a hint; Select again plays it.
Start: menu (end turn, buy, exchange, undo, save)."""


class RulesScreen(Screen):
    """:param back: what B or A does (a function that shows another screen)"""

    def __init__(self, app, back):
        self.back = back
        self.lines = app.page
        self.group = app.page.group
        self.page_lines = len(self.lines.texts) - 1   # the last line says the page
        self.text = wrap(RULES)
        self.pages = (len(self.text) + self.page_lines - 1) // self.page_lines
        self.page = 0
        self.draw()

    def draw(self):
        start = self.page * self.page_lines
        shown = self.text[start:start + self.page_lines]
        self.lines.show(shown + [""] * (self.page_lines - len(shown))
                        + ["page %d/%d  B: back" % (self.page + 1, self.pages)])

    def handle(self, button, kind):
        if button == buttons.DOWN:
            self.page = min(self.page + 1, self.pages - 1)
        elif button == buttons.UP:
            self.page = max(self.page - 1, 0)
        elif button in (buttons.B, buttons.A) and kind == buttons.PRESS:
            self.back()
            return
        self.draw()
