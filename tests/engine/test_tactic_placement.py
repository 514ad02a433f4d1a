"""Tactic Tiles (docs/rules.md T): where a tile may go. The first tile anywhere (at 0,0); later
tiles edge to edge with at least one match; turning; the grid's reach on the device."""

from support import raises

from engine.tactic.game import IllegalActionError
from engine.tactic.grid import (NEIGHBOUR_STEPS, ORIGIN, empty_grid, matched_colours,
                                matches_wanted, wanted_colours)
from engine.tactic.notation import ActionError, action_text, parse_action
from engine.tactic.position import parse_position, position_text
from engine.tactic.tiles import FACES, TILE_COUNT

# Tile 1 is RGRGYBYB: its right side (top-right, right, bottom-right) shows R G Y.
ONE_TILE = "01r0@0,0 %s,040506 - 0,0 1 0 0"


def legal_texts(game):
    return sorted(action_text(action) for action in game.legal_actions())


def refused(text, action):
    """Apply an illegal action: the error's text, and the position unchanged."""
    game = parse_position(text)
    error = raises(IllegalActionError, game.apply, parse_action(action))
    assert position_text(game) == text
    return str(error)


def test_the_first_tile_is_any_hand_tile_in_any_turn_at_0_0():
    game = parse_position("- 010203,040506 - 0,0 1 0 0")
    texts = legal_texts(game)
    assert len(texts) == 12
    assert texts[:4] == ["01r0@0,0", "01r1@0,0", "01r2@0,0", "01r3@0,0"]
    assert "first tile goes at 0,0" in refused("- 010203,040506 - 0,0 1 0 0", "01r0@1,0")


def test_a_later_tile_goes_edge_to_edge():
    text = ONE_TILE % "020313"
    assert "edge to edge" in refused(text, "02r0@1,1")     # corner to corner only
    assert "edge to edge" in refused(text, "02r0@2,0")
    places = set(action.split("@")[1] for action in legal_texts(parse_position(text)))
    assert places == {"1,0", "-1,0", "0,1", "0,-1"}


def test_a_tile_must_make_a_match():
    # Tile 61 (GRGRBYBY) has green and blue corners, red and yellow middles: tile 1 the
    # opposite, so no facing pair can be of one colour, however 61 is turned.
    text = ONE_TILE % "61"
    for turns in "0123":
        assert "no match" in refused(text, "61r%s@1,0" % turns)
    # Tile 13 (RYRYGBGB) matches tile 1's red top-right corner with its own red top-left,
    # when not turned; a quarter turn brings G B G to its left side: no match.
    text = ONE_TILE % "13"
    assert "no match" in refused(text, "13r1@1,0")
    game = parse_position(text)
    game.apply(parse_action("13r0@1,0"))
    assert game.placed == [parse_action("01r0@0,0") & 0x7FF, parse_action("13r0@1,0") & 0x7FF]


def test_facing_squares_that_do_not_match_are_allowed_beside_a_match():
    # Tile 2's left side is R B Y against tile 1's R G Y: two pairs match, one does not.
    game = parse_position(ONE_TILE % "02")
    report = game.apply(parse_action("02r0@1,0"))
    assert report.colours == 2


def test_the_tile_must_be_in_the_hand_and_the_cell_empty():
    text = ONE_TILE % "02"
    assert "not in the hand" in refused(text, "03r0@1,0")
    assert "not in the hand" in refused(text, "04r0@1,0")    # another seat's tile
    assert "taken" in refused(text, "02r0@0,0")


def test_tiles_may_be_turned_and_a_repeated_turn_is_not_a_new_placement():
    game = parse_position("- 08,01 - 0,0 1 0 0")
    assert legal_texts(game) == ["08r0@0,0", "08r1@0,0"]
    assert "looks the same" in refused("- 08,01 - 0,0 1 0 0", "08r2@0,0")


def test_the_grid_reaches_15_cells_from_the_first_tile():
    # A hand-made grid with a tile at the reach's edge, 15 cells right of the first.
    text = "01r0@0,0/03r0@15,0 %s,040506 - 0,0 1 0 0"
    game = parse_position(text % "02")
    texts = legal_texts(game)
    assert "02r0@14,0" in texts
    assert not [action for action in texts if "@16," in action]
    assert "reaches at most 15 cells" in refused(text % "02", "02r0@16,0")
    assert "beyond the grid's reach" in str(raises(ActionError, parse_action, "02r0@17,0"))
    # The same at the bottom and the left.
    game = parse_position("01r0@0,0/03r0@-15,-15 02,040506 - 0,0 1 0 0")
    texts = legal_texts(game)
    assert "02r0@-14,-15" in texts or "02r0@-15,-14" in texts
    assert not [action for action in texts if "-16" in action]


def test_asking_leaves_the_position_unchanged_and_is_legal_agrees():
    text = "01r0@0,0/02r0@1,0 0313,040506 - 2,0 1 0 0"
    game = parse_position(text)
    actions = list(game.legal_actions())
    assert actions and len(set(actions)) == len(actions)
    for action in actions:
        assert game.is_legal(action)
    assert not game.is_legal(parse_action("03r0@5,5"))
    assert not game.is_legal("03r0@0,1")
    assert position_text(game) == text


def test_action_text_round_trips_and_bad_text_names_the_form():
    for text in ("07r1@-2,3", "72r3@15,-15", "01r0@0,0", "redraw", "end"):
        assert action_text(parse_action(text)) == text
    for bad in ("07@1,1", "07r4@1,1", "7r1@1,1", "07r1@1", "07r1@01,1", "07r1@-0,1",
                "07r1@+1,1", "07r1@1,1,", "pass", "73r0@0,0"):
        error = raises(ActionError, parse_action, bad)
        assert repr(bad) in str(error)


def test_the_generator_s_quick_match_agrees_with_matched_colours_for_every_pair_of_tiles():
    """The legal-action generator asks :func:`wanted_colours` once per cell and
    :func:`matches_wanted` per tile, for speed; :func:`matched_colours` is the rule. With a
    neighbour on each side, every tile in every turn must get the same answer from both."""
    grid = empty_grid()
    wanted = bytearray(8)
    for step in NEIGHBOUR_STEPS:
        for neighbour in range(1, TILE_COUNT + 1):
            grid[ORIGIN + step] = neighbour << 2
            wanted_colours(grid, ORIGIN, wanted)
            for code in range(4, len(FACES)):   # every tile, each of its 4 turns
                face = FACES[code]
                assert matches_wanted(face, wanted) == (matched_colours(grid, ORIGIN, face) != 0)
        grid[ORIGIN + step] = 0
