"""
`engine.tactic.record`
====================================================

Tactic Tiles' game records (docs/tactic-notation.md "Game records"): header lines, then the
actions separated by white space, ``#`` comments to the end of a line, as Latice's records
(:mod:`engine.record`). ``parse_record`` reads one, ``replay`` plays it from its seed and
``record_text`` writes one. Every error names the line it found wrong. Desktop code in
practice: a handheld game never loads it.
"""

from engine.record import RecordError, parse_seed, read_numbered
from engine.tactic.notation import action_text, parse_action
from engine.tactic.setup import SetupError, new_game

GAME = "Tactic Tiles"
REQUIRED_HEADERS = ("Game", "Seats", "Length", "Seed")
SEATS = ("2", "3", "4", "5", "6")


def parse_record(text):
    """``(headers, actions)``: headers is a dict of name -> (value, line number), actions a
    list of (action text, line number)."""
    return read_numbered(text, REQUIRED_HEADERS)


def start_of(headers):
    """The start position that a record's headers describe."""
    game, line = headers["Game"]
    if game != GAME:
        raise RecordError("line %d: Game must be %r, not %r" % (line, GAME, game))
    seats, line = headers["Seats"]
    if seats not in SEATS:
        raise RecordError("line %d: Seats must be 2 to 6, not %r" % (line, seats))
    length, line = headers["Length"]
    if (not length or length[0] == "0" or len(length) > 2
            or any(c not in "0123456789" for c in length)):
        raise RecordError("line %d: Length is a number of tiles, not %r" % (line, length))
    seed, seed_line = headers["Seed"]
    try:
        seed = parse_seed(seed)
    except ValueError as error:
        raise RecordError("line %d: %s" % (seed_line, error))
    try:
        return new_game(int(seats), seed, int(length))
    except SetupError as error:
        raise RecordError("line %d: %s" % (line, error))


def replay(text):
    """The game at the end of a record.

    :raises RecordError: naming the line, and the action by number and text, that could not
        be played
    """
    headers, actions = parse_record(text)
    game = start_of(headers)
    for index, (word, line) in enumerate(actions, 1):
        try:
            game.apply(parse_action(word))
        except ValueError as error:
            raise RecordError("line %d: action %d: %s" % (line, index, error))
    return game


def record_text(headers, actions):
    """A record: ``headers`` a list of (name, value) pairs, ``actions`` the actions played
    (numbers, as the engine keeps them); one turn a line."""
    lines = ['[%s "%s"]' % (name, value) for name, value in headers]
    turn = []
    for action in actions:
        turn.append(action_text(action))
        if turn[-1] == "end":
            lines.append(" ".join(turn))
            turn = []
    if turn:
        lines.append(" ".join(turn))
    return "\n".join(lines) + "\n"
