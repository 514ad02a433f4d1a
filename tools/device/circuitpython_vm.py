"""
`tools.device.circuitpython_vm`
====================================================

CircuitPython's own VM on the desktop, the project's measuring stick for memory: this module
builds, from a CircuitPython source tree (a clone of adafruit/circuitpython at a 10.x release
tag, with its ``lib/tlsf`` submodule), its mpy-cross and its unix port in 32 bits with the
SAMD51's object model (compact objects, single floats, 1-byte name hashes, a separate Python
call stack), with the stand-ins of ``tools/device/standins/`` frozen in, as a device has its C
modules in ROM. Everything goes into ``build/circuitpython/``; the source tree is not changed.
Run::

    python -m tools.device.circuitpython_vm --source ~/circuitpython [--version 10.2.1]

then ``python -m tools.device.app_circuitpython``. With ``--freeze-app`` it builds a second VM
into ``build/circuitpython-frozen-app/`` with the app's modules frozen in too, every module a
deploy puts on a board but ``code.py`` (:func:`app_manifest`), as a custom firmware would carry
them in flash: ``python -m tools.device.app_circuitpython --frozen-app`` measures the heap a
game needs then. The binary reads these environment variables:
``MICROPY_PYSTACK_BYTES``, when set below its 4 KB, gives the Python call stack that many bytes
(how the harness finds the smallest call stack a game needs); ``MICROPY_PORT_HEAP_BYTES`` and
its companions lay the heap out as a board's port heap, which it grows into
(:mod:`tools.device.board_heap`).
"""

import argparse
import hashlib
import importlib.util
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from tools.device.deploy import game_files

REPO = Path(__file__).resolve().parents[2]
STANDINS = REPO / "tools" / "device" / "standins"
BUILD = REPO / "build" / "circuitpython"
MPY_CROSS = BUILD / "mpy-cross"
FROZEN_APP_BUILD = REPO / "build" / "circuitpython-frozen-app"
HASH_FILE = "standins.sha256"   # beside the binary: a hash of the modules frozen into it
VERSION = "10.2.1"

VARIANT_H = """\
// The SAMD51's object model, as CircuitPython builds it for a PyBadge.
#define MICROPY_CONFIG_ROM_LEVEL (MICROPY_CONFIG_ROM_LEVEL_EXTRA_FEATURES)
#define MICROPY_OBJ_REPR (MICROPY_OBJ_REPR_C)
#define MICROPY_FLOAT_IMPL (MICROPY_FLOAT_IMPL_FLOAT)
#define MICROPY_QSTR_BYTES_IN_HASH (1)
#define MICROPY_ENABLE_PYSTACK (1)
// MicroPython's own modules the unix port would add, which CircuitPython replaces or lacks.
#define MICROPY_PY_MICROPYTHON_RINGIO (0)
#define MICROPY_PY_STRUCT (0)
#define MICROPY_PY_CRYPTOLIB (0)
#define MICROPY_VFS_ROM_IOCTL (0)
// The heap grows as CircuitPython 9+ grows it (py/gc.c's split heap): from the size -X heapsize
// gives, new areas come from a board's port heap of MICROPY_PORT_HEAP_BYTES (outer_heap.c, with
// CircuitPython's own allocator, TLSF); without that variable the heap never grows.
#define MICROPY_GC_SPLIT_HEAP (1)
#define MICROPY_GC_SPLIT_HEAP_AUTO (1)
#include <stddef.h>
void *outer_heap_alloc(size_t size);
void outer_heap_free(void *area);
#define MP_PLAT_ALLOC_HEAP(size) outer_heap_alloc(size)
#define MP_PLAT_FREE_HEAP(area) outer_heap_free(area)
#include "variants/mpconfigvariant_common.h"
"""

