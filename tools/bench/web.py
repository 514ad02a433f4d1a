"""
`tools.bench.web`
====================================================

The web page's figures, measured in a real browser (Debian's chromium, headless):
``python -m tools.bench.web``. It builds the page (:mod:`tools.web.site`) into a temporary
folder, serves it on 127.0.0.1 and prints:

- the page's download: every file of the built folder;
- the cold start: from opening the page to the title drawn, in fresh browser contexts (no
  cache), on the page's own clock;
- a frame's work (the app's step, drawing the changed pixels, the lights, the tone, the save)
  over the kiosk's attract games, whole games of Latice and of Tactic Tiles (every third one)
  played by the computers, on the page's simulated clock: the median and the worst frame;
- a full redraw of the screen (ten lines of text over the board) in the WebAssembly VM under
  Node.js, for comparison.

``--screenshot PATH`` also writes a picture of the whole page during an attract game (the
README's). The budgets are printed beside the figures, never asserted: start <= 3 s, a frame's
median <= 8 ms and worst <= 40 ms, download <= 2 MB.
"""

import argparse
import json
import random
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

from tools.device.app_micropython import RUNNER, WASM_HEAP
from tools.web import site
from tools.web.browser import BrowserMissing, launched, serving

REPO = Path(__file__).resolve().parents[2]
LOADS = 5
ATTRACT_GAMES = 3           # two of Latice, one of Tactic Tiles
BATCH = 250                 # frames run by one call into the page
MOST_FRAMES = 90000         # 30 simulated minutes: attract games never take that long
LOAD_MS = 30000
SCREENSHOT_FRAMES = 450     # 9 s into the first attract game: tiles on the board
BUDGETS = {"start": 3000, "median": 8, "worst": 40, "download": 2 * 1024 * 1024}

REDRAW = """
import sys
sys.path.clear()
sys.path.extend(%r)
import time
import busdisplay
import displayio
import adafruit_imageload
from views.text_view import TextLines

display = busdisplay.BusDisplay(160, 128)
sheet, colours = adafruit_imageload.load("assets/sheet.bmp", bitmap=displayio.Bitmap,
                                         palette=displayio.Palette)
root = displayio.Group()
board = displayio.TileGrid(sheet, pixel_shader=colours, width=9, height=9, tile_width=13,
                           tile_height=13, x=40, y=5)
root.append(board)
text = TextLines(10, x=2, y=4)
text.show([("Line %%d " %% line) * 4 for line in range(10)], highlight=3)
root.append(text.group)
display.root_group = root
display.refresh()
REPEATS = 40
start = time.ticks_ms()
for repeat in range(REPEATS):
    board[repeat %% 81] = repeat %% 2 + 1   # a change: the next refresh draws everything
    display.refresh()
print("redraw_ms %%.2f" %% (time.ticks_diff(time.ticks_ms(), start) / REPEATS))
"""


def download_bytes(folder):
    return sum(path.stat().st_size for path in Path(folder).rglob("*") if path.is_file())


def cold_start_ms(browser, url):
    """From opening the page to the title drawn, in a fresh context (ms)."""
    context = browser.new_context()
    try:
        page = context.new_page()
        page.goto(url)
        page.wait_for_function("window.latice && (latice.startedMs !== null || "
                               "latice.failure !== null)", timeout=LOAD_MS)
        failure = page.evaluate("latice.failure")
        if failure:
            raise RuntimeError("the page failed to start: %s" % failure)
        return page.evaluate("latice.startedMs")
    finally:
        context.close()


def seeds():
    generator = random.Random(1)
    return ",".join(str(generator.getrandbits(32)) for _ in range(ATTRACT_GAMES + 2))


def attract_frames(browser, url, games=ATTRACT_GAMES, screenshot=None):
    """The page's timings over ``games`` attract games: {frames, median, worst} (ms)."""
    context = browser.new_context(viewport={"width": 1024, "height": 700})
    try:
        page = context.new_page()
        page.goto(url + "?kiosk=1&clock=manual&seeds=" + seeds())
        page.wait_for_function("window.latice && latice.startedMs !== null", timeout=LOAD_MS)
        if screenshot:
            page.evaluate("count => latice.frames(count)", SCREENSHOT_FRAMES)
            page.screenshot(path=screenshot)
        between_games = 0
        last = page.evaluate("latice.screen()")
        for _ in range(MOST_FRAMES // BATCH):
            page.evaluate("count => latice.frames(count)", BATCH)
            screen = page.evaluate("latice.screen()")
            if screen == "RulesScreen" and last != "RulesScreen":
                between_games += 1   # the kiosk turns the rules' pages after each game
            last = screen
            if between_games >= games:
                break
        else:
            raise RuntimeError("the attract games did not end within %d frames" % MOST_FRAMES)
        return page.evaluate("latice.timings()")
    finally:
        context.close()


def redraw_ms(drive):
    """A full redraw of the screen in the WebAssembly VM under Node.js (ms)."""
    job = {"heapsize": WASM_HEAP, "files": drive["files"], "base64": True,
           "code": REDRAW % (drive["path"],)}
    done = subprocess.run(["node", str(RUNNER)], input=json.dumps(job), capture_output=True,
                          text=True, cwd=REPO, timeout=300, check=False)
    if done.returncode != 0:
        raise RuntimeError("the redraw run failed: %s" % done.stderr[-2000:])
    return float(done.stdout.split()[-1])


def verdict(value, budget):
    return "within" if value <= budget else "OVER"


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python -m tools.bench.web",
                                     description="Print the web page's figures, measured in "
                                                 "headless chromium.")
    parser.add_argument("--loads", type=int, default=LOADS, help="cold starts to time")
    parser.add_argument("--screenshot", help="write a picture of the page to this PNG")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="latice-web-bench-") as folder:
        try:
            site.build(folder)
            download = download_bytes(folder)
            with serving(folder) as url, launched() as browser:
                starts = [cold_start_ms(browser, url) for _ in range(args.loads)]
                frames = attract_frames(browser, url, screenshot=args.screenshot)
            redraw = redraw_ms(json.loads((Path(folder) / site.DRIVE).read_text()))
        except (site.SiteError, BrowserMissing, RuntimeError) as error:
            print("error: %s" % error, file=sys.stderr)
            return 2
    start = statistics.median(starts)
    print("The web page (python -m tools.web), in headless chromium on this machine")
    print("  download, the whole built folder:     %7.1f KB  (budget %d KB: %s)" % (
        download / 1024, BUDGETS["download"] // 1024, verdict(download, BUDGETS["download"])))
    print("  cold start to the title, median of %d: %7.0f ms  (each: %s; budget %d ms: %s)" % (
        len(starts), start, ", ".join("%.0f" % ms for ms in starts), BUDGETS["start"],
        verdict(start, BUDGETS["start"])))
    print("  a frame's work over %d attract games (%d frames):" % (ATTRACT_GAMES,
                                                                  frames["frames"]))
    print("    median                              %7.2f ms  (budget %d ms: %s)" % (
        frames["median"], BUDGETS["median"], verdict(frames["median"], BUDGETS["median"])))
    print("    worst                               %7.2f ms  (budget %d ms: %s)" % (
        frames["worst"], BUDGETS["worst"], verdict(frames["worst"], BUDGETS["worst"])))
    print("  a full redraw (10 lines over the board), WebAssembly VM under Node.js: %.2f ms"
          % redraw)
    if args.screenshot:
        print("  the page's picture: %s" % args.screenshot)
    return 0


if __name__ == "__main__":
    sys.exit(main())
