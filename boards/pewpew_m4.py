"""
`boards.pewpew_m4`
====================================================

PewPew M4: 160 x 128 screen and seven buttons: the four directions, O (A), X (B) and Z
(Start). It has no Select: hints are in the menu.
"""

import board
import keypad

import buttons
from boards.device import DeviceBoard

PINS = (board.BUTTON_UP, board.BUTTON_DOWN, board.BUTTON_LEFT, board.BUTTON_RIGHT,
        board.BUTTON_O, board.BUTTON_X, board.BUTTON_Z)
BITS = (buttons.UP, buttons.DOWN, buttons.LEFT, buttons.RIGHT, buttons.A, buttons.B,
        buttons.START)


class Board(DeviceBoard):
    name = "pewpew_m4"

    def __init__(self):
        keys = keypad.Keys(PINS, value_when_pressed=False, pull=True)
        super().__init__(board.DISPLAY, keys, BITS)
