"""
`engine.ai.hard`
====================================================

The hard computer player (see :mod:`engine.ai.players` for the levels): it plans the whole
turn by a search among the most promising actions. Its own module, loaded only when a seat,
a hint or the expert (which builds on it) asks for it, so that a game of easy and medium
computers does not keep its code in a handheld's heap.
"""

from engine.actions import BUY_HALFSTONES, BUY_SUNSTONE, BUY_WIND, END, PLACE, SHIFT
from engine.ai.evaluate import turn_end_value
from engine.ai.players import Player, can_place, fingerprint, scored_actions, stuck_exchange
from engine.tiles import WIND, find_tile

SHIFTS_PER_UNIT = 32  # scoring this many wind shifts costs about one unit of work


class HardPlayer(Player):
    level = "hard"
    budget = 110
    wide = 6     # placements tried at the turn's first step
    narrow = 3   # placements tried at the next steps
    winds = 4    # shifts tried at each step

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
        """(value, actions) of the best way to finish the turn from here, found depth-first
        among the most promising actions; a generator that yields as it works."""
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
        """The actions worth searching here, best first by a quick score."""
        seat = game.to_move
        if game.moves == 0:
            buys = []
            if can_place(game) or self.has_wind(game):
                if game.is_legal(BUY_HALFSTONES):
                    buys.append(BUY_HALFSTONES)
                if game.is_legal(BUY_SUNSTONE):
                    buys.append(BUY_SUNSTONE)
            # Sunstones the limit would take at the end of the turn pay first, or buy a wind
            # back.
            sunstones = game.sunstones[seat]
            if game.options.sunstones_kept(sunstones) < sunstones:
                buys.reverse()
                if game.is_legal(BUY_WIND):
                    buys.append(BUY_WIND)
            return buys
        shifts = []
        self.spend(keep_best(shifts, scored_actions(game, SHIFT), self.winds) // SHIFTS_PER_UNIT)
        # From the fourth step on, one placement: so longer chains fit the budget.
        places = []
        keep_best(places, scored_actions(game, PLACE), self.wide if depth == 0
                  else self.narrow if depth < 3 else 1)
        return [action for _, action in shifts] + [action for _, action in places]


def keep_best(top, scored, count):
    """Keep in the list ``top`` the ``count`` highest of the (score, action) pairs ``scored``
    yields, best first, as they come (a short list, not all of them sorted); how many it
    yielded. Ties in score go to the higher action: the pairs all differ, so the order is the
    same on every VM."""
    seen = 0
    for pair in scored:
        seen += 1
        if len(top) < count or top and pair > top[-1]:
            at = len(top)
            while at > 0 and pair > top[at - 1]:
                at -= 1
            top.insert(at, pair)
            if len(top) > count:
                top.pop()
    return seen

