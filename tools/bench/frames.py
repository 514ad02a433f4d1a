"""
`tools.bench.frames`
====================================================

The frames a player waits on in a game of Latice, and the pixels each sends to the display.
:func:`play` is one fixed scene: the 4-seat mid-game position of ``tools/bench/engine_speed.py``
(every seat human) from its hand-off: A to the board, four cursor moves (the first with the
screen at rest), a direction held for a second, a tile placed, Start for the game menu, and
"End turn" there, which shows the next seat's hand-off. It is played through ``hands`` twice,
by the same code:

- in the MicroPython unix VM on the stand-ins, the app from .mpy files
  (``tools/bench/counts.py``'s ``frames`` workload, :class:`CountedHands`), under callgrind
  with a mark before and after each frame of interest: each frame's instructions, turned into
  a device estimate as every counted figure is. The stand-ins' Python does what a device does
  in C (a ``Bitmap``'s pixels, a ``TileGrid``'s cells), most of all in a frame that copies
  pixels one by one: a second run makes every call into the stand-ins of ``displayio`` and
  ``bitmaptools`` through ``map()`` and counts only the VM's ``map_iternext``, and the
  frame's work is what is left, the app's own.
- in CPython through the simulator (:func:`pixels`, :class:`PixelHands`), whose display is
  Blinka's ``displayio`` (``adafruit-blinka-displayio``, pinned in requirements-dev.txt):
  the pixels each frame sends.

How the pixels are estimated. At each refresh, CircuitPython's ``displayio`` asks the shown
group for its refresh areas (a grid: its old and new place when it moved or was hidden, the
box around the cells set since the last refresh, set to the same tile or not, the whole grid
when its bitmap or pixel shader was set; a group: where a removed layer was), clips each to the
screen and sends each on its own, the areas neither merged nor cut where they overlap. Blinka's
``displayio`` carries that rule over from CircuitPython's C into Python, and
:class:`PixelHands` adds up the clipped areas it gives at each frame of interest, as a device
would send them. How it differs from a real refresh: it is Blinka's copy of the rule, not
CircuitPython 10's own C (a later change to the rule shows here once Blinka follows it); a
display that sends an area in strips sends the same pixels; the time to send
(:data:`US_PER_PIXEL`) leaves out the few bytes that set each area's window and the C code that
works out each pixel's colour first. The
counts are deterministic: the same on every run.

The ST7735 of a PyBadge takes 16 bits a pixel over SPI at 24 MHz: about 0.67 us a pixel.
"""

from engine.squares import square_file, square_rank
from engine.tiles import WIND

US_PER_PIXEL = 16 / 24.0   # 16 bits a pixel at 24 MHz
FRAME_MS = 20              # lib/shell/frames.py's frame
PRESS_FRAMES = 2           # a press holds its button for 40 ms (tools/simulate.py's PRESS_MS)
HOLD_MS = 1000             # a held direction: its press, then repeats every 120 ms after 400
SETTLE_FRAMES = 100        # 2 s: the screen at rest (the rack dealt, the cursor's tag gone)
MOVES = ("right", "up", "left", "down")
MOST_STEPS = 20            # the cursor reaches any square of one board in fewer

# The frames of interest, in the order the scene comes to them.
BOARD = "board"        # A on the hand-off: the game screen shown
RESTED = "rested"      # a press of a direction, the screen at rest: the cursor moved
CURSOR = "cursor"      # the same, right after another move (the cursor's tag still shown)
HELD = "held"          # every frame while a direction is held, and the one after
PLACED = "placed"      # A: the picked tile placed on the board
MENU = "menu"          # Start: the game menu opened
HANDOFF = "handoff"    # A on "End turn": the next seat's hand-off

# Each figure, its words in the report and its budget (DESIGN.md's "device time of one frame":
# the frame's work and the time its pixels take to send; for a cursor move, pixels sent too).
CURSOR_MS = 20
CURSOR_PIXELS = 1200
PRESS_MS = 60
HELD_MS = 100
FIGURES = (
    (BOARD, "A on the hand-off: the board shown", PRESS_MS, None),
    (RESTED, "a cursor move from rest", CURSOR_MS, CURSOR_PIXELS),
    (CURSOR, "a cursor move right after another", CURSOR_MS, CURSOR_PIXELS),
    (HELD, "a direction held %.0f s" % (HOLD_MS / 1000), HELD_MS, None),
    (PLACED, "A: a tile placed", PRESS_MS, None),
    (MENU, "Start: the game menu opened", PRESS_MS, None),
    (HANDOFF, "A on End turn: the hand-off shown", PRESS_MS, None),
)


