"""Shared pytest setup: the repository root on sys.path (so `import engine` works from any
test directory) and a hypothesis profile without per-example deadlines (the machine is
shared, so timings vary)."""

import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

try:
    from hypothesis import settings
except ImportError:  # hypothesis is only needed by the property tests
    pass
else:
    settings.register_profile("kozyr", deadline=None, max_examples=60)
    settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "kozyr"))
