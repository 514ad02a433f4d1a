"""
`engine.tactic.position`
====================================================

Tactic Tiles positions as text (docs/tactic-notation.md "Positions"): ``position_text`` writes
the seven fields and ``parse_position`` reads them back, byte for byte, rejecting with a
message that names the field any text that breaks the form or the rules' invariants.
"""

from engine.tactic.actions import (ACTED_PLACED, is_place, place, placed_cell, placed_tile,
                                   placed_turns)
from engine.tactic.game import MOST_SCORE, Game
from engine.tactic.grid import in_reach
from engine.tactic.notation import (ActionError, action_text, parse_action, parse_tiles,
                                    tiles_text)
from engine.tactic.setup import MOST_SEATS
from engine.tactic.tiles import HAND_SIZE, NEW_TURNS

FIELDS = ("grid", "hands", "stack", "scores", "to move", "acted", "blocked")
MOST_SCORE_DIGITS = len(str(MOST_SCORE))   # 4: -9999 to 9999, as a game keeps them


class PositionError(ValueError):
    """Position text that breaks the notation's form or the rules' invariants."""


def position_text(game):
    """The position in notation."""
    grid = "/".join([_placement_text(game, cell) for cell in game.placed]) or "-"
    hands = ",".join([tiles_text(hand) for hand in game.hands])
    scores = ",".join([str(score) for score in game.scores])
    return " ".join((grid, hands, tiles_text(game.stack), scores, str(game.to_move + 1),
                     str(game.acted), str(game.blocked)))


def _placement_text(game, cell):
    """A placed tile, written as the action that laid it."""
    code = game.grid[cell]
    return action_text(place(code >> 2, code & 3, cell))


def parse_position(text):
    """A :class:`engine.tactic.game.Game` from position text.

    :raises PositionError: naming the field that is wrong, what it should be, and the input
    """
    fields = text.split(" ")
    if len(fields) != len(FIELDS):
        raise PositionError("a position has %d fields separated by single spaces, not %d: %r"
                            % (len(FIELDS), len(fields), text))
    hand_texts = fields[1].split(",")
    if not 2 <= len(hand_texts) <= MOST_SEATS:
        raise PositionError("hands: 2 to %d seats, not %d: %r"
                            % (MOST_SEATS, len(hand_texts), fields[1]))
    game = Game(len(hand_texts))
    seen = bytearray(73)
    _parse_grid(fields[0], game, seen)
    for seat, hand_text in enumerate(hand_texts):
        game.hands[seat] = _parse_tiles(hand_text, "hands: seat %d" % (seat + 1), seen)
        if len(game.hands[seat]) > HAND_SIZE:
            raise PositionError("hands: seat %d holds at most %d tiles, not %d: %r"
                                % (seat + 1, HAND_SIZE, len(game.hands[seat]), hand_text))
    game.stack = _parse_tiles(fields[2], "stack", seen)
    game.scores = _parse_scores(fields[3], game.seats)
    if fields[4] not in [str(seat) for seat in range(1, game.seats + 1)]:
        raise PositionError("to move: a seat from 1 to %d, not %r" % (game.seats, fields[4]))
    game.to_move = int(fields[4]) - 1
    if fields[5] not in ("0", "1", "2"):
        raise PositionError("acted: 0, 1 or 2, not %r" % fields[5])
    game.acted = int(fields[5])
    if game.acted == ACTED_PLACED and not game.placed:
        raise PositionError("acted: 2 (a tile laid) with an empty grid")
    if fields[6] not in [str(count) for count in range(game.seats + 1)]:
        raise PositionError("blocked: a count from 0 to %d, not %r" % (game.seats, fields[6]))
    game.blocked = int(fields[6])
    return game


def _parse_grid(text, game, seen):
    if text == "-":
        return
    for entry in text.split("/"):
        try:
            action = parse_action(entry)
        except ActionError as error:
            raise PositionError("grid: %s" % error)
        if not is_place(action):
            raise PositionError("grid: a placed tile is TILErTURNS@X,Y, not %r" % entry)
        cell = placed_cell(action)
        tile = placed_tile(action)
        if not in_reach(cell):
            raise PositionError("grid: %r lies beyond the grid's reach" % entry)
        if not NEW_TURNS[tile] >> placed_turns(action) & 1:
            raise PositionError("grid: %r: tile %02d looks the same turned 2 fewer times; "
                                "write that" % (entry, tile))
        if game.grid[cell]:
            raise PositionError("grid: two tiles on one cell: %r" % entry)
        _see(seen, tile, "grid")
        game.grid[cell] = tile << 2 | placed_turns(action)
        game.placed.append(cell)


def _parse_tiles(text, name, seen):
    try:
        tiles = parse_tiles(text)
    except ValueError as error:
        raise PositionError("%s: %s" % (name, error))
    if not tiles and text != "-":
        raise PositionError("%s: write no tiles as '-', not %r" % (name, text))
    for tile in tiles:
        _see(seen, tile, name)
    return tiles


def _see(seen, tile, name):
    if seen[tile]:
        raise PositionError("%s: tile %02d is in the position twice (each tile is unique)"
                            % (name, tile))
    seen[tile] = 1


def _parse_scores(text, seats):
    parts = text.split(",")
    if len(parts) != seats:
        raise PositionError("scores: one per seat (%d), not %d: %r" % (seats, len(parts), text))
    scores = []
    for part in parts:
        digits = part[1:] if part.startswith("-") else part
        if (not digits or any(c not in "0123456789" for c in digits)
                or (digits[0] == "0" and part != "0") or len(digits) > MOST_SCORE_DIGITS):
            raise PositionError("scores: a whole number of at most %d digits, no '+' and no "
                                "leading zero (-0 neither), not %r" % (MOST_SCORE_DIGITS, part))
        scores.append(int(part))
    return scores
