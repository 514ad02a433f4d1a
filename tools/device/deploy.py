"""
`tools.device.deploy`
====================================================

Puts the game on a CircuitPython handheld: ``python -m tools.device.deploy [DRIVE]``. This module
owns what goes onto a CIRCUITPY drive, and how:

- the drive: the folder named, or the mounted CIRCUITPY drive it finds
  (:func:`candidate_drives`). A folder is a CircuitPython drive when it has ``boot_out.txt``,
  which also tells the CircuitPython version (9 and 10 are supported) and the board;
- the files: ``code.py``, ``engine/``, ``boards/`` (less the desktop's and the web page's
  boards), the modules of ``lib/``, the sprite sheets ``assets/*.bmp`` and the texts
  ``assets/texts.txt`` and the font ``assets/font.pcf`` (:func:`game_files`), every module but
  ``code.py`` compiled to ``.mpy`` when CircuitPython's own mpy-cross for the board's version
  is at hand (``--mpy-cross PATH``, or ``mpy-cross`` on PATH; :mod:`tools.device.mpy_cross`
  chooses and runs it). Without one the deploy is refused: ``.py`` sources do not fit a
  PyBadge's heap, and are copied only when asked for with ``--py-sources``;
- the writing: only files whose bytes differ are written, each to a temporary name beside its
  target and then renamed over it, so a pulled cable never leaves half a module under a real
  name. The drive keeps a manifest (``.latice-deploy.txt``) of the files a deploy wrote; the
  next deploy removes those it no longer needs (``lib/shell/app.py`` once
  ``lib/shell/app.mpy`` is there), and never touches a file it did not write;
- the settings: the keys the game needs in the drive's ``settings.toml``
  (:mod:`tools.device.settings`), the rest of the file left as it was;
- the command line (:func:`main`): the files and settings first, then Adafruit's libraries
  (``requirements-device.txt``), installed by circup when it is there
  (:mod:`tools.device.libraries`).

``--dry-run`` prints what would be copied, replaced, removed and installed, and writes nothing.
An error prints one message on standard error saying what to do, and exits with status 2
before anything is half done. A library that circup did not install exits with status 1, after
the game's files are in place.
"""

import argparse
import contextlib
import errno
import getpass
import os
import platform
import re
import shutil
import sys
import tempfile
from collections import namedtuple
from pathlib import Path

from boards import UnknownBoard, module_for
from tools.device.libraries import circup_command, install_libraries
from tools.device.settings import FILE as SETTINGS_FILE
from tools.device.settings import KEYS, SettingsError, settings_text
from tools.device.mpy_cross import (MpyCrossError, choose_compiler, compile_modules,
                                    how_to_get_mpy_cross)
from tools.lib_path import app_modules

REPO = Path(__file__).resolve().parents[2]
MANIFEST = ".latice-deploy.txt"
TEMP_SUFFIX = ".latice-tmp"     # a file on its way to the drive, before its rename
MAJOR_VERSIONS = (9, 10)
FIRMWARE_DOWNLOADS = "https://circuitpython.org/downloads"
FAILED = 2
# From README.md, "Will it fit?": what .py sources cost a board, beside .mpy files.
FROM_PY_COST = ("the board compiles each module itself as it imports it: start-up to the title "
                "takes about 3.15 s instead of 1.04 s, and a whole 4-seat game needs about "
                "146 KB of heap, more than a PyBadge has")

BootOut = namedtuple("BootOut", "version major board_id machine")


class DeployError(Exception):
    """What stops a deploy; the message says what to do about it."""


# -- the drive ------------------------------------------------------------------------------------


def candidate_drives():
    """The folders where this system mounts a CIRCUITPY drive (they need not exist)."""
    system = platform.system()
    if system == "Windows":
        return [Path(letter + ":\\") for letter in "DEFGHIJKLMNOPQRSTUVWXYZ"
                if windows_volume_label(letter + ":\\") == "CIRCUITPY"]
    if system == "Darwin":
        return [Path("/Volumes/CIRCUITPY")]
    try:
        user = getpass.getuser()
    except (OSError, KeyError):
        user = ""
    return [Path("/media", user, "CIRCUITPY"), Path("/run/media", user, "CIRCUITPY"),
            Path("/media/CIRCUITPY")]


