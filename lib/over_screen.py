"""
`over_screen`
====================================================

The end of the game: how it ended, who won, every seat's tiles left and stones.
"""

import buttons
from screen import Screen

HOW = {"out": "out of tiles", "blocked": "blocked", "stalled": "stalled"}


class OverScreen(Screen):
    def __init__(self, app):
        self.app = app
        game = app.session.game
        how, winners = game.result()
        names = ", ".join("seat %d" % (seat + 1) for seat in winners)
        lines = ["GAME OVER (%s)" % HOW[how], ("Winner: " if len(winners) == 1 else "Win: ")
                 + names, "", "Seat        Tiles Sun Half"]
        for seat in range(game.options.seats):   # 26 characters: the screen's width
            lines.append("%d %-8s%7d %3d %4d" % (
                seat + 1, app.session.kinds[seat], len(game.racks[seat]) + len(game.pools[seat]),
                game.sunstones[seat], game.halfstones[seat]))
        page = app.page
        self.group = page.group
        page.show(lines, highlight=1)
        page.set(len(page.texts) - 1, "A: back to the title")

    def handle(self, button, kind):
        if button == buttons.A and kind == buttons.PRESS:
            self.app.title()
