"""
`engine.ai.expert`
====================================================

The expert computer player, kept in its own module so the app loads it only when a seat or the
hint asks for it. It thinks in two steps, within a budget of work units like the others:

1. **Candidates**: the hard player's search over the whole turn, on one sample of the hidden
   tiles, keeping the few best different ways the turn could end (not just the best one).
2. **Samples**: each candidate is played out on several samples of the hidden racks and pools
   (drawn from the unseen tiles by :func:`engine.ai.view.sample_game`, never from the real
   game). After the turn, the following seats and then the expert itself play quick greedy
   turns (the richest placement each time, a bought move whenever a tile can follow it, a
   wind only when no tile fits); the candidate with the best average difference between its
   own position and the next seat's wins. Near the end of the game, when few tiles are left,
   it plays more rounds.

Where the game can end, it counts as won or lost, not by tiles: a pass that would end the game
blocked and won (every other seat has passed, and it holds the fewest tiles) is taken at once,
and a play-out that ends the game is worth a win, a loss or nothing (a tie), by one tile as by
ten. Once nothing is hidden (the pools empty, one other seat holding tiles), every sample would
be the same game: one is played out, for more candidates and more rounds.

The samples are the same for every candidate, so they are compared on equal terms, and after
the first two samples the worst candidate drops out after each sample, so the rest of the
budget goes to telling the best ones apart. A position scored by the hard search counts one
unit of work; the quick turns' placement scan (:func:`richest_placement`) passes over every
square no richer than the best found so far without trying a tile on it, so it is cheaper, and
two scans count one unit: the more samples the budget allows, the steadier the averages.
"""

from engine.actions import BUY_HALFSTONES, BUY_SUNSTONE, END, SHIFT, place
from engine.ai.evaluate import HALFSTONE, SUNSTONE, TILE, stones_value, turn_end_value
from engine.ai.hard import SHIFTS_PER_UNIT, HardPlayer
from engine.ai.players import can_place, fingerprint, scored_actions, stuck_exchange
from engine.squares import DOWN, IS_SUN, LEFT, MOON, RIGHT, UP, board_squares
from engine.tiles import COLOUR_MASK, SHAPE_MASK, WIND, find_tile

DEVICE_BUDGET = 175     # work units: a handheld turn of about 1.9 s (median), 2.3 s at worst
DESKTOP_BUDGET = 3000
WON = 1000
MARGIN = 8   # work units kept in hand: listing the actions of a crowded board costs up to this
SCANS_PER_UNIT = 2   # quick placement scans that cost about one unit of work


