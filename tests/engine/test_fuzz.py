"""A seeded mutation fuzz of the notation's parsers and of the saved-game blob.

It starts from valid positions, action texts and blobs, changes each a little, and hands the
result to the parser:

- positions: characters put in, taken out or replaced, from an alphabet with non-ASCII digits,
  spaces and newlines; a count field replaced by an odd count (a huge run of digits, ``²``,
  ``３``, a sign, a leading zero, a value past the field's limit); fields or seats doubled or
  swapped; a tile repeated hundreds of times;
- action texts: the legal ones and the fixed words, with characters put in, taken out or
  replaced (and, through ``python -m tools.notation play``, a leading ``-``);
- game records: NOTATION.md's example with characters put in, taken out or replaced;
- blobs: bytes flipped, set, put in or taken out, with the checksum made right again (mostly)
  so that the checks behind it are reached.

Every input must either be accepted and then round-trip exactly (text to game to the same
text; blob to game to the same blob; a parsed position to a blob and back to the same text),
or be refused with the documented error: ``PositionError``, ``ActionError``,
``IllegalActionError`` (a well-formed action the rules do not allow), ``RecordError``,
``BlobError``. Any other exception is a bug.

The choices come from the engine's own xorshift32, so the cases are the same on every run and
on every platform. About 8,000 cases in a few seconds; ``LATICE_THOROUGH=1`` runs ten times as
many. A share of them runs under MicroPython too, where every outcome must be the same.

After the fuzz: one regression test for each thing it found.
"""

from positions import EXAMPLE, RECORD, RECORD_END, position
from support import raises

from engine.action_notation import ActionError
from engine.action_notation import action_text, parse_action
from engine.blob import BLOB_VERSION, BlobError, crc16, from_blob, to_blob
from engine.game import IllegalActionError
from engine.options import Options
from engine.position import PositionError, parse_position, position_text
from engine.record import RecordError, replay
from engine.rng import next_state
from engine.setup import new_game
from engine.squares import BOARD_B, SQUARES
from engine.tiles import COPIES, EMPTY, WIND, WIND_TILES
from engine.action_notation import tile_code

try:
    import os

    THOROUGH = os.environ.get("LATICE_THOROUGH") == "1"
except (ImportError, AttributeError):  # MicroPython may have no os, or no os.environ
    THOROUGH = False

SCALE = 10 if THOROUGH else 1
POSITION_CASES = 3000 * SCALE
ACTION_CASES = 1500 * SCALE
RECORD_CASES = 500 * SCALE
BLOB_CASES = 2500 * SCALE
# The share that runs under MicroPython as well (the first cases of each kind).
MICROPYTHON_CASES = (150 * SCALE, 100 * SCALE, 50 * SCALE, 150 * SCALE)

# Characters a mutation puts into a position or an action: the notation's own, and the ones
# that tripped parsers up (non-ASCII digits, other spaces, newlines, a NUL).
ALPHABET = ("0", "1", "2", "5", "9", "Y", "N", "R", "f", "b", "o", "W", "-", ":", ",", "/",
            " ", "k", "p", "d", "|", "x", "@", "e", "n", "r", "\n", "\t", "\r", "\u00b2", "\uff13",
            "\u0663", "\u00a0", "\u00e9", "\x00")
# And into a game record: its own marks, and white space that is not ASCII.
RECORD_ALPHABET = ALPHABET + ("#", "[", "]", '"', "\u3000", "\x1c", "\x85", "\x0b")
# Counts a mutation writes into a count field or a seat's stones.
ODD_COUNTS = ("0", "00", "1", "+1", "-1", "2", "3", "4", "8", "9", "12", "13", "24", "25",
              "9999", "10000",
              "65535", "65536", "\u00b2", "\uff13", "\u0663", "1" * 3000, "9" * 4301, "")
# Values a mutation writes into a blob's byte.
ODD_BYTES = (0, 1, 2, 3, 4, 5, 12, 13, 0x11, 0x66, 0x67, 0x80, 0xFF)