def play(hands):
    """The scene, through ``hands``: ``hands.app`` (the App on show), ``hands.key(name,
    pressed)`` and ``hands.frame(label)`` (one frame, of interest when ``label`` is given)."""
    from latice import latice_rules
    from shell.session import Session
    from tools.bench.engine_speed import mid_game

    app = hands.app
    app.begin(Session(latice_rules, mid_game(), ["human"] * 4))
    wait(hands, 2)                              # the hand-off
    press(hands, "a", BOARD)
    wait(hands, SETTLE_FRAMES)
    press(hands, MOVES[0], RESTED)
    for name in MOVES[1:]:
        press(hands, name, CURSOR)
    wait(hands, SETTLE_FRAMES)
    hold(hands, "right", HOLD_MS, HELD)
    wait(hands, SETTLE_FRAMES)
    screen = app.screen
    turns = 0
    while (screen.picked_tile() == WIND or not screen.legal) and turns < 8:
        # a colour tile that has somewhere to go (B picks the next)
        press(hands, "b")
        turns += 1
    go_to(hands, screen, screen.legal[0])
    wait(hands, SETTLE_FRAMES)
    press(hands, "a", PLACED)
    if not app.session.game.acted:
        raise RuntimeError("the tile was not placed: %s" % screen.message.text)
    wait(hands, SETTLE_FRAMES)
    press(hands, "start", MENU)
    wait(hands, 2)
    choose(hands, "End turn")
    press(hands, "a", HANDOFF)
    wait(hands, 2)
    if type(app.screen).__name__ != "HandoffScreen":
        raise RuntimeError("the scene ended on %s, not the hand-off" % type(app.screen).__name__)


def wait(hands, frames):
    for _ in range(frames):
        hands.frame(None)


def press(hands, name, label=None):
    """A press as a player makes it; ``label`` names the frame that reads it."""
    hands.key(name, True)
    hands.frame(label)
    wait(hands, PRESS_FRAMES - 1)
    hands.key(name, False)
    hands.frame(None)


def hold(hands, name, ms, label):
    """A direction held for ``ms``: every frame while it is down, and the one after, is of
    interest."""
    hands.key(name, True)
    for _ in range(ms // FRAME_MS):
        hands.frame(label)
    hands.key(name, False)
    hands.frame(label)


def go_to(hands, screen, square):
    """The cursor to ``square``, a press at a time."""
    for _ in range(MOST_STEPS):
        cursor = screen.cursor
        files = square_file(square) - square_file(cursor)
        ranks = square_rank(square) - square_rank(cursor)
        if files:
            press(hands, "right" if files > 0 else "left")
        elif ranks:
            press(hands, "up" if ranks > 0 else "down")
        else:
            return
    raise RuntimeError("the cursor did not reach square %d" % square)


def choose(hands, text):
    """Down the menu on show to the item ``text``."""
    from screens.menu import item_text

    menu = hands.app.screen
    for _ in range(len(menu.items)):
        if item_text(menu.items[menu.choice]) == text:
            return
        press(hands, "down")
    raise RuntimeError("no %r in the menu" % text)


class CountedHands:
    """The scene in the MicroPython VM on the stand-ins: ``mark()`` (callgrind writes out its
    counts) before and after each frame of interest; ``labels`` lists them in order."""

    def __init__(self, hardware, app, mark):
        self.hardware = hardware
        self.app = app
        self.mark = mark
        self.now = 0
        self.labels = []

    def key(self, name, pressed):
        self.hardware.key(name, pressed)

    def frame(self, label):
        now = self.now
        self.now = now + FRAME_MS
        if label is None:
            self.app.step(now)
            return
        self.labels.append(label)
        self.mark()
        self.app.step(now)
        self.mark()


class PixelHands:
    """The scene in CPython through :class:`tools.simulate.Simulator`: the pixels the display
    sends at each frame of interest, ``[(label, pixels)]`` in ``sent``."""

    def __init__(self, simulator):
        from boards import A, B, DOWN, LEFT, RIGHT, SELECT, START, UP

        self.simulator = simulator
        self.app = simulator.app
        self.buttons = {"up": UP, "down": DOWN, "left": LEFT, "right": RIGHT, "a": A, "b": B,
                        "start": START, "select": SELECT}
        self.sent = []
        self.pixels = 0   # sent since the frame began
        display = simulator.hardware.display
        display_areas = display._get_refresh_areas

        def refresh_areas():   # the areas a refresh sends: the whole display after a new root
            areas = display_areas()
            for area in areas:
                self.pixels += clipped_size(display, area)
            return areas

        display._get_refresh_areas = refresh_areas

    def key(self, name, pressed):
        hardware = self.simulator.hardware
        if pressed:
            hardware.key_down(self.buttons[name])
        else:
            hardware.key_up(self.buttons[name])

    def frame(self, label):
        self.pixels = 0
        self.simulator.frame()
        if label is not None:
            self.sent.append((label, self.pixels))


def clipped_size(display, area):
    """The pixels of ``area`` on the screen (Blinka's ``Area``, clipped as a refresh clips)."""
    from displayio._area import Area

    clipped = Area()
    return clipped.size() if display._core.clip_area(area, clipped) else 0


def pixels():
    """``[(label, pixels sent)]``: the scene's frames of interest in CPython (the desktop
    board without a window)."""
    import os
    import tempfile

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from tools.simulate import Simulator

    with tempfile.TemporaryDirectory(prefix="bench_frames.") as folder:
        hands = PixelHands(Simulator(os.path.join(folder, "save.bin"), seed=1))
        play(hands)
    return hands.sent
