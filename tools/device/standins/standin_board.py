"""
`standin_board`
====================================================

The app's hardware under MicroPython, on the stand-ins: :class:`Hardware` has the parts every
board gives (see ``boards/__init__.py``), those of the PyBadge's real board module
(``boards/pybadge.py``, so its key scanner, NVM storage, NeoPixels and speaker run too) on
the stand-in ``board``, ``keypad``, ``microcontroller``, ``neopixel_write``, ``audioio`` and
``synthio``, with a fixed seed and a log that follows the screens. :class:`Frames` gives
``main_loop.run`` its frames, 20 ms of simulated time apart, and plays a script of button presses
into the key scanner; it raises :class:`ScriptDone` when the script is over.

A script is ``tools/simulate.py``'s (``BUTTON [COUNT]``, ``wait MS``, ``shot NAME``; ``#``
starts a comment; a press holds its button for 40 ms, as there), plus lines that follow what
is on the screen, so a whole game can be scripted without knowing how long the computer
thinks:

- ``menu TEXT``: down until the menu's chosen line (``> ...``) starts with TEXT, then A;
- ``until SCREEN [MS]``: frames until SCREEN (a screen class name) shows;
- ``expect SCREEN``: stop with an error unless SCREEN is on show;
- ``play [SCREEN]``: play on until SCREEN shows (OverScreen if none): A on a hand-off or a
  lesson's page, and on the game screen during a human's turn the hint (Select, Select), as
  ``tests/lib/app_driver.py``'s ``play_until_over`` does; A on Tactic Tiles' screen.

``shot NAME`` records the heap (``gc.mem_alloc()`` after a collection) and the screen there,
and prints them with the texts on the screen.
"""

import gc

BUTTONS = ("up", "down", "left", "right", "a", "b", "start", "select")
SCREENS = ("TitleScreen", "RulesScreen", "SetupScreen", "HandoffScreen", "GameScreen",
           "GameMenu", "OverScreen")
PRESS_MS = 40          # how long a press holds its button (tools/simulate.py's PRESS_MS)
FRAME_MS = 20          # lib/shell/frames.py's FRAME_MS: the app's frame
MENU_TRIES = 16
UNTIL_MS = 30 * 60 * 1000   # the longest an ``until`` waits by default (simulated time)
PLAY_FRAMES = 200000        # the most frames a ``play`` takes (tests/lib/app_driver.py's limit)
SAMPLE_FRAMES = 1          # the heap is measured every so many frames, and on a new screen

PRESS = "press"
WAIT = "wait"
SHOT = "shot"
MENU = "menu"
UNTIL = "until"
EXPECT = "expect"
PLAY = "play"


class ScriptError(Exception):
    """A script that cannot be read, or that found the app somewhere it did not expect."""


class ScriptDone(Exception):
    """The script is over: ``Frames.next_frame`` raises it to end ``main_loop.run``'s loop."""


def parse_script(text):
    """Script lines into steps (tuples), as ``tools.simulate.parse_script`` reads them, plus
    ``menu``, ``until``, ``expect`` and ``play``."""
    steps = []
    number = 0
    for line in text.split("\n"):
        number += 1
        words = line.split("#", 1)[0].split()
        if not words:
            continue
        word = words[0]
        try:
            if word == WAIT and len(words) == 2:
                steps.append((WAIT, int(words[1])))
            elif word == SHOT and len(words) == 2:
                steps.append((SHOT, words[1]))
            elif word in BUTTONS and len(words) <= 2:
                steps.append((PRESS, word, int(words[1]) if len(words) == 2 else 1))
            elif word == MENU and len(words) >= 2:
                steps.append((MENU, " ".join(words[1:])))
            elif word == UNTIL and 2 <= len(words) <= 3:
                steps.append((UNTIL, words[1], int(words[2]) if len(words) == 3 else UNTIL_MS))
            elif word == EXPECT and len(words) == 2:
                steps.append((EXPECT, words[1]))
            elif word == PLAY and len(words) <= 2:
                steps.append((PLAY, words[1] if len(words) == 2 else "OverScreen"))
            else:
                raise ValueError
        except ValueError:
            raise ScriptError("script line %d: expected BUTTON [COUNT], wait MS, shot NAME, "
                              "menu TEXT, until SCREEN [MS], expect SCREEN or play [SCREEN] "
                              "(buttons: %s), not %r" % (number, ", ".join(BUTTONS), line))
    return steps


def texts(root):
    """The lines of text that show under ``root``, in drawing order: what a player reads (each
    a TileGrid over the font's glyphs, a cell a character)."""
    import displayio
    from views import text_view

    sheet = text_view.glyph_sheet()
    found = []
    stack = [root] if root is not None else []
    while stack:
        layer = stack.pop()
        if layer.hidden:
            continue
        if isinstance(layer, displayio.Group):
            for index in range(len(layer) - 1, -1, -1):
                stack.append(layer[index])
        elif layer.bitmap is sheet:
            # From bytes: indexing a str would make the characters shown names for good, in
            # the heap the harness measures.
            codes = bytes(text_view.FIRST_CHARACTER + cell for cell in layer.cells())
            line = codes.decode().rstrip()
            if line:
                found.append(line)
    return found


