"""
`boards.speaker`
====================================================

The speaker of the handhelds: :class:`Speaker` plays a short sound, a tuple of
``(frequency_hz, duration_ms)`` notes (0 Hz is a rest), and returns at once. The board keeps
playing it while the app's loop goes on.

How the notes keep time: the app's frame calls :meth:`Speaker.tick` with its time (the one
clock of the app), and the tick starts the next note when the last one is over, then switches
the speaker off once the sound is done. That costs one comparison a frame while a sound plays
and nothing otherwise. A note lasts its duration rounded up to the next frame (20 ms), never
less; a slow frame (a save takes about a tenth of a second) lengthens the note it falls in,
and no note is ever skipped. Why not let synthio schedule the notes by itself? An envelope
shapes one note, not a tune, and the speaker's amplifier (``board.SPEAKER_ENABLE`` on the
PyBadge and the PyGamer) is switched on only while a sound plays, which needs someone to
notice the end anyway.

Two voices, the same notes:

- :class:`SynthVoice`, where CircuitPython has ``synthio`` (PyBadge, PyGamer): one
  ``synthio.Note`` with a soft envelope on a ``synthio.Synthesizer`` played through
  ``audioio.AudioOut``; each note changes the note's frequency and presses it again;
- :class:`WaveVoice`, where it has only ``audioio`` and ``audiocore`` (PewPew M4): one cycle of
  a sine wave in an ``audiocore.RawSample``, looped, its sample rate set so that the cycle
  repeats at the note's frequency.

Both waves are made once, when the board starts; playing allocates nothing. A board without a
speaker, or without these modules, gets a silent :class:`Speaker`: it takes every call and
plays nothing.
"""

from micropython import const

import array
import math

import digitalio
from adafruit_ticks import ticks_add, ticks_diff

try:
    from typing import Any, Optional  # noqa: F401 (named in type comments)
except ImportError:
    pass

OFF = 0
LOW = 1
HIGH = 2
SYNTH_LEVELS = (0.0, 0.25, 1.0)   # the note's amplitude at each volume
WAVE_LEVELS = (0, 6000, 24000)   # the sample's peak at each volume (of 32767)
_SYNTH_PEAK = const(24000)  # the synthesizer's wave; its volume is the note's amplitude
_SYNTH_CYCLE = const(64)  # samples in one cycle of the synthesizer's wave
WAVE_CYCLE = 16                  # ... of the looped sample (2 kHz x 16 = 32,000 samples/s)
_SAMPLE_RATE = const(11025)  # the synthesizer's output (plenty for notes up to 2 kHz)
FADE_MS = 40                     # the last note fades out for this long before the speaker is off


def sine_cycle(length, peak):
    """One cycle of a sine wave: ``length`` signed 16-bit samples of ``peak`` at most."""
    wave = array.array("h", [0] * length)
    for index in range(length):
        wave[index] = int(peak * math.sin(2 * math.pi * index / length))
    return wave


class SynthVoice:
    """Notes on a ``synthio`` synthesizer, through ``audio`` (an ``audioio.AudioOut``)."""

    def __init__(self, audio):
        import synthio

        self.audio = audio
        envelope = synthio.Envelope(attack_time=0.005, decay_time=0.08, release_time=0.03,
                                    attack_level=1.0, sustain_level=0.7)
        self.synth = synthio.Synthesizer(sample_rate=_SAMPLE_RATE, envelope=envelope)
        self.note = synthio.Note(frequency=440, waveform=sine_cycle(_SYNTH_CYCLE, _SYNTH_PEAK))

    def volume(self, level):
        self.note.amplitude = SYNTH_LEVELS[level]

    def sound(self, frequency):
        """Sound ``frequency`` (Hz) until the next call."""
        self.note.frequency = frequency
        if not self.audio.playing:
            self.audio.play(self.synth)
        self.synth.release_all_then_press(self.note)

    def rest(self):
        self.synth.release_all()   # the note fades out (the envelope's release)

    def stop(self):
        self.synth.release_all()
        self.audio.stop()


class WaveVoice:
    """Notes as one looped cycle of a sine wave, through ``audio`` (an ``audioio.AudioOut``):
    a ``RawSample`` for each volume, made once."""

    def __init__(self, audio):
        import audiocore

        self.audio = audio
        self.samples = [audiocore.RawSample(sine_cycle(WAVE_CYCLE, peak)) for peak in WAVE_LEVELS]
        self.sample = self.samples[HIGH]

    def volume(self, level):
        self.sample = self.samples[level]

    def sound(self, frequency):
        self.audio.stop()
        self.sample.sample_rate = int(frequency * WAVE_CYCLE)   # read when play starts
        self.audio.play(self.sample, loop=True)

    def rest(self):
        self.audio.stop()

    def stop(self):
        self.audio.stop()


def voice_for(pin):
    """The voice this board's CircuitPython gives a speaker on ``pin``, or ``None`` (no
    speaker, no audio modules, or the pin is taken)."""
    if pin is None:
        return None
    try:
        import audioio

        audio = audioio.AudioOut(pin)
    except (ImportError, ValueError, RuntimeError):
        return None
    try:
        return SynthVoice(audio)
    except ImportError:   # no synthio here: a looped sample does the job
        pass
    try:
        return WaveVoice(audio)
    except ImportError:
        audio.deinit()
        return None


class Speaker:
    """A board's speaker on ``pin`` (``None``: the board has none), and its amplifier's enable
    pin, if any, driven high while a sound plays.

    :meth:`play` starts a sound and returns at once; :meth:`tick` (every frame) moves it on;
    :meth:`set_volume`: ``OFF``, ``LOW`` or ``HIGH``.
    """

    def __init__(self, pin, enable_pin=None):
        self.voice = voice_for(pin)  # type: Any
        self.enable = None  # type: Optional[digitalio.DigitalInOut]
        if self.voice is not None and enable_pin is not None:
            self.enable = digitalio.DigitalInOut(enable_pin)
            self.enable.switch_to_output(value=False)
        self.notes = ()    # type: Any  # the sound playing, () when none
        self.index = 0     # its note sounding now; len(notes) while the last one fades
        self.ends = 0      # when that note (or the fade) is over, in ticks_ms
        self.now = 0       # the time of the last frame
        self.level = HIGH
        self.set_volume(HIGH)

    def set_volume(self, level):
        self.level = level
        if self.voice is None:
            return
        if level == OFF:
            self.stop()
        else:
            self.voice.volume(level)

    def play(self, notes):
        """Start ``notes`` now, in place of a sound still playing."""
        if self.voice is None or self.level == OFF or not notes:
            return
        if self.enable is not None:
            self.enable.value = True
        self.notes = notes
        self.index = 0
        self.start_note(self.now)

    def tick(self, now):
        """The frame's time: the next note when this one is over, the end after the last."""
        self.now = now
        if not self.notes or ticks_diff(now, self.ends) < 0:
            return
        self.index += 1
        if self.index < len(self.notes):
            self.start_note(now)
        elif self.index == len(self.notes):
            self.voice.rest()
            self.ends = ticks_add(now, FADE_MS)
        else:
            self.stop()

    def start_note(self, now):
        frequency, duration = self.notes[self.index]
        if frequency:
            self.voice.sound(frequency)
        else:
            self.voice.rest()
        self.ends = ticks_add(now, duration)

    def stop(self):
        """Silence now, and the amplifier off."""
        self.notes = ()
        self.voice.stop()
        if self.enable is not None:
            self.enable.value = False
