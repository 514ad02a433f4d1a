"""
`boards`
====================================================

One module per board. Each gives a ``Hardware`` class with the same parts, so the app never
asks which board it runs on:

- ``display``: the 160 x 128 display, with ``auto_refresh`` off;
- ``read_buttons()``: ``(presses, held)``: the logical buttons pressed since the last call,
  in the order they were pressed (a press and its release between two calls still counts),
  and the mask of the buttons held now;
- ``storage``: the save slot's bytes, with ``read(size)`` and ``write(data)``;
- ``light(colour)``: its LEDs, if any; ``dim(dimmed)``: its backlight;
- ``play(notes)``: starts a short sound and returns at once, never holding up the frame:
  ``notes`` is a tuple of ``(frequency_hz, duration_ms)`` pairs, 0 Hz being a rest; a new
  sound replaces one still playing; a board without a speaker plays nothing;
- ``sound_tick(now)``: the frame's time (ms), every frame: the sound moves on to its next
  note and ends (see :mod:`boards.speaker`); it costs next to nothing when nothing plays;
- ``set_volume(level)``: 0 is off, 1 low, 2 high;
- ``seed()``: a random number for a new game; ``log(text)``: the serial console.
- ``restart()``: the program starts again from the drive, with a fresh heap (on a device
  the call does not return); ``restarts_between_games``: True on a board whose heap is small
  enough that the app restarts when a finished game's title returns (:class:`shell.app.App`):
  every name a module loads stays in the heap until the program restarts.

The logical buttons are the bits below; a board maps its own keys onto them.
:func:`module_for` picks the module from ``os.uname().machine``. Nothing here imports the
app: the app imports the boards.
"""

UP = 1
DOWN = 2
LEFT = 4
RIGHT = 8
A = 16
B = 32
START = 64
SELECT = 128

# (words in os.uname().machine, module) in the order they are tried.
KNOWN = (("PyGamer", "pygamer"), ("Pybadge", "pybadge"), ("PyBadge", "pybadge"),
         ("EdgeBadge", "pybadge"), ("PewPew M4", "pewpew_m4"))


class UnknownBoard(RuntimeError):
    """The app does not know this board."""


def module_for(machine):
    """The board module's name for an ``os.uname().machine`` string."""
    for words, module in KNOWN:
        if words in machine:
            return module
    raise UnknownBoard("this board is not supported: %r (supported: PyBadge, EdgeBadge, "
                       "PyGamer, PewPew M4)" % machine)
