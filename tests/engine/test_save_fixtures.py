"""Committed engine positions of every variant load in this version (issue 10, updates).

``tests/fixtures/positions/*.json`` are ``State.to_dict()`` positions written by
``tools/make_save_fixtures.py``; their names end in ``-f<format>``. Files are never rewritten,
so when the save format changes the old files stay and this test proves that a later version
still reads (migrates) every format a player's save may hold. Ren'Py pickles engine objects by
import path, so the paths pickles refer to are pinned here too.
"""

from __future__ import annotations

import io
import json
import pickle
import pickletools
import random
import re
from pathlib import Path

import pytest

import engine
import engine.ai

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "positions"
FILES = sorted(FIXTURES.glob("*.json"))
NAME_RE = re.compile(
    r"^(?P<variant>[a-z_]+)-(?P<players>\d)p-(?P<stop>\d+|end)-f(?P<fmt>\d+)\.json$"
)
CURRENT_FORMAT = engine.new_game("podkidnoy", players=2, seed=1).to_dict()["format"]


def current_format(variant: str) -> int:
    """The save format ``variant`` writes now (each variant numbers its own)."""
    return engine.new_game(variant, players=2, seed=1).to_dict()["format"]


def load(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def test_every_variant_has_fixtures():
    assert FILES, "no fixtures: run python3 tools/make_save_fixtures.py positions"
    seen = {}
    for path in FILES:
        m = NAME_RE.match(path.name)
        assert m, f"unexpected fixture name {path.name}"
        seen.setdefault(m["variant"], set()).add(m["stop"])
    assert set(seen) == set(engine.variants())
    for variant, stops in seen.items():
        assert "0" in stops and "end" in stops and len(stops) >= 3, (variant, stops)


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_fixture_loads_and_plays_on(path):
    m = NAME_RE.match(path.name)
    d = load(path)
    assert d["variant"] == m["variant"] and d["format"] == int(m["fmt"])
    current = current_format(d["variant"])
    assert d["format"] <= current, "a fixture from the future"
    state = engine.State.from_dict(d)
    assert state.variant == d["variant"] and state.players == int(m["players"])
    now = state.to_dict()
    assert now["format"] == current
    if d["format"] == current:
        # the current format round-trips exactly
        assert now == d
    # a migrated position is stable: loading it again gives the same position
    assert engine.State.from_dict(json.loads(json.dumps(now))) == state
    # a pickle (what a Ren'Py save holds) gives the same position
    assert pickle.loads(pickle.dumps(state, protocol=2)) == state
    assert state.is_terminal() == (m["stop"] == "end")
    # the game plays on to its end with legal moves
    rng = random.Random(path.name)
    n = 0
    while not state.is_terminal():
        p = state.current_player
        legal = state.legal_actions()
        assert legal, f"{path.name}: no legal move for seat {p}"
        a = engine.ai.choose(state.view(p), level="easy", seed=rng.randrange(1 << 30))
        assert a in legal
        state = state.apply(a)
        n += 1
        assert n < 10000
    assert state.result is not None


def test_future_formats_are_refused():
    d = load(FILES[0])
    d["format"] = CURRENT_FORMAT + 1
    with pytest.raises(ValueError):
        engine.State.from_dict(d)


def pickle_globals(obj) -> set:
    out = io.StringIO()
    pickletools.dis(pickle.dumps(obj, protocol=2), out=out)
    return set(re.findall(r"GLOBAL\s+'([^']+)'", out.getvalue()))


# The import paths a Ren'Py save refers to. Renaming or moving any of these makes every save
# unloadable: keep an alias at the old path before changing this list.
STABLE_PATHS = {
    "__builtin__ getattr",
    "engine.base State",
    "engine.cards Card",
    "engine.base Action",
    "engine.base Result",
    "engine.series Series",
    "engine.base Event",
}


def test_pickles_refer_only_to_stable_import_paths():
    found = set()
    for variant in engine.variants():
        s = engine.new_game(variant, players=2, seed=4)
        found |= pickle_globals(s)
        found |= pickle_globals(s.legal_actions()[0])
        found |= pickle_globals(engine.CARDS[5])
        while not s.is_terminal():
            s = s.apply(engine.ai.choose(s.view(s.current_player), level="easy", seed=1))
        found |= pickle_globals(s.result)
        if engine.VARIANTS[variant].series:
            found |= pickle_globals(engine.Series(variant, players=2, games=3, seed=2))
    unknown = found - STABLE_PATHS
    assert not unknown, f"pickles refer to new import paths: {sorted(unknown)}"
    for path in found:
        module, name = path.split(" ")
        if module == "__builtin__":
            continue
        mod = __import__(module, fromlist=[name])
        assert hasattr(mod, name), path
