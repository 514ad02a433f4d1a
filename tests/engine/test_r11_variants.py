"""R11 variants: formations and their stones, tournament deals, kid mode, partners."""

from positions import game_at, legal_texts, play, text_of
from support import raises

from engine.game import IllegalActionError
from engine.option_text import parse_setup
from engine.options import Options, OptionsError
from engine.result import BLOCKED, OUT
from engine.setup import ENDGAME, FAST_START, SPIKE, new_game
from engine.squares import DIRECTIONS, SQUARES, square_name
from engine.action_notation import parse_square
from engine.tiles import WIND, find_tile

FORMATIONS = (("fast-start", FAST_START.split(), 9, (1, 0)), ("spike", SPIKE.split(), 21, (1, 1)),
              ("endgame", ENDGAME.split(), 33, (2, 0)))


def _occupied(game):
    return sorted(square_name(square) for square in SQUARES if game.board[square])


def test_formations_fill_their_squares_and_give_starting_stones():
    for name, squares, size, stones in FORMATIONS:
        for tournament in (False, True):
            for seats in (2, 3, 4):
                game = new_game(Options(seats, tournament, name), 31)
                assert _occupied(game) == sorted(squares) and len(squares) == size
                left = 84 - size
                sizes = [len(game.racks[s]) + len(game.pools[s]) for s in range(seats)]
                assert sum(sizes) == left and max(sizes) - min(sizes) <= 1
                assert sizes[0] == max(sizes)
                for seat in range(seats):
                    assert (game.sunstones[seat], game.halfstones[seat]) == stones


def test_no_two_formation_squares_touch():
    endgame = ENDGAME.split()
    for square_name_ in endgame:
        square = parse_square(square_name_)
        for step in DIRECTIONS:
            if square + step in SQUARES:
                assert square_name(square + step) not in endgame


def test_formations_take_colour_tiles_only():
    for seed in range(20):
        game = new_game(Options(2, False, "endgame"), seed)
        assert not [s for s in SQUARES if game.board[s] == WIND]


def test_the_formation_is_the_first_colour_tiles_of_the_shuffle_in_order():
    game = new_game(Options(2, False, "fast-start"), 0xBEEF)
    start = new_game(Options(2), 0xBEEF)
    dealt = [start.racks[0][0], start.racks[1][0], start.racks[0][1]]
    colour_first = [t for t in dealt if t != WIND]
    assert game.board[parse_square("c3")] == colour_first[0]


def test_setup_names():
    assert parse_setup("standard") == (False, "")
    assert parse_setup("tournament spike") == (True, "spike")
    assert parse_setup("standard endgame") == (False, "endgame")
    for bad in ("spike", "tournament  spike", "tournament spike x", "Standard", "standard "):
        raises(OptionsError, parse_setup, bad)


def test_kid_mode_sets_the_winds_aside():
    for seats, each in ((2, 36), (3, 24), (4, 18)):
        for tournament in (False, True):
            game = new_game(Options(seats, tournament, kid=True), 3)
            for seat in range(seats):
                tiles = game.racks[seat] + game.pools[seat]
                assert len(tiles) == each and find_tile(tiles, WIND) < 0


def test_kid_mode_scoring():
    seats = ("RbRoRt:GgGd:0:0", "To:Tt:0:0")
    game = game_at({"e5": "Rf"}, seats=seats, options="k")
    assert play(game, "Rb@e6").halfstones == 1
    game = game_at({"e5": "Rf", "f6": "Yb"}, seats=seats, options="k")
    assert (play(game, "Rb@e6").sunstones, game.halfstones[0]) == (1, 0)
    game = game_at({"e5": "Rf", "f6": "Yb", "d6": "Rg", "e7": "Rd"}, seats=seats,
                   options="k")
    assert play(game, "Rb@e6").sunstones == 1
    game = game_at({"c4": "Rf"}, seats=seats, options="k")
    report = play(game, "Rb@c3")
    assert (report.sunstones, report.halfstones) == (1, 1)


def test_kid_mode_has_one_move_and_stones_buy_nothing():
    game = game_at({"e5": "Rf"}, seats=("RbRo:GgGd:5:4", "To:Tt:0:0"), options="k")
    play(game, "Rb@e6")
    assert legal_texts(game) == ["end"]
    error = raises(IllegalActionError, play, game, "buy:s")
    assert "kid mode" in str(error)


def test_kid_mode_keeps_every_sunstone():
    game = game_at({"e5": "Rf"}, seats=("Rb:GgGd:5:0", "To:Tt:0:0"), options="k")
    assert play(game, "end").sunstones_lost == 0 and game.sunstones[0] == 5


def test_kid_mode_blocked_ties_go_to_the_higher_stone_score():
    seats = ("Gd:Tt:1:1", "Gg:Tb:0:2", "Yo:Yd:1:0")
    game = game_at({"e5": "Rf"}, seats=seats, passes=3, options="k")
    assert game.result() == (BLOCKED, (0,))
    seats = ("Gd:Tt:1:0", "Gg:Tb:0:2", "Yo:-:0:0")
    game = game_at({"e5": "Rf"}, seats=seats, passes=3, options="k")
    assert game.result() == (BLOCKED, (2,))
    seats = ("Gd:Tt:1:0", "Gg:Tb:0:2", "Yo:Yd:0:0")
    game = game_at({"e5": "Rf"}, seats=seats, passes=3, options="k")
    assert game.result() == (BLOCKED, (0, 1))


def test_partners_win_together():
    seats = ("Rb:-:0:0", "To:Tt:0:0", "Yd:Yg:0:0", "Pd:Pg:0:0")
    game = game_at({"e5": "Rf"}, seats=seats, options="p")
    assert play(game, "Rb@e6").result == (OUT, (0, 2))


def test_partners_blocked_game_adds_up_the_team():
    seats = ("Rb:-:0:0", "To:Tt:0:0", "YdYf:YgYo:0:0", "Pd:-:0:0")
    game = game_at({"e5": "Rf"}, seats=seats, passes=4, options="p")
    assert game.result() == (BLOCKED, (1, 3))


def test_partners_need_four_seats():
    raises(OptionsError, Options, 3, partners=True)
    game = new_game(Options(4, partners=True), 1)
    assert text_of(game).endswith(" p")
