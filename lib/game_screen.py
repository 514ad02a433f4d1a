"""
`game_screen`
====================================================

The game: the board with its cursor, the rack of the seat to move, stones and counts, and a
message line. A human places a tile (B picks it, A plays it at the cursor), plays a wind (A on
a board tile, then a direction), asks for a hint (Select; Select again plays it), and opens the
menu (Start) to end the turn, buy, exchange or undo. A computer's turn plays out here one action
at a time at the chosen pace, with its rack hidden.
"""

import displayio

import buttons
from art import MESSAGE_CHARS, TEXT_STEP, TEXT_X, TEXT_Y
from board_view import BoardView
from rack_view import RackView
from session import describe
from text_view import TextLines

from engine.actions import END, PLACE, SHIFT, action_text, parse_action, place, shift
from engine.ai.hint import hint
from engine.squares import MOON, ON_BOARD
from engine.tiles import WIND, tiles_text

STEPS = {buttons.UP: 11, buttons.DOWN: -11, buttons.LEFT: -1, buttons.RIGHT: 1}
PLACING = "placing"
AIMING = "aiming"        # a wind's tile is picked; waiting for a direction
EXCHANGING = "exchanging"
COMPUTER = "computer"
OTHERS_MS = 2000   # how long the panel shows each other seat's rack, pool and stones
THINK_STEPS_PER_FRAME = 6


