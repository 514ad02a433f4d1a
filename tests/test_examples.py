"""
`tests.test_examples`
====================================================

Every program in ``examples/`` runs as a reader runs it, ``python examples/NAME.py`` from the
repository's root, in a subprocess with no window (SDL's dummy drivers) and no help from
``PYTHONPATH``, and does what its docstring says. What a run prints is checked against the
engine: the moves it prints replay to the result it prints, the board it shows is the
engine's, and the sprite on the screen is the sheet's. A new example fails
:func:`test_every_example_is_run_here` until a test here runs it.
"""

import ast
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from PIL import Image

from shell import sprites
from engine.action_notation import ActionError
from engine.action_notation import action_text, parse_action
from engine.game import IllegalActionError
from engine.options import Options
from engine.setup import new_game
from engine.action_notation import parse_tile, tiles_text
from tools.notation import show_text

REPO = Path(__file__).resolve().parent.parent
EXAMPLES = REPO / "examples"
TIMEOUT = 60
RUN_CALL = re.compile(r"""run_example\(\s*["'](\w+)["']""")
PROMPT = "seat 1> "
WINDOW_SECONDS = 3


def example_env():
    """No window, no sound, no pygame banner, and no PYTHONPATH: an example finds the
    project by itself."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    env.pop("PYTHONPATH", None)
    return env


def run_example(name, *args, stdin=""):
    """Run ``examples/NAME.py`` with ``args``; return its standard output. It must exit with
    status 0 and leave no traceback."""
    done = subprocess.run([sys.executable, str(Path("examples") / (name + ".py"))] + list(args),
                          cwd=REPO, env=example_env(), input=stdin, capture_output=True, text=True,
                          timeout=TIMEOUT)
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr, done.stderr
    return done.stdout


def legal_texts(game):
    return sorted(set(action_text(action, game.rack()) for action in game.legal_actions()))


def replay_turns(seats, seed, action_texts):
    """The game from ``seed`` after the actions, checked by the engine as they are applied."""
    game = new_game(Options(seats=seats), seed)
    for text in action_texts:
        game.apply(parse_action(text, game.rack()))
    return game


def result_line(game):
    how, winners = game.result()
    return "game over (%s): %s won" % (how, " and ".join("seat %d" % (s + 1) for s in winners))


# -- every example: a test and a docstring ------------------------------------------------------


def test_every_example_is_run_here():
    names = {path.stem for path in EXAMPLES.glob("*.py")}
    assert names, "no examples found"
    run_here = set(RUN_CALL.findall(Path(__file__).read_text("utf-8")))
    assert names - run_here == set(), "examples without a test in %s" % Path(__file__).name


@pytest.mark.parametrize("path", sorted(EXAMPLES.glob("*.py")), ids=lambda path: path.stem)
def test_each_example_says_its_idea_and_how_to_run_it(path):
    docstring = ast.get_docstring(ast.parse(path.read_text("utf-8")))
    assert docstring and "One idea" in docstring
    assert "python examples/%s" % path.name in docstring


# -- terminal_game ------------------------------------------------------------------------------


def test_terminal_game_lists_refuses_and_shows_the_board():
    seed = 0xBEEF
    game = new_game(Options(seats=2), seed)
    listing = legal_texts(game)
    placed = next(text for text in listing if "@" in text)   # the first placement listed
    after = game.copy()
    after.apply(parse_action(placed, after.rack()))
    with pytest.raises(IllegalActionError) as refusal:        # the same tile again: refused
        after.copy().apply(parse_action(placed, after.rack()))
    with pytest.raises(ActionError) as malformed:
        parse_action("No@z9", after.rack())
    script = "legal\n%s\n%s\nNo@z9\nlegal\nquit\n" % (placed, placed)
    out = run_example("terminal_game", "--seed", "beef", "--level", "easy", stdin=script)
    answers = out.split(PROMPT)
    assert answers[0].strip() == show_text(game, hidden=[1])   # the computer's rack is hidden
    assert tiles_text(game.racks[1]) not in answers[0]
    assert answers[1].split() == ["legal"] + listing
    assert answers[2].strip() == placed + "\n" + show_text(after, hidden=[1])
    assert answers[3].strip() == "%s\nnot played: %s" % (placed, refusal.value)
    assert answers[4].strip() == "No@z9\nnot played: %s" % malformed.value
    assert answers[5].split() == ["legal"] + legal_texts(after)   # nothing changed
    assert answers[6].split() == ["quit", "bye"]


def test_terminal_game_ends_cleanly_when_the_input_ends():
    out = run_example("terminal_game", "--seed", "1", stdin="legal\n")
    assert out.rstrip().endswith("bye")


def test_terminal_game_with_two_computers_plays_to_the_engines_end():
    out = run_example("terminal_game", "--computers", "--level", "medium", "--seed", "5")
    moves = re.findall(r"^seat (\d) \(medium\) plays (\S+)$", out, re.M)
    game = replay_turns(2, 5, [text for _, text in moves])
    assert game.is_over()
    assert show_text(game) in out
    assert out.rstrip().splitlines()[-1] == result_line(game)


# -- computers_play -----------------------------------------------------------------------------


@pytest.mark.parametrize("levels", [["easy", "medium"], ["medium", "easy", "easy"]])
def test_computers_play_prints_turns_that_replay_to_its_result(levels):
    out = run_example("computers_play", "--levels", *levels, "--seed", "2a")
    turns = re.findall(r"^seat (\d) \((\w+)\): (.+)$", out, re.M)
    assert len(turns) > len(levels)
    for number, (seat, level, _) in enumerate(turns):
        assert int(seat) == number % len(levels) + 1 and level == levels[number % len(levels)]
    game = replay_turns(len(levels), 0x2A, " ".join(actions for _, _, actions in turns).split())
    assert game.is_over()
    lines = out.rstrip().splitlines()
    assert lines[-1] == result_line(game)
    assert lines[-2] == "tiles left: " + ", ".join(
        "seat %d %d" % (seat + 1, len(game.racks[seat]) + len(game.pools[seat]))
        for seat in range(len(levels)))


# -- one_sprite ---------------------------------------------------------------------------------


def test_one_sprite_draws_the_sheets_sprite(tmp_path):
    shot = tmp_path / "tile.png"
    out = run_example("one_sprite", "--tile", "Gg", "--screenshot", str(shot))
    found = re.search(r"sprite (\d+) at x=(\d+) y=(\d+), (\d+) times", out)
    sprite, x, y, scale = (int(group) for group in found.groups())
    assert sprite == sprites.tile_sprite(parse_tile("Gg"))
    with Image.open(shot) as screen, Image.open(REPO / "assets" / "sheet.bmp") as sheet:
        assert screen.size == (160, 128)
        screen = screen.convert("RGB")
        palette = sheet.getpalette()
        background = screen.getpixel((0, 0))
        cell_x = sprite % sprites.COLUMNS * sprites.CELL
        cell_y = sprite // sprites.COLUMNS * sprites.CELL
        drawn = 0
        for row in range(sprites.CELL):
            for column in range(sprites.CELL):
                index = sheet.getpixel((cell_x + column, cell_y + row))
                expected = (background if index == sprites.TRANSPARENT
                            else tuple(palette[3 * index:3 * index + 3]))
                pixel = screen.getpixel((x + column * scale + scale // 2,
                                         y + row * scale + scale // 2))
                # The display keeps 16 bits a pixel: allow its rounding.
                assert max(abs(a - b) for a, b in zip(pixel, expected)) <= 8, (row, column)
                drawn += pixel != background
        assert drawn > sprites.CELL * sprites.CELL // 2   # the tile, not the background


# -- button_events ------------------------------------------------------------------------------


def test_button_events_demo_reports_a_tap_once_and_a_hold_with_repeats():
    events = re.findall(r"^\s*(\d+) ms\s+(\w+)\s+(\w+)$", run_example("button_events", "--demo"),
                        re.M)
    assert [(name, kind) for _, name, kind in events if name == "a"] == [("a", "press")]
    left = [(int(ms), kind) for ms, name, kind in events if name == "left"]
    assert left[0][1] == "press" and [kind for _, kind in left].count("press") == 1
    repeats = [ms for ms, kind in left if kind == "repeat"]
    assert repeats and all(ms - left[0][0] >= 400 for ms in repeats)


def test_button_events_window_starts_and_waits_for_keys():
    env = example_env()
    env["PYTHONUNBUFFERED"] = "1"   # what it printed is there when it is stopped
    with pytest.raises(subprocess.TimeoutExpired) as running:   # it runs until the window closes
        subprocess.run([sys.executable, "examples/button_events.py"], cwd=REPO, env=env,
                       capture_output=True, text=True, timeout=WINDOW_SECONDS)
    assert "press keys" in (running.value.stdout or b"").decode(), running.value.stderr
