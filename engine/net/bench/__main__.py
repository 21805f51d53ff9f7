"""``python -m engine.net.bench``."""

import sys

from . import main

sys.exit(main())
