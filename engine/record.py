"""
`engine.record`
====================================================

Game records (NOTATION.md "Game records"): header lines, then actions separated by white
space, ``#`` comments to the end of a line. ``parse_record`` reads one, ``replay`` plays it
from its seed, ``record_text`` writes one and ``record_lines`` gives its lines one by one.
"""

from engine.action_notation import action_text, parse_action
from engine.option_text import parse_flags, parse_setup
from engine.options import OptionsError
from engine.setup import new_game

REQUIRED_HEADERS = ("Game", "Seats", "Setup", "Options", "Seed")
# White space between actions: ASCII only. CPython's str.split() would also split at a
# no-break space or U+3000, which MicroPython's does not, and a record replays the same on both.
WHITE_SPACE = " \t\n\r\x0b\x0c"


class RecordError(ValueError):
    """A game record that breaks the notation's form, or an action it holds that is illegal."""


def parse_seed(text):
    """A seed from 1 to 8 hex digits."""
    if not 1 <= len(text) <= 8 or any(c not in "0123456789abcdefABCDEF" for c in text):
        raise ValueError("a seed is 1 to 8 hex digits, not %r" % text)
    return int(text, 16)


def read_numbered(text, required):
    """``(headers, actions)`` of a record, each with the line it is on: headers is a dict of
    name -> (value, line number), actions a list of (action text, line number). Every name
    of ``required`` must be among the headers. Both games' records are read by it."""
    headers = {}
    actions = []
    for number, line in enumerate(text.split("\n"), 1):
        line = line.split("#", 1)[0].strip(WHITE_SPACE)
        if line.startswith("["):
            name, value = parse_header(line, number)
            if actions:
                raise RecordError("line %d: header %r after the actions" % (number, name))
            if name in headers:
                raise RecordError("line %d: header %r given twice" % (number, name))
            headers[name] = (value, number)
        else:
            actions.extend((word, number) for word in record_words(line))
    for name in required:
        if name not in headers:
            raise RecordError("the record has no %r header (required: %s)"
                              % (name, ", ".join(required)))
    return headers, actions


def parse_record(text):
    """(headers, action texts) of a record; headers is a dict of name -> value."""
    headers, actions = read_numbered(text, REQUIRED_HEADERS)
    return ({name: value for name, (value, _) in headers.items()},
            [action for action, _ in actions])


def record_words(line):
    """The words of a line, split at ASCII white space."""
    for char in WHITE_SPACE[1:]:
        line = line.replace(char, " ")
    return [word for word in line.split(" ") if word]


def parse_header(line, number):
    """``(name, value)`` of a header line ``[Name "value"]``."""
    inside = line[1:-2]
    if not line.endswith('"]') or ' "' not in inside:
        raise RecordError('line %d: a header is [Name "value"], not %r' % (number, line))
    name, value = inside.split(' "', 1)
    if not name or " " in name or '"' in value:
        raise RecordError('line %d: a header is [Name "value"], not %r' % (number, line))
    return name, value


def start_of(headers):
    """The start position a record's headers describe."""
    try:
        if headers["Game"] != "Latice":
            raise ValueError("this engine plays Latice, not %r" % headers["Game"])
        seats = headers["Seats"]
        if seats not in ("2", "3", "4", "5", "6", "7", "8"):
            raise ValueError("Seats must be 2 to 8 (5 to 8 on two boards), not %r" % seats)
        tournament, formation = parse_setup(headers["Setup"])
        options = parse_flags(headers["Options"], int(seats), tournament, formation)
        return new_game(options, parse_seed(headers["Seed"]))
    except (OptionsError, ValueError) as error:
        raise RecordError("record headers: %s" % error)


def replay(text):
    """The game at the end of a record.

    :raises RecordError: naming the action (by number and text) that could not be played
    """
    headers, actions = parse_record(text)
    game = start_of(headers)
    for number, text_action in enumerate(actions, 1):
        try:
            game.apply(parse_action(text_action, game.rack()))
        except ValueError as error:
            raise RecordError("action %d: %s" % (number, error))
    return game


def record_text(game_headers, actions_played):
    """A record: ``game_headers`` is a list of (name, value) pairs, ``actions_played`` a list
    of (action, rack before it) pairs or of action texts; one turn per line."""
    return "\n".join(record_lines(game_headers, actions_played)) + "\n"


def record_lines(game_headers, actions_played):
    """The lines of :func:`record_text`, one at a time and without their newlines, so that a
    handheld can print a long record without holding all of it: ``actions_played`` may be
    any iterable, and is read only as far as the line being made."""
    for name, value in game_headers:
        yield '[%s "%s"]' % (name, value)
    turn = []
    for item in actions_played:
        text = item if isinstance(item, str) else action_text(item[0], item[1])
        turn.append(text)
        if text == "end":
            yield " ".join(turn)
            turn = []
    if turn:
        yield " ".join(turn)
