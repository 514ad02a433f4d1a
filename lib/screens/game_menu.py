"""
`game_menu`
====================================================

The in-game menu (Start): pause (in a game with a clock), end the turn, buy a move or a
wind, exchange, undo, a hint, the rules, save and quit (not in a store's demo, which saves
nothing), abandon. Only what is legal now is offered; during a game of computers only it
leaves the board for the rules or abandons the game. The clock of the seat to move runs
here and in the rules, as on the board: only "Pause" stops it
(:mod:`screens.pause_screen`).
"""

from engine.actions import BUY_HALFSTONES, BUY_SUNSTONE, BUY_WIND, END
from screens.menu import Item, Menu

# What the seat to move may buy, when the rules allow it, in the menu's order, with its
# price (a wind's is the game's, R9: filled in when the menu is made).
BUYS = ((BUY_SUNSTONE, "Buy a move: 1 sunstone"),
        (BUY_HALFSTONES, "Buy a move: 2 halfstones"),
        (BUY_WIND, "Buy a wind: %d sunstones"))
# The picks done back on the board that are not engine actions (see GameMenu.picked).
EXCHANGE = "exchange"
UNDO = "undo"
HINT = "hint"


class GameMenu(Menu):
    def __init__(self, app):
        self.app = app
        session = app.session
        game = session.game
        items = [Item("Back to the board", app.show_game)]
        if not session.is_computer_turn():
            if session.clock is not None:
                items.append(Item("Pause", self.pause))
            if game.is_legal(END):
                # R4: ending without a move is a pass, a wind bought back or not
                items.append(Item("End turn" if game.acted else "End turn (a pass)", END))
            for action, text in BUYS:
                if game.is_legal(action):
                    if action == BUY_WIND:
                        text %= game.options.buyback_cost()
                    items.append(Item(text, action))
            if game.moves > 0 and game.pools[game.to_move]:
                items.append(Item("Exchange tiles", EXCHANGE))
            if game.can_undo():
                items.append(Item("Undo", UNDO))
            items.append(Item("Hint", HINT))
        items.append(Item("Rules", lambda: app.rules(app.game_menu)))
        if session.humans() and app.kiosk is None:   # a store's demo saves nothing
            items.append(Item("Save and quit", self.save_and_quit))
        items.append(Item("Abandon game", self.abandon, confirm="Abandon game? A: yes"))
        super().__init__(app, "MENU  Seat %d" % session.number(game.to_move), items,
                         back=app.show_game)

    def picked(self, pick):
        """A pick is a function, or what to do back on the board: an engine action (end the
        turn, a buy), an exchange, an undo or a hint."""
        if callable(pick):
            pick()
            return
        app = self.app
        app.show_game()
        if pick == EXCHANGE:
            app.game_screen.begin_exchange()
        elif pick == UNDO:
            app.session.undo()
        elif pick == HINT:
            app.game_screen.show_hint()
        else:
            app.session.apply(pick)

    def pause(self):
        app = self.app
        app.hide()
        from screens.pause_screen import PauseScreen

        app.show(PauseScreen(app))

    def save_and_quit(self):
        from saving.latice_saving import save_and_quit

        save_and_quit(self.app)

    def abandon(self):
        from saving.save_slot import clear

        clear(self.app)
        self.app.title("Game abandoned")
