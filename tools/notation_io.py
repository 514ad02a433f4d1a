"""
`tools.notation_io`
====================================================

What both games' notation tools share (:mod:`tools.notation`, :mod:`tools.tactic_notation`):
usage errors on one line, a long input quoted in an error cut to an excerpt, the exit status of
every error, output that stops quietly when the reader does, the ``status`` command's answer,
and reading a record's file for ``replay``.
"""

import argparse
import os
import re
import sys

USAGE_ERROR = 2
EXCERPT = 60   # characters of a long quoted input that an error shows
# A text quoted as Python's repr writes it ('...' or "..."), standing apart: after a space or
# a bracket, before a space, a bracket or punctuation (so the ' of "seat 1's" opens nothing);
# or, unquoted (argparse quotes nothing), a word longer than an excerpt.
QUOTED = re.compile(r"""(?<![^\s(\[])('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")(?![^\s).,:;\]])"""
                    r"|\S{%d,}" % (EXCERPT + 1))


class OneLineParser(argparse.ArgumentParser):
    """argparse that reports a usage error on one line, like every other error here."""

    def error(self, message):
        raise ValueError(message)


def one_line(message):
    """``message`` with its line breaks and other unprintable characters escaped as Python
    writes them (``\\n``): an argument quoted in an error may hold a newline, and an error
    is one line."""
    return "".join(char if char.isprintable() else repr(char)[1:-1] for char in message)


def check_command(argv, commands):
    """Refuse an unknown option in front of the command, by name (argparse would only say
    that the command is missing)."""
    if argv and argv[0].startswith("-") and argv[0] not in ("-h", "--help"):
        raise ValueError("unrecognized argument %r: the command (%s) comes first, its options "
                         "after it" % (argv[0], ", ".join(commands)))


def cut_quotes(message):
    """``message`` with every quoted input (or unquoted word) longer than ``EXCERPT``
    characters cut to its first ``EXCERPT``, then ``...`` and its length: an error about a
    100 KB position does not echo all of it."""
    return QUOTED.sub(_excerpt, message)


def _excerpt(match):
    found = match.group(0)
    quote = found[0] if match.group(1) else ""
    text = found[len(quote):len(found) - len(quote)]
    if len(text) <= EXCERPT:
        return found
    return "%s%s...%s (%d characters)" % (quote, text[:EXCERPT], quote, len(text))


def status_text(game):
    """``playing`` or ``over HOW SEATS`` (seats numbered from 1)."""
    result = game.result()
    if result is None:
        return "playing"
    how, winners = result
    return "over %s %s" % (how, ",".join(str(seat + 1) for seat in winners))


def report_error(error):
    """One line on standard error; the exit status of every error."""
    print("error: %s" % cut_quotes(one_line(str(error))), file=sys.stderr)
    return USAGE_ERROR


def print_output(output):
    """Print a command's output; a reader that stopped early is no error."""
    if output:
        try:
            print(output)
            sys.stdout.flush()  # a closed pipe shows here, inside the try
        except BrokenPipeError:
            # The reader has what it wanted. Point standard output at the null device so that
            # Python's flush at exit does not raise again.
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())


def read_record(path):
    """The text of the record file at ``path``; one that cannot be read is a ValueError."""
    try:
        with open(path, encoding="utf-8") as handle:
            return handle.read()
    except (OSError, UnicodeDecodeError) as error:
        raise ValueError("cannot read record %r: %s" % (path, error))