VARIANT_MK = """\
FROZEN_MANIFEST ?= $(VARIANT_DIR)/manifest.py
# CircuitPython's struct and traceback modules, as a board has them
SRC_C += shared/runtime/context_manager_helpers.c shared-bindings/struct/__init__.c \\
\tshared-module/struct/__init__.c shared-bindings/traceback/__init__.c \\
\tshared-module/traceback/__init__.c shared-bindings/util.c
CFLAGS += -DCIRCUITPY_STRUCT=1 -DCIRCUITPY_TRACEBACK=1
# The port heap the Python heap grows into, managed as a board manages it
SRC_C += $(VARIANT_DIR)/outer_heap.c lib/tlsf/tlsf.c
CFLAGS += -I$(TOP)/lib/tlsf
# py/gc.c's growing heap and TLSF add to void pointers, as a board's compiler allows
$(BUILD)/py/gc.o $(BUILD)/lib/tlsf/tlsf.o: CFLAGS += -Wno-pointer-arith
$(BUILD)/main.o: CFLAGS += -include $(VARIANT_DIR)/pystack_size.h
"""

# main.c calls gc_init, then mp_pystack_init, once each. These macros end the Python stack
# sooner on request (MICROPY_PYSTACK_BYTES), and on a board model (MICROPY_PORT_HEAP_BYTES) take
# the Python stack and then the first GC area from the port heap, in that order, as a board's
# start_mp() does.
PYSTACK_SIZE_H = """\
#include <stdio.h>
#include <stdlib.h>
#include "py/mpstate.h"
#include "py/pystack.h"
#include "py/gc.h"
void *port_heap_take(size_t size);
static void *board_pystack;
static size_t board_pystack_bytes;
static inline void *pystack_end_from_env(void *start, void *end) {
    const char *text = getenv("MICROPY_PYSTACK_BYTES");
    if (text != NULL) {
        char *limit = (char *)start + atoi(text);
        if (limit < (char *)end) {
            return limit;
        }
    }
    return end;
}
static inline void board_gc_init(void *start, void *end) {
    const char *text = getenv("MICROPY_PYSTACK_BYTES");
    board_pystack_bytes = text != NULL ? (size_t)atoi(text) : 2048;
    board_pystack = port_heap_take(board_pystack_bytes);
    if (board_pystack != NULL) {
        size_t size = (char *)end - (char *)start;
        start = port_heap_take(size);
        if (start == NULL) {
            fprintf(stderr, "MemoryError: no room for a first GC area of %u bytes\\n",
                (unsigned)size);
            exit(1);
        }
        end = (char *)start + size;
    }
    gc_init(start, end);
}
static inline void board_pystack_init(void *start, void *end) {
    if (board_pystack != NULL) {
        mp_pystack_init(board_pystack, (char *)board_pystack + board_pystack_bytes);
    } else {
        mp_pystack_init(start, pystack_end_from_env(start, end));
    }
}
#define gc_init(start, end) board_gc_init((start), (end))
#define mp_pystack_init(start, end) board_pystack_init((start), (end))
"""

