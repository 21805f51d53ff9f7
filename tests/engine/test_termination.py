"""Result reasons are a ``str`` enum, :class:`engine.Termination` (issue 29, item 5), as
python-chess's ``Outcome.termination``: the engine sets its members, strings still compare,
and saves, JSON and text hold the plain word."""

import json
import pickle

import pytest

import engine
from engine import Result, Termination


def test_members_are_their_words():
    assert [t.value for t in Termination] == list(engine.RESULT_REASONS)
    for t in Termination:
        assert t == t.value and isinstance(t, str)
        assert str(t) == t.value and f"{t}" == t.value and f"{t:>12}" == f"{t.value:>12}"
        assert Termination(t.value) is t
    assert json.dumps({"reason": Termination.ACTION_CAP}) == '{"reason": "action_cap"}'


def play_out(variant: str, **options) -> engine.State:
    s = engine.new_game(variant, players=2, seed=11, **options)
    while not s.is_terminal():
        s = s.apply(s.legal_actions()[0])
    return s


@pytest.mark.parametrize("variant", ["podkidnoy", "svoi_kozyri", "warfare"])
def test_the_engine_sets_members(variant):
    r = play_out(variant).result
    assert r.reason is Termination.NORMAL
    capped = play_out(variant, action_cap=3) if variant != "warfare" else None
    if capped is not None:
        assert capped.result.reason is Termination.ACTION_CAP
        assert capped.result.draw


def test_saves_hold_the_plain_word_and_load_a_member():
    r = Result((1,), 0, False, Termination.NORMAL, 1)
    d = r.to_dict()
    assert type(d["reason"]) is str and d["reason"] == "normal"
    back = Result.from_dict(d, players=2)
    assert back.reason is Termination.NORMAL and back == r
    data = pickle.dumps(r, protocol=2)
    assert b"Termination" not in data  # an older build loads it; no new import path
    old = pickle.loads(data)
    assert old == r and old.reason == Termination.NORMAL
    s = play_out("podkidnoy", action_cap=3)
    loaded = engine.State.from_dict(s.to_dict())
    assert loaded.result.reason is Termination.ACTION_CAP


def test_unknown_reasons_are_refused():
    with pytest.raises(engine.InvalidPosition):
        Result.from_dict({"order": [], "durak": None, "draw": True, "reason": "bored"})


def test_outcome_for_each_seat():
    # Durak: the durak loses, everybody else wins
    durak = Result((0, 2), durak=1, draw=False)
    assert [durak.outcome_for(p) for p in range(3)] == ["win", "loss", "win"]
    # a single winner (Warfare): the winner wins, everybody else loses
    won = Result((1,), durak=None, draw=False, winner=1)
    assert [won.outcome_for(p) for p in range(2)] == ["loss", "win"]
    # a draw, however it came about, is a draw for every seat
    drawn = Result((), durak=None, draw=True, reason=Termination.ACTION_CAP)
    assert [drawn.outcome_for(p) for p in range(2)] == ["draw", "draw"]


def test_outcome_for_agrees_with_returns():
    # the payoff's sign and the word say the same thing in every finished game
    for variant in engine.VARIANTS:
        state = engine.new_game(variant, seed=3)
        while state.result is None:
            state = state.apply(state.legal_actions()[0])
        for p, r in enumerate(state.returns()):
            word = "win" if r > 0 else ("loss" if r < 0 else "draw")
            assert state.result.outcome_for(p) == word
