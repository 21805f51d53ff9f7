"""Reading the other players' hands from their past moves (engine/ai/inference.py), the
``infer="policy"`` mode of the Durak search (expert's sharper model)."""

import random

import pytest

import engine
import engine.ai as ai
from engine.ai import durak_search, inference
from engine.cards import mask_of


def _normal_game_states(variant, players, seed, every=5):
    """States along a game of ``normal`` bots, with at least one bout started."""
    s = engine.new_game(variant, players=players, seed=seed)
    i = 0
    while s.result is None:
        v = s.view(s.current_player)
        if i % every == 2 and any(e.kind == "attack" for e in v.public_log):
            yield s
        s = s.apply(ai.choose(v, level="normal", seed=i))
        i += 1


@pytest.mark.parametrize("variant", ["podkidnoy", "perevodnoy"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_true_past_explains_normal_play_exactly(variant, players):
    """Given the true deal and draws (the full log, not a view's), the replay reproduces
    every move of the ``normal`` bots: weight 1 from any window.  So the model is ``normal``
    itself and the rebuild of the past is right in every variant and table size."""
    checked = 0
    for seed in (1, 2):
        for s in _normal_game_states(variant, players, seed, every=7):
            v = s.view(s.current_player)
            for bouts in (0, 1, 3):
                r = inference.HandReader(v, s.public_log(), bouts=bouts)
                assert r.weight(s, random.Random(0)) == 1.0
                checked += 1
    assert checked >= 12


def test_rebuilt_past_replays_to_the_hypothesis():
    """The hands and talon the rebuild gives for a sampled deal lead, through the public
    actions, to exactly that deal's hands and talon."""
    checked = 0
    for s in _normal_game_states("perevodnoy", 3, 5, every=4):
        v = s.view(s.current_player)
        r = inference.reader_for(v, 0.1, 2)
        assert r is not None
        rng = random.Random(checked)
        det = durak_search.determinise(v, rng)
        hands_now = [det.hand_mask(p) for p in range(v.players)]
        talon_now = [int(c) for c in det.talon]
        past = r.rebuild(hands_now, talon_now, rng)
        assert past is not None
        t = r._start_state(*past)
        for i, _p, action in r.steps:
            if i >= r.i0:
                t = t.apply(action)
        assert [t.hand_mask(p) for p in range(v.players)] == hands_now
        assert [int(c) for c in t.talon] == talon_now
        checked += 1
    assert checked >= 5


def test_reading_finds_more_of_the_hidden_hand_than_uniform_deals():
    """Against ``normal``, deals weighted by the reading hold more of the opponent's true
    hidden cards than uniform deals (measured here: about 0.42 against 0.37 of the hand)."""
    uniform = read = 0.0
    n = 0
    for seed in range(100, 108):
        for s in _normal_game_states("podkidnoy", 2, seed, every=7):
            me = s.current_player
            opp = 1 - me
            v = s.view(me)
            hidden = v.hand_counts[opp] - len(v.known[opp])
            if v.talon_count <= 1 or hidden == 0:
                continue
            truth = s.hand_mask(opp) & ~mask_of(v.known[opp])
            r = inference.reader_for(v, 0.1, 3)
            rng = random.Random(seed)
            ws, hits = [], []
            for _ in range(60):
                det = durak_search.determinise(v, rng)
                ws.append(r.weight(det, rng))
                hits.append(bin(det.hand_mask(opp) & truth).count("1") / hidden)
            uniform += sum(hits) / len(hits)
            read += sum(w * h for w, h in zip(ws, hits)) / sum(ws)
            n += 1
    assert n >= 25
    assert read / n > uniform / n + 0.03


def _a_lead_of_a_middling_card():
    """A position where the bot defends against the opponent's single plain lead of an 8 or
    higher (so lower plain cards exist to be read about), in a game of ``normal`` bots."""
    for seed in range(1, 60):
        s = engine.new_game("podkidnoy", players=2, seed=seed)
        i = 0
        while s.result is None and s.view(0).talon_count > 6:
            if s.phase == "defend" and len(s.table) == 1:
                led = s.table[0][0]
                if led & 3 != s.trump and (led >> 2) >= 6:  # 8 or higher
                    return s
            s = s.apply(ai.choose(s.view(s.current_player), level="normal", seed=i))
            i += 1
    raise AssertionError("no such lead found")


def test_a_lead_is_read():
    """An opponent who led a plain 8 or higher holds no lower plain card (``normal`` leads
    its cheapest card): every deal the reading keeps at full weight agrees, while uniform
    deals often break it."""
    s = _a_lead_of_a_middling_card()
    me = s.current_player
    opp = s.attacker
    v = s.view(me)
    led = v.table[0][0]
    r = inference.reader_for(v, 0.1, 0)
    rng = random.Random(3)
    lower_plain = 0
    for c in v.unknown:
        if c & 3 != v.trump and (c >> 2) < (led >> 2):
            lower_plain |= 1 << c
    full = broken_uniform = 0
    for _ in range(200):
        det = durak_search.determinise(v, rng)
        has_lower = bool(det.hand_mask(opp) & lower_plain)
        broken_uniform += has_lower
        if r.weight(det, rng) == 1.0:
            full += 1
            assert not has_lower
    assert full > 0 and broken_uniform > 50


def test_positions_without_their_past_are_not_read():
    s = engine.new_game("podkidnoy", players=2, seed=4)
    for i in range(9):
        s = s.apply(ai.choose(s.view(s.current_player), level="normal", seed=i))
    loaded = engine.State.from_dict(s.to_dict())
    v = loaded.view(loaded.current_player)
    assert inference.reader_for(v) is None
    a = ai.choose_with_settings(v, "hard", {"infer": "policy", "dets": 3}, seed=2)
    assert loaded.is_legal(a)
    fresh = engine.new_game("podkidnoy", players=2, seed=4)
    assert inference.reader_for(fresh.view(fresh.current_player)) is None  # nothing played


def test_reading_sees_only_the_view():
    """Two states that differ only in cards hidden from the reader give the same weights."""
    s = engine.new_game("podkidnoy", players=2, seed=21)
    for i in range(14):
        s = s.apply(ai.choose(s.view(s.current_player), level="normal", seed=i))
    me = s.current_player
    opp = 1 - me
    v = s.view(me)
    # swap one hidden card of the opponent with one in the talon (not the turned trump)
    hidden = [c for c in s.hand(opp) if c not in v.known[opp]]
    talon = [c for c in s.talon[:-1]]
    d = s.to_dict()
    a, b = str(hidden[0]), str(talon[0])
    d["hands"][opp] = [b if x == a else x for x in d["hands"][opp]]
    d["talon"] = [a if x == b else x for x in d["talon"]]
    other = engine.State.from_dict(d)
    # the swapped state has no past of its own: read both with the first state's public log
    v2 = other.view(me)
    assert v2.hand == v.hand and v2.unknown == v.unknown
    r1 = inference.HandReader(v, v.public_log, 0.1, 3)
    r2 = inference.HandReader(v2, v.public_log, 0.1, 3)
    rng1, rng2 = random.Random(5), random.Random(5)
    for _ in range(20):
        det = durak_search.determinise(v, rng1)
        det2 = durak_search.determinise(v2, rng2)
        assert det.to_dict()["hands"] == det2.to_dict()["hands"]
        assert r1.weight(det, rng1) == r2.weight(det2, rng2)


def test_search_levels_read_hands_and_expert_reads_more():
    from engine.ai import arena

    hard, expert = ai.LEVEL_SETTINGS["hard"], ai.LEVEL_SETTINGS["expert"]
    assert hard["infer"] == expert["infer"] == "policy"
    assert expert["read_bouts"] > hard["read_bouts"] and expert["read_max"] > hard["read_max"]
    assert arena._parse_bot("hard+infer=on") == ("hard", None, {"infer": True})
    assert arena._parse_bot("hard+infer=policy+read_bouts=6") == (
        "hard",
        None,
        {"infer": "policy", "read_bouts": 6},
    )


def test_the_reading_reaches_the_search(monkeypatch):
    """The level's read settings reach the reader, and its weights choose the deals."""
    calls = []
    real = inference.reader_for

    def spy(view, eps=0.2, bouts=0, draws=1):
        calls.append((bouts, eps))
        return real(view, eps, bouts, draws)

    monkeypatch.setattr(inference, "reader_for", spy)
    s = engine.new_game("podkidnoy", players=2, seed=8)
    for i in range(12):
        s = s.apply(ai.choose(s.view(s.current_player), level="normal", seed=i))
    v = s.view(s.current_player)
    a = ai.choose_with_settings(v, "hard", {"read_bouts": 2, "dets": 4}, seed=1)
    assert s.is_legal(a) and calls == [(2, ai.LEVEL_SETTINGS["hard"]["read_eps"])]
    a = ai.choose_with_settings(v, "hard", {"read_eps": 0.01, "dets": 4}, seed=1)
    assert s.is_legal(a) and calls[1] == (ai.LEVEL_SETTINGS["hard"]["read_bouts"], 0.01)


def test_arena_read_prints_a_table(capsys):
    from engine.ai import arena

    assert arena.main(["read", "--games", "2", "--deals", "4"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("hand reading against normal:")
    rows = lines[1:]
    assert len(rows) == len(arena.READ_CONFIGS)
    for (name, _cfg), row in zip(arena.READ_CONFIGS, rows):
        assert name in row
        share = float(row.split(name)[1].split()[0])
        assert 0.0 < share <= 1.0


def test_bigger_tables_use_the_take_rule(monkeypatch):
    """The reading runs at two-seat tables only (at four seats it lost to the take rule)."""
    calls = []
    monkeypatch.setattr(inference, "reader_for", lambda *a, **k: calls.append(1))
    taken = []
    real = durak_search.unlikely_cards
    monkeypatch.setattr(durak_search, "unlikely_cards", lambda v: taken.append(1) or real(v))
    s = engine.new_game("podkidnoy", players=3, seed=8)
    for i in range(12):
        s = s.apply(ai.choose(s.view(s.current_player), level="normal", seed=i))
    v = s.view(s.current_player)
    a = ai.choose_with_settings(v, "hard", {"dets": 3}, seed=1)
    assert s.is_legal(a)
    assert calls == [] and taken
