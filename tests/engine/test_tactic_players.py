"""Tactic Tiles' computer players: legal choices, blind to hidden tiles, the greedy level
takes points and beats the random one."""

from engine.tactic.notation import action_text, parse_action
from engine.tactic.players import (EasyPlayer, GreedyPlayer, Player, make_view, seat_view,
                                   unseen_tiles)
from engine.tactic.position import parse_position, position_text
from engine.tactic.setup import new_game


def test_both_levels_choose_legal_actions_and_leave_the_game_as_it_was():
    for player in (EasyPlayer(3), GreedyPlayer()):
        game = new_game(3, 11, 36)
        while not game.is_over():
            text = position_text(game)
            action = player.choose(game)
            assert position_text(game) == text
            assert game.is_legal(action), action_text(action)
            game.apply(action)


def test_the_greedy_player_sees_only_the_grid_and_its_hand():
    # The same grid and hand, with the other hand and the stack swapped around.
    first = parse_position("01r0@0,0/02r0@1,0 030405,060708 091011 2,0 1 0 0")
    second = parse_position("01r0@0,0/02r0@1,0 030405,111009 080706 2,0 1 0 0")
    assert GreedyPlayer().choose(first) == GreedyPlayer().choose(second)
    assert list(unseen_tiles(first, 0)) == list(range(6, 73))
    view = seat_view(first)
    assert list(view.hands[0]) == [3, 4, 5]
    assert list(view.hands[1]) == [0, 0, 0] and list(view.stack) == [0, 0, 0]
    assert list(view.legal_actions()) == list(first.legal_actions())


def test_the_greedy_player_takes_the_four_corner_match():
    # On 1,1 tile 4 turned twice scores 4 (two corner points and two colours).
    game = parse_position("01r0@0,0/02r0@1,0/03r1@0,1 04,- - 0,0 1 0 0")
    choice = GreedyPlayer().choose(game)
    assert game.copy().apply(choice).points == 4
    assert action_text(choice) == "04r2@1,1"


def test_forced_actions_are_taken():
    game = parse_position("01r0@0,0 616263,0203 646566 0,0 1 0 0")
    assert GreedyPlayer().choose(game) == parse_action("redraw")
    assert EasyPlayer(5).choose(game) == parse_action("redraw")


def test_the_greedy_player_beats_the_random_one():
    greedy_wins = 0
    for seed in (1, 2, 3, 4):
        game = new_game(2, seed, 36)
        players = (GreedyPlayer(), EasyPlayer(seed))
        if seed % 2:
            players = (players[1], players[0])
        while not game.is_over():
            game.apply(players[game.to_move].choose(game))
        greedy = 0 if seed % 2 == 0 else 1
        if game.result()[1] == [greedy]:
            greedy_wins += 1
    assert greedy_wins >= 3


def test_a_seat_with_an_empty_hand_sees_a_game_still_in_play():
    game = parse_position("01r0@0,0 -,02 - 0,0 1 0 0")
    assert not seat_view(game).is_over()
    assert GreedyPlayer().choose(game) == parse_action("end")


def test_every_player_thinks_on_the_one_view_made_at_the_start():
    game = new_game(3, 8, 36)
    make_view(3)
    view = Player.view
    for player in (GreedyPlayer(), EasyPlayer(2), GreedyPlayer()):
        game.apply(player.choose(game))
        assert Player.view is view   # its grid was not allocated again
    make_view(3)
    assert Player.view is view
    make_view(4)
    assert Player.view is not view and Player.view.seats == 4
