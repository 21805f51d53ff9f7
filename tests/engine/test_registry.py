"""The variant registry (issue 17, item 1): one frozen spec per variant, and ``new_game``
refuses whatever the spec does not allow with a typed error a player can read."""

import dataclasses
import subprocess
import sys
from pathlib import Path

import pytest

import engine
from engine import VARIANTS, InvalidOptions, VariantSpec
from engine.fuzz import game_options

ROOT = Path(__file__).resolve().parents[2]


def test_registry_lists_the_four_variants_in_order():
    assert (
        engine.variants()
        == tuple(VARIANTS)
        == (
            "podkidnoy",
            "perevodnoy",
            "svoi_kozyri",
            "warfare",
        )
    )
    assert len(VARIANTS) == 4 and "warfare" in VARIANTS and "poker" not in VARIANTS
    for name, spec in VARIANTS.items():
        assert isinstance(spec, VariantSpec) and spec.name == name and spec.title


def test_registry_and_specs_are_read_only():
    with pytest.raises(TypeError):
        VARIANTS["poker"] = VARIANTS["warfare"]  # type: ignore[index]
    with pytest.raises(dataclasses.FrozenInstanceError):
        VARIANTS["warfare"].max_players = 3  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        VARIANTS["warfare"].options[0].default = "under"  # type: ignore[misc]


def test_specs_say_what_each_variant_is():
    pod, per, koz, war = (VARIANTS[n] for n in engine.variants())
    assert (pod.min_players, pod.max_players, pod.decks) == (2, 6, (24, 36, 52))
    assert pod.players_range(24) == (2, 4) and pod.players_range(52) == (2, 6)
    assert pod.series and per.series and not koz.series and not war.series
    assert (koz.min_players, koz.max_players, koz.decks) == (2, 4, (36,))
    assert (war.min_players, war.max_players, war.decks) == (2, 2, (52,))
    assert per.option("transfer_show").choices == (False, True)
    assert pod.option("transfer_show").choices == (False,)
    assert koz.option("deal").choices == ("stock", "all")
    assert war.option("trump_card").default == "aside"
    with pytest.raises(KeyError):
        war.option("deck")
    # the differences the record, the coach, the online client and the table talk ask for
    assert [s.family for s in (pod, per, koz, war)] == ["durak", "durak", "kozyri", "battle"]
    assert [s.transfers for s in (pod, per, koz, war)] == [False, True, False, False]


def test_family_is_a_typed_name_and_unknown_words_are_refused():
    """``VariantSpec.family`` is an ``engine.Family``: its word is read as the member (and
    still equals the word, as the game's tables compare it), a spec without one is
    ``Family.OTHER`` and a word that names no family is refused at once, not at the record."""
    spec = VariantSpec("fam_toy", "Toy", 2, 2, (36,), family="kozyri")  # type: ignore[arg-type]
    assert spec.family is engine.Family.KOZYRI and spec.family == "kozyri"
    assert str(spec.family) == "kozyri" and f"{spec.family}" == "kozyri"
    assert VariantSpec("fam_toy", "Toy", 2, 2, (36,)).family is engine.Family.OTHER
    with pytest.raises(ValueError, match="family must be"):
        VariantSpec("fam_toy", "Toy", 2, 2, (36,), family="durakk")  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        VariantSpec("fam_toy", "Toy", 2, 2, (36,), family="")  # type: ignore[arg-type]


@pytest.mark.parametrize("name", ["podkidnoy", "perevodnoy", "svoi_kozyri", "warfare"])
def test_defaults_are_what_a_new_game_uses(name):
    spec = VARIANTS[name]
    s = engine.new_game(name, players=2, seed=5)
    assert s.options == spec.defaults()
    assert engine.new_game(name, players=2, seed=5, **spec.defaults()) == s


