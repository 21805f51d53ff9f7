"""What every registered variant's states must do, one test per property for all of them
(the variant files keep only their own rules; these were copies in test_kozyri.py and
test_warfare.py, and Podkidnoy and Perevodnoy had them only in the long fuzz): a save round
trip in every phase, a replay from the seed and the history, views that show no hidden card,
and text for every view."""

import json
import random

import pytest
from state_checks import assert_text_renders_a_whole_game

import engine
from engine import State

BUILT_IN = frozenset(engine.VARIANTS)  # at collection, before a test registers a toy one

SETUPS = [
    ("podkidnoy", 2, {}),
    ("podkidnoy", 4, {"deck": 52}),
    ("perevodnoy", 3, {}),
    ("perevodnoy", 2, {"deck": 24}),
    ("svoi_kozyri", 2, {"deal": "stock"}),
    ("svoi_kozyri", 3, {"deal": "all"}),
    ("svoi_kozyri", 4, {"deal": "stock"}),
    ("warfare", 2, {"trump_card": "aside"}),
    ("warfare", 2, {"trump_card": "under"}),
]
IDS = [f"{v}-{n}-{'-'.join(map(str, o.values())) or 'default'}" for v, n, o in SETUPS]


def test_every_variant_is_covered():
    assert {v for v, _, _ in SETUPS} == BUILT_IN


def walk(variant, players, options, seed):
    """Every state of one game of random legal moves, the deal first and the end last."""
    rng = random.Random(seed)
    s = engine.new_game(variant, players, seed=seed, **options)
    out = [s]
    while not s.is_terminal():
        s = s.apply(rng.choice(s.legal_actions()))
        out.append(s)
    return out


@pytest.mark.parametrize("variant,players,options", SETUPS, ids=IDS)
def test_to_dict_round_trip_in_every_phase(variant, players, options):
    phases = set()
    for seed in (3, 4):
        for s in walk(variant, players, options, seed):
            back = State.from_dict(json.loads(json.dumps(s.to_dict(), allow_nan=False)))
            assert back == s and hash(back) == hash(s)
            assert back.legal_actions() == s.legal_actions()
            assert back.current_player == s.current_player and back.result == s.result
            phases.add(s.view(0).phase)
    assert len(phases) >= 2, phases  # the walk went through the game, not one phase of it


@pytest.mark.parametrize("variant,players,options", SETUPS, ids=IDS)
def test_replay_from_seed_and_history(variant, players, options):
    s = walk(variant, players, options, 55)[-1]
    assert s.is_terminal()
    again = engine.replay(55, s.history, variant=variant, players=players, **options)
    assert again == s and again.history == s.history
    texts = [str(a) for a in s.history]
    assert engine.replay(55, texts, variant=variant, players=players, **options) == s


@pytest.mark.parametrize("variant,players,options", SETUPS, ids=IDS)
def test_view_reveals_no_hidden_card(variant, players, options):
    for s in walk(variant, players, options, 8)[:80]:
        for p in range(players):
            v = s.view(p)
            hidden = set(s.hidden_from(p))
            d = v.to_dict()
            d.pop("unknown")
            text = json.dumps(d)
            for c in hidden:
                assert f'"{c}"' not in text and f" {c}" not in text, (str(s), p, c)
            assert hidden == set(v.unknown), (variant, set(v.unknown) - hidden)
            shown = set(v.hand).union(*v.known)
            assert not (set(v.unknown) & shown)


@pytest.mark.parametrize("variant,players", sorted({(v, n) for v, n, _ in SETUPS}))
def test_text_renders_every_view_of_a_whole_game(variant, players):
    assert_text_renders_a_whole_game(variant, players, seed=2)


@pytest.mark.parametrize("variant,players,options", SETUPS, ids=IDS)
def test_the_rules_quick_conservation_check_agrees_with_the_card_places(variant, players, options):
    for s in walk(variant, players, options, 6):
        assert s.conserved() and State.conserved(s)  # the rules' masks; the generic places
        places = [c for cards in s.card_places().values() for c in cards]
        assert sorted(places) == sorted(s.deck_cards())
