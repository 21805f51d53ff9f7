"""Persistent defaults hold only built-in types (issue 10), checked without Ren'Py.

Every ``default persistent.<name> = <value>`` in game/ must be a Python literal made of
dict/list/tuple/set/str/int/float/bool/None: a class instance in persistent data breaks every
later version that renames the class. The testcase ``reliability_persistent`` walks the live
``persistent`` object the same way after real play.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

GAME = Path(__file__).resolve().parents[1] / "game"
DEFAULT_RE = re.compile(r"^\s*default\s+persistent\.(\w+)\s*=\s*(.+?)\s*(?:#.*)?$")
PLAIN = (dict, list, tuple, set, str, int, float, bool, type(None))


def plain(value) -> bool:
    if isinstance(value, dict):
        return all(plain(k) and plain(v) for k, v in value.items())
    if isinstance(value, (list, tuple, set)):
        return all(plain(v) for v in value)
    return type(value) in PLAIN


def defaults():
    found = []
    for path in sorted(GAME.rglob("*.rpy")):
        if "tl" in path.relative_to(GAME).parts:
            continue
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            m = DEFAULT_RE.match(line)
            if m:
                found.append((f"{path.relative_to(GAME)}:{n}", m.group(1), m.group(2)))
    return found


def test_persistent_defaults_are_built_in_literals():
    found = defaults()
    assert len(found) >= 5, found
    for where, name, expr in found:
        try:
            value = ast.literal_eval(expr)
        except (ValueError, SyntaxError) as e:
            raise AssertionError(f"{where}: persistent.{name} = {expr} is not a literal") from e
        assert plain(value), f"{where}: persistent.{name} = {expr!r}"
