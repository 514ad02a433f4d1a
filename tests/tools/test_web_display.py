"""
`tests.tools.test_web_display`
====================================================

The page's display (``web/busdisplay.py``) and the game's font (``assets/font.pcf``, read by
``views.text_view``) under the WebAssembly MicroPython: a scene of tiles, text, nested,
hidden and scaled layers and see-through colours comes out pixel for pixel as the desktop
simulator (Blinka's displayio in pygame) shows it; the display draws only after a change (how
fast a redraw is, `python -m tools.bench.web` prints).
"""

import base64
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from tools.device import app_micropython as harness
from tools.web.site import write_sources

REPO = harness.REPO
WIDTH, HEIGHT = 160, 128

# Drawn on both sides: ``display`` is the display, ``shoot()`` records a frame.
SCENE = """
import displayio
import adafruit_imageload
from views.text_view import TextLines

sheet, colours = adafruit_imageload.load("assets/sheet.bmp", bitmap=displayio.Bitmap,
                                         palette=displayio.Palette)
tiles = (sheet.width // 13) * (sheet.height // 13)
root = displayio.Group()
display.root_group = root

board = displayio.TileGrid(sheet, pixel_shader=colours, width=9, height=9, tile_width=13,
                           tile_height=13, x=-6, y=-5)
for index in range(81):
    board[index] = index * 7 % tiles
root.append(board)

see_through = displayio.Palette(len(colours))
for index in range(len(colours)):
    see_through[index] = colours[index]
see_through.make_transparent(0)
see_through.make_transparent(3)
outer = displayio.Group(x=100, y=70)
inner = displayio.Group(x=-20, y=15)
outer.append(inner)
root.append(outer)
overlay = displayio.TileGrid(sheet, pixel_shader=see_through, width=5, height=3,
                             tile_width=13, tile_height=13, x=20, y=-4)
for index in range(15):
    overlay[index] = (index * 5 + 2) % tiles
inner.append(overlay)

# bitmaps of every depth, odd widths, so that each row's padding counts
for number, (count, width, height, x, y) in enumerate(
        ((2, 26, 9, 90, 2), (4, 22, 7, 118, 14), (16, 14, 11, 130, 30), (256, 10, 5, 150, 50))):
    bitmap = displayio.Bitmap(width, height, count)
    for row in range(height):
        for column in range(width):
            bitmap[column, row] = (column * 3 + row * 5 + number) % count
    palette = displayio.Palette(count)
    for index in range(count):
        palette[index] = (index * 40503 + number * 977 + 12345) * 97 % 0x1000000
    grid = displayio.TileGrid(bitmap, pixel_shader=palette, width=3, height=2,
                              tile_width=width // 2, tile_height=height, x=x, y=y)
    grid[0] = 1
    grid[4] = 1
    root.append(grid)

hidden = displayio.TileGrid(sheet, pixel_shader=colours, width=13, height=10, tile_width=13,
                            tile_height=13)
hidden.hidden = True
root.append(hidden)
hidden_group = displayio.Group()
hidden_group.append(displayio.TileGrid(sheet, pixel_shader=colours, width=4, height=4,
                                       tile_width=13, tile_height=13, default_tile=5))
hidden_group.hidden = True
root.append(hidden_group)

text = TextLines(3, x=2, y=84)
lines = ["Latice ~ {[()]}|", "the quick brown fox jumps over", "0123 !?@#$%^&*_+=<>'\\"`"]
text.show(lines, highlight=1)
root.append(text.group)

# a group at scale 2 (the kiosk's big words), another at scale 2 inside it (4), past the edges
big = displayio.Group(scale=2, x=30, y=40)
opaque = TextLines(2, x=3, y=1, columns=6, background=0x102030)
opaque.show(["Press", "any"], highlight=0)
big.append(opaque.group)
bigger = displayio.Group(scale=2, x=50, y=20)
bigger.append(displayio.TileGrid(sheet, pixel_shader=see_through, width=2, height=1,
                                 tile_width=13, tile_height=13, x=2, y=1, default_tile=9))
big.append(bigger)
root.append(big)
shoot()

text.show(lines, highlight=2)
big.x = -10
bigger.scale = 3
outer.x = -70
overlay.y = -20
shoot()
"""

CPYTHON = """
import os, sys
os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
from tools.lib_path import put_lib_on_path
put_lib_on_path()
import displayio
import pygame
from blinka_displayio_pygamedisplay import PyGameDisplay

displayio.release_displays()
display = PyGameDisplay(width=%d, height=%d, auto_refresh=False)

def shoot():
    display.refresh()
    print("frame", pygame.image.tobytes(display._pygame_screen, "RGB").hex())
""" % (WIDTH, HEIGHT)

MICROPYTHON = """
import sys
sys.path.clear()
sys.path.extend(%r)
import binascii
import busdisplay

display = busdisplay.BusDisplay(%d, %d)

def shoot():
    display.refresh()
    print("frame", binascii.hexlify(display.pixels).decode())
""" % (harness.search_path("/"), WIDTH, HEIGHT)


def web_files(folder):
    """``{path in the VM: base64 contents}``: the page's files as sources (the build's
    :func:`tools.web.site.write_sources`)."""
    write_sources(folder)
    return {"/" + path.relative_to(folder).as_posix():
            base64.b64encode(path.read_bytes()).decode("ascii")
            for path in sorted(Path(folder).rglob("*")) if path.is_file()}


