"""The benchmark runs on both interpreters and prints every figure (it asserts no timings)."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from tools.bench.summary import main


def test_the_benchmark_prints_every_figure(capsys):
    assert main([]) == 0
    out = capsys.readouterr().out
    for figure in ("legal actions", "one apply", "whole random game", "serialised state",
                   "live heap", "import cost", "seeds: mid-game", "hard, one whole turn, median",
                   "hard, one whole turn, worst", "engine + AI live heap",
                   "App on a device", "board cells redrawn by a cursor move: 0",
                   "Tactic Tiles engine", "greedy player, one turn, worst"):
        assert figure in out
