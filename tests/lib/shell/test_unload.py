"""lib/shell/unload.py: a folder of lib/ let go at once, and nothing beside it."""

import sys
import types
from pathlib import Path

from shell import unload

REPO = Path(__file__).resolve().parents[3]


def test_a_package_s_modules_go_and_no_other_module_does(monkeypatch):
    # Imported here: an app an earlier test ran may have let them go.
    from screens import menu
    from views import text_view
    from screens import title_screen

    import engine.game

    # The app's own loop drops from sys.modules; here a copy of it, so the real one stays.
    modules = dict(sys.modules)
    a_test = types.ModuleType("test_of_a_screen")   # a test's module, in tests/lib/screens/
    a_test.__file__ = str(REPO / "tests" / "lib" / "screens" / "test_of_a_screen.py")
    modules[a_test.__name__] = a_test
    monkeypatch.setattr(sys, "modules", modules)
    assert {menu.__name__, title_screen.__name__} <= set(modules)
    unload.unload_package("screens")
    assert "screens.menu" not in modules and "screens.title_screen" not in modules
    kept = {text_view.__name__, unload.__name__, engine.game.__name__, a_test.__name__}
    assert kept <= set(modules)
    screens = str(REPO / "lib" / "screens")
    assert [name for name, module in modules.items()
            if (getattr(module, "__file__", None) or "").startswith(screens)] == []


def test_saving_s_code_goes_with_the_engine_s_saving_modules(monkeypatch):
    from saving import save_slot  # noqa: F401

    import engine.blob_writer  # noqa: F401

    modules = dict(sys.modules)
    monkeypatch.setattr(sys, "modules", modules)
    unload.unload_saving()
    assert "saving.save_slot" not in modules and "saving.slot_writer" not in modules
    assert "engine.blob_writer" not in modules and "engine.game" in modules
