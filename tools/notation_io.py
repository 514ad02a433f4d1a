"""
`tools.notation_io`
====================================================

What both games' notation tools share (:mod:`tools.notation`, :mod:`tools.tactic_notation`):
usage errors on one line, the exit status of every error, output that stops quietly when the
reader does, and the ``status`` command's answer.
"""

import argparse
import os
import sys

USAGE_ERROR = 2


class OneLineParser(argparse.ArgumentParser):
    """argparse that reports a usage error on one line, like every other error here."""

    def error(self, message):
        raise ValueError(message)


def one_line(message):
    """``message`` with its line breaks and other unprintable characters escaped as Python
    writes them (``\\n``): an argument quoted in an error may hold a newline, and an error
    is one line."""
    return "".join(char if char.isprintable() else repr(char)[1:-1] for char in message)


def status_text(game):
    """``playing`` or ``over HOW SEATS`` (seats numbered from 1)."""
    result = game.result()
    if result is None:
        return "playing"
    how, winners = result
    return "over %s %s" % (how, ",".join(str(seat + 1) for seat in winners))


def report_error(error):
    """One line on standard error; the exit status of every error."""
    print("error: %s" % one_line(str(error)), file=sys.stderr)
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
