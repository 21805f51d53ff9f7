"""No import circles in the engine (issue 29, item 7): every module's imports, read with
``ast`` (nothing is imported), make a graph that must have no cycle.

What counts as an edge from module ``m`` to module ``n``:

* every ``import n`` / ``from n import x`` / ``from . import x`` in ``m``, wherever it stands:
  at the top, inside a function (a deferred import that breaks a circle at run time still
  ties the two modules together: neither can be understood, tested or moved without the
  other) and under ``if TYPE_CHECKING:`` (a type-only circle is still a circle for mypy and
  for the reader).  ``from pkg import x`` is an edge to ``pkg.x`` when ``pkg/x.py`` exists,
  else to ``pkg`` (``x`` is a name in the package's ``__init__``).
  A package ``__init__`` importing its own submodules is an edge too (its re-exports, and
  ``engine/ai/__init__.py`` importing the bundled bots so that they register), and so is a
  submodule importing names from its package: the bots once imported ``Bot`` from
  ``engine.ai`` while ``engine.ai`` imported them, a circle this test now sees (the registry
  lives in ``engine/ai/bots.py``, which imports neither).
* not: ``importlib.import_module`` with a computed name (the variant registry's lazy load of
  the built-in modules); there is nothing to read statically, and it runs only on first use.
* not: modules outside ``engine`` (the standard library).
"""

import ast
import os
from typing import Dict, List, Set

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
ENGINE = os.path.join(ROOT, "engine")


def _modules() -> Dict[str, str]:
    """Every engine module's dotted name and its file."""
    out = {}
    for dirpath, _dirs, files in os.walk(ENGINE):
        for f in files:
            if not f.endswith(".py"):
                continue
            rel = os.path.relpath(os.path.join(dirpath, f), ROOT)[: -len(".py")]
            parts = rel.split(os.sep)
            if parts[-1] == "__init__":
                parts = parts[:-1]
            out[".".join(parts)] = os.path.join(dirpath, f)
    return out


def _is_package(path: str) -> bool:
    return os.path.basename(path) == "__init__.py"


def _resolve(name: str, mods: Dict[str, str]) -> str:
    """``name`` or its nearest enclosing module that exists (``engine.ai.x.y`` -> the first
    of those names that is a module)."""
    while name and name not in mods:
        name = name.rpartition(".")[0]
    return name


def imports_of(module: str, mods: Dict[str, str]) -> Set[str]:
    """The engine modules ``module`` imports (the edges above)."""
    path = mods[module]
    package = module if _is_package(path) else module.rpartition(".")[0]
    with open(path, encoding="utf-8") as f:
        tree = ast.parse(f.read(), path)
    found: Set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                found.add(_resolve(alias.name, mods))
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                if node.level > 1:
                    base = base[: -(node.level - 1)]
                base_name = ".".join(base + ([node.module] if node.module else []))
            else:
                base_name = node.module or ""
            for alias in node.names:
                sub = base_name + "." + alias.name
                found.add(sub if sub in mods else _resolve(base_name, mods))
    found.discard("")
    found.discard(module)
    return {n for n in found if n == "engine" or n.startswith("engine.")}


def graph() -> Dict[str, Set[str]]:
    mods = _modules()
    return {m: imports_of(m, mods) for m in mods}


def cycles(g: Dict[str, Set[str]]) -> List[List[str]]:
    """Every strongly connected group of more than one module (Tarjan), each as one cycle
    through it, starting from its first module by name."""
    index: Dict[str, int] = {}
    low: Dict[str, int] = {}
    stack: List[str] = []
    on: Set[str] = set()
    groups: List[List[str]] = []
    counter = [0]

    def visit(v: str) -> None:
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in sorted(g.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

    for v in sorted(g):
        if v not in index:
            visit(v)
    return [_one_cycle(g, grp) for grp in sorted(groups)]


def _one_cycle(g: Dict[str, Set[str]], group: List[str]) -> List[str]:
    """A shortest cycle from ``group[0]`` back to itself inside ``group`` (breadth first)."""
    members = set(group)
    start = group[0]
    paths = {start: [start]}
    frontier = [start]
    while frontier:
        nxt = []
        for v in frontier:
            for w in sorted(g[v] & members):
                if w == start:
                    return paths[v] + [start]
                if w not in paths:
                    paths[w] = paths[v] + [w]
                    nxt.append(w)
        frontier = nxt
    return group  # unreachable: a strongly connected group has a cycle


def test_the_engine_has_no_import_cycle():
    found = cycles(graph())
    assert found == [], "import cycles: " + "; ".join(" -> ".join(c) for c in found)


def test_the_cycle_finder_sees_a_cycle():
    """The checker is not blind: a made-up graph with a circle is reported, named."""
    g = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert cycles(g) == [["a", "b", "c", "a"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


def test_the_reader_sees_deferred_and_type_only_imports():
    """Function-level and ``TYPE_CHECKING`` imports are edges (the registry's type-only
    import of ``engine.base`` was one side of a circle)."""
    mods = _modules()
    g = {m: imports_of(m, mods) for m in mods}
    assert "engine.cards" in g["engine.actions"]
    assert "engine.state" in g["engine.base"]  # the re-exports are edges too
    # engine.ai.coach imports the durak policy inside functions only
    assert "engine.ai.durak_policy" in g["engine.ai.coach"]
    # engine.ai's __init__ importing its own submodules (the bots, to register them) is an
    # edge, like its import of engine.base; the bots import the registry, not the package
    assert "engine.base" in g["engine.ai"]
    assert {"engine.ai.durak_search", "engine.ai.bots"} <= g["engine.ai"]
    assert "engine.ai" not in g["engine.ai.durak_search"]
    assert "engine.ai.bots" in g["engine.ai.durak_search"]


def test_a_circle_through_a_package_init_is_seen(tmp_path):
    """A package whose ``__init__`` imports a submodule that imports a name back from the
    package (the shape ``engine.ai`` and its bots had) is a cycle."""
    pkg = tmp_path / "engine" / "p"
    pkg.mkdir(parents=True)
    (tmp_path / "engine" / "__init__.py").write_text("")
    (pkg / "__init__.py").write_text("X = 1\nfrom . import sub\n")
    (pkg / "sub.py").write_text("from . import X\n")
    mods = {
        "engine": str(tmp_path / "engine" / "__init__.py"),
        "engine.p": str(pkg / "__init__.py"),
        "engine.p.sub": str(pkg / "sub.py"),
    }
    g = {m: imports_of(m, mods) for m in mods}
    assert cycles(g) == [["engine.p", "engine.p.sub", "engine.p"]]