BAD = [
    ("podkidnoy", 2, {"deck": 52.0}, "bad_option_type", "“deck” of Podkidnoy must be a whole"),
    ("podkidnoy", 2, {"deck": "36"}, "bad_option_type", "must be a whole number, not '36'"),
    ("podkidnoy", 2, {"deck": True}, "bad_option_type", "not True"),
    ("podkidnoy", 2, {"deck": 40}, "bad_deck", "deck of 24, 36 or 52 cards, not 40"),
    ("podkidnoy", "2", {}, "bad_players", "Podkidnoy is for 2 to 6 players, not '2'"),
    ("podkidnoy", True, {}, "bad_players", "not True"),
    ("podkidnoy", 2.0, {}, "bad_players", "not 2.0"),
    ("podkidnoy", 7, {}, "bad_players", "2 to 6 players, not 7"),
    ("podkidnoy", 5, {"deck": 24}, "bad_players", "Podkidnoy with 24 cards is for 2 to 4"),
    ("podkidnoy", 2, {"jokers": True}, "unknown_option", "Podkidnoy has no option “jokers”"),
    ("podkidnoy", 2, {"transfer_show": True}, "bad_option_value", "must be False, not True"),
    ("perevodnoy", 2, {"transfer_show": "no"}, "bad_option_type", "True or False, not 'no'"),
    ("perevodnoy", 2, {"first_bout_five": 1}, "bad_option_type", "True or False, not 1"),
    ("perevodnoy", 2, {"action_cap": True}, "bad_option_type", "whole number, not True"),
    ("perevodnoy", 2, {"action_cap": 0}, "bad_option_value", "at least 1, not 0"),
    ("perevodnoy", 3, {"dealer": 3}, "bad_option_value", "seat number from 0 to 2 or None"),
    ("perevodnoy", 3, {"previous_durak": -1}, "bad_option_value", "not -1"),
    ("perevodnoy", 2, {"previous_durak": float("nan")}, "bad_option_type", "not nan"),
    ("perevodnoy", 2, {"first_attacker": "me"}, "bad_option_value", "'pagat', 'lowest_trump'"),
    ("svoi_kozyri", 5, {}, "bad_players", "Svoi Kozyri is for 2 to 4 players, not 5"),
    ("svoi_kozyri", 2, {"deck": 36}, "unknown_option", "Svoi Kozyri has no option “deck”"),
    ("svoi_kozyri", 2, {"hand_size": 10}, "bad_option_value", "from 1 to 9, not 10"),
    ("svoi_kozyri", 2, {"deal": "All"}, "bad_option_value", "'stock' or 'all', not 'All'"),
    ("warfare", 3, {}, "bad_players", "Warfare is for 2 players, not 3"),
    ("warfare", 2, {"dealer": 2}, "bad_option_value", "from 0 to 1 or None, not 2"),
    ("warfare", 2, {"trump_card": None}, "bad_option_type", "must be a word, not None"),
    ("poker", 2, {}, "unknown_variant", "There is no game called “poker”"),
    (None, 2, {}, "unknown_variant", "no game called “None”"),
]


@pytest.mark.parametrize("variant,players,options,code,text", BAD)
def test_new_game_refuses_what_the_spec_does_not_allow(variant, players, options, code, text):
    with pytest.raises(InvalidOptions) as e:
        engine.new_game(variant, players=players, seed=1, **options)
    assert e.value.code == code
    assert text in str(e.value)
    assert isinstance(e.value, engine.IllegalAction) and isinstance(e.value, ValueError)
    assert code in engine.MESSAGES


@pytest.mark.parametrize("seed", [1.5, "7", True])
def test_new_game_refuses_a_seed_that_is_not_a_whole_number(seed):
    with pytest.raises(InvalidOptions) as e:
        engine.new_game("podkidnoy", seed=seed)
    assert e.value.code == "bad_seed"


def test_fuzz_options_come_from_the_spec_and_are_valid():
    import random

    rng = random.Random(3)
    seen = {name: set() for name in VARIANTS}
    for _ in range(300):
        for name, spec in VARIANTS.items():
            players = rng.randint(*spec.players_range(max(spec.decks)))
            opts = game_options(name, players, rng)
            engine.new_game(name, players=players, seed=1, **opts)  # never refused
            seen[name] |= set(opts)
    for name, spec in VARIANTS.items():
        assert seen[name] == set(spec.option_names()) - {"action_cap"}, name


def test_series_refuses_a_variant_not_played_in_series():
    # the spec's flag is enforced, not only documented
    for name, spec in VARIANTS.items():
        if spec.series:
            engine.Series(name, players=2, games=2, seed=1)
            continue
        with pytest.raises(engine.InvalidOptions) as e:
            engine.Series(name, players=2, games=2, seed=1)
        assert e.value.code == "not_a_series_variant"
        assert spec.title in str(e.value)
    with pytest.raises(engine.InvalidOptions):
        engine.Series("svoi_kozyri", players=2, games=2, seed=1)
    saved = engine.Series("podkidnoy", players=2, games=2, seed=1).to_dict()
    saved["variant"] = "warfare"
    with pytest.raises(engine.InvalidPosition, match="not played in series"):
        engine.Series.from_dict(saved)


def run_cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "engine", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        stdin=subprocess.DEVNULL,
    )


def test_cli_lists_the_registry_and_refuses_bad_options_readably():
    r = run_cli("variants")
    assert r.returncode == 0
    for spec in VARIANTS.values():
        assert f"{spec.name}: {spec.title}" in r.stdout
    r = run_cli("play", "--variant", "warfare", "--deck", "36")
    assert r.returncode == 2 and "Warfare has no option “deck”" in r.stderr
    r = run_cli("play", "--variant", "poker")
    assert r.returncode == 2 and "invalid choice" in r.stderr
    r = run_cli("play", "--variant", "svoi_kozyri", "--option", "deal=all", "--seed", "3")
    assert "svoi_kozyri, 2 players, seed 3" in r.stdout


def test_cli_serve_hands_over_to_the_server():
    r = run_cli("serve", "--help")
    assert r.returncode == 0 and "python -m engine serve" in r.stdout and "--port" in r.stdout


def test_common_options_are_declared_once():
    # every built-in variant declares the dealer (and, with a default, the action cap) alike
    from engine.registry import common_options

    for name, spec in VARIANTS.items():
        by_name = {o.name: o for o in spec.options}
        cap = by_name.get("action_cap")
        assert by_name["dealer"] == common_options()[0], name
        if cap is not None:
            assert cap == common_options(cap.default)[1], name
    assert [o.name for o in common_options(5)] == ["dealer", "action_cap"]
    assert [o.name for o in common_options()] == ["dealer"]
