"""
`keypad` (stand-in)
====================================================

CircuitPython's ``keypad``: ``Event``, an ``EventQueue`` of a fixed size, and the scanners
(``Keys``, ``ShiftRegisterKeys``, ``KeyMatrix``). Nothing is scanned: a script puts key events
in a scanner's queue with :meth:`EventQueue.put` (a stand-in's extra).
"""

MAX_EVENTS = 64


class Event:
    def __init__(self, key_number=0, pressed=True, timestamp=None):
        self.key_number = key_number
        self.pressed = pressed
        self.timestamp = timestamp

    @property
    def released(self):
        return not self.pressed

    def __eq__(self, other):
        return self.key_number == other.key_number and self.pressed == other.pressed

    def __repr__(self):
        return "<Event: key_number %d %s>" % (self.key_number,
                                               "pressed" if self.pressed else "released")


class EventQueue:
    """Key events in a ring of ``max_events`` (a byte each: key number, pressed bit)."""

    def __init__(self, max_events=MAX_EVENTS):
        self._ring = bytearray(max_events)
        self._start = 0
        self._count = 0
        self.overflowed = False

    def put(self, key_number, pressed):
        """Queue an event (the stand-in's scanner): as on a device, a full queue drops it
        and sets ``overflowed``."""
        if self._count == len(self._ring):
            self.overflowed = True
            return
        self._ring[(self._start + self._count) % len(self._ring)] = key_number | (
            0x80 if pressed else 0)
        self._count += 1

    def get(self):
        event = Event()
        return event if self.get_into(event) else None

    def get_into(self, event):
        if not self._count:
            return False
        value = self._ring[self._start]
        self._start = (self._start + 1) % len(self._ring)
        self._count -= 1
        event.key_number = value & 0x7F
        event.pressed = bool(value & 0x80)
        return True

    def clear(self):
        self._start = self._count = 0
        self.overflowed = False

    def __len__(self):
        return self._count

    def __bool__(self):
        return self._count > 0


class _Scanner:
    def __init__(self, key_count, max_events):
        self.key_count = key_count
        self.events = EventQueue(max_events)

    def reset(self):
        """Forget what is pressed (a device reports keys still down as new presses)."""

    def deinit(self):
        pass


class Keys(_Scanner):
    def __init__(self, pins, *, value_when_pressed, pull=True, interval=0.02,
                 max_events=MAX_EVENTS, debounce_threshold=1):
        super().__init__(len(pins), max_events)


class ShiftRegisterKeys(_Scanner):
    def __init__(self, *, clock, data, latch, value_to_latch=True, key_count,
                 value_when_pressed, interval=0.02, max_events=MAX_EVENTS,
                 debounce_threshold=1):
        super().__init__(key_count if isinstance(key_count, int) else sum(key_count),
                         max_events)


class KeyMatrix(_Scanner):
    def __init__(self, row_pins, column_pins, columns_to_anodes=True, interval=0.02,
                 max_events=MAX_EVENTS, debounce_threshold=1):
        super().__init__(len(row_pins) * len(column_pins), max_events)
