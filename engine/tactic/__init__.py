"""
`engine.tactic`
====================================================

Tactic Tiles (docs/rules.md T), the second game, beside Latice's engine in ``engine/``. Compare the
two to see what a game provides:

=====================  ==============================  ==================================
what                   Latice (``engine/``)            Tactic Tiles (``engine/tactic/``)
=====================  ==============================  ==================================
tiles                  ``tiles``: one byte each        ``tiles``: a byte (1-72) naming a
                                                       16-bit pattern of 8 colour squares
the table              ``squares``: a fixed 9 x 9      ``grid``: an open grid kept in a
                       board                           33 x 33 window around the first tile
actions as small ints  ``actions``                     ``actions``
state, legal actions,  ``game``                        ``game``
apply, undo
why an action fails    ``illegal``                     ``illegal``
the end and winners    ``result``                      ``result``
a new game from a      ``setup`` (with ``options``)    ``setup``
seed
text positions         ``position``                    ``position``
action text            ``action_notation``             ``notation`` (and tile codes)
binary save            ``blob``                        ``blob``
computer players       ``ai/``                         ``players``
=====================  ==============================  ==================================

Shared, not copied: the random generator (:mod:`engine.rng`), the tile helpers that search and
edit bytearrays (:mod:`engine.tiles`), the checksum (:mod:`engine.crc`). The notation is
docs/tactic-notation.md; ``python -m tools.notation --game tactic`` speaks it.
"""
