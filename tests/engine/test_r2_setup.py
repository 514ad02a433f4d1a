"""R2 setup: dealing standard and tournament games from a seed (NOTATION.md "Randomness")."""

from positions import EXAMPLE, play, text_of

from engine.options import Options
from engine.rng import next_state, seed_state
from engine.setup import new_game
from engine.tiles import WIND


def _sizes(game):
    return [len(game.racks[s]) + len(game.pools[s]) for s in range(game.options.seats)]


def _winds(game, seat):
    return sum(1 for tile in game.racks[seat] + game.pools[seat] if tile == WIND)


def test_standard_deal_sizes():
    for seats, each in ((2, 42), (3, 28), (4, 21)):
        game = new_game(Options(seats), 7)
        assert _sizes(game) == [each] * seats
        for seat in range(seats):
            assert len(game.racks[seat]) == 5
            assert game.sunstones[seat] == 0 and game.halfstones[seat] == 0


def test_tournament_deals_winds_evenly():
    for seats, winds in ((2, 6), (3, 4), (4, 3)):
        game = new_game(Options(seats, tournament=True), 12345)
        assert _sizes(game) == [84 // seats] * seats
        for seat in range(seats):
            assert _winds(game, seat) == winds


def test_the_documented_example_start():
    game = new_game(Options(2), 0xBEEF)
    play(game, "No@e5")
    assert text_of(game) == EXAMPLE


def test_same_seed_same_game_other_seed_other_game():
    assert text_of(new_game(Options(3), 99)) == text_of(new_game(Options(3), 99))
    assert text_of(new_game(Options(3), 99)) != text_of(new_game(Options(3), 100))


def test_seed_zero_becomes_the_golden_ratio_constant():
    assert seed_state(0) == 0x9E3779B9
    assert text_of(new_game(Options(2), 0)) == text_of(new_game(Options(2), 0x9E3779B9))


def test_xorshift32_step():
    x = 1
    x ^= (x << 13) & 0xFFFFFFFF
    x ^= x >> 17
    x ^= (x << 5) & 0xFFFFFFFF
    assert next_state(1) == x == 270369


def test_seat_one_moves_first_with_one_free_move():
    game = new_game(Options(4), 5)
    assert game.to_move == 0 and game.moves == 1 and game.acted == 0
    assert game.passes == 0 and game.quiet == 0 and game.discard == 0
