"""
`boards.device`
====================================================

What the handheld boards share: buttons from a ``keypad`` scanner, the save slot in
``microcontroller.nvm``, the clock, a random seed and the serial console.
"""

import os

import keypad
import microcontroller
import supervisor

from save_slot import MemoryStorage, NvmStorage


class DeviceBoard:
    """A board whose buttons come from ``keys`` (a keypad scanner); ``bits[key_number]`` is
    the logical button of each key; ``leds`` lights its NeoPixels, if any."""

    name = "device"

    def __init__(self, display, keys, bits, leds=None):
        self.display = display
        self.leds = leds  # a boards.leds.NeoPixels, on a board that has them
        self.display.auto_refresh = False
        self.keys = keys
        self.bits = bits
        self.held = 0
        self.event = keypad.Event()
        nvm = microcontroller.nvm
        self.storage = NvmStorage(nvm) if nvm is not None else MemoryStorage()

    def buttons(self):
        """Buttons held now, from the scanner's queue of key events."""
        events = self.keys.events
        if events.overflowed:
            events.clear()
            self.keys.reset()
            self.held = 0
        while events.get_into(self.event):
            bit = self.bits[self.event.key_number]
            if self.event.pressed:
                self.held |= bit
            else:
                self.held &= ~bit
        return self.held

    def light(self, colour):
        """Show a colour on the board's LEDs (0 turns them off), if it has any."""
        if self.leds is not None:
            self.leds.show(colour)

    def dim(self, dimmed):
        self.display.brightness = 0.1 if dimmed else 1.0

    def ticks_ms(self):
        return supervisor.ticks_ms()

    def seed(self):
        return int.from_bytes(os.urandom(4), "little")

    def log(self, text):
        print(text)
