"""
`board` (stand-in)
====================================================

A PyBadge's pins and its built-in display, for the app's board modules. The pins are names;
``DISPLAY`` is a :class:`busdisplay.BusDisplay` that draws nothing.
"""

import busdisplay

board_id = "pybadge"


class Pin:
    def __init__(self, name):
        self.name = name

    def __repr__(self):
        return "board." + self.name


A0 = Pin("A0")
ACCELEROMETER_INTERRUPT = Pin("ACCELEROMETER_INTERRUPT")
BUTTON_CLOCK = Pin("BUTTON_CLOCK")
BUTTON_LATCH = Pin("BUTTON_LATCH")
BUTTON_OUT = Pin("BUTTON_OUT")
JOYSTICK_X = Pin("JOYSTICK_X")
JOYSTICK_Y = Pin("JOYSTICK_Y")
LIGHT = Pin("LIGHT")
NEOPIXEL = Pin("NEOPIXEL")
SPEAKER = Pin("SPEAKER")
SPEAKER_ENABLE = Pin("SPEAKER_ENABLE")
TFT_BACKLIGHT = Pin("TFT_BACKLIGHT")

DISPLAY = busdisplay.BusDisplay(160, 128)
