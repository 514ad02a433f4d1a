"""Tactic Tiles (docs/rules.md T): scoring a placement. Corner points (3 tiles' corners of one
colour: 1; 4: 2) plus the colour bonus (2 colours: 2, 3: 3; 4, our choice: 4)."""

from engine.tactic.grid import cell_at
from engine.tactic.notation import parse_action
from engine.tactic.position import parse_position, position_text
from engine.tactic.tiles import CORNERS, FACES, colour_at

# Tile 1 (RGRGYBYB) at 0,0: its right side shows R G Y, its top R G R.
ONE_TILE = "01r0@0,0 %s,- 7071 0,0 1 0 0"
# Tile 2 beside it scored 2 (two colours); tile 3, turned once, above tile 1 (YGRGRBYB).
TWO_BY_ONE = "01r0@0,0/02r0@1,0 %s,- 7071 2,0 1 0 0"
L_SHAPE = "01r0@0,0/02r0@1,0/03r1@0,1 %s,- 7071 3,0 1 0 0"


def scored(text, action):
    game = parse_position(text)
    report = game.apply(parse_action(action))
    assert game.scores[0] == parse_position(text).scores[0] + report.points
    return report


def test_one_colour_matched_scores_nothing():
    report = scored(ONE_TILE % "13", "13r0@1,0")   # only the red corners face each other
    assert (report.colours, report.corner_points, report.points) == (1, 0, 0)


def test_two_colours_score_2():
    report = scored(ONE_TILE % "02", "02r0@1,0")   # R B Y against R G Y: red and yellow
    assert (report.colours, report.points) == (2, 2)


def test_three_colours_score_3():
    report = scored(ONE_TILE % "03", "03r0@1,0")   # R G Y against R G Y
    assert (report.colours, report.points) == (3, 3)


def test_four_colours_score_4():
    report = scored(TWO_BY_ONE.replace("/02r0@1,0", "/02r0@1,0/03r3@0,1") % "05", "05r1@1,1")
    assert (report.colours, report.corner_points, report.points) == (4, 0, 4)


def test_a_three_corner_match_scores_1():
    # Tile 3 turned once has a red bottom-right corner; it meets tile 1's top-right and
    # tile 2's top-left, both red. Only the red corners of its bottom side match tile 1.
    report = scored(TWO_BY_ONE % "03", "03r1@0,1")
    assert (report.corner_points, report.colours, report.points) == (1, 1, 1)


def test_a_four_corner_match_and_two_colours_score_4():
    # The rule book's second figure: tile 4, turned twice (YGYBRBRG), closes the red point
    # where tiles 1, 2 and 3 meet (2 points), and matches red and green (2 more).
    report = scored(L_SHAPE % "04", "04r2@1,1")
    assert (report.corner_points, report.colours, report.points) == (2, 2, 4)


def test_the_corner_point_counts_only_in_the_new_tile_s_colour():
    # Every legal placement on 1,1 closes the point where tiles 1, 2 and 3 meet in red: 2
    # points exactly when its own bottom-left corner is red, none otherwise (its other corners
    # meet fewer than 3 tiles).
    game = parse_position(L_SHAPE % "0407")
    seen = set()
    for action in game.legal_actions():
        if action & 0x7FF != cell_at(1, 1):
            continue
        face = FACES[(action >> 13) << 2 | (action >> 11 & 3)]
        red = colour_at(face, CORNERS[3]) == 0   # the bottom-left corner
        assert game.copy().apply(action).corner_points == (2 if red else 0)
        seen.add(red)
    assert seen == {True, False}


def test_scores_add_up_over_turns():
    game = parse_position(ONE_TILE % "02")
    game.apply(parse_action("02r0@1,0"))
    game.apply(parse_action("end"))
    assert game.scores == [2, 0]
    assert position_text(game) == "01r0@0,0/02r0@1,0 7071,- - 2,0 2 0 0"


def test_a_score_stays_within_the_four_digits_that_text_and_save_hold():
    from engine.tactic.blob import from_blob, to_blob

    game = parse_position(ONE_TILE.replace(" 0,0 ", " 9998,0 ") % "03")
    report = game.apply(parse_action("03r0@1,0"))   # 3 points by the rules; 1 is counted
    assert report.points == 3 and game.scores[0] == 9999
    text = position_text(game)
    assert position_text(parse_position(text)) == text
    assert position_text(from_blob(to_blob(game))) == text
    game.undo()
    assert game.scores[0] == 9998


def test_a_redraw_at_the_lowest_score_costs_nothing():
    from engine.tactic.blob import from_blob, to_blob

    game = parse_position("01r0@0,0 616263,0203 040506 -9999,0 1 0 0")
    report = game.apply(parse_action("redraw"))
    assert report.points == -1 and game.scores[0] == -9999
    text = position_text(game)
    assert position_text(parse_position(text)) == text
    assert position_text(from_blob(to_blob(game))) == text
