"""
`boards.pybadge`
====================================================

Adafruit PyBadge, PyBadge LC and EdgeBadge: 160 x 128 ST7735R, eight buttons on a shift
register, five NeoPixels and a speaker.
"""

import board
import keypad

import buttons
from boards.device import DeviceBoard

# Key numbers of the shift register: B, A, Start, Select, Right, Down, Up, Left.
BITS = (buttons.B, buttons.A, buttons.START, buttons.SELECT, buttons.RIGHT, buttons.DOWN,
        buttons.UP, buttons.LEFT)


class Board(DeviceBoard):
    name = "pybadge"

    def __init__(self):
        keys = keypad.ShiftRegisterKeys(clock=board.BUTTON_CLOCK, data=board.BUTTON_OUT,
                                        latch=board.BUTTON_LATCH, key_count=8,
                                        value_when_pressed=True)
        super().__init__(board.DISPLAY, keys, BITS)
