"""
`settings`
====================================================

What the handheld remembers across power-off besides the game: the computer's pace, the sound's
volume, the LEDs' brightness, kiosk mode, the last setup used of each game, and how many games
each kind of seat (a human, each computer level of each game) played and won. Only the values
live here, all the time; reading and writing them (:mod:`saving.settings_store`) is loaded for that
moment only.
"""

# (name, default, how many values it takes): one byte each when stored. The sound is off
# until it is turned on: its code then takes about 7 KB of heap (README, "Will it fit?").
FIELDS = (("pace", 1, 3), ("volume", 0, 3), ("brightness", 2, 3), ("kiosk", 0, 2),
          ("seats", 2, 9), ("kind1", 0, 5), ("kind2", 2, 5), ("kind3", 2, 5), ("kind4", 2, 5),
          ("formation", 0, 4), ("tournament", 0, 2), ("kid", 0, 2), ("partners", 0, 2),
          ("match", 0, 3), ("control", 0, 5),
          # Tactic Tiles' last setup: its seats, the kinds (tactic_saving.KINDS) of seats 1-3
          # and of seats 4-6 as base-3 digits, the first seat's the lowest, and its length.
          ("tactic_seats", 2, 7), ("tactic_kinds", 24, 27), ("tactic_kinds2", 26, 27),
          ("tactic_length", 0, 2))
try:
    from typing import Any  # noqa: F401 (named in a type comment)
except ImportError:
    pass

KINDS = ("human", "easy", "medium", "hard", "expert")   # who plays a Latice seat, as stored
KIND_COUNT = len(KINDS)
COUNTS = KIND_COUNT + 3   # games played and won: by Latice's kinds, then by Tactic Tiles' 3


class Settings:
    """The values by name (``settings.pace``), ``played`` and ``won`` per seat kind (Latice's
    ``KINDS``, then Tactic Tiles'),
    ``problem``: why the stored record could not be read ("" when it could, or was empty), and
    ``image``: the storage's bytes (:mod:`saving.settings_store`'s buffer, made at start-up)."""

    def __init__(self):
        for name, default, _ in FIELDS:
            setattr(self, name, default)
        self.played = [0] * COUNTS
        self.won = [0] * COUNTS
        self.problem = ""
        self.image = None  # type: Any  # the storage's bytes: settings_store's one buffer
