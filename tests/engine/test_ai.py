"""Computer players: legal, deterministic, within budget, blind to hidden tiles, and finishing."""

from positions import game_at

from engine.actions import END, SHIFT, action_kind, from_square, place, shift, to_square
from engine.action_notation import parse_square, parse_tile
from engine.ai.expert import DEVICE_BUDGET, DESKTOP_BUDGET, ExpertPlayer, nothing_hidden
from engine.ai.players import can_place
from engine.ai.hint import hint
from engine.ai import LEVELS, make_player
from engine.ai.view import SeatView, sample_game
from engine.options import Options
from engine.position import parse_position, position_text
from engine.rng import shuffle
from engine.setup import new_game
from support import raises


def _mid_game(seats, seed, turns=6):
    """A game after a few turns of medium play."""
    game = new_game(Options(seats), seed)
    players = [make_player("medium", seat + 1) for seat in range(seats)]
    ended = 0
    while ended < turns and not game.is_over():
        action = players[game.to_move].choose(SeatView(game, game.to_move))
        game.apply(action)
        if action == END:
            ended += 1
    return game


def _scrambled(game, seat, seed):
    """The same game as ``seat`` sees it, with every hidden tile moved around and another
    generator state."""
    other = game.copy()
    hidden = bytearray()
    for index in range(game.options.seats):
        if index != seat:
            hidden.extend(game.racks[index])
        hidden.extend(game.pools[index])
    shuffle(hidden, seed)
    taken = 0
    for index in range(game.options.seats):
        if index != seat:
            size = len(game.racks[index])
            other.racks[index] = hidden[taken:taken + size]
            taken += size
        size = len(game.pools[index])
        other.pools[index] = hidden[taken:taken + size]
        taken += size
    other.rng = seed
    return other


def _whole_turn(level, game, seed):
    player = make_player(level, seed)
    seat = game.to_move
    actions = []
    while not game.is_over() and game.to_move == seat:
        action = player.choose(SeatView(game, seat))
        assert game.is_legal(action), (level, action)
        assert player.work <= player.budget
        game.apply(action)
        actions.append(action)
    return actions


def test_every_level_plays_only_legal_actions_within_its_budget():
    for level in LEVELS:
        for seats, seed in ((2, 3), (3, 4), (4, 5)):
            game = _mid_game(seats, seed)
            for _ in range(seats):
                _whole_turn(level, game, seed)


def test_decisions_repeat_for_the_same_seed():
    game = _mid_game(2, 9)
    for level in LEVELS:
        assert _whole_turn(level, game.copy(), 7) == _whole_turn(level, game.copy(), 7)


def test_no_level_reads_hidden_tiles_or_the_generator():
    for seats, seed in ((2, 21), (4, 22)):
        game = _mid_game(seats, seed)
        seat = game.to_move
        scrambled = _scrambled(game, seat, 0x1234567)
        assert position_text(scrambled) != position_text(game)
        for level in LEVELS:
            assert (make_player(level, 5).choose(SeatView(game, seat))
                    == make_player(level, 5).choose(SeatView(scrambled, seat)))


def test_a_view_holds_only_what_its_seat_may_see():
    game = _mid_game(3, 31)
    view = SeatView(game, 1)
    assert view.rack == game.racks[1]
    assert view.rack_sizes == [len(rack) for rack in game.racks]
    assert view.pool_sizes == [len(pool) for pool in game.pools]
    assert sum(view.unseen) == sum(view.pool_sizes) + sum(view.rack_sizes) - len(view.rack)
    for value in view.__dict__.values():
        assert not hasattr(value, "racks") and not hasattr(value, "pools")


def test_a_sampled_game_agrees_with_the_view():
    game = _mid_game(4, 41)
    view = SeatView(game, 2)
    sample, _ = sample_game(view, 99)
    assert sample.board == game.board and sample.racks[2] == game.racks[2]
    assert [len(rack) for rack in sample.racks] == view.rack_sizes
    assert [len(pool) for pool in sample.pools] == view.pool_sizes
    assert sample.sunstones == game.sunstones and sample.halfstones == game.halfstones


def test_the_hard_player_thinks_in_steps():
    game = _mid_game(2, 51)
    player = make_player("hard", 1)
    steps = 0
    for _ in player.think(SeatView(game, game.to_move)):
        steps += 1
    assert steps > 1 and game.is_legal(player.decision)


def test_games_between_computers_end():
    for seats, levels in ((2, ("hard", "easy")), (3, ("medium", "easy", "hard"))):
        game = new_game(Options(seats), seats * 7)
        players = [make_player(levels[seat], seat) for seat in range(seats)]
        actions = 0
        while not game.is_over():
            game.apply(players[game.to_move].choose(SeatView(game, game.to_move)))
            actions += 1
            assert actions < 5000
        assert game.result() is not None


def test_kid_mode_and_partners_games_end():
    for options in (Options(2, kid=True), Options(4, partners=True)):
        game = new_game(options, 3)
        players = [make_player("hard", seat) for seat in range(options.seats)]
        while not game.is_over():
            game.apply(players[game.to_move].choose(SeatView(game, game.to_move)))


def test_the_hint_is_a_legal_action_for_the_seat_to_move():
    game = game_at({"d6": "Rf", "f6": "Rt", "e7": "Yb"}, seats=("RbGdW:TtTo:0:0", "To:Tt:0:0"))
    suggestion = hint(game)
    assert game.is_legal(suggestion)


