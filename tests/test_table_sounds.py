"""The table's move sounds (issue 26: a fresh player heard the opponents' attacks, defences,
throw-ins and the deal in silence): every card that moves on the table is heard, one sound
per event, a few at most per move, the card laid in turns of its takes. Run without Ren'Py
through tests/table_store.py."""

import random
import types

import pytest
from table_store import ROOT, load_table

import engine


@pytest.fixture()
def duel():
    ns = load_table()
    ns["store"].persistent.duel_motion = True
    ns["TIMING"]["ai"] = False  # no AI thread: the test plays the opponent's move itself
    ns["store"].duel_hint = types.SimpleNamespace(asked_for=lambda state: False)
    ns["drop_mouse_focus"] = lambda: None  # (Ren'Py's focus and pygame)
    played = []
    ns["play_cards"] = played.append  # the one call that reaches Ren'Py's audio
    ns["played"] = played
    return ns


def on_table(duel, st, variant, players=2):
    store = duel["store"]
    store.duel_spec = duel["normalise_spec"]({"variant": variant, "players": players, "seed": 1})
    store.duel_state = st
    duel["show"](st)


def an_opponents_turn(variant, kind, players=2, seed=1):
    """A position where an opponent can play a move of `kind`, and that move."""
    for s in range(seed, seed + 50):
        rng = random.Random(s)
        st = engine.new_game(variant, players=players, seed=s)
        for _ in range(300):
            if st.is_terminal():
                break
            acts = st.legal_actions()
            if st.current_player != 0:
                mine = [a for a in acts if a.kind == kind]
                if mine:
                    return st, mine[0]
            st = st.apply(rng.choice(acts))
    raise AssertionError(f"no opponent's {kind} in {variant}")


@pytest.mark.parametrize("kind", ["attack", "defend"])
def test_an_opponents_move_is_heard_when_its_card_lands(duel, kind):
    st, action = an_opponents_turn("podkidnoy", kind)
    on_table(duel, st, "podkidnoy")
    new = duel["commit"](action)
    assert new == st.apply(action)
    assert len(duel["played"]) == 1
    plan = duel["played"][0]
    assert plan and plan[0][1] == "place", plan
    # it waits for the card's flight (duel_motion.rpy), so it is heard as the card lands
    assert plan[0][0] == pytest.approx(duel["motion"]()["flight"])


def test_the_players_own_move_is_heard_at_once(duel):
    st = engine.new_game("podkidnoy", players=2, seed=3)
    while st.current_player != 0:
        st = st.apply(st.legal_actions()[0])
    on_table(duel, st, "podkidnoy")
    action = next(a for a in st.legal_actions() if a.kind in ("attack", "defend"))
    duel["commit"](action)
    (plan,) = duel["played"]
    assert plan[0] == (0.0, "place")


@pytest.mark.parametrize("variant", sorted(engine.VARIANTS))
def test_every_card_laid_or_dealt_is_heard_and_never_a_pile_up(duel, variant):
    adapter = duel["adapter_for"](variant)
    sounds = adapter.event_sounds
    played = set(adapter.laid) | set(adapter.flown)  # the kinds whose cards fly to the table
    st = engine.new_game(variant, players=2, seed=2)
    rng = random.Random(2)
    moves, deals = 0, 0
    while not st.is_terminal() and moves < 300:
        if moves:
            st = st.apply(rng.choice(st.legal_actions()))
        moves += 1
        plan = duel["move_sounds"](st, mover=1)
        kinds = [e.kind for e in st.view(0).events]
        if "deal" in kinds:  # (Svoi Kozyri deals once both suits are chosen)
            deals += 1
            assert plan[0] == (0.0, "shuffle"), plan  # the deal is heard as it begins
        laid = [k for k in kinds if k in played]
        if laid:
            assert plan, (variant, kinds)
            assert any(name == sounds[laid[0]] for _pause, name in plan), (variant, kinds, plan)
        assert len(plan) <= duel["MOVE_SOUNDS"]
        names = [name for _pause, name in plan]
        assert all(a != b for a, b in zip(names, names[1:])), names
        for name in names:
            assert (ROOT / "game" / "audio" / "sfx" / f"{name}.ogg").exists(), name
    assert deals == 1


def test_the_card_laid_takes_its_sounds_in_turn(duel, monkeypatch):
    monkeypatch.setitem(duel, "renpy", types.SimpleNamespace(loadable=lambda path: True))
    files = [duel["sound_file"]("place") for _ in range(8)]
    assert len(set(files)) == 4 and files[:4] == files[4:]
    assert duel["sound_file"]("deal") == duel["sound_file"]("deal") == "audio/sfx/deal.ogg"
    # a take that is missing is skipped, never silence
    monkeypatch.setitem(
        duel, "renpy", types.SimpleNamespace(loadable=lambda path: path.endswith("/place.ogg"))
    )
    assert {duel["sound_file"]("place") for _ in range(4)} == {"audio/sfx/place.ogg"}
