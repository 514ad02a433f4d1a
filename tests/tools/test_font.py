"""The text font and its packer: the committed ``assets/font.pcf`` and preview are what the
packer writes from ``assets/font.txt``; every printable ASCII glyph is there and stays in its
6 x 10 cell; glyphs differ enough to be told apart, look-alikes more so; Adafruit's
``adafruit_bitmap_font`` (and Pillow) load every glyph as drawn; a bad source is refused with
the glyph and line named and nothing written."""

import struct

import pytest
from adafruit_bitmap_font import bitmap_font
from PIL import Image, PcfFontFile

from tools.art.pack_font import (ASSETS, PCF_NAME, PREVIEW_NAME, PREVIEW_SCALE, SCREEN, SOURCE,
                                 main, outputs, preview_lines, read_font)

CODES = range(32, 127)
# The characters allowed below the baseline: the five letters with tails, the comma's and
# semicolon's tails, the underscore (drawn under the baseline, as it underlines), and the bar
# (full height, to divide text).
BELOW_BASELINE = set("gjpqy,;_|")
MUST_DESCEND = set("gjpqy,;")
FEWEST_DIFFERING = 3
# Characters a reader could take for one another: each pair differs in this many pixels.
LOOK_ALIKES = ("gq", "l1", "lI", "1I", "I|", "l|", "1|", "il", "1i", "0O", "0o", "Oo", "5S",
               "2Z", "8B", "uv", "ij", ":;", ".,", "mn")
FEWEST_DIFFERING_LOOK_ALIKES = 5


# --- reading the source again, independently of the packer ---------------------------------

def source_glyphs(text=None):
    """{character: 10 rows} straight from the text: a ``char`` line, then its rows."""
    if text is None:
        text = SOURCE.read_text(encoding="ascii")
    glyphs = {}
    for line in text.splitlines():
        if line.startswith("char "):
            name = line[5:]
            rows = glyphs.setdefault(chr(int(name)) if len(name) > 1 else name, [])
        elif len(line) == 6 and set(line) <= set("#."):
            rows.append(line)
    return glyphs


def ink(rows):
    return {(x, y) for y, row in enumerate(rows) for x, char in enumerate(row) if char == "#"}


@pytest.fixture(scope="module")
def glyphs():
    return source_glyphs()


def distance(glyphs, first, second):
    return len(ink(glyphs[first]) ^ ink(glyphs[second]))


# --- the committed files ------------------------------------------------------------------

def test_the_committed_font_and_preview_are_what_the_packer_writes_from_the_source():
    for path, data in outputs().items():
        assert path.read_bytes() == data, "%s is stale: run python -m tools.art.pack_font" % path
    assert main(["--check"]) == 0


def test_packing_twice_gives_the_same_bytes():
    assert outputs() == outputs()


def test_the_packer_reads_the_source_as_drawn(glyphs):
    assert {chr(code): rows for code, rows in read_font().items()} == glyphs


def test_the_pcf_says_what_the_cell_is():
    data = (ASSETS / PCF_NAME).read_bytes()
    assert data[:4] == b"\x01fcp"
    tables = {}
    for index in range(struct.unpack_from("<I", data, 4)[0]):
        kind, table_format, size, offset = struct.unpack_from("<4I", data, 8 + 16 * index)
        assert struct.unpack_from("<I", data, offset)[0] == table_format and offset % 4 == 0
        tables[kind] = offset
    assert sorted(tables) == [1, 2, 4, 8, 32]   # properties ... encodings
    ascent, descent = struct.unpack_from(">ii", data, tables[2] + 12)
    assert (ascent, descent) == (8, 2)
    metrics = tables[4]
    assert struct.unpack_from(">I", data, metrics + 4)[0] == 95
    for index in range(95):   # every glyph a whole 6 x 10 cell
        assert struct.unpack_from(">5h", data, metrics + 8 + 12 * index) == (0, 6, 6, 8, 2)
    assert struct.unpack_from("<I", data, tables[8])[0] == 0xE   # the format the library reads
    assert struct.unpack_from(">h", data, tables[32] + 12)[0] == 63   # "?" for the rest


def test_the_preview_shows_every_glyph_on_the_screen_three_times_the_size():
    lines = preview_lines()
    assert len(lines) <= 12 and all(len(line) <= 26 for line in lines)
    assert set("".join(lines)) >= {chr(code) for code in CODES}
    with Image.open(ASSETS / PREVIEW_NAME) as image:
        assert image.size == (SCREEN[0] * PREVIEW_SCALE, SCREEN[1] * PREVIEW_SCALE)


