"""
`tools.bench.old_hard`
====================================================

A frozen copy of the hard computer player as it played before its evaluation and search were
tuned, kept as a fixed baseline for the arena (``python -m tools.bench.arena hard old-hard``). It
carries its own copies of the scoring it used, so later changes to ``engine.ai.evaluate`` do
not move it. The app never imports this module.
"""

from engine.actions import (BUY_HALFSTONES, BUY_SUNSTONE, BUY_WIND, END, FIELD_MASK,
                            KIND_OFFSET, PLACE, SHIFT, TILE_OFFSET)
from engine.ai.players import Player, can_place, fingerprint, stuck_exchange
from engine.rules import placement_neighbours, placements, stones_earned
from engine.tiles import WIND, find_tile

TILE = 12
SUNSTONE = 6
HALFSTONE = 3
SHIFTS_PER_UNIT = 32


def stones_value(sunstones, halfstones):
    return sunstones * SUNSTONE + halfstones * HALFSTONE


def placement_value(board, square, tile, board_empty, stones_table):
    neighbours = placement_neighbours(board, square, tile, board_empty)
    if neighbours < 0:
        return -1
    sunstones, halfstones = stones_earned(neighbours, square, stones_table)
    return TILE + stones_value(sunstones, halfstones)


def best_reply(board, rack, stones_table):
    best = 0
    for action in placements(board, rack, False):
        tile = action >> TILE_OFFSET & FIELD_MASK
        square = action & FIELD_MASK
        sunstones, halfstones = stones_earned(
            placement_neighbours(board, square, tile, False), square, stones_table)
        best = max(best, stones_value(sunstones, halfstones))
    return best


def shift_value(board, from_square, to_square, rack, stones_table):
    tile = board[from_square]
    board[to_square] = tile
    board[from_square] = 0
    best = 0
    for slot in range(len(rack)):
        if rack[slot] != WIND:
            best = max(best, placement_value(board, from_square, rack[slot], False,
                                             stones_table))
    board[from_square] = tile
    board[to_square] = 0
    return best


def turn_end_value(game, seat):
    tiles_left = len(game.racks[seat]) + len(game.pools[seat])
    if tiles_left == 0:
        return 1000
    options = game.options
    sunstones = options.sunstones_kept(game.sunstones[seat])
    value = stones_value(sunstones, game.halfstones[seat]) - TILE * tiles_left
    next_seat = (seat + 1) % options.seats
    if next_seat not in options.team(seat):
        value -= best_reply(game.board, game.racks[next_seat], options.stones_table())
    return value


def scored_actions(game):
    board = game.board
    rack = game.rack()
    stones_table = game.options.stones_table()
    empty = game.tiles_on_board == 0
    places = []
    shifts = []
    last_from = value = -1
    for action in game.legal_actions():
        kind = action >> KIND_OFFSET
        if kind == PLACE:
            places.append((placement_value(board, action & FIELD_MASK,
                                           action >> TILE_OFFSET & FIELD_MASK, empty,
                                           stones_table), action))
        elif kind == SHIFT:
            from_square = action >> TILE_OFFSET & FIELD_MASK
            if from_square != last_from:
                last_from = from_square
                value = shift_value(board, from_square, action & FIELD_MASK, rack,
                                    stones_table)
            shifts.append((value, action))
    return places, shifts


def _score(scored):
    return scored[0]


class OldHardPlayer(Player):
    """The hard level before tuning: the same search, budget and weights it had then."""

    level = "old-hard"
    budget = 110
    wide = 6
    narrow = 3
    winds = 3

    def decide(self, game, seat):
        self.seat = seat
        if game.moves > 0 and not can_place(game) and not self.has_wind(game):
            self.decision = stuck_exchange(game) if game.acted == 0 else END
            return
        best_value, best_line = yield from self.search(game, 0)
        self.decision = best_line[0] if best_line else END
        self.plan = []
        trial = game.copy()
        for action in best_line:
            self.plan.append((fingerprint(trial.board, trial.rack(), trial), action))
            trial.play(action)
        self.plan.pop(0)

    def has_wind(self, game):
        return find_tile(game.rack(), WIND) >= 0

    def search(self, game, depth):
        value = turn_end_value(game, self.seat)
        self.spend()
        yield self.work
        if game.is_over():
            return 1000, []
        best_value, best_line = value, [END]
        for action in self.candidates(game, depth):
            if self.work >= self.budget:
                break
            game.play(action)
            child_value, child_line = yield from self.search(game, depth + 1)
            game.unplay()
            if child_value > best_value:
                best_value, best_line = child_value, [action] + child_line
        return best_value, best_line

    def candidates(self, game, depth):
        seat = game.to_move
        if game.moves == 0:
            buys = []
            if can_place(game) or self.has_wind(game):
                if game.is_legal(BUY_HALFSTONES):
                    buys.append(BUY_HALFSTONES)
                if game.is_legal(BUY_SUNSTONE):
                    buys.append(BUY_SUNSTONE)
            sunstones = game.sunstones[seat]
            if game.options.sunstones_kept(sunstones) < sunstones and game.is_legal(BUY_WIND):
                buys.append(BUY_WIND)
            return buys
        places, shifts = scored_actions(game)
        self.spend(len(shifts) // SHIFTS_PER_UNIT)
        places.sort(key=_score, reverse=True)
        shifts.sort(key=_score, reverse=True)
        keep = self.wide if depth == 0 else self.narrow
        return [action for _, action in shifts[:self.winds]] + [
            action for _, action in places[:keep]]
