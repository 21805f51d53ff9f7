"""The game's words without Ren'Py, for the text tests: the Russian strings of
game/tl/russian/, the pronoun table (store.pronouns) and the coach's phrases (store.coach),
each run from its own ``init python in <store>:`` block on a fake ``store`` module."""

import re
import sys
import types
from pathlib import Path

from rpy_block import python_block

ROOT = Path(__file__).resolve().parents[1]
GAME = ROOT / "game"
TL = GAME / "tl" / "russian"


def tl_strings():
    """{old: new} of every `translate russian strings:` entry."""
    out = {}
    for path in TL.rglob("*.rpy"):
        text = path.read_text(encoding="utf-8-sig")
        for m in re.finditer(
            r'^\s*old "((?:[^"\\]|\\.)*)"\n\s*new "((?:[^"\\]|\\.)*)"', text, re.M
        ):
            out[m.group(1)] = m.group(2)
    return out


TL_STRINGS = tl_strings()


def _run_block(path, store_name, ns, store):
    """Runs the `store_name` block of `path` in `ns` with `store` as the `store` module."""
    saved = sys.modules.get("store")
    sys.modules["store"] = store
    try:
        exec(compile(python_block(path, store_name), path.name, "exec"), ns)
    finally:
        if saved is not None:
            sys.modules["store"] = saved
        else:
            del sys.modules["store"]
    return ns


def fake_store(language=None):
    store = types.ModuleType("store")
    store._preferences = types.SimpleNamespace(language=language)
    return store


def translator(language):
    """renpy.translate_string / tr for `language` (None: English)."""
    return lambda s: TL_STRINGS.get(s, s) if language else s


def pronouns(language=None, store=None):
    """The namespace of store.pronouns (game/definitions.rpy) in `language`."""
    store = store or fake_store(language)
    ns = {"renpy": types.SimpleNamespace(translate_string=translator(language))}
    return _run_block(GAME / "definitions.rpy", "pronouns", ns, store)


def coach(language=None):
    """The namespace of store.coach (game/coach_common.rpy) in `language`, with the pronoun
    table it picks from (store.pronouns)."""
    store = fake_store(language)
    store.pronouns = types.SimpleNamespace(**pronouns(language, store))
    tr = translator(language)
    ns = {"_": lambda s: s, "__": tr, "renpy": types.SimpleNamespace(translate_string=tr)}
    _run_block(GAME / "coach_common.rpy", "coach", ns, store)
    ns["tr"] = tr
    return ns
