"""
`error_report`
====================================================

The report of an error that stopped the app (``main_loop.run`` starts it again): the error and
its traceback on the serial console, in the first way the VM has (CPython's and
CircuitPython's ``traceback.print_exception``, MicroPython's ``sys.print_exception``), else
at least the name of its type; then one more in the store's figures. Loaded only after an
error, and let go again. Nothing here raises: the error may have been a MemoryError, with
next to no heap left to report it in.
"""


def report(error):
    print_error(error)
    try:
        from shell.store_counts import count

        count("errors")
    except Exception:  # the restart matters more than the count
        pass


def print_error(error):
    """The error and where it happened; at least its type's name."""
    try:
        from traceback import print_exception

        print_exception(error, error, error.__traceback__)
        return
    except Exception:  # no such module or function, or no heap
        pass
    try:
        import sys

        sys.print_exception(error)  # type: ignore[attr-defined]
        return
    except Exception:
        pass
    print_name(error)


def print_name(error):
    """The error's type name, a string the VM already holds: nothing to allocate."""
    try:
        print("error:", type(error).__name__)
    except Exception:
        pass
