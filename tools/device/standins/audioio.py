"""
`audioio` (stand-in)
====================================================

An ``AudioOut`` that plays nothing: it remembers what it was given (``sample``, ``loop``),
whether it is ``playing``, and how many times it started (``plays``).
"""


class AudioOut:
    def __init__(self, left_channel, *, right_channel=None, quiescent_value=0x8000):
        self.pin = left_channel
        self.sample = None
        self.loop = False
        self.playing = False
        self.paused = False
        self.plays = 0

    def play(self, sample, *, loop=False):
        self.sample = sample
        self.loop = loop
        self.playing = True
        self.plays += 1

    def stop(self):
        self.playing = False

    def pause(self):
        self.paused = True

    def resume(self):
        self.paused = False

    def deinit(self):
        self.playing = False
