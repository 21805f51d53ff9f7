"""The card table's `duel` store (every ``init python in duel:`` block of game/table/) run
without Ren'Py, for fast tests of the model, the variant adapters and the event handling.

Ren'Py's displayables and functions are `Stub`s (any attribute, any call, falsy); the store
names the table reads (`duel_state`, `duel_spec`, `persistent`, ...) are plain values on a
fake `store` module. Blocks run in Ren'Py's order (init priority, then file name), so the
adapters register themselves as in the game."""

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


def fake_store():
    store = types.ModuleType("store")
    store.persistent = Persistent(duel_hints=True, duel_card_size=1, duel_speed=1,
                                  duel_undo=False, duel_talk=2)  # fmt: skip
    store._preferences = types.SimpleNamespace(language=None)
    store.config = types.SimpleNamespace(start_interact_callbacks=[], after_load_callbacks=[])
    # the saved duel variables (game/table/duel_model.rpy's defaults)
    store.duel_state = store.duel_spec = store.duel_undo_state = store.duel_series = None
    store.duel_records, store.duel_last_role, store.duel_game_no = (), None, 0
    store.duel_hints_used = 0
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
