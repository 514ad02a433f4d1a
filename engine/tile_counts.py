"""
`engine.tile_counts`
====================================================

The set's limits on a position (R1): 2 of each colour tile, 12 winds counting the discard,
none in kid mode. Shared by the text and the binary forms of a position.
"""

from engine.tiles import COPIES, WIND_TILES, is_colour_tile, tile_code, tile_counts_index


def check_tile_counts(game):
    """Raise ValueError when the position holds more copies of a tile than the set has: 2 of
    each colour tile, 12 winds counting the discard, none in kid mode."""
    counts = bytearray(37)
    places = [game.board[square] for square in range(len(game.board))
              if is_colour_tile(game.board[square])]
    for tiles in game.racks + game.pools + [places]:
        for tile in tiles:
            counts[tile_counts_index(tile)] += 1
    winds = counts[36] + game.discard
    if winds and not game.options.has_winds():
        raise ValueError("kid mode has no wind tiles, but %d are in the position" % winds)
    if winds > WIND_TILES:
        raise ValueError("the set has 12 winds, but %d are in racks, pools and the discard"
                         % winds)
    for index in range(36):
        if counts[index] > COPIES:
            tile = (index // 6 + 1) << 4 | (index % 6 + 1)
            raise ValueError("the set has 2 of each colour tile, but %d %s are in the position"
                             % (counts[index], tile_code(tile)))