def run_micropython(code, timeout=300):
    """``(status, stdout, stderr)`` of ``code`` under the WebAssembly MicroPython, in the web
    tree at "/"."""
    with tempfile.TemporaryDirectory(prefix="latice-web-") as folder:
        files = web_files(folder)
    job = {"heapsize": harness.WASM_HEAP, "files": files, "base64": True, "code": code}
    done = subprocess.run(["node", str(harness.RUNNER)], input=json.dumps(job),
                          capture_output=True, text=True, encoding="utf-8", cwd=REPO,
                          timeout=timeout, check=False)
    return done.returncode, done.stdout, done.stderr


def frames(out):
    return [bytes.fromhex(line.split()[1]) for line in out.splitlines()
            if line.startswith("frame ")]


def as_rgb888(frame):
    """RGB565 little-endian pixels as the page's canvas shows them (Blinka's rule)."""
    rgb = bytearray()
    for index in range(0, len(frame), 2):
        colour = frame[index] | frame[index + 1] << 8
        rgb += bytes(((colour >> 11) * 255 // 31, (colour >> 5 & 0x3F) * 255 // 63,
                      (colour & 0x1F) * 255 // 31))
    return bytes(rgb)


def first_difference(ours, theirs):
    for index in range(0, min(len(ours), len(theirs)), 3):
        if ours[index:index + 3] != theirs[index:index + 3]:
            y, x = divmod(index // 3, WIDTH)
            return "(%d, %d): page %s, simulator %s" % (x, y, ours[index:index + 3].hex(),
                                                        theirs[index:index + 3].hex())
    return "lengths %d and %d" % (len(ours), len(theirs))


@pytest.fixture(scope="module")
def simulator_frames():
    done = subprocess.run([sys.executable, "-c", CPYTHON + SCENE], capture_output=True,
                          text=True, encoding="utf-8", cwd=REPO, timeout=300, check=False,
                          env=dict(os.environ, PYTHONPATH=str(REPO)))
    assert done.returncode == 0, done.stderr[-3000:]
    return frames(done.stdout)


@pytest.fixture(scope="module")
def page_frames():
    status, out, err = run_micropython(MICROPYTHON + SCENE)
    assert status == 0, err[-3000:]
    return frames(out)


def test_the_page_draws_the_scene_as_the_simulator_does(page_frames, simulator_frames):
    assert len(page_frames) == len(simulator_frames) == 2
    for ours, theirs in zip(page_frames, simulator_frames):
        assert len(ours) == WIDTH * HEIGHT * 2
        rgb = as_rgb888(ours)
        assert rgb == theirs, first_difference(rgb, theirs)


def test_the_scene_shows_what_it_is_made_of(page_frames):
    """Not a blank screen that both sides agree on: many colours, the text's white and its
    highlight, and the second frame differs from the first."""
    from views import text_view

    first, second = page_frames
    colours = {first[index:index + 2] for index in range(0, len(first), 2)}
    assert len(colours) > 40
    for colour in (text_view.WHITE, text_view.HIGHLIGHT):
        red, green, blue = colour >> 16, colour >> 8 & 0xFF, colour & 0xFF
        assert ((red >> 3) << 11 | (green >> 2) << 5 | blue >> 3).to_bytes(2, "little") in colours
    assert first != second


CHANGES = """
from views.text_view import TextLines
import displayio

root = displayio.Group()
text = TextLines(2)
text.show(["one", "two"])
root.append(text.group)
display.root_group = root
counts = []
def note():
    display.refresh()
    counts.append(display.drawings)

note()
note()                         # nothing changed
text.show(["one", "two"])      # the same text, the same palette
text.grids[0].hidden = False
root.x = 0
note()
text.show(["one", "twice"])    # a cell
note()
text.show(["one", "twice"], highlight=0)  # a palette swapped
note()
text.normal[1] = 0x123456      # a colour
note()
text.grids[1].hidden = True
note()
root.y = 3
note()
display.root_group = None      # a new root
note()
display.refresh()
print("drawings", counts, display.refreshes, sum(display.pixels))
text.grids[0].flip_x = True
display.root_group = root
try:
    display.refresh()
except NotImplementedError as error:
    print(error)
"""


def test_refresh_draws_only_after_a_change():
    status, out, err = run_micropython(MICROPYTHON + CHANGES)
    assert status == 0, err[-3000:]
    counts, refused = out.splitlines()
    assert counts.split() == ["drawings", "[1,", "1,", "1,", "2,", "3,", "4,", "5,", "6,", "7]",
                              "10", "0"]
    assert refused == "the page draws no flipped or transposed grids"


FONT_ERRORS = """
from views import font_reader, text_view

with open("/damaged.pcf", "wb") as file:
    file.write(b"STARTFONT 2.1\\nnot a font\\n")
for path in ("/missing.pcf", "/damaged.pcf", "/assets/font.pcf"):
    try:
        sheet = font_reader.read_font(path, 32, 126, 6, 10)
        print("read", sheet.width, sheet.height)
    except font_reader.FontError as error:
        print(type(error).__name__, error)
"""


def test_the_font_reads_and_a_bad_one_is_named():
    status, out, err = run_micropython(MICROPYTHON + FONT_ERRORS)
    assert status == 0, err[-3000:]
    missing, damaged, read = out.splitlines()
    assert missing.startswith("FontError cannot read the font /missing.pcf")
    assert damaged.startswith("FontError the font /damaged.pcf is damaged")
    assert read == "read 570 10"
