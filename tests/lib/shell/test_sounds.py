"""Sounds: which sound each event of a game asks for (through the desktop board's record), and
the handhelds' speaker (``boards/speaker.py``) on fake CircuitPython audio modules: a sound
starts at once, the next one replaces it, the amplifier is switched on and off, and a board
without a speaker stays silent."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import sys  # noqa: E402
import time  # noqa: E402
import types  # noqa: E402
from pathlib import Path  # noqa: E402

import pytest  # noqa: E402
from latice import latice_rules  # noqa: E402
from shell.session import Session  # noqa: E402
from shell.sounds import HIGH, LOW, OFF, SOUNDS, Sounds, sound_for  # noqa: E402

import boards  # noqa: E402
from tools.device.standins import audioio as standin_audioio  # noqa: E402

from engine.actions import END, EXCHANGE, PLACE, SHIFT, action_kind  # noqa: E402
from engine.options import Options  # noqa: E402

REPO = Path(__file__).resolve().parents[3]
SEED = 7


# -- the desktop board and a real session ----------------------------------------------------


@pytest.fixture(scope="module")
def desktop():
    from boards.desktop import Hardware

    return Hardware(save_path=None)


@pytest.fixture
def hardware(desktop):
    desktop.sounds.clear()
    desktop.set_volume(HIGH)
    return desktop


def listening(hardware, volume=HIGH, seed=SEED):
    """A two-human game whose changes go to a :class:`Sounds` on ``hardware``."""
    session = Session.start(latice_rules, Options(2), ["human", "human"], seed)
    sounds = Sounds(hardware, volume)
    session.listen(sounds.on_change)
    return session, sounds


def simple_action(game):
    """The policy that plays the game along: the first legal placement, else the end of the
    turn."""
    for action in game.legal_actions():
        if action_kind(action) == PLACE:
            return action
    return END


def find_action(game, wanted):
    """The first legal action for which ``wanted(action, report)`` holds, each tried on a
    copy of the game; ``None`` if there is none."""
    for action in game.legal_actions():
        if wanted(action, game.copy().apply(action)):
            return action
    return None


def play_until(session, wanted, limit=600):
    """Play the game along until an action that ``wanted`` accepts is legal; return it (not
    yet applied)."""
    for _ in range(limit):
        action = find_action(session.game, wanted)
        if action is not None:
            return action
        session.apply(simple_action(session.game))
    raise AssertionError("no such action came up")


def heard_when_applied(hardware, session, action):
    """Apply ``action``; the sounds asked for by that one call."""
    before = len(hardware.sounds)
    session.apply(action)
    return hardware.sounds[before:]


def placement_with(neighbours=None, sun=None):
    def wanted(action, report):
        return (action_kind(action) == PLACE
                and (neighbours is None or report.neighbours == neighbours)
                and (sun is None or report.sun_square == sun) and report.result is None)
    return wanted


def test_a_plain_placement_taps_as_it_is_applied(hardware):
    session, _ = listening(hardware)
    action = play_until(session, placement_with(neighbours=1, sun=False))
    assert heard_when_applied(hardware, session, action) == [SOUNDS["placed"]]


def test_a_double_plays_its_own_sound(hardware):
    session, _ = listening(hardware)
    action = play_until(session, placement_with(neighbours=2, sun=False))
    assert heard_when_applied(hardware, session, action) == [SOUNDS["double"]]


def test_a_tile_on_a_sun_square_sparkles(hardware):
    session, _ = listening(hardware)
    action = play_until(session, placement_with(neighbours=1, sun=True))
    assert heard_when_applied(hardware, session, action) == [SOUNDS["sun"]]


def test_a_trefoil_plays_its_own_sound(hardware):
    for seed in range(1, 40):
        session, _ = listening(hardware, seed=seed)
        try:
            action = play_until(session, placement_with(neighbours=3), limit=200)
        except AssertionError:
            continue
        assert heard_when_applied(hardware, session, action) == [SOUNDS["trefoil"]]
        return
    raise AssertionError("no trefoil in 40 seeded games")


def test_a_wind_an_exchange_and_the_end_of_a_turn_each_have_a_sound(hardware):
    session, _ = listening(hardware)
    exchange = find_action(session.game, lambda action, report: action_kind(action) == EXCHANGE)
    assert heard_when_applied(hardware, session, exchange) == [SOUNDS["exchange"]]
    assert heard_when_applied(hardware, session, END) == [SOUNDS["turn end"]]
    wind = play_until(session, lambda action, report: action_kind(action) == SHIFT)
    assert heard_when_applied(hardware, session, wind) == [SOUNDS["wind"]]


def test_the_last_action_of_a_game_plays_its_own_sound_and_leaves_the_win_to_the_end(hardware):
    session, _ = listening(hardware)
    for _ in range(3000):
        if session.game.is_over():
            break
        session.apply(simple_action(session.game))
    assert session.game.is_over()
    assert hardware.sounds and SOUNDS["win"] not in hardware.sounds   # the over screen's


def test_an_undo_is_silent_and_a_refused_press_buzzes(hardware):
    session, sounds = listening(hardware)
    session.apply(simple_action(session.game))
    heard = len(hardware.sounds)
    session.undo()
    assert len(hardware.sounds) == heard
    sounds.refused()
    assert hardware.sounds[-1] == SOUNDS["refused"]


def test_at_volume_off_nothing_is_played(hardware):
    session, sounds = listening(hardware, volume=OFF)
    assert hardware.volume == OFF
    session.apply(simple_action(session.game))
    session.apply(END)
    sounds.refused()
    assert hardware.sounds == []
    sounds.set_volume(LOW)
    assert hardware.volume == LOW
    sounds.refused()
    assert hardware.sounds == [SOUNDS["refused"]]


def test_the_rarer_stones_win_when_a_placement_does_two_things():
    from shell.session import Change

    from engine.game import Report

    def heard(neighbours, sun):
        report = Report(0, 1 << 16)
        report.neighbours = neighbours
        report.sun_square = sun
        return sound_for(Change(0, report.action, report))

    assert heard(4, True) == "latice"
    assert heard(3, True) == "trefoil"
    assert heard(2, True) == "sun"
    assert heard(2, False) == "double"
    assert heard(0, False) == "placed"


def test_every_sound_is_short_and_its_own():
    assert len(set(SOUNDS.values())) == len(SOUNDS)
    for name, notes in SOUNDS.items():
        assert isinstance(notes, tuple) and notes, name
        assert sum(duration for _, duration in notes) < 400, name
        for frequency, duration in notes:
            assert frequency == 0 or 100 <= frequency <= 2500, name
            assert isinstance(frequency, int) and isinstance(duration, int) and duration > 0


def test_the_desktop_plays_at_once_and_its_samples_last_the_notes(hardware):
    from boards.desktop import note_samples

    start = time.perf_counter()
    for notes in SOUNDS.values():
        hardware.play(notes)
    assert time.perf_counter() - start < 0.05
    assert hardware.sounds == list(SOUNDS.values())
    hardware.sound_tick(0)
    assert len(note_samples(((440, 100), (0, 50)), rate=8000, channels=2)) == 2 * 1200


# -- the handhelds' speaker, on fake CircuitPython modules -----------------------------------


class Pin:
    def __init__(self, name):
        self.name = name


class DigitalInOut:
    def __init__(self, pin):
        self.pin = pin
        self.value = None   # not driven yet

    def switch_to_output(self, value=False, drive_mode=None):
        self.value = value


class AudioOut(standin_audioio.AudioOut):
    """The stand-in's AudioOut, which also refuses a pin in use and counts its stops."""

    made = []   # every AudioOut made, newest last

    def __init__(self, pin, **options):
        if getattr(pin, "taken", False):
            raise ValueError("pin in use")
        super().__init__(pin, **options)
        self.stops = 0
        AudioOut.made.append(self)

    def stop(self):
        super().stop()
        self.stops += 1


