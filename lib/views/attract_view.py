"""
`attract_view`
====================================================

What the kiosk's attract loop shows over the demo game, so that a passer-by notices it from a
metre away: the game's logo across the top (:mod:`screens.logo`), and "Press any button" over the
middle of the board in the font's letters drawn twice as large (a group at scale 2), which
blink, so that the game goes on in sight around and under them. Loaded only in kiosk mode
(:mod:`shell.kiosk`).

Implementation Notes
--------------------

A few hundred bytes: a TileGrid of twelve tiles and three lines of text (:mod:`views.text_view`).
"""

from micropython import const

import displayio

from screens import logo
from views.text_view import LINE_HEIGHT, TextLines

_BLACK = const(0x000000)
_SHOWN_MS = const(1500)  # the words stay this long ...
_BLINK_MS = const(2000)  # ... of every two seconds
WORDS = (" Press any ", " button ")   # a space each side: a black margin round the letters
_SCALE = const(2)
_CHARACTER_WIDTH = const(6)
_WORDS_Y = const(40)  # the words' top on the screen, over the middle of the board


class AttractView:
    """:param app: the :class:`shell.app.App` whose sprite sheet draws the logo's tiles"""

    def __init__(self, app):
        self.group = displayio.Group()
        self.group.append(logo.banner(app.art, 2, 0))
        name = TextLines(1, x=2 + logo.NAME_X, y=1, columns=len(logo.NAME))
        name.set(0, logo.NAME)
        self.group.append(name.group)
        widest = max(len(text) for text in WORDS) * _CHARACTER_WIDTH
        self.words = displayio.Group(scale=_SCALE, x=(app.display.width - widest * _SCALE) // 2,
                                     y=_WORDS_Y)
        for number, text in enumerate(WORDS):   # one line each, centred on the widest
            line = TextLines(1, x=(widest - len(text) * _CHARACTER_WIDTH) // 2,
                             y=number * LINE_HEIGHT, columns=len(text), background=_BLACK)
            line.set(0, text, highlight=True)
            self.words.append(line.group)
        self.group.append(self.words)

    def blink(self, since_ms):
        """Show the words or not, ``since_ms`` after the demo game came on."""
        hidden = since_ms % _BLINK_MS >= _SHOWN_MS
        if self.words.hidden != hidden:
            self.words.hidden = hidden