class Chooser:
    """Choices from xorshift32 (engine.rng): the same numbers on every platform."""

    def __init__(self, seed):
        # Spread neighbouring seeds apart, then step past the generator's first outputs,
        # which stay close for close seeds.
        self.state = (seed * 0x9E3779B9 + 0x7F4A7C15) & 0xFFFFFFFF or 1
        for _ in range(3):
            self.state = next_state(self.state)

    def below(self, count):
        """A number from 0 to ``count`` - 1."""
        self.state = next_state(self.state)
        return self.state % count

    def pick(self, items):
        return items[self.below(len(items))]


# -- the starting points ----------------------------------------------------------------------

_GAMES = []


def base_games():
    """Valid games to mutate: starts of several setups, and the same games some actions on."""
    if not _GAMES:
        for options, seed, steps in (
                (Options(2), 0xBEEF, 0), (Options(2), 0xBEEF, 9),
                (Options(3, formation="spike"), 7, 14),
                (Options(4, True, "endgame", partners=True, buyback=3), 3, 25),
                (Options(2, kid=True, formation="fast-start"), 11, 12),
                (Options(4, formation="endgame"), 5, 60),
                (Options(5, formation="spike", two_boards=True), 9, 0),
                (Options(8, True, "fast-start", buyback=3, two_boards=True), 4, 40)):
            game = new_game(options, seed)
            walk(game, Chooser(seed), steps)
            _GAMES.append(game)
        _GAMES.append(parse_position(EXAMPLE))
        _GAMES.append(parse_position(position(
            {"e5": "Rf", "e6": "Rb"}, seats=("RbW:GgGd:7:3", "To:Tt:0:0"), moves=3, acted=2,
            passes=1, quiet=2, discard=4)))
    return _GAMES


def walk(game, chooser, steps):
    """Play ``steps`` legal actions chosen by ``chooser`` (fewer if the game ends)."""
    for _ in range(steps):
        actions = list(game.legal_actions())
        if not actions:
            return
        game.apply(chooser.pick(actions))


# -- mutations --------------------------------------------------------------------------------

def mutate_characters(chooser, text, alphabet=ALPHABET):
    """Put in, take out or replace a character or a short run."""
    at = chooser.below(len(text) + 1)
    kind = chooser.below(3)
    if kind == 0:
        return text[:at] + chooser.pick(alphabet) + text[at:]
    if kind == 1:
        return text[:at] + text[at + 1 + chooser.below(3):]
    return text[:at] + chooser.pick(alphabet) + text[at + 1:]


def mutate_fields(chooser, text):
    """Change whole parts of a position: an odd count, a field or seat doubled or swapped, a
    tile repeated in a pool."""
    fields = text.split(" ")
    if len(fields) != 10:
        return mutate_characters(chooser, text)
    kind = chooser.below(5)
    if kind == 0:
        fields[2 + chooser.below(6)] = chooser.pick(ODD_COUNTS)
    elif kind == 1:
        fields[1] = _mutate_seats(chooser, fields[1])
    elif kind == 2:
        fields.insert(chooser.below(11), chooser.pick(fields))
    elif kind == 3:
        first, second = chooser.below(10), chooser.below(10)
        fields[first], fields[second] = fields[second], fields[first]
    else:
        fields[1] = _repeat_tile(chooser, fields[1])
    return " ".join(fields)


def _mutate_seats(chooser, text):
    seats = text.split(",")
    seat = chooser.below(len(seats))
    parts = seats[seat].split(":")
    kind = chooser.below(3)
    if kind == 0 and len(parts) == 4:
        parts[2 + chooser.below(2)] = chooser.pick(ODD_COUNTS)
        seats[seat] = ":".join(parts)
    elif kind == 1:
        seats.insert(chooser.below(len(seats) + 1), seats[seat])
    else:
        other = chooser.below(len(seats))
        seats[seat], seats[other] = seats[other], seats[seat]
    return ",".join(seats)