def windows_volume_label(root):
    """The name of the volume at ``root`` (``"E:\\"``), or "" if there is none."""
    import ctypes

    kernel32 = ctypes.windll.kernel32  # type: ignore[attr-defined]
    kernel32.SetErrorMode(1)  # an empty card reader fails quietly, without an "insert a disk" box
    label = ctypes.create_unicode_buffer(261)
    if not kernel32.GetVolumeInformationW(root, label, len(label), None, None, None, None, 0):
        return ""
    return label.value


def find_drive(candidates):
    """The one candidate folder that holds a CircuitPython drive."""
    found = [Path(path) for path in candidates if (Path(path) / "boot_out.txt").is_file()]
    if len(found) == 1:
        return found[0]
    if found:
        raise DeployError("found several CircuitPython drives (%s): name the one to use, "
                          "python -m tools.device.deploy DRIVE" % ", ".join(map(str, found)))
    looked = ", ".join(map(str, candidates)) or "no drive is named CIRCUITPY"
    raise DeployError("no CircuitPython drive found (looked in: %s). Plug the board in with a "
                      "USB cable that carries data and wait for its CIRCUITPY drive to appear, "
                      "or name the drive's folder: python -m tools.device.deploy DRIVE" % looked)


def read_boot_out(drive):
    """What the drive's ``boot_out.txt`` says, checked: CircuitPython, version 9 or 10."""
    path = drive / "boot_out.txt"
    if not drive.is_dir():
        raise DeployError("%s is not a folder: name the board's CIRCUITPY drive" % drive)
    try:
        text = path.read_text("utf-8", errors="replace")
    except FileNotFoundError:
        raise DeployError("%s has no boot_out.txt, so it is not a CircuitPython drive: name the "
                          "board's CIRCUITPY drive (install CircuitPython first if the board "
                          "shows a BOOT drive: %s)" % (drive, FIRMWARE_DOWNLOADS)) from None
    except OSError as error:
        raise DeployError("cannot read %s: %s" % (path, error)) from None
    first = (text.splitlines() or [""])[0]
    found = re.search(r"CircuitPython ((\d+)\.\d+\S*)", first)
    if found is None:
        raise DeployError("%s is not CircuitPython's (its first line is %r): name the board's "
                          "CIRCUITPY drive" % (path, first))
    version, major = found.group(1), int(found.group(2))
    if major not in MAJOR_VERSIONS:
        raise DeployError("the board runs CircuitPython %s and the game needs CircuitPython 9 "
                          "or 10: put CircuitPython 10 on the board (%s), then run this again"
                          % (version, FIRMWARE_DOWNLOADS))
    machine = first.split("; ", 1)[1].strip() if "; " in first else ""
    board_id = "unknown"
    for line in text.splitlines():
        if line.startswith("Board ID:"):
            board_id = line.split(":", 1)[1].strip()
    return BootOut(version, major, board_id, machine)


def board_is_known(boot_out):
    """Whether ``code.py`` will find a board module for this board, as it does on the board:
    from the machine's name (``boot_out.txt`` gives the same one as ``os.uname().machine``)."""
    try:
        module_for(boot_out.machine)
    except UnknownBoard:
        return False
    return True


# -- what goes onto the drive ---------------------------------------------------------------------


DESKTOP_AND_WEB = ("desktop.py", "web.py")   # boards a handheld never is


def game_files():
    """``{path on the drive: file in the repository}``: what the device runs, and nothing else.
    The paths on the drive are the paths in the repository, with ``/`` between folders."""
    files = {"code.py": REPO / "code.py"}
    for sheet in sorted((REPO / "assets").glob("*.bmp")):   # Latice's sheet and Tactic's
        files["assets/" + sheet.name] = sheet
    files["assets/texts.txt"] = REPO / "assets" / "texts.txt"   # the rules and the lessons
    files["assets/font.pcf"] = REPO / "assets" / "font.pcf"
    modules = list((REPO / "engine").rglob("*.py")) + list(app_modules().values())
    modules += [path for path in (REPO / "boards").glob("*.py")
                if path.name not in DESKTOP_AND_WEB]
    for path in sorted(modules):
        if "__pycache__" not in path.parts:
            files[path.relative_to(REPO).as_posix()] = path
    return files


