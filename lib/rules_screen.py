"""
`rules_screen`
====================================================

The rules in short, a page at a time: up and down turn pages, B goes back.
"""

from adafruit_ticks import ticks_diff

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
    """:param back: what B or A does (a function that shows another screen)
    :param int page_ms: when not 0, the pages turn by themselves this often, and ``back`` is
        called after the last (the kiosk's attract loop)
    :param str rules: the text (Latice's by default; Tactic Tiles gives its own)"""

    def __init__(self, app, back, page_ms=0, rules=RULES):
        self.back = back
        self.page_ms = page_ms
        self.since = None
        self.lines = app.page
        self.group = app.page.group
        self.page_lines = len(self.lines.texts) - 1   # the last line says the page
        self.text = wrap(rules)
        self.pages = (len(self.text) + self.page_lines - 1) // self.page_lines
        self.page = 0
        self.draw()

    def draw(self):
        start = self.page * self.page_lines
        shown = self.text[start:start + self.page_lines]
        footer = "Any button: play!" if self.page_ms else "page %d/%d  B: back" % (
            self.page + 1, self.pages)
        self.lines.show(shown + [""] * (self.page_lines - len(shown)) + [footer],
                        highlight=self.page_lines if self.page_ms else -1)

    def tick(self, now):
        if not self.page_ms:
            return
        if self.since is None:
            self.since = now
        if ticks_diff(now, self.since) >= self.page_ms:
            self.since = now
            if self.page + 1 >= self.pages:
                self.back()
                return
            self.page += 1
            self.draw()

    def handle(self, button, kind):
        if button == buttons.DOWN:
            self.page = min(self.page + 1, self.pages - 1)
        elif button == buttons.UP:
            self.page = max(self.page - 1, 0)
        elif button in (buttons.B, buttons.A) and kind == buttons.PRESS:
            self.back()
            return
        self.draw()
