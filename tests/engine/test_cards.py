"""engine.cards and engine.Action basics."""

import pickle

import pytest
from hypothesis import given
from hypothesis import strategies as st

import engine
from engine import CARDS, Action, Card, IllegalAction
from engine.cards import (
    RANK_MASK,
    SUIT_MASK,
    beats,
    cards_of,
    deck,
    deck_mask,
    format_cards,
    highest,
    lowest,
    mask_of,
    parse_cards,
    popcount,
    shuffled,
)


def test_card_index_rank_suit_and_codes():
    c = Card.parse("7C")
    assert int(c) == (7 - 2) * 4 + 0 == 20
    assert (c.rank, c.suit, c.suit_letter, str(c), c.pretty()) == (7, 0, "C", "7C", "7♣")
    assert Card.parse("TD").rank == 10 and Card.parse("10D") == Card.parse("TD")
    assert Card.parse("qh") == Card.make(12, 2) and Card.parse("A♠") == CARDS[51]
    assert Card.parse("TD").pretty() == "10♦"
    assert [c.suit_letter for c in CARDS[:4]] == ["C", "D", "H", "S"]
    assert repr(c) == "Card('7C')" and isinstance(c, int)
    for bad in ("1C", "7X", "", "77C", "10"):
        with pytest.raises(ValueError):
            Card.parse(bad)
    with pytest.raises(ValueError):
        Card(52)


@given(st.integers(0, 51))
def test_every_card_parses_back(i):
    c = CARDS[i]
    assert Card.parse(str(c)) is c and Card.parse(c.pretty()) is c
    assert pickle.loads(pickle.dumps(c)) == c and type(pickle.loads(pickle.dumps(c))) is Card


def test_decks():
    assert len(deck(24)) == 24 and len(deck(36)) == 36 and len(deck(52)) == 52
    assert str(deck(36)[0]) == "6C" and str(deck(24)[0]) == "9C" and str(deck(52)[0]) == "2C"
    assert popcount(deck_mask(36)) == 36
    with pytest.raises(ValueError):
        deck(40)


@given(st.sets(st.integers(0, 51)))
def test_mask_helpers(indices):
    cards = [CARDS[i] for i in indices]
    m = mask_of(cards)
    assert cards_of(m) == tuple(sorted(cards))
    assert popcount(m) == len(cards)
    assert lowest(m) == (min(cards) if cards else None)
    assert highest(m) == (max(cards) if cards else None)


def test_rank_and_suit_masks():
    assert cards_of(RANK_MASK[7]) == parse_cards("7C 7D 7H 7S")
    assert len(cards_of(SUIT_MASK[3])) == 13
    assert format_cards(parse_cards("7S,7H"), pretty=True) == "7♠ 7♥"


def test_beats():
    S = Card.parse
    assert beats(S("7S"), S("9S"), 0) and not beats(S("9S"), S("7S"), 0)
    assert beats(S("AS"), S("6C"), 0) and not beats(S("6C"), S("AS"), 0)
    assert not beats(S("7S"), S("9H"), 0)


def test_shuffle_is_deterministic_and_a_permutation():
    a = shuffled(deck(36), 42)
    assert a == shuffled(deck(36), 42) and sorted(a) == list(deck(36))
    assert a != shuffled(deck(36), 43)


ACTION_TEXTS = [
    "attack 7S",
    "attack 7S 7H",
    "throw_in 7D",
    "defend 7S with 9S",
    "transfer 7D",
    "show 7C",
    "take",
    "pass",
    "choose_suit S",
    "lead 7S",
    "beat 7S with 9S then 4H",
    "pick_up",
    "commit 7S",
    "keep 7S",
    "pick 7S",
]


@pytest.mark.parametrize("text", ACTION_TEXTS)
def test_action_str_parse_round_trip(text):
    a = Action.parse(text)
    assert str(a) == text and Action.parse(str(a)) == a and hash(a) == hash(Action.parse(text))
    assert pickle.loads(pickle.dumps(a)) == a


def test_action_fields():
    a = Action.parse("beat 7S with 9S then 4H")
    assert a.kind == "beat" and a.target == Card.parse("7S")
    assert a.cards == (Card.parse("9S"), Card.parse("4H"))
    assert Action.parse("choose_suit H").suit == 2
    assert Action.make("attack", "7S", "7H") == Action.parse("attack 7S 7H")
    assert Action.parse("defend 7S with 9S").pretty() == "defend 7♠ with 9♠"
    for bad in ("", "defend 7S 9S with", "attack ZZ", "defend with 9S"):
        with pytest.raises(IllegalAction) as e:
            Action.parse(bad)
        assert e.value.code == "bad_action"


@given(
    st.sampled_from(["attack", "throw_in", "transfer", "commit"]),
    st.lists(st.integers(0, 51), min_size=1, max_size=4),
    st.one_of(st.none(), st.integers(0, 51)),
)
def test_any_action_survives_str_and_parse(kind, cards, target):
    cs = tuple(CARDS[i] for i in cards)
    a = Action(kind, cs, None if target is None else CARDS[target])
    assert Action.parse(str(a)) == a


def test_illegal_action_is_a_value_error_with_code_and_values():
    e = IllegalAction("cannot_beat", card=Card.parse("7C"), target=Card.parse("9C"))
    assert isinstance(e, ValueError)
    assert str(e) == "Your 7♣ cannot beat the 9♣." and e.values == {"card": "7C", "target": "9C"}
    e2 = pickle.loads(pickle.dumps(e))
    assert e2.code == e.code and str(e2) == str(e) and e2.values == e.values
    assert all(isinstance(k, str) and v for k, v in engine.MESSAGES.items())
