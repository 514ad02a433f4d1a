"""
`boards.device`
====================================================

What the handheld boards share: buttons from a ``keypad`` scanner, the save slot in
``microcontroller.nvm``, a random seed and the serial console.
"""

import os

import keypad
import microcontroller

from boards.storage import MemoryStorage, NvmStorage


class DeviceHardware:
    """A board whose buttons come from ``keys`` (a keypad scanner); ``bits[key_number]`` is
    the logical button of each key; ``leds`` lights its NeoPixels, if any."""

    def __init__(self, display, keys, bits, leds=None):
        self.display = display
        self.display.auto_refresh = False
        self.leds = leds  # a boards.leds.NeoPixels, on a board that has them
        self.keys = keys
        self.bits = bits
        self.held = 0
        self.presses = []
        self.event = keypad.Event()
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

    def log(self, text):
        print(text)
