"""
`message_line`
====================================================

A game screen's message line: 26 characters under Latice's board, fewer beside Tactic
Tiles' hand. A longer message scrolls through it a character at a time, holding still at each
end so that it can be read. A message may have one to follow it for good once it has been
read (:meth:`say`'s ``then``).
"""

from micropython import const

from adafruit_ticks import ticks_diff

from shell.art import MESSAGE_CHARS
from views.text_view import TextLines

BACKGROUND = 0x101018
STEP_MS = 200    # the text moves on by one character
_HOLD_STEPS = const(6)  # steps it holds still at each end
READ_MS = 1500   # a message that fits is read in this time


class MessageLine:
    def __init__(self, x, y, columns=MESSAGE_CHARS):
        self.columns = columns
        self.line = TextLines(1, x=x, y=y, columns=columns, background=BACKGROUND)
        self.group = self.line.group
        self.text = ""
        self.since = None   # when the message was first ticked: it scrolls from then
        self.offset = 0
        self.then = None    # the message that follows this one once it is read

    def say(self, text, then=None):
        """Show ``text``; ``then`` follows it once it has been read (``READ_MS``, or a
        longer one scrolled through once) and stays."""
        self.text = text
        self.since = None
        self.then = then
        self.show(0)

    def show(self, offset):
        self.offset = offset
        self.line.set(0, self.text[offset:offset + self.columns])

    def tick(self, now):
        if self.since is None:
            self.since = now
        elapsed = ticks_diff(now, self.since)
        overflow = len(self.text) - self.columns
        if self.then is not None and elapsed >= (READ_MS if overflow <= 0 else
                                                 (overflow + 2 * _HOLD_STEPS) * STEP_MS):
            self.say(self.then)   # read (a long one scrolled through once): what follows
            return
        if overflow <= 0:
            return
        steps = elapsed // STEP_MS
        if steps >= overflow + 2 * _HOLD_STEPS:   # seen to the end: from the start again
            self.since = now
            steps = 0
        offset = min(max(0, steps - _HOLD_STEPS), overflow)
        if offset != self.offset:
            self.show(offset)
