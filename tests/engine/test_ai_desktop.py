"""Computer players, what only a desktop can check: the expert's module loads only when asked
for, and a hint can come from it."""

import subprocess
import sys
from pathlib import Path

from test_ai import _mid_game

from engine.ai.hint import hint
from engine.ai import make_player
from engine.ai.view import SeatView

REPO = Path(__file__).resolve().parents[2]


def test_the_expert_loads_only_when_a_seat_or_hint_asks_for_it():
    code = ("import sys; import engine.ai.players, engine.ai.hint; "
            "print('engine.ai.expert' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, cwd=str(REPO)).stdout
    assert out.strip() == "False"


def test_the_hard_player_loads_only_when_a_seat_or_hint_asks_for_it():
    code = ("import sys; from engine.ai import make_player; make_player('easy'); "
            "make_player('medium'); print('engine.ai.hard' in sys.modules); "
            "make_player('hard'); print('engine.ai.hard' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, cwd=str(REPO)).stdout
    assert out.split() == ["False", "True"]


def test_a_hint_comes_from_hard_unless_the_expert_is_asked_for():
    game = _mid_game(2, 53)
    view = SeatView(game, game.to_move)
    assert hint(game) == make_player("hard", 1).choose(view)
    assert hint(game, "expert") == make_player("expert", 1).choose(view)