def _repeat_tile(chooser, text):
    """A pool's first tile written many more times: past 255 copies a byte-sized counter wraps."""
    seats = text.split(",")
    seat = chooser.below(len(seats))
    parts = seats[seat].split(":")
    if len(parts) == 4 and parts[1] != "-":
        code = parts[1][:1] if parts[1][0] == "W" else parts[1][:2]
        parts[1] = code * chooser.pick((2, 3, 13, 129, 256, 258, 268)) + parts[1]
        seats[seat] = ":".join(parts)
    return ",".join(seats)


def mutated_position(index):
    """Position case ``index``: a base position with one to three mutations."""
    chooser = Chooser(index)
    text = position_text(chooser.pick(base_games()))
    for _ in range(1 + chooser.below(3)):
        if chooser.below(2):
            text = mutate_fields(chooser, text)
        else:
            text = mutate_characters(chooser, text)
    return text


def mutated_action(index):
    """Action case ``index``: (game, action text), the text a legal or fixed one mutated."""
    chooser = Chooser(100000 + index)
    game = chooser.pick(base_games())
    rack = game.rack()
    texts = [action_text(action, rack) for action in game.legal_actions()]
    texts.extend(("end", "buy:s", "buy:h", "buy:w", "x:", "W:e5-e6"))
    text = chooser.pick(texts)
    for _ in range(chooser.below(3)):
        text = mutate_characters(chooser, text)
    return game, text


def mutated_record(index):
    """Record case ``index``: NOTATION.md's example record with one to three characters
    changed."""
    chooser = Chooser(300000 + index)
    text = RECORD
    for _ in range(1 + chooser.below(3)):
        text = mutate_characters(chooser, text, RECORD_ALPHABET)
    return text


def mutated_blob(index):
    """Blob case ``index``: a base game's blob with one or two byte changes, resealed with a
    correct checksum fifteen times in sixteen."""
    chooser = Chooser(200000 + index)
    data = bytearray(to_blob(chooser.pick(base_games()))[:-2])
    if chooser.below(8) == 0:
        _add_to_pools(chooser, data)
    else:
        for _ in range(1 + chooser.below(2)):
            _mutate_bytes(chooser, data)
    if chooser.below(16):
        return sealed(data)
    return bytes(data) + b"\0\0"


def _mutate_bytes(chooser, data):
    # One time in three, a byte of the 16-byte header: the counts live there.
    at = chooser.below(16 if chooser.below(3) == 0 else len(data) + 1)
    kind = chooser.below(5)
    if kind == 0 and at < len(data):
        data[at] ^= 1 << chooser.below(8)
    elif kind == 1 and at < len(data):
        data[at] = chooser.pick(ODD_BYTES)
    elif kind == 2:
        data[at:at] = bytes((chooser.pick(ODD_BYTES),))
    elif kind == 3:
        data[at:at + 1 + chooser.below(4)] = b""
    else:
        data[at:at] = data[at:at + 1 + chooser.below(8)]


def _add_to_pools(chooser, data):
    """Put more copies of one tile at the front of every seat's pool, keeping the pool sizes
    right (engine/blob.py's layout): up to 255 a seat, so that a byte-sized counter could
    wrap past 255."""
    tile = chooser.pick((0x11, 0x66, 0x80))
    boards = 2 if data[2] & 0x80 else 1   # a blob's two-board flag (R13)
    offset = 16 + len(SQUARES) * boards
    for _ in range(data[1] & 7 or 8):
        rack, pool = data[offset + 4], data[offset + 5]
        more = min(chooser.pick((1, 2, 10, 127, 128, 129, 134)), 255 - pool)
        data[offset + 5] = pool + more
        start = offset + 6 + rack
        data[start:start] = bytes((tile,)) * more
        offset = start + pool + more


def sealed(body):
    """``body`` followed by its CRC-16, as the blob ends."""
    check = crc16(body)
    return bytes(body) + bytes((check & 0xFF, check >> 8))


