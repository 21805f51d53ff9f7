"""The post-duel scenes state only what the duel record holds.

Every chapter's `.win`, `.loss` and `.draw` scenes (game/story/ch*.rpy) are walked
without Ren'Py: a small interpreter follows their `if`/`elif`/`else` with the real
helpers of game/story/recap.rpy, runs their `$` lines and collects what is said, for
records of real engine games of that opponent's table (random and biased players, many
deals), for no record at all, and for the story flags' values. FACTS lists every line
that states something about the game, with the check it needs on the record; the test
fails when such a line is said without the record holding it, and when a fact's line is
never said at all (a condition that can never be true is a dead line).
"""

import re

import pytest
from story_facts import CHAPTERS, FACT_OWNERS, FACTS, FLAGS, NEVER, NO_DRAW, SCENES, STORY, TABLES
from story_games import RARE, find_rare, playoff_market_win, records_for
from story_walker import walk

from engine import record

# ------------------------------------------------------------------------------------------
# the tests


@pytest.fixture(scope="module")
def records():
    recs = {oid: records_for(oid, 25 if TABLES[oid][2] else 40) for oid in CHAPTERS}
    for oid, kind, want in RARE:
        recs[oid].append(find_rare(oid, kind, want))
    recs["market"].append(playoff_market_win())
    return recs


def _flag_sets():
    keys = sorted(FLAGS)
    yield {k: FLAGS[k][0] for k in keys}
    yield {k: FLAGS[k][-1] for k in keys}


@pytest.mark.parametrize("oid", sorted(CHAPTERS))
def test_no_line_states_what_the_record_does_not_hold(oid, records):
    seen = set()
    by_outcome = {"win": [], "loss": [], "draw": []}
    for rec in records[oid]:
        by_outcome[rec["outcome"]].append(rec)
    for scene in SCENES:
        if scene == "draw" and oid in NO_DRAW:
            continue
        for flags in _flag_sets():
            # no record: no fact at all
            for line in walk(oid, scene, None, flags):
                for pat, _check in FACTS:
                    assert not re.search(pat, line), f"{oid}.{scene} without a record says: {line}"
            for rec in by_outcome[scene]:
                for line in walk(oid, scene, rec, flags):
                    assert "[" not in line, f"unfilled word in {line!r}"
                    for pat, check in FACTS:
                        m = re.search(pat, line)
                        if m:
                            seen.add(pat)
                            assert check(rec, m), (
                                f"{oid}.{scene} says {line!r}, record: {rec['highlights']}"
                            )
    mine_facts = FACT_OWNERS[oid]
    dead = [p for p in mine_facts if p not in seen]
    assert not dead, f"{oid}: lines never said with any record: {dead}"


def test_no_scene_claims_what_no_record_holds():
    for f in sorted(STORY.glob("ch*.rpy")):
        text = f.read_text(encoding="utf-8")
        for pat in NEVER:
            assert not re.search(pat, text), f"{f.name} says {pat!r}"


def test_fact_table_is_split_by_chapter():
    owned = [p for ps in FACT_OWNERS.values() for p in ps]
    assert sorted(owned) == sorted(p for p, _c in FACTS) and len(set(owned)) == len(FACTS)


def test_every_highlight_a_scene_asks_for_exists():
    names = set()
    for f in STORY.glob("ch*.rpy"):
        names |= set(re.findall(r'story_has\("([\w:]+)"\)', f.read_text(encoding="utf-8")))
    known = set(record.GAME_HIGHLIGHTS) | set(record.SERIES_HIGHLIGHTS)
    assert names and names <= known, names - known


def test_each_opponent_reacts_to_at_least_three_highlights():
    """At least three different facts of each opponent's duel can be said."""
    for oid, facts in FACT_OWNERS.items():
        assert len(facts) >= 3, oid


def test_a_series_has_no_draw_scene_and_its_records_no_draw():
    """A series ends only when one seat alone holds the fewest tokens, so a series
    chapter has no `.draw` scene to be sent to (a dead scene), and no real series
    record is a draw."""
    for oid in NO_DRAW:
        text = (STORY / CHAPTERS[oid]).read_text(encoding="utf-8")
        assert "label .draw:" not in text and "jump .draw" not in text, oid
        assert TABLES[oid][2], oid
    for oid, (_v, _p, series) in TABLES.items():
        if series:
            assert oid in NO_DRAW, oid
            for rec in records_for(oid, 6):
                assert rec["outcome"] != "draw" and len(rec["leaders"]) == 1, rec["tokens"]
