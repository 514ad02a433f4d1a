"""R13 two boards: 5 to 8 seats, two sets, boards A (files a-i) and B (files j-r)."""

from positions import game_at, legal_texts, play, text_of
from support import raises

from engine.action_notation import action_text
from engine.actions import to_square
from engine.ai.hint import hint
from engine.ai import make_player
from engine.ai.view import SeatView
from engine.blob import from_blob, to_blob
from engine.game import IllegalActionError
from engine.option_text import parse_flags
from engine.options import Options, OptionsError
from engine.position import PositionError, parse_position
from engine.record import RecordError, replay
from engine.setup import new_game
from engine.setup import SPIKE
from engine.squares import BOARD_B, board_squares, square_name
from engine.action_notation import parse_square
from engine.tiles import WIND
from engine.action_notation import tile_code

# Seats 2-8 of hand-made positions: one tile each, none that plays in the tests.
OTHERS = ("Ro:-:0:0", "Go:-:0:0", "Pd:-:0:0", "Td:-:0:0", "Rg:-:0:0", "Gd:-:0:0", "Pg:-:0:0")


def _two_boards(seats=6, formation="spike", tournament=False, seed=5):
    return new_game(Options(seats, tournament, formation, two_boards=True), seed)


def _all_tiles(game):
    tiles = [game.board[square] for square in board_squares(game.board) if game.board[square]]
    for seat in range(game.options.seats):
        tiles += list(game.racks[seat]) + list(game.pools[seat])
    return tiles


def test_the_set_is_doubled_168_tiles_or_144_in_kid_mode():
    for seats in (5, 6, 7, 8):
        for tournament in (False, True):
            tiles = _all_tiles(_two_boards(seats, tournament=tournament))
            assert len(tiles) == 168 and tiles.count(WIND) == 24
            codes = [tile_code(tile) for tile in tiles if tile != WIND]
            assert all(codes.count(code) == 4 for code in codes) and len(set(codes)) == 36
    kid = new_game(Options(5, formation="spike", kid=True, two_boards=True), 5)
    assert len(_all_tiles(kid)) == 144 and WIND not in _all_tiles(kid)


def test_setup_fills_the_formation_on_board_a_then_on_board_b():
    game = _two_boards(formation="spike")
    filled = sorted(square_name(s) for s in board_squares(game.board) if game.board[s])
    on_a = sorted(SPIKE.split())
    on_b = sorted(square_name(parse_square(name) + BOARD_B) for name in SPIKE.split())
    assert filled == sorted(on_a + on_b) and "n5" in on_b
    # the deal is round-robin from seat 1, so pools differ by at most one tile
    sizes = [len(game.racks[s]) + len(game.pools[s]) for s in range(6)]
    assert sum(sizes) == 168 - 42 and max(sizes) - min(sizes) <= 1
    assert [(game.sunstones[s], game.halfstones[s]) for s in range(6)] == [(1, 1)] * 6


def test_two_boards_need_5_to_8_seats_and_a_formation():
    for seats in (2, 3, 4, 9):
        raises(OptionsError, Options, seats, two_boards=True)
    for seats in (5, 8):
        raises(OptionsError, Options, seats)
    error = raises(OptionsError, new_game, Options(6, two_boards=True))
    assert "formation" in str(error)
    raises(OptionsError, Options, 6, partners=True, two_boards=True)  # partners: 4 seats


def test_the_d_flag_comes_after_p_and_before_the_buy_back_cost():
    assert parse_flags("d", 5).two_boards and parse_flags("kdb3", 8).buyback == 3
    assert Options(7, kid=True, buyback=2, two_boards=True).flags_text() == "kdb2"
    for bad in ("dk", "b2d", "dd"):
        raises(OptionsError, parse_flags, bad, 6)


def test_tiles_match_only_their_own_board():
    # a tile on i5 and one on j5 face each other in the notation, not on the table
    game = game_at({"i5": "Yf", "j5": "Nb"}, seats=("Yb:-:0:0",) + OTHERS[:4], options="d")
    squares = [text.split("@")[1] for text in legal_texts(game) if "@" in text]
    assert "j5" not in squares and "i5" not in squares
    assert sorted(squares) == ["h5", "i4", "i6", "j4", "j6", "k5"]
    # Yb matches Yf by colour but Nb only by shape: k5 touches only Nb, which is fine
    play(game, "Yb@k5")
    assert game.board[parse_square("k5")]