# -- the plan -------------------------------------------------------------------------------------


class Plan:
    """What a deploy changes on a drive, worked out before anything is written: ``new``,
    ``replaced``, ``unchanged`` and ``removed`` are paths on the drive, ``leftovers`` are
    temporary files an interrupted deploy left, ``files`` is what the drive will hold."""

    def __init__(self, drive, files):
        self.drive = drive
        self.files = files
        self.new = []
        self.replaced = []
        self.unchanged = []
        self.removed = []
        self.leftovers = []

    def writes(self):
        return self.new + self.replaced


def plan_deploy(drive, files):
    """Compare ``files`` with the drive and its manifest."""
    plan = Plan(drive, files)
    for name in sorted(files):
        target = drive / name
        if not target.exists():
            plan.new.append(name)
        elif files[name].read_bytes() == target.read_bytes():
            plan.unchanged.append(name)
        else:
            plan.replaced.append(name)
    plan.removed = [name for name in read_manifest(drive)
                    if name not in files and (drive / name).is_file()]
    folders = {drive} | {(drive / name).parent for name in files}
    plan.leftovers = sorted(path for folder in folders if folder.is_dir()
                            for path in folder.glob("*" + TEMP_SUFFIX))
    return plan


def read_manifest(drive):
    """The paths the last deploy wrote, from the drive's manifest (none if it has none).
    A line that is not a plain relative path is ignored: nothing outside the drive is ever
    removed."""
    try:
        text = (drive / MANIFEST).read_text("utf-8")
    except FileNotFoundError:
        return []
    names = []
    for line in text.splitlines():
        name = line.strip()
        parts = re.split(r"[\\/]", name)
        if name and parts[0] and ".." not in parts and ":" not in name:
            names.append(name)
    return sorted(set(names))


def manifest_bytes(names):
    return "".join(name + "\n" for name in sorted(names)).encode("utf-8")


def space_needed(plan):
    """The most free space the deploy uses at any moment, in bytes: each new file is written
    beside the one it replaces before the rename frees the old one."""
    used = peak = 0
    for name in plan.writes() + [MANIFEST]:
        target = plan.drive / name
        new = len(manifest_bytes(plan.files)) if name == MANIFEST else file_size(plan.files[name])
        peak = max(peak, used + new)
        used += new - (file_size(target) if target.is_file() else 0)
    return peak


def file_size(path):
    return Path(path).stat().st_size


def check_space(plan, disk_usage):
    needed = space_needed(plan)
    free = disk_usage(str(plan.drive)).free
    if needed > free:
        raise DeployError("%s has %s free and the deploy needs %s: delete files you do not "
                          "need from the drive (not lib/'s libraries), then run this again. "
                          "Nothing was written." % (plan.drive, kb(free), kb(needed)))


def kb(size):
    return "%.1f KB" % (size / 1024)


# -- writing --------------------------------------------------------------------------------------


def write_bytes(path, data):
    """Write ``data`` to ``path`` and wait until it has reached the drive."""
    with open(path, "wb") as handle:
        handle.write(data)
        handle.flush()
        os.fsync(handle.fileno())


def put_file(target, data, write):
    """Write ``data`` under a temporary name beside ``target``, then rename it over
    ``target``: the real name holds the old bytes or the new ones, never half of them."""
    target.parent.mkdir(parents=True, exist_ok=True)
    temporary = target.with_name(target.name + TEMP_SUFFIX)
    try:
        write(temporary, data)
    except OSError:
        with contextlib.suppress(OSError):  # the drive may be gone; the next deploy cleans up
            temporary.unlink()
        raise
    os.replace(temporary, target)


