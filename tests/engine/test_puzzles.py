"""Tests of the Durak problems (engine/puzzles.py) and of the set shipped with the game
(game/puzzles/problems.json): exactly one winning first move by the solver, brute force
agreeing on the small ones (a fast sample here; `python -m engine puzzles check` does all)."""

import json
import os

import pytest

import engine
from engine import puzzles

SHIPPED = os.path.join(os.path.dirname(__file__), "..", "..", "game", "puzzles", "problems.json")


@pytest.fixture(scope="module")
def shipped():
    return puzzles.load(SHIPPED)


def test_the_shipped_set_is_big_and_graded(shipped):
    assert len(shipped) >= 150
    ids = [p["id"] for p in shipped]
    assert len(set(ids)) == len(ids)
    for v in puzzles.variants():
        ps = [p for p in shipped if p["variant"] == v]
        assert len(ps) >= 60
        assert {p["grade"] for p in ps} == {1, 2, 3}
    for p in shipped:
        assert p["grade"] == puzzles._grade(p["decisions"])
        assert 1 <= p["decisions"] <= puzzles.MAX_DECISIONS
        json.dumps(p)  # built-in types only
    # a trap in most of them: the plain rule-based move is not the winning one
    assert sum(not p["natural"] for p in shipped) >= 0.6 * len(shipped)


def test_a_sample_of_the_shipped_set_checks(shipped):
    """Every 8th problem by the solver, and brute force on the small ones among every 4th."""
    sample = shipped[::8]
    brute_n, errs = puzzles.check(sample, brute=False)
    assert errs == []
    small = [p for p in shipped[::4] if puzzles._small(p)][:8]
    assert len(small) >= 4
    brute_n, errs = puzzles.check(small, brute=True)
    assert errs == [] and brute_n == len(small)


def test_check_finds_a_wrong_problem(shipped):
    p = json.loads(json.dumps(shipped[0]))
    s = engine.State.from_dict(p["position"])
    losing = [a for a in s.legal_actions() if str(a) != p["solution"][0]][0]
    bad = dict(p, solution=[str(losing)] + p["solution"][1:])
    assert any("does not start with the winning move" in e for e in puzzles.check_problem(bad))
    # a position with several winning first moves is not a problem
    import random

    from engine.ai.arena import random_endgame

    rng = random.Random(5)
    while True:
        t = random_endgame(rng, 3, "podkidnoy", cards_b=3)
        me = t.current_player
        if len(t.legal_actions()) >= 3 and len(puzzles.winning_moves(t, me)) > 1:
            break
    wins = puzzles.winning_moves(t, me)
    errs = puzzles.check_problem({"id": "x", "position": t.to_dict(), "solution": [str(wins[0])]})
    assert any(f"{len(wins)} winning first moves" in e for e in errs)


def test_the_problems_variants_are_the_durak_family_of_the_registry():
    """Read from engine.VARIANTS (family and transfers), not a list of their own: the
    built-in Durak variants are the shipped set's two, and the brute-force limit follows
    the spec's transfers (a toy variant: tests/engine/test_toy_variant.py)."""
    assert puzzles.variants() == ("podkidnoy", "perevodnoy")
    assert {v: puzzles._brute_cards(v) for v in engine.VARIANTS} == {
        "podkidnoy": 8,
        "perevodnoy": 5,
        "svoi_kozyri": 0,
        "warfare": 0,
    }


def test_generate_makes_valid_problems():
    ps = puzzles.generate(2, seed=11)
    assert len(ps) == 2 and {p["variant"] for p in ps} == set(puzzles.variants())
    brute_n, errs = puzzles.check(ps)
    assert errs == []


def test_playing_a_problem(shipped):
    """The solution wins against the best defence; a wrong first move loses the win."""
    for p in shipped[::25]:
        s = engine.State.from_dict(p["position"])
        me = s.current_player
        assert puzzles.still_winning(s, me)
        t = s
        while t.result is None:
            if t.current_player == me:
                ln = puzzles._Line(t, me)
                t = t.apply(ln.best(t))
                assert puzzles.still_winning(t, me)
            else:
                t = t.apply(puzzles.defence_move(t, me))
        assert t.returns()[me] > 0
        wrong = [a for a in s.legal_actions() if str(a) != p["solution"][0]]
        assert not puzzles.still_winning(s.apply(wrong[0]), me)


def test_command_line(tmp_path, capsys):
    out = tmp_path / "set.json"
    assert puzzles.main(["generate", "--count", "2", "--seed", "3", "--out", str(out)]) == 0
    assert puzzles.main(["check", str(out)]) == 0
    assert "2/2 problems correct" in capsys.readouterr().out
    (tmp_path / "bad.json").write_text("{}")
    assert puzzles.main(["check", str(tmp_path / "bad.json")]) == 2
