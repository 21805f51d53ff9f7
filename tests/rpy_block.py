"""Reads the Python of one ``init ... python in <store>:`` block out of a ``.rpy`` file, so
tests run the game's own code without Ren'Py (the game and the test share one source)."""

import re
import textwrap
from pathlib import Path


def python_block(path: Path, store: str) -> str:
    """The dedented body of the first ``init [N] python in <store>:`` block of `path`."""
    lines = path.read_text(encoding="utf-8").splitlines()
    head = re.compile(rf"init\s+(-?\d+\s+)?python\s+in\s+{re.escape(store)}\s*:")
    start = next(i for i, line in enumerate(lines) if head.match(line))
    body = []
    for line in lines[start + 1 :]:
        if line.strip() and not line.startswith((" ", "\t")):
            break
        body.append(line)
    return textwrap.dedent("\n".join(body))
