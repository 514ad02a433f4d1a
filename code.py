"""
`code`
====================================================

The device's entry point: CircuitPython runs this file when the board starts. The loop it
starts is :mod:`shell.main_loop`. A board compiles ``code.py`` itself, and keeps every name it
compiles until the program restarts, where the rest of the app comes compiled by a deploy: so
this file stays short.
"""

from shell.main_loop import main

if __name__ == "__main__":  # CircuitPython runs code.py as the main module
    main()
