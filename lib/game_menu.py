"""
`game_menu`
====================================================

The in-game menu (Start): end the turn, buy a move or a wind, exchange, undo, a hint, the
rules, save and quit, abandon. Only what is legal now is offered; during a game of computers
only it leaves the board for the rules or abandons the game.
"""

from engine.actions import BUY_HALFSTONES, BUY_SUNSTONE, BUY_WIND, END
from menu import Item, Menu


class GameMenu(Menu):
    def __init__(self, app):
        self.app = app
        game = app.session.game
        items = [Item("Back to the board", app.show_game)]
        if not app.session.is_computer_turn():
            items += self.turn_items(game)
        items.append(Item("Rules", lambda: app.rules(app.game_menu)))
        if app.session.humans():
            items.append(Item("Save and quit", self.save_and_quit))
        items.append(Item("Abandon game", self.abandon, confirm="Abandon game? A: yes"))
        super().__init__(app, "MENU  seat %d" % app.session.number(game.to_move), items,
                         back=app.show_game)

    def turn_items(self, game):
        """What the seat to move may do now."""
        items = []
        if game.is_legal(END):
            items.append(Item("End turn" if game.acted else "Pass", lambda: self.act(END)))
        for action, text in ((BUY_SUNSTONE, "Buy a move: 1 sunstone"),
                             (BUY_HALFSTONES, "Buy a move: 2 halfstones"),
                             (BUY_WIND, "Buy back a wind")):
            if game.is_legal(action):
                items.append(Item(text, lambda action=action: self.act(action)))
        if game.moves > 0 and game.pools[game.to_move]:
            items.append(Item("Exchange tiles", self.exchange))
        if game.can_undo():
            items.append(Item("Undo", self.undo))
        items.append(Item("Hint", self.hint))
        return items

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
        """Save the game as it was when this turn began (undo takes back what was played
        since), so that the resumed turn can still take it all back."""
        game = self.app.session.game
        restarted = game.can_undo()
        while game.can_undo():
            game.undo()
        from saving import save

        if not save(self.app):
            self.app.title("Could not save the game")
        else:
            self.app.title("Saved from the turn's start" if restarted else "Game saved")

    def abandon(self):
        from save_slot import clear

        clear(self.app)
        self.app.title("Game abandoned")
