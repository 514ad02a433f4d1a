"""The exercises in exercises/: every exercise that exercises/README.md lists has its page and
its test, and each test fails on the project as it is, by an assertion that says what is
missing (never by a broken test), and quickly. Each one is run as a student runs it:
``python -m pytest exercises/tests/test_NAME.py`` from the top folder, in its own process."""

import re
import subprocess
import sys
import tomllib
import xml.etree.ElementTree as ElementTree
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
EXERCISES = REPO / "exercises"
# A row of the README's table: | 1 | [Title](page.md) | ... | `python -m pytest TEST` |
ROW = re.compile(r"^\| *(\d+) *\| *\[([^\]]+)\]\(([\w.-]+\.md)\) *\|.*"
                 r"`python -m pytest (exercises/tests/test_\w+\.py)` *\|$", re.M)
QUICK_S = 30       # each exercise test must take well under this
WAIT_S = 180       # the most a run is waited for before it counts as hung


def listed():
    """(number, title, page, test) of each exercise in exercises/README.md."""
    readme = EXERCISES / "README.md"
    return ROW.findall(readme.read_text("utf-8")) if readme.is_file() else []


def test_every_listed_exercise_has_its_page_and_its_test():
    rows = listed()
    assert rows, "exercises/README.md lists no exercise in its table"
    assert [int(row[0]) for row in rows] == list(range(1, len(rows) + 1))
    for number, _title, page, test in rows:
        assert (EXERCISES / page).is_file(), "exercise %s: no page %s" % (number, page)
        assert (REPO / test).is_file(), "exercise %s: no test %s" % (number, test)
        text = (EXERCISES / page).read_text("utf-8")
        assert text.startswith("# %s. " % number), "%s does not start with its number" % page
        assert "python -m pytest " + test in text, "%s does not say how to check it" % page
        for heading in ("## Goal", "## Files to read", "## Hints", "## Check it"):
            assert heading in text, "%s has no %r section" % (page, heading)
    on_disk = sorted("exercises/tests/" + path.name
                     for path in (EXERCISES / "tests").glob("test_*.py"))
    assert on_disk == sorted(row[3] for row in rows), "a test in exercises/tests is not listed"


def test_the_normal_run_leaves_the_exercises_out():
    config = tomllib.loads((REPO / "pyproject.toml").read_text("utf-8"))
    assert config["tool"]["pytest"]["ini_options"]["testpaths"] == ["tests"]
    # A pytest.ini under exercises/ would take the place of pyproject.toml's settings there.
    assert not [path for path in EXERCISES.rglob("*") if path.name in ("pytest.ini", "tox.ini")]


@pytest.fixture(scope="module")
def runs(tmp_path_factory):
    """test -> (exit status, output, JUnit report): every exercise test, run at once, each in
    its own pytest."""
    folder = tmp_path_factory.mktemp("exercise-runs")
    started = {}
    for _, _, _, test in listed():
        report = folder / (Path(test).stem + ".xml")
        process = subprocess.Popen(
            [sys.executable, "-m", "pytest", test, "-q", "--junitxml", str(report)],
            cwd=REPO, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        started[test] = (process, report)
    results = {}
    for test, (process, report) in started.items():
        try:
            output, _ = process.communicate(timeout=WAIT_S)
        except subprocess.TimeoutExpired:
            process.kill()
            output, _ = process.communicate()
            output += "\n(still running after %d s: stopped)" % WAIT_S
        results[test] = (process.returncode, output, report)
    return results


@pytest.mark.parametrize("test", [row[3] for row in listed()])
def test_each_exercise_test_fails_by_an_assertion_on_the_project_as_it_is(runs, test):
    status, output, report = runs[test]
    assert status != 0, (
        "every test of %s passes: the exercise is done in this tree, or its test no longer "
        "checks anything\n%s" % (test, output))
    # pytest exits with 1 when tests ran and some failed; 2 or more means it was interrupted
    # (a collection error: a syntax error, an import that breaks), 5 that it found no test.
    assert status == 1, "%s did not run to the end:\n%s" % (test, output)
    root = ElementTree.parse(report).getroot()
    cases = list(root.iter("testcase"))
    errors = list(root.iter("error"))
    failures = list(root.iter("failure"))
    assert cases and not errors, output
    assert failures, output
    for failure in failures:
        message = failure.get("message", "")
        assert message.startswith(("AssertionError", "assert ")), (
            "a test fails by something other than an assertion: %s\n%s" % (message, output))


@pytest.mark.parametrize("test", [row[3] for row in listed()])
def test_each_exercise_test_is_quick(runs, test):
    root = ElementTree.parse(runs[test][2]).getroot()
    suite = root if root.tag == "testsuite" else root.find("testsuite")
    seconds = float(suite.get("time"))
    assert seconds < QUICK_S, "%s took %.1f s (at most %d)" % (test, seconds, QUICK_S)