# --- the glyphs ---------------------------------------------------------------------------

def test_every_printable_ascii_character_has_one_glyph_of_6_by_10(glyphs):
    assert sorted(glyphs) == [chr(code) for code in CODES]
    for char, rows in glyphs.items():
        assert len(rows) == 10 and all(len(row) == 6 and set(row) <= set("#.") for row in rows), \
            char


def test_every_glyph_stays_inside_its_cell(glyphs):
    for char, rows in glyphs.items():
        pixels = ink(rows)
        assert not any(y == 0 for _, y in pixels), "%r: ink in row 0 (the line gap)" % char
        assert not any(x == 5 for x, _ in pixels), "%r: ink in column 5 (the gap)" % char
        below = any(y >= 8 for _, y in pixels)
        if char in MUST_DESCEND:
            assert below, "%r: no tail below the baseline" % char
        elif char not in BELOW_BASELINE:
            assert not below, "%r: ink below the baseline" % char
        assert bool(pixels) == (char != " "), char


def test_capitals_and_digits_are_7_rows_tall_and_lowercase_5(glyphs):
    for char in "ABCDEFGHIJKLMNOPRSTUVWXYZ0123456789":   # Q's tail stays in the cell too
        rows = {y for _, y in ink(glyphs[char])}
        assert min(rows) == 1 and max(rows) == 7, char
    for char in "acemnorsuvwxz":
        rows = {y for _, y in ink(glyphs[char])}
        assert min(rows) == 3 and max(rows) == 7, char
    for char in "bdhkl":
        assert min(y for _, y in ink(glyphs[char])) == 1, char


def test_every_two_glyphs_differ_in_at_least_3_pixels(glyphs):
    chars = sorted(glyphs)
    closest = min((distance(glyphs, a, b), a, b)
                  for index, a in enumerate(chars) for b in chars[index + 1:])
    assert closest[0] >= FEWEST_DIFFERING, closest


@pytest.mark.parametrize("pair", LOOK_ALIKES)
def test_look_alikes_differ_in_at_least_5_pixels(glyphs, pair):
    assert distance(glyphs, pair[0], pair[1]) >= FEWEST_DIFFERING_LOOK_ALIKES


def test_g_curls_left_and_q_has_a_spur_right(glyphs):
    assert ink(glyphs["g"]) >= {(1, 9), (2, 9), (3, 9), (4, 8)}
    assert ink(glyphs["q"]) >= {(3, 8), (3, 9), (4, 9)}


def test_zero_is_narrower_than_o_and_the_bar_runs_the_full_height(glyphs):
    assert max(x for x, _ in ink(glyphs["0"])) < max(x for x, _ in ink(glyphs["O"])) == 4
    assert ink(glyphs["|"]) == {(2, y) for y in range(1, 10)}


# --- loading the packed font -------------------------------------------------------------

def test_adafruit_bitmap_font_loads_every_glyph_as_drawn(glyphs):
    font = bitmap_font.load_font(str(ASSETS / PCF_NAME))
    try:
        assert font.get_bounding_box() == (6, 10, 0, -2)
        assert (font.ascent, font.descent) == (8, 2)
        font.load_glyphs(list(CODES) + [200])
        for char, rows in glyphs.items():
            glyph = font.get_glyph(ord(char))
            assert (glyph.width, glyph.height, glyph.dx, glyph.dy, glyph.shift_x,
                    glyph.shift_y) == (6, 10, 0, -2, 6, 0), char
            bitmap = glyph.bitmap
            assert (bitmap.width, bitmap.height) == (6, 10), char
            drawn = {(x, y) for y in range(10) for x in range(6) if bitmap[x, y]}
            assert drawn == ink(rows), char
        assert font.get_glyph(200) is None
    finally:
        font.file.close()


def test_pillow_reads_the_same_pcf(glyphs):
    with open(ASSETS / PCF_NAME, "rb") as stream:
        font = PcfFontFile.PcfFontFile(stream)
    assert sum(1 for glyph in font.glyph if glyph) == 95
    for char, rows in glyphs.items():
        advance, placed, _, image = font.glyph[ord(char)]
        assert advance == (6, 0) and placed == (0, -8, 6, 2), char
        assert ink(rows) == {(x, y) for y in range(10) for x in range(6)
                                            if image.getpixel((x, y))}, char


