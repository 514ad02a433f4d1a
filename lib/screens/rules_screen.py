"""
`rules_screen`
====================================================

The rules in short, a page at a time: every arrow turns a page (up and left back, down and
right on), A turns on and leaves from the last page, B goes back. The text is read
from ``assets/texts.txt`` a page at a time (:mod:`screens.text_pages`); a file that cannot be read
puts its error on the page instead.
"""

from adafruit_ticks import ticks_diff

from shell import buttons
from shell.screen import Screen
from screens.text_pages import beside, read_page
from views.text_view import wrap


class RulesScreen(Screen):
    """:param back: what B or A does (a function that shows another screen)
    :param int page_ms: when not 0, the pages turn by themselves this often, and ``back`` is
        called after the last (the kiosk's attract loop)
    :param str rules: the rules' section in the texts file (Latice's by default; Tactic Tiles
        gives its own)"""

    def __init__(self, app, back, page_ms=0, rules="rules latice"):
        self.back = back
        self.page_ms = page_ms
        self.since = None
        self.lines = app.page
        self.group = app.page.group
        self.page_lines = len(self.lines.texts) - 1   # the last line says the page
        self.path = beside(app.art.path)
        self.rules = rules
        self.pages = 1      # known once the first page is read
        self.page = 0
        self.draw()

    def draw(self):
        try:
            shown, self.pages = read_page(self.path, self.rules, self.page, self.page_lines)
        except OSError as error:
            shown = wrap(str(error))[:self.page_lines]
            self.page, self.pages = 0, 1
        if self.page_ms:
            footer = "Any button: play!"
        elif self.page + 1 < self.pages:
            footer = "< %d/%d >  A: next  B: back" % (self.page + 1, self.pages)
        else:
            footer = "< %d/%d >  A, B: back" % (self.page + 1, self.pages)
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
        last = self.page + 1 >= self.pages
        if button in (buttons.DOWN, buttons.RIGHT) or (button == buttons.A and not last):
            self.page = min(self.page + 1, self.pages - 1)
        elif button in (buttons.UP, buttons.LEFT):
            self.page = max(self.page - 1, 0)
        elif button in (buttons.B, buttons.A) and kind == buttons.PRESS:
            self.back()
            return
        self.draw()
