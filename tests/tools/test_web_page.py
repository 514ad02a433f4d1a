"""The web page (``python -m tools.web``) in a real browser: Debian's chromium, headless, driven
by Playwright. The site is built once into a temporary folder and served on 127.0.0.1; each test
opens the page in a fresh browser context (its own local storage), presses real keys or taps the
drawn buttons and runs frames on the page's simulated clock (``?clock=manual``, with the
simulator's seeds). It plays every script of ``docs/screens/`` as
tests/lib/screens/test_screens.py does in the simulator, each shot equal to its picture there
pixel for pixel."""

import base64
import json
import random
import subprocess
from pathlib import Path

import pytest
from PIL import Image

from shell.app import DIM_AFTER_MS
from tools.simulate import HOLD_PRESS_MS, PRESS_MS, parse_script
from tools.web import __main__ as command
from tools.web import browser as browser_tools
from tools.web import site

REPO = Path(__file__).resolve().parents[2]
SCREENS = REPO / "docs" / "screens"
WIDTH = 160
HEIGHT = 128
FRAME_MS = 20          # the page's simulated clock, as tools/simulate.py's
SEED = 7               # the seed docs/screens/*.txt name: the simulator's --seed 7
GAME_SEEDS = 16        # more games than any test plays
LOAD_MS = 30000        # the most a page may take to start
FRAMES_MS = 120000     # the most one batch of frames may take (a stuck page fails here)
# The script's buttons as the simulator's keys (boards/desktop.py), as Playwright names them.
KEYS = {"up": "ArrowUp", "down": "ArrowDown", "left": "ArrowLeft", "right": "ArrowRight",
        "a": "z", "b": "x", "start": "Enter", "select": "Backspace"}


def simulator_seeds():
    """The game seeds the simulator's desktop board hands out with ``--seed 7``, in order."""
    generator = random.Random(SEED)
    return ",".join(str(generator.getrandbits(32)) for _ in range(GAME_SEEDS))


@pytest.fixture(scope="module")
def site_url(tmp_path_factory):
    with browser_tools.serving(site.build(tmp_path_factory.mktemp("web"))) as url:
        yield url


@pytest.fixture(scope="module")
def browser():
    try:
        with browser_tools.launched() as launched:
            yield launched
    except browser_tools.BrowserMissing as error:
        pytest.fail(str(error))


