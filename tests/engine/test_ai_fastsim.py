"""The fast two-player rollout (engine/ai/fastsim.py) plays exactly the engine rollout: the
same moves, the same payoff, on positions from every phase of both variants."""

import random

import pytest

import engine
from engine.ai import durak_search, fastsim
from engine.ai.durak_policy import low_index
from engine.ai.styles import STYLES

_STYLES = list(STYLES.values())


def _engine_moves(state, me, style, low, cap=400):
    """``durak_search.rollout``'s loop, recording each move as ``(kind, cards, target)``."""
    s = state
    moves = []
    while s.result is None and len(moves) < cap:
        a = durak_search.rollout_move(s, me, style, low, random.Random(0))
        moves.append((a.kind, tuple(a.cards), a.target))
        s = s.apply(a)
    return moves


def _positions(count, seed0=0):
    """Random two-player positions: both variants, three decks, some with a five-card first
    bout or a short action cap, after 0-70 random moves (so every phase occurs)."""
    for seed in range(seed0, seed0 + count):
        rng = random.Random(seed)
        variant = rng.choice(["podkidnoy", "perevodnoy"])
        deck = rng.choice([24, 36, 36, 52])
        opts = {"deck": deck}
        if rng.random() < 0.3:
            opts["first_bout_five"] = True
        if rng.random() < 0.1:
            opts["action_cap"] = rng.randrange(20, 120)
        s = engine.new_game(variant, players=2, seed=seed, **opts)
        for _ in range(rng.randrange(0, 70)):
            if s.result is not None:
                break
            s = s.apply(rng.choice(s.legal_actions()))
        yield s, rng.randrange(2), rng.choice(_STYLES), low_index(deck)


def test_same_moves_and_payoff_as_the_engine_rollout():
    phases = set()
    checked = 0
    for s, me, style, low in _positions(500):
        nact = s.view(0).actions_played
        trace = []
        fast = fastsim.rollout(s, me, style, low, nact, trace=trace)
        slow = durak_search.rollout(s, me, style, low, random.Random(0))
        assert fast == slow
        if s.result is None:
            assert trace == _engine_moves(s, me, style, low)
            phases.add((s.variant, s.phase))
        checked += 1
    assert checked == 500
    # every phase of both variants was a starting point
    for v in ("podkidnoy", "perevodnoy"):
        for ph in ("attack", "defend", "add", "taking"):
            assert (v, ph) in phases


def test_the_action_cap_and_the_rollout_cap_score_a_draw():
    s = engine.new_game("perevodnoy", players=2, seed=5, action_cap=30)
    full = fastsim.rollout(s, 0, STYLES["balanced"], 4, 0)
    # a game this short cannot finish within 30 actions from the deal
    assert full == 0.0 == durak_search.rollout(s, 0, STYLES["balanced"], 4, random.Random(0))
    s = engine.new_game("podkidnoy", players=2, seed=5)
    assert fastsim.rollout(s, 0, STYLES["balanced"], 4, 0, cap=10) == 0.0
    assert fastsim.rollout(s, 0, STYLES["balanced"], 4, 0) in (-1.0, 1.0, 0.0)


@pytest.mark.parametrize(
    "players, options, ok",
    [
        (2, {}, True),
        (2, {"transfer_show": False}, True),
        (2, {"transfer_show": True}, False),
        (3, {}, False),
        (4, {}, False),
    ],
)
def test_supported(players, options, ok):
    assert fastsim.supported(players, options) is ok


def test_a_finished_game_gives_its_result():
    s = engine.new_game("podkidnoy", players=2, seed=9)
    while s.result is None:
        s = s.apply(s.legal_actions()[0])
    for me in (0, 1):
        assert fastsim.rollout(s, me, STYLES["balanced"], 4, 0) == s.returns()[me]


def test_playout_after_each_legal_move_equals_the_engine():
    """``playout`` with a forced first move (what the search does with each candidate) is the
    engine's ``rollout`` of the state after that move, and the position read from the view
    is the position read from the state."""
    checked = 0
    for s, me, style, low in _positions(150, seed0=1000):
        if s.result is not None:
            continue
        p = s.current_player
        v = s.view(p)
        pos = fastsim.Position(v, v.actions_played)
        assert {k: getattr(pos, k) for k in pos.__slots__} == {
            k: getattr(fastsim.Position(s, v.actions_played), k) for k in pos.__slots__
        }
        hands = [s.hand_mask(q) for q in range(2)]
        talon = [int(c) for c in s.talon]
        for a in s.legal_actions():
            trace = []
            got = fastsim.playout(pos, list(hands), talon, a, me, style, low, trace=trace)
            after = s.apply(a)
            assert got == durak_search.rollout(after, me, style, low, random.Random(0))
            assert trace[0] == (a.kind, tuple(a.cards), a.target)
            if after.result is None:
                assert trace[1:] == _engine_moves(after, me, style, low)
            checked += 1
    assert checked > 600


def test_arena_playout_bench_prints_the_ratio_and_finds_no_difference():
    import io

    from engine.ai import arena

    out = io.StringIO()
    assert arena.playout_bench(1, 3, out) == 0
    text = out.getvalue()
    assert "engine path" in text and "fast path" in text and "x faster" in text
    assert "payoffs that differ: 0" in text


def test_the_rollout_policy_is_normal_given_the_true_hands():
    """The rollouts model the opponent exactly: on the true position, the rollout policy picks
    what ``normal`` picks from its view, at every decision of normal-vs-normal games (both
    variants), except where ``normal`` knows the defender's whole hand with cards still in the
    talon (the rollouts do not remember pick-ups)."""
    from engine import ai

    checked = skipped = 0
    for g in range(30):
        variant = "perevodnoy" if g % 2 else "podkidnoy"
        s = engine.new_game(variant, players=2, seed=500 + g)
        low = low_index(36)
        while s.result is None:
            p = s.current_player
            v = s.view(p)
            a = ai.choose(v, level="normal", seed=g)
            d = v.defender
            if len(v.legal_actions()) > 1:
                if d != p and v.talon_count and v.hand_counts[d] == len(v.known[d]):
                    skipped += 1
                else:
                    model = durak_search.rollout_move(s, 1 - p, STYLES["balanced"], low, None)
                    assert model == a, (variant, g, v.phase, a, model)
                    checked += 1
            s = s.apply(a)
    assert checked > 1000 and skipped < checked // 20
