"""
`engine.option_text`
====================================================

Options read from text: a setup NAME (``"tournament spike"``) and position field 10 (``-``,
or the flags ``k``, ``p``, ``d``, ``b2``/``b3``), as NOTATION.md writes them. Kept apart from
:mod:`engine.options`: the handheld makes its options from its setup screen and never reads
them as text, and every module it imports takes RAM.
"""

from engine.options import FORMATIONS, Options, OptionsError, formation_names


def parse_setup(name):
    """(tournament, formation) from a NAME like ``"standard"`` or ``"tournament spike"``."""
    words = name.split(" ")
    if words[0] not in ("standard", "tournament") or len(words) > 2 or (
            len(words) == 2 and words[1] not in FORMATIONS) or words[-1] == "":
        raise OptionsError("unknown setup %r (expected standard or tournament, optionally "
                           "followed by %s)" % (name, formation_names()))
    return words[0] == "tournament", words[1] if len(words) == 2 else ""


def parse_flags(text, seats, tournament=False, formation=""):
    """Options from position field 10 (``-``, or ``k``, ``p``, ``d``, ``b2``/``b3`` in
    order)."""
    kid = partners = two_boards = False
    buyback = 0
    rest = text
    if text != "-":
        if rest.startswith("k"):
            kid, rest = True, rest[1:]
        if rest.startswith("p"):
            partners, rest = True, rest[1:]
        if rest.startswith("d"):
            two_boards, rest = True, rest[1:]
        if rest in ("b2", "b3"):
            buyback, rest = int(rest[1]), ""
        if rest or not text:
            raise OptionsError("bad options %r (expected -, or k, p, d, b2/b3 in that order)"
                               % text)
    return Options(seats, tournament, formation, kid, partners, buyback, two_boards)
