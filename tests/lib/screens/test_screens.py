"""Every screen, drawn by the scripts in docs/screens (the tour, a match with a clock), equals
its committed reference picture."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from pathlib import Path  # noqa: E402

import pytest  # noqa: E402
from PIL import Image, ImageChops  # noqa: E402

from tools.simulate import Simulator, parse_script  # noqa: E402

SCREENS = Path(__file__).resolve().parents[3] / "docs" / "screens"
TOUR_SEED = 7


@pytest.mark.parametrize("script", sorted(SCREENS.glob("*.txt")), ids=lambda path: path.stem)
def test_every_screen_matches_its_reference(tmp_path, script, monkeypatch):
    if script.stem == "kiosk":
        monkeypatch.setenv("LATICE_KIOSK", "1")   # a store's settings.toml
    steps = parse_script(script.read_text())
    Simulator(str(tmp_path / "save.bin"), tmp_path / "shots", seed=TOUR_SEED).run_script(steps)
    names = [step[1] for step in steps if step[0] == "shot"]
    assert names
    for name in names:
        with Image.open(SCREENS / (name + ".png")) as expected, \
                Image.open(tmp_path / "shots" / (name + ".png")) as drawn:
            assert drawn.size == expected.size == (160, 128)
            difference = ImageChops.difference(drawn.convert("RGB"), expected.convert("RGB"))
            assert difference.getbbox() is None, "%s.png differs at %s" % (
                name, difference.getbbox())


def test_a_bad_script_line_is_refused():
    try:
        parse_script("a\njump 3\n")
    except ValueError as error:
        assert "line 2" in str(error)
    else:
        raise AssertionError("a bad script line was accepted")
