"""Each variant's rules sample a whole position from a view (issue 29, item 5), as
OpenSpiel's ``State::ResampleFromInfostate``: ``spec.sample_state(view, rng)`` agrees with the
view in every field the view holds, deals only the cards the view calls unknown, and gives
the same position for the same rng."""

import random

import pytest

import engine

# A position rebuilt from a view has no past: the events of the last move are the one field
# a view holds that a sampled position cannot give back.
NO_PAST = ("events",)


def positions(variant: str, seeds: range):
    """Random games of ``variant`` (2 to 4 seats where allowed): every position with a seat
    chosen at random, terminal ones included."""
    spec = engine.VARIANTS[variant]
    for seed in seeds:
        rng = random.Random(seed)
        low, high = spec.players_range()
        n = rng.randint(low, min(high, 4))
        s = engine.new_game(variant, players=n, seed=seed)
        while True:
            yield s, rng.randrange(n), rng
            if s.is_terminal():
                break
            s = s.apply(rng.choice(s.legal_actions()))


@pytest.mark.parametrize("variant", list(engine.VARIANTS))
def test_a_sampled_position_shows_the_same_view(variant):
    spec = engine.VARIANTS[variant]
    checked = terminal = 0
    for s, p, rng in positions(variant, range(25)):
        if rng.random() < 0.6 and not s.is_terminal():
            continue
        v = s.view(p)
        sampled = spec.sample_state(v, random.Random(rng.random()))
        assert type(sampled) is type(s)
        w = sampled.view(p)
        assert w.fields() == v.fields()
        for f in v.fields():
            if f not in NO_PAST:
                assert getattr(w, f) == getattr(v, f), (variant, f, str(s))
        assert w.legal_actions() == v.legal_actions()
        assert sampled.result == s.result
        checked += 1
        terminal += s.is_terminal()
    assert checked > 100 and terminal == 25


@pytest.mark.parametrize("variant", list(engine.VARIANTS))
def test_only_unknown_cards_move_and_the_same_rng_gives_the_same_position(variant):
    spec = engine.VARIANTS[variant]
    varied = 0
    for s, p, rng in positions(variant, range(6)):
        if s.is_terminal() or rng.random() < 0.8:
            continue
        v = s.view(p)
        a = spec.sample_state(v, random.Random(1))
        assert spec.sample_state(v, random.Random(1)) == a
        b = spec.sample_state(v, random.Random(2))
        unknown = set(v.unknown)
        for q in range(s.players):
            # the cards of each hand that differ from the true position are unknown ones
            assert set(a.hand(q)) ^ set(s.hand(q)) <= unknown
            assert len(a.hand(q)) == len(s.hand(q))
        places = a.card_places()
        dealt = [c for cards in places.values() for c in cards]
        assert sorted(dealt) == sorted(a.deck_cards())  # every card once
        varied += a != b
    assert varied > 0  # the hidden cards are dealt at random, not copied


def test_a_variant_without_a_sampler_says_so():
    from engine.registry import VariantSpec, register_variant, unregister_variant

    spec = VariantSpec("no_sampler_toy", "Toy", 2, 2, (36,))
    register_variant(spec, engine.State, lambda players, seed: None)
    try:
        with pytest.raises(NotImplementedError):
            engine.VARIANTS["no_sampler_toy"].sample_state(None, random.Random(0))
        assert engine.VARIANTS["no_sampler_toy"].view_type is None
    finally:
        unregister_variant("no_sampler_toy")