def apply_plan(plan, write):
    """Carry out ``plan``: clean up, write, remove what is no longer needed, and record."""
    drive = plan.drive
    step = "removing the temporary files of an interrupted deploy"
    try:
        for leftover in plan.leftovers:
            leftover.unlink()
        old = read_manifest(drive)
        # Recorded before the copy, so files written by a deploy that stops halfway are still
        # known to the next one, and removed if it no longer needs them.
        before = set(old) | set(plan.files)
        if sorted(before) != old:
            step = "writing " + MANIFEST
            put_file(drive / MANIFEST, manifest_bytes(before), write)
        for name in plan.writes():
            step = "writing " + name
            put_file(drive / name, plan.files[name].read_bytes(), write)
        for name in plan.removed:
            step = "removing the old " + name
            (drive / name).unlink()
        if sorted(plan.files) != sorted(before):
            step = "writing " + MANIFEST
            put_file(drive / MANIFEST, manifest_bytes(plan.files), write)
    except OSError as error:
        raise DeployError(write_error(drive, step, error)) from None


def write_error(drive, step, error):
    """What to do about an OSError met while ``step`` ("writing lib/shell/app.py") on the drive."""
    if isinstance(error, PermissionError) or error.errno in (errno.EROFS, errno.EACCES,
                                                             errno.EPERM):
        return ("%s is read-only: %s failed (%s). A boot.py that calls "
                "storage.remount(\"/\", readonly=False) gives the drive to the board and makes "
                "it read-only for the computer: start the board without that, or mount the "
                "drive read-write, then run this again" % (drive, step, error))
    if error.errno == errno.ENOSPC:
        return ("%s filled up: %s failed. Delete files you do not need from the drive, then "
                "run this again" % (drive, step))
    return ("%s on %s stopped (%s). Is the board still plugged in? No file is left "
            "half-written under its real name: plug the board back in, wait for its drive, "
            "and run this again" % (step[0].upper() + step[1:], drive, error))


# -- settings.toml --------------------------------------------------------------------------------


def settings_change(drive):
    """The bytes the drive's ``settings.toml`` should hold, or ``None`` when it holds them."""
    try:
        old = (drive / SETTINGS_FILE).read_bytes()
    except FileNotFoundError:
        old = None
    except OSError as error:
        raise DeployError("cannot read %s on %s (%s)" % (SETTINGS_FILE, drive, error)) from None
    try:
        new = settings_text(old).encode("utf-8")
    except SettingsError as error:
        raise DeployError(str(error)) from None
    return None if new == old else new


def settings_keys():
    return ", ".join("%s = %s" % key_value for key_value in KEYS)


def write_settings(drive, new, write):
    try:
        put_file(drive / SETTINGS_FILE, new, write)
    except OSError as error:
        raise DeployError(write_error(drive, "writing " + SETTINGS_FILE, error)) from None
    print("Wrote %s: %s (its other lines kept)" % (SETTINGS_FILE, settings_keys()))


# -- the command ----------------------------------------------------------------------------------


def report_board(drive, boot_out):
    print("Found CircuitPython %s on %s (board id %s) at %s"
          % (boot_out.version, boot_out.machine or "an unnamed board", boot_out.board_id, drive))
    if not board_is_known(boot_out):
        print("warning: the game has no module in boards/ for this board (it knows PyBadge, "
              "EdgeBadge, PyGamer, PewPew M4), so it will say \"this board is not supported\" "
              "on the board; deploying anyway")


def report_dry_run(plan, disk_usage):
    """List every file the deploy would write or remove, and whether it fits."""
    for path in plan.leftovers:
        print("  remove   %s (left by an interrupted deploy)"
              % path.relative_to(plan.drive).as_posix())
    for label, names in (("copy", plan.new), ("replace", plan.replaced),
                         ("remove", plan.removed)):
        for name in names:
            print("  %-8s %s" % (label, name))
    print("Would copy %d new files and replace %d (%s), remove %d old ones; %d unchanged"
          % (len(plan.new), len(plan.replaced), kb(bytes_written(plan)), len(plan.removed),
             len(plan.unchanged)))
    try:
        check_space(plan, disk_usage)
    except DeployError as error:
        print("warning: %s" % error)


def report_done(plan):
    if not plan.writes() and not plan.removed:
        print("Nothing to copy: the drive has these %d files already" % len(plan.unchanged))
        return
    print("Copied %d new files and replaced %d (%s), removed %d old ones; %d unchanged"
          % (len(plan.new), len(plan.replaced), kb(bytes_written(plan)), len(plan.removed),
             len(plan.unchanged)))


