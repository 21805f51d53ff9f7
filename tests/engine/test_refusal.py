"""``State.refusal(action)`` (issue 17, item 6): why an action is illegal without applying
it, the same error ``apply`` raises; None exactly when ``apply`` accepts the action."""

import random

import pytest

import engine
from engine import ACTION_KINDS, CARDS, Action, IllegalAction


def random_action(rng: random.Random) -> Action:
    kind = rng.choice(ACTION_KINDS)
    cards = tuple(rng.choice(CARDS) for _ in range(rng.choice((0, 1, 1, 2, 3))))
    target = rng.choice(CARDS) if rng.random() < 0.3 else None
    suit = rng.randrange(4) if kind == "choose_suit" else None
    return Action(kind, cards, target, suit)


def positions(variant: str, games: int, seed: int):
    rng = random.Random(seed)
    spec = engine.VARIANTS[variant]
    for g in range(games):
        players = rng.randint(*spec.players_range())
        s = engine.new_game(variant, players=players, seed=seed * 1000 + g)
        steps = 0
        while True:
            yield s, rng
            if s.is_terminal() or steps > 400:
                break
            s = s.apply(rng.choice(s.legal_actions()))
            steps += 1


def same_error(a: IllegalAction, b: IllegalAction) -> bool:
    return (type(a), a.code, a.values, str(a)) == (type(b), b.code, b.values, str(b))


@pytest.mark.parametrize("variant", list(engine.VARIANTS))
def test_refusal_is_exactly_what_apply_raises(variant):
    checked = refused = 0
    for s, rng in positions(variant, 6, 17):
        before = s.to_dict()
        tries = [random_action(rng) for _ in range(4)]
        tries += [str(a) for a in tries[:2]]  # the text forms too
        tries += s.legal_actions()[:3]
        for a in tries:
            err = s.refusal(a)
            try:
                s.apply(a)
            except IllegalAction as e:
                assert err is not None, (str(s), a)
                assert same_error(err, e), (a, err, e)
                refused += 1
            else:
                assert err is None, (a, err)
            assert s.is_legal(a) == (err is None)
            checked += 1
        assert s.to_dict() == before  # neither refusal nor a refused apply changed anything
    assert checked > 500 and refused > 200


def test_refusal_reads_like_the_table_needs_it():
    s = engine.new_game("podkidnoy", players=2, seed=3)
    assert s.refusal(s.legal_actions()[0]) is None
    err = s.refusal("take")
    assert err is not None and err.code == "cannot_take" and str(err) == "You cannot take now."
    err = s.refusal("attack 7S")
    assert err is not None and err.code == "not_in_hand" and err.values == {"card": "7S"}
    err = s.refusal("nonsense here")
    assert err is not None and err.code == "bad_action"
    over = s
    while not over.is_terminal():
        over = over.apply(over.legal_actions()[0])
    err = over.refusal("take")
    assert err is not None and err.code == "game_over"


def test_refusal_of_malformed_actions_is_the_engines_error():
    s = engine.new_game("podkidnoy", players=2, seed=3)
    for bad in (
        ("take", (), None, None),  # a plain tuple
        Action("attack", ("7S",)),  # str cards
        Action("attack", (-1,)),
        Action("attack", (52,)),
        Action("defend", (CARDS[20],), "7S"),
        Action("choose_suit", (), None, 7),
        Action(5),
        None,
        7,
    ):
        err = s.refusal(bad)  # type: ignore[arg-type]
        assert err is not None and err.code == "bad_action", bad
        with pytest.raises(IllegalAction) as e:
            s.apply(bad)  # type: ignore[arg-type]
        assert e.value.code == "bad_action"


@pytest.mark.parametrize("variant", list(engine.VARIANTS))
def test_an_action_with_plain_int_cards_leaves_engine_objects_in_the_state(variant):
    """A legal action written with plain ints is accepted, and the next state holds the
    engine's own Action and Card objects, so it saves and reloads."""
    s = engine.new_game(variant, players=2, seed=9)
    for _ in range(30):
        if s.is_terminal():
            break
        a = s.legal_actions()[-1]
        plain = Action(
            a.kind,
            tuple(int(c) for c in a.cards),
            None if a.target is None else int(a.target),
            a.suit,
        )
        assert s.refusal(plain) is None
        s = s.apply(plain)
        last = s.history[-1]
        assert last is a
        assert all(type(c) is engine.Card for c in last.cards)
        assert engine.State.from_dict(s.to_dict()) == s


@pytest.mark.parametrize(
    "text", ["choose_suit DH", "choose_suit CDHS", "choose_suit hs", "choose_suit ♣♦"]
)
def test_choose_suit_takes_exactly_one_suit(text):
    s = engine.new_game("svoi_kozyri", players=2, seed=1)
    with pytest.raises(IllegalAction) as e:
        Action.parse(text)
    assert e.value.code == "bad_action"
    assert s.refusal(text) is not None and s.refusal(text).code == "bad_action"
    assert s.refusal("choose_suit h") is None and s.refusal("choose_suit ♥") is None
