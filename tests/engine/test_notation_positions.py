"""NOTATION.md positions: the documented examples, round trips, and every malformed form."""

from positions import EXAMPLE, RECORD_END, position
from support import raises

from engine.position import PositionError, parse_position, position_text


def _refused(text, field):
    error = raises(PositionError, parse_position, text)
    assert field in str(error), "%r does not name %r" % (str(error), field)


def test_documented_positions_round_trip():
    for text in (EXAMPLE, RECORD_END):
        assert position_text(parse_position(text)) == text


def test_hand_made_positions_round_trip():
    for text in (position({"a1": "Rb", "i9": "Td", "e5": "Yf"}),
                 position(seats=("-:-:0:0", "W:WW:12:34", "Yf:-:0:0"), to_move=3, moves=17,
                          acted=1, passes=2, quiet=8, discard=9, rng="ffffffff",
                          options="b3"),
                 position(seats=("Yf:Nb:0:0", "Pt:-:0:0", "Rb:Ro:1:0", "Gd:-:0:0"), options="kpb2"),
                 position(options="k")):
        assert position_text(parse_position(text)) == text


def test_wrong_field_count():
    _refused(EXAMPLE + " x", "10 fields")
    _refused(EXAMPLE.replace(" 1 0 2", "  1 0 2"), "10 fields")


def test_board_errors():
    _refused(position().replace("9/9/9/9/9", "9/9/9/9/8", 1), "rank")
    _refused(position().replace("9/9", "9/9/9", 1), "board: 9 ranks")
    _refused(position().replace("9/9/9/9/9", "9/9/9/9/45", 1), "two digits")
    _refused(position().replace("9/9/9/9/9", "9/9/9/9/0Rb8", 1), "board")
    _refused(position().replace("9/9/9/9/9", "9/9/9/9/4Xx4", 1), "unknown tile code")
    _refused(position().replace("9/9/9/9/9", "9/9/9/9/4W4", 1), "wind on it")
    _refused(position().replace("9/9/9/9/9", "9/9/9/9/5RbRbRbRbRb", 1), "covers")


def test_seat_errors():
    _refused(position(seats=("Yf:Nb:0:0",)), "2 to 8 seats")
    _refused(position(seats=("Yf:Nb:0:0",) * 9), "2 to 8 seats")
    # 5 to 8 seats only on two boards (R13)
    _refused(position(seats=("Yf:Nb:0:0",) * 5), "options: seats must be 2, 3 or 4")
    _refused(position(seats=("YfYfNbNbPtPt:-:0:0", "Nb:Pt:0:0")), "at most 5")
    _refused(position(seats=("Yf:Nb:0", "Nb:Pt:0:0")), "seat 1")
    _refused(position(seats=("Yf:Nb:0:0", "Nb:Qt:0:0")), "seat 2")
    _refused(position(seats=("Yf:Nb:-1:0", "Nb:Pt:0:0")), "sunstones")
    _refused(position(seats=("Yf:Nb:0:01", "Nb:Pt:0:0")), "halfstones")
    _refused(position(seats=(":Nb:0:0", "Nb:Pt:0:0")), "'-'")


def test_too_many_copies():
    _refused(position(seats=("YfYf:Yf:0:0", "Nb:Pt:0:0")), "2 of each")
    _refused(position({"e5": "Yf"}, seats=("Yf:Yf:0:0", "Nb:Pt:0:0")), "2 of each")
    _refused(position(seats=("WWWWW:WWWWW:0:0", "W:Pt:0:0"), discard=2), "12 winds")
    _refused(position(seats=("W:Nb:0:0", "Nb:Pt:0:0"), options="k"), "kid")
    _refused(position(discard=1, options="k"), "kid")


def test_counts_and_seat_to_move():
    _refused(position(to_move=3), "to move")
    _refused(position(to_move=0), "to move")
    for field, kwargs in (("moves", {"moves": "+1"}), ("moves", {"moves": "01"}),
                          ("acted", {"acted": 3}), ("passes", {"passes": "-1"}),
                          ("quiet", {"quiet": "x"}), ("discard", {"discard": ""})):
        _refused(position(**kwargs), field)


def test_counts_are_ascii_digits_within_their_range():
    for field, kwargs in (("moves", {"moves": "\uff13"}), ("moves", {"moves": "\u00b2"}),
                          ("moves", {"moves": "9" * 5000}),
                          ("passes", {"passes": 3}), ("quiet", {"quiet": 7}),
                          ("discard", {"discard": 13}), ("acted", {"acted": "\u0662"})):
        _refused(position(**kwargs), field)
    _refused(position(seats=("Yf:Nb:10000:0", "Nb:Pt:0:0")), "seat 1 sunstones")
    _refused(position(seats=("Yf:Nb:0:0", "Nb:Pt:0:\uff11")), "seat 2 halfstones")
    text = position(seats=("Yf:Nb:9999:9999", "Nb:Pt:0:0"), moves=9999, passes=2, quiet=6)
    assert position_text(parse_position(text)) == text
    many = position(moves="9" * 4000)                 # moves: no upper bound (NOTATION.md)
    assert position_text(parse_position(many)) == many


def test_generator_state():
    for rng in ("00000000", "0000BEEF", "beef", "0000beeff", "0000beeg"):
        _refused(position(rng=rng), "rng")


def test_options_field():
    for flags in ("", "pk", "b4", "kk", "x", "b2k"):
        _refused(position(options=flags), "options")
    _refused(position(options="p"), "partners")


def test_parsing_is_all_or_nothing():
    game = parse_position(EXAMPLE)
    raises(PositionError, parse_position, EXAMPLE.replace("60a8671f", "zz"))
    assert position_text(game) == EXAMPLE
