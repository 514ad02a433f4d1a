"""
`tests.support`
====================================================

Helpers for plain-assert test files that run both under pytest and under MicroPython, where
pytest is not available.
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
