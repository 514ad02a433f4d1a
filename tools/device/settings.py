"""
`tools.device.settings`
====================================================

The keys the game needs in a CIRCUITPY drive's ``settings.toml``, and a careful editor for
them: only top-level ``KEY = value`` lines are looked at, our keys' values are replaced or
our keys added before the first ``[table]``, and every other byte of the file (other keys,
comments, blank lines, line ends) stays as it was. :mod:`tools.device.deploy` writes the result.
"""

import re

FILE = "settings.toml"

# CircuitPython's VM keeps Python's call stack apart from the heap, 1,536 bytes by default on
# CircuitPython 9 (2,048 on 10). Measured on CircuitPython's own VM (python -m
# tools.device.app_circuitpython --board pybadge): every mode needs at most 1,536 bytes. The
# value chosen is 10.x's default, which leaves room above that need on 9.x too.
PYSTACK_SIZE = 2048
# CircuitPython 9+ starts the Python heap at 8 KB and grows it into the heap it shares with
# displayio, USB and audio, then gives an area back when a collection finds it empty. Its
# py/gc.c (10.2.1) takes an area whose only live object is a 16-byte one at its first block for
# an empty one, and what is placed there next overwrites that object: on the PyBadge's heap
# (python -m tools.device.app_circuitpython --board pybadge) pass and play crashed that way
# from first areas of 8 and 64 KB. A first area of 144 KB holds every mode's whole game in the
# model, which carries 24 KB of stand-ins a board has in ROM (only the kiosk grew it, once), so
# the heap does not grow or shrink and the fault has nothing to strike. It leaves about 7 KB of
# the PyBadge's port heap for what CircuitPython takes there while the game runs: the buttons'
# event queue, the speaker's sound buffers and, while a computer writes to the drive, its
# 4 KB flash cache (without room it writes through, more slowly). A board with less RAM
# starts from CircuitPython's own 8 KB instead.
HEAP_START_SIZE = 144 * 1024
KEYS = (("CIRCUITPY_PYSTACK_SIZE", str(PYSTACK_SIZE)),
        ("CIRCUITPY_HEAP_START_SIZE", str(HEAP_START_SIZE)))

TABLE = re.compile(r"\s*\[")


class SettingsError(ValueError):
    """A settings.toml that cannot be edited as text."""


def settings_text(old):
    """The new ``settings.toml`` as text, from the drive's (``old``: its bytes, or ``None``
    when it has none).

    :raises SettingsError: when ``old`` is not UTF-8 text
    """
    if old is None:
        return "".join("%s = %s\n" % key_value for key_value in KEYS)
    try:
        text = old.decode("utf-8")
    except UnicodeDecodeError as error:
        raise SettingsError("%s on the drive is not UTF-8 text (%s): fix it or delete it, "
                            "then run this again" % (FILE, error)) from None
    if "\x00" in text:
        raise SettingsError("%s on the drive holds NUL bytes, so it is not text: fix it or "
                            "delete it, then run this again" % FILE)
    for key, value in KEYS:
        text = with_key(text, key, value)
    return text


def with_key(text, key, value):
    """``text`` with the top-level ``key`` set to ``value``: its line's value replaced (its
    spacing and comment kept), or a new line before the first table (at the end if none)."""
    lines = text.splitlines(keepends=True)
    line_end = "\r\n" if "\r\n" in text else "\n"
    pattern = re.compile(r"(\s*%s\s*=\s*)([^#\r\n]*?)(\s*(?:#[^\r\n]*)?(?:\r\n|\n|\r)?)$"
                         % re.escape(key))
    top_level = len(lines)
    for index, line in enumerate(lines):
        if TABLE.match(line):
            top_level = index
            break
        match = pattern.match(line)
        if match:
            lines[index] = match.group(1) + value + match.group(3)
            return "".join(lines)
    if top_level > 0 and not lines[top_level - 1].endswith(("\n", "\r")):
        lines[top_level - 1] += line_end
    lines.insert(top_level, "%s = %s%s" % (key, value, line_end))
    return "".join(lines)
