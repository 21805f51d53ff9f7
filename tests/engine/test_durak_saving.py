"""to_dict / from_dict: round trips and the validation of bad positions."""

import copy
import json
import pickle

import pytest
from durak_positions import position

import engine
from engine import State


def saved():
    s = engine.new_game("perevodnoy", 3, seed=21, transfer_show=True)
    for _ in range(7):
        s = s.apply(s.legal_actions()[0])
    return s


def test_round_trip_through_json_equals_state():
    s = saved()
    d = s.to_dict()
    assert d["format"] == 1 and d["variant"] == "perevodnoy"
    back = State.from_dict(json.loads(json.dumps(d)))
    assert back == s and hash(back) == hash(s)
    assert back.legal_actions() == s.legal_actions()
    assert back.to_dict() == d


def test_pickle_keeps_the_position():
    s = saved()
    assert pickle.loads(pickle.dumps(s)) == s


def test_finished_game_round_trip():
    s = position(["7S", "8S 9D"], trump="6C")
    s = s.apply("attack 7S").apply("defend 7S with 8S")
    assert s.is_terminal()
    back = State.from_dict(json.loads(json.dumps(s.to_dict())))
    assert back == s and back.result == s.result


def bad(mutate):
    d = copy.deepcopy(saved().to_dict())
    mutate(d)
    with pytest.raises(ValueError) as e:
        State.from_dict(d)
    return str(e.value)


def test_rejects_duplicate_card():
    def dup(d):
        d["hands"][0].append(d["hands"][1][0])

    assert "twice" in bad(dup)


def test_rejects_unknown_card_code():
    def unk(d):
        d["hands"][0][0] = "1X"

    assert "unknown card" in bad(unk)


def test_rejects_card_outside_the_deck():
    def low(d):
        d["hands"][0].append("2C")

    assert "not in a 36-card deck" in bad(low)


def test_rejects_missing_card():
    def miss(d):
        d["hands"][0].pop()

    assert "missing" in bad(miss)


def test_rejects_wrong_hand_count():
    def hands(d):
        d["hands"].pop()

    assert "hands" in bad(hands)


def test_rejects_impossible_roles():
    def same(d):
        d["defender"] = d["attacker"]

    assert "differ" in bad(same)

    def skip(d):
        d["defender"] = (d["attacker"] + 2) % 3

    assert "next player" in bad(skip)

    def turn(d):
        d["phase"] = "attack"
        d["table"] = []

    msg = bad(turn)
    assert "cards missing" in msg or "attack phase" in msg


def test_rejects_bad_format_variant_and_phase():
    def fmt(d):
        d["format"] = 99

    assert "format" in bad(fmt)

    def var(d):
        d["variant"] = "poker"

    assert "no game called 'poker'" in bad(var)

    def ph(d):
        d["phase"] = "dance"

    assert "phase" in bad(ph)


def test_rejects_trump_card_not_at_bottom_of_talon():
    def swap(d):
        d["talon"][0], d["talon"][-1] = d["talon"][-1], d["talon"][0]

    assert "bottom" in bad(swap)


def test_rejects_a_defence_that_does_not_beat():
    with pytest.raises(ValueError, match="does not beat"):
        position(["7S", "9D"], trump="6C", talon="AD", table=[("8S", "7H")], phase="add", turn=0)


def test_rejects_known_cards_outside_the_hand():
    with pytest.raises(ValueError, match="known"):
        position(["7S", "9D"], trump="6C", talon="AD", known=["", "7S"])


def test_rejects_out_player_with_cards():
    with pytest.raises(ValueError, match="out"):
        position(["7S", "9D", "TD"], trump="6C", out=[0])


def test_rejects_unknown_option():
    def opt(d):
        d["options"]["jokers"] = True

    assert "no option “jokers”" in bad(opt)
    with pytest.raises(ValueError):
        engine.new_game("podkidnoy", 2, seed=1, jokers=True)


def test_rejects_non_dict():
    with pytest.raises(ValueError):
        State.from_dict([])  # type: ignore[arg-type]


def test_rejects_a_limit_that_does_not_fit_the_defender():
    with pytest.raises(ValueError, match="limit"):
        position(["7S 8S", "9D TD"], trump="6C", talon="AD", limit=5)
    with pytest.raises(ValueError, match="limit"):
        position(["7S 8S", "9D TD"], trump="6C", talon="AD", limit=7)
    assert position(["7S 8S", "9D TD"], trump="6C", talon="AD").limit == 2
