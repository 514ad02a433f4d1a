"""
`engine.result`
====================================================

R10, the end of the game: when it ends (a seat is out of tiles, every seat passed in a row, or
3 rounds went by with nothing played or shifted) and who wins, with kid mode's tie-break by
stones and partners' teams (R11), both as the options answer them.
"""

OUT = "out"
BLOCKED = "blocked"
STALLED = "stalled"


def is_over(game):
    """True once the game has ended (R10); allocates nothing."""
    seats = game.options.seats
    if game.passes >= seats or game.quiet >= 3 * seats:
        return True
    for seat in range(seats):
        if not game.racks[seat] and not game.pools[seat]:
            return True
    return False


def game_result(game):
    """``None`` while the game goes on, else ``(how, winners)``.

    ``how`` is ``OUT``, ``BLOCKED`` or ``STALLED`` (checked in that order); ``winners`` is a
    sorted tuple of 0-based seats, both partners of a winning team included.
    """
    seats = game.options.seats
    out = [seat for seat in range(seats) if not game.racks[seat] and not game.pools[seat]]
    if out:
        return OUT, _with_partners(game.options, out)
    if game.passes >= seats:
        return BLOCKED, _fewest_tiles(game)
    if game.quiet >= 3 * seats:
        return STALLED, _fewest_tiles(game)
    return None


def _with_partners(options, seats):
    winners = []
    for seat in seats:
        for member in options.team(seat):
            if member not in winners:
                winners.append(member)
    return tuple(sorted(winners))


def _fewest_tiles(game):
    """R10 blocked and stalled games: fewest tiles left wins (teams add up); in kid mode the
    highest stone score (sunstones x 2 + halfstones) breaks a tie; remaining ties all win."""
    options = game.options
    best = None
    winners = []
    for seat in range(options.seats):
        team = options.team(seat)
        if team[0] != seat:
            continue  # a team is scored once, from its first seat
        tiles = stones = 0
        for member in team:
            tiles += len(game.racks[member]) + len(game.pools[member])
            stones += 2 * game.sunstones[member] + game.halfstones[member]
        rank = (tiles, -stones if options.breaks_ties_by_stones() else 0)
        if best is None or rank < best:
            best, winners = rank, list(team)
        elif rank == best:
            winners.extend(team)
    return tuple(sorted(winners))
