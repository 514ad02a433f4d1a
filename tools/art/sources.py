"""
`tools.art.sources`
====================================================

Reads the plain-text art in ``assets/``: the palette and the pixel files, refusing anything
malformed with an error that names the file, the line and the problem.
"""

from pathlib import Path

from engine.tiles import COLOUR_NAMES

MAX_COLOURS = 16  # a 4-bit sheet
GLYPH_PIXEL = "#"  # in shapes/*.txt: the glyph
BACKGROUND_PIXEL = "."  # in shapes/*.txt: the tile's colour
GLYPH_PREFIX = "glyph="


class SpriteSourceError(ValueError):
    """An art source that is missing, unreadable or not of the expected form."""


class Palette:
    """The shared colours: ``chars[i]`` stands for ``colours[i]`` (an ``(r, g, b)`` tuple)
    named ``names[i]``; ``glyphs`` maps each tile colour's name to its glyph's character."""

    def __init__(self):
        self.chars = []
        self.names = []
        self.colours = []
        self.glyphs = {}

    def index(self, char):
        """The palette index of a pixel character."""
        return self.chars.index(char)

    def index_of_name(self, name):
        """The palette index of a colour by its name."""
        return self.names.index(name)

    def tile_colours(self):
        """The six tile colours by name."""
        return {name: self.colours[self.names.index(name)] for name in COLOUR_NAMES}


def is_rgb565_exact(rgb):
    """True if a 16-bit display shows the colour without rounding it: the bits RGB565 drops
    (the low 3 of red and blue, the low 2 of green) are all zero."""
    red, green, blue = rgb
    return not (red & 7 or green & 3 or blue & 7)


def rgb565_truncated(rgb):
    """The colour with the bits RGB565 drops cleared: the exact colour that a 16-bit display
    shows in its place."""
    red, green, blue = rgb
    return (red & 0xF8, green & 0xFC, blue & 0xF8)


def hex_colour(rgb):
    return "#%02x%02x%02x" % rgb


def shown_path(path):
    """A path as short as it can be said in a message: relative to the current folder when
    inside it."""
    try:
        return str(Path(path).resolve().relative_to(Path.cwd()))
    except ValueError:
        return str(path)


def source_lines(path):
    """(line number, text) of a source's lines, without its leading ``# `` comments and blank
    lines and its trailing blank lines."""
    try:
        text = Path(path).read_text(encoding="ascii")
    except FileNotFoundError:
        raise SpriteSourceError("%s: missing" % path) from None
    except (OSError, UnicodeDecodeError) as error:
        raise SpriteSourceError("%s: unreadable (%s)" % (path, error)) from None
    lines = []
    for number, line in enumerate(text.splitlines(), 1):
        if not lines and (line.startswith("# ") or not line.strip()):
            continue
        lines.append((number, line.rstrip()))
    while lines and not lines[-1][1]:
        lines.pop()
    return lines


def read_palette(path):
    """The palette file: ``CHAR NAME #rrggbb [glyph=CHAR]`` a line, index 0 first."""
    palette = Palette()
    for number, line in source_lines(path):
        where = "%s:%d" % (path, number)
        parts = line.split()
        if not 3 <= len(parts) <= 4 or len(parts[0]) != 1 or not _is_hex_colour(parts[2]):
            raise SpriteSourceError("%s: expected 'CHAR NAME #rrggbb [glyph=CHAR]', not %r"
                                    % (where, line))
        char, name, colour = parts[0], parts[1], parts[2]
        if char in palette.chars:
            raise SpriteSourceError("%s: character %r is used twice" % (where, char))
        if name in palette.names:
            raise SpriteSourceError("%s: the name %r is used twice" % (where, name))
        rgb = tuple(int(colour[i:i + 2], 16) for i in (1, 3, 5))
        if not is_rgb565_exact(rgb):
            raise SpriteSourceError(
                "%s: %s is not exact on a 16-bit display, which shows %s instead (red and blue "
                "go in steps of 8, green in steps of 4)"
                % (where, colour, hex_colour(rgb565_truncated(rgb))))
        if len(parts) == 4:
            glyph = parts[3]
            if not glyph.startswith(GLYPH_PREFIX) or len(glyph) != len(GLYPH_PREFIX) + 1:
                raise SpriteSourceError("%s: expected glyph=CHAR, not %r" % (where, glyph))
            palette.glyphs[name] = glyph[-1]
        palette.chars.append(char)
        palette.names.append(name)
        palette.colours.append(rgb)
        if len(palette.chars) > MAX_COLOURS:
            raise SpriteSourceError("%s: too many colours: a 4-bit sheet holds at most %d"
                                    % (where, MAX_COLOURS))
    for name in COLOUR_NAMES:
        if name not in palette.glyphs:
            raise SpriteSourceError("%s: tile colour %s needs a line with glyph=CHAR"
                                    % (path, name))
    for name, glyph in palette.glyphs.items():
        if glyph not in palette.chars:
            raise SpriteSourceError("%s: the glyph of %s, %r, is not a palette character"
                                    % (path, name, glyph))
    return palette


def _is_hex_colour(text):
    return len(text) == 7 and text[0] == "#" and all(c in "0123456789abcdefABCDEF"
                                                     for c in text[1:])


def read_grid(path, size, allowed):
    """A ``size`` x ``size`` picture drawn with the characters in ``allowed``, as a list of
    strings."""
    lines = source_lines(path)
    if len(lines) != size:
        where = "%s:%d" % (path, lines[size][0]) if len(lines) > size else str(path)
        raise SpriteSourceError("%s: %d pixel lines, expected %d" % (where, len(lines), size))
    for number, line in lines:
        if len(line) != size:
            raise SpriteSourceError("%s:%d: %d pixels wide, expected %d"
                                    % (path, number, len(line), size))
        for column, char in enumerate(line, 1):
            if char not in allowed:
                raise SpriteSourceError("%s:%d: unknown pixel %r in column %d (allowed: %s)"
                                        % (path, number, char, column,
                                           " ".join(sorted(allowed))))
    return [line for _, line in lines]
