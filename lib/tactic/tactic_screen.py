"""
`tactic_screen`
====================================================

A game of Tactic Tiles on the handheld (docs/rules.md T, engine in ``engine/tactic/``): the grid in
a scrolling window, the hand of the seat to move under it, under that every seat's points at
once ("1:0 2:12 3:5", the seat to move's in green), and the message line across the bottom of
the screen, as in Latice (26 characters). The message line keeps clear of the grid and of the
hand, so it never hides a frame. Its buttons:

- the directions move the cursor (the window scrolls with it);
- A lays the picked tile at the cursor, turned as shown, or redraws when no tile of the hand
  matches anywhere; after a tile is laid, A ends the turn (until then the menu's "Undo" takes
  the tile back to the hand);
- B picks the next tile of the hand, Select turns it a quarter turn;
- Start opens the menu (:mod:`screens.tactic_menu`): back to the grid, a hint
  (:mod:`tactic.tactic_hinting`; Select then plays it), undo, the rules, save and quit, or abandon
  the game;
- holding B shows every seat's points (:mod:`screens.standings_screen`), at any time.

The game is played by the shell every game shares: every action goes to the
:class:`shell.session.Session` (with :mod:`tactic.tactic_rules`), computer seats play on this screen
through :mod:`shell.computer_turns` at the chosen pace, and the screen redraws when the session
tells it of a change. With more than one human, a human's hand stays hidden until its player presses
A; a player alone against the computers sees their own hand while the computers play. The
app's turn flow saves the game at the end of every human turn and shows the over screen. In
"Learn to play" (:mod:`latice.lessons`) this screen shows a lesson's page before the human's turn,
as Latice's hand-off would: this game has none.
"""

from micropython import const

from shell import buttons
from shell.art import MESSAGE_Y, Art
from views.message_line import MessageLine
from shell.screen import Screen
from shell.session import HUMAN
from tactic.tactic_view import CELL_PIXELS, ROWS, GridView, HandView, pieces_path
from views.text_view import TextLines

from engine.tactic.actions import (ACTED_PLACED, END, REDRAW, is_place, place, placed_cell,
                                   placed_tile, placed_turns)
from engine.tactic.game import IllegalActionError
from engine.tactic.grid import REACH, cell_at, cell_x, cell_y
from engine.tactic.players import placement_points
from engine.tactic.tiles import NEW_TURNS
from engine.tiles import find_tile

HAND_Y = 1 + ROWS * CELL_PIXELS + 1
_HAND_X = const(0)
_POINTS_X = const(1)  # the points' line, under the hand, across the screen
POINTS_Y = HAND_Y + CELL_PIXELS   # its ink from a row lower: the font's top row is blank
_POINTS_WIDTH = const(159)  # six seats' "1:12" 3 px apart
CHARACTER = 6      # the font's width, pixels
LEAST_GAP = 3      # between two seats' points (a space's width when there is room)


