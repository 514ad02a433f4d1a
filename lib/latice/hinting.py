"""
`hinting`
====================================================

A hint on the game screen (Select, or "Hint" in the menu): the hard computer's choice for the
seat to move (the medium computer's when the heap is too short for hard's search), shown with
the cursor on its square and its tile picked, and said in words that put what and where first
("e5: Red Bird", "Wind: c3 to c4"), so the message line shows them at once before it scrolls
on to "Select: play it"; Select again plays it. A handheld whose heap is too short even for
medium's look says so, and the game goes on.
"""

from latice.words import plan_words, tile_name

from engine.actions import PLACE, SHIFT, action_kind, from_square, placed_tile, to_square
from engine.squares import square_name
from engine.tiles import WIND

NO_ROOM = "No hint now: memory is short"
# Hard's whole-turn search first; medium's single look needs a small part of its memory.
HINT_LEVELS = ("hard", "medium")


def show_hint(screen):
    """Point ``screen`` (a :class:`latice.game_screen.GameScreen`) at the hint, and keep it there
    for the next Select. Once the hint is found the screen is shown again in its own place, so
    that the hard player's code that found it goes at once (as at any change of screen), not
    at the end of the turn: a game without a hard computer has no other use for it."""
    from engine.ai.hint import hint

    game = screen.game
    action = None
    for level in HINT_LEVELS:
        try:
            action = hint(game, level)
            break
        except MemoryError:   # a hint helps, it is not a move: the game goes on without it
            screen.app.hardware.log("hint: no room for %s's search" % level)
    screen.app.show(screen)   # (and the search's garbage goes)
    if action is None:
        screen.app.hardware.log("hint: out of memory")
        screen.redraw(NO_ROOM)
        return
    kind = action_kind(action)
    if kind == PLACE or kind == SHIFT:
        tile = placed_tile(action) if kind == PLACE else WIND
        rack = game.racks[screen.seat]
        for slot in range(len(rack)):
            if rack[slot] == tile:
                screen.slot = slot
                break
        screen.cursor = to_square(action) if kind == PLACE else from_square(action)
        screen.board_view.move_cursor(screen.cursor)   # the whole screen is redrawn below
    if kind == PLACE:   # the square first: a tile's name may take the line's other 15 places
        words = square_name(screen.cursor) + ": " + tile_name(tile)
    else:
        words = plan_words(action)
    screen.redraw(words + ". Select: play it")
    screen.hinted = action
