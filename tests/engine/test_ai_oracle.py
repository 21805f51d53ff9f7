"""The arena-only ``oracle-hard`` bot (NOT honest: it searches the true position) and the
arena's settings overrides (``hard+solve_cards=6``).  The oracle must stay out of the levels
the game can ask for; the overrides must reach the search and nothing else."""

import io
import random

import pytest

import engine
import engine.ai as ai
from engine.ai import arena, durak_search


def _midgame(seed=11, moves=9):
    s = engine.new_game("podkidnoy", players=2, seed=seed)
    for i in range(moves):
        s = s.apply(ai.choose(s.view(s.current_player), level="normal", seed=i))
    return s


def test_oracle_is_not_a_game_level():
    assert "oracle-hard" not in ai.LEVELS
    assert "oracle-hard" not in ai.LEVEL_SETTINGS
    assert set(arena.ORACLE_LEVELS).isdisjoint(ai.LEVELS)
    # the game's entry point treats the name as an unknown level (normal), never as the oracle
    s = _midgame()
    v = s.view(s.current_player)
    for seed in range(5):
        assert ai.choose(v, level="oracle-hard", seed=seed) == ai.choose(
            v, level="normal", seed=seed
        )


def test_oracle_rolls_out_the_true_position(monkeypatch):
    """Every rollout of the oracle starts from the true position after a candidate move (so
    it does see the opponent's hand), and the honest hard never gets that position."""
    s = _midgame()
    p = s.current_player
    assert s.talon  # hidden cards exist
    starts = []

    def spy(state, me, style, low, rng, cap=durak_search.ROLLOUT_CAP):
        starts.append(state)
        return 0.0

    monkeypatch.setattr(durak_search, "rollout", spy)
    a = arena._oracle_choose("oracle-hard", s, p, None, 3, 1000.0)
    assert s.is_legal(a)
    assert starts
    legal = s.legal_actions()
    truth = {s.apply(x).to_dict()["hands"].__repr__() for x in legal}
    for st in starts:
        assert repr(st.to_dict()["hands"]) in truth
        assert st.to_dict()["talon"] == s.to_dict()["talon"]


def test_parse_bot_overrides():
    assert arena._parse_bot("hard") == ("hard", None)
    assert arena._parse_bot("hard:cunning") == ("hard", "cunning")
    assert arena._parse_bot("hard+solve_cards=6") == ("hard", None, {"solve_cards": 6})
    assert arena._parse_bot("hard+infer=off+solve_share=0.25:balanced") == (
        "hard",
        "balanced",
        {"infer": False, "solve_share": 0.25},
    )
    assert arena._parse_bot("oracle-hard+solve_cards=6") == (
        "oracle-hard",
        None,
        {"solve_cards": 6},
    )
    with pytest.raises(ValueError):
        arena._parse_bot("hard+no_such_setting=1")
    with pytest.raises(ValueError):
        arena._parse_bot("normal+infer=off")


def test_choose_with_settings_reaches_the_search(monkeypatch):
    seen = {}

    def fake(view, style, rng, budget, dets, prior, solve_budget, solve_cards, infer, margin, read):
        seen.update(dets=dets, solve_cards=solve_cards, infer=infer, margin=margin)
        return prior

    monkeypatch.setattr(durak_search, "search_choice", fake)
    s = _midgame()
    v = s.view(s.current_player)
    ai.choose_with_settings(v, "hard", {"solve_cards": 6, "infer": False, "margin": 0.2}, seed=1)
    assert seen == {"dets": 40, "solve_cards": 6, "infer": False, "margin": 0.2}
    ai.choose(v, level="hard", seed=1)  # the defaults are untouched
    assert seen == {
        "dets": ai.LEVEL_SETTINGS["hard"]["dets"],
        "solve_cards": ai.LEVEL_SETTINGS["hard"]["solve_cards"],
        "infer": ai.LEVEL_SETTINGS["hard"]["infer"],
        "margin": ai.LEVEL_SETTINGS["hard"]["margin"],
    }
    with pytest.raises(KeyError):
        ai.choose_with_settings(v, "hard", {"bogus": 1})
    with pytest.raises(ValueError):
        ai.choose_with_settings(v, "normal", {})


def test_arena_plays_oracle_and_overridden_bots():
    out = io.StringIO()
    r = arena.run_match("oracle-hard", "normal", "podkidnoy", 2, 2, 7, 20.0, None, None, out)
    assert r["games"] == 2 and r["win"] + r["draw"] + r["loss"] == 2
    r = arena.run_match(
        "hard+dets=2+solve_cards=4", "normal", "podkidnoy", 2, 2, 7, None, None, None, out
    )
    assert r["games"] == 2
    assert "oracle-hard" in out.getvalue() and "hard+dets=2+solve_cards=4" in out.getvalue()


def test_oracle_is_deterministic_for_a_seed():
    rng = random.Random(5)
    s = _midgame(seed=rng.randrange(1000))
    p = s.current_player
    # a budget no search reaches: the oracle does one round of rollouts and stops
    for level in arena.ORACLE_LEVELS:
        first = arena._oracle_choose(level, s, p, None, 9, 10_000.0, {"dets": 4})
        assert first == arena._oracle_choose(level, s, p, None, 9, 10_000.0, {"dets": 4})


def test_oracle_hands_deals_the_true_hands_and_samples_the_talon(monkeypatch):
    s = _midgame(seed=23)
    p = s.current_player
    truth = s.to_dict()
    assert len(truth["talon"]) > 2
    dealt = []
    real = durak_search.determinise

    def spy(*args, **kw):
        d = real(*args, **kw)
        dealt.append(d.to_dict())
        return d

    monkeypatch.setattr(durak_search, "determinise", spy)
    a = arena._oracle_choose("oracle-hands", s, p, None, 4, 10_000.0, {"dets": 6})
    assert s.is_legal(a)
    assert len(dealt) == 6
    for d in dealt:
        assert [sorted(h) for h in d["hands"]] == [sorted(h) for h in truth["hands"]]
        assert sorted(d["talon"]) == sorted(truth["talon"])
        assert d["talon"][-1] == truth["talon"][-1]  # the turned trump stays at the bottom
    assert len({tuple(d["talon"]) for d in dealt}) > 1  # the order is sampled
