"""
`tools.lib_path`
====================================================

Where the app's modules are on the desktop: in the packages of ``lib/`` (``lib/README.md``).
``lib/`` is on a CircuitPython board's search path already; on the desktop this puts it on
``sys.path``, so that the modules import each other by their package names
(``from shell.app import App``) under CPython too.
"""

import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
LIB = REPO / "lib"


def lib_folders():
    """The folders of ``lib/`` that hold the app's modules (each a package)."""
    return sorted(path for path in LIB.iterdir() if any(path.glob("*.py")))


def app_modules():
    """``{dotted module name: its file}`` of every module in ``lib/``, each package's
    ``__init__.py`` under the package's own name."""
    return {".".join(path.relative_to(LIB).with_suffix("").parts).removesuffix(".__init__"): path
            for folder in lib_folders() for path in sorted(folder.glob("*.py"))}


def put_lib_on_path():
    """Put ``lib/`` at the front of ``sys.path`` (once)."""
    if str(LIB) not in sys.path:
        sys.path.insert(0, str(LIB))
