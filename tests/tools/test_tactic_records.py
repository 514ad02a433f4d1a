"""Tactic Tiles' game records through the notation tool (docs/tactic-notation.md "Game
records"): ``record`` writes a whole game that ``replay`` plays back to the position ``play``
reaches, the documented example replays to its documented end, and every kind of bad record
is refused on one line that names its line."""

import re
from pathlib import Path

import pytest

from engine.tactic.notation import action_text
from engine.tactic.players import EasyPlayer, GreedyPlayer
from engine.tactic.setup import new_game
from tools.notation import main

DOC = Path(__file__).resolve().parents[2] / "docs" / "tactic-notation.md"
MOST_ACTIONS = 600   # a 72-tile game takes at most 72 tiles x 3 actions and a few redraws
GOOD = '[Game "Tactic Tiles"]\n[Seats "2"]\n[Length "18"]\n[Seed "b8"]\n22r0@0,0 end\n'


def tactic(capsys, *argv):
    status = main(["--game", "tactic"] + list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def whole_game(seats, seed, length, player):
    """The actions of a game played to its end by ``player`` for every seat."""
    game = new_game(seats, seed, length)
    actions = []
    while not game.is_over():
        assert len(actions) < MOST_ACTIONS
        action = player.choose(game)
        actions.append(action_text(action))
        game.apply(action)
    return actions


@pytest.mark.parametrize("seats, seed, length, player", [
    (2, "beef", "72", GreedyPlayer()),
    (3, "b8", "36", EasyPlayer(seed=3)),
    (4, "1", "72", EasyPlayer(seed=4)),
    (5, "ffffffff", "40", GreedyPlayer()),
    (6, "0", "72", EasyPlayer(seed=6)),
])
def test_a_whole_game_recorded_replays_to_where_play_ends(capsys, tmp_path, seats, seed,
                                                          length, player):
    options = ("--seats", str(seats), "--length", length, "--seed", seed)
    actions = whole_game(seats, int(seed, 16), int(length), player)
    status, start, _ = tactic(capsys, "start", *options)
    assert status == 0
    status, end, _ = tactic(capsys, "play", start.strip(), *actions)
    assert status == 0
    status, record, err = tactic(capsys, "record", *options, *actions)
    assert (status, err) == (0, "")
    lines = record.splitlines()
    assert lines[:4] == ['[Game "Tactic Tiles"]', '[Seats "%d"]' % seats,
                         '[Length "%d"]' % (int(length) - int(length) % seats),
                         '[Seed "%x"]' % int(seed, 16)]
    status, result, _ = tactic(capsys, "status", end.strip())
    assert lines[4] == '[Result "%s"]' % result.strip() and result.startswith("over")
    assert all(line.endswith("end") for line in lines[5:])    # one turn a line
    assert " ".join(lines[5:]).split() == actions
    path = tmp_path / "game.txt"
    path.write_text(record, encoding="utf-8")
    assert tactic(capsys, "replay", str(path)) == (0, end, "")


def test_a_record_of_an_unfinished_game_has_no_result(capsys):
    status, record, _ = tactic(capsys, "record", "--seats", "3", "--seed", "beef",
                               "38r0@0,0", "end", "43r3@-1,0")
    assert status == 0
    assert record.splitlines()[3:] == ['[Seed "beef"]', "38r0@0,0 end", "43r3@-1,0"]


def test_the_documented_record_ends_where_the_document_says(capsys, tmp_path):
    doc = DOC.read_text("utf-8")
    section = doc.split("## Game records", 1)[1]
    text = section.split("```\n", 2)[1]
    end = re.search(r"That record ends at the position\n`([^`]+)`", section).group(1)
    path = tmp_path / "example.txt"
    path.write_text(text, encoding="utf-8")
    assert tactic(capsys, "replay", str(path)) == (0, end + "\n", "")


@pytest.mark.parametrize("record, words", [
    (GOOD.replace('[Seats "2"]', '[Seats 2]'), "line 2: a header is"),
    (GOOD.replace('[Seed "b8"]', '[Seed "b8"]\n[Seed "b9"]'), "line 5: header 'Seed' given"),
    (GOOD + '[Date "today"]\n', "line 6: header 'Date' after the actions"),
    (GOOD.replace('[Length "18"]\n', ""), "no 'Length' header"),
    (GOOD.replace("Tactic Tiles", "Latice"), "line 1: Game must be 'Tactic Tiles'"),
    (GOOD.replace('"2"', '"7"'), "line 2: Seats must be 2 to 6"),
    (GOOD.replace('"18"', '"018"'), "line 3: Length is a number of tiles"),
    (GOOD.replace('"18"', '"\uff11\uff18"'), "line 3: Length is a number of tiles"),
    (GOOD.replace('"18"', '"4"'), "line 3: length"),
    (GOOD.replace('"b8"', '"xyz"'), "line 4: a seed is 1 to 8 hex digits"),
    (GOOD + "redraw\nend\n", "line 7: action 4: 'end' is illegal"),
    (GOOD + "\n\n15r1@9,9\n", "line 8: action 3: '15r1@9,9' is illegal"),
    (GOOD + "hello", "line 6: action 3: unknown action 'hello'"),
    (GOOD.replace("22r0@0,0", "99r0@0,0"), "line 5: action 1: bad action '99r0@0,0'"),
])
def test_a_bad_record_is_refused_naming_its_line(capsys, tmp_path, record, words):
    path = tmp_path / "bad.txt"
    path.write_text(record, encoding="utf-8")
    status, out, err = tactic(capsys, "replay", str(path))
    assert (status, out) == (2, "")
    assert err.startswith("error: ") and err.count("\n") == 1 and words in err, err


def test_an_action_after_the_end_is_refused(capsys, tmp_path):
    actions = whole_game(2, 0xB8, 18, GreedyPlayer())
    path = tmp_path / "long.txt"
    path.write_text(GOOD.replace("22r0@0,0 end", " ".join(actions + ["end"])), "utf-8")
    status, out, err = tactic(capsys, "replay", str(path))
    assert (status, out) == (2, "")
    assert "line 5: action %d: " % (len(actions) + 1) in err and "the game is over" in err


@pytest.mark.parametrize("argv, words", [
    (("replay", "no-such-file.txt"), "cannot read record"),
    (("record", "--seats", "3", "--seed", "beef", "38r0@0,0", "38r0@1,0"),
     "record: action 2: '38r0@1,0' is illegal"),
    (("record", "--seats", "3", "--seed", "beef", "oops"), "record: action 1: unknown action"),
    (("record", "--seats", "7"), "2 to 6"),
    (("record", "--seats", "4", "--length", "10"), "length"),
    (("record", "--seats", "2", "--seed", "xyz"), "hex"),
])
def test_bad_command_lines_print_one_line_and_nothing_else(capsys, argv, words):
    status, out, err = tactic(capsys, *argv)
    assert (status, out) == (2, "")
    assert err.startswith("error: ") and err.count("\n") == 1 and words in err, err
