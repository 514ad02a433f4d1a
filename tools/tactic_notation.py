"""
`tools.tactic_notation`
====================================================

The command-line tool for Tactic Tiles' notation (docs/tactic-notation.md): ``start``,
``legal``, ``play``, ``status``, ``record``, ``replay`` and ``show``. Reached as ``python -m
tools.notation --game tactic ...``; errors follow tools.notation's rule: one line on standard
error, nothing on standard output, exit status 2.
"""

import argparse

from engine.tactic.grid import SIDE, cell_at
from engine.tactic.notation import action_text, parse_action, tiles_text
from engine.tactic.position import parse_position, position_text
from engine.tactic.record import GAME, record_text, replay
from engine.tactic.setup import FULL_LENGTH, SetupError, new_game, tiles_in_play
from engine.tactic.tiles import COLOUR_LETTERS, FACES, colour_at
from engine.record import parse_seed
from tools.notation_io import (OneLineParser, check_command, print_output, read_record,
                               report_error, status_text)

SEATS = ("2", "3", "4", "5", "6")
COMMANDS = ("start", "legal", "play", "status", "record", "replay", "show")


def seat_count(text):
    """``--seats``: 2 to 6 in ASCII digits."""
    if text not in SEATS:
        raise argparse.ArgumentTypeError("2 to 6, not %r" % text)
    return int(text)


def length(text):
    """``--length``: a number of tiles in ASCII digits, no leading zero."""
    if not text or text[0] == "0" or any(c not in "0123456789" for c in text) or len(text) > 2:
        raise argparse.ArgumentTypeError("a number of tiles up to %d, not %r"
                                         % (FULL_LENGTH, text))
    return int(text)


def start(args):
    try:
        seed = parse_seed(args.seed)
        return position_text(new_game(args.seats, seed, args.length))
    except (SetupError, ValueError) as error:
        raise ValueError("start: %s" % error)


def legal(args):
    game = parse_position(args.position)
    return "\n".join(sorted(set(action_text(action) for action in game.legal_actions())))


def play(args):
    game = parse_position(args.position)
    for text in args.actions:
        game.apply(parse_action(text))
    return position_text(game)


def record(args):
    """The record of the actions played from ``start``'s position, checked as played; its
    ``Result`` header when they end the game."""
    game = parse_position(start(args))
    actions = []
    for number, text in enumerate(args.actions, 1):
        try:
            action = parse_action(text)
            game.apply(action)
        except ValueError as error:
            raise ValueError("record: action %d: %s" % (number, error))
        actions.append(action)
    headers = [("Game", GAME), ("Seats", str(args.seats)),
               ("Length", str(tiles_in_play(args.seats, args.length))),
               ("Seed", "%x" % parse_seed(args.seed))]
    if game.is_over():
        headers.append(("Result", status_text(game)))
    return record_text(headers, actions).rstrip("\n")


def replay_file(args):
    return position_text(replay(read_record(args.file)))


def status(args):
    return status_text(parse_position(args.position))


def show(args):
    return show_text(parse_position(args.position))


def show_text(game):
    """For people: the grid, each tile as 3 lines of 3 colour letters (its squares, with
    ``+`` in the middle; ``...`` an empty cell), top row first; then each seat's hand and
    score."""
    lines = []
    if game.placed:
        columns = [cell % SIDE for cell in game.placed]
        rows = [cell // SIDE for cell in game.placed]
        for row in range(max(rows), min(rows) - 1, -1):
            texts = ["", "", ""]
            for column in range(min(columns), max(columns) + 1):
                code = game.grid[row * SIDE + column]
                for line, positions in enumerate(((0, 1, 2), (7, None, 3), (6, 5, 4))):
                    texts[line] += " " + "".join(
                        "." if not code else "+" if position is None
                        else COLOUR_LETTERS[colour_at(FACES[code], position)]
                        for position in positions)
            lines += texts
        lines.append("x from %d, y from %d (bottom left); the first tile is at 0,0" % (
            min(columns) - cell_at(0, 0) % SIDE, min(rows) - cell_at(0, 0) // SIDE))
    else:
        lines.append("(the grid is empty)")
    for seat in range(game.seats):
        marker = ">" if seat == game.to_move else " "
        lines.append("%s seat %d  hand %-6s score %d" % (
            marker, seat + 1, tiles_text(game.hands[seat]), game.scores[seat]))
    lines.append("stack %d  acted %d  blocked %d  %s" % (
        len(game.stack), game.acted, game.blocked, status_text(game)))
    return "\n".join(lines)


def build_parser():
    parser = OneLineParser(prog="python -m tools.notation --game tactic",
                           description="Read and write Tactic Tiles positions, actions and "
                                       "records (docs/tactic-notation.md).")
    commands = parser.add_subparsers(dest="command", required=True)
    command = commands.add_parser("start", help="print a start position")
    add_start_options(command)
    command.set_defaults(run=start)
    command = commands.add_parser("record", help="print the record of a game played from the "
                                                 "start position")
    add_start_options(command)
    command.add_argument("actions", nargs="*", metavar="ACTION")
    command.set_defaults(run=record)
    for name, run, help_text in (("legal", legal, "print the legal actions"),
                                 ("status", status, "print playing or over HOW SEATS"),
                                 ("show", show, "draw the position for people")):
        command = commands.add_parser(name, help=help_text)
        command.add_argument("position", help="a position (one argument: quote it)")
        command.set_defaults(run=run)
    command = commands.add_parser("play", help="print the position after the actions")
    command.add_argument("position")
    command.add_argument("actions", nargs="*", metavar="ACTION")
    command.set_defaults(run=play)
    command = commands.add_parser("replay", help="print the final position of a record")
    command.add_argument("file")
    command.set_defaults(run=replay_file)
    return parser


def add_start_options(command):
    """``start``'s options, which ``record`` shares."""
    command.add_argument("--seats", type=seat_count, required=True, metavar="N", help="2 to 6")
    command.add_argument("--length", type=length, default=FULL_LENGTH, metavar="TILES",
                         help="tiles in the game at most (rounded down to a multiple of the "
                              "seats); 72, the whole set, by default")
    command.add_argument("--seed", default="0", help="1 to 8 hex digits")


def main(argv):
    try:
        check_command(argv, COMMANDS)
        args = build_parser().parse_args(argv)
        output = args.run(args)
    except ValueError as error:
        return report_error(error)
    print_output(output)
    return 0
