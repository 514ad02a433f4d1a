"""
`vectorio` (stand-in)
====================================================

CircuitPython's ``vectorio.Rectangle``, which ``adafruit_displayio_layout``'s grid imports
for its divider lines: a filled rectangle that keeps its size, place and colours.
"""


class Rectangle:
    def __init__(self, *, pixel_shader, width, height, x=0, y=0, color_index=0):
        self.pixel_shader = pixel_shader
        self.width = width
        self.height = height
        self.x = x
        self.y = y
        self.color_index = color_index
        self.hidden = False
