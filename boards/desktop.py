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
import time

import displayio
import pygame
from blinka_displayio_pygamedisplay import PyGameDisplay

import buttons

WIDTH = 160
HEIGHT = 128
KEYS = {pygame.K_UP: buttons.UP, pygame.K_DOWN: buttons.DOWN, pygame.K_LEFT: buttons.LEFT,
        pygame.K_RIGHT: buttons.RIGHT, pygame.K_z: buttons.A, pygame.K_x: buttons.B,
        pygame.K_RETURN: buttons.START, pygame.K_BACKSPACE: buttons.SELECT}


class FileStorage:
    """The save slot as a file; each write replaces it whole, through a temporary file."""

    def __init__(self, path):
        self.path = path

    def read(self):
        try:
            with open(self.path, "rb") as handle:
                return handle.read()
        except FileNotFoundError:
            return b""

    def write(self, data):
        folder = os.path.dirname(os.path.abspath(self.path))
        os.makedirs(folder, exist_ok=True)
        handle, temporary = tempfile.mkstemp(dir=folder, prefix=".save-")
        with os.fdopen(handle, "wb") as stream:
            stream.write(data)
        os.replace(temporary, self.path)


class Board:
    """What the app needs from a board: ``display``, ``buttons()`` (the held mask),
    ``storage``, ``light(colour)``, ``dim(dimmed)``, ``ticks_ms()``, ``seed()`` and ``log(text)``."""

    name = "desktop"

    def __init__(self, save_path, quiet=False, seed=None):
        flags = 0 if os.environ.get("SDL_VIDEODRIVER") == "dummy" else pygame.SCALED
        displayio.release_displays()  # Blinka allows one display: a new board replaces it
        self.display = PyGameDisplay(width=WIDTH, height=HEIGHT, auto_refresh=False,
                                     caption="Latice", flags=flags)
        self.storage = FileStorage(save_path)
        self.held = 0
        self.quiet = quiet
        self.closed = False
        self.dimmed = False
        self.lit = 0
        self.started = time.monotonic()
        self.random = random.Random(seed)  # a fixed seed makes games repeat (tests, pictures)

    def buttons(self):
        """The held mask from the keyboard (read before displayio drains pygame's queue)."""
        for event in pygame.event.get((pygame.KEYDOWN, pygame.KEYUP, pygame.QUIT)):
            if event.type == pygame.QUIT:
                self.closed = True
            elif event.key in KEYS:
                if event.type == pygame.KEYDOWN:
                    self.held |= KEYS[event.key]
                else:
                    self.held &= ~KEYS[event.key]
        return self.held

    def light(self, colour):
        """No LEDs on a desktop: remember the colour, for the tests."""
        self.lit = colour

    def dim(self, dimmed):
        """A window has no backlight: remember it, for the tests."""
        self.dimmed = dimmed

    def ticks_ms(self):
        return int((time.monotonic() - self.started) * 1000) & ((1 << 29) - 1)

    def seed(self):
        return self.random.getrandbits(32)

    def log(self, text):
        if not self.quiet:
            print(text)

    def screenshot(self, path):
        pygame.image.save(self.display._pygame_screen, path)