# A board's port heap, which the Python heap grows into (py/gc.c's split heap: an area is added,
# doubling the heap, or as big as what failed, or the largest free block left, whenever an
# allocation finds no room after a collection; an empty area goes back). It is made when
# MICROPY_PORT_HEAP_BYTES is set, managed by TLSF as a board's is and placed
# MICROPY_PORT_HEAP_OFFSET bytes past a 16-byte boundary; the supervisor's blocks named in
# MICROPY_SUPERVISOR_BLOCKS are taken first, then (main.c, above) the Python stack and the
# first GC area. Without it the heap is -X heapsize and never grows.
OUTER_HEAP_C = """\
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include "py/gc.h"
#include "tlsf.h"

static tlsf_t outer;
static bool looked;

static tlsf_t make_pool(size_t size) {
    const char *text = getenv("MICROPY_PORT_HEAP_OFFSET");
    size_t offset = text != NULL ? strtoul(text, NULL, 0) : 0;
    char *memory = malloc(size + offset);
    return memory == NULL ? NULL : tlsf_create_with_pool(memory + offset, size, size);
}

static void take_supervisor_blocks(void) {
    const char *text = getenv("MICROPY_SUPERVISOR_BLOCKS");
    while (text != NULL && *text != '\\0') {
        char *next;
        size_t size = strtoul(text, &next, 0);
        if (next == text || tlsf_malloc(outer, size) == NULL) {
            return;
        }
        text = *next == ',' ? next + 1 : next;
    }
}

// With MICROPY_PORT_HEAP_REPORT set, the port heap's blocks are printed at exit, in address
// order ("used 8192" or "free 3320"), so that its layout can be checked against a board's.
static bool print_block(void *block, size_t size, int used, void *unused) {
    fprintf(stderr, "%s %u\\n", used ? "used" : "free", (unsigned)size);
    return true;
}

static void report_port_heap(void) {
    fprintf(stderr, "port heap control %u\\n", (unsigned)tlsf_size(outer));
    tlsf_walk_pool(tlsf_get_pool(outer), print_block, NULL);
}

static tlsf_t outer_heap(void) {
    if (!looked) {
        looked = true;
        const char *port = getenv("MICROPY_PORT_HEAP_BYTES");
        if (port != NULL) {
            outer = make_pool(strtoul(port, NULL, 0));
            if (outer != NULL) {
                take_supervisor_blocks();
                if (getenv("MICROPY_PORT_HEAP_REPORT") != NULL) {
                    atexit(report_port_heap);
                }
            }
        }
    }
    return outer;
}

void *port_heap_take(size_t size) {
    return outer_heap() == NULL ? NULL : tlsf_malloc(outer, size);
}

void *outer_heap_alloc(size_t size) {
    if (outer_heap() != NULL && getenv("MICROPY_PORT_HEAP_REPORT") != NULL) {
        fprintf(stderr, "area %u\\n", (unsigned)size);
    }
    return outer_heap() == NULL ? NULL : tlsf_malloc(outer, size);
}

void outer_heap_free(void *area) {
    tlsf_free(outer, area);
}

static bool note_largest(void *block, size_t size, int used, void *largest) {
    if (!used && size > *(size_t *)largest) {
        *(size_t *)largest = size;
    }
    return true;
}

size_t gc_get_max_new_split(void) {
    size_t largest = 0;
    if (outer_heap() != NULL) {
        tlsf_walk_pool(tlsf_get_pool(outer), note_largest, &largest);
        largest = tlsf_fit_size(outer, largest);
    }
    return largest;
}
"""

# The make variables that leave out what the unix port needs libraries or submodules for.
MAKE_OPTIONS = ("MICROPY_FORCE_32BIT=1", "MICROPY_PY_FFI=0", "MICROPY_USE_READLINE=0",
                "MICROPY_PY_BTREE=0", "CIRCUITPY_ULAB=0", "MICROPY_SSL_AXTLS=0",
                "MICROPY_PY_SSL=0")


class BuildError(Exception):
    """What stops the build; the message says what to do about it."""


def frozen_app_files():
    """``{path on a board: file}`` of the app's modules that a firmware would freeze: every
    module a deploy puts on a board but ``code.py``, which CircuitPython runs from the drive."""
    return {name: path for name, path in game_files().items()
            if name.endswith(".py") and name != "code.py"}


def app_manifest():
    """The manifest's lines that freeze the app's modules, each under the name it is imported
    by: ``lib/`` is on a board's search path, so its packages are frozen as packages, as
    ``engine`` and ``boards`` are. ``opt=3`` leaves the line numbers out, as a deploy's
    mpy-cross does."""
    lines = []
    for name, path in sorted(frozen_app_files().items()):
        base = REPO / "lib" if name.startswith("lib/") else REPO
        lines.append("module(%r, base_path=%r, opt=3)"
                     % (path.relative_to(base).as_posix(), str(base)))
    return lines


