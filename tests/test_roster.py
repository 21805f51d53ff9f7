"""Checks the opponent table of game/roster.rpy without Ren'Py.

The table is the literal `OPPONENTS = [...]` in the `init ... python in roster:`
block; this test reads that block with `ast` (``_("...")`` calls are read as
their string), so the game and the test use the very same data.
"""

import ast
import random
import re
import sys
import types
from pathlib import Path

import pytest
from rpy_block import python_block

ROOT = Path(__file__).resolve().parents[1]
ROSTER = ROOT / "game" / "roster.rpy"
STORY = ROOT / "game" / "story"

IDS = ["marta", "aurelia", "pip", "brandt", "market", "lina", "ash", "hunter"]
VARIANTS = {"podkidnoy", "perevodnoy", "svoi_kozyri", "warfare"}
LEVELS = ["easy", "normal", "hard", "expert"]
STYLES = {"reckless", "aggressive", "defensive", "cunning", "balanced", "master"}
WHO = {"marta", "aurelia", "pip", "brandt", "lina", "vix", "ash", "hunter"}
PLACES = {"border", "inn", "road", "temple", "tower", "market", "camp", "lodge", "night", "map"}


def _roster_block():
    return python_block(ROSTER, "roster")


def _literal(node):
    """ast.literal_eval that also reads _("text") as "text"."""
    if (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id == "_"
        and len(node.args) == 1
        and not node.keywords
    ):
        return _literal(node.args[0])
    if isinstance(node, ast.List):
        return [_literal(e) for e in node.elts]
    if isinstance(node, ast.Dict):
        return {_literal(k): _literal(v) for k, v in zip(node.keys, node.values)}
    return ast.literal_eval(node)


def _constants():
    tree = ast.parse(_roster_block())
    out = {}
    for stmt in tree.body:
        if (
            isinstance(stmt, ast.Assign)
            and len(stmt.targets) == 1
            and isinstance(stmt.targets[0], ast.Name)
        ):
            try:
                out[stmt.targets[0].id] = _literal(stmt.value)
            except ValueError:
                pass  # computed values (BY_ID, ...) are not data
    return out


C = _constants()
OPP = C["OPPONENTS"]
BY_ID = {o["id"]: o for o in OPP}


def test_ids_in_contract_order():
    assert [o["id"] for o in OPP] == IDS


def test_start_and_rule():
    assert C["START"] == "marta"
    assert C["UNLOCK_RULE"] == "all"
    assert C["LEVELS"] == LEVELS
    assert C["FINAL"] == "hunter"
    assert C["ENDING_CHAPTER"] == "chapter_ending"


def test_every_opponent_reachable_from_marta():
    seen, todo = set(), ["marta"]
    while todo:
        a = todo.pop()
        if a not in seen:
            seen.add(a)
            todo.extend(BY_ID[a]["unlocks"])
    assert seen == set(IDS)


def test_edges_name_known_opponents():
    for o in OPP:
        for b in o["unlocks"]:
            assert b in BY_ID, (o["id"], b)
            assert b != o["id"]


def test_graph_has_no_cycle():
    order = []  # Kahn's algorithm: every node gets ordered iff there is no cycle
    indeg = {i: 0 for i in IDS}
    for o in OPP:
        for b in o["unlocks"]:
            indeg[b] += 1
    ready = [i for i in IDS if indeg[i] == 0]
    while ready:
        a = ready.pop()
        order.append(a)
        for b in BY_ID[a]["unlocks"]:
            indeg[b] -= 1
            if indeg[b] == 0:
                ready.append(b)
    assert sorted(order) == sorted(IDS), f"cycle among {sorted(set(IDS) - set(order))}"
    assert ready == [] and order[0] == "marta"


def test_unlock_graph_is_the_story_graph():
    edges = {o["id"]: sorted(o["unlocks"]) for o in OPP}
    assert edges == {
        "marta": ["aurelia", "pip"],
        "aurelia": ["brandt"],
        "pip": ["brandt"],
        "brandt": ["market"],
        "market": ["ash", "lina"],
        "lina": ["hunter"],
        "ash": ["hunter"],
        "hunter": [],
    }


def test_unlock_order_under_the_all_rule():
    """Simulate winning in story order: each opponent must be open when reached."""

    def open_set(won):
        out = {"marta"} | set(won)
        for i in IDS:
            pre = [o["id"] for o in OPP if i in o["unlocks"]]
            if pre and all(p in won for p in pre):
                out.add(i)
        return out

    won = []
    for i in IDS:
        assert i in open_set(won), i
        won.append(i)
    assert open_set(["marta", "aurelia"]) == {"marta", "aurelia", "pip"}  # Brandt needs Pip too
    assert "hunter" not in open_set(IDS[:-2])  # Hunter needs Ash too


def test_every_variant_and_the_animal_deck_appear():
    assert {o["variant"] for o in OPP} == VARIANTS
    assert any(o["skin"] == "animal" for o in OPP)
    assert BY_ID["hunter"]["skin"] == "animal"
    assert all(o["skin"] in ("classic", "classic4", "animal") for o in OPP)


