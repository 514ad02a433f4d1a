"""`python -m tools.notation`: every command of NOTATION.md's table, and its one-line errors."""

import subprocess
import sys

import pytest

from tools.notation import main

from positions import EXAMPLE, RECORD, RECORD_END


def run(capsys, *argv):
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def test_start_and_play_reach_the_documented_example(capsys):
    status, start, _ = run(capsys, "start", "--seats", "2", "--seed", "beef")
    assert status == 0
    status, out, err = run(capsys, "play", start.strip(), "No@e5")
    assert (status, out, err) == (0, EXAMPLE + "\n", "")


def test_start_options(capsys):
    status, out, _ = run(capsys, "start", "--seats", "4", "--setup", "tournament spike",
                         "--options", "pb3", "--seed", "1f")
    fields = out.split()
    assert status == 0 and fields[9] == "pb3" and fields[1].count(",") == 3
    assert fields[0].count("/") == 8 and fields[0] != "9/9/9/9/9/9/9/9/9"
    assert fields[1].split(",")[0].endswith(":1:1")


def test_start_default_seed_is_zero(capsys):
    assert run(capsys, "start", "--seats", "3") == run(capsys, "start", "--seats", "3",
                                                       "--seed", "0")


def test_legal_is_sorted_and_distinct(capsys):
    status, out, _ = run(capsys, "start", "--seats", "2", "--seed", "beef")
    status, out, _ = run(capsys, "legal", out.strip())
    lines = out.splitlines()
    assert status == 0 and lines == sorted(set(lines))
    assert "No@e5" in lines and "end" in lines and "x:NoNtTfYoGf" in lines
    assert not any(line.startswith("W:") for line in lines)


def test_legal_in_a_finished_game_prints_nothing(capsys):
    over = EXAMPLE.replace(" 1 0 2 0 0 0 ", " 1 0 2 2 0 0 ")
    assert run(capsys, "legal", over) == (0, "", "")
    assert run(capsys, "status", over) == (0, "over blocked 1\n", "")


def test_status(capsys):
    assert run(capsys, "status", EXAMPLE) == (0, "playing\n", "")


def test_replay(capsys, tmp_path):
    path = tmp_path / "game.txt"
    path.write_text(RECORD)
    assert run(capsys, "replay", str(path)) == (0, RECORD_END + "\n", "")


def test_show_draws_the_board(capsys):
    status, out, _ = run(capsys, "show", EXAMPLE)
    assert status == 0 and "No" in out and "seat 2" in out


def test_show_marks_the_moon_and_the_sun_squares(capsys):
    _, start, _ = run(capsys, "start", "--seats", "2", "--seed", "beef")
    status, out, _ = run(capsys, "show", start.strip())
    ranks = {line.split()[0]: line.split()[1:] for line in out.splitlines()[:9]}
    assert status == 0
    assert ranks["5"] == ["*", ".", ".", ".", "O", ".", ".", ".", "*"]    # a5 e5 i5
    assert ranks["9"] == ["*", ".", ".", ".", "*", ".", ".", ".", "*"]    # a9 e9 i9
    assert ranks["4"] == ["."] * 9
    assert "O the moon" in out and "* a sun square" in out


def test_show_marks_board_b_too(capsys):
    _, start, _ = run(capsys, "start", "--seats", "5", "--setup", "standard spike",
                      "--options", "d")
    status, out, _ = run(capsys, "show", start.strip())
    ranks = {line.split()[0]: line.split()[1:] for line in out.splitlines()[:9]}
    assert status == 0 and ranks["9"][9] == "|"
    assert (ranks["9"][0], ranks["9"][10], ranks["1"][18]) == ("*", "*", "*")   # a9 j9 r1


def help_text(capsys, *argv):
    with pytest.raises(SystemExit) as done:
        main(list(argv))
    out, _ = capsys.readouterr()
    assert done.value.code == 0
    return " ".join(out.split())


def test_start_help_gives_five_to_eight_seats_and_the_d_flag(capsys):
    out = help_text(capsys, "start", "--help")
    assert "5 to 8 on two boards, with --options d" in out
    assert "k, p, d, b2/b3" in out


def test_top_help_names_tactic_tiles(capsys):
    assert "--game tactic" in help_text(capsys, "--help")


def test_more_than_four_seats_without_two_boards_says_how(capsys):
    status, out, err = run(capsys, "start", "--seats", "6")
    assert status == 2 and out == "" and "--options d" in err and "standard spike" in err
    status, out, _ = run(capsys, "start", "--seats", "6", "--setup", "standard spike",
                         "--options", "d")
    assert status == 0 and out.split()[1].count(",") == 5


@pytest.mark.parametrize("argv", [("--bogus",), ("--bogus", "start", "--seats", "2"),
                                  ("--game", "tactic", "--bogus")])
def test_an_unknown_option_before_the_command_is_named(capsys, argv):
    status, out, err = run(capsys, *argv)
    assert status == 2 and out == "" and "unrecognized argument '--bogus'" in err


@pytest.mark.parametrize("argv", [("legal", "Yf" * 60000),
                                  ("legal", EXAMPLE.replace("4No4", "Yf" * 60000)),
                                  ("play", EXAMPLE, "-" + "x" * 119999),
                                  ("--game", "tactic", "status", "7" * 120000)])
def test_an_error_quotes_only_an_excerpt_of_a_long_input(capsys, argv):
    status, out, err = run(capsys, *argv)
    assert status == 2 and out == "" and err.count("\n") == 1
    assert len(err) < 300 and "..." in err and "characters)" in err


@pytest.mark.parametrize("argv, words", [
    (("play", EXAMPLE, "Rb@e6"), "no move left"),
    (("play", EXAMPLE, "Zz@e6"), "unknown tile code"),
    (("play", EXAMPLE, "hello"), "unknown action"),
    (("legal", "9/9 x"), "10 fields"),
    (("status", EXAMPLE.replace("60a8671f", "00000000")), "rng"),
    (("start", "--seats", "2", "--setup", "spiky"), "unknown setup"),
    (("start", "--seats", "3", "--options", "p"), "partners"),
    (("start", "--seats", "2", "--seed", "xyz"), "seed"),
    (("replay", "no-such-file.txt"), "cannot read"),
    (("frobnicate",), "invalid choice"),
    (("play", EXAMPLE, "-x\nfoo"), "unrecognized arguments: -x\\nfoo"),
    (("play", EXAMPLE, "end\r\nend"), "unknown action 'end\\r\\nend'"),
    (("start", "--seats", "\uff13"), "2 to 8"),
])
def test_errors_print_one_line_and_exit_2(capsys, argv, words):
    status, out, err = run(capsys, *argv)
    assert status == 2 and out == ""
    assert err.count("\n") == 1 and words in err


def test_a_bad_record_names_the_action(capsys, tmp_path):
    path = tmp_path / "game.txt"
    path.write_text(RECORD.replace("Nt@f5", "Nt@a1"))
    status, out, err = run(capsys, "replay", str(path))
    assert status == 2 and "action 5" in err and "Nt@a1" in err


def test_runs_as_a_module():
    done = subprocess.run([sys.executable, "-m", "tools.notation", "status", EXAMPLE],
                          capture_output=True, text=True, check=False)
    assert (done.returncode, done.stdout) == (0, "playing\n")
    done = subprocess.run([sys.executable, "-m", "tools.notation", "legal", "bad"],
                          capture_output=True, text=True, check=False)
    assert done.returncode == 2 and done.stdout == "" and "Traceback" not in done.stderr
