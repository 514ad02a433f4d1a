"""
`game_screen`
====================================================

The game: the board with its cursor, the rack of the seat to move, stones and counts, and a
message line. Built once a game and kept up to date between turns.

A human places a tile (B picks it, A plays it at the cursor), plays a wind (A on a board
tile, then a direction), asks for a hint (Select; Select again plays it), opens the menu
(Start) to end the turn, buy, exchange or undo, and holds B for every seat's standing
(:mod:`screens.standings_screen`), at any time. Every action goes to the session; the screen
redraws when the session reports a change, once in the frame's tick. During a computer's
turn (played by :mod:`shell.computer_turns`) buttons do nothing and the rack shows tile backs,
but a player alone against the computers sees their own rack, to plan while they wait.

So that the eye can follow: the rack's tiles come one by one at the start of a turn, a
wind's tile slides and an earned stone flies to the panel (:meth:`latice.board_view.BoardView.fly`),
and the tiles the other seats played since the seat's last turn are marked until it acts.

A moving cursor's square is named by a tag beside it until it rests, and the message line
keeps its words meanwhile (:mod:`latice.board_guides`).

Two boards (R13): the screen shows the board the cursor is on. Right at board A's right edge
goes on to board B, Left at board B's left edge back; each play shows its board.
"""

from micropython import const

import displayio
from adafruit_ticks import ticks_diff

from shell import buttons
from shell import sprites
from shell.art import MESSAGE_Y
from latice.board_view import BoardView, square_xy
from views.message_line import MessageLine
from latice.rack_view import RACK_CELLS, RackView
from shell.screen import Screen
from latice.side_panel import OTHER_LINE, SEAT_LINE, SidePanel, stone_xy

from engine.actions import END, PLACE, SHIFT, action_kind, from_square, place, shift, to_square
from engine.game import IllegalActionError
from engine.squares import BOARD_B, DOWN, LEFT, MOON, RIGHT, SIDE, UP
from engine.tiles import WIND

STEPS = {buttons.UP: UP, buttons.DOWN: DOWN, buttons.LEFT: LEFT, buttons.RIGHT: RIGHT}
PLACING = "placing"
AIMING = "aiming"        # a wind's tile is picked; waiting for a direction
EXCHANGING = "exchanging"
COMPUTER = "computer"
_DEAL_MS = const(60)  # at the start of a turn the rack's tiles come one by one


