"""
`boards.desktop`
====================================================

The desktop stands in for a handheld: Blinka's displayio drawn in a pygame window (160 x 128,
scaled up by SDL), the keyboard as buttons (arrows, Z = A, X = B, Enter = Start,
Backspace = Select), a file as the save slot, the console for messages, and pygame's mixer
as the speaker. With ``SDL_VIDEODRIVER=dummy`` it runs without a window; with
``SDL_AUDIODRIVER=dummy`` (or no sound card) it is silent. Every sound asked for is written
down in ``sounds`` either way, for the tests.
"""

import array
import copy
import math
import os
import random
import tempfile

# The simulator says only what the game says. pygame prints a banner when imported unless this
# is set; Blinka prints "not fully supported" when it finds a PC's chip, and its stand-in chip
# for a machine with no pins is what the desktop is. (A value set before stays.)
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("BLINKA_OS_AGNOSTIC", "1")

import displayio  # noqa: E402
import pygame  # noqa: E402
from blinka_displayio_pygamedisplay import PyGameDisplay  # noqa: E402

from boards import A, B, DOWN, LEFT, RIGHT, SELECT, START, UP  # noqa: E402

WIDTH = 160
HEIGHT = 128
KEYS = {pygame.K_UP: UP, pygame.K_DOWN: DOWN, pygame.K_LEFT: LEFT, pygame.K_RIGHT: RIGHT,
        pygame.K_z: A, pygame.K_x: B, pygame.K_RETURN: START, pygame.K_BACKSPACE: SELECT}
MIXER_RATE = 22050          # samples a second of the sounds made for pygame's mixer
LOUDNESS = (0.0, 0.2, 0.7)  # the mixer's volume at each level: off, low, high
PEAK = 12000                # the waves' peak (of 32767)
EDGE_MS = 5                 # each note fades in and out this long, so that it does not click


