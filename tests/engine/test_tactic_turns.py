"""Tactic Tiles (docs/rules.md T): the turn (lay, then end and draw), the redraw when nothing
matches, the end of the game and its winners, undo."""

from support import raises

from engine.tactic.actions import END, REDRAW
from engine.tactic.game import IllegalActionError
from engine.tactic.notation import action_text, parse_action
from engine.tactic.position import parse_position, position_text

# Tiles 61-72 have green and blue corners, red and yellow middles: none can match tile 1.
NO_MATCH = "01r0@0,0 616263,0203 040506%s 0,0 1 0 0"


def play(game, *texts):
    for text in texts:
        game.apply(parse_action(text))
    return game


def legal_texts(game):
    return sorted(action_text(action) for action in game.legal_actions())


def test_after_a_tile_the_turn_ends_and_the_hand_is_drawn_back_to_3():
    game = parse_position("01r0@0,0 020304,0506 070809 0,0 1 0 1")
    play(game, "02r0@1,0")
    assert legal_texts(game) == ["end"]
    assert "already laid" in str(raises(IllegalActionError, game.apply, parse_action("03r0@0,1")))
    report = game.apply(END)
    assert report.drawn == 1
    assert position_text(game) == "01r0@0,0/02r0@1,0 030407,0506 0809 2,0 2 0 0"


def test_a_seat_that_cannot_match_must_redraw_and_loses_a_point():
    game = parse_position(NO_MATCH % "")
    assert legal_texts(game) == ["redraw"]
    error = raises(IllegalActionError, game.apply, END)
    assert "redraw first" in str(error)
    report = game.apply(REDRAW)
    assert (report.points, report.drawn) == (-1, 3)
    # The hand goes to the bottom of the stack, in its order; 3 come from the top.
    assert position_text(game) == "01r0@0,0 040506,0203 616263 -1,0 1 1 0"
    error = raises(IllegalActionError, game.apply, REDRAW)
    assert "one redraw a turn: lay one of the new tiles" in str(error)
    assert "redraw" not in legal_texts(game) and "end" not in legal_texts(game)
    play(game, "04r0@1,0", "end")
    assert game.scores[0] == 1 and game.to_move == 1     # -1, then red and yellow: 2


def test_redrawing_only_non_matching_tiles_ends_the_turn_blocked():
    game = parse_position("01r0@0,0 616263,0203 646566 0,0 1 0 0")
    play(game, "redraw")
    assert legal_texts(game) == ["end"]
    error = raises(IllegalActionError, game.apply, REDRAW)
    assert "one redraw a turn: nothing matches, end the turn" in str(error)
    play(game, "end")
    assert position_text(game) == "01r0@0,0 646566,0203 616263 -1,0 2 0 1"


def test_scores_go_below_zero():
    game = parse_position("01r0@0,0 616263,0203 646566 -1,4 1 0 0")
    play(game, "redraw", "end")
    assert game.scores == [-2, 4]


def test_a_redraw_is_refused_while_a_tile_matches():
    game = parse_position("01r0@0,0 0261,0304 0506 0,0 1 0 0")
    error = raises(IllegalActionError, game.apply, REDRAW)
    assert "redraw only when none matches" in str(error)
    assert "can be laid" in str(raises(IllegalActionError, game.apply, END))


def test_a_short_stack_gives_back_the_seat_s_own_tiles():
    game = parse_position("01r0@0,0 616263,0203 64 0,0 1 0 0")
    play(game, "redraw")
    assert position_text(game) == "01r0@0,0 646162,0203 63 -1,0 1 1 0"


def test_an_empty_hand_can_only_end_and_that_counts_as_blocked():
    game = parse_position("01r0@0,0/02r0@1,0 -,0304 - 0,0 1 0 0")
    assert legal_texts(game) == ["end"]
    assert "hand is empty" in str(raises(IllegalActionError, game.apply, REDRAW))
    play(game, "end")
    assert (game.to_move, game.blocked) == (1, 1)


def test_the_game_ends_when_every_tile_is_played():
    game = parse_position("01r0@0,0 02,- - 0,0 1 0 0")
    play(game, "02r0@1,0")
    assert game.result() is None
    report = game.apply(END)
    assert report.result == ("out", [0])
    assert list(game.legal_actions()) == []
    assert "game is over" in str(raises(IllegalActionError, game.apply, END))


def test_the_game_ends_when_every_seat_in_turn_could_not_play():
    game = parse_position("01r0@0,0 616263,6465 - 3,5 1 0 1")
    play(game, "redraw", "end")
    assert game.result() == ("blocked", [1])
    assert game.scores == [2, 5]


def test_equal_points_tie():
    game = parse_position("01r0@0,0 6162,6465 - 3,2 1 0 1")
    play(game, "redraw", "end")
    assert game.result() == ("blocked", [0, 1])


def test_a_turn_without_a_tile_adds_to_blocked_and_a_tile_resets_it():
    game = parse_position("01r0@0,0 -,02 - 0,0 1 0 0")
    play(game, "end")
    assert game.blocked == 1
    play(game, "02r0@1,0", "end")
    assert game.blocked == 0 and game.result() == ("out", [1])


def test_undo_takes_back_the_turn_s_tile_only():
    text = "01r0@0,0 020304,0506 070809 0,0 1 0 0"
    game = parse_position(text)
    assert not game.can_undo()
    assert "nothing to undo" in str(raises(IllegalActionError, game.undo))
    action = parse_action("03r0@1,0")
    game.apply(action)
    assert game.can_undo()
    assert game.undo() == action
    assert position_text(game) == text
    play(game, "03r0@1,0", "end")
    assert not game.can_undo()
    game = parse_position(NO_MATCH % "")
    play(game, "redraw", "04r0@1,0")
    game.undo()
    assert position_text(game) == "01r0@0,0 040506,0203 616263 -1,0 1 1 0"
    assert not game.can_undo()


def test_the_turn_passes_round_every_seat():
    game = parse_position("01r0@0,0 02,03,04 - 0,0,0 1 0 0")
    seats = []
    for _ in range(3):
        seats.append(game.to_move)
        game.apply(list(game.legal_actions())[0])
        game.apply(END)
    assert seats == [0, 1, 2] and game.result()[0] == "out"