def bytes_written(plan):
    return sum(file_size(plan.files[name]) for name in plan.writes())


def build_parser():
    parser = argparse.ArgumentParser(
        prog="python -m tools.device.deploy",
        description="Put the game on a CircuitPython handheld's CIRCUITPY drive, compiled to "
                    ".mpy by CircuitPython's mpy-cross when it is at hand, and install "
                    "Adafruit's libraries with circup.")
    parser.add_argument("drive", nargs="?",
                        help="the CIRCUITPY drive's folder (found when left out)")
    parser.add_argument("--mpy-cross", metavar="PATH",
                        help="CircuitPython's mpy-cross for the board's version (default: "
                             "mpy-cross on PATH, if it is CircuitPython's)")
    parser.add_argument("--py-sources", "--py", dest="py", action="store_true",
                        help="copy the .py sources instead of .mpy files (a whole game then "
                             "needs more heap than a PyBadge has)")
    parser.add_argument("--line-numbers", action="store_true",
                        help="keep the line numbers in the .mpy files, for tracebacks that say "
                             "where (about 3 KB more heap; without them a traceback says "
                             "line 1)")
    parser.add_argument("--circup", metavar="PATH", help="the circup to run (default: on PATH)")
    parser.add_argument("--no-libraries", action="store_true",
                        help="leave Adafruit's libraries alone (no circup)")
    parser.add_argument("--dry-run", action="store_true",
                        help="print what would be copied, replaced, removed and installed; "
                             "write nothing")
    return parser


def main(argv=None, candidates=None, disk_usage=shutil.disk_usage, write=write_bytes,
         which=shutil.which):
    """Deploy; the exit status. The keyword arguments stand in for the system in tests: the
    folders to look for a drive in, the free-space query, the file writer and PATH's look-up."""
    args = build_parser().parse_args(argv)
    try:
        drive = Path(args.drive) if args.drive else find_drive(
            candidate_drives() if candidates is None else candidates)
        boot_out = read_boot_out(drive)
        report_board(drive, boot_out)
        if args.circup and not Path(args.circup).is_file():
            raise DeployError("no circup at %s: give circup's path, or leave --circup out to "
                              "use the one on PATH" % args.circup)
        compiler = choose_compiler(args, boot_out.major, which)
        if compiler is None and not args.py:
            raise DeployError("no CircuitPython mpy-cross to compile the game to .mpy files: "
                              "%s. Without one, --py-sources copies the .py sources, but then "
                              "%s" % (
                                  how_to_get_mpy_cross(boot_out.major), FROM_PY_COST))
        if compiler is None:
            print("Copying .py sources: %s (README, \"Will it fit?\"). For .mpy files, %s."
                  % (FROM_PY_COST, how_to_get_mpy_cross(boot_out.major)))
        with tempfile.TemporaryDirectory() as folder:
            files = game_files()
            if compiler is not None:
                files = compile_modules(files, compiler, folder, args.line_numbers)
            plan = plan_deploy(drive, files)
            settings = settings_change(drive)
            if args.dry_run:
                if settings is not None:
                    print("  write    %s (%s; its other lines kept)"
                          % (SETTINGS_FILE, settings_keys()))
                report_dry_run(plan, disk_usage)
            else:
                check_space(plan, disk_usage)
                apply_plan(plan, write)
                report_done(plan)
                if settings is not None:
                    write_settings(drive, settings, write)
    except (DeployError, MpyCrossError) as error:
        print("error: %s" % error, file=sys.stderr)
        return FAILED
    circup = args.circup or which("circup")
    if args.dry_run:
        if not args.no_libraries:
            print("Would run: %s" % (" ".join(circup_command(circup, drive)) if circup else
                                     "nothing: circup is not installed (pip install circup)"))
        print("Nothing was written (--dry-run).")
        return 0
    if args.no_libraries:
        return 0
    return install_libraries(drive, circup, boot_out.major)


if __name__ == "__main__":
    sys.exit(main())
