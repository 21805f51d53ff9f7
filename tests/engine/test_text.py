"""``engine.text``: each rules family's fields are written by the describer its package
registers, found through the variant's spec (no ``isinstance`` chain on view classes)."""

import engine
from engine.registry import Family
from engine.text import (
    DESCRIBERS,
    Describer,
    describe_view,
    describer_for,
    register_describer,
    unregister_describer,
)
from engine.views import BattleView


def test_every_built_in_family_registers_its_describer():
    for name, spec in engine.VARIANTS.items():
        assert describer_for(name) is DESCRIBERS[spec.family], name
        assert type(describer_for(name)) is not Describer, name


def test_an_unknown_variant_gets_the_common_fields_only():
    assert type(describer_for("no such variant")) is Describer


def test_describe_view_dispatches_through_the_family_registered_on_the_spec():
    view = engine.new_game("warfare", seed=3).view(0)
    before = describe_view(view)
    built_in = DESCRIBERS[Family.BATTLE]

    class Marked(type(built_in)):
        def table(self, v: BattleView):
            return super().table(v) + ["  marked"]

    register_describer(Family.BATTLE, Marked())
    try:
        text = describe_view(view)
    finally:
        register_describer(Family.BATTLE, built_in)
    assert text.splitlines()[-2] == "  marked"
    assert text.replace("\n  marked", "") == before
    assert describe_view(view) == before


def test_a_family_without_a_describer_shows_the_common_fields_and_a_talon():
    view = engine.new_game("podkidnoy", players=3, seed=5).view(1)
    built_in = DESCRIBERS[Family.DURAK]
    with_family = describe_view(view)
    unregister_describer(Family.DURAK)
    try:
        plain = describe_view(view)
    finally:
        register_describer(Family.DURAK, built_in)
    assert "bout 1" in with_family.splitlines()[0] and "(attacker)" in with_family
    header = plain.splitlines()[0]
    assert header.startswith("trump ") and "talon 18" in header and "bout" not in header
    assert "attacker" not in plain and "defender" not in plain
    assert plain.splitlines()[-1] == with_family.splitlines()[-1]  # the hand, all the same
