"""
`test_lint`
====================================================

The whole repository passes ruff with the configuration in pyproject.toml (pycodestyle,
pyflakes and bugbear), as Adafruit's libraries check theirs in CI.
"""

import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def test_ruff_finds_nothing():
    done = subprocess.run([sys.executable, "-m", "ruff", "check", "--no-cache", "."],
                          cwd=REPO, capture_output=True, text=True, timeout=300, check=False)
    assert done.returncode == 0, done.stdout + done.stderr
