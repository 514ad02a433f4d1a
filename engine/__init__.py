"""
`engine`
====================================================

The rules of Latice and nothing else: pure Python for CPython, MicroPython and CircuitPython.
(A second game, Tactic Tiles, has its own package here, :mod:`engine.tactic`, whose docstring
sets the two side by side.)

Start here: :func:`engine.setup.new_game` makes a game, :class:`engine.game.Game` lists its
legal actions and applies them, :mod:`engine.position` and :mod:`engine.blob` turn it into
text and bytes, and :mod:`engine.actions` names the actions. Rule numbers (R1-R13, and T for
Tactic Tiles) in the docstrings are docs/rules.md's, which also names where each is checked.
"""