class Hardware:
    """The parts a board gives (``boards/__init__.py``), from ``boards/pybadge.py``'s Hardware
    on the stand-ins, once :meth:`connect` has made it (the harness makes this object before
    its baseline measurement, and the board after).

    :param int seed: the first game's seed (the next ones follow from it)
    :param bool echo: print the app's log lines as a device prints them
    """

    def __init__(self, seed=1, echo=False):
        self.board = self.display = self.storage = None
        self.next_seed = seed
        self.echo = echo
        self.screen = None        # the class name of the screen on show (from the log)
        self.changes = 0          # screens shown so far
        self.seen = {}            # screen name -> times shown
        for name in SCREENS:
            self.seen[name] = 0
        self.records = 0          # game records the app printed
        self.lines = 0            # log lines
        self.no_hint = False      # no level of hint fitted: the human cannot play on
        self.lit = 0
        self.dimmed = False
        self.sounds = 0           # sounds the app asked for
        self.names = {}           # script button name -> key number of the board's scanner
        for name in BUTTONS:
            self.names[name] = 0
        self.restarts_between_games = False   # the board's, once connected

    def connect(self):
        """Make the PyBadge's Hardware (the app's own board code) on the stand-ins."""
        import boards
        from boards.pybadge import Hardware as Board

        self.board = Board()
        self.display = self.board.display
        self.storage = self.board.storage
        self.restarts_between_games = self.board.restarts_between_games
        for name in BUTTONS:
            self.names[name] = self.board.bits.index(getattr(boards, name.upper()))

    # -- the parts of a board --------------------------------------------------------------

    def read_buttons(self):
        return self.board.read_buttons()

    def light(self, colour):
        self.lit = colour
        self.board.light(colour)

    def dim(self, dimmed):
        self.dimmed = dimmed
        self.board.dim(dimmed)

    def play(self, notes):
        self.sounds += 1
        self.board.play(notes)

    def sound_tick(self, now):
        self.board.sound_tick(now)

    def set_volume(self, level):
        self.board.set_volume(level)

    def guard(self):
        self.board.guard()

    def feed(self):
        self.board.feed()

    def restart(self):
        self.board.restart()

    def seed(self):
        """A seed that repeats from run to run (a device takes ``os.urandom``)."""
        seed = self.next_seed
        self.next_seed = (seed * 1103515245 + 12345) & 0x3FFFFFFF
        return seed

    def log(self, text):
        self.lines += 1
        if text.startswith("screen: "):
            screen = text[8:]
            for name in SCREENS:  # keep the harness's own string, not a new one each time
                if name == screen:
                    screen = name
            self.screen = screen
            self.changes += 1
            self.seen[screen] = self.seen.get(screen, 0) + 1
        elif text.startswith("[Game "):
            self.records += 1
        elif text == "hint: out of memory":
            self.no_hint = True
        if self.echo:
            print(text)

    # -- the script's hands ------------------------------------------------------------------

    def key(self, name, pressed):
        self.board.keys.events.put(self.names[name], pressed)

    def texts(self):
        return texts(self.display.root_group)

    def computer_plays(self):
        """True while the game screen shows a computer's turn (its panel shows the computer's
        level in place of its moves)."""
        for text in self.texts():
            if text in ("easy", "medium", "hard", "expert"):   # settings.KINDS but "human"
                return True
        return False

    def menu_choice(self):
        """The chosen line of the menu on show (without its "> "), or None."""
        for text in self.texts():
            if text.startswith("> "):
                return text[2:]
        return None


