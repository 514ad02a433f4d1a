"""The app's loop after an error (``main_loop.run``, :mod:`error_report`): whatever the VM lacks
(a traceback module, its ``print_exception``, MicroPython's ``sys.print_exception``) and
however little heap is left (a MemoryError while printing, or while counting), the error is
reported as well as it can be, nothing escapes, and the app starts again on its first
screen and goes on."""

import os
import sys
import types

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from shell import store_counts  # noqa: E402
from app_driver import loaded_from  # noqa: E402
import pytest  # noqa: E402
from support import Frames  # noqa: E402

FRAMES = 12
FAILING_STEP = 3


class Wrong(RuntimeError):
    """The error the app's third frame raises."""


def run_with_one_error(tmp_path, monkeypatch, vm=None):
    """``main_loop.run`` on the desktop board whose app fails in its third frame, with ``vm``
    called first (it takes away what the VM lacks); the apps it started and the frames each
    played."""
    from shell import app as app_module
    from shell import main_loop

    from boards import desktop

    hardware = desktop.Hardware(str(tmp_path / "save.bin"), quiet=True, seed=1)
    if vm is not None:
        vm()
    started = []
    real_start = main_loop.start
    monkeypatch.setattr(main_loop, "start", lambda hardware: started.append(real_start(hardware))
                        or started[-1])
    steps = []
    real_step = app_module.App.step

    def step_failing_once(app, now):
        steps.append(app)
        if len(steps) == FAILING_STEP:
            raise Wrong("a frame fails")
        real_step(app, now)

    monkeypatch.setattr(app_module.App, "step", step_failing_once)
    with pytest.raises(StopIteration):   # the run never stops by itself
        main_loop.run(hardware, Frames(FRAMES))
    return started, steps


def assert_started_again(started, steps):
    assert len(started) == 2 and started[0] is not started[1]
    again = started[1]
    assert type(again.screen).__name__ == "TitleScreen"
    # The frame that failed, the frame that started the app again, then every other frame.
    assert steps.count(again) == FRAMES - FAILING_STEP - 1 > 0


def traceback_module(print_exception=None):
    """CPython's ``traceback`` module as it is, but with ``print_exception`` replaced, or taken
    away (``None``)."""
    import traceback

    module = types.ModuleType("traceback")
    module.__dict__.update(traceback.__dict__)
    del module.print_exception
    if print_exception is not None:
        module.print_exception = print_exception   # type: ignore[attr-defined]
    return module


def test_a_traceback_module_without_print_exception_falls_back_to_sys(tmp_path, monkeypatch):
    printed = []

    def vm():
        monkeypatch.setitem(sys.modules, "traceback", traceback_module())
        monkeypatch.setattr(sys, "print_exception", printed.append, raising=False)

    errors = store_counts.value("errors")
    started, steps = run_with_one_error(tmp_path, monkeypatch, vm)
    assert len(printed) == 1 and isinstance(printed[0], Wrong)
    assert store_counts.value("errors") == errors + 1
    assert_started_again(started, steps)


def test_with_no_way_to_print_a_traceback_the_error_s_name_is_printed(tmp_path, monkeypatch,
                                                                      capsys):
    def vm():
        monkeypatch.setitem(sys.modules, "traceback", None)   # importing it: ImportError
        monkeypatch.delattr(sys, "print_exception", raising=False)

    errors = store_counts.value("errors")
    started, steps = run_with_one_error(tmp_path, monkeypatch, vm)
    assert "error: Wrong\n" in capsys.readouterr().out
    assert store_counts.value("errors") == errors + 1
    assert_started_again(started, steps)


def test_a_memory_error_while_printing_still_restarts_the_app(tmp_path, monkeypatch, capsys):
    def out_of_heap(*arguments):
        raise MemoryError

    def vm():
        monkeypatch.setitem(sys.modules, "traceback", traceback_module(out_of_heap))
        monkeypatch.setattr(sys, "print_exception", out_of_heap, raising=False)

    started, steps = run_with_one_error(tmp_path, monkeypatch, vm)
    assert "error: Wrong\n" in capsys.readouterr().out
    assert_started_again(started, steps)


def test_a_failing_count_still_restarts_the_app(tmp_path, monkeypatch):
    def out_of_heap(name):
        raise MemoryError

    printed = []

    def vm():
        monkeypatch.setitem(sys.modules, "traceback", traceback_module())
        monkeypatch.setattr(sys, "print_exception", printed.append, raising=False)
        monkeypatch.setattr(store_counts, "count", out_of_heap)

    started, steps = run_with_one_error(tmp_path, monkeypatch, vm)
    assert len(printed) == 1
    assert_started_again(started, steps)


def test_when_the_report_cannot_even_load_the_error_s_name_is_printed(tmp_path, monkeypatch,
                                                                      capsys):
    def vm():
        monkeypatch.setitem(sys.modules, "shell.error_report", None)   # as if no heap to load it

    started, steps = run_with_one_error(tmp_path, monkeypatch, vm)
    assert "error: Wrong\n" in capsys.readouterr().out
    assert len(started) == 2 and type(started[1].screen).__name__ == "TitleScreen"
    assert steps.count(started[1]) == FRAMES - FAILING_STEP - 1


def test_the_traceback_is_printed_where_the_vm_has_it(tmp_path, monkeypatch, capsys):
    started, steps = run_with_one_error(tmp_path, monkeypatch)
    err = capsys.readouterr().err
    assert "Traceback" in err and "Wrong: a frame fails" in err
    assert_started_again(started, steps)


def test_an_error_in_a_game_lets_its_code_go_before_the_app_starts_again(tmp_path):
    """After a MemoryError in a game the game's code held the heap the new app needs: the app
    starts again as at power-on, with no game's or screen's code loaded and nothing shown."""
    from shell import main_loop
    from shell.app import App

    from boards import desktop
    from engine.options import Options

    hardware = desktop.Hardware(str(tmp_path / "save.bin"), quiet=True, seed=1)
    runner = main_loop.Runner(hardware)
    runner.app.start(Options(2), ["human", "human"])
    assert "latice.game_screen" in sys.modules and "engine.game" in sys.modules

    def out_of_heap(now):
        raise MemoryError

    runner.app.step = out_of_heap
    at_start = []
    real_start = main_loop.start
    read_settings = App.read_settings

    def start(hardware):
        at_start.append(hardware.display.root_group)
        return real_start(hardware)

    def read_settings_and_look(app):   # the new app's first use of the heap
        at_start.append([name for name in sys.modules if name == "engine.game"]
                        + loaded_from("latice", "screens"))
        return read_settings(app)

    main_loop.start = start
    App.read_settings = read_settings_and_look
    try:
        runner.step(100)   # the game's frame fails
        runner.step(200)   # the app starts again
    finally:
        main_loop.start = real_start
        App.read_settings = read_settings
    assert at_start == [None, []]
    assert type(runner.app.screen).__name__ == "TitleScreen"
