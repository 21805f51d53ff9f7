"""Reads the Python of one ``init ... python in <store>:`` block out of a ``.rpy`` file, so
tests run the game's own code without Ren'Py (the game and the test share one source)."""

import re
import textwrap
from pathlib import Path
from typing import Optional


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


def python_blocks(path: Path, store: Optional[str]):
    """Every ``init [N] python in <store>:`` block of `path` (store None: the plain
    ``init [N] python:`` blocks of the default store), as (priority, source) pairs; each
    source starts with blank lines, so a traceback names the line of the .rpy file."""
    lines = path.read_text(encoding="utf-8").splitlines()
    where = rf"\s+in\s+{re.escape(store)}" if store else ""
    head = re.compile(rf"init\s+(-?\d+\s+)?python{where}\s*:")
    out = []
    for start, line in enumerate(lines):
        m = head.match(line)
        if not m:
            continue
        body = []
        for text in lines[start + 1 :]:
            if text.strip() and not text.startswith((" ", "\t")):
                break
            body.append(text)
        source = "\n" * (start + 1) + textwrap.dedent("\n".join(body))
        out.append((int(m.group(1) or 0), source))
    return out