class Synthesizer:
    def __init__(self, sample_rate=11025, channel_count=1, waveform=None, envelope=None):
        self.pressed = []
        self.envelope = envelope

    def release_all_then_press(self, note):
        self.pressed = [(note, note.frequency)]

    def release_all(self):
        self.pressed = []


class Note:
    def __init__(self, frequency, waveform=None, envelope=None, amplitude=1.0):
        self.frequency = frequency
        self.waveform = waveform
        self.amplitude = amplitude


class Envelope:
    def __init__(self, **times):
        self.times = times


class RawSample:
    def __init__(self, buffer, channel_count=1, sample_rate=8000):
        self.buffer = buffer
        self.sample_rate = sample_rate


class Keys:
    """keypad's scanners: no key is ever pressed."""

    def __init__(self, *pins, **options):
        self.events = types.SimpleNamespace(overflowed=False, get_into=lambda event: False,
                                            clear=lambda: None)


def module(name, **parts):
    made = types.ModuleType(name)
    for key, value in parts.items():
        setattr(made, key, value)
    return made


def fake_modules(synthio=True):
    """CircuitPython's modules as a PyBadge, a PyGamer or a PewPew M4 has them."""
    pins = ("SPEAKER", "SPEAKER_ENABLE", "NEOPIXEL", "BUTTON_CLOCK", "BUTTON_OUT",
            "BUTTON_LATCH", "JOYSTICK_X", "JOYSTICK_Y", "BUTTON_UP", "BUTTON_DOWN",
            "BUTTON_LEFT", "BUTTON_RIGHT", "BUTTON_O", "BUTTON_X", "BUTTON_Z")
    board = module("board", DISPLAY=types.SimpleNamespace(auto_refresh=True, brightness=1.0),
                   **{name: Pin(name) for name in pins})
    return {
        "board": board,
        "digitalio": module("digitalio", DigitalInOut=DigitalInOut,
                            Direction=types.SimpleNamespace(OUTPUT=1, INPUT=0)),
        "audioio": module("audioio", AudioOut=AudioOut),
        "audiocore": module("audiocore", RawSample=RawSample),
        "synthio": module("synthio", Synthesizer=Synthesizer, Note=Note, Envelope=Envelope)
        if synthio else None,   # None in sys.modules: its import raises ImportError
        "keypad": module("keypad", ShiftRegisterKeys=Keys, Keys=Keys,
                         Event=lambda: types.SimpleNamespace(key_number=0, pressed=False)),
        "microcontroller": module("microcontroller"),   # no nvm: the save slot is in RAM
        "neopixel_write": module("neopixel_write", neopixel_write=lambda pin, data: None),
        "analogio": module("analogio", AnalogIn=lambda pin: types.SimpleNamespace(value=32767)),
    }


