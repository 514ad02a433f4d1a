"""Tactic Tiles (docs/rules.md T): setup from a seed, seats 2 to 6, tiles removed so that every
seat gets the same number of turns, and the shorter game option."""

from support import raises

from engine.rng import seed_state, shuffle
from engine.tactic.position import position_text
from engine.tactic.setup import SetupError, new_game, tiles_in_play
from engine.tactic.tiles import canonical_tiles


def tiles_of(game):
    tiles = [game.grid[cell] >> 2 for cell in game.placed]
    for hand in game.hands:
        tiles += list(hand)
    return tiles + list(game.stack)


def test_tiles_are_removed_so_every_seat_gets_equal_turns():
    assert [tiles_in_play(seats) for seats in range(2, 7)] == [72, 72, 72, 70, 72]
    for seats in range(2, 7):
        game = new_game(seats, 7)
        count = len(tiles_of(game))
        assert count == tiles_in_play(seats) and count % seats == 0
        assert sorted(tiles_of(game)) == sorted(set(tiles_of(game)))


def test_a_shorter_game_uses_fewer_tiles():
    assert tiles_in_play(2, 36) == 36 and tiles_in_play(4, 18) == 16 and tiles_in_play(5, 36) == 35
    game = new_game(4, 9, 18)
    assert len(tiles_of(game)) == 16 and len(game.stack) == 4


def test_seats_and_lengths_out_of_range_are_refused():
    for seats in (1, 7):
        assert "seats" in str(raises(SetupError, new_game, seats))
    assert "length" in str(raises(SetupError, new_game, 4, 0, 11))   # not a full hand each
    assert "length" in str(raises(SetupError, new_game, 2, 0, 73))


def test_the_deal_follows_the_seed():
    tiles = canonical_tiles()
    shuffle(tiles, seed_state(0xBEEF))
    game = new_game(3, 0xBEEF, 36)
    assert list(game.hands[0]) == list(tiles[0:3])
    assert list(game.hands[2]) == list(tiles[6:9])
    assert list(game.stack) == list(tiles[9:36])
    assert position_text(game) == position_text(new_game(3, 0xBEEF, 36))
    assert position_text(game) != position_text(new_game(3, 0xBEEE, 36))
    assert position_text(game).endswith(" 0,0,0 1 0 0")
    assert position_text(game).startswith("- 385251,432108,267264 ")
