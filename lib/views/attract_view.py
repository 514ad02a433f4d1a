"""
`attract_view`
====================================================

What the kiosk's attract loop shows over the demo game, so that a passer-by notices it from a
metre away: the game's logo across the top (:mod:`screens.logo`), and over the middle of the
board a banner, "Press any button" in the font's letters drawn twice as large on a black
ground, which blinks, so that the game goes on in sight around and under it. The banner lies
over the board alone: Latice's side panel beside it stays whole, none of its lines cut. Loaded
only in kiosk mode (:mod:`shell.kiosk`).

Implementation Notes
--------------------

The banner is two of the app's text lines on a black ground, in a group drawn twice as large:
no ``display_text`` label. A label draws the same pixels, but its library's code (about 15 KB
of heap while it draws) and its names (which stay in the name table for good: with it, the
kiosk's visitor game took 6 KB more and the name table 10 KB more on CircuitPython's VM) left
a visitor's game without room for its hint on the PyBadge's heap.
"""

from micropython import const

import displayio

from screens import logo
from shell import sprites
from shell.art import BOARD_X
from views.text_view import GLYPH_WIDTH, LINE_HEIGHT, TextLines

_BLACK = const(0x000000)
_SHOWN_MS = const(1500)  # the words stay this long ...
_BLINK_MS = const(2000)  # ... of every two seconds
WORDS = ("Press any", "button")
_SCALE = const(2)
_LATICE_BOARD = 9 * sprites.CELL   # Latice's board's width; its side panel is right of it
_BANNER_Y = const(34)    # the banner's top: its 48 rows (a label's 12 twice, at scale 2)
#                          in the middle of the board


class AttractView:
    """:param app: the :class:`shell.app.App` whose sprite sheet draws the logo's tiles"""

    def __init__(self, app):
        self.screen_width = app.display.width
        self.group = displayio.Group()
        self.group.append(logo.banner(app.art, 2, 0))
        name = TextLines(1, x=2 + logo.NAME_X, y=1, columns=len(logo.NAME))
        name.set(0, logo.NAME)
        self.group.append(name.group)
        columns = max(len(text) for text in WORDS)
        words = TextLines(len(WORDS), x=0, y=0, columns=columns, background=_BLACK)
        for index, text in enumerate(WORDS):   # centred, as wide as each other: one rectangle
            words.set(index, " " * ((columns - len(text)) // 2) + text, highlight=True)
        self.words = displayio.Group(y=_BANNER_Y, scale=_SCALE)
        self.words.append(words.group)
        self.width = columns * GLYPH_WIDTH * _SCALE   # the banner's, on the screen
        self.height = len(WORDS) * LINE_HEIGHT * _SCALE
        self.group.append(self.words)
        self.over("latice")

    def over(self, game):
        """Centre the banner over the board of ``game``: Latice's, left of its side panel, or
        Tactic Tiles', which spans the screen."""
        if game == "latice":
            middle = BOARD_X + _LATICE_BOARD // 2
        else:
            middle = self.screen_width // 2
        self.words.x = middle - self.width // 2

    def rectangle(self):
        """The banner's (left, top, right, bottom) on the screen, right and bottom past it."""
        return (self.words.x, self.words.y, self.words.x + self.width,
                self.words.y + self.height)

    def blink(self, since_ms):
        """Show the words or not, ``since_ms`` after the demo game came on."""
        hidden = since_ms % _BLINK_MS >= _SHOWN_MS
        if self.words.hidden != hidden:
            self.words.hidden = hidden

