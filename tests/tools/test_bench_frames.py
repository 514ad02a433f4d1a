"""
`tests.tools.test_bench_frames`
====================================================

The frames of a game of Latice, measured (``tools/bench/frames.py``): the pixels each frame
sends repeat exactly and follow what changed on the screen, and the counted run
(``python -m tools.bench --counts``) prints each frame's work, pixels and frame time beside its
budget. The counted test needs valgrind and the MicroPython unix VM, as
``tests/tools/test_bench_counts.py``'s, and takes about a minute.
"""

import re

import pytest

from shell.sprites import CELL
from tools.bench.frames import CURSOR, FIGURES, HELD, RESTED, pixels


@pytest.fixture(scope="module")
def sent():
    return pixels()


def frames_of(sent, label):
    return [count for name, count in sent if name == label]


def test_the_pixels_sent_repeat_exactly(sent):
    assert pixels() == sent


def test_every_frame_of_interest_is_measured(sent):
    assert [label for label, *_ in FIGURES] == list(dict.fromkeys(name for name, _ in sent))
    assert len(frames_of(sent, CURSOR)) == 3
    assert len(frames_of(sent, HELD)) == 51


def test_a_frame_that_changes_nothing_sends_nothing(sent):
    # a held direction repeats after 400 ms, every 120 ms: most frames of a hold move nothing
    held = frames_of(sent, HELD)
    assert held.count(0) > len(held) // 2
    assert max(held) > 0


def test_a_cursor_move_sends_its_two_cells_and_not_the_whole_screen(sent):
    for count in frames_of(sent, RESTED) + frames_of(sent, CURSOR):
        assert 2 * CELL * CELL <= count < 160 * 128


@pytest.mark.slow
def test_the_counted_run_prints_each_frame_beside_its_budget():
    from tools.bench.counts import measure, report

    text = report(measure(("pystone", "frames"), pystone_passes=200, timed=False))
    lines = text.splitlines()
    assert any(line.startswith("Frames of a game of Latice") for line in lines)
    for _label, words, budget_ms, budget_pixels in FIGURES:
        row = next(line for line in lines if line.startswith(words))
        # instructions, the stand-ins' of them, work, pixels sent, frame time, then the
        # budget and its verdict
        assert re.search(r" ([\d,]+) +([\d,]+) +[\d.]+ (ms|us|s) +[\d,]+ +[\d.]+ (ms|us|s) "
                         r"+<= %d ms (ok|OVER)" % budget_ms, row), row
        instructions, standins = re.search(r" ([\d,]+) +([\d,]+) ", row).groups()
        assert 0 < int(standins.replace(",", "")) < int(instructions.replace(",", "")), row
        if budget_pixels is not None:
            assert re.search(r"<= 1,200 px (ok|OVER)$", row), row
