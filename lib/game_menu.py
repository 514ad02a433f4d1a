"""
`game_menu`
====================================================

The in-game menu (Start): end the turn, buy a move or a wind, exchange, undo, a hint, the
rules, save and quit, abandon. Only what is legal now is offered.
"""

from engine.actions import BUY_HALFSTONES, BUY_SUNSTONE, BUY_WIND, END
from menu import Item, Menu


class GameMenu(Menu):
    def __init__(self, app):
        self.app = app
        game = app.session.game
        items = [Item("Back to the board", app.show_game)]
        if game.is_legal(END):
            items.append(Item("End turn" if game.acted else "Pass",
                              lambda: self.act(END)))
        for action, text in ((BUY_SUNSTONE, "Buy a move: 1 sunstone"),
                             (BUY_HALFSTONES, "Buy a move: 2 halfstones"),
                             (BUY_WIND, "Buy back a wind")):
            if game.is_legal(action):
                items.append(Item(text, lambda action=action: self.act(action)))
        if game.moves > 0 and game.pools[game.to_move]:
            items.append(Item("Exchange tiles", self.exchange))
        if game.can_undo():
            items.append(Item("Undo", self.undo))
        items += [Item("Hint", self.hint),
                  Item("Rules", lambda: app.rules(app.game_menu)),
                  Item("Save and quit", self.save_and_quit),
                  Item("Abandon game", self.abandon,
                       confirm="Abandon game? A: yes")]
        super().__init__(app, "MENU  seat %d" % app.session.number(game.to_move), items,
                         back=app.show_game)

    def act(self, action):
        self.app.show_game()
        self.app.session.apply(action)

    def exchange(self):
        self.app.show_game()
        self.app.game_screen.begin_exchange()

    def undo(self):
        self.app.show_game()
        self.app.session.undo()

    def hint(self):
        self.app.show_game()
        self.app.game_screen.show_hint()

    def save_and_quit(self):
        self.app.title("Game saved" if self.app.save() else "Could not save the game")

    def abandon(self):
        self.app.clear_save()
        self.app.title("Game abandoned")
