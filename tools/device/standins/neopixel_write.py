"""
`neopixel_write` (stand-in)
====================================================

Remembers the last bytes written (``last``: green, red, blue per pixel) and how many writes.
"""

last = b""
writes = 0


def neopixel_write(pin, buf):
    global last, writes
    last = bytes(buf)
    writes += 1
