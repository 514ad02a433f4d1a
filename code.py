"""
`code`
====================================================

The device's entry point: pick the board, build the app, run its loop. A missing sprite
sheet or an unknown board is shown on the screen and printed, never a bare crash.
"""

import os

from boards import UnknownBoard, module_for

SHEET = "/assets/sheet.bmp"


def show_error(text):
    """Put an error on the built-in display (if there is one) and the serial console."""
    print("error:", text)
    try:
        import board
        import displayio
        import terminalio
        from adafruit_display_text import label
        from text_view import wrap

        group = displayio.Group()
        group.append(label.Label(terminalio.FONT, text="\n".join(wrap(text)[:10]),
                                 color=0xFFFFFF, x=2, y=8))
        board.DISPLAY.root_group = group
    except (ImportError, AttributeError):
        pass


def main():
    try:
        name = module_for(os.uname().machine)
        module = __import__("boards." + name, None, None, ["Board"])
        device = module.Board()
        from app import App
        from art import ArtError
    except (UnknownBoard, ImportError) as error:
        show_error(str(error))
        return
    try:
        app = App(device, SHEET)
    except ArtError as error:
        show_error(str(error))
        return
    while True:
        app.step(device.ticks_ms())


if __name__ == "__main__":  # CircuitPython runs code.py as the main module
    main()
