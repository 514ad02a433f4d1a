"""The texts file (``assets/texts.txt``, :mod:`text_pages`): a page of a section read on its own,
the same wrapping as the screens always had, clear errors for a section or a page that is not
there, and a missing or damaged file shown on the screen instead of a crash."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import shutil  # noqa: E402
from pathlib import Path  # noqa: E402

from app_driver import screen_name  # noqa: E402
from shell import buttons  # noqa: E402
import pytest  # noqa: E402
from screens import text_pages  # noqa: E402
from latice import lessons  # noqa: E402
from tactic import tactic_lessons  # noqa: E402
from latice.lessons import LESSONS  # noqa: E402
from screens.menu import item_text  # noqa: E402
from views.text_view import PAGE_LINES  # noqa: E402
from screens.text_pages import beside, read_page  # noqa: E402
from views.text_view import COLUMNS, wrap  # noqa: E402
from tools.simulate import Simulator, parse_script  # noqa: E402

ASSETS = Path(__file__).resolve().parents[3] / "assets"
TEXTS = ASSETS / "texts.txt"
RULES_LINES = PAGE_LINES - 1   # a rules page: the screen's lines less the footer
LESSON_LINES = PAGE_LINES - 2   # a lesson's page: less its heading too

SAMPLE = """Notes above the first heading are never shown.
[one]
First paragraph, long enough to be wrapped onto a second line.

Second.
[two]
Alone.
"""


def write(folder, text, newline="\n"):
    folder.mkdir(exist_ok=True)
    path = folder / "texts.txt"
    path.write_bytes(text.replace("\n", newline).encode())
    return str(path)


def every_line(path, section, size):
    """The section's lines, page after page."""
    lines, pages = read_page(path, section, 0, size)
    for page in range(1, pages):
        lines = lines + read_page(path, section, page, size)[0]
    return lines, pages


def test_a_section_is_its_paragraphs_wrapped_without_the_empty_lines(tmp_path):
    path = write(tmp_path, SAMPLE)
    expected = wrap("First paragraph, long enough to be wrapped onto a second line.") + ["Second."]
    assert len(expected) == 4
    assert read_page(path, "one", 0, 9) == (expected, 1)
    assert read_page(path, "one", 0, 3) == (expected[:3], 2)
    assert read_page(path, "one", 1, 3) == (expected[3:], 2)
    assert read_page(path, "two", 0, 9) == (["Alone."], 1)


def test_windows_line_ends_read_the_same(tmp_path, monkeypatch):
    pages = (("one", 0), ("one", 1), ("two", 0))
    unix = write(tmp_path / "unix", SAMPLE)
    unix_pages = [read_page(unix, name, page, 2) for name, page in pages]
    windows = write(tmp_path, SAMPLE, "\r\n")
    assert Path(windows).read_bytes().count(b"\r\n") == SAMPLE.count("\n")
    # read as MicroPython and CircuitPython read it: "\r\n" comes through as it is
    monkeypatch.setattr(text_pages, "open", lambda path: open(path, newline=""), raising=False)
    assert [read_page(windows, name, page, 2) for name, page in pages] == unix_pages


def test_a_long_line_wraps_across_pages_and_a_word_wider_than_the_screen_stands_alone(tmp_path):
    words = ["word%d" % number for number in range(60)]
    long_word = "x" * (COLUMNS + 10)
    path = write(tmp_path, "[long]\n" + " ".join(words) + " " + long_word + " end\n")
    lines, pages = every_line(path, "long", 4)
    assert " ".join(lines[:-2]).split(" ") == words and lines[-2:] == [long_word, "end"]
    assert all(len(line) <= COLUMNS for line in lines[:-2])
    assert pages == (len(lines) + 3) // 4 > 2


def test_a_section_not_there_is_named(tmp_path):
    path = write(tmp_path, SAMPLE)
    for section in ("three", "on", "one two", "Notes above the first heading are never shown."):
        with pytest.raises(OSError, match=r"no text \[%s\]" % section.replace(".", r"\.")):
            read_page(path, section, 0, 9)


def test_an_empty_section_is_an_error(tmp_path):
    path = write(tmp_path, "[empty]\n\n\n[full]\nText.\n")
    with pytest.raises(OSError, match=r"no text \[empty\]"):
        read_page(path, "empty", 0, 9)
    assert read_page(path, "full", 0, 9) == (["Text."], 1)


def test_a_page_past_the_end_is_an_error_that_says_how_many_there_are(tmp_path):
    path = write(tmp_path, SAMPLE)
    with pytest.raises(OSError, match=r"\[one\] has 2 pages, no page 3"):
        read_page(path, "one", 2, 3)
    with pytest.raises(OSError, match="no page 0"):
        read_page(path, "one", -1, 3)


def test_a_missing_or_unreadable_file_is_a_text_error_naming_it(tmp_path):
    with pytest.raises(OSError, match="cannot read .*nothing.txt"):
        read_page(str(tmp_path / "nothing.txt"), "one", 0, 9)
    path = tmp_path / "texts.txt"
    path.write_bytes(b"[one]\nbad \xff\xfe bytes\n")
    with pytest.raises(OSError, match="cannot read"):
        read_page(str(path), "one", 0, 9)


