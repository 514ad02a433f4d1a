"""
`tests.test_readme`
====================================================

README.md's code examples run as written, the way python-chess runs its README (there with
doctest; here the README has fenced blocks). The blocks are read from README.md at test time,
so the test follows the README's edits.

- The ```python blocks run in README order in one shared namespace (the computer-player
  example goes on with the engine example's ``game``), from the repository root with the root
  on ``sys.path``. A block that raises fails the test with its text and traceback.
- Each ```sh block that is run runs in one bash session of its own under
  ``set -e -o pipefail``, so ``P=$(...)`` carries to the next line and any failing command or
  pipe stage fails the block. In a block with ``$ ``-prefixed lines only those lines are
  commands (the others would be shown output); in a block without, every line is. ``python``
  there is the interpreter running the tests, first on ``PATH``. The block must exit with
  status 0, print something, and leave no Python traceback on standard error.
- Which sh blocks run is decided by their commands (split at ``&&``, ``||``, ``;`` and ``|``):
  a block with a command in ``FRESH_MACHINE`` (``python -m pip``, ``npm``, ``python -m pytest``,
  ``python -m tools.simulate``, ``python -m tools.web``) sets up a machine, runs the whole
  suite, opens a window or serves a page until stopped, and is not run. ``python -m
  tools.notation`` commands run as written. ``python -m tools.bench.arena`` commands run with
  ``--seeds 1`` in place of the README's count (its 200 seeds take half a minute), so this
  checks their command lines and that they report, not their win rates. Any other command fails
  the test until a rule here says how to treat it. Commands quoted in running text (single
  backquotes) are not run.
- Every block runs with standard output buffered (Python's default on a pipe) and unbuffered
  (``PYTHONUNBUFFERED=1``, which many containers and CI runners set). A block with a pipe runs
  ``PIPE_RUNS`` times in each: in ``legal "$P" | head -3`` head may close the pipe before the
  tool's last write, which a tool that does not handle BrokenPipeError turns into a traceback
  and, under pipefail, a failed command, in some runs only.
"""

import os
import re
import subprocess
import sys
import traceback
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
README = REPO / "README.md"
FENCE = re.compile(r"^```(\w*)[^\n]*\n(.*?)^```[ \t]*$", re.M | re.S)
# Commands a reader runs once on a fresh machine, or that open a window or serve a page:
# never run here.
FRESH_MACHINE = ("python -m pip", "npm", "python -m pytest", "python -m tools.simulate",
                 "python -m tools.web")
NOTATION = "python -m tools.notation"
ARENA = "python -m tools.bench.arena"
ARENA_SEEDS = 1
# Commands that only filter another command's output, as in `... | head -3`.
FILTERS = ("head", "tail", "wc", "sort", "grep")
SEPARATORS = re.compile(r"&&|\|\||;|\|")
ASSIGNED = re.compile(r"^\w+=\$\(")
# The BrokenPipeError race below shows in about half the unbuffered runs on an idle machine.
PIPE_RUNS = 10
PRELUDE = "set -e -o pipefail\n"
TRACEBACK_SIGNS = ("Traceback (most recent call last)", "Exception ignored")


def readme_blocks(language):
    """``(line, text)`` of each fenced block of ``language`` in README.md, in order; ``line`` is
    the line number of the opening fence."""
    text = README.read_text("utf-8")
    return [(text.count("\n", 0, match.start()) + 1, match.group(2))
            for match in FENCE.finditer(text) if match.group(1) == language]


def shell_commands(block):
    """The command lines of an sh block: its ``$ `` lines without the prompt if it has any,
    otherwise all its non-blank lines; a line ending in a backslash goes on with the next."""
    lines = block.replace("\\\n", " ").splitlines()
    prompted = [line[2:] for line in lines if line.startswith("$ ")]
    if prompted:
        return prompted
    return [line.strip() for line in lines if line.strip() and not line.startswith("#")]


def simple_commands(line):
    """The commands of one line, split at ``&&``, ``||``, ``;`` and ``|``, with a leading
    ``NAME=$(`` and trailing ``)`` taken off."""
    commands = []
    for part in SEPARATORS.split(line):
        part = ASSIGNED.sub("", part.strip()).rstrip(")").strip()
        if part:
            commands.append(part)
    return commands


