"""
`diagnostics_screen`
====================================================

For the people who look after the handheld (a store, a classroom): the store's figures since
the board was reset, the save slot's writes, the free heap and its largest free block
(:mod:`screens.heap_figures`; a handheld's only: the desktop says so) and whether kiosk mode
is on.
"""

from shell import buttons
from shell import store_counts
from screens.heap_figures import heap_figures
from shell.screen import Screen


class DiagnosticsScreen(Screen):
    def __init__(self, app):
        self.app = app
        from saving.save_slot import state

        writes = state(app)[1]
        free, largest = heap_figures()
        lines = ["DIAGNOSTICS"] + [text[0].upper() + text[1:] for text in store_counts.lines()]
        lines.append("Saves written: %d" % writes)
        if free is None:   # a computer's Python has no heap of a board's to tell
            lines.append("Free heap: handheld only")
        else:
            lines += ["Free heap: %d KB" % (free // 1024),
                      "Largest block: %d KB" % (largest // 1024)]
        lines.append("Kiosk mode: %s" % ("on" if app.kiosk is not None else "off"))
        app.page.show(lines, highlight=0)
        app.page.set(len(app.page.texts) - 1, "B: back")
        self.group = app.page.group

    def handle(self, button, kind):
        if button in (buttons.A, buttons.B) and kind == buttons.PRESS:
            self.app.title()
