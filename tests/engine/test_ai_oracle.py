"""The arena-only ``oracle-hard`` bot (NOT honest: it searches the true position) and the
arena's settings overrides (``hard+solve_cards=6``).  The oracle must stay out of the levels
the game can ask for; the overrides must reach the search and nothing else."""

import io
import random

import pytest

import engine
import engine.ai as ai
from engine.ai import arena, durak_search, fastsim


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
    """Every playout of the oracle starts from the true hands and talon with a legal
    candidate move (so it does see the opponent's hand), and the honest hard never gets
    that deal."""
    s = _midgame()
    p = s.current_player
    assert s.talon  # hidden cards exist
    starts = []
    real = fastsim.playout

    def spy(pos, hands, talon, first, *args, **kw):
        starts.append((list(hands), list(talon), first))
        return real(pos, hands, talon, first, *args, **kw)

    monkeypatch.setattr(fastsim, "playout", spy)
    a = arena._oracle_choose("oracle-hard", s, p, None, 3, 1000.0)
    assert s.is_legal(a)
    assert starts
    truth = [s.hand_mask(q) for q in range(s.players)]
    for hands, talon, first in starts:
        assert hands == truth
        assert talon == [int(c) for c in s.talon]
        assert s.is_legal(first)
    # the honest search deals from the view: never the true hidden hand every time
    starts.clear()
    ai.choose_with_settings(s.view(p), "hard", {"infer": False, "dets": 20}, seed=3)
    assert starts and any(h != truth for h, _t, _f in starts)


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

    def fake(
        view,
        style,
        rng,
        budget,
        dets,
        prior,
        solve_budget,
        solve_cards,
        infer,
        margin,
        read,
        leaf_nodes=0,
    ):
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
    hands_true = [s.hand_mask(q) for q in range(s.players)]
    talon_true = [int(c) for c in s.talon]
    assert len(talon_true) > 2
    dealt = []
    real = durak_search.deal

    def spy(*args, **kw):
        d = real(*args, **kw)
        dealt.append((list(d[0]), list(d[1])))
        return d

    monkeypatch.setattr(durak_search, "deal", spy)
    a = arena._oracle_choose("oracle-hands", s, p, None, 4, 10_000.0, {"dets": 6})
    assert s.is_legal(a)
    assert len(dealt) == 6
    for hands, talon in dealt:
        assert hands == hands_true
        assert sorted(talon) == sorted(talon_true)
        assert talon[-1] == talon_true[-1]  # the turned trump stays at the bottom
    assert len({tuple(t) for _h, t in dealt}) > 1  # the order is sampled
