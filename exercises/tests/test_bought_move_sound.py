"""Exercise 5: a bought move has its own sound.

``lib/shell/sounds.py`` gets a new sound, "bought", in its ``SOUNDS`` table: short, and different
from every other sound. Buying a move (``buy:s`` with a sunstone, ``buy:h`` with two
halfstones) plays it, once. Taking the purchase back stays silent, as every undo does.

The tests play a real game (a ``Session``) from a hand-made position, with a ``Sounds``
listening to it on the desktop board, which writes down the notes of every sound it is asked
to play in ``hardware.sounds`` (see tests/lib/shell/test_sounds.py).
"""

import pytest
from positions import game_at
from latice import latice_rules
from shell.session import Session
from shell.sounds import HIGH, SOUNDS, Sounds

from engine.actions import BUY_HALFSTONES, BUY_SUNSTONE
from engine.action_notation import parse_action

LONGEST_MS = 400


@pytest.fixture(scope="module")
def desktop():
    from boards.desktop import Hardware

    return Hardware(save_path=None)   # one for the whole file: a new one replaces the window


@pytest.fixture
def hardware(desktop):
    desktop.sounds.clear()
    desktop.set_volume(HIGH)
    return desktop


def bought_sound():
    assert "bought" in SOUNDS, (
        'lib/shell/sounds.py: SOUNDS has no sound called "bought" yet (it has: %s)'
        % ", ".join(sorted(SOUNDS)))
    return SOUNDS["bought"]


def ready_to_buy(hardware):
    """A game for two humans where seat 1 holds 1 sunstone and 2 halfstones and has used its
    free move (Rf on e6, next to the Rb on e5): it may buy a move either way, with
    ``Sounds`` listening. The board's record is cleared after the placement."""
    game = game_at({"e5": "Rb"}, seats=("RfRtYb:GgGd:1:2", "To:Tt:0:0"))
    session = Session(latice_rules, game, ["human", "human"])
    session.listen(Sounds(hardware, HIGH).on_change)
    session.apply(parse_action("Rf@e6", game.rack()))
    assert game.moves == 0 and game.is_legal(BUY_SUNSTONE) and game.is_legal(BUY_HALFSTONES)
    hardware.sounds.clear()
    return session


def test_there_is_a_bought_sound():
    bought_sound()


def test_the_bought_sound_is_short_and_its_own():
    notes = bought_sound()
    assert isinstance(notes, tuple) and notes, (
        'SOUNDS["bought"] should be a tuple of (frequency, milliseconds) notes, like the '
        'others')
    for note in notes:
        assert isinstance(note, tuple) and len(note) == 2, (
            'SOUNDS["bought"]: each note is a pair (frequency, milliseconds), not %r' % (note,))
        frequency, duration = note
        assert isinstance(frequency, int) and isinstance(duration, int) and duration > 0, (
            'SOUNDS["bought"]: %r should be two whole numbers, the duration above 0' % (note,))
        assert frequency == 0 or 100 <= frequency <= 2500, (
            'SOUNDS["bought"]: %d Hz is out of the speaker\'s range (0 for a rest, or 100 to '
            '2500 Hz)' % frequency)
    total = sum(duration for _, duration in notes)
    assert total < LONGEST_MS, (
        'SOUNDS["bought"] lasts %d ms: keep it under %d ms' % (total, LONGEST_MS))
    same = [name for name, other in SOUNDS.items() if name != "bought" and other == notes]
    assert not same, 'SOUNDS["bought"] has the same notes as %s' % ", ".join(same)


@pytest.mark.parametrize("text", ["buy:s", "buy:h"])
def test_buying_a_move_plays_the_bought_sound_once(hardware, text):
    session = ready_to_buy(hardware)
    session.apply(parse_action(text, session.game.rack()))
    assert session.game.moves == 1
    notes = bought_sound()
    assert hardware.sounds == [notes], (
        "%s: the sounds played were %r, expected the bought sound %r once"
        % (text, hardware.sounds, notes))


def test_taking_a_bought_move_back_is_silent(hardware):
    session = ready_to_buy(hardware)
    session.apply(BUY_SUNSTONE)
    heard = len(hardware.sounds)
    session.undo()
    assert session.game.moves == 0 and session.game.sunstones[0] == 1
    assert hardware.sounds[heard:] == [], (
        "taking the bought move back played %r: an undo stays silent"
        % (hardware.sounds[heard:],))
