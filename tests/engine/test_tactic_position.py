"""Tactic Tiles positions as text (docs/tactic-notation.md "Positions"): round trips, and
malformed text refused with a message naming the field; the binary save."""

from support import raises

from engine.blob import to_blob as latice_blob
from engine.options import Options
from engine.setup import new_game as new_latice_game
from engine.tactic.blob import MOST_BLOB_BYTES, BlobError, from_blob, to_blob
from engine.tactic.players import EasyPlayer
from engine.tactic.position import PositionError, parse_position, position_text
from engine.tactic.setup import new_game

GOOD = "01r0@0,0/02r0@1,0/03r1@0,1 0405,-,060708 0910 3,-1,0 2 0 1"


def refused(text):
    return str(raises(PositionError, parse_position, text))


def test_positions_read_back_byte_for_byte():
    for text in (GOOD, "- 010203,040506 07 0,0 1 0 0", "01r0@0,0 -,- - 0,0 2 0 2",
                 "01r0@0,0 02,03 - 12,-30 1 2 0"):
        assert position_text(parse_position(text)) == text


def test_each_malformed_field_is_named():
    cases = (
        ("01r0@0,0 02,03 - 0,0 1 0", "7 fields"),
        ("- 01 - 0 1 0 0", "hands: 2 to 6 seats"),
        ("- 01,02,03,04,05,06,07 - 0,0,0,0,0,0,0 1 0 0", "hands: 2 to 6 seats"),
        ("01r0@0,0/02x0@1,0 03,04 - 0,0 1 0 0", "grid:"),
        ("01r0@0,0/02r0@0,0 03,04 - 0,0 1 0 0", "grid: two tiles on one cell"),
        ("01r0@0,0/02r0@16,0 03,04 - 0,0 1 0 0", "grid:"),
        ("08r2@0,0 03,04 - 0,0 1 0 0", "grid:"),
        ("redraw 03,04 - 0,0 1 0 0", "grid:"),
        ("01r0@0,0 0373,04 - 0,0 1 0 0", "hands: seat 1"),
        ("01r0@0,0 03,04050607 - 0,0 1 0 0", "hands: seat 2 holds at most 3"),
        ("01r0@0,0 03,01 - 0,0 1 0 0", "hands: seat 2: tile 01 is in the position twice"),
        ("01r0@0,0 03,04 0404 0,0 1 0 0", "stack: tile 04"),
        ("01r0@0,0 03, - 0,0 1 0 0", "hands: seat 2: write no tiles as '-'"),
        ("01r0@0,0 03,04 - 0 1 0 0", "scores: one per seat"),
        ("01r0@0,0 03,04 - 0,+1 1 0 0", "scores:"),
        ("01r0@0,0 03,04 - 0,-0 1 0 0", "scores:"),
        ("01r0@0,0 03,04 - 0,07 1 0 0", "scores:"),
        ("01r0@0,0 03,04 - 0,12345 1 0 0", "scores:"),
        ("01r0@0,0 03,04 - 0,0 3 0 0", "to move: a seat from 1 to 2"),
        ("01r0@0,0 03,04 - 0,0 0 0 0", "to move"),
        ("01r0@0,0 03,04 - 0,0 1 3 0", "acted: 0, 1 or 2"),
        ("- 03,04 - 0,0 1 2 0", "acted: 2"),
        ("01r0@0,0 03,04 - 0,0 1 0 3", "blocked: a count from 0 to 2"),
        ("01r0@0,0 03,04 - 0,0 1 0 01", "blocked"),
    )
    for text, expected in cases:
        message = refused(text)
        assert expected in message, (text, message)


def test_a_blob_holds_the_position():
    for text in (GOOD, "- 010203,040506 07 0,0 1 0 0", "01r0@0,0 02,03 - 1234,-999 1 2 0"):
        game = parse_position(text)
        assert position_text(from_blob(to_blob(game))) == text


def test_a_whole_game_saves_in_at_most_244_bytes():
    game = new_game(6, 4)
    player = EasyPlayer(4)
    while not game.is_over():
        game.apply(player.choose(game))
        assert len(to_blob(game)) <= MOST_BLOB_BYTES == 244
    assert game.result()[0] == "out" and len(game.placed) == 72
    assert len(to_blob(game)) == 244


def test_a_damaged_or_foreign_blob_is_refused():
    data = bytearray(to_blob(parse_position(GOOD)))
    data[8] ^= 1
    assert "checksum" in str(raises(BlobError, from_blob, bytes(data)))
    assert "not a Tactic" in str(raises(BlobError, from_blob,
                                        latice_blob(new_latice_game(Options(2), 1))))
    assert "not a Tactic" in str(raises(BlobError, from_blob, b"T"))
