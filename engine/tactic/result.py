"""
`engine.tactic.result`
====================================================

The end of a game of Tactic Tiles (docs/rules.md T) and who wins: it ends when every tile is
played (``OUT``: the stack and every hand empty) or when every seat in turn ended its turn
without laying a tile (``BLOCKED``); the most points wins, equal points tie.
"""

OUT = "out"
BLOCKED = "blocked"


def is_over(game):
    """True once the game has ended; allocates nothing. Checked between turns only."""
    if game.acted:
        return False
    if game.blocked >= game.seats:
        return True
    if game.stack:
        return False
    for hand in game.hands:
        if hand:
            return False
    return True


def game_result(game):
    """``None`` while playing, else ``(how, winners)``: ``OUT`` or ``BLOCKED``, and the seats
    (from 0) with the most points."""
    if not is_over(game):
        return None
    how = OUT if not game.stack and not any(game.hands) else BLOCKED
    best = max(game.scores)
    return how, [seat for seat in range(game.seats) if game.scores[seat] == best]