def plan(block):
    """``(action, script_lines, reason)`` for an sh block under the rules of the module's
    docstring: ``action`` is "run" (``script_lines`` are the lines to run, arena seeds cut
    down), "skip" (a fresh-machine block) or "unknown" (``reason`` names the command no rule
    covers)."""
    script = []
    unknown = []
    for line in shell_commands(block):
        for command in simple_commands(line):
            if command.startswith(FRESH_MACHINE):
                return "skip", [], "fresh-machine command %r" % command
            if not (command.startswith((NOTATION, ARENA)) or command.split()[0] in FILTERS):
                unknown.append(command)
        if ARENA in line:
            if re.search(r"--seeds\s+\d+", line):
                line = re.sub(r"--seeds\s+\d+", "--seeds %d" % ARENA_SEEDS, line)
            else:
                line += " --seeds %d" % ARENA_SEEDS
        script.append(line)
    if unknown:
        return "unknown", [], "no rule in tests/test_readme.py covers %r" % unknown[0]
    return "run", script, ""


def shell_blocks_to_run():
    """The sh blocks that are not fresh-machine blocks, as pytest params named by line."""
    return [pytest.param(block, id="README.md:%d" % line) for line, block in readme_blocks("sh")
            if plan(block)[0] != "skip"]


@pytest.fixture(name="python_dir", scope="module")
def fixture_python_dir(tmp_path_factory):
    """A directory whose ``python`` is the interpreter running the tests: its own directory
    when that has one (a venv always does), else a new one with a link. On ``PATH`` rather than
    wrapped in a shell function, so the commands start as they do for a reader."""
    here = Path(sys.executable).parent
    if (here / "python").exists():
        return here
    made = tmp_path_factory.mktemp("python")
    (made / "python").symlink_to(sys.executable)
    return made


def run_shell(script_lines, unbuffered, python_dir):
    env = dict(os.environ, PATH=str(python_dir) + os.pathsep + os.environ.get("PATH", ""))
    env.pop("PYTHONUNBUFFERED", None)
    if unbuffered:
        env["PYTHONUNBUFFERED"] = "1"
    return subprocess.run(["bash", "-c", PRELUDE + "\n".join(script_lines) + "\n"], cwd=REPO,
                          env=env, capture_output=True, text=True, timeout=300, check=False)


def test_readme_has_examples_to_run():
    assert readme_blocks("python"), "README.md has no ```python blocks"
    prompted = [block for _, block in readme_blocks("sh")
                if "\n$ " in "\n" + block and plan(block)[0] == "run"]
    assert prompted, "README.md has no ```sh block of $ commands that this test runs"


def test_python_blocks_run_in_order(monkeypatch, capsys):
    monkeypatch.chdir(REPO)
    monkeypatch.syspath_prepend(str(REPO))
    namespace = {"__name__": "readme"}
    for line, block in readme_blocks("python"):
        error = None
        try:
            exec(compile(block, "README.md:%d" % line, "exec"), namespace)
        except Exception:  # pylint: disable=broad-except
            error = traceback.format_exc()
        if error:
            pytest.fail("README.md:%d: this python block raised\n%s\n%s" % (line, block, error),
                        pytrace=False)
    out = capsys.readouterr().out
    assert out, "the README's python blocks printed nothing"


@pytest.mark.parametrize("unbuffered", [False, True], ids=["buffered", "unbuffered"])
@pytest.mark.parametrize("block", shell_blocks_to_run())
def test_shell_block_runs(block, unbuffered, python_dir):
    action, script, reason = plan(block)
    assert action == "run", "README sh block: %s\n%s" % (reason, block)
    runs = PIPE_RUNS if any("|" in line for line in script) else 1
    failures = []
    broken_pipes = 0
    for _ in range(runs):
        done = run_shell(script, unbuffered, python_dir)
        if "BrokenPipeError" in done.stderr:
            broken_pipes += 1
        if done.returncode != 0 or any(sign in done.stderr for sign in TRACEBACK_SIGNS):
            failures.append(done)
    mode = "PYTHONUNBUFFERED=1" if unbuffered else "buffered stdout"
    if broken_pipes:
        piped = "\n".join(line for line in script if "|" in line)
        pytest.fail(
            "BrokenPipeError: the tool in the README's\n%s\nraises BrokenPipeError when the "
            "reader closes the pipe before the tool's last write, so the reader sees a "
            "traceback and, under pipefail, a failed command. Seen in %d of %d runs with %s."
            "\nblock:\n%s\nstatus %d, stderr:\n%s" % (
                piped, broken_pipes, runs, mode, block, failures[0].returncode,
                failures[0].stderr), pytrace=False)
    if failures:
        done = failures[0]
        pytest.fail("README sh block failed in %d of %d runs with %s\nblock:\n%s\nran:\n%s\n"
                    "status %d\nstdout:\n%s\nstderr:\n%s" % (
                        len(failures), runs, mode, block, "\n".join(script), done.returncode,
                        done.stdout, done.stderr), pytrace=False)
    assert done.stdout.strip(), "README sh block printed nothing:\n%s" % block
