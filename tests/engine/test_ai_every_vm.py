"""The computer players choose the same actions from the same seed on every Python: this file
runs under CPython and under MicroPython (tests/test_micropython.py), whose ``list.sort`` is
not stable, so an order that leaves ties to the sort differs from one VM to the other."""

from engine.actions import END, PLACE
from engine.ai import make_player
from engine.ai.hard import HardPlayer, keep_best
from engine.ai.players import scored_actions
from engine.ai.view import SeatView
from engine.options import Options
from engine.setup import new_game

# The first turns of two games as CPython plays them; MicroPython must play the same: an expert
# against a hard player (2 seats, seed 5), and a kiosk's first attract game (3 seats, a fast
# start, the seed the simulator's --seed 7 gives it).
KIOSK_SEED = 1390851128
KIOSK_KINDS = ("medium", "hard", "easy")
EXPERT_ACTIONS = (74044, 458752, 146503, 458752, 149320, 82247, 458752, 196639, 458752)
KIOSK_ACTIONS = (141353, 79390, 262144, 90664, 262144, 78365, 262144, 87331, 458752, 141363,
                 143911, 152659, 70184, 262144, 71252, 458752, 74545, 458752, 152661, 69972,
                 327680, 87064, 262144, 82484, 262144, 82229, 458752, 87648, 262144, 83008,
                 262144, 75335, 262144, 82751, 262144, 82251, 458752, 74045, 458752)


def play(options, seed, kinds, turns):
    """The actions of the first ``turns`` turns, the seats' players seeded as the app does."""
    game = new_game(options, seed)
    players = [make_player(kind, seed + seat) for seat, kind in enumerate(kinds)]
    actions = []
    ended = 0
    for _ in range(40 * turns):   # a turn is a handful of actions, never forty
        if ended == turns or game.is_over():
            break
        action = players[game.to_move].choose(SeatView(game, game.to_move))
        game.apply(action)
        actions.append(action)
        ended += action == END
    assert ended == turns or game.is_over()
    return actions


def test_the_hard_players_candidates_break_ties_by_the_action():
    game = new_game(Options(2), 11)
    play_to = play(Options(2), 11, ("medium", "medium"), 4)
    for action in play_to:
        game.apply(action)
    places = list(scored_actions(game, PLACE))
    scores = [score for score, _ in places]
    assert len(set(scores)) < len(scores), "the position should have tied placements"
    expected = [action for _, action in sorted(places, reverse=True)[:HardPlayer.wide]]
    assert HardPlayer(1).candidates(game, 0) == expected


def test_keep_best_keeps_what_sorting_them_all_would():
    """The hard player's candidates come a pair at a time into a short list: the same ones,
    in the same order, as sorting every pair and taking the first few."""
    pairs = [((seed * 7) % 5, seed * 3 % 11) for seed in range(40)]
    pairs = [pair for index, pair in enumerate(pairs) if pair not in pairs[:index]]
    for count in (0, 1, 3, 6, len(pairs) + 2):
        kept = []
        assert keep_best(kept, iter(pairs), count) == len(pairs)
        assert kept == sorted(pairs, reverse=True)[:count]


def test_a_kiosk_game_plays_the_same_on_every_vm():
    assert play(Options(3, formation="fast-start"), KIOSK_SEED, KIOSK_KINDS, 6) == list(
        KIOSK_ACTIONS)


def test_an_expert_game_plays_the_same_on_every_vm():
    assert play(Options(2), 5, ("expert", "hard"), 4) == list(EXPERT_ACTIONS)
