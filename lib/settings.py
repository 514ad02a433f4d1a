"""
`settings`
====================================================

What the handheld remembers across power-off besides the game: the computer's pace, the sound's
volume, the LEDs' brightness, kiosk mode, the last setup used, and how many games each kind of
seat (a human, each computer level) played and won. Only the values live here, all the time;
reading and writing them (:mod:`settings_store`) is loaded for that moment only.
"""

# (name, default, how many values it takes): one byte each when stored. The sound is off
# until it is turned on: its code then takes about 7 KB of heap (README, "Will it fit?").
FIELDS = (("pace", 1, 3), ("volume", 0, 3), ("brightness", 2, 3), ("kiosk", 0, 2),
          ("seats", 2, 9), ("kind1", 0, 4), ("kind2", 2, 4), ("kind3", 2, 4), ("kind4", 2, 4),
          ("formation", 0, 4), ("tournament", 0, 2), ("kid", 0, 2), ("partners", 0, 2),
          ("match", 0, 3), ("control", 0, 5))
try:
    from typing import Any  # noqa: F401 (named in a type comment)
except ImportError:
    pass

KINDS = ("human", "easy", "medium", "hard")   # who plays a Latice seat, as stored
KIND_COUNT = len(KINDS)


class Settings:
    """The values by name (``settings.pace``), ``played`` and ``won`` per seat kind,
    ``problem``: why the stored record could not be read ("" when it could, or was empty), and
    ``image``: the storage's bytes (:mod:`settings_store`'s buffer, made at start-up)."""

    def __init__(self):
        for name, default, _ in FIELDS:
            setattr(self, name, default)
        self.played = [0] * KIND_COUNT
        self.won = [0] * KIND_COUNT
        self.problem = ""
        self.image = None  # type: Any  # the storage's bytes: settings_store's one buffer