def variant_files(standins=STANDINS, freeze_app=False):
    """``{file name: text}`` of the unix port's variant folder; with ``freeze_app`` its manifest
    freezes the app's modules too."""
    manifest = ["freeze(%r)" % str(standins)] + (app_manifest() if freeze_app else [])
    return {"mpconfigvariant.h": VARIANT_H, "mpconfigvariant.mk": VARIANT_MK,
            "pystack_size.h": PYSTACK_SIZE_H, "outer_heap.c": OUTER_HEAP_C,
            "manifest.py": "\n".join(manifest) + "\n",
            # the build wants a micropython-lib folder; the variant folder stands in for it
            "README.md": "The variant of CircuitPython's unix port that "
                         "tools/device/circuitpython_vm.py builds.\n"}


def write_variant(folder, standins=STANDINS, freeze_app=False):
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    for name, text in variant_files(standins, freeze_app).items():
        (folder / name).write_text(text, encoding="utf-8")


def variant_changed(folder, standins=STANDINS, freeze_app=False):
    """True when the variant folder holds other files than :func:`variant_files` writes."""
    folder = Path(folder)
    return any(not (folder / name).is_file() or (folder / name).read_text("utf-8") != text
               for name, text in variant_files(standins, freeze_app).items())


def standins_hash(standins=STANDINS, freeze_app=False):
    """A hash of the sources frozen in, the stand-ins' (and with ``freeze_app`` the app's): the
    binary must be rebuilt when it changes."""
    digest = hashlib.sha256()
    for path in sorted(Path(standins).glob("*.py")):
        digest.update(path.name.encode("utf-8") + b"\0" + path.read_bytes())
    if freeze_app:
        for name, path in sorted(frozen_app_files().items()):
            digest.update(name.encode("utf-8") + b"\0" + path.read_bytes())
    return digest.hexdigest()


def state(build=BUILD, freeze_app=False):
    """"built", "missing" (no binary or mpy-cross) or "stale" (what it freezes changed since
    the build)."""
    build = Path(build)
    if not (build / "micropython").is_file() or not (build / "mpy-cross").is_file():
        return "missing"
    hashed = build / HASH_FILE
    if (not hashed.is_file()
            or hashed.read_text("utf-8").strip() != standins_hash(freeze_app=freeze_app)):
        return "stale"
    return "built"


def check_source(source):
    """Raise BuildError unless ``source`` is a CircuitPython source tree."""
    source = Path(source)
    wanted = ("py/circuitpy_mpconfig.h", "mpy-cross/Makefile", "ports/unix/Makefile",
              "ports/unix/variants/mpconfigvariant_common.h", "shared-bindings/struct/__init__.c")
    missing = [name for name in wanted if not (source / name).is_file()]
    if missing:
        raise BuildError("%s is not a CircuitPython source tree (no %s): point --source at a "
                         "clone of adafruit/circuitpython at a 10.x release tag"
                         % (source, ", ".join(missing)))
    if not (source / "lib" / "tlsf" / "tlsf.c").is_file():
        raise BuildError("%s has no lib/tlsf (the allocator of a board's outer heap): run `git "
                         "submodule update --init lib/tlsf` in it" % source)