class Page:
    """The game's page in a fresh browser context; ``errors`` collects what the console and
    the page reported as errors."""

    def __init__(self, browser, url, query, fails=False, size=(1024, 700)):
        self.context = browser.new_context(viewport={"width": size[0], "height": size[1]})
        self.page = self.context.new_page()
        self.errors = []
        self.page.on("console", lambda message: message.type == "error"
                     and self.errors.append(message.text))
        self.page.on("pageerror", lambda error: self.errors.append(str(error)))
        self.url = url + query
        self.page.goto(self.url)
        self.wait_ready(fails)

    def wait_ready(self, fails=False):
        self.page.wait_for_function("window.latice && (latice.startedMs !== null || "
                                    "latice.failure !== null)", timeout=LOAD_MS)
        if not fails:
            assert self.page.evaluate("latice.failure") is None, self.errors

    def reload(self):
        self.page.reload()
        self.wait_ready()

    def frames(self, count):
        # wait_for_function's timeout holds even while the page is busy: a stuck app fails
        self.page.wait_for_function("count => { latice.frames(count); return true; }",
                                    arg=count, timeout=FRAMES_MS)

    def press(self, button, count=1):
        """As the simulator's press: the key down for PRESS_MS of frames, up, one frame."""
        for _ in range(count):
            self.page.keyboard.down(KEYS[button])
            self.frames(max(1, PRESS_MS // FRAME_MS))
            self.page.keyboard.up(KEYS[button])
            self.frames(1)

    def hold(self, button):
        """As the simulator's hold: the key down for HOLD_PRESS_MS of frames, up, one frame."""
        self.page.keyboard.down(KEYS[button])
        self.frames(max(1, HOLD_PRESS_MS // FRAME_MS))
        self.page.keyboard.up(KEYS[button])
        self.frames(1)

    def wait(self, ms):
        self.frames(max(1, ms // FRAME_MS))

    def screen(self):
        return self.page.evaluate("latice.screen()")

    def picture(self):
        """The screen as an RGB image of 160 x 128."""
        rgba = base64.b64decode(self.page.evaluate("latice.picture()"))
        return Image.frombytes("RGBA", (WIDTH, HEIGHT), rgba).convert("RGB")

    def close(self):
        self.context.close()


@pytest.fixture
def open_page(browser, site_url):
    opened = []

    def open_one(query, fails=False, size=(1024, 700)):
        page = Page(browser, site_url, query, fails, size)
        opened.append(page)
        return page

    yield open_one
    for page in opened:
        page.close()


def differing_pixels(picture, name):
    expected = Image.open(SCREENS / (name + ".png")).convert("RGB")
    assert expected.size == (WIDTH, HEIGHT)
    return sum(1 for here, there in zip(picture.getdata(), expected.getdata()) if here != there)


def manual(query=""):
    return "?clock=manual&seeds=" + simulator_seeds() + query


def test_the_page_loads_to_the_title_without_errors(open_page):
    page = open_page("")
    assert page.screen() == "TitleScreen"
    assert differing_pixels(page.picture(), "title") == 0
    page.page.wait_for_timeout(500)   # the page's own clock runs some frames
    assert page.screen() == "TitleScreen"
    assert page.page.evaluate("latice.timings().frames") > 0
    assert page.errors == []


def test_bad_input_stops_the_page_with_a_message_it_shows(open_page):
    page = open_page("?seeds=seven", fails=True)
    failure = page.page.evaluate("latice.failure")
    assert "?seeds=" in failure and "seven" in failure
    assert page.page.locator("#message").is_visible()
    assert "seven" in page.page.locator("#message").inner_text()
    assert any("seven" in error for error in page.errors)


@pytest.mark.parametrize("script", sorted(SCREENS.glob("*.txt")), ids=lambda path: path.stem)
def test_every_script_shows_the_simulators_pictures(open_page, script):
    """Each of docs/screens/*.txt, as tests/lib/screens/test_screens.py plays it in the
    simulator."""
    page = open_page(manual("&kiosk=1" if script.stem == "kiosk" else ""))
    steps = parse_script(script.read_text())
    from shell.buttons import NAMES   # tools.simulate put lib/ on the path

    shots = {}
    for step in steps:
        if step[0] == "press":
            page.press(NAMES[step[1]], step[2])
        elif step[0] == "hold":
            page.hold(NAMES[step[1]])
        elif step[0] == "wait":
            page.wait(step[1])
        else:
            shots[step[1]] = differing_pixels(page.picture(), step[1])
    assert shots
    differing = {name: count for name, count in shots.items() if count}
    assert differing == {}, "pixels that differ from docs/screens/, by picture"
    assert page.errors == []


def start_a_game(page):
    page.press("a")        # New game
    assert page.screen() == "SetupScreen"
    page.press("a")        # Start: one human against the computer, straight to the board
    assert page.screen() == "GameScreen"


def deal_the_rack(page):
    page.wait(400)         # the rack's tiles come one by one
    assert page.screen() == "GameScreen"
    return page.picture()


def test_a_saved_game_resumes_after_a_reload(open_page):
    unsaved = open_page(manual())   # the same seeds: the same deal, never saved
    start_a_game(unsaved)
    dealt = deal_the_rack(unsaved)
    page = open_page(manual())
    fresh_title = page.picture()
    start_a_game(page)
    page.press("start")    # the menu's "Save and quit" saves the game and goes to the title
    page.press("down", 5)  # past Back, End turn (a pass), Exchange tiles, Hint and Rules
    page.press("a")
    assert page.screen() == "TitleScreen"
    assert page.page.evaluate("localStorage.getItem('latice.nvm')")
    page.reload()
    assert page.screen() == "TitleScreen"
    assert page.picture() != fresh_title   # it offers "Resume saved game"
    page.press("a")        # Resume: the cursor is on it
    assert page.screen() == "HandoffScreen"   # a resumed game opens on its hand-off
    page.press("a")
    assert deal_the_rack(page) == dealt
    assert unsaved.errors == [] and page.errors == []


def test_a_save_the_page_cannot_read_is_set_aside_and_a_new_game_starts(open_page):
    page = open_page(manual())
    page.page.evaluate("localStorage.setItem('latice.nvm', 'AAAA')")   # 3 bytes, not 8 KB
    page.reload()
    assert page.screen() == "TitleScreen"
    assert page.page.evaluate("localStorage.getItem('latice.nvm.damaged')") == "AAAA"
    assert page.page.evaluate("localStorage.getItem('latice.nvm')") is None
    assert "could not be read" in page.page.inner_text("#message")
    assert page.errors == []


def test_the_kiosk_starts_its_attract_loop_at_once(open_page):
    # (its picture at 9 s is docs/screens/kiosk.txt's, in the test above)
    page = open_page(manual("&kiosk=1"))
    assert page.screen() == "GameScreen"
    playing = page.picture()
    page.wait(2000)        # the computers play on by themselves
    assert page.screen() == "GameScreen" and page.picture() != playing
    assert page.errors == []


def test_the_screen_dims_after_a_minute_without_a_button_and_a_press_lights_it(open_page):
    page = open_page(manual())
    screen_filter = "document.getElementById('screen').style.filter"
    assert page.page.evaluate(screen_filter) == ""
    page.wait(DIM_AFTER_MS + 1000)
    assert page.page.evaluate(screen_filter) == "brightness(10%)"   # boards/device.py's dim
    page.press("down")
    assert page.page.evaluate(screen_filter) == ""
    assert page.errors == []


def inside(page, selector):
    """True when every element ``selector`` finds lies wholly inside the viewport."""
    size = page.page.viewport_size
    boxes = [page.page.locator(selector).nth(index).bounding_box()
             for index in range(page.page.locator(selector).count())]
    return bool(boxes) and all(
        box is not None and box["x"] >= 0 and box["y"] >= 0
        and box["x"] + box["width"] <= size["width"]
        and box["y"] + box["height"] <= size["height"] for box in boxes)


@pytest.mark.parametrize("size", [(1366, 768), (1366, 625), (390, 844), (844, 390)],
                         ids=lambda size: "%dx%d" % size)
def test_the_screen_the_buttons_and_the_keys_help_show_without_scrolling(open_page, size):
    """A laptop's window (with and without its browser's bars) and a phone either way round.
    A phone in portrait has no keyboard, so no keys' help."""
    page = open_page("", size=size)
    assert inside(page, "#screen") and inside(page, ".key")
    if size[0] < size[1]:
        assert not page.page.locator(".help").is_visible()
    else:
        assert page.page.locator(".help").is_visible() and inside(page, ".help")
    scrolled = page.page.evaluate("[document.documentElement.scrollWidth, "
                                  "document.documentElement.scrollHeight]")
    assert scrolled == list(size)
    assert page.errors == []


def test_a_tap_on_the_drawn_dpad_presses_down(open_page):
    by_key = open_page(manual())
    title = by_key.picture()
    by_key.press("down")
    moved = by_key.picture()
    assert moved != title
    by_tap = open_page(manual())
    down = by_tap.page.locator(".dpad .down").bounding_box()
    by_tap.page.mouse.move(down["x"] + down["width"] / 2, down["y"] + down["height"] / 2)
    by_tap.page.mouse.down()
    by_tap.frames(max(1, PRESS_MS // FRAME_MS))
    by_tap.page.mouse.up()
    by_tap.frames(1)
    assert by_tap.picture() == moved
    assert by_key.errors == [] and by_tap.errors == []


# -- the command, without a browser ----------------------------------------------------------------


def test_the_build_says_to_run_npm_ci_when_the_vm_is_missing(tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(site, "NPM_PACKAGE", tmp_path / "node_modules" / "nothing")
    assert command.main(["--build-only", "--out", str(tmp_path / "site")]) == 2
    error = capsys.readouterr().err
    assert "npm ci" in error and len(error.strip().splitlines()) == 1
    assert not (tmp_path / "site").exists()


def test_the_build_writes_the_page_and_the_drive(tmp_path):
    folder = site.build(tmp_path / "site")
    names = {path.name for path in folder.iterdir()}
    assert {"index.html", "page.mjs", "page.css", "micropython.mjs", "micropython.wasm",
            "drive.json"} <= names
    drive = json.loads((folder / "drive.json").read_text())
    files = drive["files"]
    assert drive["path"] == ["/standins", "", ".frozen", "/lib"]
    assert "/code.mpy" in files and "/standins/page.mpy" in files and "/boards/web.mpy" in files
    assert not [name for name in files if name.endswith(".py") or "script" in name]
    assert base64.b64decode(files["/code.mpy"])[:1] == b"M"
    assert "/assets/font.pcf" in files and "/assets/sheet.bmp" in files
    assert "/lib/adafruit_bitmap_font/pcf.mpy" in files


def test_install_browser_does_nothing_when_chromium_is_there(capsys):
    ran = []
    assert command.install_browser(lambda name: "/usr/bin/" + name, ran.append) == 0
    assert ran == [] and "installed" in capsys.readouterr().out


def test_install_browser_says_why_apt_get_failed(capsys):
    ran = []

    def failing(arguments, check):
        ran.append(arguments)
        return subprocess.CompletedProcess(arguments, 100)

    assert command.install_browser(lambda name: None, failing) == 2
    assert ran == [["apt-get", "update"]]
    assert "apt-get update" in capsys.readouterr().err
