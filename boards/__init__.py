"""
`boards`
====================================================

One module per board, each with a ``Board`` class giving the same things: ``display``,
``buttons()`` (the held buttons as a mask of :mod:`buttons` bits), ``storage`` (the save slot),
``light(colour)`` (its LEDs, if any), ``dim(dimmed)``, ``ticks_ms()``, ``seed()`` and
``log(text)``. :func:`module_for` picks the
module from ``os.uname().machine``.
"""

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
