"""
`tests.positions`
====================================================

Small helpers that build hand-made positions in notation and play action texts, shared by the
rule tests under pytest and under MicroPython.
"""

from engine.action_notation import action_text, parse_action
from engine.position import parse_position, position_text
from engine.squares import BOARD_B_FILES, FILES, SIDE


# NOTATION.md's worked examples: a start from seed beef after No@e5, and a game record with
# the position it ends at.
EXAMPLE = ("9/9/9/9/4No4/9/9/9/9 NtTfYoGf:GfPoWGoYbNtWGdYoYgGbNdPdNgNgWPbPfNdPbWWYtPgGgRtNfRoWGd"
           "TgNbGtRdToGoTb:0:0,PdNfYbRbGg:TgNoTtRfToRbPgWRgYfPtYgRoYdWNbRtPtGbWYtRdTdPfTbTfWTd"
           "YfWYdTtWGtPoRfRg:0:0 1 0 2 0 0 0 60a8671f -")
RECORD = """[Game "Latice"]
[Seats "2"]
[Setup "standard"]      # as start's NAME: "standard", "tournament spike", ...
[Options "-"]
[Seed "beef"]
[Players "human, computer hard"]
No@e5 end
Nf@e6 end
Nt@f5 end
x:PdYb end              # seat 2 has nothing that matches: it exchanges two tiles
"""
RECORD_END = ("9/9/9/4Nf4/4NoNt3/9/9/9/9 TfYoGfGfPo:WGoYbNtWGdYoYgGbNdPdNgNgWPbPfNdPbWWYtPgGgRt"
              "NfRoWGdTgNbGtRdToGoTb:0:0,RbGgTgNoTt:PtNbGtPtRfWYfRgRdGbPdYdTdTdYfPfWRgWYbYgRfTt"
              "YtToPgRoRtWWTfWRbPoTbYd:0:0 1 1 0 0 1 0 4b362c70 -")


def board_text(tiles=None, boards=1):
    """Position field 1 from a dict like ``{"e5": "No", "e6": "Nf"}``; with ``boards=2``,
    board A's ranks, ``|``, then board B's (files j-r, R13)."""
    tiles = tiles or {}
    if boards == 2:
        return board_text(tiles) + "|" + _ranks(tiles, BOARD_B_FILES)
    return _ranks(tiles, FILES)


def _ranks(tiles, files):
    ranks = []
    for rank in range(SIDE, 0, -1):
        text = ""
        empty = 0
        for file in files:
            code = tiles.get(file + str(rank))
            if code is None:
                empty += 1
                continue
            if empty:
                text += str(empty)
            empty = 0
            text += code
        if empty:
            text += str(empty)
        ranks.append(text)
    return "/".join(ranks)


def position(tiles=None, seats=("YfNb:Pt:0:0", "RoGg:Td:0:0"), to_move=1, moves=1, acted=0,
             passes=0, quiet=0, discard=0, rng="0000beef", options="-"):
    """Position text; seats are ``rack:pool:sunstones:halfstones`` strings. Options with
    ``d`` give two boards."""
    return " ".join((board_text(tiles, 2 if "d" in options else 1), ",".join(seats), str(to_move),
                     str(moves), str(acted), str(passes), str(quiet), str(discard), rng, options))


def game_at(*args, **kwargs):
    """A game parsed from :func:`position`'s text."""
    return parse_position(position(*args, **kwargs))


def play(game, *texts):
    """Apply action texts in order; return the last report."""
    report = None
    for text in texts:
        report = game.apply(parse_action(text, game.rack()))
    return report


def legal_texts(game):
    """The legal actions as a sorted list of distinct notation strings."""
    rack = game.rack()
    return sorted(set([action_text(action, rack) for action in game.legal_actions()]))


def text_of(game):
    return position_text(game)


def played_positions(games, actions):
    """The positions of ``games`` reproducible games (2 to 4 seats on one board, or 5 to 8
    on two, the setups in turn), each for at most ``actions`` actions: a placement when one
    is legal (so the boards fill), else any legal action, picked by the engine's own
    generator (this runs under MicroPython too). The game is yielded before each action and
    must not be changed."""
    from engine.actions import PLACE, action_kind
    from engine.options import FORMATIONS, Options
    from engine.rng import next_state, seed_state
    from engine.setup import new_game

    for number in range(games):
        if number % 4 == 3:
            options = Options(5 + number // 4 % 4, formation=FORMATIONS[1 + number % 3],
                              two_boards=True)
        else:
            options = Options(2 + number % 3, formation=FORMATIONS[number % 4],
                              kid=number % 5 == 4)
        game = new_game(options, number + 1)
        state = seed_state(number + 1)
        for _ in range(actions):
            if game.is_over():
                break
            yield game
            legal = list(game.legal_actions())
            placed = [action for action in legal if action_kind(action) == PLACE]
            state = next_state(state)
            choices = placed or legal
            game.apply(choices[state % len(choices)])
