"""
`boards.pewpew_m4`
====================================================

PewPew M4: 160 x 128 screen and seven buttons: the four directions, O (A), X (B) and Z
(Start). It has no Select: hints are in the menu. Its speaker needs no enable pin, and its
CircuitPython has no ``synthio``: :mod:`boards.speaker` plays a looped sample there.
"""

import board
import keypad

from boards import A, B, DOWN, LEFT, RIGHT, START, UP
from boards.device import DeviceHardware

PINS = (board.BUTTON_UP, board.BUTTON_DOWN, board.BUTTON_LEFT, board.BUTTON_RIGHT,
        board.BUTTON_O, board.BUTTON_X, board.BUTTON_Z)
BITS = (UP, DOWN, LEFT, RIGHT, A, B, START)


class Hardware(DeviceHardware):
    def __init__(self):
        keys = keypad.Keys(PINS, value_when_pressed=False, pull=True)
        super().__init__(board.DISPLAY, keys, BITS)
        self.speaker_pins = (board.SPEAKER, None)  # made when sound is on
