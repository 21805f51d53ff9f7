"""engine/net/remote.py: a seat's wire view turned into local seat numbers and an engine View
(what the game's card table draws an online game from), and the refusals it finds without
the hidden cards.  Checked against the engine itself over seeded random games of every
variant, every seat, 2-4 players."""

import json
import os
import random
import subprocess
import sys

import pytest

import engine
from engine.net import remote
from engine.net.protocol import view_to_wire
from engine.net.server import available_variants

VARIANTS = available_variants()


def games(variant, seeds=range(4)):
    """(state, rng) at every position of a few seeded random games."""
    sizes = [2] if variant == "warfare" else [2, 3, 4]
    for n in sizes:
        for seed in seeds:
            s = engine.new_game(variant, players=n, seed=seed)
            rng = random.Random(seed * 31 + n)
            for _ in range(120):
                yield s, rng
                if s.is_terminal():
                    break
                s = s.apply(rng.choice(s.legal_actions()))


def wire(state, seat):
    """The view exactly as it crosses the network (through JSON)."""
    return json.loads(json.dumps(view_to_wire(state.view(seat))))


def rotate_state_view(real, me):
    """The engine's own view of seat ``me`` with seats renumbered by hand, for comparison."""
    n = real["players"]

    def seat(p):
        return None if p is None else (p - me) % n

    out = dict(real)
    for k in remote.SEAT_SCALARS:
        if k in out:
            out[k] = seat(out[k])
    for k in remote.SEAT_LISTS:
        if k in out:
            out[k] = [real[k][(i + me) % n] for i in range(n)]
    out["order"] = [seat(p) for p in real["order"]]
    if "pile_owners" in out:  # Svoi Kozyri: who laid each pile card
        out["pile_owners"] = [seat(p) for p in real["pile_owners"]]
    out["events"] = [dict(e, player=seat(e["player"])) for e in real["events"]]
    if real["result"] is not None:
        r = dict(real["result"])
        r["order"] = [seat(p) for p in r["order"]]
        r["durak"], r["winner"] = seat(r["durak"]), seat(r["winner"])
        out["result"] = r
    return out


@pytest.mark.parametrize("variant", VARIANTS)
def test_view_from_wire_is_the_engine_view(variant):
    """Seat 0 (nothing to rotate): the rebuilt View equals the engine's, ``unknown`` included
    (the wire leaves it out; it is recomputed from the deck)."""
    checked = 0
    for s, _rng in games(variant, seeds=range(1)):
        for p in range(s.players):
            v = remote.view_from_wire(remote.rotate_wire(wire(s, p), p))
            real = s.view(p)
            assert sorted(map(str, v.unknown)) == sorted(map(str, real.unknown))
            assert [str(a) for a in v.legal_actions()] == [str(a) for a in real.legal_actions()]
            if p == 0:
                assert v.to_dict() == real.to_dict()
            checked += 1
    assert checked > 50


@pytest.mark.parametrize("variant", VARIANTS)
def test_rotation_puts_our_seat_at_zero(variant):
    for s, _rng in games(variant, seeds=range(1)):
        for me in range(s.players):
            local = remote.rotate_wire(wire(s, me), me)
            want = rotate_state_view(wire(s, me), me)
            assert local == want
            assert local["player"] == 0
            assert local["hand_counts"][0] == len(local["hand"])
            # back to the server's numbers
            for p in range(s.players):
                assert remote.server_seat(remote.local_seat(p, me, s.players), me, s.players) == p


def test_svoi_kozyri_pile_owners_cross_the_wire_in_local_seats():
    """Who laid each pile card reaches the online table, renumbered as the other seats are
    (the table draws the name under each card from it)."""
    seen = 0
    for s, _rng in games("svoi_kozyri", seeds=range(2)):
        if not s.pile:
            continue
        for me in range(s.players):
            v = remote.view_from_wire(remote.rotate_wire(wire(s, me), me))
            assert v.pile == s.pile
            assert v.pile_owners == tuple((p - me) % s.players for p in s.pile_owners)
            seen += 1
    assert seen > 100


def test_rotate_result_and_events():
    r = {"order": [2, 0], "durak": 1, "draw": False, "reason": "normal", "winner": None}
    assert remote.rotate_result(r, 1, 3) == {
        "order": [1, 2],
        "durak": 0,
        "draw": False,
        "reason": "normal",
        "winner": None,
    }
    assert remote.rotate_result(None, 1, 3) is None
    assert remote.rotate_event({"kind": "take", "player": 0}, 2, 3)["player"] == 1