def check_tools():
    """Raise BuildError when make, a 32-bit gcc or the Python packages the build uses are
    missing."""
    for program in ("make", "gcc"):
        if shutil.which(program) is None:
            raise BuildError("%s is missing: install it (Debian: apt-get install build-essential)"
                             % program)
    missing = [name for name in ("huffman", "polib") if importlib.util.find_spec(name) is None]
    if missing:
        raise BuildError("the build needs the Python packages %s: run `python -m pip install %s`"
                         % (" and ".join(missing), " ".join(missing)))
    with tempfile.TemporaryDirectory(prefix="latice-gcc-") as folder:
        program = Path(folder) / "probe.c"
        program.write_text("#include <stdio.h>\nint main(void) { return 0; }\n", "utf-8")
        done = subprocess.run(["gcc", "-m32", str(program), "-o", str(Path(folder) / "probe")],
                              capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise BuildError("gcc cannot build 32-bit programs: install gcc-multilib "
                         "(Debian: apt-get install gcc-multilib)")


def run_make(arguments, version):
    environment = dict(os.environ, CP_VERSION=version)
    done = subprocess.run(["make", "-j2"] + arguments + ["PYTHON=" + sys.executable],
                          capture_output=True, text=True, env=environment, check=False)
    if done.returncode != 0:
        tail = (done.stdout + done.stderr).strip().splitlines()[-15:]
        raise BuildError("make failed (%s):\n%s" % (" ".join(arguments[:2]), "\n".join(tail)))


def install(built, target):
    """Copy a program beside it and rename it into place: a VM that is running at that moment
    keeps its old file."""
    temporary = target.with_name(target.name + ".new")
    shutil.copyfile(built, temporary)
    temporary.chmod(0o755)
    os.replace(temporary, target)


def build(source, version=VERSION, folder=BUILD, freeze_app=False):
    """Build CircuitPython's mpy-cross and the unix port into ``folder``, with the app's
    modules frozen in too when ``freeze_app``."""
    source = Path(source).resolve()
    folder = Path(folder)
    check_source(source)
    check_tools()
    variant = folder / "variant"
    if variant_changed(variant, freeze_app=freeze_app):
        # make does not see every setting of the variant's header: build the port afresh
        shutil.rmtree(folder / "unix-build", ignore_errors=True)
    write_variant(variant, freeze_app=freeze_app)
    print("building CircuitPython's mpy-cross (about 10 s)", flush=True)
    run_make(["-C", str(source / "mpy-cross"), "BUILD=%s" % (folder / "mpy-cross-build")],
             version)
    install(folder / "mpy-cross-build" / "mpy-cross", folder / "mpy-cross")
    print("building CircuitPython's unix port, 32-bit, SAMD51 settings (about a minute)",
          flush=True)
    run_make(["-C", str(source / "ports" / "unix"), "VARIANT_DIR=%s" % variant,
              "BUILD=%s" % (folder / "unix-build"), "MPY_LIB_DIR=%s" % variant,
              # its own mpy-cross: left to itself, the port's make builds one with its BUILD
              "MICROPY_MPYCROSS=%s" % (folder / "mpy-cross")]
             + list(MAKE_OPTIONS), version)
    install(folder / "unix-build" / "micropython", folder / "micropython")
    (folder / HASH_FILE).write_text(standins_hash(freeze_app=freeze_app) + "\n", "utf-8")
    print("built %s and %s" % (folder / "micropython", folder / "mpy-cross"))


def main(argv=None):
    parser = argparse.ArgumentParser(
        prog="python -m tools.device.circuitpython_vm",
        description="Build CircuitPython's mpy-cross and its unix port, 32-bit with the "
                    "SAMD51's object model and the stand-ins frozen in, into build/circuitpython/"
                    ", for python -m tools.device.app_circuitpython. Needs gcc-multilib "
                    "and the Python packages huffman and polib; the source tree is not changed.")
    parser.add_argument("--source", required=True,
                        help="a CircuitPython source tree (adafruit/circuitpython at a 10.x tag)")
    parser.add_argument("--freeze-app", action="store_true",
                        help="freeze the app's modules in too, as a custom firmware would, into "
                             "build/circuitpython-frozen-app/ (for app_circuitpython's "
                             "--frozen-app)")
    parser.add_argument("--version", default=VERSION,
                        help="the version the build names (CP_VERSION; default %s), for a "
                             "tree without git tags" % VERSION)
    args = parser.parse_args(argv)
    try:
        build(args.source, args.version,
              FROZEN_APP_BUILD if args.freeze_app else BUILD, args.freeze_app)
    except BuildError as error:
        print("error: %s" % error, file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