def test_the_file_sits_beside_the_sprite_sheet():
    assert beside("assets/sheet.bmp") == "assets/texts.txt"
    assert beside("sheet.bmp") == "texts.txt"
    assert beside(ASSETS / "sheet.bmp") == str(TEXTS)


def test_the_game_s_texts_are_all_there_and_every_lesson_fits_its_page():
    path = str(TEXTS)
    for section in ("rules latice", "rules tactic"):
        lines, pages = every_line(path, section, RULES_LINES)
        assert pages >= (len(lines) + RULES_LINES - 1) // RULES_LINES >= 2   # broken by sense
        assert all(0 < len(line) <= COLUMNS for line in lines)
    for course in (lessons, tactic_lessons):   # each game's "Learn to play"
        for number in range(1, len(course.LESSONS) + 1):
            lines, pages = read_page(path, "%s %d" % (course.SECTION, number), 0, LESSON_LINES)
            assert pages == 1 and all(0 < len(line) <= COLUMNS for line in lines)
        with pytest.raises(OSError):
            read_page(path, "%s %d" % (course.SECTION, len(course.LESSONS) + 1), 0,
                      LESSON_LINES)
    assert TEXTS.read_bytes().isascii()


def simulator_with(tmp_path, texts=None):
    """The app with its sprite sheets copied to a folder of their own, and there the texts
    file ``texts`` (none when ``None``)."""
    for name in ("sheet.bmp", "tactic.bmp"):
        shutil.copy(ASSETS / name, tmp_path / name)
    if texts is not None:
        (tmp_path / "texts.txt").write_text(texts)
    return Simulator(str(tmp_path / "save.bin"), sheet=tmp_path / "sheet.bmp")


def open_rules(simulator):
    app = simulator.app
    for _ in range(len(app.screen.items)):
        if item_text(app.screen.items[app.screen.choice]) == "Rules":
            break
        simulator.press(buttons.DOWN)
    simulator.press(buttons.A)
    assert screen_name(simulator) == "RulesScreen"
    return app.page.texts


@pytest.mark.parametrize("texts, error", [(None, "cannot read"),
                                          ("[rules other]\nText.\n", "no text [rules")])
def test_rules_that_cannot_be_read_say_why_on_the_screen_and_b_still_goes_back(tmp_path, texts,
                                                                              error):
    simulator = simulator_with(tmp_path, texts)
    shown = open_rules(simulator)
    assert error in " ".join(shown) and shown[-1] == "< 1/1 >  A, B: back"
    simulator.press(buttons.DOWN)                     # no page to turn to
    assert simulator.app.page.texts[-1] == "< 1/1 >  A, B: back"
    simulator.press(buttons.B)
    assert screen_name(simulator) == "TitleScreen"


def test_the_rules_read_from_the_file_beside_the_sheet(tmp_path):
    simulator = simulator_with(tmp_path, "[rules latice]\nOur own rules.\n")
    assert open_rules(simulator)[:2] == ["Our own rules.", ""]
    assert simulator.app.page.texts[-1] == "< 1/1 >  A, B: back"


def test_a_lesson_that_cannot_be_read_says_why_and_the_game_goes_on(tmp_path):
    simulator = simulator_with(tmp_path)
    simulator.app.pace = 2
    simulator.press(buttons.DOWN)                     # "Learn to play"
    simulator.press(buttons.A)
    app = simulator.app
    assert screen_name(simulator) == "LessonScreen"
    assert app.page.texts[0] == LESSONS[0][0] and app.page.texts[-1] == "A: play"
    assert "cannot read" in " ".join(app.page.texts[1:-1])
    simulator.press(buttons.A)
    assert screen_name(simulator) == "GameScreen"


def test_the_rules_turn_with_every_arrow_and_a_and_the_footer_says_how(tmp_path):
    simulator = simulator_with(tmp_path, "[rules latice]\n" + "\n".join(
        "Line %d." % number for number in range(2 * RULES_LINES + 1)) + "\n")   # 3 pages
    open_rules(simulator)
    app = simulator.app
    pages = []
    for line in ("right", "a", "left", "up", "down", "down"):
        simulator.run_script(parse_script(line))
        pages.append((app.page.texts[0], app.page.texts[-1]))
    assert pages == [("Line %d." % (RULES_LINES * page), footer) for page, footer in (
        (1, "< 2/3 >  A: next  B: back"), (2, "< 3/3 >  A, B: back"),
        (1, "< 2/3 >  A: next  B: back"), (0, "< 1/3 >  A: next  B: back"),
        (1, "< 2/3 >  A: next  B: back"), (2, "< 3/3 >  A, B: back"))]
    assert all(len(footer) <= COLUMNS for _, footer in pages)
    simulator.run_script(parse_script("right"))       # no page past the last
    assert app.page.texts[0] == "Line %d." % (2 * RULES_LINES)
    simulator.run_script(parse_script("a"))           # A on the last page: back
    assert screen_name(simulator) == "TitleScreen"
