"""R5 playing a colour tile: adjacency, matching every neighbour, and the stones earned.

The rule is checked in one place, :func:`engine.rules.placement_neighbours`; the copies
written out for speed (the legal-action generator, the expert's quick scan) are held to it
here, and so is the side a refusal names. Every case of R5 is in this file.
"""

from positions import game_at, legal_texts, play, played_positions, text_of
from support import raises

from engine.action_notation import action_text
from engine.actions import place, placed_tile, to_square
from engine.ai.evaluate import placement_value
from engine.ai.expert import richest_placement
from engine.game import IllegalActionError
from engine.options import Options
from engine.rules import NOT_TOUCHING, placement_neighbours, placements, unmatched_side
from engine.squares import DIRECTIONS, IS_SUN, ON_BOARD, board_squares, empty_board
from engine.action_notation import parse_square
from engine.tiles import WIND, canonical_colour_tiles, tile_colour, tile_shape, tiles_match
from engine.action_notation import parse_tile

SEATS = ("Rb:GgGd:0:0", "To:Tt:0:0")
COLOUR_TILES = canonical_colour_tiles(1)   # each of the 36 colour tiles once


def test_a_tile_must_touch_a_tile():
    game = game_at({"e5": "Rf"}, seats=SEATS)
    before = text_of(game)
    raises(IllegalActionError, play, game, "Rb@e7")
    assert text_of(game) == before
    assert legal_texts(game)[:4] == ["Rb@d5", "Rb@e4", "Rb@e6", "Rb@f5"]


def test_a_tile_must_match_every_neighbour():
    game = game_at({"e5": "Rf", "e7": "Yd"}, seats=SEATS)
    before = text_of(game)
    error = raises(IllegalActionError, play, game, "Rb@e6")
    assert "must match its neighbour on e7" in str(error)
    assert text_of(game) == before


def test_the_check_names_the_first_neighbour_not_matched_up_down_left_right():
    board = game_at({"e6": "Rf", "e4": "Yd", "d5": "Gd", "f5": "Ro"}, seats=SEATS).board
    red_bird, yellow_bird = parse_tile("Rb"), parse_tile("Yb")
    moon = parse_square("e5")
    assert DIRECTIONS[unmatched_side(placement_neighbours(board, moon, red_bird, False))] == (
        parse_square("e4") - moon)                       # Yellow Dolphin, below
    assert DIRECTIONS[unmatched_side(placement_neighbours(board, moon, yellow_bird, False))] == (
        parse_square("e6") - moon)                       # Red Feather, above
    assert placement_neighbours(board, parse_square("a9"), red_bird, False) == NOT_TOUCHING
    assert unmatched_side(NOT_TOUCHING) == -1 and unmatched_side(2) == -1


def test_by_colour_or_by_shape():
    game = game_at({"e5": "Rf", "e7": "Yb"}, seats=SEATS)
    report = play(game, "Rb@e6")
    assert report.neighbours == 2


def test_one_neighbour_earns_nothing():
    game = game_at({"e5": "Rf"}, seats=SEATS)
    report = play(game, "Rb@e6")
    assert (report.sunstones, report.halfstones) == (0, 0)


def test_a_double_earns_a_halfstone():
    game = game_at({"d6": "Rf", "e5": "Yb"}, seats=SEATS)
    play(game, "Rb@e6")
    assert (game.sunstones[0], game.halfstones[0]) == (0, 1)


def test_a_trefoil_earns_a_sunstone():
    game = game_at({"d6": "Rf", "e5": "Yb", "f6": "Rt"}, seats=SEATS)
    report = play(game, "Rb@e6")
    assert report.neighbours == 3
    assert (game.sunstones[0], game.halfstones[0]) == (1, 0)


def test_a_latice_earns_two_sunstones():
    game = game_at({"d6": "Rf", "e5": "Yb", "f6": "Rt", "e7": "Nb"}, seats=SEATS)
    report = play(game, "Rb@e6")
    assert report.neighbours == 4 and not report.sun_square
    assert (game.sunstones[0], game.halfstones[0]) == (2, 0)


def test_a_sun_square_adds_a_sunstone():
    game = game_at({"c4": "Rf"}, seats=SEATS)
    report = play(game, "Rb@c3")
    assert report.sun_square
    assert (game.sunstones[0], game.halfstones[0]) == (1, 0)


def test_a_latice_on_a_sun_square_earns_three():
    game = game_at({"b3": "Rf", "d3": "Yb", "c2": "Rt", "c4": "Nb"}, seats=SEATS)
    play(game, "Rb@c3")
    assert game.sunstones[0] == 3


def test_a_double_on_a_corner_sun_square():
    game = game_at({"a2": "Rf", "b1": "Yb"}, seats=SEATS)
    play(game, "Rb@a1")
    assert (game.sunstones[0], game.halfstones[0]) == (1, 1)


def test_stones_earned_can_be_spent_at_once():
    game = game_at({"d6": "Rf", "e5": "Yb", "f6": "Rt"}, seats=("RbRo:GgGd:0:0", "To:Tt:0:0"))
    play(game, "Rb@e6", "buy:s", "Ro@e7")
    assert game.sunstones[0] == 0


def test_a_tile_leaves_the_rack_as_its_leftmost_copy():
    game = game_at({"e5": "Rf"}, seats=("GdRbYoRb:Gg:0:0", "To:Tt:0:0"))
    play(game, "Rb@e6")
    assert text_of(game).split(" ")[1].startswith("GdYoRb:")


def test_an_occupied_square_is_refused():
    game = game_at({"e5": "Rf", "e6": "Rt"}, seats=SEATS)
    raises(IllegalActionError, play, game, "Rb@e6")