def test_chapter_labels_are_named_by_contract():
    for o in OPP:
        expected = "chapter_prologue" if o["id"] == "marta" else "chapter_" + o["id"]
        assert o["chapter"] == expected


def test_chapter_labels_present_in_story_files_are_spelled_right():
    """Every `label chapter_*` the writer defined matches a roster chapter or the ending."""
    wanted = {o["chapter"] for o in OPP} | {C["ENDING_CHAPTER"]}
    found = set()
    for path in STORY.glob("ch*.rpy"):
        found |= set(
            re.findall(r"^label\s+(chapter_\w+)\s*:", path.read_text(encoding="utf-8"), re.M)
        )
    assert found <= wanted, sorted(found - wanted)


@pytest.mark.parametrize("oid", IDS)
def test_seats_levels_styles(oid):
    o = BY_ID[oid]
    assert o["players"] == len(o["seats"]) + 1
    for s in o["seats"]:
        assert s["who"] in WHO
        assert s["level"] in LEVELS
        assert s["style"] in STYLES
    assert set(o["who"]) == {s["who"] for s in o["seats"]}
    assert o["place"] in PLACES
    assert o["name"] and o["hint"] and o["title"] and o["game"]
    x, y = o["pos"]
    assert 0.0 < x < 1.0 and 0.0 < y < 1.0
    assert o["series"] is None or (isinstance(o["series"], int) and o["series"] >= 1)
    assert isinstance(o["options"], dict)


def test_the_brief_levels_and_styles():
    def seat(oid, who=None):
        return next(s for s in BY_ID[oid]["seats"] if who is None or s["who"] == who)

    assert seat("marta")["level"] == "easy" and BY_ID["marta"]["tutorial"] is True
    assert (seat("aurelia")["level"], seat("aurelia")["style"]) == ("normal", "reckless")
    assert (seat("pip")["level"], seat("pip")["style"]) == ("normal", "aggressive")
    assert (seat("brandt")["level"], seat("brandt")["style"]) == ("hard", "defensive")
    assert BY_ID["market"]["players"] == 3 and BY_ID["market"]["series"] == 3
    assert {s["level"] for s in BY_ID["market"]["seats"]} == {"normal", "hard"}
    assert BY_ID["lina"]["variant"] == "svoi_kozyri" and seat("lina")["level"] == "hard"
    assert BY_ID["ash"]["variant"] == "warfare" and seat("ash")["level"] == "hard"
    assert seat("hunter")["level"] == "expert" and BY_ID["hunter"]["series"]
    # the lessons at the table: Marta's Podkidnoy, Lina's Svoi Kozyri, Ash's Warfare
    assert [o["id"] for o in OPP if o["tutorial"]] == ["marta", "lina", "ash"]


def test_renamable_names_use_substitutions():
    assert BY_ID["brandt"]["name"] == "[brandt_name]"
    assert BY_ID["ash"]["name"] == "[ash_name]"
    assert C["WHO_NAMES"]["brandt"] == "[brandt_name]" and C["WHO_NAMES"]["ash"] == "[ash_name]"
    assert set(C["WHO_NAMES"]) == WHO


def test_map_markers_do_not_overlap():
    """Markers are ~230x190 px on 1920x1080; keep their centres apart."""
    pts = [(o["id"], o["pos"][0] * 1920, o["pos"][1] * 1080) for o in OPP]
    for i, (a, ax, ay) in enumerate(pts):
        for b, bx, by in pts[i + 1 :]:
            assert abs(ax - bx) > 240 or abs(ay - by) > 200, (a, b)


# --------------------------------------------------------------------------
# The roster's functions, run outside Ren'Py with a stand-in `renpy` and
# `store` (persistent data as plain attributes).


class _Persistent:
    def __getattr__(self, name):  # Ren'Py's persistent answers None for unknown fields
        if name.startswith("__"):
            raise AttributeError(name)
        return None


@pytest.fixture
def roster(monkeypatch):
    store = types.ModuleType("store")
    store.persistent = _Persistent()
    store.player_name, store.brandt_name, store.ash_name = "Dasha", "Sir Oak", "Ash"
    fake = types.SimpleNamespace(
        substitute=lambda s: s.replace("[brandt_name]", store.brandt_name).replace(
            "[ash_name]", store.ash_name
        ),
        save_persistent=lambda: None,
        random=random.Random(7),
        has_image=lambda *a, **k: False,
    )
    monkeypatch.setitem(sys.modules, "store", store)
    ns = {"_": lambda s: s, "renpy": fake, "__name__": "roster"}
    exec(compile(_roster_block(), str(ROSTER), "exec"), ns)
    ns["_store"] = store
    return types.SimpleNamespace(**ns)


def test_graph_problems_function(roster):
    assert roster.graph_problems() == []
    broken = [dict(o) for o in roster.OPPONENTS]
    broken[-1] = dict(broken[-1], unlocks=["marta"])  # hunter -> marta: a cycle
    assert any(p.startswith("cycle") for p in roster.graph_problems(broken))
    broken = [dict(o) for o in roster.OPPONENTS if o["id"] != "market"]
    assert any("unknown market" in p for p in roster.graph_problems(broken))


