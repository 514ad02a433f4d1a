"""
`boards.pygamer`
====================================================

Adafruit PyGamer: the PyBadge's screen, four buttons on a shift register (B, A, Start,
Select) and an analog joystick for the directions, with a dead zone in the middle. A stick
that leaves the middle counts as a press of its direction. Five NeoPixels and a speaker, as on
the PyBadge.
"""

import analogio
import board

from boards import A, B, DOWN, LEFT, RIGHT, SELECT, START, UP
from boards.device import DeviceHardware
from boards.leds import NeoPixels
from boards.shift_keys import shift_register_keys

BITS = (B, A, START, SELECT)
DIRECTIONS = (UP, DOWN, LEFT, RIGHT)
LOW = 15000     # below this (of 0-65535) the stick points left or up
HIGH = 50000    # above this, right or down


class Hardware(DeviceHardware):
    def __init__(self):
        super().__init__(board.DISPLAY, shift_register_keys(4), BITS,
                         NeoPixels(board.NEOPIXEL))
        self.stick_x = analogio.AnalogIn(board.JOYSTICK_X)
        self.stick_y = analogio.AnalogIn(board.JOYSTICK_Y)
        self.stick = 0  # the directions the stick pointed to at the last read
        self.speaker_pins = (board.SPEAKER, board.SPEAKER_ENABLE)  # made when sound is on

    def read_buttons(self):
        presses, held = super().read_buttons()
        stick = self.stick_directions()
        for direction in DIRECTIONS:
            if stick & direction and not self.stick & direction:
                presses.append(direction)
        self.stick = stick
        return presses, held | stick

    def stick_directions(self):
        x = self.stick_x.value
        y = self.stick_y.value
        directions = 0
        if x < LOW:
            directions |= LEFT
        elif x > HIGH:
            directions |= RIGHT
        if y < LOW:
            directions |= UP
        elif y > HIGH:
            directions |= DOWN
        return directions
