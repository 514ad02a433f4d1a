"""
`boards.leds`
====================================================

The five NeoPixels on the PyBadge and the PyGamer, all lit in one colour, through the
built-in ``neopixel_write``.
"""

import digitalio
import neopixel_write

BRIGHTNESS = 8  # of 255: bright enough to see, kind to the battery


class NeoPixels:
    def __init__(self, pin, count=5):
        self.pin = digitalio.DigitalInOut(pin)
        self.pin.direction = digitalio.Direction.OUTPUT
        self.buffer = bytearray(3 * count)

    def show(self, colour):
        """Light every pixel ``colour`` (0xRRGGBB, scaled down), or turn them off with 0."""
        red = (colour >> 16 & 0xFF) * BRIGHTNESS // 255
        green = (colour >> 8 & 0xFF) * BRIGHTNESS // 255
        blue = (colour & 0xFF) * BRIGHTNESS // 255
        for index in range(0, len(self.buffer), 3):
            self.buffer[index] = green   # NeoPixels take green, red, blue
            self.buffer[index + 1] = red
            self.buffer[index + 2] = blue
        neopixel_write.neopixel_write(self.pin, self.buffer)
