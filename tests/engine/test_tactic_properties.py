"""Properties of random Tactic Tiles games (hypothesis): tiles are conserved, scores match a
recount from the final grid and the redraws, legality, undo and round trips.

The recount here is written apart from the engine: tiles as strings of 8 colour letters on a
dict grid, turned by slicing."""

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.tactic.actions import END, REDRAW, is_place
from engine.tactic.blob import BlobError, from_blob, to_blob
from engine.tactic.grid import cell_x, cell_y
from engine.tactic.notation import pattern_text
from engine.tactic.position import PositionError, parse_position, position_text
from engine.tactic.setup import new_game, tiles_in_play
from engine.tactic.tiles import PATTERNS

pytestmark = pytest.mark.slow

GAMES = settings(max_examples=60, deadline=None, derandomize=True,
                 suppress_health_check=[HealthCheck.too_slow])

# (step, our positions, their positions) along each shared edge.
EDGES = (((1, 0), (2, 3, 4), (0, 7, 6)), ((0, 1), (0, 1, 2), (6, 5, 4)),
         ((-1, 0), (0, 7, 6), (2, 3, 4)), ((0, -1), (6, 5, 4), (0, 1, 2)))
# (our corner, then the 3 other cells at that point with their corner there).
POINTS = ((0, ((-1, 0), 2), ((0, 1), 6), ((-1, 1), 4)),
          (2, ((1, 0), 0), ((0, 1), 4), ((1, 1), 6)),
          (4, ((1, 0), 6), ((0, -1), 2), ((1, -1), 0)),
          (6, ((-1, 0), 4), ((0, -1), 0), ((-1, -1), 2)))


def squares(code):
    """A grid code's 8 colour letters: the tile's, turned clockwise by slicing."""
    letters = pattern_text(PATTERNS[code >> 2])
    shift = 2 * (code & 3)
    return letters[len(letters) - shift:] + letters[:len(letters) - shift]


def points_for(grid, x, y, letters):
    colours = set()
    for (dx, dy), ours, theirs in EDGES:
        other = grid.get((x + dx, y + dy))
        if other:
            colours |= {letters[a] for a, b in zip(ours, theirs) if letters[a] == other[b]}
    total = len(colours) if len(colours) >= 2 else 0
    for corner, *others in POINTS:
        same = 1 + sum(1 for (dx, dy), theirs in others
                       if grid.get((x + dx, y + dy), "........")[theirs] == letters[corner])
        total += {3: 1, 4: 2}.get(same, 0)
    return total


def recount(game, layers, redraws):
    """Each seat's score from the final grid, the order tiles were laid, who laid them and
    the redraws."""
    scores = [-count for count in redraws]
    grid = {}
    for cell, seat in zip(game.placed, layers):
        letters = squares(game.grid[cell])
        scores[seat] += points_for(grid, cell_x(cell), cell_y(cell), letters)
        grid[(cell_x(cell), cell_y(cell))] = letters
    return scores


def all_tiles(game):
    tiles = [game.grid[cell] >> 2 for cell in game.placed]
    for hand in game.hands:
        tiles += list(hand)
    return sorted(tiles + list(game.stack))


def play_out(seed, seats, length, check_each=None, game=None, layers=None, redraws=None):
    """Play a random game to its end; return it, who laid each tile, and each seat's
    redraws."""
    if game is None:
        game = new_game(seats, seed, length)
    chooser = random.Random(seed)
    layers = [] if layers is None else layers
    redraws = [0] * seats if redraws is None else redraws
    while not game.is_over():
        actions = list(game.legal_actions())
        action = chooser.choice(actions)
        if check_each:
            check_each(game, actions, action)
        seat = game.to_move
        game.apply(action)
        if is_place(action):
            layers.append(seat)
        elif action == REDRAW:
            redraws[seat] += 1
    return game, layers, redraws


@GAMES
@given(st.integers(0, 2**32 - 1), st.integers(2, 6), st.sampled_from([18, 36, 72]))
def test_tiles_are_conserved_and_scores_recount(seed, seats, length):
    start = all_tiles(new_game(seats, seed, length))
    assert len(start) == tiles_in_play(seats, length) == len(set(start))

    def conserved(game, actions, action):
        assert all_tiles(game) == start

    game, layers, redraws = play_out(seed, seats, length, conserved)
    assert all_tiles(game) == start
    assert game.scores == recount(game, layers, redraws)
    how, winners = game.result()
    assert winners == [seat for seat in range(seats) if game.scores[seat] == max(game.scores)]
    if how == "out":
        assert len(game.placed) == len(start)
    else:
        assert game.blocked == seats


@settings(max_examples=25, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 2**32 - 1), st.integers(2, 6))
def test_legality_undo_and_round_trips(seed, seats):
    def check(game, actions, action):
        text = position_text(game)
        assert position_text(parse_position(text)) == text
        assert position_text(from_blob(to_blob(game))) == text
        assert all(game.is_legal(each) for each in actions)
        assert (END in actions) + (REDRAW in actions) + any(map(is_place, actions)) == 1
        if is_place(action):
            game.apply(action)
            assert game.can_undo()
            game.undo()
            assert position_text(game) == text

    play_out(seed, seats, 36, check)


@settings(max_examples=20, deadline=None, derandomize=True)
@given(st.integers(0, 2**32 - 1))
def test_redraw_penalties_are_in_the_recount(seed):
    # Seat 2 laid tile 1; seat 1 holds 61-63, which cannot match it, so it must redraw.
    rest = "".join("%02d" % tile for tile in range(2, 61)) + "646566676869707172"
    game = parse_position("01r0@0,0 616263,- %s 0,0 1 0 0" % rest)
    start = all_tiles(game)
    game, layers, redraws = play_out(seed, 2, 72, game=game, layers=[1], redraws=[0, 0])
    assert redraws[0] >= 1
    assert all_tiles(game) == start
    assert game.scores == recount(game, layers, redraws)


VALID = "01r0@0,0/02r0@1,0/03r1@0,1 0405,-,060708 0910 3,-1,0 2 0 1"


@settings(max_examples=300, deadline=None, derandomize=True)
@given(st.integers(0, len(VALID) - 1), st.text("0123456789r@,-/ x", min_size=0, max_size=3))
def test_a_mangled_position_is_refused_cleanly_or_reads_back(at, inserted):
    text = VALID[:at] + inserted + VALID[at + 1:]
    try:
        game = parse_position(text)
    except PositionError as error:
        assert str(error).split(":")[0].split(" ")[0] in (
            "a", "grid", "hands", "stack", "scores", "to", "acted", "blocked")
    else:
        assert position_text(game) == text


@settings(max_examples=300, deadline=None, derandomize=True)
@given(st.integers(0, 200), st.integers(0, 255))
def test_a_damaged_blob_is_refused_cleanly(at, value):
    data = bytearray(to_blob(parse_position(VALID)))
    data[at % len(data)] = value
    try:
        game = from_blob(bytes(data))
    except BlobError:
        return
    assert position_text(game) == position_text(from_blob(to_blob(game)))
