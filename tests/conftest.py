"""What every test shares: the modules each test found loaded are there again after it.

The app lets code go as a handheld does (``lib/shell/memory.py``): it drops modules from
``sys.modules``, and the next import loads them again. In the one process that runs the tests
that would leave a test file holding a class (an exception, say) of a module that a later
import loaded a second time, and ``pytest.raises`` of the first would not catch the second.
"""

import sys

import pytest


@pytest.fixture(autouse=True)
def modules_as_they_were():
    before = dict(sys.modules)
    yield
    for name, module in before.items():
        if sys.modules.get(name) is not module:
            sys.modules[name] = module
