"""
`tactic_hinting`
====================================================

A hint in Tactic Tiles ("Hint" in the game's menu): what the greedy computer, the game's
strongest level, would do for the seat to move, worked out from what that seat may see (the
player thinks on :func:`engine.tactic.players.seat_view`). The cursor goes to its cell with
its tile picked and turned, and the message line says what and where first ("Tile 2 here,
+5") before it scrolls on to "Select: play it"; the next Select plays it. Loaded for the
moment of the hint only: the players' code is the game's already.
"""

from engine.tactic.actions import REDRAW, is_place, placed_cell, placed_tile, placed_turns
from engine.tactic.players import GreedyPlayer, Player, placement_points
from engine.tiles import find_tile


def show_hint(screen):
    """Point ``screen`` (a :class:`tactic.tactic_screen.TacticScreen`) at the hint, and keep it for
    the next Select."""
    game = screen.game
    had_view = Player.view is not None   # the computers' view, when there are computers
    action = GreedyPlayer().choose(game)
    if not had_view:
        Player.view = None   # a game of humans only: its 2 KB grid goes again
    screen.message.say(hint_words(game, action) + ". Select: play it")
    if is_place(action):
        screen.picked = find_tile(game.hand(), placed_tile(action))
        screen.turns = placed_turns(action)
        screen.move_to(placed_cell(action))
        screen.draw_hand()
    screen.hinted = action


def hint_words(game, action):
    """The hint in words, within the message line (26 characters) with ". Select: play it"."""
    if is_place(action):
        return "Tile %d here, +%d" % (find_tile(game.hand(), placed_tile(action)) + 1,
                                      placement_points(game.grid, action))
    if action == REDRAW:
        return "Redraw, -1 point"
    return "End the turn"
