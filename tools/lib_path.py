"""
`tools.lib_path`
====================================================

Where the app's modules are on the desktop: the folders of ``lib/`` (``lib/README.md``), each
on the search path as ``code.py`` puts them on a device's, so that the modules import each
other by their plain names under CPython too.
"""

import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def lib_folders():
    """The folders of ``lib/`` that hold the app's modules."""
    return sorted(path for path in (REPO / "lib").iterdir() if any(path.glob("*.py")))


def app_modules():
    """``{module name: its file}`` of every module in ``lib/``."""
    return {path.stem: path for folder in lib_folders() for path in sorted(folder.glob("*.py"))}


def put_lib_on_path():
    """Put ``lib/``'s folders at the front of ``sys.path`` (once)."""
    for folder in reversed(lib_folders()):
        if str(folder) not in sys.path:
            sys.path.insert(0, str(folder))