class Frames:
    """The frames of ``main_loop.run``'s loop: each :meth:`next_frame` plays the script up to the
    next frame and gives that frame's time (20 ms after the last, from 0).

    The heap is measured after a frame that shows a new screen, every ``sample_frames``
    frames, and at each ``shot``: with ``sync`` (a VM whose ``gc.collect()`` works at once)
    :meth:`next_frame` measures by itself; otherwise the caller measures when :meth:`due`
    and hands the figure to :meth:`measure` (see ``standin_game.TopLevelGame``).

    ``base`` is subtracted from every figure (the heap of the stand-ins and the harness).
    Without ``measure`` nothing is measured and no collection is asked for; with ``trace``
    each measurement is printed (``trace FRAME SCREEN BYTES``).
    """

    def __init__(self, hardware, steps, sync=True, base=0, sample_frames=SAMPLE_FRAMES,
                 measure=True, trace=False, first_step=0, now=0):
        self.hardware = hardware
        self.step = first_step        # the script step being played
        self.driver = self._drive(steps, first_step)
        self.sync = sync
        self.base = base
        self.sample_frames = sample_frames
        self.measuring = measure
        self.trace = trace
        self.now = now
        self.frames = 0
        self.ready = False
        self.finished = False
        self.shots = []               # shots due at the next measurement
        self.measured_frame = -1
        self.measured_changes = 0
        self.per_screen = {}          # screen name -> most live heap seen on it
        for name in SCREENS:
            self.per_screen[name] = -1
        shots = 0
        for step in steps:
            shots += step[0] == SHOT
        self.shot_figures = [None] * shots   # (shot, screen, live heap) in script order
        self.shot_count = 0
        self.peak = -1
        self.peak_screen = None
        self.samples = 0

    # -- the loop's side ---------------------------------------------------------------------

    def next_frame(self):
        self.prepare()
        if self.sync and self.due():
            from standin_memory import allocated

            gc.collect()
            self.measure(allocated())
        if self.finished:
            raise ScriptDone()
        self.ready = False
        self.frames += 1
        now = self.now
        self.now = (now + FRAME_MS) & 0x1FFFFFFF  # adafruit_ticks' period
        return now

    def prepare(self):
        """Play the script up to the next frame (its key events; the shots before it)."""
        if self.ready:
            return
        self.ready = True
        try:
            while True:
                shot = next(self.driver)
                if shot is None:
                    return
                self.shots.append(shot)
        except StopIteration:
            self.finished = True

    def due(self):
        if not self.measuring:
            for shot in self.shots:  # the screen, without a collection
                self.print_shot(shot, -1)
            self.shots.clear()
            return False
        return bool(self.shots) or self.hardware.changes != self.measured_changes or (
            self.frames - self.measured_frame >= self.sample_frames) or self.finished

    def measure(self, allocated):
        """The heap after a collection, ``allocated`` bytes in all, at this point."""
        live = allocated - self.base
        screen = self.hardware.screen
        self.samples += 1
        self.measured_frame = self.frames
        self.measured_changes = self.hardware.changes
        if self.trace:
            print("trace %d %s %d" % (self.frames, screen, live))
        if live > self.per_screen.get(screen, -1):
            self.per_screen[screen] = live
        if live > self.peak:
            self.peak = live
            self.peak_screen = screen
        for shot in self.shots:
            self.shot_figures[self.shot_count] = (shot, screen, live)
            self.shot_count += 1
            self.print_shot(shot, live)
        self.shots.clear()

    def print_shot(self, shot, live):
        print("shot %s %s %d | %s" % (shot, self.hardware.screen, live,
                                       " | ".join(self.hardware.texts())))

    # -- the script --------------------------------------------------------------------------

    def _drive(self, steps, first_step):
        """Yields None for each frame and a shot's name for each shot, from ``first_step``."""
        yield None  # the first frame, before any input (as tools/simulate.py's)
        for index in range(first_step, len(steps)):
            self.step = index
            step = steps[index]
            kind = step[0]
            if kind == PRESS:
                for _ in range(step[2]):
                    yield from self._press(step[1])
            elif kind == WAIT:
                for _ in range(max(1, step[1] // FRAME_MS)):
                    yield None
            elif kind == SHOT:
                yield step[1]
            elif kind == MENU:
                yield from self._menu(step[1])
            elif kind == UNTIL:
                yield from self._until(step[1], step[2])
            elif kind == EXPECT:
                if self.hardware.screen != step[1]:
                    raise ScriptError("expected %s, but %s is on show" % (
                        step[1], self.hardware.screen))
            elif kind == PLAY:
                yield from self._play(step[1])

    def _press(self, name):
        hardware = self.hardware
        hardware.key(name, True)
        for _ in range(PRESS_MS // FRAME_MS):
            yield None
        hardware.key(name, False)
        yield None

    def _menu(self, text):
        for _ in range(MENU_TRIES):
            choice = self.hardware.menu_choice()
            if choice is None:
                raise ScriptError("menu %s: no menu on show (%s)" % (text, self.hardware.screen))
            if choice.startswith(text):
                yield from self._press("a")
                return
            yield from self._press("down")
        raise ScriptError("menu %s: no such item" % text)

    def _until(self, screen, ms):
        for _ in range(ms // FRAME_MS):
            if self.hardware.screen == screen:
                return
            yield None
        raise ScriptError("until %s: still %s after %d ms" % (screen, self.hardware.screen, ms))

    def _play(self, screen):
        hardware = self.hardware
        for _ in range(PLAY_FRAMES):
            shown = hardware.screen
            if shown == screen:
                return
            if hardware.no_hint:   # the hint plays the human's turns: the game cannot finish
                raise ScriptError("play %s: the hint ran out of memory" % screen)
            if shown == "HandoffScreen" or shown == "LessonScreen":   # A: the next turn
                yield from self._press("a")
            elif shown == "GameScreen" and not hardware.computer_plays():
                yield from self._press("select")
                yield from self._press("select")
            elif shown == "TacticScreen":   # A shows a hand, lays a tile where it fits, redraws
                yield from self._press("a")
            else:
                yield None
        raise ScriptError("play %s: still %s after %d frames" % (screen, hardware.screen,
                                                                  PLAY_FRAMES))
