"""Properties over thousands of random games (hypothesis): conservation, limits, legality,
round trips, replay and undo.

The default run is bounded and derandomized (about 3,000 games, half a minute); set
``LATICE_THOROUGH=1`` for ten times as many, with fresh random seeds. Marked slow.
"""

import os
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.action_notation import action_text, parse_action
from engine.actions import (BUY_HALFSTONES, BUY_SUNSTONE, BUY_WIND, END, EXCHANGE,
                            FIELD_MASK, KIND_OFFSET, PLACE, SHIFT, TILE_OFFSET, action_kind,
                            place, placed_tile)
from engine.blob import from_blob, to_blob
from engine.game import IllegalActionError
from engine.options import SUNSTONE_LIMIT
from engine.position import parse_position, position_text
from engine.record import record_text, replay
from engine.tiles import RACK_SIZE, WIND
from random_games import random_game, tiles_in_play, tiles_in_the_set

pytestmark = pytest.mark.slow

THOROUGH = os.environ.get("LATICE_THOROUGH") == "1"


def games(count):
    """Settings for a property that plays ``count`` random games (ten times more when
    thorough)."""
    return settings(max_examples=count * 10 if THOROUGH else count, deadline=None,
                    derandomize=not THOROUGH, print_blob=True,
                    suppress_health_check=[HealthCheck.too_slow])


seeds = st.integers(min_value=0, max_value=2**32 - 1)


@games(1000)
@given(seeds)
def test_tiles_are_conserved_and_limits_hold_after_every_turn(seed):
    def check(game, action):
        assert tiles_in_play(game) == tiles_in_the_set(game.options)
        if action == END:
            seat = game.to_move
            after = game.copy()
            after.apply(action)
            assert len(after.racks[seat]) <= RACK_SIZE
            if not game.options.kid:
                assert after.sunstones[seat] <= SUNSTONE_LIMIT
            if after.pools[seat]:
                assert len(after.racks[seat]) == RACK_SIZE

    game, _ = random_game(seed, on_action=check)
    assert game.is_over()


def _candidates(chooser):
    """Random actions of every kind, most of them illegal."""
    for _ in range(6):
        kind = chooser.choice((PLACE, SHIFT, EXCHANGE))
        yield (kind << KIND_OFFSET | chooser.randrange(FIELD_MASK + 1) << TILE_OFFSET
               | chooser.randrange(FIELD_MASK + 1))
    for fixed in (BUY_SUNSTONE, BUY_HALFSTONES, BUY_WIND, END):
        yield fixed
    yield chooser.choice((-1, 8 << KIND_OFFSET, 1 << 40, place(0x11, 200)))


@games(150)
@given(seeds)
def test_legal_actions_apply_and_illegal_ones_change_nothing(seed):
    chooser = random.Random(seed ^ 0x5A5A)

    def check(game, action):
        legal = set(game.legal_actions())
        assert action in legal
        text, blob = position_text(game), to_blob(game)
        for candidate in _candidates(chooser):
            assert game.is_legal(candidate) == (candidate in legal)
            if candidate in legal:
                continue
            try:
                game.apply(candidate)
            except IllegalActionError:
                pass
            else:
                raise AssertionError("illegal action %r was applied" % candidate)
            assert position_text(game) == text
        assert to_blob(game) == blob

    random_game(seed, on_action=check)


@games(150)
@given(seeds)
def test_text_and_blob_round_trip_at_every_step(seed):
    def check(game, action):
        text = position_text(game)
        assert position_text(parse_position(text)) == text
        blob = to_blob(game)
        assert len(blob) <= (396 if game.options.two_boards else 256)
        assert to_blob(from_blob(blob)) == blob
        assert position_text(from_blob(blob)) == text
        rack = game.rack()
        assert parse_action(action_text(action, rack), rack) == action

    random_game(seed, on_action=check)


@games(1000)
@given(seeds)
def test_a_seed_and_the_actions_replay_the_same_game(seed):
    played = []
    game, _ = random_game(seed, on_action=lambda g, a: played.append((a, bytearray(g.rack()))))
    options = game.options
    headers = [("Game", "Latice"), ("Seats", str(options.seats)), ("Setup", options.setup_name()),
               ("Options", options.flags_text()), ("Seed", "%x" % seed)]
    assert position_text(replay(record_text(headers, played))) == position_text(game)


@games(500)
@given(seeds)
def test_undo_restores_each_undoable_action_exactly(seed):
    def check(game, action):
        if action_kind(action) == EXCHANGE or action == END:
            return
        before = position_text(game)
        trial = game.copy()
        trial.apply(action)
        if trial.is_over():
            return
        trial.undo()
        assert position_text(trial) == before

    random_game(seed, on_action=check)


def _plays(action, tile):
    """True when ``action`` plays rack tile ``tile``: its placement, or a shift for a wind."""
    kind = action_kind(action)
    if tile == WIND:
        return kind == SHIFT
    return kind == PLACE and placed_tile(action) == tile


@games(300)
@given(seeds)
def test_the_actions_of_one_tile_are_the_full_list_filtered_by_that_tile(seed):
    def check(game, action):
        legal = list(game.legal_actions())
        rack = game.rack()
        for tile in set(rack):
            wanted = [candidate for candidate in legal if _plays(candidate, tile)]
            assert list(game.legal_actions(tile)) == wanted
        absent = [tile for tile in (WIND, 0x11, 0x66) if tile not in rack]
        for tile in absent:
            assert list(game.legal_actions(tile)) == []

    random_game(seed, on_action=check)
