"""Exercise 4: your computer player (exercises/my_player.py) beats the easy level.

It plays 20 two-seat games against easy: 10 seeds, each once with your player first and once
with easy first, as tools/bench/arena.py does. A tie counts as half a win. Your player must win at
least 14 of them.
"""

from engine.actions import END
from engine.action_notation import action_text
from engine.ai import make_player
from engine.ai.view import SeatView
from engine.options import Options
from engine.position import position_text
from engine.setup import new_game
from exercises.my_player import MyPlayer

OPPONENT = "easy"
SEEDS = range(101, 111)
NEEDED = 14
MOST_ACTIONS = 20000   # far more than a game needs: a player that never stops fails


def play(players, seed):
    """One game; returns the winning seats."""
    game = new_game(Options(2), seed)
    for _ in range(MOST_ACTIONS):
        if game.is_over():
            return game.result()[1]
        seat = game.to_move
        before = position_text(game)
        action = players[seat].choose(SeatView(game, seat))
        assert game.is_legal(action), (
            "seat %d chose an illegal action (%s) in this position:\n%s" % (
                seat + 1, action_text(action, game.rack()) if action != END else "end",
                before))
        game.apply(action)
    raise AssertionError("a game with seed %d did not end after %d actions"
                         % (seed, MOST_ACTIONS))


def test_my_player_beats_easy():
    score = 0.0
    games = 0
    for seed in SEEDS:
        for mine in (0, 1):
            players = [make_player(OPPONENT, seed * 8 + seat + 1) for seat in range(2)]
            players[mine] = MyPlayer(seed * 8 + mine + 1)
            winners = play(players, seed)
            if mine in winners:
                score += 1.0 / len(winners)
            games += 1
    assert score >= NEEDED, (
        "your player won %g of %d games against %s; it needs %d" % (
            score, games, OPPONENT, NEEDED))
