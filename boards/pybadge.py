"""
`boards.pybadge`
====================================================

Adafruit PyBadge, PyBadge LC and EdgeBadge: 160 x 128 ST7735R, eight buttons on a shift
register, five NeoPixels and a speaker (its amplifier switched by ``SPEAKER_ENABLE``).
"""

import board

from boards import A, B, DOWN, LEFT, RIGHT, SELECT, START, UP
from boards.device import DeviceHardware
from boards.leds import NeoPixels
from boards.shift_keys import shift_register_keys

# Key numbers of the shift register: B, A, Start, Select, Right, Down, Up, Left.
BITS = (B, A, START, SELECT, RIGHT, DOWN, UP, LEFT)


class Hardware(DeviceHardware):
    def __init__(self):
        super().__init__(board.DISPLAY, shift_register_keys(8), BITS,
                         NeoPixels(board.NEOPIXEL))
        self.speaker_pins = (board.SPEAKER, board.SPEAKER_ENABLE)  # made when sound is on
