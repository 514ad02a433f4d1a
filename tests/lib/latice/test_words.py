"""The game in words: every kind of action, the hint, and why a placement is refused."""

from latice.game_end import record
from screens.handoff_screen import summary_for, summary_rows
from positions import game_at, play
from latice import latice_rules
from shell.session import Session
from latice.refusal import refusal
from latice.words import action_words, plan_words, tile_name
from random_games import random_game

from engine.actions import BUY_HALFSTONES, BUY_SUNSTONE, BUY_WIND, END, place
from engine.action_notation import parse_action
from engine.options import Options
from engine.setup import new_game
from engine.action_notation import parse_square
from engine.action_notation import parse_tile, tile_code, tiles_text
from engine.squares import DIRECTIONS, board_squares
from engine.tiles import WIND, tiles_match

SEATS = ("RbW:GgGd:0:0", "To:Tt:0:0")


def words_of(game, text):
    return action_words(play(game, text))


def test_a_placed_tile_is_named_by_its_colour_and_shape_with_what_it_earned():
    game = game_at({"e5": "Rf", "e7": "Yb"}, seats=SEATS)
    assert words_of(game, "Rb@e6") == "Red Bird on e6, double"
    game = game_at({"e5": "Rf", "e7": "Yb", "d6": "Nb"}, seats=SEATS)
    assert words_of(game, "Rb@e6") == "Red Bird on e6, trefoil"
    game = game_at({"a2": "Rf"}, seats=SEATS)
    assert words_of(game, "Rb@a1") == "Red Bird on a1, sun square"


def test_a_wind_says_where_the_tile_went():
    game = game_at({"e5": "Rf"}, seats=SEATS)
    assert words_of(game, "W:e5-e6") == "Wind: e5 to e6"


def test_buying_and_ending_a_turn_are_told_and_a_turn_with_nothing_done_is_a_pass():
    seats = ("Rb:GgGd:2:2", "To:Tt:0:0")
    assert words_of(game_at({"e5": "Rf"}, seats=seats, moves=0), "buy:s") == "Bought a move"
    assert words_of(game_at({"e5": "Rf"}, seats=seats, moves=0), "buy:h") == "Bought a move"
    assert action_words(play(game_at({"e5": "Rf"}, seats=SEATS, acted=2), "end")) == (
        "Ended the turn")
    assert action_words(play(game_at({"e5": "Rf"}, seats=SEATS), "end"), passed=True) == "Passed"


def test_the_hint_names_the_action_before_it_is_played():
    rack = parse_tile("Rb"), parse_tile("Gg")
    assert plan_words(parse_action("Rb@e5", bytearray(rack))) == "Red Bird on e5"
    assert plan_words(parse_action("x:RbGg", bytearray(rack))) == "Exchange 2 tiles"
    assert plan_words(BUY_SUNSTONE) == plan_words(BUY_HALFSTONES) == "Buy a move"
    assert plan_words(BUY_WIND) == "Buy a wind"
    assert plan_words(END) == "End the turn"


def test_a_refused_placement_names_the_neighbour_that_does_not_match():
    game = game_at({"e5": "Rf", "e7": "Yd"}, seats=SEATS)
    red_bird = parse_tile("Rb")
    assert refusal(game, red_bird, parse_square("e6")) == "Must match the Yellow Dolphin above"
    assert refusal(game, red_bird, parse_square("e3")) == "Must touch a tile"
    assert refusal(game, red_bird, parse_square("e5")) == "That square is taken"
    assert refusal(game_at({}, seats=SEATS), red_bird, parse_square("e4")) == (
        "The first tile goes on the moon, e5")
    assert refusal(game_at({"e5": "Rf"}, seats=SEATS, moves=0), red_bird,
                   parse_square("e6")) == "No move left: Start, End turn"   # no stones
    assert refusal(game_at({"e5": "Rf"}, seats=("RbW:GgGd:1:0", "To:Tt:0:0"), moves=0),
                   red_bird, parse_square("e6")) == "No move left: Start, Buy a move"
    assert refusal(game_at({"e5": "Rf"}, seats=("RbW:GgGd:0:2", "To:Tt:0:0"), moves=0),
                   red_bird, parse_square("e6")) == "No move left: Start, Buy a move"
    assert refusal(game_at({"e5": "Rf"}, seats=("Rb:GgGd:3:2", "To:Tt:0:0"), moves=0,
                           options="k"),   # kid mode: stones buy nothing (R11)
                   red_bird, parse_square("e6")) == "No move left: Start, End turn"


def test_a_refusal_s_words_agree_with_the_rules_on_the_positions_of_random_games():
    """Every colour tile of the rack to move on every empty square, in every position of 12
    random games: the words name a reason exactly when the rules refuse the placement, and a
    neighbour they name is there, on that side, and does not match."""
    sides = dict(zip(("above", "below", "to its left", "to its right"), DIRECTIONS))
    refused = []

    def check(game, _action):
        if game.moves < 1 or game.tiles_on_board == 0:
            return
        for tile in set(game.rack()) - {WIND}:
            for square in board_squares(game.board):
                if game.board[square]:
                    continue
                words = refusal(game, tile, square)
                assert game.is_legal(place(tile, square)) == (words == "Can't go there"), words
                if words.startswith("Must match the "):
                    side = [side for side in sides if words.endswith(" " + side)][0]
                    neighbour = game.board[square + sides[side]]
                    assert words == "Must match the %s %s" % (tile_name(neighbour), side)
                    assert not tiles_match(neighbour, tile)
                    refused.append(side)
                else:
                    assert words in ("Must touch a tile", "Can't go there"), words

    for seed in range(12):
        random_game(seed, max_actions=120, on_action=check)
    assert len(refused) > 1000 and set(refused) == set(sides)   # many, on every side


def test_the_hand_off_summary_tells_each_seat_s_actions_under_its_name():
    session = Session(latice_rules, new_game(Options(seats=3), 0xBEEF), ["human", "easy", "human"],
                      seed=0xBEEF)
    session.apply(next(session.game.legal_actions()))
    session.apply(END)
    session.apply(END)   # seat 2 passes
    summary = list(summary_rows(session, summary_for(session, 2)))
    assert summary[0] == "Seat 1:" and summary[1].startswith(" ") and " on e5" in summary[1]
    assert summary[2:] == ["Seat 2:", " Passed"]
    assert summary_for(session, 2) == []


def test_the_others_learn_how_many_tiles_an_exchange_gave_back_not_which():
    session = Session(latice_rules, new_game(Options(seats=2), 0xBEEF), ["human", "human"],
                      seed=0xBEEF)
    given = session.game.rack()[:2]
    exchange_text = "x:" + tiles_text(given)
    change = session.apply(parse_action(exchange_text, session.game.rack()))
    session.apply(END)
    assert change.words == "Exchanged 2 tiles"
    summary = list(summary_rows(session, summary_for(session, 1)))
    assert summary == ["Seat 1:", " Exchanged 2 tiles"]
    for tile in given:
        assert tile_code(tile) not in "".join(summary)
    assert exchange_text in record(session)   # the game's record keeps the notation
