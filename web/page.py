"""
`page`
====================================================

The Python side of the web page: the page's JavaScript calls these functions, and nothing
else. :func:`start` makes the web board (:mod:`boards.web`) and the device's loop
(``main_loop.Runner``); the page then calls :func:`step` once a frame and reads back what the
board shows: the picture (:func:`pixels`) and its backlight (:func:`brightness`), the
NeoPixels (:func:`lights`), the speaker's note (:func:`tone`), the save slot's bytes
(:func:`saved`).

Buttons come in through :func:`key`, numbered 0 to 7 as :data:`BUTTONS` lists them, and go
into the PyBadge's key scanner as its shift register would report them.
"""

import os

import ubinascii as binascii  # the built-in one: plain binascii is slow Python here

import board
import microcontroller
import neopixel_write
import uctypes

from boards import A, B, DOWN, LEFT, RIGHT, SELECT, START, UP, pybadge
from boards.leds import BRIGHTNESS

BUTTONS = (UP, DOWN, LEFT, RIGHT, A, B, START, SELECT)  # the page's numbers for the buttons

_runner = None
_hardware = None
_drawings = 0       # the display's drawings the page has seen
_erases = 0         # the NVM's writes the page has kept
_lights = 0         # the NeoPixels' writes the page has shown


def start(seeds, kiosk, saved, entropy):
    """Make the board and the app and draw the first frame. ``seeds``: comma-separated game
    seeds ("" for none); ``kiosk``: 1 for a store's kiosk; ``saved``: the NVM as base64 ("" for
    a new one); ``entropy``: seeds the games after the listed ones."""
    global _runner, _hardware, _erases
    if saved:
        _load_nvm(binascii.a2b_base64(saved))
    _erases = microcontroller.nvm.erases
    if kiosk:
        os.getenv = _kiosk_setting   # what a store's settings.toml says on a device

    from boards.web import Hardware
    from shell import main_loop

    _hardware = Hardware([int(seed) for seed in seeds.split(",") if seed], entropy)
    _runner = main_loop.Runner(_hardware)
    board.DISPLAY.refresh()


def _load_nvm(data):
    if len(data) != len(microcontroller.nvm):
        raise ValueError("the saved NVM has %d bytes, not %d" % (len(data),
                                                                 len(microcontroller.nvm)))
    nvm = microcontroller.nvm
    for index in range(len(data)):
        nvm._data[index] = data[index]


def _kiosk_setting(name, default=None):
    return "1" if name == "LATICE_KIOSK" else default


def step(now):
    """One frame at ``now`` (ms); 1 if the picture changed."""
    global _drawings
    _runner.step(now)
    drawings = board.DISPLAY.drawings
    changed = drawings != _drawings
    _drawings = drawings
    return 1 if changed else 0


def key(number, pressed):
    """Button ``number`` (0-7, as :data:`BUTTONS`) went down (``pressed`` 1) or up (0)."""
    if not 0 <= number < len(BUTTONS):
        raise ValueError("no button %r: 0 to 7 are Up, Down, Left, Right, A, B, Start, Select"
                         % (number,))
    key_number = pybadge.BITS.index(BUTTONS[number])
    _hardware.keys.events.put(key_number, bool(pressed))


def pixels():
    """The address of the frame in the VM's memory: 160 x 128 RGB565 pixels, little-endian."""
    return uctypes.addressof(board.DISPLAY.pixels)


def lights():
    """The five NeoPixels as "rrggbb,..." if they changed since the last call, else ""."""
    global _lights
    if neopixel_write.writes == _lights:
        return ""
    _lights = neopixel_write.writes
    data = neopixel_write.last   # green, red, blue per pixel, dimmed by boards.leds
    colours = []
    for index in range(0, len(data) - 2, 3):
        green, red, blue = (min(255, value * 255 // BRIGHTNESS) for value in data[index:index + 3])
        colours.append("%02x%02x%02x" % (red, green, blue))
    return ",".join(colours)


def _voice():
    speaker = _hardware.speaker if _hardware is not None else None
    return speaker.voice if speaker is not None else None


def tone():
    """The frequency (Hz) the speaker sounds now, 0 when silent."""
    voice = _voice()
    synth = getattr(voice, "synth", None)
    if synth is None or not voice.audio.playing or not synth.pressed:
        return 0
    return int(synth.pressed[0].frequency)


def loudness():
    """The speaker's loudness, 0 to 100."""
    voice = _voice()
    note = getattr(voice, "note", None)
    return 0 if note is None else int(note.amplitude * 100)


def saved():
    """The whole NVM as base64 if it was written since the last call, else ""."""
    global _erases
    nvm = microcontroller.nvm
    if nvm.erases == _erases:
        return ""
    _erases = nvm.erases
    return binascii.b2a_base64(nvm._data).decode().strip()


def brightness():
    """The backlight, 0 to 100: the app dims it after a while without a button."""
    return int(board.DISPLAY.brightness * 100)


def restart_asked():
    return 1 if _hardware is not None and _hardware.restart_asked else 0


def screen():
    """The class name of the screen on show, for the tests."""
    app = _runner.app if _runner is not None else None
    return type(app.screen).__name__ if app is not None else ""
