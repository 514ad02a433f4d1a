"""
`tools.device`
====================================================

Everything about the device that runs on the desktop: putting the game on a CIRCUITPY drive
(:mod:`tools.device.deploy`, with its compiler, libraries and settings), the type check of the
device code per board, the stand-ins for CircuitPython's modules (``standins/``) and the heap
harness that plays the real app on them under MicroPython and CircuitPython's own VM.
"""
