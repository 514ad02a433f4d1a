"""
`tools.art.pack_font`
====================================================

Packs the text font drawn in ``assets/font.txt`` into ``assets/font.pcf``, a PCF bitmap font
that Adafruit's ``adafruit_bitmap_font`` loads, and ``assets/font-preview.png`` (the font on a
picture of the 160 x 128 screen, three times the size, for people). PCF, not BDF: the library
parses a BDF glyph's text a line at a time, where it reads a PCF glyph's rows straight into
its bitmap (the start-up's count: 1.58 s with BDF, 1.03 s with PCF).

Every glyph fills the same 6 x 10 cell: row 0 and column 5 stay blank (the gaps between lines
and between characters), the baseline is under row 7, and only the characters in
``DESCENDERS`` reach below it. The same source always gives the same bytes. ``--check`` writes
nothing and fails if the committed files are stale. A bad source is reported in one line
naming the line and the glyph, and nothing is written. See ``assets/README.md``.
"""

import argparse
import io
import struct
import sys
from pathlib import Path

from tools.art.pack_sprites import check_or_write
from tools.art.sources import SpriteSourceError, shown_path

REPO = Path(__file__).resolve().parents[2]
ASSETS = REPO / "assets"
SOURCE = ASSETS / "font.txt"
PCF_NAME = "font.pcf"
PREVIEW_NAME = "font-preview.png"

WIDTH = 6
HEIGHT = 10
ASCENT = 8    # rows 0-7 are above the baseline
DESCENT = 2   # rows 8-9 below it
FIRST = 32    # the space
LAST = 126    # the tilde
DEFAULT_CHAR = 63   # "?", for a character the font lacks
INK = "#"
BLANK = "."
DESCENDERS = "gjpqy,;_|"   # the only glyphs with ink below the baseline
CHAR_WORD = "char"

PREVIEW_SCALE = 3
PREVIEW_INK = (248, 248, 248)
PREVIEW_BACKGROUND = (24, 32, 48)
PREVIEW_LEFT = 2   # (160 - 26 * 6) / 2
PREVIEW_TOP = 4    # (128 - 12 * 10) / 2
SCREEN = (160, 128)
# Under the glyphs: the look-alikes side by side, then text as the game shows it.
PREVIEW_SAMPLES = ("", "g q  l 1 I |  0 O o", "5 S  2 Z  8 B  u v  i j", ": ;  . ,  rn m", "",
                   "Seat 2: your turn.", "Wind: e5 to e6 (jumps)", "Quickly, grey bag; all 10!")


def glyph_name(code):
    """How a message names a glyph: the character and its code."""
    return "'%s' (%d)" % (chr(code), code)


def read_font(path=SOURCE):
    """{code: 10 rows of 6 characters} for every printable ASCII character, from the source
    file; raises :class:`SpriteSourceError` naming the line and glyph of the first fault."""
    path = Path(path)
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        raise SpriteSourceError("%s: missing" % path) from None
    except OSError as error:
        raise SpriteSourceError("%s: unreadable (%s)" % (path, error)) from None
    glyphs = {}
    drawn_at = {}
    code = None
    for number, raw in enumerate(data.splitlines(), 1):
        where = "%s:%d" % (path, number)
        try:
            line = raw.decode("ascii").rstrip()
        except UnicodeDecodeError:
            raise SpriteSourceError("%s: not plain ASCII" % where) from None
        if not line or line == "#" or line.startswith("# "):
            continue
        if line.startswith(CHAR_WORD):
            if code is not None:
                _check_glyph(path, code, drawn_at[code], glyphs[code])
            code = _read_char_line(where, line)
            if code in glyphs:
                raise SpriteSourceError("%s: glyph %s is drawn twice, first at line %d"
                                        % (where, glyph_name(code), drawn_at[code]))
            glyphs[code] = []
            drawn_at[code] = number
            continue
        if code is None:
            raise SpriteSourceError("%s: a pixel row before the first '%s' line"
                                    % (where, CHAR_WORD))
        _check_row(where, code, glyphs[code], line)
        glyphs[code].append(line)
    if code is not None:
        _check_glyph(path, code, drawn_at[code], glyphs[code])
    missing = [glyph_name(c) for c in range(FIRST, LAST + 1) if c not in glyphs]
    if missing:
        raise SpriteSourceError("%s: no glyph for %s" % (path, ", ".join(missing)))
    return glyphs