# -- the checks: each returns the outcome, or raises AssertionError -------------------------

def checked(check, *case):
    """``check(*case)``; anything it raises (an undocumented error, a failed round trip)
    comes out as an AssertionError that shows the case."""
    try:
        return check(*case)
    except Exception as error:
        raise AssertionError("%s%r: %s %s" % (check.__name__, case, type(error).__name__,
                                               error))


def assert_within_the_set(game):
    """Counted here, in plain ints, apart from the engine: no more copies than the set has
    (two sets on two boards, R13)."""
    sets = 2 if game.options.two_boards else 1
    board = bytes(game.board[square] for square in SQUARES)
    if sets == 2:
        board += bytes(game.board[square + BOARD_B] for square in SQUARES)
    copies = {}
    for tiles in game.racks + game.pools + [board]:
        for tile in tiles:
            copies[tile] = copies.get(tile, 0) + 1
    winds = copies.pop(WIND, 0) + game.discard
    copies.pop(EMPTY, None)
    assert winds <= (WIND_TILES * sets if game.options.has_winds() else 0), "%d winds" % winds
    for tile in copies:
        assert copies[tile] <= COPIES * sets, "%d copies of %s" % (copies[tile], tile_code(tile))


def outcome_of_position(text):
    """``PositionError``, or ``ok`` and a digest once the position has round-tripped."""
    try:
        game = parse_position(text)
    except PositionError:
        return "PositionError"
    assert position_text(game) == text, "no round trip: %r" % text
    assert_within_the_set(game)
    data = to_blob(game)
    assert position_text(from_blob(data)) == text, "no blob round trip: %r" % text
    assert to_blob(from_blob(data)) == data
    walk(game, Chooser(len(text)), 1)
    return "ok %04x %s" % (crc16(data), outcome_of_game(game))


def outcome_of_action(game, text):
    """``ActionError``, ``IllegalActionError`` (the game unchanged), or ``ok`` and a digest of
    the game after it."""
    rack = game.rack()
    try:
        action = parse_action(text, rack)
    except ActionError:
        return "ActionError"
    again = action_text(action, rack)
    # An exchange's tiles may be named in any order; it prints them in rack order.
    assert again == text or (text.startswith("x:") and parse_action(again, rack) == action)
    before = position_text(game)
    after = game.copy()
    try:
        after.apply(action)
    except IllegalActionError:
        assert position_text(after) == before, "an illegal %r changed the game" % text
        return "IllegalActionError"
    return "ok " + outcome_of_game(after)


def outcome_of_game(game):
    """After play: the text prints; the blob and the parser either both take it back as it
    was, or both refuse it (a count pushed past its limit by play from an extreme position)."""
    text = position_text(game)
    try:
        data = to_blob(game)
    except BlobError:
        raises(PositionError, parse_position, text)
        return "over a limit"
    assert position_text(from_blob(data)) == text
    assert position_text(parse_position(text)) == text
    return "%04x" % crc16(data)


def outcome_of_record(text):
    """``RecordError``, or ``ok`` and a digest once the game it ends at has round-tripped."""
    try:
        game = replay(text)
    except RecordError:
        return "RecordError"
    return "ok " + outcome_of_game(game)


def outcome_of_blob(data):
    """``BlobError``, or ``ok`` and a digest once the blob has round-tripped and its position
    has been read back by the parser."""
    try:
        game = from_blob(data)
    except BlobError:
        return "BlobError"
    assert to_blob(game) == data, "no blob round trip: %r" % bytes(data)
    assert_within_the_set(game)
    text = position_text(game)
    assert position_text(parse_position(text)) == text, "the parser refuses %r" % text
    return "ok %04x" % crc16(data)


def position_outcome(index):
    return checked(outcome_of_position, mutated_position(index))


def action_outcome(index):
    game, text = mutated_action(index)
    return checked(outcome_of_action, game, text)


