"""
`diagnostics_screen`
====================================================

For the people who look after the handheld (a store, a classroom): the store's figures since
the board was reset, the save slot's writes, the free heap and whether kiosk mode is on.
"""

import gc

import buttons
import figures
from screen import Screen


class DiagnosticsScreen(Screen):
    def __init__(self, app):
        self.app = app
        gc.collect()
        from save_slot import state

        writes = state(app)[1]
        lines = ["DIAGNOSTICS"] + figures.lines() + [
            "saves written: %d" % writes,
            "free heap: %d KB" % (gc.mem_free() // 1024) if hasattr(gc, "mem_free")
            else "free heap: -",
            "kiosk mode: %s" % ("on" if app.kiosk is not None else "off")]
        app.page.show(lines, highlight=0)
        app.page.set(len(app.page.texts) - 1, "B: back")
        self.group = app.page.group

    def handle(self, button, kind):
        if button in (buttons.A, buttons.B) and kind == buttons.PRESS:
            self.app.title()
