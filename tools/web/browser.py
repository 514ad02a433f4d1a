"""
`tools.web.browser`
====================================================

The built page in a real browser, for the tests and the benchmark: :func:`serving` serves a
built folder on 127.0.0.1 from a thread, and :func:`launched` starts Debian's chromium
headless through Playwright (``python -m tools.web --install-browser`` installs it; Playwright's
own browser downloads are never used).
"""

import contextlib
import shutil
import threading

from tools.web import site

# As root chromium needs --no-sandbox; the others stop it calling out to the network, which
# this machine does not have.
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run"]


class BrowserMissing(RuntimeError):
    """No chromium on the PATH."""


@contextlib.contextmanager
def serving(folder):
    """The page's address (``.../index.html``) while ``folder`` is served on a free port."""
    httpd = site.server(folder, 0)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    try:
        yield "http://127.0.0.1:%d/index.html" % httpd.server_address[1]
    finally:
        httpd.shutdown()
        httpd.server_close()


@contextlib.contextmanager
def launched():
    """A headless chromium (Playwright's ``Browser``), closed afterwards."""
    executable = shutil.which("chromium")
    if executable is None:
        raise BrowserMissing("no chromium on the PATH: run `python -m tools.web "
                             "--install-browser`")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=executable, args=CHROMIUM_ARGS)
        try:
            yield browser
        finally:
            browser.close()