def record_outcome(index):
    return checked(outcome_of_record, mutated_record(index))


def blob_outcome(index):
    return checked(outcome_of_blob, mutated_blob(index))


def outcomes(positions, actions, records, blobs):
    """One line per case, the first cases of each kind: what both platforms must agree on."""
    lines = []
    for kind, count, outcome in (("position", positions, position_outcome),
                                 ("action", actions, action_outcome),
                                 ("record", records, record_outcome),
                                 ("blob", blobs, blob_outcome)):
        for index in range(count):
            lines.append("%s %d %s" % (kind, index, outcome(index)))
    return lines


# -- the fuzz ---------------------------------------------------------------------------------

def _tally(results):
    counts = {}
    for result in results:
        word = result.split(" ")[0]
        counts[word] = counts.get(word, 0) + 1
    return counts


def test_fuzz_positions():
    tally = _tally(position_outcome(index) for index in range(POSITION_CASES))
    # Both ends are reached: some mutants are accepted, most are refused.
    assert tally.get("ok", 0) > POSITION_CASES // 50, tally
    assert tally["PositionError"] > POSITION_CASES // 2, tally


def test_fuzz_actions():
    tally = _tally(action_outcome(index) for index in range(ACTION_CASES))
    assert min(tally.get(word, 0) for word in ("ok", "ActionError", "IllegalActionError")) > 0
    assert tally["ok"] > ACTION_CASES // 10, tally


def test_fuzz_records():
    tally = _tally(record_outcome(index) for index in range(RECORD_CASES))
    assert tally.get("ok", 0) > RECORD_CASES // 10, tally
    assert tally["RecordError"] > RECORD_CASES // 10, tally


def test_fuzz_blobs():
    tally = _tally(blob_outcome(index) for index in range(BLOB_CASES))
    assert tally.get("ok", 0) > BLOB_CASES // 50, tally
    assert tally["BlobError"] > BLOB_CASES // 2, tally


