"""
`boards.desktop`
====================================================

The desktop stands in for a handheld: Blinka's displayio drawn in a pygame window (160 x 128,
scaled up by SDL), the keyboard as buttons (arrows, Z = A, X = B, Enter = Start,
Backspace = Select), a file as the save slot, and the console for messages. With
``SDL_VIDEODRIVER=dummy`` it runs without a window.
"""

import os
import random
import tempfile

import displayio
import pygame
from blinka_displayio_pygamedisplay import PyGameDisplay

from boards import A, B, DOWN, LEFT, RIGHT, SELECT, START, UP

WIDTH = 160
HEIGHT = 128
KEYS = {pygame.K_UP: UP, pygame.K_DOWN: DOWN, pygame.K_LEFT: LEFT, pygame.K_RIGHT: RIGHT,
        pygame.K_z: A, pygame.K_x: B, pygame.K_RETURN: START, pygame.K_BACKSPACE: SELECT}


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

    def __init__(self, save_path, quiet=False, seed=None):
        flags = 0 if os.environ.get("SDL_VIDEODRIVER") == "dummy" else pygame.SCALED
        displayio.release_displays()  # Blinka allows one display: a new board replaces it
        self.display = PyGameDisplay(width=WIDTH, height=HEIGHT, auto_refresh=False,
                                     caption="Latice", flags=flags)
        self.storage = FileStorage(save_path)
        self.presses = []
        self.held = 0
        self.quiet = quiet
        self.closed = False
        self.dimmed = False
        self.lit = 0
        self.random = random.Random(seed)  # a fixed seed makes games repeat (tests, pictures)

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

    def seed(self):
        return self.random.getrandbits(32)

    def log(self, text):
        if not self.quiet:
            print(text)

    def screenshot(self, path):
        pygame.image.save(self.display._pygame_screen, path)