def _read_char_line(where, line):
    """The code of a ``char X`` line: X is the character itself, or its decimal code."""
    word, _, what = line.partition(" ")
    if word != CHAR_WORD or not what:
        raise SpriteSourceError("%s: expected '%s X' (the character, or its code: '%s 32' "
                                "for the space), not %r" % (where, CHAR_WORD, CHAR_WORD, line))
    if len(what) == 1:
        code = ord(what)
    elif what.isdigit():
        code = int(what)
    else:
        code = None
    if code is None or not FIRST <= code <= LAST:
        raise SpriteSourceError("%s: unknown character %r: expected one printable ASCII "
                                "character, or its code from %d to %d" % (where, what, FIRST, LAST))
    return code


def _check_row(where, code, rows, line):
    """One pixel row of a glyph: the right width, only ink and blank, not in a gap."""
    name = glyph_name(code)
    if len(rows) >= HEIGHT:
        raise SpriteSourceError("%s: glyph %s has more than %d rows" % (where, name, HEIGHT))
    if len(line) != WIDTH:
        raise SpriteSourceError("%s: glyph %s: row %d is %d pixels wide, expected %d"
                                % (where, name, len(rows), len(line), WIDTH))
    for column, char in enumerate(line):
        if char not in (INK, BLANK):
            raise SpriteSourceError("%s: glyph %s: unknown pixel %r in column %d (use %s or %s)"
                                    % (where, name, char, column, INK, BLANK))
    if INK in line and not rows:
        raise SpriteSourceError("%s: glyph %s: ink in row 0, which stays blank (the gap "
                                "between lines)" % (where, name))
    if line[WIDTH - 1] == INK:
        raise SpriteSourceError("%s: glyph %s: ink in column %d, which stays blank (the gap "
                                "between characters)" % (where, name, WIDTH - 1))
    if INK in line and len(rows) >= ASCENT and chr(code) not in DESCENDERS:
        raise SpriteSourceError("%s: glyph %s: ink in row %d, below the baseline, where only "
                                "%s may reach" % (where, name, len(rows), " ".join(DESCENDERS)))


def _check_glyph(path, code, line_number, rows):
    if len(rows) != HEIGHT:
        raise SpriteSourceError("%s:%d: glyph %s has %d rows, expected %d"
                                % (path, line_number, glyph_name(code), len(rows), HEIGHT))


def row_byte(row):
    """A pixel row as one byte, the leftmost pixel in the top bit."""
    value = 0
    for column, char in enumerate(row):
        if char == INK:
            value |= 0x80 >> column
    return value


# PCF, as the X Window System's fonts are kept: a table of contents, then tables, each one's
# first 4 bytes its format (little-endian), the rest in the byte order that format names.
PCF_PROPERTIES = 1
PCF_ACCELERATORS = 2
PCF_METRICS = 4
PCF_BITMAPS = 8
PCF_BDF_ENCODINGS = 32
MSB_BYTE_FIRST = 4   # a format bit: numbers big-endian
MSB_BIT_FIRST = 8    # a format bit: a row's leftmost pixel in its first byte's top bit
ROW_PADDED_TO_4 = 2  # a format's pad field: each pixel row takes 4 bytes
ROW_BYTES = 4


def cell_metrics():
    """Every glyph's metrics, the whole cell: left and right bearing, width, ascent,
    descent, attributes."""
    return struct.pack(">5hH", 0, WIDTH, WIDTH, ASCENT, DESCENT, 0)