def test_deck_cards():
    assert len(remote.deck_cards(52)) == 52 and remote.deck_cards(52)[0] == "2C"
    assert len(remote.deck_cards(36)) == 36 and remote.deck_cards(36)[0] == "6C"
    assert len(remote.deck_cards(24)) == 24 and remote.deck_cards(24)[0] == "9C"


def illegal_tries(view):
    """Moves a player might try that the rules refuse: each hand card in each kind of move
    of the variant, against each card on the table."""
    kinds = {
        "podkidnoy": ("attack", "throw_in", "transfer", "defend", "take", "pass"),
        "perevodnoy": ("attack", "throw_in", "transfer", "defend", "take", "pass"),
        "svoi_kozyri": ("lead", "beat", "pick_up"),
        "warfare": ("commit", "keep", "pick"),
    }[view.variant]
    legal = set(str(a) for a in view.legal_actions())
    targets = [a for a, d in getattr(view, "table", ()) if d is None]
    top = getattr(view, "top", None)
    if top is not None:
        targets.append(top)
    for c in list(view.hand)[:4]:
        for k in kinds:
            if k in ("take", "pass", "pick_up"):
                a = engine.Action(k)
            elif k in ("defend", "beat"):
                if not targets:
                    continue
                a = engine.Action(k, (c,), targets[0])
            else:
                a = engine.Action(k, (c,))
            if str(a) not in legal:
                yield a


@pytest.mark.parametrize("variant", VARIANTS)
def test_refusal_matches_the_engine(variant):
    """The refusal found on a sampled position is the engine's own, code and values, at any
    seat: only our cards and the open table decide it."""
    compared = 0
    for s, rng in games(variant, seeds=range(2)):
        if s.is_terminal() or rng.random() < 0.85:
            continue
        me = s.current_player
        v = remote.view_from_wire(remote.rotate_wire(wire(s, me), me))
        for a in illegal_tries(v):
            try:
                s.apply(a)
            except engine.IllegalAction as e:
                want = e
            else:
                continue
            got = remote.refusal(v, a, me)
            assert got is not None, (variant, str(a))
            assert (got.code, got.values) == (want.code, want.values), (variant, str(a), s)
            compared += 1
    assert compared > 20


@pytest.mark.parametrize("variant", VARIANTS)
def test_each_variant_rebuilds_a_position_that_agrees_with_the_view(variant):
    """The spec's sample_state (what refusal() rebuilds a position with) keeps what the view
    shows: the seat to move, our hand and our legal moves."""
    checked = 0
    for s, rng in games(variant, seeds=range(1)):
        if s.is_terminal() or rng.random() < 0.7:
            continue
        v = s.view(s.current_player)
        d = engine.VARIANTS[variant].sample_state(v, random.Random(checked))
        assert d.variant == variant and d.current_player == v.current_player
        assert d.view(v.player).hand == v.hand
        assert sorted(map(str, d.legal_actions())) == sorted(map(str, v.legal_actions()))
        checked += 1
    assert checked > 5


def test_a_variant_that_cannot_rebuild_a_position_leaves_the_refusal_to_the_server(
    monkeypatch,
):
    from engine.registry import VARIANTS as registry

    s = engine.new_game("podkidnoy", players=2, seed=1)
    me = s.current_player
    v = remote.view_from_wire(remote.rotate_wire(wire(s, me), me))
    assert remote.refusal(v, engine.Action("take"), me) is not None  # the engine refuses it
    monkeypatch.delitem(registry._samplers, "podkidnoy")
    with pytest.raises(NotImplementedError):
        engine.VARIANTS["podkidnoy"].sample_state(v, random.Random(0))
    assert remote.refusal(v, engine.Action("take"), me) is None


def test_the_refusal_path_does_not_load_the_ai():
    """issue 29: the online table's refusals come from the rules, not from a bot."""
    code = (
        "import sys, engine\n"
        "from engine.net import remote\n"
        "s = engine.new_game('podkidnoy', players=2, seed=1)\n"
        "v = s.view(s.current_player)\n"
        "err = remote.refusal(v, engine.Action('take'), s.current_player)\n"
        "assert err is not None and err.code, err\n"
        "assert not [m for m in sys.modules if m.startswith('engine.ai')], sorted(sys.modules)\n"
    )
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    subprocess.run([sys.executable, "-c", code], cwd=root, check=True, timeout=60)


def test_refusal_off_turn():
    s = engine.new_game("podkidnoy", players=2, seed=1)
    other = 1 - s.current_player
    v = remote.view_from_wire(remote.rotate_wire(wire(s, other), other))
    err = remote.refusal(v, engine.Action("take"))
    assert err is not None and err.code == "not_your_turn"