def test_status_and_unlocks_follow_the_records(roster):
    assert {i: roster.status(i) for i in IDS} == dict({i: "locked" for i in IDS}, marta="open")
    assert roster.record("marta", "win", "easy", "t1") == ["aurelia", "pip"]
    assert roster.status("marta") == "beaten" and roster.status("brandt") == "locked"
    assert roster.record("aurelia", "win", "normal", "t2") == []
    assert roster.record("pip", "win", "normal", "t3") == ["brandt"]
    p = roster._store.persistent
    assert type(p.kozyr_records) is dict and type(p.kozyr_unlocked) is list
    assert all(type(r) is dict for r in p.kozyr_records.values())
    assert p.kozyr_unlocked == sorted(["marta", "aurelia", "pip", "brandt"])


def test_record_counts_once_per_token_and_tracks_streak_and_best(roster):
    roster.record("marta", "loss", "easy", "a")
    roster.record("marta", "loss", "easy", "a")  # re-run of the same duel: ignored
    assert roster.record_of("marta")["losses"] == 1
    roster.record("marta", "loss", "easy", "b")
    assert roster.record_of("marta")["streak_losses"] == 2
    roster.record("marta", "draw", "easy", "c")
    roster.record("marta", "win", "easy", "d")
    rec = roster.record_of("marta")
    assert rec == {"wins": 1, "losses": 2, "draws": 1, "best_level": "easy", "streak_losses": 0}
    roster.record("brandt", "win", "normal", "e")
    roster.record("brandt", "win", "hard", "f")
    roster.record("brandt", "win", "easy", "g")
    assert roster.record_of("brandt")["best_level"] == "hard"


def test_easier_offer_after_two_losses_in_a_row(roster):
    assert not roster.can_offer_easier("brandt")
    roster.record("brandt", "loss", "hard", "1")
    assert not roster.can_offer_easier("brandt")
    roster.record("brandt", "loss", "hard", "2")
    assert roster.can_offer_easier("brandt") and roster.easier_steps("brandt") == 1
    spec = roster.spec("brandt", roster.easier_steps("brandt"))
    assert roster.headline_level(spec) == "normal"
    roster.record("brandt", "loss", "normal", "3")
    roster.record("brandt", "loss", "normal", "4")
    assert roster.headline_level(roster.spec("brandt", roster.easier_steps("brandt"))) == "easy"
    assert roster.spec("marta", 5)["seats"][1]["level"] == "easy"  # never below easy
    assert not roster.can_offer_easier("marta")  # Marta is easy already


def test_an_easier_hunter_is_really_easier(roster):
    """expert is no stronger than hard (docs/ai.md), so one step easier than it is normal,
    and it is named hard (the coach's relabelling, issue 21)."""
    assert roster.spec("hunter", 0)["seats"][1]["level"] == "expert"
    assert roster.headline_level(roster.spec("hunter", 1)) == "normal"
    assert roster.level_name("expert") == roster.level_name("hard")


def test_spec_matches_the_contract(roster):
    for oid in IDS:
        spec = roster.spec(oid)
        assert set(spec) == {
            "variant",
            "players",
            "options",
            "seats",
            "series",
            "skin",
            "tutorial",
            "seed",
            "coach",
        }
        assert spec["seed"] is None and len(spec["seats"]) == spec["players"]
        assert spec["seats"][0] == {"who": "mc", "name": "Dasha", "level": None, "style": None}
        for seat in spec["seats"]:
            assert set(seat) == {"who", "name", "level", "style"} and type(seat) is dict
    assert roster.spec("brandt")["seats"][1]["name"] == "Sir Oak"
    assert [s["who"] for s in roster.spec("market")["seats"]] == ["mc", "lina", "vix"]
    assert roster.spec("hunter")["skin"] == "animal" and roster.spec("hunter")["series"] == 3
    assert roster.spec("marta")["tutorial"] is True and roster.spec("marta", 1)["tutorial"] is False
    assert roster.spec("lina")["coach"] == "lina" and roster.spec("ash")["coach"] == "ash"


def test_story_status_follows_this_playthrough(roster):
    """The map's story follows spine_wins (this playthrough), not the records:
    a New Game walks the road again even when every opponent was beaten before."""
    for i, oid in enumerate(IDS):
        roster.record(oid, "win", "hard", f"old{i}")
    assert all(roster.status(oid) == "beaten" for oid in IDS)  # records: all beaten
    roster._store.spine_wins = set()
    assert {oid: roster.story_status(oid) for oid in IDS} == dict(
        {oid: "locked" for oid in IDS}, marta="open"
    )
    roster._store.spine_wins = {"marta", "aurelia"}
    assert roster.story_status("marta") == "won" and roster.story_status("pip") == "open"
    assert roster.story_status("brandt") == "locked"  # needs Pip too
    assert roster.compute_story_open({"marta", "aurelia", "pip", "brandt", "market"}) == {
        "lina",
        "ash",
    }
    assert roster.compute_story_open(IDS) == set()  # the ending is next
    assert roster.story_status("hunter", wins=["lina", "ash"]) == "open"