class TacticScreen(Screen):
    """:param app: the app, whose session plays an :class:`engine.tactic.game.Game`"""

    def __init__(self, app):
        self.app = app
        self.session = app.session
        self.game = game = app.session.game
        self.kinds = app.session.kinds   # each seat's "human", "easy" or "greedy"
        # Loaded here, not in a helper: the sheet's reader needs much of the call stack
        loaded = Art(pieces_path(app.art))
        sheet = loaded.bitmap, loaded.palette
        self.grid_view = GridView(sheet)
        self.hand_view = HandView(sheet, _HAND_X, HAND_Y)
        self.points = TextLines(len(game.scores), x=_POINTS_X, y=POINTS_Y, columns=5)
        self.message = MessageLine(2, MESSAGE_Y)
        self.group = self.grid_view.group
        for part in (self.hand_view, self.points, self.message):
            self.group.append(part.group)
        self.x = self.y = 0   # the cursor's cell, in the engine's coordinates
        self.picked = 0       # the hand's picked tile, an index
        self.turns = 0
        self.hand_hidden = False   # the hand is hidden until its player presses A
        self.hinted = None         # the action a hint showed, played by the next Select
        self.lesson_due = False    # a lesson's page is shown before this turn (Learn to play)
        self.grid_view.centre_on(0, 0)
        self.grid_view.draw(game.grid)
        self.start_turn()

    # -- the turn's flow ---------------------------------------------------------------------

    def start_turn(self):
        game = self.game
        if game.is_over():
            return   # the app's turn flow shows the over screen
        self.picked = self.turns = 0
        self.before = 0, 0   # the pick before B's last press
        self.hinted = None
        self.hand_hidden = not self.is_computer_turn() and self.kinds.count(HUMAN) > 1
        if game.placed and not self.is_computer_turn():
            self.grid_view.frame_play(game.placed)   # the tiles in play in sight, when they fit
            self.move_to(self.first_fit())
        self.draw_hand()
        if self.hand_hidden:
            self.message.say("Seat %d: others look away. A: show your hand"
                             % (game.to_move + 1))
        elif self.is_computer_turn():
            self.message.say("Seat %d (%s) thinks" % (game.to_move + 1, self.kinds[game.to_move]))
        else:
            # "Learn to play": a lesson's page first when one is due (:meth:`tick` shows it),
            # then what to try, until a button
            lessons = self.app.lessons
            self.lesson_due = lessons is not None and lessons.page_due()
            self.redraw(lessons and lessons.reminder())

    def redraw(self, message=None):
        """The message line says ``message``, or else what A would do here."""
        if message:
            self.message.say(message)
        else:
            self.say_fit()

    def is_computer_turn(self):
        return self.session.is_computer_turn()

    def can_hint(self):
        """A hint is for a human whose hand is shown, while the game goes on."""
        return not (self.game.is_over() or self.is_computer_turn() or self.hand_hidden)

    def apply(self, action):
        """Apply a human's action; after a redraw that matches nowhere the turn ends at once
        (a tile laid waits for A, or an undo). A refused action changes nothing and says
        why."""
        game = self.game
        try:
            self.session.apply(action)
        except IllegalActionError as error:   # "<action> is illegal: <why>": the why is enough
            self.message.say("Not here: " + str(error).split(": ", 1)[-1])
            self.app.refused()
            return
        if action == REDRAW and game.can_place():
            self.move_to(self.first_fit())
            self.draw_hand()
        elif action == REDRAW:
            self.session.apply(END)   # nothing of the new hand matches: nothing else to do

    def on_change(self, change):
        """The session applied an action (a human's or a computer's): show it."""
        self.hinted = None
        if change.ends_turn():
            self.start_turn()
            return
        if change.undone:
            self.taken_back(change.action)
            return
        if is_place(change.action) and not self.move_to(placed_cell(change.action)):
            self.grid_view.draw_cell(self.game.grid, self.x, self.y)   # not scrolled: one cell
        self.draw_hand()
        if is_place(change.action) and not self.is_computer_turn():
            self.say_fit()   # the human's own tile: what A does now
        else:
            self.message.say("Seat %d %s" % (change.seat + 1, change.words))

    def taken_back(self, action):
        """An undone tile: off the grid, back in the hand, picked and turned as it was laid,
        the cursor on its cell."""
        if not self.move_to(placed_cell(action)):
            self.grid_view.draw_cell(self.game.grid, self.x, self.y)
        self.picked = find_tile(self.game.hand(), placed_tile(action))
        self.turns = placed_turns(action)
        self.draw_hand()
        self.say_fit()

    # -- what is shown -----------------------------------------------------------------------

    def draw_hand(self):
        game = self.game
        hand = game.hand()
        self.picked = min(self.picked, len(hand) - 1)
        seat = self.hand_owner()
        if seat == game.to_move:
            self.hand_view.show(hand, self.picked, self.turns, self.hand_hidden)
        else:   # the one human's, to plan with while a computer plays: nothing picked
            self.hand_view.show(game.hands[seat], -1, 0)
        self.show_points()
        self.show_cursor()

    def hand_owner(self):
        """The seat whose hand is shown: the seat to move's, but during a computer's turn the
        one human's when there is only one (nobody to hide it from)."""
        lone = self.session.lone_human()
        if self.is_computer_turn() and lone is not None:
            return lone
        return self.game.to_move

    def show_points(self):
        """Every seat's points on one line, in seat order, the seat to move's in green: "1:0
        2:12 3:5", a space apart where that fits, at least ``LEAST_GAP`` pixels; when the
        seats' numbers do not fit (three-digit points with five or six seats), the points
        alone."""
        game = self.game
        texts = ["%d:%d" % (seat + 1, score) for seat, score in enumerate(game.scores)]
        gap = points_gap(texts)
        if gap < LEAST_GAP:
            texts = ["%d" % score for score in game.scores]
            gap = points_gap(texts)
        x = 0
        for seat, text in enumerate(texts):
            self.points.place(seat, x, 0)
            self.points.set(seat, text, seat == game.to_move)
            x += len(text) * CHARACTER + gap

    def show_cursor(self):
        human = not self.is_computer_turn() and not self.hand_hidden
        self.grid_view.show_cursor(self.x, self.y, self.code() if human else 0)

    def code(self):
        """The picked tile as the grid would hold it (0 when the hand is empty)."""
        hand = self.game.hand()
        if not 0 <= self.picked < len(hand):
            return 0
        return hand[self.picked] << 2 | self.turns

    def action(self):
        code = self.code()
        return place(code >> 2, code & 3, cell_at(self.x, self.y)) if code else END

    def say_fit(self):
        """What A would do here."""
        game = self.game
        action = self.action()
        if game.acted == ACTED_PLACED:
            self.message.say("A: end the turn. Start: undo")
        elif not game.hand():
            self.message.say("Hand empty: A ends the turn")
        elif not game.can_place():
            self.message.say("No tile matches: A redraws (-1 point)")
        elif game.is_legal(action):
            self.message.say("A: lay it here, +%d" % placement_points(game.grid, action))
        else:
            self.message.say("%d tiles to draw" % len(game.stack))

    def move_to(self, cell):
        """The cursor to ``cell``; True when the window moved (and was drawn again)."""
        self.x, self.y = cell_x(cell), cell_y(cell)
        scrolled = self.grid_view.follow(self.x, self.y)
        if scrolled:
            self.grid_view.draw(self.game.grid)
        self.show_cursor()
        return scrolled

    def first_fit(self):
        """Where a tile of the hand first fits, that tile picked and turned to fit there (or
        the last tile laid, when none fits)."""
        game = self.game
        for action in game.placements():
            self.picked = find_tile(game.hand(), placed_tile(action))
            self.turns = placed_turns(action)
            return placed_cell(action)
        return game.placed[-1]

    # -- buttons and time --------------------------------------------------------------------

    def handle(self, button, kind):
        if kind == buttons.HOLD:   # B held: the standings, the press's pick taken back
            self.picked, self.turns = self.before
            self.draw_hand()
            from screens.standings_screen import StandingsScreen   # loaded while it is shown

            self.app.show(StandingsScreen(self.app))
            return
        if button == buttons.B:
            self.before = self.picked, self.turns
        if button == buttons.START and kind == buttons.PRESS:
            from screens.tactic_menu import TacticMenu   # loaded while it is shown

            self.app.show(TacticMenu(self.app, self))
            return
        if self.is_computer_turn():
            return
        if self.hand_hidden:
            if button == buttons.A and kind == buttons.PRESS:
                self.hand_hidden = False
                self.draw_hand()
                self.say_fit()
            return
        game = self.game
        hinted, self.hinted = self.hinted, None   # any other button lets a hint go
        if button == buttons.SELECT and kind == buttons.PRESS and hinted is not None:
            self.apply(hinted)
            return
        if button in buttons.DIRECTIONS:
            self.step(button)
        elif kind != buttons.PRESS:
            return
        elif button == buttons.A:
            if game.acted == ACTED_PLACED or not game.hand():
                self.apply(END)
            elif not game.can_place():
                self.apply(REDRAW)
            else:
                self.apply(self.action())
            return
        elif button == buttons.B and game.hand():
            self.picked = (self.picked + 1) % len(game.hand())
            self.turns = 0
            self.draw_hand()
        elif button == buttons.SELECT and game.hand():
            self.turn_tile()
            self.draw_hand()
        self.say_fit()

    def step(self, button):
        x = self.x + (button == buttons.RIGHT) - (button == buttons.LEFT)
        y = self.y + (button == buttons.UP) - (button == buttons.DOWN)
        if -REACH <= x <= REACH and -REACH <= y <= REACH:
            self.move_to(cell_at(x, y))

    def turn_tile(self):
        """A quarter turn clockwise, past the turns that look the same as one before."""
        tile = self.game.hand()[self.picked]
        turns = (self.turns + 1) % 4
        while not NEW_TURNS[tile] >> turns & 1:
            turns = (turns + 1) % 4
        self.turns = turns

    def show_hint(self):
        """The greedy computer's choice for this seat, shown; the next Select plays it."""
        from tactic.tactic_hinting import show_hint

        show_hint(self)

    def tick(self, now):
        if self.lesson_due:   # once the app has put this screen on for the human's turn
            self.lesson_due = False
            from screens.lesson_screen import LessonScreen

            self.app.show(LessonScreen(self.app, self.app.lessons))
            return
        self.message.tick(now)


def points_gap(texts):
    """The pixels between two seats' points on the points' line: a space's width, or less
    so that all fit."""
    spare = _POINTS_WIDTH - CHARACTER * sum([len(text) for text in texts])
    return min(CHARACTER, spare // (len(texts) - 1))
