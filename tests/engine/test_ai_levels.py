"""The AI levels in one table (``engine.ai.levels``, issue 29 item 6): the engine reads its
budgets and fallbacks from it, and the copies the game, the server and docs/ai.md still keep
agree with it (these checks go once those places read the table)."""

import os
import random
import re
from types import SimpleNamespace

import pytest

import engine
from engine import ai
from engine.ai.levels import AI_LEVELS, LEVELS, SEARCH_LEVELS, level_info

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def test_the_table_names_every_level_in_order():
    assert LEVELS == ai.LEVELS == ("easy", "normal", "hard", "expert")
    assert SEARCH_LEVELS == ("hard", "expert")
    assert ai.AI_LEVELS is AI_LEVELS
    for row in AI_LEVELS:
        assert level_info(row.name) is row
        if row.search:
            assert row.budget_ms and row.fallback == "normal"
            assert ai.LEVEL_SETTINGS[row.name]["budget_ms"] == row.budget_ms
        else:
            assert row.budget_ms is None and row.fallback is None
            assert row.name not in ai.LEVEL_SETTINGS
        assert row.interactive_ms > 0 and row.server_ms > 0
    assert level_info("nonsense").name == "normal" and level_info(None).name == "normal"


def test_the_safety_net_is_one_seeded_move_that_avoids_taking():
    s = engine.new_game("podkidnoy", players=2, seed=3)
    legal = s.legal_actions()
    a = ai.fallback_move(legal, 7)
    assert a in legal and a == ai.fallback_move(legal, 7)
    take = [engine.Action("take"), legal[0]]
    assert all(ai.fallback_move(take, k) == legal[0] for k in range(20))
    assert ai.fallback_move([engine.Action("take")], 1).kind == "take"


def test_the_server_falls_back_to_the_same_move(monkeypatch):
    """A bot that fails outright: the server's bots (engine.net.bots) and its turn clock
    play engine.ai.fallback_move, not a fallback of their own."""
    from engine.net import bots, clock

    s = engine.new_game("podkidnoy", players=2, seed=11)
    while len(s.legal_actions()) < 3:
        s = s.apply(s.legal_actions()[0])
    v = s.view(s.current_player)

    def broken(*a, **kw):
        raise RuntimeError("a broken bot")

    monkeypatch.setattr(ai, "_choose", broken)
    for seed in range(5):
        want = ai.fallback_move(v.legal_actions(), seed)
        assert bots.bot_choose(v, "hard", None, seed, 100.0) == want
    # the clock's move for a seat whose bot raised (a table's state, the server's rng)
    monkeypatch.setattr(bots, "bot_choose", broken)
    monkeypatch.setattr(clock, "bot_choose", broken)
    table = SimpleNamespace(state=s, code="T")
    for k in range(5):
        limits = SimpleNamespace(bot_budget_ms=100.0)
        server = SimpleNamespace(_rng=random.Random(k), limits=limits)
        seed = random.Random(k).randrange(1 << 30)
        moved = clock.Clock._quick_move(server, table, "normal", None)  # type: ignore[arg-type]
        assert moved == ai.fallback_move(s.legal_actions(), seed)


def test_a_failing_search_plays_the_fallback_level(monkeypatch):
    """hard's search raising: the move is its fallback level's (normal's) rule move."""
    s = engine.new_game("podkidnoy", players=2, seed=9)
    for _ in range(3):
        s = s.apply(s.legal_actions()[0])
    v = s.view(s.current_player)
    bot = ai.bot_for("podkidnoy")

    def broken(*_a, **_k):
        raise RuntimeError("search broke")

    monkeypatch.setattr(type(bot), "search", broken)
    rng = random.Random(ai._mix(5, "hard"))
    expected = bot.rule(v, "normal", ai.get_style(None), rng)
    assert ai.choose(v, level="hard", seed=5) == expected


# --- the copies that still live elsewhere ------------------------------------------------


def test_the_game_table_reads_its_budgets_from_the_table():
    """game/table/duel_ai.rpy keeps no copy of the budgets: it asks
    ``level_info(level).interactive_ms`` (a number in the game file would drift)."""
    path = os.path.join(ROOT, "game", "table", "duel_ai.rpy")
    with open(path, encoding="utf-8") as f:
        text = f.read()
    assert "level_info(level).interactive_ms" in text
    assert not re.search(r"^\s*AI_BUDGET_MS\s*=", text, re.M), "a copy of the budgets is back"
    budget_number = r"\"(easy|normal|hard|expert)\"\s*:\s*\d"
    assert not re.search(budget_number, text), "a budget number in the game"


def test_the_servers_bot_budget_is_the_tables_server_one():
    """engine/net/limits.py keeps one ``bot_budget_ms`` for every level until it reads
    ``level_info(level).server_ms``."""
    limits = pytest.importorskip("engine.net.limits")
    default = {x.name: x.default for x in limits.LIMITS}["bot_budget_ms"]
    assert {row.server_ms for row in AI_LEVELS} == {default}


_CELL = r" ([^|]+) \|"


def test_docs_ai_md_shows_the_table():
    with open(os.path.join(ROOT, "docs", "ai.md"), encoding="utf-8") as f:
        text = f.read()
    rows = {}
    for line in text.splitlines():
        m = re.match(r"^\| `(easy|normal|hard|expert)` \| (yes|no) \|" + _CELL * 4 + "$", line)
        if m:
            rows[m.group(1)] = m.groups()[1:]

    def ms(x):
        return "–" if x is None else f"{x:g} ms"

    assert set(rows) == set(LEVELS), "the level table of docs/ai.md is missing rows"
    for row in AI_LEVELS:
        want = (
            "yes" if row.search else "no",
            ms(row.budget_ms),
            ms(row.interactive_ms),
            ms(row.server_ms),
            row.fallback or "safety net",
        )
        assert tuple(c.strip() for c in rows[row.name]) == want, row.name
