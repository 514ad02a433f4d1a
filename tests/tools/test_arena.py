"""`python -m tools.bench.arena`: plays every seed in every seat order and reports win rates."""

import pytest

from tools.bench.arena import confidence, main, rotations, run_arena


def test_every_entrant_plays_every_seat():
    assert rotations([0, 1, 2]) == [[0, 1, 2], [1, 2, 0], [2, 0, 1]]


def test_confidence_interval_brackets_the_rate():
    low, high = confidence(70, 100)
    assert 0.6 < low < 0.7 < high < 0.8
    assert confidence(0, 10)[0] == 0.0 and confidence(10, 10)[1] == 1.0


def test_scores_add_up_to_the_games_played():
    figures = run_arena(["medium", "easy"], 1, 3, show_progress=False)
    assert figures["games"] == 6
    assert abs(sum(figures["scores"]) - 6) < 1e-9
    assert figures["turns"] > 0 and len(figures["think_worst"]) == 2


def test_the_report_names_each_entrant(capsys):
    assert main(["hard", "easy", "--seeds", "1", "--quiet"]) == 0
    out = capsys.readouterr().out
    assert "entrant 1 hard" in out and "entrant 2 easy" in out and "95% CI" in out


def test_the_old_hard_baseline_plays_legal_games():
    figures = run_arena(["old-hard", "easy"], 1, 2, show_progress=False)
    assert figures["games"] == 4 and abs(sum(figures["scores"]) - 4) < 1e-9


def test_the_expert_wins_both_seat_orders_against_easy():
    figures = run_arena(["expert", "easy"], 1, 1, show_progress=False)
    assert figures["games"] == 2 and figures["scores"] == [2.0, 0.0]


def test_games_side_by_side_give_the_same_figures():
    serial = run_arena(["hard", "medium"], 1, 2, show_progress=False)
    parallel = run_arena(["hard", "medium"], 1, 2, show_progress=False, jobs=2)
    assert parallel["games"] == serial["games"] == 4
    assert parallel["scores"] == serial["scores"] and parallel["turns"] == serial["turns"]


def test_jobs_must_be_at_least_one(capsys):
    with pytest.raises(SystemExit):
        main(["hard", "easy", "--jobs", "0"])
    assert "--jobs must be at least 1" in capsys.readouterr().err


def test_the_reference_works_twenty_times_the_expert_s_budget_and_wins_against_easy():
    from engine.ai.expert import ExpertPlayer
    from tools.bench.reference import ReferencePlayer

    assert ReferencePlayer(1).total >= 20 * ExpertPlayer(1).total
    figures = run_arena(["reference", "easy"], 1, 1, show_progress=False)
    assert figures["games"] == 2 and figures["scores"] == [2.0, 0.0]
    assert figures["think_median"][0] > figures["think_median"][1]


def test_the_seer_guesses_the_real_game_and_only_the_arena_shows_it():
    from engine.ai.expert import ExpertPlayer
    from engine.ai.view import SeatView
    from engine.options import Options
    from engine.setup import new_game
    from tools.bench.seer import SeerPlayer

    game = new_game(Options(2), 12)
    view = SeatView(game, 0)
    seer = SeerPlayer(1)
    seer.table = game
    seen = seer.guess(view)
    assert seen.racks == game.racks and seen.pools == game.pools and seen.rng == game.rng
    assert seen is not game
    assert ExpertPlayer(1).guess(view).racks[1] != game.racks[1]
    figures = run_arena(["seer", "easy"], 1, 1, show_progress=False)
    assert figures["games"] == 2 and figures["scores"] == [2.0, 0.0]
