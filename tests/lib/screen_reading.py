"""Reading the simulator's screen as a player does: the text drawn in the font's white or
green, word by word, from the screen's pixels (:func:`read_line`)."""

from PIL import Image
from views.text_view import HIGHLIGHT, LINE_HEIGHT, WHITE, glyph_sheet

GLYPH_WIDTH = 6
GLYPH_HEIGHT = LINE_HEIGHT
LEAST_GAP = 3   # pixels between two words, so that they do not run together


def glyphs():
    """Each printable character but the space: its first inked column and its 6 x 10 pixels."""
    sheet = glyph_sheet()
    found = {}
    for index in range(1, sheet.width // GLYPH_WIDTH):
        pixels = [[bool(sheet[index * GLYPH_WIDTH + x, y]) for y in range(GLYPH_HEIGHT)]
                  for x in range(GLYPH_WIDTH)]
        first = min(x for x in range(GLYPH_WIDTH) if any(pixels[x]))
        found[chr(32 + index)] = first, pixels
    return found


def screen_ink(simulator, tmp_path):
    """The screen's text ink, a column of pixels a list: ``WHITE``, ``HIGHLIGHT`` or None."""
    path = tmp_path / "screen.png"
    simulator.hardware.screenshot(str(path))
    with Image.open(path) as image:
        rgb = image.convert("RGB")
        return [[next((colour for colour in (WHITE, HIGHLIGHT)
                       if near(rgb.getpixel((x, y)), colour)), None)
                 for y in range(rgb.height)] for x in range(rgb.width)]


def near(seen, colour):
    """A colour as the 16-bit screen shows it (each part within a step of 8)."""
    return all(abs(part - (colour >> shift & 0xFF)) < 8 for part, shift in zip(seen, (16, 8, 0)))


def read_line(ink, top, left=0, right=None):
    """The words on the screen in the font's white or green ``ink``, on the text line whose
    cells' top is ``top``: a word's characters are a cell (6 px) apart, and a word ends where
    the next character starts further on, which must be at least ``LEAST_GAP`` pixels further.
    Each word comes with its colour. Ink that is no character (a sprite) ends a word."""
    right = len(ink) if right is None else right
    rows = range(top, top + GLYPH_HEIGHT)

    def colour_at(x, y):   # off the screen: no ink
        return ink[x][y] if 0 <= x < len(ink) and y < len(ink[x]) else None

    def inked(x):
        return [colour_at(x, y) is not None for y in rows]

    shapes = glyphs()
    words, word, colour, end = [], "", None, None
    x = left
    while x < right:
        if not any(inked(x)):
            x += 1
            continue
        found = None
        for character, (first, pixels) in shapes.items():
            start = x - first
            if all(inked(start + column) == pixels[column] for column in range(GLYPH_WIDTH)):
                found = character, start
                break
        if found is None or (end is not None and found[1] != end):
            if word:
                assert found is None or found[1] - end >= LEAST_GAP, \
                    "%r runs into the next word at x %d" % (word, x)
                words.append((word, colour))
            word, end = "", None
        if found is None:
            x += 1
            continue
        colour = next(colour_at(x, y) for y in rows if colour_at(x, y) is not None)
        word += found[0]
        end = found[1] + GLYPH_WIDTH
        x = end
    if word:
        words.append((word, colour))
    return words
