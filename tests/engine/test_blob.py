"""The binary save: round trips, its size, and refusing corrupt or foreign data."""

from positions import game_at, play, text_of
from support import raises

from engine.blob import BLOB_VERSION, BlobError, crc16, from_blob, to_blob
from engine.options import Options
from engine.setup import new_game


def _resealed(data):
    """Data with a correct checksum again, to reach the checks behind it."""
    body = bytearray(data[:-2])
    check = crc16(body)
    return bytes(body) + bytes((check & 0xFF, check >> 8))


def test_round_trip_keeps_the_position_and_the_options():
    for options in (Options(2), Options(4, True, "spike", partners=True, buyback=3),
                    Options(3, kid=True, formation="endgame")):
        game = new_game(options, 77)
        again = from_blob(to_blob(game))
        assert text_of(again) == text_of(game)
        assert again.options == options


def test_mid_turn_state_round_trips():
    game = game_at({"d6": "Rf", "e5": "Yb", "f6": "Rt"},
                   seats=("RbW:GgGd:7:3", "To:Tt:0:0"), moves=3, acted=2, passes=1, quiet=2,
                   discard=4)
    play(game, "Rb@e6")
    assert text_of(from_blob(to_blob(game))) == text_of(game)


def test_a_full_four_seat_game_fits_in_256_bytes():
    assert len(to_blob(new_game(Options(4), 1))) <= 256
    assert len(to_blob(new_game(Options(2), 1))) <= 256


def test_checksum_catches_any_flipped_byte():
    data = to_blob(new_game(Options(3), 5))
    for index in range(1, len(data)):
        corrupt = bytearray(data)
        corrupt[index] ^= 0x40
        error = raises(BlobError, from_blob, bytes(corrupt))
        assert "checksum" in str(error)


def test_wrong_version():
    data = bytearray(to_blob(new_game(Options(2), 5)))
    data[0] = BLOB_VERSION + 1
    assert "version" in str(raises(BlobError, from_blob, _resealed(data)))


def test_truncated():
    data = to_blob(new_game(Options(2), 5))
    assert "truncated" in str(raises(BlobError, from_blob, data[:50]))
    assert "truncated" in str(raises(BlobError, from_blob, _resealed(data[:-20])))
    assert "truncated" in str(raises(BlobError, from_blob, b""))


def test_impossible_counts():
    data = bytearray(to_blob(new_game(Options(2), 5)))
    data[1] = 5
    assert "options" in str(raises(BlobError, from_blob, _resealed(data)))
    data = bytearray(to_blob(new_game(Options(2), 5)))
    data[3] = 2
    assert "seat 3 of 2" in str(raises(BlobError, from_blob, _resealed(data)))
    data = bytearray(to_blob(game_at({"e5": "Rb"}, seats=("Yf:Nb:0:0", "Rb:Pt:0:0"))))
    data[16 + 44] = data[16 + 48] = data[16 + 40]  # two more Rb on the board
    assert "2 of each" in str(raises(BlobError, from_blob, _resealed(data)))
    data = bytearray(to_blob(game_at(seats=("Yf:Nb:0:0", "Rb:Pt:0:0"))))
    data[16 + 10] = 0x99
    assert "board tile" in str(raises(BlobError, from_blob, _resealed(data)))


def test_extra_bytes_are_refused():
    data = to_blob(new_game(Options(2), 5))
    assert "too many" in str(raises(BlobError, from_blob, _resealed(data[:-2] + b"\0\0\0")))


def test_the_checksum_is_crc16_ccitt():
    assert crc16(b"123456789") == 0x29B1
    assert crc16(b"") == 0xFFFF


def test_counts_past_their_range_are_refused_both_ways():
    game = game_at(seats=("Yf:Nb:9999:0", "Rb:Pt:0:0"), passes=1)
    data = bytearray(to_blob(game))
    data[7] = 3  # passes: 3 in a 2-seat game, which ends at 2
    assert "passes" in str(raises(BlobError, from_blob, _resealed(data)))
    game.sunstones[0] = 10000
    assert "seat 1 sunstones" in str(raises(BlobError, to_blob, game))


def test_moves_past_16_bits_save_and_read_back():
    # NOTATION.md: moves has no upper bound, so the blob holds what the text holds.
    for moves in (9999, 10000, 65534, 65535, 10 ** 40):
        game = game_at(seats=("Yf:Nb:0:0", "Rb:Pt:0:0"))
        game.moves = moves
        data = to_blob(game)
        assert from_blob(data).moves == moves and to_blob(from_blob(data)) == data
    assert len(data) == len(to_blob(game_at(seats=("Yf:Nb:0:0", "Rb:Pt:0:0")))) + 2 + 17


def test_moves_written_at_length_without_need_are_refused():
    game = game_at(seats=("Yf:Nb:0:0", "Rb:Pt:0:0"))
    game.moves = 65536   # 0xFFFF, 3 bytes: 00 00 01
    data = bytearray(to_blob(game))
    assert data[5:12] == bytearray([0xFF, 0xFF, 3, 0, 0, 0, 1])
    data[11] = 0          # 0 written at length
    assert "moves" in str(raises(BlobError, from_blob, _resealed(data)))


def test_a_blob_too_big_for_the_buffer_given_is_refused():
    from engine.blob import write_blob

    game = game_at(seats=("Yf:Nb:0:0", "Rb:Pt:0:0"))
    game.moves = 10 ** 1000
    assert "bytes given" in str(raises(BlobError, write_blob, game, bytearray(512), 0))
