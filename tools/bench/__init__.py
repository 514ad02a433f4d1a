"""
`tools.bench`
====================================================

The benchmarks: the engine's and the computer players' speed and memory (``python -m
tools.bench``, :mod:`tools.bench.summary`), the counted device estimates (``--counts``,
:mod:`tools.bench.counts`), the app's heap estimate, the players' strength against each other
(:mod:`tools.bench.arena`, :mod:`tools.bench.tune_hard`) and a simulated store day.
"""
