"""Logical button events: press, repeat while a direction is held, long press."""

from buttons import A, LEFT, LONG, PRESS, REPEAT, START, ButtonEvents, ticks_diff


def test_a_press_is_reported_once():
    events = ButtonEvents()
    assert events.update(A, 0) == [(A, PRESS)]
    assert events.update(A, 100) == []
    assert events.update(0, 200) == []
    assert events.update(A, 300) == [(A, PRESS)]


def test_directions_repeat_while_held():
    events = ButtonEvents()
    seen = []
    for now in range(0, 1000, 20):
        seen += events.update(LEFT, now)
    assert seen[0] == (LEFT, PRESS)
    repeats = [event for event in seen if event == (LEFT, REPEAT)]
    assert 4 <= len(repeats) <= 6


def test_a_long_press_is_reported_once():
    events = ButtonEvents()
    seen = []
    for now in range(0, 2000, 50):
        seen += events.update(START, now)
    assert seen == [(START, PRESS), (START, LONG)]


def test_the_clock_may_wrap():
    assert ticks_diff(5, (1 << 29) - 5) == 10
    events = ButtonEvents()
    events.update(LEFT, (1 << 29) - 100)
    assert (LEFT, REPEAT) in events.update(LEFT, 400)
