"""Settings for the exercise tests (``python -m pytest exercises/tests/test_NAME.py``).

The project's ``python -m pytest`` runs only ``tests/``, so these tests, which fail until an
exercise is done, never break the normal run. They import the project the same way its own
tests do: the repository, ``tests/`` and ``lib/`` are on the path. The app runs without a
window and without sound.
"""

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

REPO = Path(__file__).resolve().parent.parent
for folder in (REPO / "tests", REPO):
    if str(folder) not in sys.path:
        sys.path.insert(0, str(folder))
from tools.lib_path import put_lib_on_path  # noqa: E402

put_lib_on_path()
