"""A line of text (:class:`text_view.TextLines`): each character becomes its glyph's tile, a
character the font lacks shows as one "?", and what a shorter text leaves is blank."""

from views import text_view
from views.text_view import FIRST_CHARACTER, TextLines


def tiles(lines, index):
    grid = lines.grids[index]
    return [grid[column] for column in range(grid.width)]


def tiles_of(text):
    return [ord(character) - FIRST_CHARACTER for character in text]


def test_a_text_is_written_a_glyph_a_column_and_blank_after_it():
    lines = TextLines(2, columns=8)
    lines.set(0, "Seat 2")
    assert tiles(lines, 0) == tiles_of("Seat 2  ")
    assert tiles(lines, 1) == tiles_of("        ")


def test_a_longer_text_is_cut_at_the_line_s_width():
    lines = TextLines(1, columns=4)
    lines.set(0, "Sunstones")
    assert tiles(lines, 0) == tiles_of("Suns")


def test_a_shorter_text_clears_what_the_last_one_left():
    lines = TextLines(1, columns=6)
    lines.set(0, "Game saved")
    lines.set(0, "Ok")
    assert tiles(lines, 0) == tiles_of("Ok    ")


def test_a_character_the_font_lacks_shows_as_one_question_mark():
    lines = TextLines(1, columns=7)
    lines.set(0, "caf\u00e9 \u20ac1\t")   # two and three bytes in UTF-8; a tab
    assert tiles(lines, 0) == tiles_of("caf? ?1")
    lines.set(0, "\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9x")
    assert tiles(lines, 0) == tiles_of("???????")


def test_the_highlight_changes_the_colours_not_the_tiles():
    lines = TextLines(1, columns=3)
    lines.set(0, "A", highlight=True)
    assert lines.grids[0].pixel_shader is lines.highlight
    lines.set(0, "A")
    assert lines.grids[0].pixel_shader is lines.normal
    assert tiles(lines, 0) == tiles_of("A  ")
    assert text_view.palette(text_view.WHITE, None) is lines.normal
