"""Tests of the coach's hints (engine/ai/coach.py): legal, honest, the honest bot's own move,
reasons that follow what the solver and the deals found, and text in every template.
Hint quality and latency are arena figures (docs/ai.md, "The coach")."""

import json
import random

import pytest

import engine
import engine.ai as ai
from engine.ai import arena, coach, solver, timing

VARIANTS = ("podkidnoy", "perevodnoy", "svoi_kozyri", "warfare")


@pytest.fixture
def frozen(monkeypatch):
    """Deal-limited searches with the clock frozen: results depend on the view and seed only."""
    monkeypatch.setattr(timing, "now", lambda: 0.0)
    monkeypatch.setattr(coach, "HINT_DETS", 6)
    cfg = dict(ai.LEVEL_SETTINGS["hard"], dets=6, warfare_dets=6, read_max=10)
    monkeypatch.setitem(ai.LEVEL_SETTINGS, "hard", cfg)


def _positions(variant, seed, count, every=5):
    rng = random.Random(seed)
    out = []
    s = engine.new_game(variant, players=2, seed=seed)
    step = 0
    while len(out) < count:
        if s.is_terminal():
            s = engine.new_game(variant, players=2, seed=rng.randrange(1 << 30))
            continue
        v = s.view(s.current_player)
        if len(v.legal_actions()) > 1 and step % every == 0:
            out.append(s)
        s = s.apply(ai.choose(v, level="normal", seed=step))
        step += 1
    return out


@pytest.mark.parametrize("variant", VARIANTS)
def test_hints_are_legal_and_explained(frozen, variant):
    for i, s in enumerate(_positions(variant, 3, 6)):
        h = coach.hint(s.view(s.current_player), seed=i)
        assert s.is_legal(h.action)
        assert h.reasons and all(r.code in coach.REASONS for r in h.reasons)
        assert h.text() and "{" not in h.text()
        json.dumps(h.to_dict())  # built-in types only


@pytest.mark.parametrize("variant", ("podkidnoy", "perevodnoy"))
def test_a_hint_is_the_honest_bots_move(frozen, variant):
    """With the same deals and seed, the hint is what hard plays (hint-following = hard)."""
    for i, s in enumerate(_positions(variant, 11, 8, every=3)):
        v = s.view(s.current_player)
        assert coach.hint(v, seed=i).action == ai.choose(v, level="hard", seed=i)


def test_hints_see_only_the_view(frozen):
    """Two positions that differ only in cards hidden from the player give the same hint."""
    checked = 0
    for i, s in enumerate(_positions("podkidnoy", 5, 6)):
        p = s.current_player
        s = engine.State.from_dict(s.to_dict())  # both without a past (from_dict keeps none)
        d = s.to_dict()
        other = 1 - p
        if s.view(p).talon_count < 2:
            continue
        # swap one hidden card of the opponent with a talon card (not the turned trump)
        known = set(d["known"][other])
        hidden = [c for c in d["hands"][other] if c not in known]
        if not hidden:
            continue
        d2 = json.loads(json.dumps(d))
        t = d2["talon"][0]
        h = hidden[0]
        d2["hands"][other][d2["hands"][other].index(h)] = t
        d2["talon"][0] = h
        s2 = engine.State.from_dict(d2)
        assert s2.view(p).to_dict() == s.view(p).to_dict()
        assert coach.hint(s.view(p), seed=i).text() == coach.hint(s2.view(p), seed=i).text()
        checked += 1
    assert checked >= 3


def _unique_win_endgame(variant, seed):
    """A small two-player endgame (talon empty) in which exactly one legal move wins, checked
    by brute force."""
    rng = random.Random(seed)
    while True:
        s = arena.random_endgame(rng, rng.randint(2, 3), variant, cards_b=rng.randint(2, 3))
        me = s.current_player
        legal = s.legal_actions()
        if len(legal) < 3:
            continue
        wins = [a for a in legal if solver.brute_force(s.apply(a), me) == 1]
        if len(wins) == 1:
            return s, wins[0]


