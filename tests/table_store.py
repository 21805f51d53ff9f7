"""The card table's `duel` store (every ``init python in duel:`` block of game/table/) run
without Ren'Py, for fast tests of the model, the variant adapters and the event handling.

Ren'Py's displayables and functions are `Stub`s (any attribute, any call, falsy); the store
names the table reads (`duel_state`, `duel_spec`, `persistent`, ...) are plain values on a
fake `store` module. Blocks run in Ren'Py's order (init priority, then file name), so the
adapters register themselves as in the game."""

import ast
import re
import sys
import types
from pathlib import Path

from rpy_block import python_blocks

ROOT = Path(__file__).resolve().parents[1]
TABLE = ROOT / "game" / "table"


class Stub:
    """Stands in for any Ren'Py object: every attribute and call gives another Stub."""

    def __init__(self, name="stub"):
        self._name = name

    def __getattr__(self, key):
        if key.startswith("__"):
            raise AttributeError(key)
        return Stub(self._name + "." + key)

    def __call__(self, *args, **kwargs):
        return Stub(self._name + "()")

    def __iter__(self):
        return iter(())

    def __bool__(self):
        return False

    def __add__(self, other):
        return self

    __radd__ = __mul__ = __rmul__ = __add__


class Persistent(types.SimpleNamespace):
    """Ren'Py's persistent: a field never set is None."""

    def __getattr__(self, key):
        if key.startswith("__"):
            raise AttributeError(key)
        return None


DISPLAYABLES = ("Text", "Transform", "Solid", "ShowMenu", "Null", "FontGroup",
                "DynamicDisplayable", "gui", "Frame", "Fixed", "Crop", "NullAction",
                "Function", "soundtrack")  # fmt: skip


DEFAULT = re.compile(r"^default (duel_\w+\s*=.*)$")


def duel_defaults():
    """The saved duel variables, ``name -> value``, as the ``default duel_*`` lines of
    game/table/*.rpy declare them (read, not copied, so a new one is in the fake store too).
    A value must be a Python literal: anything else raises, rather than being left out."""
    out = {}
    for path in sorted(TABLE.glob("*.rpy")):
        for line in path.read_text(encoding="utf-8").splitlines():
            m = DEFAULT.match(line)
            if m:
                stmt = ast.parse(m.group(1)).body[0]  # `name = value  # comment`
                assert isinstance(stmt, ast.Assign), (path, line)
                out[stmt.targets[0].id] = ast.literal_eval(stmt.value)
    return out


def fake_store():
    store = types.ModuleType("store")
    store.persistent = Persistent(duel_hints=True, duel_card_size=1, duel_speed=1,
                                  duel_undo=False, duel_talk=2)  # fmt: skip
    store._preferences = types.SimpleNamespace(language=None)
    store.config = types.SimpleNamespace(start_interact_callbacks=[], after_load_callbacks=[])
    for name, value in duel_defaults().items():  # the saved duel variables
        setattr(store, name, value)
    store.player_name = "Traveller"  # game/definitions.rpy's default
    store.nplural = lambda n, text, **kw: text.split("|")[0 if n == 1 else -1].format(n=n, **kw)
    for name in DISPLAYABLES:
        setattr(store, name, Stub(name))
    return store


def load_table():
    """A fresh `duel` namespace (a dict) and its fake store (`ns["store"]`)."""
    store = fake_store()
    renpy = Stub("renpy")
    renpy.__dict__["Displayable"] = object
    renpy.__dict__["substitute"] = lambda text, translate=True: text
    ns = {"_": lambda s: s, "__": lambda s: s, "python_object": object, "renpy": renpy}
    blocks = []
    for path in sorted(TABLE.glob("*.rpy")):
        blocks += [(prio, path, src) for prio, src in python_blocks(path, "duel")]
    blocks.sort(key=lambda b: b[0])  # stable: file order within a priority, as Ren'Py
    saved = sys.modules.get("store")
    sys.modules["store"] = store
    try:
        for _prio, path, src in blocks:
            exec(compile(src, str(path), "exec"), ns)
    finally:
        if saved is None:
            del sys.modules["store"]
        else:
            sys.modules["store"] = saved
    ns["store"] = store
    return ns
