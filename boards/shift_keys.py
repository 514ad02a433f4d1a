"""
`boards.shift_keys`
====================================================

The buttons behind the shift register of the PyBadge and the PyGamer.
"""

import board
import keypad


def shift_register_keys(count):
    """The buttons behind the PyBadge's and PyGamer's shift register."""
    return keypad.ShiftRegisterKeys(clock=board.BUTTON_CLOCK, data=board.BUTTON_OUT,
                                    latch=board.BUTTON_LATCH, key_count=count,
                                    value_when_pressed=True)
