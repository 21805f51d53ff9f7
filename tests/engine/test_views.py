"""A typed, frozen view per rules family (issue 29, item 5): each variant's spec names its
view class, the engine's views are of it and hold exactly its declared fields with values of
the declared types, they cannot be changed, and they pickle (old plain views still load)."""

import pickle
import random
import typing

import pytest

import engine
from engine.net import remote
from engine.net.protocol import view_to_wire
from engine.views import COMMON_FIELDS, BattleView, DurakView, FamilyView, KozyriView

FAMILY_VIEWS = {"durak": DurakView, "kozyri": KozyriView, "battle": BattleView}


def views(variant: str, games: int = 4):
    spec = engine.VARIANTS[variant]
    for seed in range(games):
        rng = random.Random(seed)
        low, high = spec.players_range()
        n = rng.randint(low, min(high, 4))
        s = engine.new_game(variant, players=n, seed=seed)
        while True:
            yield s.view(rng.randrange(n))
            if s.is_terminal():
                break
            s = s.apply(rng.choice(s.legal_actions()))


def _is(value, hint) -> bool:
    """``value`` fits the declared type ``hint`` (the outer type; tuples item by item)."""
    if hint is typing.Any:
        return True
    origin = typing.get_origin(hint)
    args = typing.get_args(hint)
    if origin is typing.Union:
        return any(_is(value, a) for a in args)
    if hint is type(None):
        return value is None
    if origin is tuple:
        if not isinstance(value, tuple):
            return False
        if len(args) == 2 and args[1] is Ellipsis:
            return all(_is(x, args[0]) for x in value)
        return len(args) == len(value) and all(_is(x, a) for x, a in zip(value, args))
    if origin is dict:
        return isinstance(value, dict)
    if hint is int:
        return isinstance(value, int) and not isinstance(value, bool)
    return isinstance(value, origin or hint)


@pytest.mark.parametrize("variant", list(engine.VARIANTS))
def test_each_variant_declares_its_family_view_and_the_views_fit_it(variant):
    spec = engine.VARIANTS[variant]
    cls = spec.view_type
    assert cls is FAMILY_VIEWS[spec.family]
    hints = typing.get_type_hints(cls)
    assert set(cls.FIELDS) <= set(hints), "every field is declared with its type"
    assert cls.FIELDS[: len(COMMON_FIELDS)] == COMMON_FIELDS
    count = 0
    for v in views(variant):
        assert type(v) is cls
        # exactly the declared fields (in the order the rules build them: to_dict's order)
        assert sorted(v.fields()) == sorted(cls.FIELDS)
        for f in cls.FIELDS:
            assert _is(getattr(v, f), hints[f]), (variant, f, getattr(v, f), hints[f])
        count += 1
    assert count > 50


def test_views_are_frozen_and_complete():
    v = engine.new_game("svoi_kozyri", players=3, seed=2).view(1)
    with pytest.raises(AttributeError):
        v.pile = ()  # type: ignore[misc]
    with pytest.raises(AttributeError):
        v.nonsense  # noqa: B018
    fields = {f: getattr(v, f) for f in v.fields()}
    del fields["suits"]
    with pytest.raises(TypeError, match="suits"):
        KozyriView(v.legal_actions(), None, **fields)
    assert issubclass(KozyriView, FamilyView) and issubclass(KozyriView, engine.View)


@pytest.mark.parametrize("variant", list(engine.VARIANTS))
def test_views_pickle_and_old_plain_views_still_load(variant):
    s = engine.new_game(variant, players=2, seed=5)
    s = s.apply(s.legal_actions()[0])
    v = s.view(0)
    back = pickle.loads(pickle.dumps(v, protocol=2))
    assert type(back) is type(v) and back.to_dict() == v.to_dict()
    assert back.legal_actions() == v.legal_actions()
    if isinstance(v, DurakView):  # a history attribute travels with the view
        assert back.public_log == v.public_log != ()
    # a save of an older build holds a plain engine.base.View: it loads and reads alike
    plain = engine.View(v.legal_actions(), None, **{f: getattr(v, f) for f in v.fields()})
    old = pickle.loads(pickle.dumps(plain, protocol=2))
    assert type(old) is engine.View and old.to_dict() == v.to_dict()


@pytest.mark.parametrize("variant", list(engine.VARIANTS))
def test_a_view_from_the_wire_is_of_the_same_class(variant):
    for i, v in enumerate(views(variant, games=1)):
        if i % 5:
            continue
        w = remote.view_from_wire(view_to_wire(v))
        assert type(w) is type(v)
        assert w.to_dict() == v.to_dict()
        if isinstance(v, DurakView):  # the past is not on the wire: the declared default
            assert v.public_log and w.public_log == ()
    wire = view_to_wire(engine.new_game(variant, players=2, seed=1).view(0))
    del wire["hand"]  # a server of another version: the plain view, as before
    assert type(remote.view_from_wire(wire)) is engine.View


def test_fields_are_derived_from_the_annotations_in_the_wire_order():
    # FIELDS are read off each family's annotations (views.FamilyView.__init_subclass__);
    # these are the tuples they used to be written as, in to_dict's order
    assert DurakView.FIELDS == COMMON_FIELDS + (
        "discard", "table", "attacker", "defender", "limit", "bout", "passes", "shown",
    )  # fmt: skip
    assert KozyriView.FIELDS == COMMON_FIELDS + (
        "suits",
        "dealer",
        "stock_count",
        "pile",
        "top",
        "pile_owners",
    )
    assert BattleView.FIELDS == COMMON_FIELDS + (
        "deck_count", "discard", "score_piles", "scores", "my_commit", "committed",
        "offered", "face_up", "leader", "loser", "battle",
    )  # fmt: skip
    assert "public_log" not in DurakView.FIELDS  # annotated with a default: not a field

    class Wider(DurakView):
        extra: int
        note: str = ""

    assert Wider.FIELDS == DurakView.FIELDS + ("extra",)
    assert Wider._REQUIRED == frozenset(Wider.FIELDS)


def test_the_common_fields_are_read_from_views_declarations():
    """One list: ``COMMON_FIELDS`` is the public names annotated on ``engine.View``, in their
    order (the private bookkeeping, ``_actions`` and ``_fields``, is no field)."""
    declared = list(engine.View.__annotations__)
    assert list(COMMON_FIELDS) == [n for n in declared if not n.startswith("_")]
    assert {"_actions", "_fields"} <= set(declared) and COMMON_FIELDS[0] == "variant"
    assert set(COMMON_FIELDS) <= set(typing.get_type_hints(engine.View))
