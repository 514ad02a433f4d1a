"""
`rules_screen`
====================================================

The rules in short, a page at a time: up and down turn pages, B goes back.
"""

import buttons
from text_view import TextLines, wrap

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

PAGE = 9


class RulesScreen:
    def __init__(self, app, back):
        self.app = app
        self.back = back
        self.text = wrap(RULES)
        self.page = 0
        self.lines = TextLines(PAGE + 1)
        self.group = self.lines.group
        self.draw()

    def draw(self):
        pages = (len(self.text) + PAGE - 1) // PAGE
        start = self.page * PAGE
        self.lines.show(self.text[start:start + PAGE]
                        + [""] * (PAGE - len(self.text[start:start + PAGE]))
                        + ["page %d/%d  B: back" % (self.page + 1, pages)])

    def handle(self, button, kind):
        pages = (len(self.text) + PAGE - 1) // PAGE
        if button == buttons.DOWN:
            self.page = min(self.page + 1, pages - 1)
        elif button == buttons.UP:
            self.page = max(self.page - 1, 0)
        elif button in (buttons.B, buttons.A) and kind == buttons.PRESS:
            self.back()
            return
        self.draw()

    def tick(self, now):
        pass