@pytest.mark.parametrize("variant", ("podkidnoy", "perevodnoy"))
def test_only_winning_move_is_named(frozen, variant):
    s, win = _unique_win_endgame(variant, 7)
    h = coach.hint(s.view(s.current_player), seed=0)
    assert h.action == win
    assert h.source == "solver" and h.reasons[0].code == "only_win"
    assert h.chance == 1.0
    # every other move is marked lost or drawn, exactly
    for m in h.evaluation.moves:
        assert m.exact
        if m.action != win:
            assert m.chance < 1.0


def test_root_values_agree_with_brute_force():
    rng = random.Random(4)
    for i in range(30):
        s = arena.random_endgame(rng, rng.randint(1, 3), ("podkidnoy", "perevodnoy")[i % 2])
        me = s.current_player
        for a, v in solver.root_values(s, me):
            assert v == solver.brute_force(s.apply(a), me)


def test_cannot_beat_is_said_only_when_true(frozen):
    """In known-hand endgames the "he cannot beat it" cue is exactly right (for several
    cards: he cannot beat them all)."""
    from engine.ai.durak_policy import defence_plan

    rng = random.Random(9)
    said = 0
    for _ in range(60):
        s = arena.random_endgame(rng, rng.randint(2, 4), "podkidnoy", cards_b=rng.randint(2, 4))
        h = coach.hint(s.view(s.current_player), seed=1)
        for r in h.reasons:
            if r.code == "cannot_beat_sure":
                said += 1
                cards = [int(engine.Card.parse(c)) for c in r.values["cards"]]
                assert r.values["seat"] == s.defender  # who "he" is
                hand = s.hand_mask(s.defender)
                assert defence_plan(hand, s.trump, cards, 0, 10.0) is None, (str(s), cards)
    assert said >= 3


@pytest.mark.parametrize("players", (2, 3))
def test_a_reason_names_the_seat_it_speaks_of(frozen, players):
    """Each reason about an opponent names that seat (values["seat"]), so the game gives
    the line the right pronoun without a rule of its own: with two seats the one opponent;
    with more, a cue's seat: the defender an attack or throw-in meets, the next seat still
    in after a transfer; a main reason of several opponents names none."""
    rng = random.Random(players)
    s = engine.new_game("perevodnoy", players=players, seed=players)
    named = 0
    for step in range(400):
        if s.is_terminal() or named >= 12:
            break
        v = s.view(s.current_player)
        if step % 3 == 0 and len(v.legal_actions()) > 1:
            h = coach.hint(v, seed=step)
            for r in h.reasons:
                seat = r.values.get("seat")
                if players == 2:
                    assert seat == 1 - v.player or r.code in ("forced", "rule"), r
                elif r.code in ("cannot_beat", "cannot_beat_sure", "he_beats", "he_beats_sure"):
                    want = v.defender
                    if h.action.kind == "transfer":
                        want = next(
                            p
                            for p in [(v.defender + k) % players for k in range(1, players)]
                            if not v.out[p]
                        )
                    assert seat == want, (r, str(h.action))
                else:
                    assert seat is None or seat != v.player, r
                named += seat is not None
        s = s.apply(rng.choice(s.legal_actions()))
    assert named


def test_forced_and_fallback(frozen, monkeypatch):
    rng = random.Random(3)
    v = None
    while v is None:  # a defender whose only move is to take
        s = arena.random_endgame(rng, 2, "podkidnoy", cards_b=1)
        for a in s.legal_actions():
            t = s.apply(a)
            if t.result is None and len(t.legal_actions()) == 1:
                v = t.view(t.current_player)
                break
    h = coach.hint(v)
    assert h.source == "forced" and h.reasons[0].code == "forced"

    def broken(*a, **k):
        raise RuntimeError("boom")

    monkeypatch.setattr(coach, "evaluate", broken)
    s = _positions("podkidnoy", 2, 1)[0]
    h = coach.hint(s.view(s.current_player), seed=3)
    assert s.is_legal(h.action) and h.source.startswith("error: RuntimeError")
    with pytest.raises(ValueError):
        coach.hint(s.view(1 - s.current_player))


