"""
`game_screen`
====================================================

The game: the board with its cursor, the rack of the seat to move, stones and counts, and a
message line. Built once a game and kept up to date between turns.

A human places a tile (B picks it, A plays it at the cursor), plays a wind (A on a board
tile, then a direction), asks for a hint (Select; Select again plays it), and opens the menu
(Start) to end the turn, buy, exchange or undo. Every action goes to the session; the screen
redraws when the session reports a change, once in the frame's tick. During a computer's
turn (played by :mod:`computer_turns`) the rack is hidden and buttons do nothing.
"""

import displayio
from adafruit_ticks import ticks_diff

import buttons
from art import TEXT_COLUMNS, TEXT_STEP, TEXT_X, TEXT_Y
from board_view import BoardView
from message_line import MessageLine
from rack_view import RackView
from screen import Screen
from text_view import TextLines
from unload import unload
from words import plan_words, refusal

from engine.actions import (PLACE, SHIFT, action_kind, from_square, parse_action, place,
                            placed_tile, shift, to_square)
from engine.game import IllegalActionError
from engine.squares import DOWN, LEFT, MOON, ON_BOARD, RIGHT, UP
from engine.tiles import WIND, tiles_text

STEPS = {buttons.UP: UP, buttons.DOWN: DOWN, buttons.LEFT: LEFT, buttons.RIGHT: RIGHT}
PLACING = "placing"
AIMING = "aiming"        # a wind's tile is picked; waiting for a direction
EXCHANGING = "exchanging"
COMPUTER = "computer"
OTHERS_MS = 2000   # how long the panel shows each other seat's rack, pool and stones


