"""
`tests.test_code_names`
====================================================

The documents a student reads (README.md, docs/guide.md, docs/rules.md, the exercises) name
the code as it is: every file or folder of the project they write in backticks exists, and a
function, class or constant they name beside a Python file is defined in that file. "Beside"
is one of these, each name in backticks:

- ``FILE`` (``NAME``, ``NAME``): the names in brackets right after the file;
- ``FILE``: ``NAME``, ``FILE``'s ``NAME``, ``NAME`` in ``FILE``, ``NAME`` from ``FILE``;
- ``NAME`` (``FILE``) or ``NAME`` (in ``FILE``).

A name is an identifier, or ``Class.name`` (a call's arguments after it are left out);
anything else in backticks (a command, a
value, code) is prose, and left alone. Fenced code blocks are left alone too.
"""

import re
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
DOCUMENTS = ["README.md", "docs/guide.md", "docs/rules.md"] + sorted(
    "exercises/" + path.name for path in (REPO / "exercises").glob("*.md"))
FENCE = re.compile(r"^```.*?^```[ \t]*$", re.M | re.S)
# A path in backticks: in one of the project's top-level folders (or, wrongly, outside the
# project), or one of its top-level files.
# Folders that tools make (build/, node_modules/) are no part of the project's sources: a path in
# them exists on one machine and not on another.
GENERATED = ("build", "node_modules", "__pycache__")
TOP = sorted(path for path in REPO.iterdir()
             if not path.name.startswith(".") and path.name not in GENERATED)
PATH = r"(?:(?:\.\.|%s)/[\w./-]*|%s)" % (
    "|".join(re.escape(path.name) for path in TOP if path.is_dir()),
    "|".join(re.escape(path.name) for path in TOP if path.is_file()))
NAME = r"[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)?"
PATH_TOKEN = re.compile(r"`(%s)`" % PATH)
# A Python file and the names beside it, in each of the forms the docstring lists.
FILE_THEN_NAMES = re.compile(
    r"`(%s\.py)`(?: \(((?:`%s`(?:, | and |, and )?)+)\)|: `(%s)`|'s `(%s)`)"
    % (PATH, NAME, NAME, NAME))
NAME_THEN_FILE = re.compile(r"`(%s)(?:\([^`)]*\))?`(?: in | from | \(| \(in )`(%s\.py)`"
                            % (NAME, PATH))
BACKTICKED = re.compile(r"`(%s)`" % NAME)


def prose(text):
    """The text without its fenced code blocks."""
    return FENCE.sub("", text)


def named_paths(text):
    return PATH_TOKEN.findall(prose(text))


def named_in_files(text):
    """(file, name) for every name the text writes beside a Python file."""
    text = re.sub(r"\s+", " ", prose(text))
    pairs = []
    for match in FILE_THEN_NAMES.finditer(text):
        path, listed, after_colon, possessive = match.groups()
        names = BACKTICKED.findall(listed) if listed else [after_colon or possessive]
        pairs.extend((path, name) for name in names)
    pairs.extend((path, name) for name, path in NAME_THEN_FILE.findall(text))
    return pairs


def defines(source, name):
    """True when Python ``source`` defines ``name`` (``Class.name``: the class, and the name
    in it): a function, a class, or an assignment at any depth, also to ``self.name``."""
    parts = name.split(".")
    return all(re.search(r"^\s*(?:(?:def|class) %s\b|(?:self\.)?%s\s*(?::[^=\n]*)?=[^=])"
                         % (part, part), source, re.M) for part in parts)


def problems(text):
    """What the text names that is not so: missing paths, and names their file lacks."""
    found = []
    for path in named_paths(text):
        if path.startswith("../") or not (REPO / path).exists():
            found.append("%s: no such file or folder in the project" % path)
    for path, name in named_in_files(text):
        file = REPO / path
        if file.is_file() and not defines(file.read_text("utf-8"), name):
            found.append("%s: %s is not defined there" % (path, name))
    return found


def test_every_code_name_in_the_documents_exists():
    checked = {}
    for document in DOCUMENTS:
        text = (REPO / document).read_text("utf-8")
        checked[document] = len(named_in_files(text))
        assert problems(text) == [], document
    assert checked["docs/rules.md"] >= 20 and checked["docs/guide.md"] >= 5, checked


def test_the_check_finds_a_name_moved_to_another_file_and_leaves_prose_alone():
    """The sentence exercise 2 had once the save's list of formations moved to another
    module, and sentences of prose in backticks that must pass."""
    stale = ("Two more lists name the formations: `_FORMATION_NAMES` in `engine/blob.py`\n"
             "(the save). Look in `engine/options.py` (`FORMATIONS`, `SUNSTONE_LIMIT`).")
    assert problems(stale) == ["engine/blob.py: _FORMATION_NAMES is not defined there"]
    assert problems("- `engine/rules.py`: `stones_earned`; `engine/old.py` is gone") == [
        "engine/old.py: no such file or folder in the project"]
    assert problems("the notation (`../shared/NOTATION.md`)") == [
        "../shared/NOTATION.md: no such file or folder in the project"]
    fine = ("`engine/tiles.py` (tile bytes, codes, the set); run `python -m pytest "
            "tests/engine/test_r7_stones.py`, then `GameScreen.handle` (`lib/latice/"
            "game_screen.py`) and `Options.sunstones_kept` in `engine/options.py`; "
            "`--line-numbers`, `PATH/TO/mpy-cross`, `0x23`.\n```\n`engine/none.py`\n```")
    assert problems(fine) == []
    assert ("lib/latice/game_screen.py", "GameScreen.handle") in named_in_files(fine)
