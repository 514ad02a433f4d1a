"""
`boards.device`
====================================================

What the handheld boards share: buttons from a ``keypad`` scanner, the save slot in
``microcontroller.nvm``, a random seed, the serial console, the watchdog and a reload.
"""

from micropython import const

import os

import keypad
import microcontroller

from boards.storage import MemoryStorage, NvmStorage

try:
    from typing import Any  # noqa: F401 (named in type comments)
except ImportError:
    pass

_WATCHDOG_S = const(8)  # a frame takes 20 ms; the slowest moment (a save) well under a second


class DeviceHardware:
    """A board whose buttons come from ``keys`` (a keypad scanner); ``bits[key_number]`` is
    the logical button of each key; ``leds`` lights its NeoPixels, if any."""

    restarts_between_games = True   # each game starts on a fresh heap (see boards/__init__.py)

    def __init__(self, display, keys, bits, leds=None):
        self.display = display
        self.display.auto_refresh = False
        self.leds = leds  # a boards.leds.NeoPixels, on a board that has them
        self.keys = keys
        self.bits = bits
        self.held = 0
        self.presses = []
        self.event = keypad.Event()
        self.watchdog = None  # the board's watchdog, once guard() started it
        self.speaker_pins = None  # (speaker, amplifier enable) pins, on a board with a speaker
        self.speaker = None  # type: Any  # a boards.speaker.Speaker, once the sound is on
        nvm = getattr(microcontroller, "nvm", None)
        self.storage = NvmStorage(nvm) if nvm is not None else MemoryStorage()

    def read_buttons(self):
        """``(presses, held)`` from every key event the scanner queued since the last call:
        a tap shorter than a frame is still a press."""
        presses = self.presses
        presses.clear()
        events = self.keys.events
        if events.overflowed:  # events were lost: start again from what is down now
            events.clear()
            self.keys.reset()
            self.held = 0
        while events.get_into(self.event):
            bit = self.bits[self.event.key_number]
            if self.event.pressed:
                self.held |= bit
                presses.append(bit)
            else:
                self.held &= ~bit
        return presses, self.held

    def light(self, colour):
        """Show a colour on the board's LEDs (0 turns them off), if it has any."""
        if self.leds is not None:
            self.leds.show(colour)

    def dim(self, dimmed):
        self.display.brightness = 0.1 if dimmed else 1.0

    def seed(self):
        return int.from_bytes(os.urandom(4), "little")

    def set_volume(self, level):
        """The sound's volume: 0 (off), 1 or 2. The speaker's code and buffers are loaded the
        first time the sound is turned on: silent, they take no heap."""
        if self.speaker is None and level and self.speaker_pins is not None:
            from boards.speaker import Speaker

            self.speaker = Speaker(*self.speaker_pins)
        if self.speaker is not None:
            self.speaker.set_volume(level)

    def play(self, notes):
        if self.speaker is not None:
            self.speaker.play(notes)

    def sound_tick(self, now):
        if self.speaker is not None:
            self.speaker.tick(now)

    def guard(self):
        """Start the watchdog, where the board has one: a board that hangs is reset after
        _WATCHDOG_S seconds without a :meth:`feed`. Once started it cannot be stopped."""
        watchdog = getattr(microcontroller, "watchdog", None)
        if watchdog is None or self.watchdog is not None:
            return
        try:
            from watchdog import WatchDogMode

            watchdog.timeout = _WATCHDOG_S
            watchdog.mode = WatchDogMode.RESET
            self.watchdog = watchdog
        except (ImportError, ValueError, NotImplementedError, RuntimeError) as error:
            print("no watchdog:", error)

    def feed(self):
        if self.watchdog is not None:
            self.watchdog.feed()

    def restart(self):
        """Reload the program from the drive, as a fresh start."""
        import supervisor

        supervisor.reload()

    def log(self, text):
        print(text)