@pytest.fixture
def device():
    """Install fake modules (``device(synthio=False)`` for a board without synthio) and a
    fresh import of the board modules; everything is put back afterwards."""
    saved = dict(sys.modules)
    parts = {name: getattr(boards, name) for name in dir(boards) if not name.startswith("_")}

    def install(synthio=True):
        AudioOut.made.clear()
        for name in list(sys.modules):
            if name.startswith("boards."):
                del sys.modules[name]
        sys.modules.update(fake_modules(synthio))
        return sys.modules["board"]

    yield install
    for name in list(sys.modules):
        if name not in saved:
            del sys.modules[name]
    sys.modules.update(saved)
    for name in dir(boards):
        if not name.startswith("_") and name not in parts:
            delattr(boards, name)
    for name, value in parts.items():
        setattr(boards, name, value)


def pressed(speaker):
    """The frequency the synthesizer sounds, or None."""
    notes = speaker.voice.synth.pressed
    return notes[0][1] if notes else None


def test_the_pybadge_plays_without_waiting_and_drives_its_amplifier(device):
    board = device()
    from boards.pybadge import Hardware
    from boards.speaker import FADE_MS, SynthVoice

    hardware = Hardware()
    assert hardware.speaker is None           # no sound code until the sound is on
    hardware.set_volume(HIGH)
    speaker = hardware.speaker
    assert isinstance(speaker.voice, SynthVoice)
    assert speaker.enable.pin is board.SPEAKER_ENABLE and speaker.enable.value is False
    audio = AudioOut.made[-1]
    assert audio.pin is board.SPEAKER
    hardware.sound_tick(1000)
    start = time.perf_counter()
    hardware.play(((440, 100), (0, 40), (660, 60)))
    assert time.perf_counter() - start < 0.01
    assert pressed(speaker) == 440 and audio.playing and speaker.enable.value is True
    hardware.sound_tick(1080)
    assert pressed(speaker) == 440           # a note lasts its time ...
    hardware.sound_tick(1100)
    assert pressed(speaker) is None          # ... then the rest
    hardware.sound_tick(1140)
    assert pressed(speaker) == 660
    hardware.sound_tick(1200)
    assert pressed(speaker) is None and audio.playing and speaker.enable.value
    hardware.sound_tick(1200 + FADE_MS)      # the last note has faded: all off
    assert not audio.playing and speaker.enable.value is False
    hardware.sound_tick(1300)
    assert audio.plays == 1


