"""
`tools.device.libraries`
====================================================

Adafruit's libraries for a deploy (:mod:`tools.device.deploy`). This module owns the libraries the
game needs on the board beside its own files, and their installing:

- the list: the names in ``requirements-device.txt`` (:func:`device_libraries`), one a line;
- the installing: circup, run as ``circup --path DRIVE install -r requirements-device.txt``
  (:func:`circup_command`), puts each library from Adafruit's bundle into the drive's ``lib/``
  folder;
- the check: a library is on the drive when ``lib/`` has it as a folder, an ``.mpy`` or a
  ``.py`` file (:func:`libraries_missing`). When circup fails or leaves one out, or is not
  installed and the drive lacks one, an error on standard error says how to install them by
  hand (:func:`by_hand`), and :func:`install_libraries` returns the exit status 1
  (:data:`LIBRARIES_MISSING`). Without circup, a drive that has them all only gets a note.
"""

import subprocess
import sys
from pathlib import Path

REQUIREMENTS = Path(__file__).resolve().parents[2] / "requirements-device.txt"
LIBRARY_BUNDLES = "https://circuitpython.org/libraries"
LIBRARIES_MISSING = 1


def device_libraries():
    """The library names in requirements-device.txt."""
    names = []
    for line in REQUIREMENTS.read_text("utf-8").splitlines():
        name = line.split("#", 1)[0].strip()
        if name:
            names.append(name)
    return names


def libraries_missing(drive, names):
    """The libraries of ``names`` that the drive's lib/ folder has in no form."""
    lib = drive / "lib"
    return [name for name in names if not ((lib / name).is_dir() or (lib / (name + ".mpy"))
                                           .is_file() or (lib / (name + ".py")).is_file())]


def circup_command(circup, drive):
    return [str(circup), "--path", str(drive), "install", "-r", str(REQUIREMENTS)]


def by_hand(drive, names, major):
    return ("download Adafruit's library bundle for CircuitPython %d.x from %s and copy the "
            "folder or .mpy file of each of %s from its lib/ folder into %s"
            % (major, LIBRARY_BUNDLES, ", ".join(names), drive / "lib"))


def install_libraries(drive, circup, major):
    """Install or update Adafruit's libraries with circup; the exit status."""
    names = device_libraries()
    if circup is None:
        advice = ("install circup (pip install circup) and run this again, or %s"
                  % by_hand(drive, names, major))
        missing = libraries_missing(drive, names)
        if not missing:
            print("note: circup is not installed, so Adafruit's libraries were not updated; the "
                  "drive has them already. To update them, %s." % advice)
            return 0
        print("error: the game is on the drive, but circup is not installed, and the drive "
              "lacks %s: %s" % (", ".join(missing), advice), file=sys.stderr)
        return LIBRARIES_MISSING
    command = circup_command(circup, drive)
    print("Installing Adafruit's libraries: %s" % " ".join(command), flush=True)
    try:
        done = subprocess.run(command, stdin=subprocess.DEVNULL, check=False)
    except OSError as error:
        print("error: the game is on the drive, but circup (%s) could not run: %s. Install "
              "circup (pip install circup) and run this again, or %s"
              % (circup, error, by_hand(drive, names, major)), file=sys.stderr)
        return LIBRARIES_MISSING
    missing = libraries_missing(drive, names)
    if done.returncode != 0 or missing:
        why = ("circup failed (exit status %d)" % done.returncode if done.returncode != 0 else
               "circup did not install %s" % ", ".join(missing))
        print("error: the game is on the drive, but %s; its output above says why (a library "
              "it cannot find in Adafruit's bundle, no network, a full drive). Fix that and run "
              "this again, or %s" % (why, by_hand(drive, names, major)), file=sys.stderr)
        return LIBRARIES_MISSING
    return 0
