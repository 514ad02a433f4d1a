"""
`screen`
====================================================

What the app asks of every screen, written down once. A screen shows one displayio group;
the app passes it each button event and, once a frame, the time. A screen keeps nothing of
the screen before it: the app builds the next one when it is needed.
"""


class Screen:
    """The base of every screen. Each one sets ``group``: the displayio group the app shows
    while this screen is on."""

    # True for a screen during a game that holds the game still: while it is on show, the
    # clock of the seat to move and the game's time stand still (the hand-off, a lesson's
    # page, the pause). On every other screen the turn goes on (:meth:`shell.app.App.turn_runs`).
    pauses = False

    def handle(self, button, kind):
        """A button event: ``button`` is a :mod:`boards` bit, ``kind`` is
        :data:`shell.buttons.PRESS` or :data:`shell.buttons.REPEAT`."""

    def tick(self, now):
        """Once a frame, after the events, with the frame's time in milliseconds."""

    def hidden(self):
        """The app shows another screen: give back anything shared that ``group`` holds."""
