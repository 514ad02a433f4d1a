"""
`over_screen`
====================================================

The end of the game: how it ended (by the rules, or a clock that ran out), who won, every
seat's tiles left and stones.
"""

import buttons
from screen import Screen

HOW = {"out": "out of tiles", "blocked": "blocked", "stalled": "stalled", "time": "time"}


class OverScreen(Screen):
    def __init__(self, app, how, winners):
        self.app = app
        session = app.session
        game = session.game
        names = ", ".join("seat %d" % session.number(seat) for seat in winners)
        lines = ["GAME OVER (%s)" % HOW[how], ("Winner: " if len(winners) == 1 else "Win: ")
                 + names, "", "Seat        Tiles Sun Half"]
        for seat in range(game.options.seats):   # 26 characters: the screen's width
            tiles = len(game.racks[seat]) + len(game.pools[seat])
            lines.append("%d %-8s%7d %3d %4d" % (session.number(seat), session.kinds[seat],
                                                 tiles, game.sunstones[seat],
                                                 game.halfstones[seat]))
        page = app.page
        self.group = page.group
        page.show(lines, highlight=1)
        page.set(len(page.texts) - 1, "A: back to the title" if app.match.is_single_game()
                 else "A: the match")

    def handle(self, button, kind):
        if button == buttons.A and kind == buttons.PRESS:
            self.app.after_game()