def test_fuzz_the_tool_answers_in_one_line(capsys):
    """The action cases through ``python -m tools.notation play``: one line on standard
    output and status 0, or one line on standard error and status 2. One text in two gets a
    leading ``-``, which the argument parser takes for an option of its own."""
    from tools.notation import main

    for index in range(ACTION_CASES // 5):
        game, text = mutated_action(index)
        if index % 2:
            text = "-" + text
        status = main(["play", position_text(game), text])
        out, err = capsys.readouterr()
        assert (status, out.count("\n"), err.count("\n")) in ((0, 1, 0), (2, 0, 1)), (
            text, status, out, err)


# -- what the fuzz found, one test each -------------------------------------------------------

# What ``python -m tools.notation start --seats 2 --seed beef`` prints.
START = position_text(new_game(Options(2), 0xBEEF))


def _with_field(index, value, text=START):
    fields = text.split(" ")
    fields[index] = value
    return " ".join(fields)


def _refused(text, field):
    error = raises(PositionError, parse_position, text)
    assert field in str(error), "%r does not name %r" % (str(error), field)


def test_finding_a_superscript_count_is_a_position_error():
    # int() took "²" for a digit (str.isdigit) and then refused it with a bare ValueError.
    _refused(_with_field(3, "\u00b2"), "moves")
    _refused(_with_field(5, "1\u00b2"), "passes")
    _refused(START.replace(":0:0,", ":\u00b2:0,"), "seat 1 sunstones")


def test_finding_a_count_of_4301_digits_is_a_position_error():
    # CPython's int() refuses strings of more than 4,300 digits, with a bare ValueError.
    for digits in (4301, 5000):
        _refused(_with_field(3, "9" * digits), "moves")
        _refused(START.replace(":0:0,", ":0:%s," % ("1" * digits)), "seat 1 halfstones")


def test_finding_a_long_count_is_refused_so_play_always_prints():
    # 4,300 nines parsed as sunstones (CPython's int() takes up to 4,300 digits), and one tile
    # on a sun square later the count had 4,301 digits and could not be printed.
    _refused(START.replace(":0:0,", ":%s:0," % ("9" * 4300)), "seat 1 sunstones")
    _refused(START.replace(":0:0,", ":10000:0,"), "seat 1 sunstones")
    game = parse_position(position({"a2": "Rf"}, seats=("Rb:Gg:9999:0", "To:Tt:0:0")))
    game.apply(parse_action("Rb@a1", game.rack()))
    text = position_text(game)
    assert text.split(" ")[1].startswith("-:Gg:10000:0,")
    # Past the limit after play: the blob and the parser refuse it alike, naming the field.
    assert "seat 1 sunstones" in str(raises(BlobError, to_blob, game))
    _refused(text, "seat 1 sunstones")


def test_finding_non_ascii_digits_are_refused_everywhere():
    # "３" was accepted on CPython and printed back as "3"; MicroPython refused it.
    for digit in ("\uff13", "\u0663", "\u0b69"):
        _refused(_with_field(2, digit), "to move")
        _refused(_with_field(3, digit), "moves")
        _refused(_with_field(7, digit), "discard")
        _refused(START.replace(":0:0,", ":0:%s," % digit), "seat 1 halfstones")


def test_finding_258_copies_of_a_tile_are_refused_in_text_and_blob():
    # A bytearray of counts wrapped at 256 on MicroPython (258 counted as 2) and raised a bare
    # ValueError on CPython.
    text = position(seats=("Rb:" + "Yf" * 258 + ":0:0", "Nb:Pt:0:0"))
    assert "258 Yf" in str(raises(PositionError, parse_position, text))
    data = handmade_blob(pools=(b"\x11" * 129, b"\x11" * 129))
    assert "258 Yf" in str(raises(BlobError, from_blob, data))


def test_finding_268_winds_are_refused_in_text_and_blob():
    # The winds were counted in the same bytearray: 268 counted as 12 on MicroPython.
    text = position(seats=("Rb:" + "W" * 268 + ":0:0", "Nb:Pt:0:0"))
    assert "12 winds" in str(raises(PositionError, parse_position, text))
    data = handmade_blob(pools=(b"\x80" * 134, b"\x80" * 134))
    assert "12 winds" in str(raises(BlobError, from_blob, data))


def test_finding_every_accepted_position_saves_as_a_blob():
    # A count past the 16 bits the save slot gives it (moves, passes, quiet, stones) parsed,
    # and to_blob then failed with a bare ValueError; on MicroPython a pool of 256 tiles or
    # more parsed too (see the 258 copies) and did not fit its size byte. Each count now has
    # a range, the same in the text, the blob writer and the blob reader: the rules' for
    # passes, quiet and discard, 9999 for stones; moves none (NOTATION.md), in either form.
    for index, field, value in ((5, "passes", "3"), (6, "quiet", "7"), (7, "discard", "13")):
        _refused(_with_field(index, value), field)
    for moves in ("10000", "65535", "9" * 4000):
        big = parse_position(_with_field(3, moves))
        assert position_text(from_blob(to_blob(big))) == position_text(big)
    _refused(START.replace(":0:0,", ":70000:0,"), "sunstones")
    for index, field, value in ((5, "passes", 2), (6, "quiet", 6)):
        game = parse_position(_with_field(index, str(value)))
        assert position_text(from_blob(to_blob(game))) == position_text(game)
        data = bytearray(to_blob(game))
        data[_BLOB_OFFSETS[field]] += 1
        assert field in str(raises(BlobError, from_blob, sealed(data[:-2])))


# Where handmade_blob and to_blob put each count (engine/blob.py's layout).
_BLOB_OFFSETS = {"moves": 5, "passes": 7, "quiet": 9}


def handmade_blob(pools, racks=(b"", b""), discard=0):
    """A 2-seat blob laid out as engine/blob.py's docstring says, with any racks and pools:
    what ``to_blob`` would refuse to write."""
    body = bytearray((BLOB_VERSION, 2, 0, 0, 0, 1, 0, 0, 0, 0, 0, discard, 0xEF, 0xBE, 0, 0))
    body.extend(bytes(len(SQUARES)))
    for seat in range(2):
        body.extend(bytes(4))  # sunstones and halfstones
        body.append(len(racks[seat]))
        body.append(len(pools[seat]))
        body.extend(racks[seat])
        body.extend(pools[seat])
    return sealed(body)


def test_handmade_blob_follows_the_layout():
    data = handmade_blob(pools=(b"\x11", b"\x12"), racks=(b"\x80", b""))
    assert position_text(from_blob(data)).split(" ")[1:] == [
        "W:Yf:0:0,-:Yb:0:0", "1", "1", "0", "0", "0", "0", "0000beef", "-"]


def test_finding_a_record_splits_at_ascii_white_space_only():
    # CPython's str.split() split "No@e5\u3000end" in two; MicroPython's kept it one word.
    error = raises(RecordError, replay, RECORD.replace("No@e5 end", "No@e5\u3000end"))
    assert "action 1" in str(error)
    raises(RecordError, replay, RECORD.replace("No@e5 end", "No@e5\xa0end"))
    assert position_text(replay(RECORD.replace("No@e5 end", "No@e5\x0bend"))) == RECORD_END


def test_finding_a_header_with_one_quote_is_a_record_error():
    # '[Options "]' ends with '"]' and holds ' "', but one quote cannot be both: splitting it
    # into name and value raised a bare ValueError.
    for header in ('[Options "]', '["]', '[ "]'):
        error = raises(RecordError, replay, RECORD.replace('[Options "-"]', header))
        assert "line 4" in str(error) and "header" in str(error)


# The findings above that are about the engine, run under MicroPython too.
ENGINE_FINDINGS = (test_finding_a_superscript_count_is_a_position_error,
                   test_finding_a_count_of_4301_digits_is_a_position_error,
                   test_finding_a_long_count_is_refused_so_play_always_prints,
                   test_finding_non_ascii_digits_are_refused_everywhere,
                   test_finding_258_copies_of_a_tile_are_refused_in_text_and_blob,
                   test_finding_268_winds_are_refused_in_text_and_blob,
                   test_finding_every_accepted_position_saves_as_a_blob,
                   test_finding_a_record_splits_at_ascii_white_space_only,
                   test_finding_a_header_with_one_quote_is_a_record_error,
                   test_handmade_blob_follows_the_layout)


def test_finding_a_newline_in_an_argument_gives_one_error_line(capsys):
    # argparse quoted the unknown option "-x\nfoo" as it was: two lines on standard error.
    from tools.notation import main

    for argv in (("play", START, "-x\nfoo"), ("play", START, "No@e5\nfoo"),
                 ("play", START + "\n", "end"), ("start", "--seats", "2\n3"),
                 ("start", "--seats", "\uff13")):
        status = main(list(argv))
        out, err = capsys.readouterr()
        assert (status, out) == (2, ""), argv
        assert err.count("\n") == 1 and err.startswith("error: "), (argv, err)


def test_micropython_reaches_the_same_outcomes():
    """The findings' tests, and the first cases of the fuzz, under a real MicroPython: the
    same outcome, case by case, as here."""
    from tools.device.micropython import run

    code = ("import test_fuzz\n"
            "for test in test_fuzz.ENGINE_FINDINGS:\n"
            "    test()\n"
            "    print('passed', test.__name__)\n"
            "for line in test_fuzz.outcomes(*%r):\n"
            "    print(line)\n" % (MICROPYTHON_CASES,))
    files = ("tests/support.py", "tests/positions.py", "tests/engine/test_fuzz.py")
    status, out, err = run(code, extra_files=files)
    assert status == 0, out + err
    expected = ["passed " + test.__name__ for test in ENGINE_FINDINGS]
    expected += outcomes(*MICROPYTHON_CASES)
    assert out.splitlines() == expected
