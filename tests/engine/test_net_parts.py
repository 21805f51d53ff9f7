"""The server's parts write only what they own (``engine.net.parts.OWNERS``): an attribute of
the shared state is assigned, added to or taken from only in the modules named its owners
(the server's ``__init__``, which sets them all, aside), and every attribute a part writes is
declared on ``Parts``.  A reader of one part then knows who else can change what it reads."""

import ast
import os
from collections import defaultdict

from engine.net import parts
from engine.net.parts import OWNERS, Parts

NET = os.path.dirname(parts.__file__)
PARTS = ("accept", "transport", "handlers", "clock", "service")
MUTATORS = {"add", "discard", "remove", "pop", "popitem", "clear", "update", "setdefault"}


def _self_attr(node):
    """``X`` for ``self.X`` (and ``self.X[...]``), else None."""
    while isinstance(node, ast.Subscript):
        node = node.value
    if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
        if node.value.id == "self":
            return node.attr
    return None


def writes(module):
    """{attribute: {method, ...}} that ``module``'s server part writes."""
    with open(os.path.join(NET, module + ".py"), encoding="utf-8") as f:
        tree = ast.parse(f.read())
    out = defaultdict(set)
    for cls in tree.body:
        if not isinstance(cls, ast.ClassDef) or cls.name == "ServerThread":
            continue
        for fn in ast.walk(cls):
            if not isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)):
                continue
            if module == "service" and fn.name == "__init__":
                continue  # (sets everything)
            for n in ast.walk(fn):
                targets = []
                if isinstance(n, (ast.Assign, ast.Delete)):
                    targets = n.targets
                elif isinstance(n, (ast.AugAssign, ast.AnnAssign)):
                    targets = [n.target]
                elif isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute):
                    if n.func.attr in MUTATORS:
                        targets = [n.func.value]
                for t in targets:
                    name = _self_attr(t)
                    if name is not None:
                        out[name].add(fn.name)
    return out


def test_every_shared_attribute_has_an_owner_and_is_declared():
    declared = set(Parts.__annotations__)
    assert set(OWNERS) == declared, set(OWNERS) ^ declared
    assert all(set(o) <= set(PARTS) for o in OWNERS.values())


def test_each_part_writes_only_what_it_owns():
    wrong = []
    for module in PARTS:
        for name, where in writes(module).items():
            if module not in OWNERS.get(name, ()):
                wrong.append(f"{module}.{'/'.join(sorted(where))} writes {name}")
    assert not wrong, wrong


def test_the_check_sees_writes():
    # (the walk finds each kind of write it is meant to: the test would pass vacuously
    # otherwise)
    w = writes("service")
    assert {"live_tables", "tables", "tokens", "restored", "closing"} <= set(w)
    assert "conns" in writes("accept") and "sent" in writes("transport")