def test_every_template_formats():
    values = {
        "move": "throw_in 9S",
        "alt": "defend 8D with TD",
        "moves": 4,
        "count": 2,
        "rate": 61,
        "alt_rate": 40,
        "deals": 80,
        "cards": ["9S", "7H"],
        "share": 20,
        "his": 2,
    }
    for code in coach.REASONS:
        text = coach.Reason(code, values).text()
        assert "{" not in text and text
    assert (
        coach.move_words(engine.Action.parse("defend 8D with TD")) == "beating the 8♦ with the 10♦"
    )


def test_review_estimates_an_extra_move(frozen):
    """evaluate() estimates a move the search would not look at when asked (the review)."""
    for s in _positions("podkidnoy", 8, 10, every=2):
        v = s.view(s.current_player)
        ev = coach.evaluate(v, seed=1)
        if ev.source != "search":
            continue
        looked = {m.action for m in ev.moves}
        others = [a for a in v.legal_actions() if a not in looked]
        if not others:
            continue
        ev2 = coach.evaluate(v, seed=1, extra=[others[0]])
        assert ev2.estimate(others[0]) is not None
        assert ev2.choice == ev.choice
        return
    pytest.skip("no position with a move outside the candidates")


def test_exact_leaves_are_the_solvers_values():
    """The playouts' exact leaves (expert's leaf_nodes) give the solver's value of the
    bout start they are asked about, or None past their node limit."""
    from engine.ai.durak_search import ExactLeaves

    rng = random.Random(21)
    checked = 0
    for i in range(40):
        s = arena.random_endgame(rng, rng.randint(2, 5), ("podkidnoy", "perevodnoy")[i % 2])
        me = rng.randrange(2)
        leaves = ExactLeaves(s.view(me), 50_000)
        v = leaves(
            s.hand_mask(0), s.hand_mask(1), s.attacker, s.limit, 6, -1
        )  # a bout start, talon empty
        assert v == solver.solve(s, me)
        checked += 1
    tiny = ExactLeaves(s.view(0), 1)
    s = arena.random_endgame(random.Random(3), 6, "perevodnoy")
    assert tiny(s.hand_mask(0), s.hand_mask(1), s.attacker, s.limit, 6, -1) in (None, -1, 0, 1)
    assert checked == 40


def test_leaves_reach_the_search(monkeypatch):
    """leaf_nodes in the level settings makes the sampling search ask the exact leaves."""
    from engine.ai import durak_search

    asked = []
    real = durak_search.ExactLeaves.__call__

    def spy(self, *a):
        asked.append(a)
        return real(self, *a)

    monkeypatch.setattr(durak_search.ExactLeaves, "__call__", spy)
    monkeypatch.setattr(timing, "now", lambda: 0.0)
    s = None
    for t in _positions("podkidnoy", 4, 60, every=1):
        if 2 <= t.view(t.current_player).talon_count <= 4:
            s = t
            break
    assert s is not None
    v = s.view(s.current_player)
    a = ai.choose_with_settings(v, "expert", {"leaf_nodes": 3000, "dets": 6, "read_max": 6}, seed=2)
    assert s.is_legal(a) and asked


class _Renamed:
    """A view whose variant is a name the coach has no estimates for."""

    def __init__(self, view, variant):
        self._view = view
        self.variant = variant

    def __getattr__(self, name):
        return getattr(self._view, name)


class _LastMove(ai.Bot):
    def rule(self, view, level, style, rng):
        return view.legal_actions()[-1]


def test_a_variant_known_only_to_the_bot_registry_gets_its_bots_move(monkeypatch):
    s = _positions("podkidnoy", 5, 1)[0]
    v = _Renamed(s.view(s.current_player), "toy")
    h = coach.hint(v, seed=1)
    assert h.source.startswith("error") and "no AI for variant 'toy'" in h.source
    monkeypatch.setitem(ai.bots._BOTS, "toy", _LastMove())
    h = coach.hint(v, seed=1)
    assert (h.action, h.source, h.chance) == (v.legal_actions()[-1], "rule", None)
    assert h.text() == coach.REASONS["rule"]
