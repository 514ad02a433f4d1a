"""
`tests.support`
====================================================

Helpers for plain-assert test files that run both under pytest and under MicroPython, where
pytest is not available, and a frame clock for the tests that run ``main_loop.run``'s loop.
"""


def raises(exception_type, function, *args, **kwargs):
    """Call ``function(*args, **kwargs)``, assert that it raised ``exception_type``, and return
    the exception so the test can check its message. Other exceptions pass through."""
    try:
        function(*args, **kwargs)
    except exception_type as error:
        return error
    raise AssertionError("%s did not raise %s" % (getattr(function, "__name__", function),
                                                  exception_type.__name__))


class Frames:
    """``count`` frames 100 ms apart, then the end of the run."""

    def __init__(self, count):
        self.left = count
        self.now = 0

    def next_frame(self):
        if self.left == 0:
            raise StopIteration
        self.left -= 1
        self.now += 100
        return self.now
