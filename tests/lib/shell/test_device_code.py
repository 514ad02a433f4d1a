"""Device code: type-checked against CircuitPython for each board, compiled with mpy-cross,
and the board picked from the machine's name."""

from pathlib import Path

import pytest

from boards import UnknownBoard, module_for
from tools.device.typecheck import BOARDS, check, check_desktop
from tools.device.micropython import compile_all
from tools.lib_path import app_modules

REPO = Path(__file__).resolve().parents[3]


@pytest.mark.parametrize("board_module", sorted(BOARDS))
def test_device_code_type_checks_against_the_board(board_module):
    ok, output = check(board_module)
    assert ok, output


def test_the_desktop_board_type_checks_as_desktop_code():
    ok, output = check_desktop()
    assert ok, output


def test_device_files_compile_with_mpy_cross():
    files = [REPO / "code.py"] + list(app_modules().values()) + [
        REPO / "boards" / (name + ".py")
        for name in ("__init__", "device", "shift_keys", "leds", *BOARDS)]
    assert compile_all(files) == []


def test_the_board_is_picked_from_the_machine_name():
    assert module_for("Adafruit Pybadge with samd51j19") == "pybadge"
    assert module_for("Adafruit EdgeBadge with samd51j19") == "pybadge"
    assert module_for("Adafruit PyGamer with samd51j19") == "pygamer"
    assert module_for("PewPew M4 with samd51g19") == "pewpew_m4"
    with pytest.raises(UnknownBoard, match="not supported"):
        module_for("Raspberry Pi Pico with rp2040")
