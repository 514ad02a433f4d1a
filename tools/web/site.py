"""
`tools.web.site`
====================================================

Builds the web page's folder and serves it. The folder holds the page (``web/*.html``,
``*.mjs``, ``*.css``), the WebAssembly MicroPython from its npm package, and ``drive.json``:
the files the VM runs, as a handheld's drive has them (:func:`tools.device.app_micropython.
tree_files`), every ``.py`` compiled to ``.mpy`` (mpy-cross), with the page's own Python files
(``web/*.py``) over the stand-ins of CircuitPython's modules. Nothing in the folder is fetched
from elsewhere: any static web host serves it as it is.
"""

import base64
import functools
import json
import shutil
import tempfile
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

from tools.device import app_micropython

REPO = Path(__file__).resolve().parents[2]
WEB = REPO / "web"
BUILD = REPO / "build" / "web"
NPM_PACKAGE = app_micropython.NPM_PACKAGE
VM_FILES = ("micropython.mjs", "micropython.wasm")
PAGE_SUFFIXES = (".html", ".mjs", ".css")
DRIVE = "drive.json"
# The harness's search_path("/"), with the top as "": the VM's current folder, "/", where
# code.py opens "assets/..." as on a drive.
SEARCH_PATH = ["/standins", "", ".frozen", "/lib"]
TYPES = {".html": "text/html", ".mjs": "text/javascript", ".css": "text/css",
         ".json": "application/json", ".wasm": "application/wasm"}


class SiteError(RuntimeError):
    """Something the build needs is missing; the message says what to do."""


def build(folder=BUILD):
    """Write the whole site into ``folder`` (made if needed, its old files replaced) and
    return its path."""
    folder = Path(folder)
    for name in VM_FILES:
        if not (NPM_PACKAGE / name).is_file():
            raise SiteError("%s of the npm package %s is missing: run `npm ci` at the top of "
                            "the repository" % (name, NPM_PACKAGE.name))
    page_files = sorted(path for path in WEB.iterdir() if path.suffix in PAGE_SUFFIXES)
    if not any(path.name == "index.html" for path in page_files):
        raise SiteError("web/index.html is missing")
    if folder.exists():
        shutil.rmtree(folder)
    folder.mkdir(parents=True)
    for path in page_files:
        shutil.copyfile(path, folder / path.name)
    for name in VM_FILES:
        shutil.copyfile(NPM_PACKAGE / name, folder / name)
    (folder / DRIVE).write_text(json.dumps(drive()), encoding="utf-8")
    return folder


def write_sources(tree):
    """The VM's files into the folder ``tree``, as sources: the device's, the stand-ins with
    the page's own modules over them."""
    files = app_micropython.tree_files(standins=True)
    del files["script.txt"]   # the harness's script of presses: the page has a player
    for path in sorted(WEB.glob("*.py")):
        files["standins/" + path.name] = path   # the page's own modules win
    app_micropython.write_tree(files, tree)


def drive():
    """``{"path": the VM's sys.path, "files": {path in the VM: base64 of its bytes}}``."""
    with tempfile.TemporaryDirectory(prefix="latice-web-") as temporary:
        tree = Path(temporary)
        write_sources(tree)
        app_micropython.compile_folder(tree)
        encoded = {"/" + path.relative_to(tree).as_posix():
                   base64.b64encode(path.read_bytes()).decode("ascii")
                   for path in sorted(tree.rglob("*")) if path.is_file()}
    return {"path": SEARCH_PATH, "files": encoded}


class Handler(SimpleHTTPRequestHandler):
    """Serves the folder with the types browsers insist on (a module script, WebAssembly)
    and writes no line per request."""

    extensions_map = dict(SimpleHTTPRequestHandler.extensions_map, **TYPES)

    def log_message(self, format, *args):
        pass


def server(folder, port, host="127.0.0.1"):
    """An HTTP server of ``folder`` on ``host``:``port`` (0: any free port), not yet serving:
    call its ``serve_forever``."""
    return ThreadingHTTPServer((host, port), functools.partial(Handler, directory=str(folder)))
