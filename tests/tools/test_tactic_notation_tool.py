"""`python -m tools.notation --game tactic`: every command of docs/tactic-notation.md's
table, its one-line errors, and Latice staying the default."""

import subprocess
import sys
from pathlib import Path

from tools.notation import main

from positions import EXAMPLE

DOC = Path(__file__).resolve().parents[2] / "docs" / "tactic-notation.md"
START = "- 385251,432108,267264 256811624210670907152349716103553301465048634419043959 0,0,0 1 0 0"
AFTER = ("38r0@0,0 525125,432108,267264 6811624210670907152349716103553301465048634419043959 "
         "0,0,0 2 0 0")


def run(capsys, *argv):
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def tactic(capsys, *argv):
    return run(capsys, "--game", "tactic", *argv)


def test_start_and_play_reach_the_documented_example(capsys):
    assert tactic(capsys, "start", "--seats", "3", "--length", "36", "--seed", "beef") == (
        0, START + "\n", "")
    assert tactic(capsys, "play", START, "38r0@0,0", "end") == (0, AFTER + "\n", "")
    assert AFTER in DOC.read_text("utf-8")


def test_start_defaults_to_the_whole_set_and_seed_zero(capsys):
    status, out, _ = tactic(capsys, "start", "--seats", "5")
    fields = out.split()
    assert status == 0 and len(fields) == 7
    assert len(fields[2]) == 2 * (70 - 15)       # 70 tiles for 5 seats, 15 in the hands
    assert out == tactic(capsys, "start", "--seats", "5", "--seed", "0")[1]
    assert run(capsys, "--game=tactic", "start", "--seats", "5")[1] == out


def test_legal_is_sorted(capsys):
    status, out, _ = tactic(capsys, "legal", AFTER)
    lines = out.splitlines()
    assert status == 0 and lines == sorted(set(lines)) and len(lines) > 4
    assert all(line[:2] in ("43", "21", "08") and line[2] == "r" for line in lines)


def test_status_and_a_finished_game(capsys):
    assert tactic(capsys, "status", AFTER) == (0, "playing\n", "")
    over = "01r0@0,0 -,- - 2,2 1 0 0"
    assert tactic(capsys, "status", over) == (0, "over out 1,2\n", "")
    assert tactic(capsys, "legal", over) == (0, "", "")
    assert tactic(capsys, "status", "01r0@0,0 616263,64 - 0,3 1 0 2") == (
        0, "over blocked 2\n", "")


def test_show_draws_the_tiles_squares(capsys):
    status, out, err = tactic(capsys, "show", "01r0@0,0/02r0@1,0 03,04 - 2,0 2 0 0")
    assert status == 0 and err == ""
    # Tile 1 is RGRGYBYB, tile 2 RGRBYGYB: top rows, then middles, then bottoms.
    assert " RGR RGR\n B+G B+B\n YBY YGY\n" in out
    assert "> seat 2  hand 04" in out and "score 2" in out


def test_errors_are_one_line_naming_the_field(capsys):
    cases = (
        (("legal", "bad"), "7 fields"),
        (("legal", AFTER.replace(" 2 0 0", " 9 0 0")), "to move"),
        (("play", AFTER, "99r0@0,1"), "unknown tile code"),
        (("play", AFTER, "43r0@5,5"), "edge to edge"),
        (("play", AFTER, "43r0@40,5"), "beyond the grid's reach"),
        (("play", AFTER, "redraw"), "redraw only when none matches"),
        (("start", "--seats", "7"), "2 to 6"),
        (("start", "--seats", "4", "--length", "10"), "length"),
        (("start", "--seats", "2", "--seed", "xyz"), "hex"),
    )
    for argv, expected in cases:
        status, out, err = tactic(capsys, *argv)
        assert (status, out) == (2, ""), argv
        assert err.startswith("error: ") and err.count("\n") == 1 and expected in err, err


def test_latice_stays_the_default(capsys):
    assert run(capsys, "status", EXAMPLE) == run(capsys, "--game", "latice", "status", EXAMPLE)
    assert run(capsys, "status", EXAMPLE) == (0, "playing\n", "")
    status, out, err = run(capsys, "--game", "chess", "status", EXAMPLE)
    assert (status, out) == (2, "") and "latice or tactic" in err


def test_the_module_runs_as_a_program():
    done = subprocess.run([sys.executable, "-m", "tools.notation", "--game", "tactic",
                           "status", AFTER], capture_output=True, text=True, check=False)
    assert (done.returncode, done.stdout, done.stderr) == (0, "playing\n", "")