class GameScreen:
    def __init__(self, app):
        self.app = app
        self.session = app.session
        self.game = app.session.game
        self.group = displayio.Group()
        self.board = BoardView(app.art)
        self.rack = RackView(app.art)
        self.panel = TextLines(6, x=TEXT_X, y=TEXT_Y, step=TEXT_STEP)
        self.message = TextLines(1, x=2, y=123, background=0x101018)
        for view in (self.board, self.rack, self.panel, self.message):
            self.group.append(view.group)
        self.seat = self.game.to_move
        self.mode = COMPUTER if self.session.is_computer_turn() else PLACING
        self.cursor = MOON
        self.slot = 0
        self.exchange_mask = 0
        self.hinted = None
        self.next_time = None
        self.others_shown = 0
        self.others_since = None
        self.board.move_cursor(self.cursor)
        self.refresh_all(("Seat %d plays" if self.mode == COMPUTER else "Seat %d: your turn")
                         % (self.seat + 1))

    # -- drawing -------------------------------------------------------------------------------

    def refresh_all(self, message=None):
        game = self.game
        rack = game.racks[self.seat]
        self.slot = min(self.slot, max(len(rack) - 1, 0))
        self.board.show_board(game.board)
        self.rack.show(rack, hidden=self.mode == COMPUTER)
        self.rack.select(-1 if self.mode == COMPUTER or not rack else self.slot)
        self.rack.mark(self.exchange_mask if self.mode == EXCHANGING else 0)
        self.board.show_cursor(self.mode != COMPUTER)
        self.board.show_marks(self.legal_squares())
        self.show_panel()
        if message is not None:
            self.say(message)

    def show_panel(self):
        game = self.game
        seat = self.seat
        other = self.other_seat()
        self.panel.show([("CPU %d" if self.mode == COMPUTER else "Seat %d") % (seat + 1),
                         "S%d H%d" % (game.sunstones[seat], game.halfstones[seat]),
                         "M%d W%d" % (game.moves, game.discard),
                         "Pool%d" % len(game.pools[seat]),
                         "%d:%d+%d" % (other + 1, len(game.racks[other]),
                                       len(game.pools[other])),
                         " S%d H%d" % (game.sunstones[other], game.halfstones[other])])

    def other_seat(self):
        """The other seat the panel shows now: they take turns every OTHERS_MS."""
        seats = self.game.options.seats
        return (self.seat + 1 + self.others_shown % (seats - 1)) % seats

    def say(self, text):
        self.message.set(0, text[:MESSAGE_CHARS])
        self.app.board.log(text)

    def legal_squares(self):
        """Where the selected rack tile may go (or, for a wind, which tiles may move)."""
        if self.mode != PLACING or self.game.moves < 1:
            return ()
        tile = self.selected_tile()
        squares = []
        for action in self.game.legal_actions():
            kind = action >> 16
            if kind == PLACE and (action >> 8) & 0xFF == tile:
                squares.append(action & 0xFF)
            elif kind == SHIFT and tile == WIND and (action >> 8) & 0xFF not in squares:
                squares.append((action >> 8) & 0xFF)
        return squares

    def selected_tile(self):
        rack = self.game.racks[self.seat]
        return rack[self.slot] if self.slot < len(rack) else 0

    # -- input ---------------------------------------------------------------------------------

    def handle(self, button, kind):
        if self.mode == COMPUTER:
            return  # buttons pressed while a computer plays are ignored
        if button == buttons.START and kind == buttons.PRESS and self.mode != EXCHANGING:
            self.app.menu(self)
        elif self.mode == EXCHANGING:
            self.handle_exchange(button, kind)
        elif self.mode == AIMING:
            self.handle_aim(button, kind)
        else:
            self.handle_placing(button, kind)

    def handle_placing(self, button, kind):
        if button in STEPS:
            target = self.cursor + STEPS[button]
            if ON_BOARD[target]:
                self.cursor = target
                self.board.move_cursor(target)
            return
        if kind != buttons.PRESS:
            return
        if button == buttons.B:
            rack = self.game.racks[self.seat]
            if rack:
                self.slot = (self.slot + 1) % len(rack)
                self.hinted = None
                self.refresh_all()
        elif button == buttons.A:
            self.play_selected()
        elif button == buttons.SELECT:
            if self.hinted is not None and self.game.is_legal(self.hinted):
                self.play(self.hinted)
            else:
                self.show_hint()

    def play_selected(self):
        tile = self.selected_tile()
        if tile == WIND:
            if self.cursor in self.legal_squares():
                self.mode = AIMING
                self.say("Wind: a direction")
            else:
                self.say("No tile to move")
        elif tile:
            action = place(tile, self.cursor)
            if self.game.is_legal(action):
                self.play(action)
            else:
                self.say("Can't go there")

    def handle_aim(self, button, kind):
        if button in STEPS and kind == buttons.PRESS:
            action = shift(self.cursor, self.cursor + STEPS[button])
            if self.game.is_legal(action):
                self.mode = PLACING
                self.play(action)
            else:
                self.say("Can't move there")
        elif button == buttons.B and kind == buttons.PRESS:
            self.mode = PLACING
            self.refresh_all("Wind put back")

    def begin_exchange(self):
        self.mode = EXCHANGING
        self.exchange_mask = 0
        self.refresh_all("A: pick. Start: go")

    def handle_exchange(self, button, kind):
        rack = self.game.racks[self.seat]
        if button in (buttons.UP, buttons.LEFT, buttons.DOWN, buttons.RIGHT) and rack:
            step = -1 if button in (buttons.UP, buttons.LEFT) else 1
            self.slot = (self.slot + step) % len(rack)
        elif kind != buttons.PRESS:
            return
        elif button == buttons.A:
            self.exchange_mask ^= 1 << self.slot
        elif button == buttons.B:
            self.mode = PLACING
            self.exchange_mask = 0
            self.refresh_all("Exchange cancelled")
            return
        elif button == buttons.START:
            action = self.leftmost_exchange()
            if action is not None and self.game.is_legal(action):
                self.mode = PLACING
                self.exchange_mask = 0
                self.play(action)
                return
            self.say("Pick 1 to %d tiles" % min(5, len(self.game.pools[self.seat])))
        self.refresh_all()

    def leftmost_exchange(self):
        """The picked tiles as an exchange, named the notation's way (leftmost copies)."""
        rack = self.game.racks[self.seat]
        picked = bytearray([rack[slot] for slot in range(len(rack))
                            if self.exchange_mask >> slot & 1])
        return parse_action("x:" + tiles_text(picked), rack) if picked else None

    def show_hint(self):
        action = hint(self.game)
        self.hinted = action
        kind = action >> 16
        rack = self.game.racks[self.seat]
        if kind == PLACE or kind == SHIFT:
            tile = (action >> 8) & 0xFF if kind == PLACE else WIND
            for slot in range(len(rack)):
                if rack[slot] == tile:
                    self.slot = slot
                    break
            self.cursor = action & 0xFF if kind == PLACE else (action >> 8) & 0xFF
            self.board.move_cursor(self.cursor)
        self.refresh_all("Hint %s: Select" % action_text(action, rack))

    # -- actions -------------------------------------------------------------------------------

    def play(self, action):
        """Apply a human's action, then show what happened or move on."""
        self.hinted = None
        rack = self.game.racks[self.seat]
        text = action_text(action, rack)
        report = self.session.apply(action)
        if action == END:
            self.app.save()
            self.app.next_turn()
            return
        if self.game.is_over():
            self.app.next_turn()
            return
        self.refresh_all(describe(text, report))

    def tick(self, now):
        if self.others_since is None:
            self.others_since = now
        if buttons.ticks_diff(now, self.others_since) >= OTHERS_MS:
            self.others_since = now
            self.others_shown += 1
            self.show_panel()
        if self.mode != COMPUTER:
            return
        if self.next_time is None:
            self.next_time = now + self.app.pace_ms()
        if buttons.ticks_diff(now, self.next_time) < 0:
            return
        for _ in range(THINK_STEPS_PER_FRAME):
            report = self.session.computer_step()
            if report is not None:
                break
        else:
            return
        self.next_time = now + self.app.pace_ms()
        if report.action == END or self.game.is_over():
            self.app.next_turn()
            return
        seat, text = self.session.log[-1]
        self.refresh_all("%d: %s" % (seat + 1, text))
