"""
`rack_view`
====================================================

The rack in the side panel: five cells, the selected one framed, tiles picked for an exchange
dotted. A computer's or a hidden rack shows tile backs. At the start of a turn the tiles come
one by one (the game screen says how many are dealt).
"""

import displayio

from shell import sprites
from shell.art import PANEL_X, RACK_Y

RACK_CELLS = 5


class RackView:
    def __init__(self, art):
        self.group = displayio.Group()
        self.cells = art.grid(1, RACK_CELLS, PANEL_X, RACK_Y, sprites.BLANK)
        self.marks = art.grid(1, RACK_CELLS, PANEL_X, RACK_Y, sprites.BLANK)
        self.frame = art.grid(1, 1, PANEL_X, RACK_Y, sprites.SELECTED)
        for view in (self.cells, self.marks, self.frame):
            self.group.append(view)
        self.drawn = [-1] * RACK_CELLS
        self.marked = [False] * RACK_CELLS

    def show(self, rack, hidden=False, dealt=RACK_CELLS):
        """The rack's tiles (their backs when ``hidden``); only the first ``dealt`` of them
        while the rack is being dealt, one by one."""
        for slot in range(RACK_CELLS):
            if slot >= len(rack) or slot >= dealt:
                sprite = sprites.BLANK
            else:
                sprite = sprites.BACK if hidden else sprites.tile_sprite(rack[slot])
            if self.drawn[slot] != sprite:
                self.drawn[slot] = sprite
                self.cells[0, slot] = sprite

    def select(self, slot):
        """Frame ``slot``, or nothing when it is -1."""
        self.frame.hidden = slot < 0
        if slot >= 0:
            self.frame.y = RACK_Y + slot * sprites.CELL

    def mark(self, mask):
        for slot in range(RACK_CELLS):
            wanted = bool(mask >> slot & 1)
            if self.marked[slot] != wanted:
                self.marked[slot] = wanted
                self.marks[0, slot] = sprites.LEGAL if wanted else sprites.BLANK
