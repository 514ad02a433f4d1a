"""
`tactic_menu`
====================================================

Start during a game of Tactic Tiles: back to the grid, a hint, undo (a tile laid this turn),
its rules, save and quit, or abandon the game. As Latice's game menu (:mod:`screens.game_menu`), it
is a screen: its code is loaded while it is shown, and its heading is the same ("MENU  Seat 2").
"""

from screens.menu import Item, Menu
from shell.session import HUMAN


class TacticMenu(Menu):
    """:param screen: the game's :class:`tactic.tactic_screen.TacticScreen`"""

    def __init__(self, app, screen):
        self.screen = screen
        back = lambda: app.show(screen)   # noqa: E731
        items = [Item("Back to the grid", back)]
        if screen.game.can_undo():   # as Latice's menu: undo, then hint
            items.append(Item("Undo", self.undo))
        if screen.can_hint():
            items.append(Item("Hint", self.hint))
        items.append(Item("Rules", self.rules))
        if HUMAN in screen.kinds and app.kiosk is None:   # a store's demo saves nothing
            items.append(Item("Save and quit", self.save_and_quit))
        items.append(Item("Abandon game", self.abandon, confirm="Abandon game? A: yes"))
        super().__init__(app, "MENU  Seat %d" % (screen.game.to_move + 1), items,
                         back=back)
        self.app = app

    def hint(self):
        self.app.show(self.screen)
        self.screen.show_hint()

    def undo(self):
        """The turn's tile back to the hand; the turn goes on."""
        self.app.session.undo()
        self.app.show(self.screen)

    def rules(self):
        from screens.rules_screen import RulesScreen

        app, screen = self.app, self.screen
        app.show(RulesScreen(app, lambda: app.show(TacticMenu(app, screen)), rules="rules tactic"))

    def save_and_quit(self):
        """Save the game as its turn began: a tile laid and not yet ended is taken back
        first, as a resumed turn starts from the beginning."""
        from saving.tactic_saving import save

        screen = self.screen
        if screen.game.can_undo():
            screen.session.undo()
        self.app.title("Game saved" if save(self.app, screen.game, screen.kinds)
                       else "Could not save the game")

    def abandon(self):
        from saving.save_slot import clear

        clear(self.app)
        self.app.title("Game abandoned")
