"""Computer players, what only a desktop can check: the expert's module loads only when asked
for, and the hint uses the strongest level."""

import subprocess
import sys
from pathlib import Path

from test_ai import _mid_game

from engine.ai.hint import hint, hint_level
from engine.ai.players import make_player
from engine.ai.view import SeatView

REPO = Path(__file__).resolve().parent.parent


def test_the_expert_loads_only_when_a_seat_or_hint_asks_for_it():
    code = ("import sys; import engine.ai.players, engine.ai.hint; "
            "print('engine.ai.expert' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, cwd=str(REPO)).stdout
    assert out.strip() == "False"


def test_the_hint_uses_the_expert_on_a_desktop():
    assert hint_level() == "expert"
    game = _mid_game(2, 53)
    assert hint(game) == make_player("expert", 1).choose(SeatView(game, game.to_move))