def test_a_tile_not_in_the_rack_is_refused():
    game = game_at({"e5": "Rf"}, seats=SEATS)
    error = raises(IllegalActionError, play, game, "Rt@e6")
    assert "not in the rack" in str(error)


def _texts_for(game, code):
    rack = game.rack()
    return [action_text(action, rack) for action in game.legal_actions(parse_tile(code))]


def test_the_legal_actions_of_one_rack_tile_are_its_placements():
    board = {"e5": "Rf", "e7": "Yd"}
    game = game_at(board, seats=("RbYbRbWGg:GgGd:0:0", "To:Tt:0:0"))
    before = text_of(game)
    assert _texts_for(game, "Rb") == ["Rb@e4", "Rb@d5", "Rb@f5"]  # once, though held twice
    assert _texts_for(game, "Yb") == ["Yb@d7", "Yb@f7", "Yb@e8"]
    assert _texts_for(game, "Gg") == []  # in the rack, but nowhere to go
    assert _texts_for(game, "To") == []  # not in the rack
    assert text_of(game) == before
    play(game, "Rb@e4")
    assert _texts_for(game, "Yb") == []  # no move left
    over = game_at(board, seats=("RbYb:GgGd:0:0", "To:Tt:0:0"), passes=2)
    assert _texts_for(over, "Rb") == []


def test_two_tiles_match_when_they_share_their_colour_or_their_shape():
    for a in COLOUR_TILES:
        for b in COLOUR_TILES:
            same = tile_colour(a) == tile_colour(b) or tile_shape(a) == tile_shape(b)
            assert tiles_match(a, b) == same, (a, b)


def test_the_legal_action_generator_matches_tiles_as_tiles_match_does():
    """``placements`` writes R5's match out for speed: for every pair of tiles, with the
    neighbour on each side of the square, it must agree with the one check."""
    centre = parse_square("e5")
    around = sorted([centre + step for step in DIRECTIONS])
    board = empty_board()
    for neighbour in COLOUR_TILES:
        board[centre] = neighbour
        for tile in COLOUR_TILES:
            matches = tiles_match(neighbour, tile)
            listed = sorted([to_square(action)
                             for action in placements(board, bytearray([tile]), False)])
            assert listed == (around if matches else []), (neighbour, tile)
            for square in around:
                assert (placement_neighbours(board, square, tile, False) >= 0) == matches


def test_the_expert_s_quick_scan_matches_tiles_as_tiles_match_does():
    """``engine.ai.expert.richest_placement`` writes R5's match out for speed too. A tile
    beside each of these squares has one sun square next to it, on a different side each
    time: that square is the richest, so each side's test decides the answer, for every pair
    of tiles."""
    centres = [parse_square(name) for name in ("e8", "e2", "b5", "h5")]
    sides = []
    for centre in centres:
        suns = [step for step in DIRECTIONS if ON_BOARD[centre + step] and IS_SUN[centre + step]]
        assert len(suns) == 1
        sides.append(suns[0])
    assert sorted(sides) == sorted(DIRECTIONS)
    table = Options(2).stones_table()
    for centre, side in zip(centres, sides):
        board = empty_board()
        for neighbour in COLOUR_TILES:
            board[centre] = neighbour
            for tile in COLOUR_TILES:
                expected = place(tile, centre + side) if tiles_match(neighbour, tile) else None
                assert richest_placement(board, bytearray([tile]), False, table) == expected


def _checked_squares(game):
    """(tile, square, the check's answer) for every colour tile of the rack to move and every
    empty square of the board (or boards)."""
    board = game.board
    board_empty = game.tiles_on_board == 0
    for tile in game.rack():
        if tile == WIND:
            continue
        for square in board_squares(board):
            if not board[square]:
                yield tile, square, placement_neighbours(board, square, tile, board_empty)


def test_the_speed_copies_agree_with_the_check_on_the_positions_of_played_games():
    """On every position of a few hundred turns of play (one board and two, every setup),
    the legal-action generator lists exactly the placements the check allows, and the
    expert's quick scan picks the first of the richest of them, as the players value them."""
    positions = 0
    for game in played_positions(8, 80):
        positions += 1
        board, rack = game.board, game.rack()
        board_empty = game.tiles_on_board == 0
        allowed = set([place(tile, square) for tile, square, answer in _checked_squares(game)
                       if answer >= 0])
        listed = list(placements(board, rack, board_empty))
        assert set(listed) == allowed and len(listed) == len(allowed), text_of(game)
        table = game.options.stones_table()
        best, best_value = None, -1
        for action in listed:
            value = placement_value(board, to_square(action), placed_tile(action),
                                    board_empty, table)
            if value > best_value:
                best, best_value = action, value
        assert richest_placement(board, rack, board_empty, table) == best, text_of(game)
    assert positions > 400


def test_the_side_the_check_names_is_the_first_neighbour_not_matched():
    """What a refusal says comes from the check: the side it names holds a tile that does
    not match, every side before it matches or is empty; and a tile that touches nothing is
    told so."""
    for game in played_positions(8, 80):
        if game.tiles_on_board == 0:
            continue
        for tile, square, answer in _checked_squares(game):
            neighbours = [game.board[square + step] for step in DIRECTIONS]
            side = unmatched_side(answer)
            if side >= 0:
                assert neighbours[side] and not tiles_match(neighbours[side], tile)
                assert all([not other or tiles_match(other, tile)
                            for other in neighbours[:side]])
            elif answer == NOT_TOUCHING:
                assert not any(neighbours)
            else:
                assert answer == len([other for other in neighbours if other]) > 0
