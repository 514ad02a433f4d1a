"""
`tools.web`
====================================================

The game in a web browser: the device's own code on the WebAssembly MicroPython, a frame per
animation frame of the page. ``python -m tools.web`` builds the page into ``build/web/`` and
serves it; the page's own files are in ``web/`` at the top of the repository.
"""
