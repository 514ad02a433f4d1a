"""The rules screens break their pages by sense, as a reader would: walked through the
simulator for both games, on today's page of 10 lines and on the coming one of 12. A heading,
or a line ending with ":", is never a page's last line; a paragraph is only split when it is
longer than a page, and then neither side keeps a single line, and no page holds just a line
or two of a paragraph's end. The texts also say the rules a new player missed."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from pathlib import Path  # noqa: E402

from app_driver import choose_item, screen_name, start_tactic  # noqa: E402
from shell import buttons  # noqa: E402
import pytest  # noqa: E402
from screens.text_pages import read_page  # noqa: E402
from views.text_view import COLUMNS, wrap  # noqa: E402
from tools.simulate import Simulator  # noqa: E402

TEXTS = Path(__file__).resolve().parents[3] / "assets" / "texts.txt"
MOST_PAGES = 20    # a bound for walking a text: far more pages than any has


def paragraphs(section, text=None):
    """The section's paragraphs as the file has them, each the list of its wrapped lines, and
    whether it is a heading (a line starting with "#"; before they had a mark, "CONTROLS")."""
    found = []
    inside = False
    for line in (text if text is not None else TEXTS.read_text()).splitlines():
        line = line.strip()
        if line.startswith("["):
            inside = line == "[" + section + "]"
        elif inside and line:
            heading = line.startswith("#") or line.isupper()
            found.append((wrap(line.lstrip("#").strip()), heading))
    return found


def sense_faults(pages, section_paragraphs, size):
    """What breaks the sense rules in these pages (each the list of its lines) of a text of
    these paragraphs, with ``size`` lines a page: a list of sentences, empty when none."""
    where = []                   # each line's paragraph, and its place in it
    for number, (lines, _) in enumerate(section_paragraphs):
        where.extend((number, index) for index in range(len(lines)))
    every = [line for lines, _ in section_paragraphs for line in lines]
    if [line for page in pages for line in page] != every:
        return ["the pages do not hold the text's lines, once each, in order"]
    faults = []
    first = 0                    # the page's first line in the text
    for number, page in enumerate(pages, 1):
        if not 0 < len(page) <= size:
            faults.append("page %d holds %d lines" % (number, len(page)))
        start, last = where[first], where[first + len(page) - 1]
        if start[1] > 0 and len(page) <= 2:
            faults.append("page %d holds only %r, a paragraph's end" % (number, page))
        if number < len(pages):
            lines, heading = section_paragraphs[last[0]]
            if heading:
                faults.append("page %d ends with the heading %r" % (number, page[-1]))
            if page[-1].endswith(":"):
                faults.append("page %d ends with %r" % (number, page[-1]))
            split = last[1] + 1 < len(lines)
            if split and len(lines) <= size:
                faults.append("page %d splits a paragraph of %d lines" % (number, len(lines)))
            if split and (last[1] - (start[1] if start[0] == last[0] else 0) < 1
                          or len(lines) - last[1] - 1 < 2):
                faults.append("page %d leaves a line of a paragraph alone" % number)
        first += len(page)
    return faults


def shown_page(simulator):
    """The lines of the page on the screen, without the blank ones under them and the footer."""
    texts = simulator.app.page.texts[:-1]
    while texts and not texts[-1]:
        texts = texts[:-1]
    return texts, simulator.app.page.texts[-1]


def walk(simulator, turn):
    """Every page of the rules on the screen, turning with ``turn`` until the footer says
    the last page."""
    pages = []
    for _ in range(MOST_PAGES):
        page, footer = shown_page(simulator)
        pages.append(page)
        number, total = footer.split(">")[0].strip("< ").split("/")
        assert int(number) == len(pages), footer
        if number == total:
            return pages
        simulator.press(turn)
    raise AssertionError("the rules did not end in %d pages" % MOST_PAGES)


@pytest.fixture(params=[10, 12], name="page_lines")
def fixture_page_lines(request, monkeypatch):
    """The app's text page: the screen's 12 lines, and 10 as a shorter screen would have."""
    from shell import app

    monkeypatch.setattr(app, "PAGE_LINES", request.param)
    return request.param


def test_latice_s_rules_from_the_title_break_their_pages_by_sense(tmp_path, page_lines):
    simulator = Simulator(str(tmp_path / "save.bin"), seed=5)
    assert len(simulator.app.page.texts) == page_lines
    choose_item(simulator, "Rules")
    assert screen_name(simulator) == "RulesScreen"
    pages = walk(simulator, buttons.A)
    assert len(pages) >= 2
    assert sense_faults(pages, paragraphs("rules latice"), page_lines - 1) == []
    simulator.press(buttons.A)                        # A on the last page: back
    assert screen_name(simulator) == "TitleScreen"


def test_tactic_tiles_rules_from_its_game_break_their_pages_by_sense(tmp_path, page_lines):
    simulator = Simulator(str(tmp_path / "save.bin"), seed=5)
    start_tactic(simulator, ["human", "greedy"])      # from the title
    simulator.press(buttons.START)
    choose_item(simulator, "Rules")
    assert screen_name(simulator) == "RulesScreen"
    pages = walk(simulator, buttons.DOWN)
    assert len(pages) >= 2
    assert sense_faults(pages, paragraphs("rules tactic"), page_lines - 1) == []
    simulator.press(buttons.B)
    assert screen_name(simulator) == "TacticMenu"


def pages_of(path, section, size):
    lines, count = read_page(path, section, 0, size)
    return [lines] + [read_page(path, section, page, size)[0] for page in range(1, count)]


@pytest.mark.parametrize("size", [9, 11])    # a page of 10 or 12 lines, less its footer
@pytest.mark.parametrize("section", ["rules latice", "rules tactic"])
def test_every_rules_text_breaks_by_sense_for_either_page(section, size):
    pages = pages_of(str(TEXTS), section, size)
    assert sense_faults(pages, paragraphs(section), size) == []
    assert all(0 < len(line) <= COLUMNS for page in pages for line in page)


def write(tmp_path, text):
    path = tmp_path / "texts.txt"
    path.write_text(text)
    return str(path)


def test_a_heading_and_a_line_ending_with_a_colon_go_to_the_next_page_with_what_follows(
        tmp_path):
    text = "[t]\nOne.\nTwo.\n# HEAD\nThree.\nFour.\nIt says:\nFive.\n"
    path = write(tmp_path, text)
    assert pages_of(path, "t", 3) == [["One.", "Two."], ["HEAD", "Three.", "Four."],
                                      ["It says:", "Five."]]
    assert sense_faults(pages_of(path, "t", 3), paragraphs("t", text), 3) == []


def test_a_paragraph_that_fits_a_page_is_not_split(tmp_path):
    text = "[t]\nOne.\n" + " ".join(["word"] * 20) + "\nLast.\n"   # 4 lines
    path = write(tmp_path, text)
    pages = pages_of(path, "t", 4)
    assert pages == [["One."], wrap(" ".join(["word"] * 20)), ["Last."]]
    assert sense_faults(pages, paragraphs("t", text), 4) == []


@pytest.mark.parametrize("words, before", [(40, 1), (40, 2), (45, 0), (60, 3), (100, 1)])
def test_a_paragraph_longer_than_a_page_is_split_leaving_no_line_alone(tmp_path, words, before):
    long = " ".join("w%02d" % number for number in range(words))
    text = "[t]\n" + "Short.\n" * before + long + "\nEnd.\n"
    path = write(tmp_path, text)
    pages = pages_of(path, "t", 5)
    assert len(wrap(long)) > 5
    assert sense_faults(pages, paragraphs("t", text), 5) == []


def test_a_text_that_cannot_break_by_sense_is_still_cut_into_whole_pages(tmp_path):
    text = "[t]\n# A\n# B\n# C\nOne.\n"   # headings enough to fill a page, kept together
    pages = pages_of(write(tmp_path, text), "t", 2)
    assert pages == [["A", "B"], ["C", "One."]]


def rules_text(section):
    return " ".join(" ".join(lines) for lines, _ in paragraphs(section))


def test_latice_s_rules_say_what_a_new_player_missed():
    text = rules_text("rules latice")
    for rule, words in (("R3", ["The first tile goes on the moon, the centre square."]),
                        ("R8", ["Exchange 1 to 5 tiles", "it uses a move."]),
                        ("R9", ["With fewer than 5 tiles in your rack, buy back a wind",
                                "(2 with 4 seats or more)", "It is not a move."]),
                        ("R10", ["If every player passes in turn, or 3 rounds go by with no "
                                 "tile played or moved, the game ends: the fewest tiles left "
                                 "(rack and pool) wins."])):
        assert all(word in text for word in words), rule


def test_tactic_tiles_controls_say_undo_and_hint():
    controls = rules_text("rules tactic").split("CONTROLS")[1]
    assert "Start, Hint: a good place; Select lays it." in controls
    assert "Start, Undo: your tile back, until A ends the turn." in controls
    assert "A again ends the turn." in controls
