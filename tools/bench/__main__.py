"""``python -m tools.bench``: :func:`tools.bench.summary.main`."""

import sys

from tools.bench.summary import main

sys.exit(main())
