"""
`analogio` (stand-in)
====================================================

Analog inputs that read the middle of their range (a joystick at rest).
"""


class AnalogIn:
    def __init__(self, pin):
        self.pin = pin
        self.value = 32767
        self.reference_voltage = 3.3

    def deinit(self):
        pass