# --- bad sources ------------------------------------------------------------------------

def glyph_line(text, char):
    """The number of the ``char`` line of a glyph."""
    name = "32" if char == " " else char
    return text.splitlines().index("char " + name) + 1


def with_row(text, char, row, new):
    """The source with one row of a glyph replaced."""
    lines = text.splitlines()
    lines[glyph_line(text, char) + row] = new
    return "\n".join(lines) + "\n"


def without_glyph(text, char):
    lines = text.splitlines()
    at = glyph_line(text, char) - 1
    return "\n".join(lines[:at] + lines[at + 11:]) + "\n"


SOURCE_TEXT = SOURCE.read_text(encoding="ascii")
LINE_OF_A = glyph_line(SOURCE_TEXT, "A")
BAD_SOURCES = {
    "row too wide": (with_row(SOURCE_TEXT, "A", 3, "#...#.."),
                     "font.txt:%d: glyph 'A' (65): row 3 is 7 pixels wide, expected 6"
                     % (LINE_OF_A + 4)),
    "ink in row 0": (with_row(SOURCE_TEXT, "A", 0, "..#..."),
                     "font.txt:%d: glyph 'A' (65): ink in row 0" % (LINE_OF_A + 1)),
    "ink in column 5": (with_row(SOURCE_TEXT, "A", 1, ".#####"),
                        "font.txt:%d: glyph 'A' (65): ink in column 5" % (LINE_OF_A + 2)),
    "ink below the baseline": (with_row(SOURCE_TEXT, "A", 8, "#....."),
                               "font.txt:%d: glyph 'A' (65): ink in row 8" % (LINE_OF_A + 9)),
    "unknown pixel": (with_row(SOURCE_TEXT, "A", 4, "#..x#."),
                      "glyph 'A' (65): unknown pixel 'x' in column 3"),
    "missing glyph": (without_glyph(SOURCE_TEXT, "g"), "font.txt: no glyph for 'g' (103)"),
    "missing row": (SOURCE_TEXT.replace("......\n\nchar i\n", "\nchar i\n"),
                    "font.txt:%d: glyph 'h' (104) has 9 rows, expected 10"
                    % glyph_line(SOURCE_TEXT, "h")),
    "duplicate": (SOURCE_TEXT.replace("char B\n", "char A\n"),
                  "glyph 'A' (65) is drawn twice, first at line %d" % LINE_OF_A),
    "unknown character": (SOURCE_TEXT.replace("char B\n", "char BB\n"),
                          "font.txt:%d: unknown character 'BB'" % glyph_line(SOURCE_TEXT, "B")),
    "code out of range": (SOURCE_TEXT.replace("char 32\n", "char 31\n"),
                          "font.txt:%d: unknown character '31'" % glyph_line(SOURCE_TEXT, " ")),
}


@pytest.mark.parametrize("fault", sorted(BAD_SOURCES))
def test_a_bad_source_is_refused_naming_the_glyph_and_line_and_nothing_is_written(
        tmp_path, capsys, fault):
    text, message = BAD_SOURCES[fault]
    source = tmp_path / "font.txt"
    source.write_text(text, encoding="ascii")
    out = tmp_path / "out"
    out.mkdir()
    (out / PCF_NAME).write_bytes(b"old font")
    assert main(["--source", str(source), "--out", str(out)]) == 2
    error = capsys.readouterr().err
    assert error.startswith("error: ") and message in error and error.count("\n") == 1, error
    assert sorted(path.name for path in out.iterdir()) == [PCF_NAME]
    assert (out / PCF_NAME).read_bytes() == b"old font"


def test_a_good_source_packs_into_the_chosen_folder_and_check_finds_it_stale_after_an_edit(
        tmp_path, capsys):
    source = tmp_path / "font.txt"
    source.write_text(SOURCE_TEXT, encoding="ascii")
    out = tmp_path / "out"
    assert main(["--source", str(source), "--out", str(out)]) == 0
    assert (out / PCF_NAME).read_bytes() == (ASSETS / PCF_NAME).read_bytes()
    assert main(["--check", "--source", str(source), "--out", str(out)]) == 0
    source.write_text(with_row(SOURCE_TEXT, "A", 1, ".####."), encoding="ascii")
    capsys.readouterr()
    assert main(["--check", "--source", str(source), "--out", str(out)]) == 1
    assert PCF_NAME in capsys.readouterr().err
