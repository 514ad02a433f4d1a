"""
`supervisor` (stand-in)
====================================================

``ticks_ms`` (wrapping at 2**29, as on a device; ``adafruit_ticks`` imports it),
``runtime`` and ``reload``.
"""

import time

_PERIOD_MASK = (1 << 29) - 1


def ticks_ms():
    try:
        return time.ticks_ms() & _PERIOD_MASK
    except AttributeError:  # CPython, for a quick check of the stand-ins
        return int(time.monotonic() * 1000) & _PERIOD_MASK


class Runtime:
    serial_connected = True
    serial_bytes_available = 0
    usb_connected = True


runtime = Runtime()


class ReloadException(BaseException):
    """What CircuitPython raises for a reload: no ``except Exception`` catches it."""


def reload():
    """The harness catches this and starts the program again (``standin_game.run_sync``)."""
    raise ReloadException()