def test_a_new_sound_replaces_the_one_playing(device):
    device()
    from boards.pygamer import Hardware

    hardware = Hardware()
    assert hardware.speaker is None           # no sound code until the sound is on
    hardware.set_volume(HIGH)
    speaker = hardware.speaker
    assert speaker.enable.pin is sys.modules["board"].SPEAKER_ENABLE
    hardware.sound_tick(0)
    hardware.play(((300, 100), (400, 100)))
    hardware.sound_tick(20)
    hardware.play(((880, 60), (990, 60)))
    assert pressed(speaker) == 880
    hardware.sound_tick(80)                  # 880's 60 ms from the frame it started in
    assert pressed(speaker) == 990
    for now in range(100, 300, 20):
        hardware.sound_tick(now)
        assert pressed(speaker) in (990, None)   # nothing of the first sound comes back
    assert not speaker.voice.audio.playing and speaker.enable.value is False


def test_the_volume_sets_the_loudness_and_off_stops_everything(device):
    device()
    from boards.pybadge import Hardware
    from boards.speaker import SYNTH_LEVELS

    hardware = Hardware()
    assert hardware.speaker is None           # no sound code until the sound is on
    hardware.set_volume(HIGH)
    speaker = hardware.speaker
    hardware.set_volume(LOW)
    assert speaker.voice.note.amplitude == SYNTH_LEVELS[LOW]
    hardware.play(((440, 100),))
    hardware.set_volume(OFF)
    assert pressed(speaker) is None and not speaker.voice.audio.playing
    assert speaker.enable.value is False
    hardware.play(((440, 100),))
    assert pressed(speaker) is None and speaker.enable.value is False


def test_without_synthio_a_looped_sample_plays_each_note(device):
    board = device(synthio=False)
    from boards.pewpew_m4 import Hardware
    from boards.speaker import WAVE_CYCLE, WaveVoice

    hardware = Hardware()
    assert hardware.speaker is None           # no sound code until the sound is on
    hardware.set_volume(HIGH)
    speaker = hardware.speaker
    assert isinstance(speaker.voice, WaveVoice) and speaker.enable is None
    audio = AudioOut.made[-1]
    assert audio.pin is board.SPEAKER
    hardware.sound_tick(0)
    hardware.play(((440, 40), (0, 20), (880, 40)))
    assert audio.playing and audio.loop and audio.sample.sample_rate == 440 * WAVE_CYCLE
    hardware.sound_tick(40)
    assert not audio.playing                 # the rest
    hardware.play(((523, 40),))              # replaces it at once
    assert audio.playing and audio.sample.sample_rate == 523 * WAVE_CYCLE
    for now in range(60, 200, 20):
        hardware.sound_tick(now)
    assert not audio.playing and audio.plays == 2


def test_a_board_without_a_speaker_or_its_modules_is_silent(device):
    board = device()
    from boards.speaker import Speaker

    for speaker in (Speaker(None), Speaker(None, board.SPEAKER_ENABLE)):
        speaker.set_volume(HIGH)
        speaker.play(((440, 100),))
        speaker.tick(200)
        assert speaker.voice is None and speaker.enable is None
    board.SPEAKER.taken = True               # the pin is used by something else
    assert Speaker(board.SPEAKER).voice is None
    sys.modules["audioio"] = None            # a CircuitPython without audioio
    speaker = Speaker(Pin("SPEAKER"), board.SPEAKER_ENABLE)
    speaker.play(((440, 100),))
    speaker.tick(100)
    assert speaker.voice is None and speaker.enable is None


def test_the_speaker_imports_and_stays_silent_on_the_desktop():
    from boards.speaker import Speaker

    speaker = Speaker(Pin("SPEAKER"), Pin("SPEAKER_ENABLE"))   # no audioio here
    start = time.perf_counter()
    speaker.play(((440, 300),))
    speaker.tick(1000)
    assert time.perf_counter() - start < 0.01 and speaker.voice is None


def test_the_speaker_compiles_with_mpy_cross():
    from tools.device.micropython import compile_all

    assert compile_all([REPO / "boards" / "speaker.py", REPO / "lib" / "shell" / "sounds.py"]) == []