class ExpertPlayer(HardPlayer):
    level = "expert"
    budget = DEVICE_BUDGET
    search_share = 3     # a third of the budget goes to finding candidates
    keep = 6             # candidates kept for the samples
    exact_keep = 10      # candidates kept when nothing is hidden: one play-out tells each
    exact_rounds = 4     # rounds played out then
    endgame_tiles = 8    # from this many tiles left (the expert's or the next seat's)
    endgame_rounds = 3   # rounds played out on each sample, instead of one
    own_turn = True      # a round ends with the expert's own next turn
    settle = 2           # samples before the worst candidates start dropping out

    def __init__(self, seed=1, budget=None):
        HardPlayer.__init__(self, seed)
        self.total = budget or DEVICE_BUDGET
        self.budget = self.total

    def think(self, view):
        self.view = view
        yield from HardPlayer.think(self, view)
        self.view = None   # five experts on two boards hold nothing between their turns

    def decide(self, game, seat):
        self.seat = seat
        self.samples = 0
        self.scans = 0
        if self.passing_wins(game):
            self.decision = END
            return
        if game.moves > 0 and not can_place(game) and not self.has_wind(game):
            self.decision = stuck_exchange(game) if game.acted == 0 else END
            return
        # Step 1: candidates from the hard search, within a share of the budget.
        self.found = []
        self.path = []
        self.exact = nothing_hidden(self.view)
        self.kept = self.exact_keep if self.exact else self.keep
        # (set from the total each time: a search left unfinished leaves no trace)
        total = self.total // game.options.sets()   # two boards: each unit twice the work
        self.budget = total // self.search_share
        yield from self.search(game, 0)
        self.budget = total
        lines = [line for _, _, line in self.found]
        decided = len(lines) < 2 or self.found[0][0] >= WON
        self.found = []    # its keys are a board each: let them go before the samples
        if not decided:
            best = yield from self.sample(lines, game)
            line = lines[best]
        else:
            line = lines[0] if lines else [END]
        self.decision = line[0]
        self.plan = []
        trial = game.copy()
        for action in line:
            self.plan.append((fingerprint(trial.board, trial.rack(), trial), action))
            trial.play(action)
        self.plan.pop(0)

    def passing_wins(self, game):
        """True when every other seat has passed in a row and ending this turn without a move
        would end the game won (R10, blocked: the fewest tiles, which every seat can count)."""
        if game.acted or game.passes < game.options.seats - 1:
            return False
        trial = game.copy()
        trial.play(END)
        return trial.is_over() and self.ending(trial, self.seat) == WON

    def search(self, game, depth):
        """The hard search, noting on the way each way the turn could end among the best."""
        value = turn_end_value(game, self.seat)
        self.spend()
        yield self.work
        if game.is_over():
            self.note(game, depth, WON)
            return WON, []
        if depth == 0 or not _is_buy(self.path[depth - 1]):
            self.note(game, depth, value)
        best_value, best_line = value, [END]
        for action in self.candidates(game, depth):
            if self.work >= self.budget:
                break
            self.path.append(action)
            game.play(action)
            child_value, child_line = yield from self.search(game, depth + 1)
            game.unplay()
            self.path.pop()
            if child_value > best_value:
                best_value, best_line = child_value, [action] + child_line
        return best_value, best_line

    def note(self, game, depth, value):
        """Keep the way the turn ends here (the path's actions, then the end) if it is among
        the ``kept`` best by the hard evaluation and leaves a position not kept already."""
        seat = game.to_move
        key = bytes(game.board) + bytes(game.rack()) + bytes(
            [min(game.sunstones[seat], 255), min(game.halfstones[seat], 255)])
        found = self.found   # best first; (value, key, line) keys differ, so a tie is ordered by
        #                      the key, the same on every VM (MicroPython's sort is not stable)
        for index in range(len(found)):
            if found[index][1] == key:
                if value > found[index][0]:
                    found[index] = (value, key, self.path + [END])
                    found.sort(reverse=True)
                return
        if len(found) < self.kept or value > found[-1][0]:
            found.append((value, key, self.path + [END]))
            found.sort(reverse=True)
            if len(found) > self.kept:
                found.pop()

    def sample(self, lines, game):
        """The index of the line with the best average outcome over samples of the hidden
        tiles; a generator that yields after each quick turn played. After every sample from
        the ``settle``-th on, the worst line still in the running drops out, so the budget
        goes to telling the best ones apart."""
        totals = [0] * len(lines)
        alive = list(range(len(lines)))
        seat = self.seat
        rounds = 1
        if self.tiles_left(game, seat) <= self.endgame_tiles or self.tiles_left(
                game, (seat + 1) % game.options.seats) <= self.endgame_tiles:
            rounds = self.endgame_rounds
        if self.exact:
            rounds = self.exact_rounds
        samples = 0
        while self.budget - self.work > MARGIN:
            sampled = self.guess(self.view)
            self.spend()
            outcomes = []
            for index in alive:
                trial = sampled.copy()
                for action in lines[index]:
                    trial.play(action)
                outcome = yield from self.play_out(trial, rounds)
                if outcome is None:
                    break
                outcomes.append(outcome)
            if len(outcomes) < len(alive):
                break    # the budget ran out in the middle: this sample does not count
            for slot in range(len(alive)):
                totals[alive[slot]] += outcomes[slot]
            samples += 1
            if self.exact:
                break    # every sample would be this one
            if samples >= self.settle and len(alive) > 2:
                worst = 0
                for slot in range(len(alive)):
                    if totals[alive[slot]] < totals[alive[worst]]:
                        worst = slot
                alive.pop(worst)
        self.samples = samples
        best = alive[0]
        for index in alive:
            if totals[index] > totals[best]:
                best = index
        return best

    def play_out(self, game, rounds):
        """Quick greedy turns for every seat, ``rounds`` times round the table starting with
        the seat after the expert's; then the expert's position less the next seat's."""
        seats = game.options.seats
        seat = self.seat
        for _ in range(rounds * seats - (0 if self.own_turn else 1)):
            if game.is_over():
                break
            if not (yield from self.greedy_turn(game)):
                return None
        if game.is_over():
            return self.ending(game, seat)
        return self.standing(game, seat) - self.standing(game, (seat + 1) % seats)

    def ending(self, game, seat):
        """An ended game's worth to ``seat``: won alone (or with a partner), lost, or shared
        (a blocked game whose fewest tiles are tied). A blocked game is won or lost by one
        tile as much as by ten: the standing's tiles and stones no longer count."""
        _how, winners = game.result()
        if seat not in winners:
            return -WON
        for winner in winners:
            if winner not in game.options.team(seat):
                return 0
        return WON

    def standing(self, game, seat):
        left = self.tiles_left(game, seat)
        if left == 0:
            return WON
        return stones_value(game.options.sunstones_kept(game.sunstones[seat]),
                            game.halfstones[seat]) - TILE * left

    def tiles_left(self, game, seat):
        return len(game.racks[seat]) + len(game.pools[seat])

    def greedy_turn(self, game):
        """One turn of the seat to move, one best-looking action at a time, ended; False
        (and the turn unfinished) when the budget runs out. With no move left, a move is
        bought only when the scan has found a tile to play with it."""
        seat = game.to_move
        for _ in range(12):
            if game.is_over():
                return True
            if self.budget - self.work < MARGIN:
                return False
            buy = None
            if game.moves == 0:
                buy = self.greedy_buy(game)
                if buy is None:
                    break
            action = self.greedy_placement(game)
            if action is None:
                if buy is not None:
                    break
                if has_wind(game):
                    # Winds only when no tile fits: scoring every shift costs the most.
                    action = self.best_shift(game)
                if action is None and game.acted == 0:
                    action = stuck_exchange(game)
                if action is None:
                    break
            elif buy is not None:
                game.play(buy)
            game.play(action)
            if game.to_move != seat:
                break    # an exchange ends the turn
        if not game.is_over() and game.to_move == seat:
            game.play(END)
        yield self.work
        return True

    def best_shift(self, game):
        """The first of the best-scored shifts of the rack's wind, or ``None``; scoring every
        ``SHIFTS_PER_UNIT`` of them counts one unit of work."""
        best = None
        seen = 0
        for score, action in scored_actions(game, SHIFT):
            seen += 1
            if best is None or score > best[0]:
                best = (score, action)
        self.spend(seen // SHIFTS_PER_UNIT)
        return None if best is None else best[1]

    def greedy_placement(self, game):
        """The placement worth the most (tile and stones), or ``None``; every
        ``SCANS_PER_UNIT`` calls count one unit of work."""
        self.scans += 1
        if self.scans >= SCANS_PER_UNIT:
            self.scans = 0
            self.spend()
        return richest_placement(game.board, game.rack(), game.tiles_on_board == 0,
                                 game.options.stones_table())

    def greedy_buy(self, game):
        """The move to buy, or ``None`` when none can be bought: a sunstone first when the
        limit (R7) would take it at the end of the turn anyway, else two halfstones."""
        seat = game.to_move
        sunstones = game.sunstones[seat]
        if game.options.sunstones_kept(sunstones) < sunstones and game.is_legal(BUY_SUNSTONE):
            return BUY_SUNSTONE
        for action in (BUY_HALFSTONES, BUY_SUNSTONE):
            if game.is_legal(action):
                return action
        return None


def richest_placement(board, rack, board_empty, stones_table):
    """The placement worth the most (the tile shed and its stones, as
    :func:`engine.ai.evaluate.placement_value` counts them), the first such in
    :func:`engine.rules.placements`' order, or ``None``. What a square earns depends only on
    its neighbours, so a square no richer than the best so far is passed over without trying
    a tile on it."""
    size = len(rack)
    if board_empty:
        for slot in range(size):
            if rack[slot] != WIND:
                return place(rack[slot], MOON)
        return None
    best = None
    best_value = -1
    for square in board_squares(board):
        if board[square]:
            continue
        up = board[square + UP]
        down = board[square + DOWN]
        right = board[square + RIGHT]
        left = board[square + LEFT]
        if not (up or down or right or left):
            continue    # most empty squares: nothing to count
        count = (up != 0) + (down != 0) + (right != 0) + (left != 0)
        sunstones, halfstones = stones_table[count]
        value = TILE + (sunstones + IS_SUN[square]) * SUNSTONE + halfstones * HALFSTONE
        if value <= best_value:
            continue
        for slot in range(size):
            tile = rack[slot]
            if tile == WIND:
                continue
            # R5, engine.rules.placement_neighbours' match written out for speed
            # (tests/engine/test_r5_colour_tile.py holds the two to each other).
            diff = up ^ tile
            if up and diff & COLOUR_MASK and diff & SHAPE_MASK:
                continue
            diff = down ^ tile
            if down and diff & COLOUR_MASK and diff & SHAPE_MASK:
                continue
            diff = right ^ tile
            if right and diff & COLOUR_MASK and diff & SHAPE_MASK:
                continue
            diff = left ^ tile
            if left and diff & COLOUR_MASK and diff & SHAPE_MASK:
                continue
            best = place(tile, square)
            best_value = value
            break
    return best


def nothing_hidden(view):
    """True when ``view`` hides nothing: the pools are empty and at most one other seat holds
    tiles, so its rack is the unseen tiles and every sample of the game is the same."""
    if sum(view.pool_sizes):
        return False
    holding = 0
    for seat in range(len(view.rack_sizes)):
        if seat != view.seat and view.rack_sizes[seat]:
            holding += 1
    return holding <= 1


def has_wind(game):
    return find_tile(game.rack(), WIND) >= 0


def _is_buy(action):
    """A bought move, not used yet: ending the turn there only wastes the stones."""
    return action == BUY_HALFSTONES or action == BUY_SUNSTONE
