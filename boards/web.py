"""
`boards.web`
====================================================

The web page's board (``python -m tools.web``): a PyBadge drawn in a browser. The page's own
stand-ins for CircuitPython's modules (``web/`` in the repository) draw the screen on a canvas,
feed the keyboard and the drawn buttons to the PyBadge's key scanner, keep ``microcontroller.nvm``
in the browser's storage, and show the NeoPixels and sound the speaker through the page.

What differs from a PyBadge: the seeds of new games come from the page (a list first, for the
tests' repeatable games, then a generator seeded from the browser), and a reload is left to the
page, which starts everything afresh.
"""

import random

from boards import pybadge


class Hardware(pybadge.Hardware):
    """:param seeds: the first games' seeds, in order
    :param entropy: seeds the generator of the games' seeds after those"""

    restarts_between_games = False   # the page's heap grows on demand; a reload reloads the page

    def __init__(self, seeds=(), entropy=0):
        super().__init__()
        self.seeds = list(seeds)
        random.seed(entropy)
        self.restart_asked = False

    def seed(self):
        if self.seeds:
            return self.seeds.pop(0)
        return random.getrandbits(32)

    def restart(self):
        """The page reloads itself when it sees this (``page.restart_asked``)."""
        self.restart_asked = True
