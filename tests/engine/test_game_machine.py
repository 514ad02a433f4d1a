"""A game as a hypothesis state machine: it starts from drawn options and a drawn seed, its rules
draw legal actions, apply them and undo them, and the invariants are checked after every step.
Hypothesis shrinks a failing run towards fewer and simpler steps (placements first) and prints
it as the calls that reproduce it.

The default run is bounded and derandomized (about 10 seconds); ``LATICE_THOROUGH=1`` runs ten
times as many games, each longer, with fresh random seeds. Marked slow.
"""

import os

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from engine.action_notation import action_text
from engine.actions import (BUY_HALFSTONES, BUY_SUNSTONE, BUY_WIND, END, EXCHANGE,
                            action_kind, exchange, place, shift)
from engine.blob import from_blob, to_blob
from engine.options import Options
from engine.position import parse_position, position_text
from engine.setup import new_game
from engine.squares import DIRECTIONS, MOON
from engine.action_notation import parse_square
from engine.tiles import RACK_SIZE
from random_games import SETUPS, tiles_in_play, tiles_in_the_set

pytestmark = pytest.mark.slow

THOROUGH = os.environ.get("LATICE_THOROUGH") == "1"

# One draw in END_ODDS ends the turn, whatever else is legal: often enough for the game to go
# round, seldom enough that every seat passing in a row (R10) stays rare.
END_ODDS = 8
# Squares every position is probed on: the moon, two of its neighbours, two corners, a sun
# square.
PROBE_SQUARES = tuple(parse_square(name) for name in ("e5", "e6", "d5", "a1", "i9", "c3"))

seeds = st.integers(min_value=0, max_value=2**32 - 1)
options = st.builds(
    lambda seats, tournament, formation, kid, partners, buyback: Options(
        seats, tournament, formation, kid, partners and seats == 4, buyback),
    st.sampled_from((2, 3, 4)), st.booleans(), st.sampled_from(SETUPS), st.booleans(),
    st.booleans(), st.sampled_from((0, 2, 3)))


def kind_starts(actions):
    """Where each kind begins in a sorted list of actions (each buy and ``end`` is a kind of
    its own)."""
    return [index for index in range(len(actions))
            if index == 0 or action_kind(actions[index]) != action_kind(actions[index - 1])]


def probes(game):
    """A few actions, legal and not, to ask ``is_legal`` about."""
    found = [END, BUY_SUNSTONE, BUY_HALFSTONES, BUY_WIND, exchange(1), exchange(0b11111),
             exchange(1 << RACK_SIZE), place(0x11, MOON)]
    for tile in set(game.rack()):
        for square in PROBE_SQUARES:
            found.append(place(tile, square))
    for square in PROBE_SQUARES:
        for step in DIRECTIONS:
            found.append(shift(square, square + step))
    return found


def changed(machine):
    """False when the last step found the game over and did nothing."""
    return not machine.idle


class GameMachine(RuleBasedStateMachine):
    """One game, played by drawn actions; ``undo_texts`` holds the position text before each
    action the turn can still take back."""

    def __init__(self):
        super().__init__()
        self.game = None
        self.undo_texts = []
        self.idle = False  # the game was over and a step changed nothing: nothing to check

    @initialize(game_options=options, seed=seeds)
    def start(self, game_options, seed):
        self.game = new_game(game_options, seed)

    @rule(data=st.data())
    def act(self, data):
        """Apply a legal action: ``end`` one time in END_ODDS (and when nothing else is
        legal), otherwise a kind (placements, shifts, exchanges, each buy), then one action of
        that kind, so rare kinds get their turn. The shrinker moves towards the first of each:
        placements, on the lowest squares. Once the game is over, nothing happens."""
        game = self.game
        self.idle = game.is_over()
        if self.idle:
            return
        actions = sorted(game.legal_actions())[:-1]  # END sorts last
        if not actions or data.draw(st.integers(0, END_ODDS - 1), label="end") == END_ODDS - 1:
            action = END
        else:
            starts = kind_starts(actions)
            kind = data.draw(st.integers(0, len(starts) - 1), label="kind")
            stop = starts[kind + 1] if kind + 1 < len(starts) else len(actions)
            action = actions[data.draw(st.integers(starts[kind], stop - 1), label="action")]
        assert game.is_legal(action)
        before = position_text(game)
        note = action_text(action, game.rack())
        game.apply(action)
        if action == END or action_kind(action) == EXCHANGE:
            self.undo_texts = []
        else:
            self.undo_texts.append((before, note))

    @precondition(lambda self: self.game.can_undo())
    @rule(count=st.integers(1, 3))
    def undo(self, count):
        """Take back the turn's last ``count`` actions, or all it can: after each the position
        is exactly as it was before that action."""
        while count and self.game.can_undo():
            before, note = self.undo_texts.pop()
            self.game.undo()
            assert position_text(self.game) == before, "undo of %s" % note
            count -= 1

    @precondition(changed)
    @invariant()
    def tiles_are_conserved(self):
        assert tiles_in_play(self.game) == tiles_in_the_set(self.game.options)

    @precondition(changed)
    @invariant()
    def racks_hold_at_most_five(self):
        for rack in self.game.racks:
            assert len(rack) <= RACK_SIZE

    @precondition(changed)
    @invariant()
    def text_and_blob_round_trip(self):
        text = position_text(self.game)
        assert position_text(parse_position(text)) == text
        blob = to_blob(self.game)
        restored = from_blob(blob)
        assert to_blob(restored) == blob
        assert position_text(restored) == text

    @precondition(changed)
    @invariant()
    def is_legal_agrees_with_the_legal_actions(self):
        legal = set(self.game.legal_actions())
        for action in probes(self.game):
            assert self.game.is_legal(action) == (action in legal), action
        for action in sorted(legal)[::17]:
            assert self.game.is_legal(action)

    @precondition(changed)
    @invariant()
    def the_turn_can_undo_what_it_did(self):
        assert self.game.can_undo() == (bool(self.undo_texts) and not self.game.is_over())


GameMachine.TestCase.settings = settings(
    max_examples=500 if THOROUGH else 50, stateful_step_count=400 if THOROUGH else 120,
    deadline=None, derandomize=not THOROUGH, print_blob=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
TestGameMachine = GameMachine.TestCase
