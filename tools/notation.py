"""
`tools.notation`
====================================================

The command-line tool that speaks NOTATION.md: ``start``, ``legal``, ``play``, ``status``,
``replay`` and ``show``. Run ``python -m tools.notation --help``. A leading ``--game tactic``
speaks Tactic Tiles' notation instead (docs/tactic-notation.md, :mod:`tools.tactic_notation`);
``--game latice`` is the default.

Errors (a malformed position, an unknown or illegal action, a bad record) print one line on
standard error, nothing on standard output, and exit with status 2. A reader that stops early
(``legal "$P" | head -3``) is no error: the tool stops writing and exits with status 0.
"""

import argparse
import sys

from engine.action_notation import action_text, parse_action
from engine.option_text import parse_flags, parse_setup
from engine.options import OptionsError, formation_names
from engine.position import parse_position, position_text
from engine.record import parse_seed, replay
from engine.setup import new_game
from engine.squares import BOARD_B, BOARD_B_FILES, FILES, IS_SUN, MOON, SIDE, square_at
from engine.action_notation import tile_code, tiles_text
from tools.notation_io import (OneLineParser, check_command, print_output, read_record,
                               report_error, status_text)


# Drawn on an empty square by ``show``: the moon (R1) and the sun squares.
EMPTY_MOON, EMPTY_SUN, EMPTY = " O", " *", " ."
COMMANDS = ("start", "legal", "play", "status", "replay", "show")
ONE_BOARD_SEATS = 4


def seat_count(text):
    """``--seats``: 2 to 8 in ASCII digits (``int`` alone would take ``３``); whether the
    options allow that many is the engine's question."""
    if text not in ("2", "3", "4", "5", "6", "7", "8"):
        raise argparse.ArgumentTypeError("2 to 8, not %r" % text)
    return int(text)


def start(args):
    if args.seats > ONE_BOARD_SEATS and "d" not in args.options:
        raise ValueError('start: %d seats play on two boards (R13): add --options d and a '
                         'formation, e.g. --setup "standard spike"' % args.seats)
    try:
        tournament, formation = parse_setup(args.setup)
        options = parse_flags(args.options, args.seats, tournament, formation)
        seed = parse_seed(args.seed)
        game = new_game(options, seed)
    except (OptionsError, ValueError) as error:
        raise ValueError("start: %s" % error)
    return position_text(game)


def legal(args):
    game = parse_position(args.position)
    rack = game.rack()
    texts = sorted(set(action_text(action, rack) for action in game.legal_actions()))
    return "\n".join(texts)


def play(args):
    game = parse_position(args.position)
    for text in args.actions:
        game.apply(parse_action(text, game.rack()))
    return position_text(game)


def status(args):
    return status_text(parse_position(args.position))


def replay_file(args):
    return position_text(replay(read_record(args.file)))


def show(args):
    return show_text(parse_position(args.position))


def show_text(game, hidden=()):
    """The board with rank and file labels, then one line per seat, for people; the racks of
    the ``hidden`` seats show only how many tiles they hold."""
    files = SIDE * game.options.sets()   # board B's files j-r to the right (R13)
    lines = []
    for rank in range(SIDE - 1, -1, -1):
        cells = []
        for file in range(files):
            cells.append(_cell_text(game.board, square_at(file, rank)))
            if file == SIDE - 1 and files > SIDE:
                cells.append(" |")
        lines.append("%d %s" % (rank + 1, " ".join(cells)))
    lines.append("   " + "  ".join(FILES) + ("     " + "  ".join(BOARD_B_FILES)
                                              if files > SIDE else ""))
    for seat in range(game.options.seats):
        marker = ">" if seat == game.to_move else " "
        rack = game.racks[seat]
        lines.append("%s seat %d  rack %-10s pool %2d  sunstones %d  halfstones %d" % (
            marker, seat + 1, "??" * len(rack) if seat in hidden else tiles_text(rack),
            len(game.pools[seat]),
            game.sunstones[seat], game.halfstones[seat]))
    lines.append("moves %d  discard %d  %s" % (game.moves, game.discard, status_text(game)))
    lines.append("(%s the moon, %s a sun square)" % (EMPTY_MOON.strip(), EMPTY_SUN.strip()))
    return "\n".join(lines)


def _cell_text(board, square):
    """A square as ``show`` draws it: its tile's code, or what kind of empty square it is."""
    if board[square]:
        return tile_code(board[square])
    if square in (MOON, MOON + BOARD_B):
        return EMPTY_MOON
    return EMPTY_SUN if IS_SUN[square] else EMPTY


def build_parser():
    parser = OneLineParser(prog="python -m tools.notation",
                           description="Read and write Latice positions, actions and records "
                                       "(NOTATION.md).",
                           epilog="Tactic Tiles: put --game tactic first, e.g. python -m "
                                  "tools.notation --game tactic start --seats 3 (see its "
                                  "--help); --game latice, the default, is this tool.")
    commands = parser.add_subparsers(dest="command", required=True)
    command = commands.add_parser("start", help="print a start position")
    command.add_argument("--seats", type=seat_count, required=True, metavar="N",
                         help="2, 3 or 4 on one board; 5 to 8 on two boards, with "
                              "--options d and a formation (R13)")
    command.add_argument("--setup", default="standard",
                         help='standard or tournament, optionally followed by %s, e.g. '
                              '"tournament spike"' % formation_names())
    command.add_argument("--options", default="-",
                         help="position field 10: -, or k, p, d, b2/b3 in that order "
                              "(d: two boards)")
    command.add_argument("--seed", default="0", help="1 to 8 hex digits")
    command.set_defaults(run=start)
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


def main(argv=None):
    if argv is None:
        argv = sys.argv[1:]
    game, argv = choose_game(argv)
    if game == "tactic":
        from tools import tactic_notation

        return tactic_notation.main(argv)
    if game != "latice":
        return report_error(ValueError("--game: latice or tactic, not %r" % game))
    parser = build_parser()
    try:
        check_command(argv, COMMANDS)
        args = parser.parse_args(argv)
        output = args.run(args)
    except ValueError as error:
        return report_error(error)
    print_output(output)
    return 0


def choose_game(argv):
    """The game named by a leading ``--game NAME`` (or ``--game=NAME``), and the arguments
    after it; Latice when there is none."""
    if argv[:1] == ["--game"]:
        if len(argv) < 2:
            return "", argv[1:]
        return argv[1], argv[2:]
    if argv[:1] and argv[0].startswith("--game="):
        return argv[0][len("--game="):], argv[1:]
    return "latice", argv


if __name__ == "__main__":
    sys.exit(main())
