"""
`tests.micropython_runner`
====================================================

Runs plain test modules inside MicroPython, where pytest does not exist: imports each one,
calls every ``test_*`` function with no arguments (in name order: MicroPython keeps no
definition order), reports each failure with its traceback, and ends with the line
``micropython: N passed, N failed``.
"""

import sys


def run_modules(names):
    """Run the tests of the named modules and print one summary line at the end."""
    passed = failed = 0
    for name in names:
        try:
            module = __import__(name)
        except Exception as error:  # a module that cannot even import counts as one failure
            failed += 1
            print("FAIL %s (import)" % name)
            sys.print_exception(error)
            continue
        for attribute in sorted(dir(module)):
            test = getattr(module, attribute)
            if not attribute.startswith("test_") or not callable(test):
                continue
            try:
                test()
            except Exception as error:  # a failing test is reported, the run goes on
                failed += 1
                print("FAIL %s.%s" % (name, attribute))
                sys.print_exception(error)
            else:
                passed += 1
    print("micropython: %d passed, %d failed" % (passed, failed))