def test_a_wind_shifts_a_tile_within_its_board():
    game = game_at({"i5": "Yf", "j6": "Nb"}, seats=("W:-:0:0",) + OTHERS[:4], options="d")
    shifts = [text for text in legal_texts(game) if text.startswith("W:")]
    assert "W:i5-j5" not in shifts and "W:j6-i6" not in shifts
    assert "W:i5-h5" in shifts and "W:j6-k6" in shifts and "W:j6-j5" in shifts
    error = raises(IllegalActionError, play, game, "W:i5-j5")
    assert "one square onto an empty square" in str(error)


def test_sun_squares_on_board_b_earn():
    game = game_at({"j2": "Yf"}, seats=("Yb:-:0:0",) + OTHERS[:4], options="d")
    report = play(game, "Yb@j1")
    assert report.sun_square and report.sunstones == 1 and game.sunstones[0] == 1


def test_buying_back_a_wind_costs_2_sunstones():
    game = game_at({"e5": "Yf"}, seats=("Yb:-:2:0",) + OTHERS[:4], discard=1, options="d")
    play(game, "buy:w")
    assert game.sunstones[0] == 0 and tile_code(game.racks[0][-1]) == "W"


def test_a_game_with_one_board_has_no_board_b():
    game = game_at({"e5": "Yf"}, seats=("Yb:-:0:0", "Nb:-:0:0"))
    assert not game.has_square(parse_square("n5"))
    error = raises(IllegalActionError, play, game, "Yb@n5")
    assert "one board" in str(error)


def test_positions_with_two_boards_round_trip_and_save():
    game = _two_boards(8, formation="endgame", tournament=True)
    play(game, legal_texts(game)[0])
    text = text_of(game)
    assert text.count("|") == 1 and text.endswith(" d")
    assert text_of(parse_position(text)) == text
    blob = to_blob(game)
    assert len(blob) <= 396 and text_of(from_blob(blob)) == text


def test_the_board_field_must_match_the_d_flag():
    one = game_at({"e5": "Yf"}, seats=OTHERS[:5], options="d")
    text = text_of(one)
    second_board = "|" + text.split("|")[1].split(" ")[0]
    error = raises(PositionError, parse_position, text.replace(second_board, ""))
    assert "two boards" in str(error)
    error = raises(PositionError, parse_position, text.replace(" d", " -"))
    assert "options" in str(error)
    two_seats = "9/9/9/9/9/9/9/9/9|9/9/9/9/9/9/9/9/9 Yf:-:0:0,Nb:-:0:0 1 1 0 0 0 0 0000beef -"
    assert "one board" in str(raises(PositionError, parse_position, two_seats))
    bad_b = text.replace("|9/", "|8/", 1)
    assert "board B: rank 9" in str(raises(PositionError, parse_position, bad_b))


def test_copy_limits_are_doubled():
    four = game_at(seats=("YfYfYfYf:-:0:0",) + OTHERS[:4], options="d")
    assert len(four.racks[0]) == 4
    error = raises(PositionError, game_at, seats=("YfYfYfYf:Yf:0:0",) + OTHERS[:4],
                   options="d")
    assert "4 of each colour tile" in str(error)
    winds = raises(PositionError, game_at, seats=("W:-:0:0",) + OTHERS[:4], discard=24,
                   options="d")
    assert "24 winds" in str(winds)


def test_a_record_with_the_d_option_replays():
    record = ('[Game "Latice"]\n[Seats "6"]\n[Setup "standard spike"]\n[Options "d"]\n'
              '[Seed "5"]\n')
    game = replay(record)
    assert text_of(game) == text_of(_two_boards())
    raises(RecordError, replay, record.replace('"standard spike"', '"standard"'))


def test_the_computer_players_and_the_hint_look_at_both_boards():
    # Yb matches nothing on board A (Rt), only Nb on board B
    game = game_at({"e5": "Rt", "n5": "Nb"}, seats=("Yb:Pf:0:0",) + OTHERS[:4], options="d")
    for level in ("easy", "medium", "hard"):
        action = make_player(level, 3).choose(SeatView(game, 0))
        assert action_text(action, game.rack())[3] in "jklmnopqr", level
    assert square_name(to_square(hint(game))) in ("m5", "o5", "n4", "n6")
