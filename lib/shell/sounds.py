"""
`sounds`
====================================================

A short sound for what happens in a game: a tile placed, a double, trefoil or latice, a sun square,
a wind, an exchange, the end of a turn, a win, and a press the rules refuse. Like the lights
(:mod:`shell.lights`), the sounds listen to the session's changes; the win is played by the end's
:mod:`screens.celebration`, however the game ended. The board plays a sound by itself while the loop
goes on (its ``play`` returns at once), moved on by :meth:`Sounds.tick` every frame.
"""

from engine.actions import END, EXCHANGE, PLACE, SHIFT, action_kind

OFF = 0
LOW = 1
HIGH = 2

# Each sound is a tuple of (frequency in Hz, milliseconds) notes; 0 Hz is a rest.
SOUNDS = {
    "placed": ((784, 40),),                                    # G5: a tap
    "double": ((659, 60), (880, 100)),                         # E5 A5: up a fourth
    "trefoil": ((659, 50), (784, 50), (988, 120)),             # E5 G5 B5
    "latice": ((659, 50), (784, 50), (988, 50), (1319, 180)),  # E5 G5 B5 E6
    "sun": ((1047, 50), (0, 20), (1568, 130)),                 # C6, G6: a sparkle
    "wind": ((440, 40), (494, 40), (554, 40), (622, 60)),      # A4 B4 C#5 D#5: a gust
    "exchange": ((392, 50), (0, 30), (392, 50)),               # G4 G4: tiles go, tiles come
    "turn end": ((523, 60), (392, 100)),                       # C5 G4: down, done
    "win": ((523, 80), (659, 80), (784, 80), (1047, 150)),     # C5 E5 G5 C6: a fanfare
    "refused": ((147, 90), (0, 30), (147, 90)),                # D3 D3: a low buzz
}


def sound_for(change):
    """The name of the sound for a session's :class:`shell.session.Change`, or ``None`` (an action
    taken back, or a bought move). A placement that does two things at once (a double on a
    sun square) sounds the rarer one: latice, trefoil, sun, double."""
    report = change.report
    if report is None:
        return None
    if change.action == END:
        return "turn end"
    kind = action_kind(change.action)
    if kind == SHIFT:
        return "wind"
    if kind == EXCHANGE:
        return "exchange"
    if kind != PLACE:
        return None
    if report.neighbours == 4:
        return "latice"
    if report.neighbours == 3:
        return "trefoil"
    if report.sun_square:
        return "sun"
    if report.neighbours == 2:
        return "double"
    return "placed"


class Sounds:
    """:param hardware: a board's ``Hardware`` (its ``play``, ``sound_tick``, ``set_volume``)
    :param int volume: ``OFF``, ``LOW`` or ``HIGH``"""

    def __init__(self, hardware, volume=LOW):
        self.hardware = hardware
        self.volume = volume
        self.set_volume(volume)

    def set_volume(self, level):
        self.volume = level
        self.hardware.set_volume(level)

    def tick(self, now):
        """The frame's time: the board moves its sound on."""
        self.hardware.sound_tick(now)

    def on_change(self, change):
        name = sound_for(change)
        if name is not None:
            self.play(name)

    def refused(self):
        """A press the rules refused."""
        self.play("refused")

    def play(self, name):
        if self.volume != OFF:
            self.hardware.play(SOUNDS[name])
