"""Buttons from the board to the screens: every press a keypad reports becomes an event, a
held direction repeats, the clock may wrap, and the loop is paced a frame at a time."""

from adafruit_ticks import ticks_add

from boards import A, B, LEFT, UP
from shell.buttons import HOLD, HOLD_MS, PRESS, REPEAT, ButtonEvents
from shell.frames import FRAME_MS, FrameClock


def test_a_press_is_reported_once():
    events = ButtonEvents()
    assert events.update([A], A, 0) == [(A, PRESS)]
    assert events.update([], A, 100) == []
    assert events.update([], 0, 200) == []
    assert events.update([A], A, 300) == [(A, PRESS)]


def test_presses_between_two_frames_all_count_in_order():
    events = ButtonEvents()
    # B and A were each pressed and released before the frame: nothing is held now.
    assert events.update([B, A, B], 0, 0) == [(B, PRESS), (A, PRESS), (B, PRESS)]


def test_directions_repeat_while_held():
    events = ButtonEvents()
    seen = events.update([LEFT], LEFT, 0)
    for now in range(20, 1000, 20):
        seen += events.update([], LEFT, now)
    assert seen[0] == (LEFT, PRESS)
    repeats = [event for event in seen if event == (LEFT, REPEAT)]
    assert 4 <= len(repeats) <= 6


def test_b_held_gives_one_hold_after_its_press_and_a_tap_none():
    events = ButtonEvents()
    seen = events.update([B], B, 0)
    for now in range(20, 2000, 20):
        seen += events.update([], B, now)
    assert seen == [(B, PRESS), (B, HOLD)]
    tapped = events.update([B], B, 3000) + events.update([], 0, 3000 + HOLD_MS - 20)
    assert tapped + events.update([], 0, 3000 + 2 * HOLD_MS) == [(B, PRESS)]
    held_a = events.update([A], A, 5000) + events.update([], A, 5000 + 2 * HOLD_MS)
    assert held_a == [(A, PRESS)]   # only B holds


def test_the_clock_may_wrap():
    start = ticks_add(0, -100)   # 100 ms before the clock wraps to 0
    events = ButtonEvents()
    events.update([LEFT], LEFT, start)
    assert (LEFT, REPEAT) in events.update([], LEFT, ticks_add(start, 500))


class FakeEvents:
    """keypad's EventQueue, holding (key_number, pressed) pairs."""

    def __init__(self, queued):
        self.queued = list(queued)
        self.overflowed = False

    def get_into(self, event):
        if not self.queued:
            return False
        event.key_number, event.pressed = self.queued.pop(0)
        return True

    def clear(self):
        self.queued = []


class FakeKeys:
    def __init__(self, queued):
        self.events = FakeEvents(queued)
        self.resets = 0

    def reset(self):
        self.resets += 1


class FakeDisplay:
    auto_refresh = True
    brightness = 1.0


class FakeEvent:
    key_number = 0
    pressed = False


def device_with(queued, monkeypatch):
    import keypad

    from boards.device import DeviceHardware

    monkeypatch.setattr(keypad, "Event", FakeEvent)
    return DeviceHardware(FakeDisplay(), FakeKeys(queued), (B, A, UP))


def test_a_tap_shorter_than_a_frame_reaches_the_app(monkeypatch):
    # Key 1 (A) went down and up again while the last frame was being drawn.
    device = device_with([(1, True), (1, False)], monkeypatch)
    presses, held = device.read_buttons()
    assert presses == [A] and held == 0
    assert ButtonEvents().update(presses, held, 0) == [(A, PRESS)]
    assert device.read_buttons() == ([], 0)


def test_held_keys_are_kept_across_frames_and_an_overflow_starts_again(monkeypatch):
    device = device_with([(2, True)], monkeypatch)
    assert device.read_buttons() == ([UP], UP)
    assert device.read_buttons() == ([], UP)
    device.keys.events.overflowed = True
    device.keys.events.queued = [(0, True)]
    assert device.read_buttons() == ([], 0)   # the queue was cleared and the keys reset
    assert device.keys.resets == 1


def test_the_frame_clock_sleeps_out_each_frame_and_counts_late_ones():
    clock = {"now": 1000}
    slept = []

    def sleep_ms(ms):
        slept.append(ms)
        clock["now"] += ms

    frames = FrameClock(lambda: clock["now"], sleep_ms)
    assert frames.next_frame() == 1000
    clock["now"] += 5                  # a quick frame: the rest of it is slept
    assert frames.next_frame() == 1000 + FRAME_MS
    assert slept == [FRAME_MS - 5]
    clock["now"] += 3 * FRAME_MS       # a slow frame: the next one starts at once
    assert frames.next_frame() == clock["now"]
    assert slept == [FRAME_MS - 5] and frames.late == 1
