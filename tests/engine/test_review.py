"""Tests of the post-duel review (engine/review.py): replays, the player's view only, exact
values in the endgame, turning points, the command line."""

import json
import random

import pytest

import engine
import engine.ai as ai
from engine import review
from engine.ai import arena, solver, timing


@pytest.fixture
def frozen(monkeypatch):
    monkeypatch.setattr(timing, "now", lambda: 0.0)
    cfg = dict(ai.LEVEL_SETTINGS["hard"], read_max=10)
    monkeypatch.setitem(ai.LEVEL_SETTINGS, "hard", cfg)


def _game(variant="podkidnoy", seed=3, levels=("normal", "normal")):
    s = engine.new_game(variant, players=2, seed=seed)
    i = 0
    while s.result is None:
        p = s.current_player
        s = s.apply(ai.choose(s.view(p), level=levels[p], seed=i))
        i += 1
    return s


def test_replay_round_trip():
    s = _game()
    rec = review.replay_record(s, player=1)
    rec = json.loads(json.dumps(rec))  # a file holds built-ins only
    start, actions, player = review.load_replay(rec)
    assert player == 1 and len(actions) == len(s.history)
    end = start
    for a in actions:
        end = end.apply(a)
    assert end == s


def test_replay_from_a_position():
    rng = random.Random(2)
    start = arena.random_endgame(rng, 3, "perevodnoy")
    s = start
    while s.result is None:
        s = s.apply(s.legal_actions()[0])
    rec = review.replay_record(s, player=0, start=start)
    assert "start" in rec and "seed" not in rec
    first, actions, _p = review.load_replay(rec)
    assert first == start and len(actions) == len(s.history)


def test_bad_replays_are_refused_with_a_reason():
    s = _game()
    rec = review.replay_record(s)
    with pytest.raises(ValueError, match="not a replay"):
        review.load_replay({"actions": []})
    bad = dict(rec, actions=rec["actions"][:3] + ["take"] + rec["actions"][4:])
    with pytest.raises(ValueError, match="move 4"):
        review.load_replay(bad)
    with pytest.raises(ValueError, match="no player"):
        review.load_replay(dict(rec, player=5))
    # a position without its past cannot be replayed from the deal
    loaded = engine.State.from_dict(s.to_dict())
    with pytest.raises(ValueError):
        review.replay_record(loaded)


def test_review_marks_decisions_and_turning_points(frozen):
    s = _game(seed=5)
    start, actions, player = review.load_replay(review.replay_record(s, player=0))
    rv = review.review(start, actions, player, dets=12, leaf_nodes=0)
    assert len(rv.steps) == len(actions)
    assert rv.outcome in ("win", "loss", "draw")
    st0 = start
    for step, a in zip(rv.steps, actions):
        legal = st0.legal_actions()
        assert step.decision == (st0.current_player == 0 and len(legal) > 1)
        if step.decision:
            assert step.chance is not None and step.best_chance is not None
            assert step.best_chance >= step.chance - 1e-9
            assert step.hand == tuple(str(c) for c in st0.view(0).hand)
        st0 = st0.apply(a)
    assert len(rv.turning) <= review.TURNING_POINTS
    drops = sorted((st.drop for st in rv.steps if st.decision), reverse=True)
    for k in rv.turning:
        assert rv.steps[k].drop >= review.MIN_DROP
        assert rv.steps[k].drop >= drops[min(len(drops), review.TURNING_POINTS) - 1] - 1e-9
    json.dumps(rv.to_dict())
    # the same for a seed: deterministic with a frozen clock
    assert review.review(start, actions, player, dets=12, leaf_nodes=0) == rv


def test_review_sees_only_the_players_view(frozen):
    """The chances depend on what the player could see, not on the hidden cards: the same
    public game with the opponent's unseen cards dealt differently reviews the same."""
    s = _game(seed=8)
    start, actions, _p = review.load_replay(review.replay_record(s))
    # decisions are evaluated on views; a view with the opponent's hidden cards swapped is
    # equal, so evaluate() gives the same on both (checked on the first decisions)
    from engine.ai.coach import evaluate

    st = start
    checked = 0
    for a in actions[:12]:
        if st.current_player == 0 and len(st.legal_actions()) > 1:
            d = st.to_dict()
            known = set(d["known"][1])
            hidden = [i for i, c in enumerate(d["hands"][1]) if c not in known]
            room = len(d["talon"]) - 1  # the turned trump stays
            if not hidden or room < 1:
                st = st.apply(a)
                continue
            for j, i in enumerate(hidden[:room]):  # his hidden cards swapped with the talon's
                d["hands"][1][i], d["talon"][j] = d["talon"][j], d["hands"][1][i]
            twin = engine.State.from_dict(d)
            base = engine.State.from_dict(st.to_dict())
            assert twin.view(0).to_dict() == base.view(0).to_dict()
            e1 = evaluate(base.view(0), seed=1, dets=8, extra=[a])
            e2 = evaluate(twin.view(0), seed=1, dets=8, extra=[a])
            assert e1.moves == e2.moves
            checked += 1
        st = st.apply(a)
    assert checked >= 2


def test_a_losing_move_in_a_won_endgame_is_the_turning_point(frozen):
    """In an endgame where exactly one move wins, playing another is marked, with the exact
    values and the winning move as the better one."""
    rng = random.Random(12)
    while True:
        start = arena.random_endgame(rng, 3, "podkidnoy", cards_b=3)
        me = start.current_player
        values = dict(solver.root_values(start, me))
        wins = [a for a, v in values.items() if v == 1]
        lose = [a for a, v in values.items() if v == -1]
        if len(wins) == 1 and lose:
            break
    s = start.apply(lose[0])
    while s.result is None:  # then both play perfectly
        p = s.current_player
        s = s.apply(solver.solve_root(s, p))
    rec = review.replay_record(s, player=me, start=start)
    rv = review.review_replay(rec, dets=8)
    first = rv.steps[0]
    assert first.decision and first.exact
    assert first.chance == 0.0 and first.best_chance == 1.0
    assert first.best == str(wins[0])
    assert 0 in rv.turning
    assert "turning point" in review.describe(rv)


def test_command_line(frozen, tmp_path, capsys):
    s = _game(seed=6)
    path = tmp_path / "game.json"
    path.write_text(json.dumps(review.replay_record(s, player=0)))
    assert review.main([str(path), "--deals", "6"]) == 0
    out = capsys.readouterr().out
    assert "reviewed for P0" in out
    assert review.main([str(path), "--deals", "6", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["player"] == 0
    bad = tmp_path / "bad.json"
    bad.write_text("{}")
    assert review.main([str(bad)]) == 2
    assert "not a replay" in capsys.readouterr().err
    from engine.__main__ import main as engine_main

    assert engine_main(["review", str(path), "--deals", "4"]) == 0