class GameScreen(Screen):
    def __init__(self, app):
        self.app = app
        self.session = app.session
        self.game = app.session.game
        self.group = displayio.Group()
        self.board_view = BoardView(app.art)
        self.rack_view = RackView(app.art)
        self.panel = TextLines(6, x=TEXT_X, y=TEXT_Y, step=TEXT_STEP, columns=TEXT_COLUMNS)
        self.message = MessageLine(x=2, y=117)
        self.clock_view = None
        if self.session.clock.is_on():
            from clock_view import ClockView   # only a game with a clock needs its code

            self.clock_view = ClockView(self.panel, self.session)
        for view in (self.board_view, self.rack_view, self.panel, self.message):
            self.group.append(view.group)
        self.draws = 0     # full redraws, for the tests and the bench
        self.dirty = False
        self.pending_message = None
        self.start_turn()

    # -- turns ---------------------------------------------------------------------------------

    def start_turn(self):
        """Get ready for the seat to move: cursor on the moon, first rack tile picked."""
        self.turn_pending = False
        self.seat = self.game.to_move
        self.mode = COMPUTER if self.session.is_computer_turn() else PLACING
        self.cursor = MOON
        self.slot = 0
        self.exchange_mask = 0
        self.hinted = None
        self.others_shown = 0
        self.others_since = None
        self.board_view.move_cursor(self.cursor)
        self.redraw(("Seat %d plays" if self.mode == COMPUTER else "Seat %d: your turn")
                    % self.session.number(self.seat))
        self.draw()

    def on_change(self, change):
        """The session applied or took back an action: redraw in this frame's tick."""
        self.hinted = None
        if change.ends_turn():
            self.turn_pending = True
        elif change.undone:
            self.redraw("Taken back")
        elif self.mode == COMPUTER:
            self.redraw("%d: %s" % (self.session.number(change.seat), change.words))
        else:
            self.redraw(change.words)

    # -- drawing -------------------------------------------------------------------------------

    def redraw(self, message=None):
        """Ask for a full redraw in this frame's tick, with a new message if one is given."""
        self.dirty = True
        if message is not None:
            self.pending_message = message

    def draw(self):
        self.dirty = False
        self.draws += 1
        game = self.game
        rack = game.racks[self.seat]
        self.slot = min(self.slot, max(len(rack) - 1, 0))
        self.board_view.show_board(game.board)
        self.rack_view.show(rack, hidden=self.mode == COMPUTER)
        self.rack_view.select(-1 if self.mode == COMPUTER or not rack else self.slot)
        self.rack_view.mark(self.exchange_mask if self.mode == EXCHANGING else 0)
        self.board_view.show_cursor(self.mode != COMPUTER)
        self.board_view.show_marks(self.legal_squares())
        self.show_panel()
        if self.pending_message is not None:
            self.say(self.pending_message)
            self.pending_message = None

    def show_panel(self):
        game = self.game
        seat = self.seat
        other = self.other_seat()
        number = self.session.number
        self.panel.show([("CPU %d" if self.mode == COMPUTER else "Seat %d") % number(seat),
                         stones_text(game, seat),
                         "M%d W%d" % (game.moves, game.discard),
                         "Pool%d" % len(game.pools[seat]),
                         "%d:%d+%d" % (number(other), len(game.racks[other]),
                                       len(game.pools[other])),
                         stones_text(game, other)])
        if self.clock_view is not None:
            self.clock_view.show(seat, other, again=True)

    def other_seat(self):
        """The other seat the panel shows now: they take turns every OTHERS_MS."""
        seats = self.game.options.seats
        return (self.seat + 1 + self.others_shown % (seats - 1)) % seats

    def say(self, text):
        kiosk = self.app.kiosk
        if kiosk is not None and kiosk.attracting:
            text = kiosk.BANNER   # a demo game tells people how to play instead
        self.message.say(text)
        self.app.hardware.log(text)

    def legal_squares(self):
        """Where the picked rack tile may go (or, for a wind, which board tiles may move)."""
        tile = self.picked_tile()
        if self.mode != PLACING or not tile:
            return ()
        squares = []
        for action in self.game.legal_actions(tile):
            square = from_square(action) if tile == WIND else to_square(action)
            if square not in squares:
                squares.append(square)
        return squares

    def picked_tile(self):
        rack = self.game.racks[self.seat]
        return rack[self.slot] if self.slot < len(rack) else 0

    def tick(self, now):
        if self.turn_pending:
            self.start_turn()
        if self.others_since is None:
            self.others_since = now
        if ticks_diff(now, self.others_since) >= OTHERS_MS:
            self.others_since = now
            self.others_shown += 1
            self.show_panel()
        if self.dirty:
            self.draw()
        if self.clock_view is not None:
            self.clock_view.show(self.seat, self.other_seat())
        self.message.tick(now)

    # -- input ---------------------------------------------------------------------------------

    def handle(self, button, kind):
        if self.turn_pending or self.mode == COMPUTER:
            if button == buttons.START and kind == buttons.PRESS and not self.session.humans():
                self.app.game_menu()   # a game of computers only is left from its menu
            return  # otherwise buttons pressed while a computer plays are ignored
        if button == buttons.START and kind == buttons.PRESS and self.mode != EXCHANGING:
            self.app.game_menu()
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
                self.board_view.move_cursor(target)
            return
        if kind != buttons.PRESS:
            return
        if button == buttons.B:
            rack = self.game.racks[self.seat]
            if rack:
                self.slot = (self.slot + 1) % len(rack)
                self.hinted = None
                self.redraw()
        elif button == buttons.A:
            self.use_picked_tile()
        elif button == buttons.SELECT:
            if self.hinted is not None:
                self.act(self.hinted, "Hint no longer fits")
            else:
                self.show_hint()

    def use_picked_tile(self):
        tile = self.picked_tile()
        if tile == WIND:
            if self.cursor in self.legal_squares():
                self.mode = AIMING
                self.say("Wind: a direction")
            else:
                self.app.refused()
                self.say("No tile to move")
        elif tile:
            self.act(place(tile, self.cursor), refusal(self.game, tile, self.cursor))

    def handle_aim(self, button, kind):
        if button in STEPS and kind == buttons.PRESS:
            if self.act(shift(self.cursor, self.cursor + STEPS[button]), "Can't move there"):
                self.mode = PLACING
        elif button == buttons.B and kind == buttons.PRESS:
            self.mode = PLACING
            self.redraw("Wind put back")

    def begin_exchange(self):
        self.mode = EXCHANGING
        self.exchange_mask = 0
        self.redraw("A: pick. Start: go")

    def handle_exchange(self, button, kind):
        rack = self.game.racks[self.seat]
        if button in STEPS and rack:
            step = -1 if button in (buttons.UP, buttons.LEFT) else 1
            self.slot = (self.slot + step) % len(rack)
        elif kind != buttons.PRESS:
            return
        elif button == buttons.A:
            self.exchange_mask ^= 1 << self.slot
        elif button == buttons.B:
            self.mode = PLACING
            self.exchange_mask = 0
            self.redraw("Exchange cancelled")
            return
        elif button == buttons.START:
            action = self.picked_exchange()
            refusal = "Pick 1 to %d tiles" % min(5, len(self.game.pools[self.seat]))
            if action is None:
                self.app.refused()
                self.say(refusal)
            elif self.act(action, refusal):
                self.mode = PLACING
                self.exchange_mask = 0
                return
        self.redraw()

    def picked_exchange(self):
        """The picked tiles as an exchange, named the notation's way (leftmost copies)."""
        rack = self.game.racks[self.seat]
        picked = bytearray([rack[slot] for slot in range(len(rack))
                            if self.exchange_mask >> slot & 1])
        return parse_action("x:" + tiles_text(picked), rack) if picked else None

    def show_hint(self):
        action = self.session.hint()
        kind = action_kind(action)
        rack = self.game.racks[self.seat]
        if kind == PLACE or kind == SHIFT:
            tile = placed_tile(action) if kind == PLACE else WIND
            for slot in range(len(rack)):
                if rack[slot] == tile:
                    self.slot = slot
                    break
            self.cursor = to_square(action) if kind == PLACE else from_square(action)
            self.board_view.move_cursor(self.cursor)
        self.redraw("Hint: %s. Select: play it" % plan_words(action))
        self.hinted = action

    def act(self, action, refusal):
        """A human's action, through the session; ``refusal`` is said when the rules refuse
        it (and the engine's reason goes to the console). True when it was applied."""
        try:
            self.session.apply(action)
        except IllegalActionError as error:
            self.app.hardware.log(str(error))
            unload("engine.illegal")   # the engine's reasons are loaded for the moment only
            self.app.refused()
            self.say(refusal)
            return False
        return True


def stones_text(game, seat):
    """``S1 H2``: a seat's sunstones and halfstones in the panel's 6 columns (kid mode's
    two-digit counts lose the space)."""
    text = "S%d H%d" % (game.sunstones[seat], game.halfstones[seat])
    return text if len(text) <= TEXT_COLUMNS else text.replace(" ", "")
