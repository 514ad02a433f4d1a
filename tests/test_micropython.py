"""The engine under a real MicroPython: every plain test file runs there too, and every engine
file compiles with mpy-cross."""

import re
from pathlib import Path

from tools.micropython import compile_errors, run

TESTS = Path(__file__).resolve().parent
REPO = TESTS.parent
IMPORTED = re.compile(r"^\s*(?:import|from)\s+(\w+)", re.M)
DEVICE_SAFE_IMPORTS = {"engine", "support", "positions"}
HELPERS = ("tests/support.py", "tests/positions.py", "tests/micropython_runner.py")


def plain_test_files():
    """Test files that import only the engine and the shared helpers: they must pass under
    MicroPython too."""
    return [path for path in sorted(TESTS.glob("test_*.py"))
            if set(IMPORTED.findall(path.read_text())) <= DEVICE_SAFE_IMPORTS]


def test_rule_tests_pass_under_micropython():
    files = plain_test_files()
    assert any(path.name.startswith("test_r1_") for path in files)
    assert len([path for path in files if path.name.startswith("test_r")]) >= 11
    names = [path.stem for path in files]
    code = "import micropython_runner\nmicropython_runner.run_modules(%r)\n" % names
    extra = HELPERS + tuple("tests/" + path.name for path in files)
    status, out, err = run(code, extra_files=extra)
    summary = re.search(r"^micropython: (\d+) passed, (\d+) failed$", out, re.M)
    assert status == 0 and summary, out + err
    passed, failed = int(summary.group(1)), int(summary.group(2))
    assert failed == 0, out
    assert passed >= 100, out


def test_every_engine_file_compiles_with_mpy_cross():
    files = sorted((REPO / "engine").rglob("*.py"))
    assert files
    assert compile_errors(files) == []
