"""
`tests.support`
====================================================

Helpers for test files that run both under pytest and under MicroPython, where pytest is
not available.
"""


def raises(exception_type, function, *args, **kwargs):
    """Call ``function``; assert that it raised ``exception_type``; return the exception."""
    try:
        function(*args, **kwargs)
    except exception_type as error:
        return error
    raise AssertionError("%s did not raise %s" % (getattr(function, "__name__", function),
                                                  exception_type.__name__))
