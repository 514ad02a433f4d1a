"""NOTATION.md game records: headers, comments, replay and writing one."""

from positions import RECORD, RECORD_END
from support import raises

from engine.actions import END
from engine.action_notation import action_text
from engine.position import position_text
from engine.record import RecordError, parse_record, record_lines, record_text, replay
from engine.setup import new_game
from engine.options import Options


def test_the_documented_record_replays():
    assert position_text(replay(RECORD)) == RECORD_END


def test_headers_and_actions():
    headers, actions = parse_record(RECORD)
    assert headers["Players"] == "human, computer hard"
    assert actions[:3] == ["No@e5", "end", "Nf@e6"] and len(actions) == 8


def test_required_and_repeated_headers():
    assert "Seed" in str(raises(RecordError, parse_record, RECORD.replace('[Seed "beef"]', "")))
    twice = RECORD.replace('[Options "-"]', '[Options "-"]\n[Options "-"]')
    assert "twice" in str(raises(RecordError, parse_record, twice))
    assert "header" in str(raises(RecordError, parse_record, RECORD.replace('"beef"]', 'beef]')))


def test_bad_header_values():
    for old, new in (('"Latice"', '"Chess"'), ('"2"]', '"5"]'), ('"standard"', '"spiky"'),
                     ('"beef"', '"beefbeef1"'), ('[Options "-"]', '[Options "q"]')):
        raises(RecordError, replay, RECORD.replace(old, new))


def test_an_illegal_action_is_named_by_number():
    error = raises(RecordError, replay, RECORD.replace("Nf@e6", "Nf@a1"))
    assert "action 3" in str(error) and "Nf@a1" in str(error)


def test_writing_a_record_that_replays():
    game = new_game(Options(2), 0xBEEF)
    played = []
    for text in ("No@e5", "end", "end"):
        rack = bytearray(game.rack())
        action = END if text == "end" else None
        for candidate in game.legal_actions():
            if action_text(candidate, rack) == text:
                action = candidate
        game.apply(action)
        played.append((action, rack))
    headers = [("Game", "Latice"), ("Seats", "2"), ("Setup", "standard"), ("Options", "-"),
               ("Seed", "beef")]
    text = record_text(headers, played)
    assert text.endswith("No@e5 end\nend\n")
    assert position_text(replay(text)) == position_text(game)


def played_game(options, seed, turns):
    """``turns`` turns of a seeded game, each seat laying its first legal tile (if any) and
    ending its turn; the headers and the (action, rack before it) pairs."""
    game = new_game(options, seed)
    played = []
    for _ in range(turns):
        if game.result() is not None:
            break
        for action in game.legal_actions():
            if action != END:
                played.append((action, bytearray(game.rack())))
                game.apply(action)
                break
        played.append((END, bytearray(game.rack())))
        game.apply(END)
    headers = [("Game", "Latice"), ("Seats", str(options.seats)), ("Setup", options.setup_name()),
               ("Options", options.flags_text()), ("Seed", "%x" % seed)]
    return game, headers, played


def test_a_record_s_lines_joined_are_its_text():
    games = ((Options(2), 0xBEEF, 12, []),
             (Options(4, partners=True), 7, 9, []),
             (Options(6, formation="spike", two_boards=True), 5, 14, []),
             (Options(3), 3, 8, [("Match", "first to 2, game 3")]),
             (Options(2), 1, 0, []))
    for options, seed, turns, more in games:
        game, headers, played = played_game(options, seed, turns)
        text = record_text(headers + more, played)
        lines = list(record_lines(headers + more, played))
        ends = [action for action, _ in played].count(END)
        assert len(lines) == len(headers) + len(more) + ends and ends == turns
        assert "\n".join(lines) + "\n" == text
        assert all("\n" not in line for line in lines)
        assert position_text(replay(text)) == position_text(game)


def test_a_record_s_lines_come_as_the_actions_are_read():
    game, headers, played = played_game(Options(2), 0xBEEF, 3)
    read = []

    def actions():
        for item in played:
            read.append(item)
            yield item

    lines = record_lines(headers, actions())
    assert [next(lines) for _ in headers] == ['[Game "Latice"]', '[Seats "2"]',
                                              '[Setup "standard"]', '[Options "-"]',
                                              '[Seed "beef"]']
    assert read == []                      # no action read before its line is asked for
    first_turn = next(lines)
    assert first_turn.endswith(" end") and len(read) == first_turn.count(" ") + 1
