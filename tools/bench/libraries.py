"""
`tools.bench.libraries`
====================================================

What Adafruit's text and layout libraries would cost on a device, beside the app's own lines
of text (``lib/views/text_view.py``): under the 32-bit WebAssembly MicroPython, every module loaded
from its .mpy (mpy-cross) on the stand-ins of ``tools/device/standins/``, the heap one import takes
and the heap one object takes (a 26-character line of text; a grid of ten such lines). Run
``python -m tools.bench.libraries``; README's "Will it fit?" says what was decided from it.
"""

import base64
import json
import subprocess
import sys
import tempfile
from pathlib import Path

from tools.device.app_micropython import (REPO, RUNNER, MicroPythonUnavailable, compile_folder,
                                   program_in_tree, kb, tree_files, write_tree)

LINE = "Seat 2 played Yg@e5, sun".ljust(26)  # a full line of the screen

# (what, the import, code that makes one object, ``made``, with what it imported)
CASES = (
    ("text_view.TextLines (the app's)", "from views.text_view import TextLines",
     "made = TextLines(1)\nmade.show([%r])" % LINE),
    ("adafruit_display_text.label", "from adafruit_display_text import label",
     "made = label.Label(SheetFont(), text=%r)" % LINE),
    ("adafruit_display_text.bitmap_label", "from adafruit_display_text import bitmap_label",
     "made = bitmap_label.Label(SheetFont(), text=%r)" % LINE),
    ("adafruit_displayio_layout GridLayout",
     "from adafruit_displayio_layout.layouts.grid_layout import GridLayout",
     "made = GridLayout(x=0, y=0, width=160, height=120, grid_size=(1, 10), cell_padding=0)"),
)

# The VM collects only between calls from JavaScript: each loop call runs the next stage and
# reads what the collection before it left.
STAGES = """
import gc
import displayio
from views import text_view
from fontio import Glyph


class SheetFont:   # the glyph sheet as a label's font: a glyph is a tile of it
    def get_bounding_box(self):
        return 6, 10, 0, -2

    def get_glyph(self, code):
        return Glyph(text_view.glyph_sheet(), code - 32, 6, 10, 0, -2, 6, 0)


text_view.glyph_sheet()   # the font, read before the figures: every line of text shares it
stages = [%r, %r]
figures = []
index = [0]
kept = []
"""
LOOP = """
figures.append(gc.mem_alloc())
if index[0] < len(stages):
    exec(stages[index[0]], globals())
    if index[0] == 1:
        kept.append(made)
    index[0] += 1
    gc.collect()
    more = True
else:
    print("figures", figures[1] - figures[0], figures[2] - figures[1])
    more = False
"""


def measure(folder, imports, make):
    """``(import bytes, object bytes)`` of one case, 32-bit."""
    files = {"/" + path.relative_to(folder).as_posix():
             base64.b64encode(path.read_bytes()).decode("ascii")
             for path in Path(folder).rglob("*") if path.is_file()}
    code = program_in_tree("/", STAGES % (imports, make)).replace("import standin_game", "")
    job = {"heapsize": 4 * 1024 * 1024, "files": files, "base64": True, "code": code,
           "loop": LOOP}
    done = subprocess.run(["node", str(RUNNER)], input=json.dumps(job), capture_output=True,
                          text=True, encoding="utf-8", cwd=REPO, check=False)
    for line in done.stdout.splitlines():
        if line.startswith("figures "):
            return tuple(int(value) for value in line.split()[1:])
    raise RuntimeError("the measurement failed:\n%s" % done.stderr[-2000:])


def library_tree(folder):
    """The stand-ins, the app's modules and the libraries measured, compiled to .mpy."""
    import importlib.util

    files = tree_files()
    for package in ("adafruit_display_text", "adafruit_displayio_layout"):
        spec = importlib.util.find_spec(package)
        if spec is None or spec.origin is None:
            raise MicroPythonUnavailable("the pip package of %s is missing: run `python -m pip "
                                         "install -r requirements-dev.txt`" % package)
        source = Path(spec.origin).parent
        for path in sorted(source.rglob("*.py")):
            files["lib/%s/%s" % (package, path.relative_to(source).as_posix())] = path
    write_tree(files, folder)
    compile_folder(folder)


def main():
    print("Libraries for text and layout, 32-bit (WebAssembly MicroPython, .mpy): the heap an "
          "import takes and one object takes (a 26-character line; the grid: ten cells, "
          "empty)")
    with tempfile.TemporaryDirectory(prefix="latice-libraries-") as folder:
        try:
            library_tree(folder)
        except MicroPythonUnavailable as error:
            print("error: %s" % error, file=sys.stderr)
            return 2
        rows = [(what,) + measure(folder, imports, make) for what, imports, make in CASES]
    width = max(len(row[0]) for row in rows)
    print("  %s  %9s  %9s" % ("".ljust(width), "import", "object"))
    for what, imported, made in rows:
        print("  %s  %9s  %9s" % (what.ljust(width), kb(imported), kb(made)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
