"""
`tools.device.typecheck`
====================================================

Type-checks the device code (``code.py``, ``lib/``, ``boards/``) with mypy against
CircuitPython's own API, once per board: a folder is made with only CircuitPython's modules
(from ``circuitpython-stubs``), the board's pin definitions as ``board``, and the Adafruit
libraries the app uses, and mypy runs without the desktop's site-packages, so a module
CircuitPython lacks is an error. ``python -m tools.device.typecheck`` checks every board.
"""

import importlib.metadata
import os
import subprocess
import sys
import tempfile
from pathlib import Path

from tools.lib_path import LIB, app_modules

REPO = Path(__file__).resolve().parents[2]
# board module: the board whose pins it is checked against (the web page is a PyBadge)
BOARDS = {"pybadge": "pybadge", "pygamer": "pygamer", "pewpew_m4": "pewpew_m4", "web": "pybadge"}
# The Adafruit libraries the app uses, and the typing helpers the stubs themselves import.
DEVICE_LIBRARIES = ("adafruit_imageload", "adafruit_ticks", "adafruit_bitmap_font",
                    "circuitpython_typing")


def _site_packages():
    return Path(importlib.metadata.distribution("circuitpython-stubs").locate_file(""))


def circuitpython_modules():
    """The stub packages circuitpython-stubs installs, as (module name, folder)."""
    site = _site_packages()
    folders = set()
    for file in importlib.metadata.files("circuitpython-stubs") or ():
        top = file.parts[0]
        if top.endswith("-stubs"):
            folders.add(top)
    return sorted((folder[:-len("-stubs")], site / folder) for folder in folders)


def make_typings(board_definition, folder):
    """Fill ``folder`` with CircuitPython's modules, this board's ``board`` and the
    libraries, for mypy's path."""
    folder = Path(folder)
    for name, source in circuitpython_modules():
        if name != "board":
            os.symlink(source, folder / name)
    site = _site_packages()
    pins = (site / "board_definitions" / board_definition / "__init__.pyi").read_text()
    # The stubs still name the display class CircuitPython 10 removed.
    pins = pins.replace("DISPLAY: displayio.Display", "DISPLAY: busdisplay.BusDisplay")
    (folder / "board.pyi").write_text("import busdisplay\n" + pins)
    for library in DEVICE_LIBRARIES:
        source = Path(__import__(library).__file__)
        if source.name == "__init__.py":   # a package, not a one-file module
            source = source.parent
        os.symlink(source, folder / source.name)


def device_files(board_module):
    files = [REPO / "code.py", REPO / "boards" / "__init__.py", REPO / "boards" / "device.py",
             REPO / "boards" / (board_module + ".py")]
    return [str(path) for path in files + list(app_modules().values())]


def check(board_module):
    """(ok, mypy's output) for one board."""
    with tempfile.TemporaryDirectory() as typings:
        make_typings(BOARDS[board_module], typings)
        environment = dict(os.environ, MYPYPATH=os.pathsep.join(
            [typings, str(LIB), str(REPO)]))
        done = subprocess.run([sys.executable, "-m", "mypy", "--no-site-packages",
                               "--no-incremental", "--cache-dir", os.devnull,
                               "--config-file", str(REPO / "pyproject.toml")]
                              + device_files(board_module),
                              capture_output=True, text=True, cwd=REPO, env=environment,
                              check=False)
    return done.returncode == 0, done.stdout + done.stderr


def check_desktop():
    """(ok, mypy's output) for the desktop board and the simulator, as desktop code."""
    environment = dict(os.environ, MYPYPATH=str(LIB))
    done = subprocess.run([sys.executable, "-m", "mypy", "--no-incremental", "--cache-dir",
                           os.devnull, "--config-file", str(REPO / "pyproject.toml"),
                           str(REPO / "boards" / "desktop.py"),
                           str(REPO / "tools" / "simulate.py")],
                          capture_output=True, text=True, cwd=REPO, env=environment,
                          check=False)
    return done.returncode == 0, done.stdout + done.stderr


def main():
    failed = False
    for board_module in list(BOARDS) + ["desktop"]:
        ok, output = check_desktop() if board_module == "desktop" else check(board_module)
        print("%s: %s" % (board_module, output.strip().splitlines()[-1]))
        if not ok:
            print(output)
            failed = True
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