def note_samples(notes, rate=MIXER_RATE, channels=1):
    """A sound's notes as signed 16-bit samples at ``rate``, each repeated for every
    channel: sine waves, and silence for a rest."""
    samples = array.array("h")
    for frequency, duration in notes:
        count = rate * duration // 1000
        edge = max(1, min(rate * EDGE_MS // 1000, count // 2))
        for index in range(count):
            value = 0
            if frequency:
                fade = min(1.0, index / edge, (count - 1 - index) / edge)
                value = int(PEAK * fade * math.sin(2 * math.pi * frequency * index / rate))
            samples.extend([value] * channels)
    return samples


class ChangesOnlyDisplay(PyGameDisplay):
    """Blinka's pygame display, redrawing only the areas that changed since the last refresh,
    as a device's display does: the pygame display redraws the whole screen at every refresh,
    which made every frame of a scripted run cost a full redraw."""

    def _get_refresh_areas(self):
        areas = []
        for changed in super(PyGameDisplay, self)._get_refresh_areas():
            area = copy.copy(changed)   # widened to an even width: pygame's drawing needs one
            area.x1 -= area.x1 % 2
            area.x2 += area.x2 % 2
            areas.append(area)
        return areas


class FileStorage:
    """The save slot as a file; each write replaces it whole, through a temporary file."""

    def __init__(self, path):
        self.path = path

    def read(self, size):
        try:
            with open(self.path, "rb") as handle:
                return handle.read(size)
        except FileNotFoundError:
            return b""

    def write(self, data):
        folder = os.path.dirname(os.path.abspath(self.path))
        os.makedirs(folder, exist_ok=True)
        handle, temporary = tempfile.mkstemp(dir=folder, prefix=".save-")
        with os.fdopen(handle, "wb") as stream:
            stream.write(data)
        os.replace(temporary, self.path)


class Hardware:
    """The parts every board gives (see :mod:`boards`). Keys reach it from pygame's event
    queue, or from :meth:`key_down` and :meth:`key_up` in scripted runs."""

    restarts_between_games = False   # a desktop's heap has room for game after game

    def __init__(self, save_path, quiet=False, seed=None):
        flags = 0 if os.environ.get("SDL_VIDEODRIVER") == "dummy" else pygame.SCALED
        displayio.release_displays()  # Blinka allows one display: a new board replaces it
        self.display = ChangesOnlyDisplay(width=WIDTH, height=HEIGHT, auto_refresh=False,
                                          caption="Latice", flags=flags)
        self.storage = FileStorage(save_path)
        self.presses = []
        self.held = 0
        self.quiet = quiet
        self.closed = False
        self.dimmed = False
        self.lit = 0
        self.sounds = []   # every sound asked for (its notes), oldest first, for the tests
        self.volume = 2
        self.mixer: tuple[int, int] | None = None  # (rate, channels) of pygame's mixer, open
        self.mixer_tried = False
        self.made = {}     # notes -> their pygame Sound, made at their first play
        self.random = random.Random(seed)  # a fixed seed makes games repeat (tests, pictures)
        self.restarts = 0

    def key_down(self, button):
        self.presses.append(button)
        self.held |= button

    def key_up(self, button):
        self.held &= ~button

    def read_buttons(self):
        """``(presses, held)`` since the last call, from pygame's key events (read before
        displayio's ``check_quit`` drains the queue; the window's close button sets
        ``closed``)."""
        presses = list(self.presses)
        self.presses.clear()
        if pygame.display.get_init():
            for event in pygame.event.get((pygame.KEYDOWN, pygame.KEYUP, pygame.QUIT)):
                if event.type == pygame.QUIT:
                    self.closed = True
                elif event.type == pygame.KEYDOWN and event.key in KEYS:
                    presses.append(KEYS[event.key])
                    self.held |= KEYS[event.key]
                elif event.type == pygame.KEYUP and event.key in KEYS:
                    self.held &= ~KEYS[event.key]
        return presses, self.held

    def light(self, colour):
        """No LEDs on a desktop: remember the colour, for the tests."""
        self.lit = colour

    def dim(self, dimmed):
        """A window has no backlight: remember it, for the tests."""
        self.dimmed = dimmed

    def play(self, notes):
        """Write the sound down; play it aloud when there is a sound card. The mixer plays
        it by itself: this returns at once."""
        self.sounds.append(notes)
        mixer = self.open_mixer() if self.volume and notes else None
        if mixer is not None:
            if notes not in self.made:
                rate, channels = mixer
                self.made[notes] = pygame.mixer.Sound(
                    buffer=note_samples(notes, rate, channels).tobytes())
            sound = self.made[notes]
            sound.set_volume(LOUDNESS[self.volume])
            pygame.mixer.stop()   # a new sound replaces the last
            sound.play()

    def sound_tick(self, now):
        """The mixer keeps its own time: nothing to do each frame."""

    def set_volume(self, level):
        self.volume = level
        if level == 0 and self.mixer:
            pygame.mixer.stop()

    def open_mixer(self):
        """(rate, channels) of pygame's mixer, opened at the first sound, if it takes 16-bit
        samples; ``None`` with the dummy audio driver or without a sound card."""
        if not self.mixer_tried:
            self.mixer_tried = True
            if os.environ.get("SDL_AUDIODRIVER") != "dummy":
                try:
                    pygame.mixer.init(frequency=MIXER_RATE, size=-16, channels=1)
                except pygame.error as error:
                    self.log("no sound: %s" % error)
                # Already open (pygame.init opens it too): take the format it has.
                opened = pygame.mixer.get_init()
                if opened and opened[1] == -16:
                    self.mixer = (opened[0], opened[2])
        return self.mixer

    def seed(self):
        return self.random.getrandbits(32)

    def log(self, text):
        if not self.quiet:
            print(text)

    def guard(self):
        """No watchdog on a desktop."""

    def feed(self):
        pass

    def restart(self):
        """A device reloads its program here; the desktop counts it, for the tests."""
        self.restarts += 1

    def screenshot(self, path):
        pygame.image.save(self.display._pygame_screen, path)
