"""
`synthio` (stand-in)
====================================================

A ``Synthesizer`` that remembers which notes are pressed, ``Note`` and ``Envelope`` as plain
objects. The synthesizer holds two output buffers of 256 16-bit samples a channel, as
CircuitPython's does on its heap (``SYNTHIO_MAX_DUR``), so the heap figures count them.
"""

MAX_DUR = 256   # samples in each of the synthesizer's output buffers


class Envelope:
    def __init__(self, *, attack_time=0.1, decay_time=0.05, release_time=0.2, attack_level=1.0,
                 sustain_level=0.8):
        self.attack_time = attack_time
        self.decay_time = decay_time
        self.release_time = release_time
        self.attack_level = attack_level
        self.sustain_level = sustain_level


class Note:
    def __init__(self, *, frequency, panning=0.0, waveform=None, envelope=None, amplitude=1.0,
                 bend=0.0):
        self.frequency = frequency
        self.panning = panning
        self.waveform = waveform
        self.envelope = envelope
        self.amplitude = amplitude
        self.bend = bend


class Synthesizer:
    def __init__(self, *, sample_rate=11025, channel_count=1, waveform=None, envelope=None):
        self.sample_rate = sample_rate
        self.envelope = envelope
        self.waveform = waveform
        self.buffers = (bytearray(2 * MAX_DUR * channel_count),
                        bytearray(2 * MAX_DUR * channel_count))
        self.pressed = []

    def press(self, notes=()):
        for note in _notes(notes):
            if note not in self.pressed:
                self.pressed.append(note)

    def release(self, notes=()):
        for note in _notes(notes):
            if note in self.pressed:
                self.pressed.remove(note)

    def release_all(self):
        self.pressed.clear()

    def release_all_then_press(self, notes):
        self.pressed.clear()
        self.press(notes)

    def deinit(self):
        self.pressed.clear()


def _notes(notes):
    if isinstance(notes, (list, tuple)):
        return notes
    return (notes,)
