"""`python -m tools.simulate` started as a player starts it: it prints what the game says
and nothing of the libraries it runs on (pygame's banner, Blinka's board warning)."""

import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent.parent
TIMEOUT = 120


def test_a_start_prints_only_what_the_game_says(tmp_path):
    script = tmp_path / "start.txt"
    script.write_text("a   # New game: on to the setup\n")
    env = {name: value for name, value in os.environ.items()
           if name != "PYGAME_HIDE_SUPPORT_PROMPT" and not name.startswith("BLINKA_")}
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    done = subprocess.run([sys.executable, "-m", "tools.simulate", "--script", str(script),
                           "--save", str(tmp_path / "save.bin")],
                          cwd=REPO, env=env, capture_output=True, text=True, timeout=TIMEOUT)
    assert done.returncode == 0, done.stderr
    for noise in ("pygame 2", "Hello from the pygame community", "not fully supported"):
        assert noise not in done.stdout + done.stderr
    assert done.stderr == ""
    assert done.stdout.splitlines() == ["screen: TitleScreen", "screen: SetupScreen"]