def pcf_bytes(glyphs):
    """The whole font as a PCF file: every glyph a full cell at the same place. Character
    codes are listed from 0 (none below the space is drawn), as Pillow's reader needs."""
    codes = sorted(glyphs)
    plain = MSB_BYTE_FIRST
    bitmap_format = MSB_BYTE_FIRST | MSB_BIT_FIRST | ROW_PADDED_TO_4
    rows = b"".join(bytes([row_byte(row), 0, 0, 0]) for code in codes for row in glyphs[code])
    glyph_bytes = HEIGHT * ROW_BYTES
    tables = [
        (PCF_PROPERTIES, plain, struct.pack(">II", 0, 0)),   # none, and no strings
        (PCF_ACCELERATORS, plain,
         bytes([1, 1, 1, 1, 1, 0, 0, 0])   # no overlap, constant metrics, a terminal font...
         + struct.pack(">iii", ASCENT, DESCENT, 0) + cell_metrics() + cell_metrics()),
        (PCF_METRICS, plain, struct.pack(">I", len(codes)) + cell_metrics() * len(codes)),
        (PCF_BITMAPS, bitmap_format,
         struct.pack(">I", len(codes))
         + b"".join(struct.pack(">I", index * glyph_bytes) for index in range(len(codes)))
         + struct.pack(">4I", *[len(codes) * HEIGHT * pad for pad in (1, 2, 4, 8)]) + rows),
        (PCF_BDF_ENCODINGS, plain,
         struct.pack(">5h", 0, LAST, 0, 0, DEFAULT_CHAR)
         + b"".join(struct.pack(">H", codes.index(code) if code in glyphs else 0xFFFF)
                    for code in range(LAST + 1))),
    ]
    contents = b""
    offset = 8 + 16 * len(tables)
    body = b""
    for kind, table_format, table in tables:
        table = struct.pack("<I", table_format) + table
        table += bytes(-len(table) % 4)
        contents += struct.pack("<4I", kind, table_format, len(table), offset + len(body))
        body += table
    return b"\x01fcp" + struct.pack("<I", len(tables)) + contents + body


def preview_lines():
    """The preview's 12 lines of 26 characters: every glyph in code order, then samples."""
    codes = list(range(FIRST, LAST + 1))
    columns = (SCREEN[0] - 2 * PREVIEW_LEFT) // WIDTH
    lines = ["".join(chr(c) for c in codes[at:at + columns])
             for at in range(0, len(codes), columns)]
    return lines + list(PREVIEW_SAMPLES)


def preview_png(glyphs):
    """The font for people: the preview's lines on the 160 x 128 screen, white on dark,
    three times the size."""
    from PIL import Image

    image = Image.new("RGB", SCREEN, PREVIEW_BACKGROUND)
    for line_number, text in enumerate(preview_lines()):
        for column, char in enumerate(text):
            left = PREVIEW_LEFT + column * WIDTH
            top = PREVIEW_TOP + line_number * HEIGHT
            for y, row in enumerate(glyphs[ord(char)]):
                for x, pixel in enumerate(row):
                    if pixel == INK:
                        image.putpixel((left + x, top + y), PREVIEW_INK)
    image = image.resize((SCREEN[0] * PREVIEW_SCALE, SCREEN[1] * PREVIEW_SCALE), Image.NEAREST)
    out = io.BytesIO()
    image.save(out, "PNG", optimize=False)
    return out.getvalue()


def outputs(source=SOURCE, out_dir=ASSETS):
    """Every file the packer writes, path -> bytes; raises before anything is written."""
    glyphs = read_font(source)
    return {
        Path(out_dir) / PCF_NAME: pcf_bytes(glyphs),
        Path(out_dir) / PREVIEW_NAME: preview_png(glyphs),
    }


def main(argv=None):
    parser = argparse.ArgumentParser(
        prog="python -m tools.art.pack_font",
        description="Check the text font drawn in assets/font.txt and pack it into "
                    "assets/font.pcf and assets/font-preview.png.",
        epilog="Exit status: 0 done (or up to date), 1 stale (with --check) or not written, "
               "2 a bad source.")
    parser.add_argument("--check", action="store_true",
                        help="write nothing; exit 1 naming each packed file that is out of date")
    parser.add_argument("--source", metavar="FILE", help="the font source (default: "
                                                         "assets/font.txt)")
    parser.add_argument("--out", metavar="DIR", help="write (or check) the outputs in this folder")
    args = parser.parse_args(argv)
    source = Path(args.source) if args.source else Path(shown_path(SOURCE))
    try:
        files = outputs(source, Path(args.out) if args.out else ASSETS)
    except SpriteSourceError as error:
        print("error: %s" % error, file=sys.stderr)
        return 2
    return check_or_write(files, args.check, "tools.art.pack_font")


if __name__ == "__main__":
    sys.exit(main())
