"""
`tests.test_guide`
====================================================

The guide for students and teachers (``docs/guide.md``) stays true: its Python runs, every
picture it shows exists, and every ``python -m tools.NAME`` it shows is a tool of the
project. (The files, folders and code it names: ``tests/test_code_names.py``.)
"""

import re
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
GUIDE = REPO / "docs" / "guide.md"
FENCE = re.compile(r"^```(\w*)[^\n]*\n(.*?)^```[ \t]*$", re.M | re.S)
PICTURE = re.compile(r"!\[[^\]]*\]\(([^)]+)\)")
TOOL = re.compile(r"python -m (tools(?:\.\w+)+)")


def guide_text():
    return GUIDE.read_text("utf-8")


def test_the_guide_s_python_runs(monkeypatch, capsys):
    monkeypatch.chdir(REPO)
    monkeypatch.syspath_prepend(str(REPO))
    blocks = [match.group(2) for match in FENCE.finditer(guide_text())
              if match.group(1) == "python"]
    assert blocks
    for block in blocks:
        exec(compile(block, str(GUIDE), "exec"), {"__name__": "guide"})
    assert "0x" in capsys.readouterr().out


def test_every_picture_the_guide_shows_exists():
    pictures = PICTURE.findall(guide_text())
    assert len(pictures) >= 6
    missing = [picture for picture in pictures if not (GUIDE.parent / picture).is_file()]
    assert missing == []


def test_every_tool_the_guide_runs_is_a_tool_of_the_project():
    tools = set(TOOL.findall(guide_text()))
    assert "tools.simulate" in tools
    missing = sorted(tool for tool in tools
                     if not (REPO / (tool.replace(".", "/") + ".py")).is_file()
                     and not (REPO / tool.replace(".", "/") / "__main__.py").is_file())
    assert missing == []
