"""
`boards.pygamer`
====================================================

Adafruit PyGamer: the PyBadge's screen, four buttons on a shift register (B, A, Start,
Select) and an analog joystick for the directions, with a dead zone in the middle.
"""

import analogio
import board

import buttons
from boards.device import DeviceBoard
from boards.leds import NeoPixels
from boards.shift_keys import shift_register_keys

BITS = (buttons.B, buttons.A, buttons.START, buttons.SELECT)
LOW = 15000     # below this (of 0-65535) the stick points left or up
HIGH = 50000    # above this, right or down


class Board(DeviceBoard):
    name = "pygamer"

    def __init__(self):
        super().__init__(board.DISPLAY, shift_register_keys(4), BITS,
                         NeoPixels(board.NEOPIXEL))
        self.stick_x = analogio.AnalogIn(board.JOYSTICK_X)
        self.stick_y = analogio.AnalogIn(board.JOYSTICK_Y)

    def buttons(self):
        held = super().buttons()
        x = self.stick_x.value
        y = self.stick_y.value
        if x < LOW:
            held |= buttons.LEFT
        elif x > HIGH:
            held |= buttons.RIGHT
        if y < LOW:
            held |= buttons.UP
        elif y > HIGH:
            held |= buttons.DOWN
        return held
