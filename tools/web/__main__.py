"""
`tools.web.__main__`
====================================================

``python -m tools.web``: build the web page into ``build/web/`` and serve it on
http://127.0.0.1:8000 until Ctrl-C (``--port`` for another port; ``--build-only`` only writes
the folder, for any static web host). ``--install-browser`` installs Debian's ``chromium``
for the page's tests, if it is not there yet.
"""

import argparse
import shutil
import subprocess
import sys

from tools.device.app_micropython import MicroPythonUnavailable
from tools.web import site

BROWSER = "chromium"


def install_browser(which=shutil.which, run=subprocess.run):
    """Debian's chromium through apt-get, unless a ``chromium`` is on the PATH already;
    0 when there is one afterwards, else 2 after saying why."""
    found = which(BROWSER)
    if found:
        print("%s is installed: %s" % (BROWSER, found))
        return 0
    for command in (["apt-get", "update"], ["apt-get", "install", "-y", "-q", BROWSER]):
        print("running:", " ".join(command), flush=True)
        try:
            done = run(command, check=False)
        except OSError as error:
            print("error: cannot run apt-get (%s): install %s with your system's package "
                  "manager" % (error, BROWSER), file=sys.stderr)
            return 2
        if done.returncode != 0:
            print("error: `%s` failed (status %d): run it as root, or install %s yourself"
                  % (" ".join(command), done.returncode, BROWSER), file=sys.stderr)
            return 2
    if not which(BROWSER):
        print("error: apt-get finished but no `%s` is on the PATH" % BROWSER, file=sys.stderr)
        return 2
    print("%s is installed: %s" % (BROWSER, which(BROWSER)))
    return 0


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python -m tools.web",
                                     description="Build the web page of the game and serve it.")
    parser.add_argument("--port", type=int, default=8000, help="the port (default 8000)")
    parser.add_argument("--build-only", action="store_true",
                        help="only write the folder, for a static web host")
    parser.add_argument("--out", default=str(site.BUILD), help="the folder to write "
                        "(default build/web)")
    parser.add_argument("--install-browser", action="store_true",
                        help="install Debian's chromium for the page's tests, if missing")
    args = parser.parse_args(argv)
    if args.install_browser:
        return install_browser()
    try:
        folder = site.build(args.out)
    except (site.SiteError, MicroPythonUnavailable) as error:
        print("error: %s" % error, file=sys.stderr)
        return 2
    print("built %s" % folder)
    if args.build_only:
        return 0
    try:
        httpd = site.server(folder, args.port)
    except OSError as error:
        print("error: cannot serve on port %d (%s): pick another with --port"
              % (args.port, error), file=sys.stderr)
        return 2
    print("serving http://127.0.0.1:%d/ (Ctrl-C stops)" % httpd.server_address[1], flush=True)
    with httpd:
        try:
            httpd.serve_forever()
        except KeyboardInterrupt:
            print()
    return 0


if __name__ == "__main__":
    sys.exit(main())