class GameScreen(Screen):
    def __init__(self, app):
        self.app = app
        self.session = app.session
        self.game = app.session.game
        self.group = displayio.Group()
        self.message = MessageLine(x=2, y=MESSAGE_Y)
        self.board_view = BoardView(app.art, self.message.line.normal)
        self.rack_view = RackView(app.art)
        self.panel = SidePanel(app.art, self.session)
        self.clock_view = None
        if self.session.clock is not None:
            from latice.clock_view import ClockView   # only a game with a clock needs its code

            self.clock_view = ClockView(self.panel.lines, SEAT_LINE, OTHER_LINE, self.session)
        for view in (self.board_view, self.rack_view, self.panel, self.message):
            self.group.append(view.group)
        self.draws = 0     # full redraws, for the tests and the bench
        self.dirty = False
        self.pending_message = None
        self.lesson_hint = None   # in "Learn to play", after a move: how to end the turn
        self.rack_shown = None   # whose rack the rack view shows face up (None: backs)
        self.start_turn()

    # -- turns ---------------------------------------------------------------------------------

    def start_turn(self):
        """Get ready for the seat to move: cursor on the moon, first rack tile picked."""
        self.turn_pending = False
        self.seat = self.game.to_move
        self.mode = COMPUTER if self.session.is_computer_turn() else PLACING
        self.cursor = MOON
        self.slot = self.slot_before = 0
        self.exchange = None   # an exchange_picker.ExchangePicker while tiles are picked
        # Rack tiles shown so far: a rack already face up is not dealt again
        self.dealt = RACK_CELLS if self.mode == COMPUTER or self.rack_shown == self.seat else 0
        self.dealt_since = None
        self.hinted = None
        self.played = () if self.mode == COMPUTER else played_since_last_turn(self.session)
        self.board_view.move_cursor(self.cursor)
        self.lesson_hint = None
        lessons = self.app.lessons   # in "Learn to play", the message says what to try
        reminder = lessons.reminder(self.game) if lessons and self.mode != COMPUTER else None
        kiosk = self.app.kiosk   # in a store, a visitor's first turns name the buttons
        if reminder is None and kiosk is not None and self.mode != COMPUTER:
            reminder = kiosk.buttons()
        self.redraw(reminder or ("Seat %d plays" if self.mode == COMPUTER
                                 else "Seat %d: your turn") % self.session.number(self.seat))
        self.draw()

    def on_change(self, change):
        """The session applied or took back an action: redraw in this frame's tick."""
        self.hinted = None
        self.played = ()   # the other seats' tiles are marked until the player acts
        if change.ends_turn():
            self.turn_pending = True
        elif change.undone:
            self.lesson_hint = None
            self.redraw("Taken back")
        else:   # whose action it is, the panel says
            self.redraw(change.words)
            if self.app.lessons is not None and self.mode != COMPUTER:
                from latice.lessons import after_move

                self.lesson_hint = after_move(self.app.lessons, change, self.game)
        report = change.report
        if report is not None and action_kind(change.action) in (PLACE, SHIFT):
            if self.mode == COMPUTER:   # the screen shows the board it played on
                self.cursor = to_square(change.action)
                self.board_view.move_cursor(self.cursor)
            self.fly(change.action, report)

    def fly(self, action, report):
        """A wind's tile slides to its square; the best stone a placement earned flies from
        it to the seat's stones beside the rack."""
        square = to_square(action)
        if action_kind(action) == SHIFT:
            self.board_view.fly(sprites.tile_sprite(self.game.board[square]),
                                square_xy(from_square(action)), square_xy(square), square)
        elif report.sunstones > 0 or report.halfstones > 0:
            sprite = sprites.SUNSTONE if report.sunstones > 0 else sprites.HALFSTONE
            self.board_view.fly(sprite, square_xy(square), stone_xy(sprite))

    def hidden(self):
        self.board_view.land()   # nothing flies behind another screen
        message = self.message
        if message.then is not None:
            message.say(message.then)
        self.board_view.tag.hide()

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
        self.rack_shown = self.rack_owner()
        shown = rack if self.rack_shown is None else game.racks[self.rack_shown]
        self.rack_view.show(shown, self.rack_shown is None, self.dealt)
        self.rack_view.select(-1 if self.mode == COMPUTER or not rack else self.slot)
        self.rack_view.mark(self.exchange.mask if self.exchange is not None else 0)
        self.board_view.show_cursor(self.mode != COMPUTER)
        self.legal = self.legal_squares()   # the panel counts them again every OTHERS_MS
        self.board_view.show_marks(self.legal, self.played)
        self.show_panel()
        if self.pending_message is not None:
            self.say(self.pending_message)
            self.pending_message = None

    def rack_owner(self):
        """The seat whose rack is shown face up: the seat to move's on a human turn; during a
        computer's, the one human's when there is only one (nobody to hide it from), else
        nobody's (``None``)."""
        return self.seat if self.mode != COMPUTER else self.session.lone_human()

    def show_panel(self):
        self.panel.show(self.seat, self.mode == COMPUTER, self.board_view.shown, self.legal)
        if self.clock_view is not None:
            self.clock_view.show(self.seat, self.panel.others(self.seat)[0], again=True)

    def deal(self, now):
        """Show one more of the rack's tiles every ``_DEAL_MS``."""
        if self.dealt_since is None:
            self.dealt_since = now
        if ticks_diff(now, self.dealt_since) >= _DEAL_MS:
            self.dealt_since = now
            self.dealt += 1
            self.rack_view.show(self.game.racks[self.seat], False, self.dealt)

    def say(self, text):
        """Put ``text`` on the message line; after a move in a lesson, how to end the turn
        follows it once it is read."""
        kiosk = self.app.kiosk
        if kiosk is not None and kiosk.attracting:
            text = kiosk.BANNER   # a demo game tells people how to play instead
        hint = self.lesson_hint
        self.message.say(text, hint if hint != text else None)
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
        if self.panel.tick(now):
            self.show_panel()
        self.board_view.tick(now, self.game.board)
        if self.dealt < RACK_CELLS:
            self.deal(now)
        if self.dirty:
            self.draw()
        if self.clock_view is not None:
            self.clock_view.show(self.seat, self.panel.others(self.seat)[0])
        self.message.tick(now)

    # -- input ---------------------------------------------------------------------------------

    def handle(self, button, kind):
        if kind == buttons.HOLD:   # B held: the standings, the press's pick taken back
            self.slot = self.slot_before
            self.redraw()
            from screens.standings_screen import StandingsScreen   # loaded while it is shown

            self.app.show(StandingsScreen(self.app))
            return
        if button == buttons.B:
            self.slot_before = self.slot
        if self.turn_pending or self.mode == COMPUTER:
            if button == buttons.START and kind == buttons.PRESS and not self.session.humans():
                self.app.game_menu()   # a game of computers only is left from its menu
            return  # otherwise buttons pressed while a computer plays are ignored
        if self.exchange is not None:
            self.exchange.handle(button, kind)
        elif button == buttons.START and kind == buttons.PRESS:
            self.app.game_menu()
        elif self.mode == AIMING:
            self.handle_aim(button, kind)
        else:
            self.handle_placing(button, kind)

    def handle_placing(self, button, kind):
        if button in STEPS:
            target = step(self.game, self.cursor, STEPS[button])
            if target != self.cursor:
                self.cursor = target
                if self.board_view.move_cursor(target):
                    self.redraw()   # the other board
                self.board_view.name_square()
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
                if self.game.moves < 1:   # no move to play it with, not no tile to move
                    from latice.refusal import no_move_left

                    self.say(no_move_left(self.game))
                else:
                    self.say("No tile to move")
        elif tile and not self.act(place(tile, self.cursor)):
            from latice.refusal import refusal

            self.say(refusal(self.game, tile, self.cursor))

    def handle_aim(self, button, kind):
        if button in STEPS and kind == buttons.PRESS:
            if self.act(shift(self.cursor, self.cursor + STEPS[button]), "Can't move there"):
                self.mode = PLACING
        elif button == buttons.B and kind == buttons.PRESS:
            self.mode = PLACING
            self.redraw("Wind put back")

    def begin_exchange(self):
        from latice.exchange_picker import ExchangePicker

        self.mode = EXCHANGING
        self.exchange = ExchangePicker(self)
        self.redraw("A: pick. Start: go")

    def end_exchange(self, message=None):
        """Back to placing, the exchange made or cancelled."""
        self.mode = PLACING
        self.exchange = None
        self.redraw(message)

    def show_hint(self):
        from latice.hinting import show_hint

        show_hint(self)

    def act(self, action, refusal=None):
        """A human's action, through the session; ``refusal`` is said when the rules refuse
        it (and the engine's reason goes to the console). True when it was applied."""
        try:
            self.session.apply(action)
        except IllegalActionError as error:
            self.app.hardware.log(str(error))
            self.app.refused()
            if refusal is not None:
                self.say(refusal)
            return False
        return True


def step(game, square, direction):
    """The square the cursor goes to from ``square``: one step, or on two boards (R13) from
    board A's file i to board B's file j (Right) and back (Left); ``square`` itself when
    there is none."""
    if game.has_square(square + direction):
        return square + direction
    across = square - direction * (SIDE - 1) + direction * BOARD_B
    if direction in (LEFT, RIGHT) and game.has_square(across):
        return across
    return square


def played_since_last_turn(session):
    """The squares of the tiles the other seats played or moved since the seat to move last
    played, that are still there (none after a resume: the game's actions before it are not
    known)."""
    game = session.game
    actions = session.actions
    squares = []
    turns = 0
    for index in range(len(actions) - 1, -1, -1):
        action = actions[index]
        if action == END:
            turns += 1
            if turns == game.options.seats:
                break
        elif action_kind(action) in (PLACE, SHIFT) and game.board[to_square(action)]:
            squares.append(to_square(action))
    return squares
