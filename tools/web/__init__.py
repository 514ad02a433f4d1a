"""
`tools.web`
====================================================

The game in a web browser: the device's own code on the WebAssembly MicroPython, drawn in a
page (``web/``), and what builds that page's files.
"""
