"""
`frames`
====================================================

The pace of the app's loop: a frame every ``FRAME_MS`` on the clock it is given, so that
input, drawing and the computer's thinking share each frame the same way every time. The
clock is the only one the app has: each frame's time is handed to ``App.step``.
"""

from adafruit_ticks import ticks_add, ticks_diff

FRAME_MS = 20  # 50 frames a second at most


class FrameClock:
    """:param ticks_ms: a function giving the time in (wrapping) milliseconds
    :param sleep_ms: a function that waits so many milliseconds"""

    def __init__(self, ticks_ms, sleep_ms, frame_ms=FRAME_MS):
        self.ticks_ms = ticks_ms
        self.sleep_ms = sleep_ms
        self.frame_ms = frame_ms
        self.due = None
        self.late = 0   # frames that started late because the last one took too long

    def next_frame(self):
        """Wait until the next frame is due; return its time (ms)."""
        now = self.ticks_ms()
        if self.due is not None:
            wait = ticks_diff(self.due, now)
            if wait > 0:
                self.sleep_ms(wait)
                now = self.due
            elif wait < 0:
                self.late += 1
        self.due = ticks_add(now, self.frame_ms)
        return now
