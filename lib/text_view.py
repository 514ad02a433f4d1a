"""
`text_view`
====================================================

Lines of text on the 160 x 128 screen (terminalio's 6 x 12 font: 26 characters, 10 lines),
built once; setting a line's text redraws only that label, and only if it changed.
"""

import displayio
import terminalio

from adafruit_display_text import label

WHITE = 0xF8F8F8
HIGHLIGHT = 0x70F070
LINE_HEIGHT = 12
COLUMNS = 26


class TextLines:
    """``count`` labels from (x, y), one ``step`` apart."""

    def __init__(self, count, x=2, y=7, step=LINE_HEIGHT, background=None):
        self.group = displayio.Group()
        self.labels = []
        for index in range(count):
            line = label.Label(terminalio.FONT, text="", color=WHITE,
                               background_color=background, x=x, y=y + index * step)
            self.labels.append(line)
            self.group.append(line)

    def set(self, index, text, color=WHITE):
        line = self.labels[index]
        if line.text != text:
            line.text = text
        if line.color != color:
            line.color = color

    def show(self, texts, highlight=-1):
        """Fill the lines from a list (blank past its end); one line may be highlighted."""
        for index in range(len(self.labels)):
            text = texts[index] if index < len(texts) else ""
            self.set(index, text, HIGHLIGHT if index == highlight else WHITE)


def wrap(text, width=COLUMNS):
    """Split text into lines of at most ``width`` characters, at spaces."""
    lines = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split(" "):
            if line and len(line) + 1 + len(word) > width:
                lines.append(line)
                line = word
            else:
                line = (line + " " + word) if line else word
        lines.append(line)
    return lines
