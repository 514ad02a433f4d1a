"""
`menu`
====================================================

A screen that is a list of choices: up and down move, left and right change a choice's value,
A picks, B goes back. The title, the game setup and the in-game menu are all menus. A menu
writes on the app's shared text page: its title on the first line, then the items, and a
footer on the last line if it has one. When there are more items than lines, a "^" at the end
of the first line shown and a "v" at the end of the last say that more are above or below.

The page is one TileGrid a line (:mod:`views.text_view`), not Adafruit's ``display_text`` and
``displayio_layout``: a menu is a list of 26-character lines, which the page already places,
and the in-game menu is shown with the game's code in memory, where those libraries would
take about 15 KB and 5.6 KB more (``python -m tools.bench.libraries``).
"""

from shell import buttons
from shell.screen import Screen
from views.text_view import COLUMNS


class Item:
    """One line of a menu: its text (or a function, to show a current value), what A
    does (a function, or a value the menu's :meth:`Menu.picked` acts on), and what
    left/right do (``change(step)``), if anything. An item with a ``confirm`` text asks
    first: the first A shows that text, a second A at once picks it, and any other button
    takes the question back. An item's ``explain`` text is shown on the menu's
    last line while it is chosen. An item that neither picks nor changes is a heading: it
    stands at the line's start, and the cursor passes over it."""

    # What most items leave out, kept once here: an item stores only what it is given.
    change = None
    confirm = None
    explain = ""

    def __init__(self, text, pick=None, change=None, confirm=None, explain=""):
        self.text = text
        self.pick = pick
        if change is not None:
            self.change = change
        if confirm is not None:
            self.confirm = confirm
        if explain:
            self.explain = explain


class Menu(Screen):
    """:param app: the app (its text page)
    :param str title: the first line
    :param list items: the :class:`Item` s
    :param back: what B does (a function), if anything
    :param str footer: the last line, if any (the chosen item's ``explain``, if it has one)
    :param int choice: the index of the item chosen first
    :param int title_lines: the lines the title takes (the first one shows it; the title screen's
        art covers the others)"""

    def __init__(self, app, title, items, back=None, footer="", choice=0, title_lines=1):
        self.lines = app.page
        self.group = app.page.group
        self.title = title
        self.items = items
        self.back = back
        self.footer = footer
        self.choice = choice
        self.title_lines = title_lines
        self.asking = -1   # the index of the item whose confirm question is shown
        self.draw()

    def draw(self):
        visible = len(self.lines.texts) - self.title_lines - (1 if self.footer else 0)
        top = max(0, min(self.choice - visible // 2, len(self.items) - visible))
        shown = self.items[top:top + visible]
        texts = [self.title] + [""] * (self.title_lines - 1)
        for index, item in enumerate(shown, top):
            if not is_choice(item):
                text = item_text(item)
            else:
                text = ("> " if index == self.choice else "  ") + (
                    item.confirm if index == self.asking else item_text(item))
            if (index == top and top > 0) or index == top + visible - 1 < len(self.items) - 1:
                text = marked(text, "^" if index == top else "v")
            texts.append(text)
        if self.footer:
            footer = self.items[self.choice].explain or self.footer
            texts += [""] * (visible + self.title_lines - len(texts)) + [footer]
        self.lines.show(texts, highlight=self.choice - top + self.title_lines)

    def move(self, step):
        """The cursor to the next item up or down (round from the last to the first) that is
        not a heading."""
        for _ in range(len(self.items)):
            self.choice = (self.choice + step) % len(self.items)
            if is_choice(self.items[self.choice]):
                return

    def handle(self, button, kind):
        item = self.items[self.choice]
        asked, self.asking = self.asking, -1
        if button in (buttons.UP, buttons.DOWN):
            self.move(-1 if button == buttons.UP else 1)
        elif button in (buttons.LEFT, buttons.RIGHT) and item.change:
            item.change(-1 if button == buttons.LEFT else 1)
        elif (button in (buttons.A, buttons.START) and kind == buttons.PRESS
              and item.pick is not None):
            if item.confirm is None or asked == self.choice:
                self.picked(item.pick)
                return
            self.asking = self.choice
        elif button == buttons.B and kind == buttons.PRESS and self.back:
            self.back()
            return
        self.draw()

    def picked(self, pick):
        """A picked an item: its ``pick`` is a function to call (a menu whose picks are
        data says here what they do)."""
        pick()


def item_text(item):
    return item.text() if callable(item.text) else item.text


def is_choice(item):
    """Whether the cursor stops at an item (a heading neither picks nor changes)."""
    return item.pick is not None or item.change is not None


def marked(text, mark):
    """A line with ``mark`` at its last column (the text cut short if it would reach it)."""
    text = text[:COLUMNS - 2]
    return text + " " * (COLUMNS - 1 - len(text)) + mark
