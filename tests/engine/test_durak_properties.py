"""Hypothesis properties of random Durak games: invariants at every step."""

import json
import random

from hypothesis import given
from hypothesis import strategies as st

import engine
from engine import IllegalAction, State
from engine.fuzz import FuzzReport, _check_illegal, _check_view, game_options

games = st.tuples(
    st.sampled_from(["podkidnoy", "perevodnoy"]),
    st.integers(2, 6),
    st.integers(0, 2**31 - 1),
    st.integers(0, 2**31 - 1),
)


def random_game(variant, players, seed, policy):
    rng = random.Random(policy)
    opts = game_options(variant, players, rng)
    s = engine.new_game(variant, players, seed=seed, **opts)
    states = [s]
    while not s.is_terminal():
        s = s.apply(rng.choice(s.legal_actions()))
        states.append(s)
    return opts, states


@given(games)
def test_invariants_hold_at_every_step(g):
    variant, n, seed, policy = g
    opts, states = random_game(variant, n, seed, policy)
    cap = 5 if opts.get("first_bout_five") else 6
    for s in states:
        assert s.conserved()
        places = s.card_places()
        every = [c for cards in places.values() for c in cards]
        assert len(every) == len(set(every)) == opts.get("deck", 36)
        if s.is_terminal():
            assert s.current_player is None and s.legal_actions() == []
            continue
        assert s.legal_actions(), "a running game always has a move"
        assert s.attacker != s.defender
        assert s.attacker not in s.out and s.defender not in s.out
        assert len(s.table) <= s.limit <= (cap if s.bout == 1 else 6)
        unbeaten = sum(1 for _, d in s.table if d is None)
        if s.phase == "defend":
            assert s.current_player == s.defender
            assert 0 < unbeaten <= len(s.hand(s.defender))
        else:
            assert s.current_player != s.defender
        for p in s.out:
            assert s.hand(p) == () and s.talon == ()
        if s.phase == "attack" and s.talon:
            assert all(len(s.hand(p)) >= 6 for p in range(n))  # everybody drew up to six
    last = states[-1]
    assert last.result.reason == "normal"
    assert abs(sum(last.returns())) < 1e-9
    if last.result.draw:
        assert last.result.durak is None
    else:
        assert last.hand(last.result.durak) != ()
        assert sorted(last.result.order + (last.result.durak,)) == list(range(n))


@given(games)
def test_round_trip_replay_and_views(g):
    variant, n, seed, policy = g
    opts, states = random_game(variant, n, seed, policy)
    rng = random.Random(seed)
    report = FuzzReport()
    for s in rng.sample(states, min(6, len(states))):
        back = State.from_dict(json.loads(json.dumps(s.to_dict())))
        assert back == s and back.legal_actions() == s.legal_actions()
        for p in range(n):
            _check_view(s, p, report, "view")
    assert report.violations == []
    last = states[-1]
    assert engine.replay(seed, last.history, variant=variant, players=n, **opts) == last
    assert len(last.history) == len(states) - 1


@given(games, st.integers(0, 10**6))
def test_illegal_actions_are_refused_and_change_nothing(g, k):
    variant, n, seed, policy = g
    _, states = random_game(variant, n, seed, policy)
    rng = random.Random(k)
    report = FuzzReport()
    deck = states[0].deck_cards()
    for s in rng.sample(states, min(5, len(states))):
        _check_illegal(
            s,
            rng,
            deck,
            ["attack", "throw_in", "defend", "transfer", "show", "take", "pass", "lead"],
            report,
            "illegal",
            tries=6,
        )
    assert report.violations == []


@given(games)
def test_every_legal_action_is_accepted(g):
    variant, n, seed, policy = g
    _, states = random_game(variant, n, seed, policy)
    for s in states[:: max(1, len(states) // 8)]:
        for a in s.legal_actions():
            t = s.apply(a)
            assert t.history[-1:] == (a,) and s.is_legal(str(a))
            assert t.conserved()


@given(st.integers(0, 2**31 - 1))
def test_refusal_codes_have_messages(seed):
    s = engine.new_game("perevodnoy", 2, seed=seed)
    for text in ("pass", "take", "transfer 6S", "defend 6S with 7S", "throw_in 6S"):
        try:
            s.apply(text)
        except IllegalAction as e:
            assert e.code in engine.MESSAGES and str(e)


@given(games, st.integers(0, 10**6))
def test_views_do_not_depend_on_hidden_cards(g, k):
    """Swapping two cards whose places player 0 cannot know leaves view(0) unchanged."""
    variant, n, seed, policy = g
    _, states = random_game(variant, n, seed, policy)
    rng = random.Random(k)
    for s in rng.sample(states, min(4, len(states))):
        hidden = set(s.hidden_from(0))
        d = s.to_dict()
        places = [("talon", i) for i, c in enumerate(d["talon"]) if engine.Card.parse(c) in hidden]
        for p in range(1, n):
            places += [
                (p, i) for i, c in enumerate(d["hands"][p]) if engine.Card.parse(c) in hidden
            ]
        if len(places) < 2:
            continue
        (pa, ia), (pb, ib) = rng.sample(places, 2)
        lists = {"talon": d["talon"], **{p: d["hands"][p] for p in range(1, n)}}
        a, b = lists[pa], lists[pb]
        a[ia], b[ib] = b[ib], a[ia]
        for p in range(1, n):
            d["hands"][p] = sorted(d["hands"][p], key=lambda c: int(engine.Card.parse(c)))
        other = State.from_dict(d)
        base = State.from_dict(s.to_dict())
        assert other.view(0).to_dict() == base.view(0).to_dict()
