"""The probe for a heap area given back with a live object in it
(``tools/device/gc_area_check.py``): on a VM whose heap never grows it finds nothing wrong, so
a fault it reports on CircuitPython's growing heap is the VM's."""

from tools.device import app_micropython as harness
from tools.device import gc_area_check


def test_on_a_heap_that_never_grows_every_tuple_reads_as_it_was_made():
    printed = gc_area_check.run_probe({}, gc_area_check.FIXED_HEAP,
                                      command=harness.unix_micropython())
    assert printed == ("tuples made: %d, reading wrong after a collection: 0"
                       % gc_area_check.TUPLES)
    assert gc_area_check.sound(printed)


def test_a_wrong_tuple_or_a_crash_is_reported_as_the_fault():
    assert not gc_area_check.sound("tuples made: 1927, reading wrong after a collection: 1")
    assert not gc_area_check.sound("the VM failed (status -11): ")


def test_the_probe_is_written_for_a_board(tmp_path):
    target = tmp_path / "code.py"
    assert gc_area_check.main(["--write", str(target)]) == 0
    assert target.read_text("utf-8") == gc_area_check.PROBE
