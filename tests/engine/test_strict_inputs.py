"""Strict inputs everywhere (issue 17, item 8): each example the issue lists is refused with
the engine's typed error and a readable message, and a save cannot carry a false result.
(Malformed actions and ``choose_suit DH``: tests/engine/test_refusal.py; options of
``new_game``: tests/engine/test_registry.py.)"""

import json
import math
import random

import pytest

import engine
import engine.ai
from engine import IllegalAction, InvalidPosition, Series, State
from engine.corrupt import corrupt


def finished(variant: str, players: int = 2, seed: int = 1) -> State:
    """A game played to its end by normal bots (one with a loser: seeds are tried on)."""
    while True:
        s = engine.new_game(variant, players=players, seed=seed)
        while not s.is_terminal():
            v = s.view(s.current_player)
            s = s.apply(engine.ai.choose(v, level="normal", seed=len(s.history)))
        if not s.result.draw:
            return s
        seed += 100


def running(variant: str, players: int = 2, moves: int = 12, seed: int = 1) -> State:
    s = engine.new_game(variant, players=players, seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        s = s.apply(rng.choice(s.legal_actions()))
    return s


def refused(d: dict, *words: str) -> InvalidPosition:
    with pytest.raises(InvalidPosition) as e:
        State.from_dict(d)
    text = str(e.value)
    assert text.startswith("This saved game cannot be loaded: ") and e.value.reason
    for w in words:
        assert w in text, (w, text)
    return e.value


# --- from_dict: fields of the wrong type (TypeError before) -----------------------------------


@pytest.mark.parametrize("deck", [[36], "36", 36.0, True, None])
def test_durak_options_deck_of_the_wrong_type(deck):
    d = running("podkidnoy").to_dict()
    d["options"]["deck"] = deck
    refused(d, "options", "deck")


@pytest.mark.parametrize("out", [None, True, 1, "0", {"0": 1}])
def test_out_that_is_not_a_list(out):
    for variant in ("podkidnoy", "svoi_kozyri"):
        d = running(variant, moves=20).to_dict()
        d["out"] = out
        refused(d, "out")


@pytest.mark.parametrize("order", [None, 0, "01", {"0": 1}, [0.0], [True], [0, 0], [5]])
def test_result_order_that_is_not_a_list_of_seats(order):
    for variant in engine.variants():
        d = finished(variant).to_dict()
        d["result"]["order"] = order
        refused(d, "result")


# --- a save cannot carry a false result --------------------------------------------------------


@pytest.mark.parametrize("variant", ["podkidnoy", "perevodnoy", "svoi_kozyri"])
def test_a_winner_is_refused_where_there_is_only_a_loser(variant):
    s = finished(variant, seed=3)
    assert s.result.durak is not None
    d = s.to_dict()
    d["result"]["winner"] = 1 - s.result.durak  # before: returns() followed it, reversed
    refused(d, "result", "the position says")
    assert State.from_dict(s.to_dict()).returns() == s.returns()


@pytest.mark.parametrize("variant", list(engine.VARIANTS))
def test_a_swapped_result_is_refused(variant):
    s = finished(variant, seed=5)
    r = s.result.to_dict()
    for change in (
        {"durak": None if r["durak"] is not None else 0, "draw": r["durak"] is not None},
        {"winner": None if r["winner"] is not None else 1, "durak": r["winner"]},
        {"reason": "action_cap", "draw": True, "durak": None, "winner": None},
        {"draw": not r["draw"]},
        {"order": list(reversed(r["order"])) + ([1] if not r["order"] else [])},
    ):
        d = s.to_dict()
        d["result"].update(change)
        if d["result"] == r:
            continue
        refused(d, "result")


@pytest.mark.parametrize("reason", ["resign", "timeout", "abandoned"])
def test_an_online_servers_result_reads_but_no_local_save_may_claim_it(reason):
    """engine.net ends games without a move (a resignation, the turn clock, an abandoned
    table): the game's online table reads such a result from the wire with
    Result.from_dict (it crashed on 'resign' when the reasons were first checked), while a
    saved position whose result says so is refused (its position ended by the rules)."""
    from engine.net.server import Server

    s = finished("podkidnoy", seed=5)
    wire = {"order": [1], "durak": 0, "draw": False, "reason": reason, "winner": 1}
    if reason == "abandoned":
        wire = {"order": [], "durak": None, "draw": True, "reason": reason, "winner": None}
    r = engine.Result.from_dict(wire, players=2)
    assert r.reason == reason
    assert engine.Result.from_dict(r.to_dict()) == r
    if reason != "abandoned":
        served = Server._loss(type("T", (), {"state": s})(), 0, reason)
        assert engine.Result.from_dict(served, players=2).durak == 0
    d = s.to_dict()
    d["result"]["reason"] = reason
    refused(d, "result")
    with pytest.raises(InvalidPosition):
        engine.Result.from_dict(dict(wire, reason="walkover"))


def test_warfare_result_reason_and_order_are_checked():
    s = finished("warfare", seed=2)
    for change in (
        {"reason": "walkover"},
        {"reason": "action_cap"},
        {"order": []},
        {"order": [0, 1]},
    ):
        d = s.to_dict()
        d["result"].update(change)
        if d["result"] != s.to_dict()["result"]:
            refused(d, "result")


def test_durak_passes_fit_the_phase():
    s = engine.new_game("podkidnoy", players=3, seed=2)
    d = s.to_dict()
    d["passes"] = 1  # the attack phase: nobody has passed
    refused(d, "passes")
    while s.phase != "add":
        s = s.apply(s.legal_actions()[0] if s.phase != "defend" else s.legal_actions()[0])
    d = s.to_dict()
    d["passes"] = 2  # both attackers passed in a row: the bout would be over
    refused(d, "passes")
    d["passes"] = True
    refused(d, "passes")


def test_an_action_capped_durak_game_with_cards_on_the_table_loads():
    s = engine.new_game("podkidnoy", players=2, seed=4, action_cap=3)
    while not s.is_terminal():
        s = s.apply(s.legal_actions()[0])
    assert s.result.reason == "action_cap" and s.table
    assert State.from_dict(json.loads(json.dumps(s.to_dict()))) == s
    d = s.to_dict()
    d["options"]["action_cap"] = 50  # claims the cap stopped it 47 actions early
    refused(d, "action cap")


# --- options in a save (bool() and any value before) -------------------------------------------


@pytest.mark.parametrize(
    "name,value",
    [
        ("transfer_show", "no"),
        ("first_bout_five", "no"),
        ("first_bout_five", 1),
        ("action_cap", True),
        ("dealer", math.nan),
        ("dealer", 7),
        ("dealer", "0"),
        ("previous_durak", math.nan),
        ("previous_durak", -1),
        ("previous_durak", 1.0),
    ],
)
def test_saved_options_are_checked_like_new_game_options(name, value):
    d = running("perevodnoy").to_dict()
    d["options"][name] = value
    e = refused(d, "options", name)
    assert "must be" in e.reason


def test_a_loaded_save_is_strict_json():
    s = running("perevodnoy")
    text = json.dumps(State.from_dict(s.to_dict()).to_dict(), allow_nan=False)
    assert State.from_dict(json.loads(text)) == s


@pytest.mark.parametrize("fmt", [1.0, True, "1", None, 2])
def test_the_format_is_exactly_an_int(fmt):
    d = running("warfare").to_dict()
    d["format"] = fmt
    refused(d, "format")


@pytest.mark.parametrize("bad", [None, [], "poker", 7])
def test_a_save_that_is_not_a_dict_or_names_no_game(bad):
    with pytest.raises(InvalidPosition):
        State.from_dict(bad)  # type: ignore[arg-type]
    d = running("podkidnoy").to_dict()
    d["variant"] = bad
    refused(d, "variant")


# --- other inputs ------------------------------------------------------------------------------


@pytest.mark.parametrize("player", [2, -1, "0", True, None, 0.0])
def test_a_view_of_a_seat_that_is_not_there(player):
    s = engine.new_game("warfare", seed=1)
    with pytest.raises(IllegalAction) as e:
        s.view(player)
    assert e.value.code == "no_player"


def test_a_saved_series_is_checked():
    good = Series("podkidnoy", players=3, games=2, seed=4).to_dict()
    assert Series.from_dict(good).to_dict() == good
    for key, value in (
        ("players", "3"),
        ("players", 3.0),
        ("games", True),
        ("seed", 1.5),
        ("options", {"deck": 40}),
        ("options", {"previous_durak": 1}),
        ("results", [{"order": "01", "durak": 2, "draw": False}]),
        ("results", [{"order": [0, 1], "durak": 7, "draw": False}]),
        ("results", [{"order": [0, 1, 2], "durak": 2, "draw": True}]),
        ("variant", "poker"),
    ):
        with pytest.raises(InvalidPosition):
            Series.from_dict(dict(good, **{key: value}))
    with pytest.raises(engine.InvalidOptions) as e:
        Series("podkidnoy", players=2, games=0)
    assert e.value.code == "bad_series_games"


# --- the corruption fuzzer -----------------------------------------------------------------------


def test_corrupted_saves_are_refused_or_consistent():
    report = corrupt(8, seed=11)
    print(report.summary())
    assert report.violations == []
    assert report.tried > 3000 and report.refused > report.tried // 2
    assert report.accepted_same > 0 and report.accepted_other > 0
    assert set(report.by_variant) == set(engine.VARIANTS)


def test_the_corruption_fuzzer_reports_a_loader_that_crashes(monkeypatch):
    import engine.durak.load as durak_load

    def crash(*args):
        raise TypeError("a loader bug")

    monkeypatch.setattr(durak_load, "load_seats", crash)
    report = corrupt(2, ["podkidnoy"], seed=1)
    assert report.violations and "safety net" in report.violations[0]


def test_the_corruption_fuzzer_reports_a_false_result():
    """An accepted save whose result is not the position's (what a loader that trusted the
    saved result gave before) is a violation."""
    import random as _random

    from engine.corrupt import _problems

    s = finished("podkidnoy", seed=3)
    t = State.from_dict(s.to_dict())
    t._result = engine.Result(s.result.order, None, True)  # a loader that trusted the file
    problem = _problems(t, s, 0, _random.Random(1))
    assert problem is not None and "false result" in problem
