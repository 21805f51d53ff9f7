"""The fast Warfare playouts (engine/ai/warfare_fast.py) play exactly the engine rollout of
the search: the same moves and the same payoff from the same sampled deal."""

import random

import engine
import engine.ai as ai
from engine.ai import generic, warfare_ai, warfare_fast, warfare_policy
from engine.ai.styles import STYLES

_STYLES = list(STYLES.values())


def _engine_moves(state, me, style):
    s = state
    moves = []
    while s.result is None:
        p = s.current_player
        legal = s.legal_actions()
        if len(legal) == 1:
            a = legal[0]
        else:
            a = warfare_ai.policy(s.view(p), style if p == me else STYLES["balanced"], False, None)
        moves.append((a.kind, int(a.cards[0])))
        s = s.apply(a)
    return moves


def _views(games, seed0):
    """Views of the player to move along games of normal bots, both ``trump_card`` rules."""
    for g in range(games):
        opts = {"trump_card": "under"} if g % 2 else {}
        s = engine.new_game("warfare", players=2, seed=seed0 + g, **opts)
        i = 0
        while s.result is None:
            v = s.view(s.current_player)
            yield v
            s = s.apply(ai.choose(v, level="normal", seed=i))
            i += 1


def test_same_moves_and_payoff_as_the_engine_rollout():
    phases = set()
    checked = 0
    for k, v in enumerate(_views(8, 40)):
        style = _STYLES[k % len(_STYLES)]
        det = warfare_ai.BOT.determinise(v, random.Random(k))
        hands, deck, commits = warfare_policy.deal(v, random.Random(k))
        assert hands == [det.hand_mask(0), det.hand_mask(1)]
        assert deck == [int(c) for c in det.deck]
        table = warfare_fast.Table(v)
        for a in v.legal_actions():
            trace = []
            got = warfare_fast.playout(table, hands, deck, commits, a, style, trace)
            after = det.apply(a)
            want = generic.rollout(
                after, v.player, style, warfare_ai.policy, random.Random(0), warfare_ai.payoff
            )
            assert got == want
            assert trace[0] == (a.kind, int(a.cards[0]))
            assert trace[1:] == _engine_moves(after, v.player, style)
            checked += 1
        phases.add((v.options.get("trump_card"), v.phase, v.committed[1 - v.player]))
    assert checked > 500
    for rule in ("aside", "under"):
        for ph in ("keep", "pick"):
            assert (rule, ph, False) in phases
        assert (rule, "commit", True) in phases and (rule, "commit", False) in phases


def test_the_search_uses_the_fast_playouts_and_stays_honest():
    """The hard bot's choice depends on the view only (two states differing in the hidden
    cards give the same decision), and it plays its rollouts with the fast playouts."""
    calls = []
    real = warfare_fast.playout

    def spy(*args, **kw):
        calls.append(1)
        return real(*args, **kw)

    import pytest

    mp = pytest.MonkeyPatch()
    mp.setattr(warfare_fast, "playout", spy)
    try:
        v = next(x for x in _views(1, 5) if len(x.legal_actions()) > 1)
        a = ai.choose(v, level="hard", seed=3, budget_ms=50)
        assert a in v.legal_actions()
        assert calls
    finally:
        mp.undo()


def test_warfare_settings_reach_the_search(monkeypatch):
    seen = {}

    def fake(view, cands, prior, style, policy, det, rng, budget, dets, payoff, fast, margin):
        seen.update(dets=dets, margin=margin, fast=fast is not None)
        return prior

    monkeypatch.setattr(generic, "mc_choose", fake)
    v = next(x for x in _views(1, 5) if len(x.legal_actions()) > 1)
    ai.choose(v, level="hard", seed=1)
    hard = ai.LEVEL_SETTINGS["hard"]
    assert seen == {"dets": hard["warfare_dets"], "margin": hard["warfare_margin"], "fast": True}
    ai.choose_with_settings(v, "expert", {"warfare_dets": 7, "warfare_margin": 0.5}, seed=1)
    assert seen == {"dets": 7, "margin": 0.5, "fast": True}
