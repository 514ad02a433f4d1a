"""
`store_counts`
====================================================

A store's figures, kept in RAM only (writing them to flash all day would wear it out): attract
games shown, games people started, games finished, errors the app restarted after. They last
until the board is reset, across the app's own restarts, and show on the diagnostics screen
and the serial console.
"""

NAMES = ("attract games", "games by people", "games finished", "errors")
_counts = [0] * len(NAMES)


def count(name):
    _counts[NAMES.index(name)] += 1


def value(name):
    return _counts[NAMES.index(name)]


def lines():
    """``name: count``, one a line."""
    return ["%s: %d" % (name, _counts[index]) for index, name in enumerate(NAMES)]
