"""
`latice_standings`
====================================================

Latice's :class:`views.standings.Standings`: every seat's tiles left, sunstones and halfstones, for
the over screen at the end (:mod:`latice.game_end`) and the standings screen during the game
(:mod:`screens.standings_screen`). Loaded for those moments only.
"""

from latice.side_panel import figures
from views.standings import Standing, Standings

HOW = {"out": "played every tile", "blocked": "no one could play",
       "stalled": "no tile for 3 rounds", "time": "time ran out"}


def standings(session, how=None, winners=()):
    """Every seat's figures; ``how`` the game ended and its ``winners`` (seat indexes), or
    none while it goes on."""
    game = session.game
    seats = []
    for seat in range(game.options.seats):
        tiles, sun, half = figures(game, seat)
        seats.append(Standing(session.number(seat), session.kinds[seat],
                              seat == game.to_move, "%7d %3d %4d" % (tiles, sun, half),
                              "%d/%d/%d" % (tiles, sun, half)))
    return Standings(seats, [session.number(seat) for seat in winners], HOW.get(how, ""),
                     "        Tiles Sun Half", "tiles/sun/half", game.options.partners)