def test_an_unknown_level_is_refused():
    raises(ValueError, make_player, "grandmaster")


def test_the_expert_weighs_several_plans_on_several_samples_in_steps():
    game = _mid_game(2, 51)
    player = make_player("expert", 1)
    steps = 0
    for _ in player.think(SeatView(game, game.to_move)):
        steps += 1
    assert steps > 10 and game.is_legal(player.decision)
    assert player.samples >= 2 and player.work <= DEVICE_BUDGET


def test_a_desktop_budget_buys_the_expert_more_samples():
    game = _mid_game(2, 51)
    view = SeatView(game, game.to_move)
    device = make_player("expert", 3)
    desktop = ExpertPlayer(3, DESKTOP_BUDGET)
    device.choose(view)
    desktop.choose(view)
    assert desktop.samples > 3 * device.samples and desktop.work > DEVICE_BUDGET


def _board_copies(value, board_size):
    """How many bytes or bytearrays at least a board long ``value`` holds, however deep."""
    if isinstance(value, (bytes, bytearray)):
        return int(len(value) >= board_size)
    if isinstance(value, (list, tuple)):
        return sum(_board_copies(item, board_size) for item in value)
    if hasattr(value, "__dict__"):
        return sum(_board_copies(item, board_size) for item in value.__dict__.values())
    return 0


def test_between_its_turns_an_expert_keeps_no_copy_of_the_board():
    """Five experts on two boards fit a handheld only if each lets its search go: its view,
    the boards behind its candidates and its plan are gone once its turn has ended."""
    options = Options(6, formation="fast-start", two_boards=True)
    game = new_game(options, 7)
    player = make_player("expert", 1)
    seat = game.to_move
    for _ in range(20):
        if game.to_move != seat or game.is_over():
            break
        game.apply(player.choose(SeatView(game, seat)))
    assert game.to_move != seat
    assert _board_copies(player, len(game.board)) == 0


# From an arena game: seat 1 has just passed, and seat 2, to move, holds 40 tiles (rack and pool)
# to seat 1's 41. Were seat 2 to pass too, the game would end blocked and seat 2 would win (R10).
SEAT_1_PASSED = (
    "9/9/9/9/5ToGo2/9/9/9/9 WNfYgPbRf:ToPdTdPdTdWTtNgYbTbYgNbTfNdYfPfGoRgPoWWYfNfNtYoPgYoWWGd"
    "WYbTbPtRbRd:0:0,PoGbGtPbNt:NoRgRfRdRbYtGtRtTfWTgTtTgGdYdGbWRtNoGfRoPtRoWGgNbWGgGfYtPfNd"
    "NgYdPg:0:0 2 1 0 1 1 1 df2f9430 -")


def test_the_expert_passes_when_that_wins_a_blocked_game():
    """A placement sheds a tile, which the hard search and the quick play-outs value; but
    the pass wins at once, and the expert takes the win (it used to place a tile)."""
    for seed in range(1, 5):
        game = parse_position(SEAT_1_PASSED)
        assert game.is_legal(place(parse_tile("Gb"), parse_square("h5")))
        action = make_player("expert", seed).choose(SeatView(game, game.to_move))
        assert action == END
        game.apply(action)
        assert game.result() == ("blocked", (1,))


def test_the_expert_does_not_pass_into_a_blocked_game_it_would_lose():
    """The same position with two of seat 1's tiles in seat 2's pool: a pass now loses."""
    fields = SEAT_1_PASSED.split(" ")
    first, second = fields[1].split(",")
    rack, pool, stones = first.split(":", 2)
    other_rack, other_pool, other_stones = second.split(":", 2)
    fields[1] = "%s:%s:%s,%s:%s:%s" % (rack, pool[4:], stones, other_rack,
                                      other_pool + pool[:4], other_stones)
    for seed in range(1, 5):
        game = parse_position(" ".join(fields))
        assert game.is_legal(END)
        assert make_player("expert", seed).choose(SeatView(game, game.to_move)) != END


def test_with_nothing_hidden_the_expert_plays_one_exact_sample():
    """Once the pools are empty in a 2-seat game, the other rack is every unseen tile: each
    sample would be the same game, so the expert plays out one, for more ways to end the
    turn and more rounds."""
    game = new_game(Options(2), 10)
    players = [make_player("hard", 1), make_player("hard", 2)]
    for _ in range(400):
        if game.is_over() or not any(game.pools) and game.moves and can_place(game):
            break
        game.apply(players[game.to_move].choose(SeatView(game, game.to_move)))
    assert not game.is_over() and not any(game.pools)
    view = SeatView(game, game.to_move)
    assert nothing_hidden(view)
    expert = make_player("expert", 3)
    expert.choose(view)
    assert expert.samples == 1
    assert not nothing_hidden(SeatView(_mid_game(2, 51), 0))


def test_the_easy_player_does_not_shift_a_tile_straight_back():
    """With two winds and nothing to place, the easy player shifts the lone tile, then shifts
    it on again: never back where it came from, since other shifts are legal."""
    for seed in range(1, 41):
        game = game_at({"e5": "Rf"}, seats=("WW:GgGd:0:0", "To:Tt:0:0"))
        player = make_player("easy", seed)
        first = player.choose(SeatView(game, 0))
        game.apply(first)
        second = player.choose(SeatView(game, 0))
        assert action_kind(first) == action_kind(second) == SHIFT
        assert second != shift(to_square(first), from_square(first)), seed
        assert game.is_legal(second)
