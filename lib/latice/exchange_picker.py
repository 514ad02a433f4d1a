"""
`exchange_picker`
====================================================

Picking the rack tiles to exchange, on the game screen: Up/Down (or Left/Right) move along
the rack, A picks or unpicks a tile (it gets a white frame, the green one being the tile
the cursor is on) and the message line counts them ("2 picked"), Start exchanges the picked
tiles, B cancels. Loaded only while tiles are picked.
"""

from shell import buttons
from shell import sprites
from latice.rack_view import RACK_CELLS

from engine.actions import exchange


class ExchangePicker:
    """:param screen: the :class:`latice.game_screen.GameScreen` whose rack the tiles are
        picked from"""

    def __init__(self, screen):
        self.screen = screen
        self.mask = 0   # bit ``slot`` set: that rack tile is picked

    def handle(self, button, kind):
        screen = self.screen
        rack = screen.game.racks[screen.seat]
        if button in (buttons.UP, buttons.DOWN, buttons.LEFT, buttons.RIGHT) and rack:
            step = -1 if button in (buttons.UP, buttons.LEFT) else 1
            screen.slot = (screen.slot + step) % len(rack)
        elif kind != buttons.PRESS:
            return
        elif button == buttons.A:
            self.mask ^= 1 << screen.slot
            self.frame_picked()
            screen.say("%d picked. Start: go" % bin(self.mask).count("1"))
        elif button == buttons.B:
            screen.end_exchange("Exchange cancelled")
            return
        elif button == buttons.START:
            action = self.picked()
            refusal = "Pick 1 to %d tiles" % min(5, len(screen.game.pools[screen.seat]))
            if action is None:
                screen.app.refused()
                screen.say(refusal)
            elif screen.act(action, refusal):
                screen.end_exchange()
                return
        screen.redraw()

    def frame_picked(self):
        """Frame the picked tiles at once, with the board cursor's white frame: the rack
        view's own mark, a small dot, is lost on a tile's picture. The rack view redraws a
        mark only when it changes, so these stay until the tile is unpicked or the exchange
        is over."""
        rack_view = self.screen.rack_view
        rack_view.mark(self.mask)
        for slot in range(RACK_CELLS):
            if self.mask >> slot & 1:
                rack_view.marks[0, slot] = sprites.CURSOR

    def picked(self):
        """The picked tiles as an exchange, the rules' way: of two copies of a tile, the
        leftmost goes first."""
        rack = self.screen.game.racks[self.screen.seat]
        mask = 0
        for slot in range(len(rack)):
            if self.mask >> slot & 1:
                copy = 0
                while rack[copy] != rack[slot] or mask >> copy & 1:
                    copy += 1
                mask |= 1 << copy
        return exchange(mask) if mask else None
