"""
`tools.web`
====================================================

The game in a web browser: the device's own code on the WebAssembly MicroPython, drawn in a
page (``web/``), a frame per animation frame of the page. ``python -m tools.web`` builds the
page's files into ``build/web/`` and serves them.
"""
