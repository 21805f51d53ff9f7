"""One named test per Svoi Kozyri rule (engine/kozyri.py, docs/rules.md "Svoi Kozyri"),
mostly from explicit positions built with ``from_dict``."""

import json
import pickle
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from state_checks import (
    assert_immutable_and_hashable,
)

import engine
import engine.ai
from engine import Action, Card, IllegalAction, State
from engine.cards import cards_of, deck_mask
from engine.fuzz import FuzzReport, _check_illegal, _check_view
from engine.kozyri import BEAT, KozyriState, beats_for

C = Card.parse
DECK36 = cards_of(deck_mask(36))
CL, DI, HE, SP = 0, 1, 2, 3


def cs(text):
    return [str(C(w)) for w in text.split()]


def position(
    hands, pile="", suits="CD", turn=0, rest="pile", out=(), known=None, stock=None, **options
):
    """A play-phase position.  Cards not named go to the bottom of the pile (``rest="pile"``)
    or to the stock (``rest="stock"``, in deck order) unless ``stock`` is given."""
    hands_l = [cs(h) for h in hands]
    pile_l = cs(pile)
    stock_l = cs(stock) if stock is not None else []
    used = set(pile_l) | set(stock_l) | {c for h in hands_l for c in h}
    leftover = [str(c) for c in DECK36 if str(c) not in used]
    if stock is None and rest == "stock":
        stock_l = leftover
    else:
        pile_l = leftover + pile_l
    n = len(hands)
    d = {
        "format": 1,
        "variant": "svoi_kozyri",
        "players": n,
        "seed": None,
        "options": dict(
            {"deal": "stock", "hand_size": 6, "dealer": None, "action_cap": 3000}, **options
        ),
        "dealer": n - 1,
        "suits": list(suits),
        "phase": "play",
        "stock": stock_l,
        "hands": hands_l,
        "known": known or [[] for _ in range(n)],
        "pile": pile_l,
        "turn": turn,
        "out": list(out),
        "actions": 0,
        "result": None,
    }
    return State.from_dict(d)


def refuse(state, action):
    before = state.to_dict()
    with pytest.raises(IllegalAction) as e:
        state.apply(action)
    assert state.to_dict() == before
    assert str(e.value)
    return e.value


def play_random(s, rng):
    while not s.is_terminal():
        s = s.apply(rng.choice(s.legal_actions()))
    return s


# --- cards, suits and the deal ----------------------------------------------------------------


def test_deck_is_36_cards_six_to_ace():
    s = engine.new_game("svoi_kozyri", 4, seed=3)
    cards = [c for cards in s.card_places().values() for c in cards]
    assert sorted(cards) == list(DECK36)
    assert min(c.rank for c in cards) == 6 and max(c.rank for c in cards) == 14


def test_two_to_four_players():
    for n in (2, 3, 4):
        assert engine.new_game("svoi_kozyri", n, seed=1).players == n
    for n in (1, 5, 6):
        with pytest.raises(ValueError):
            engine.new_game("svoi_kozyri", n, seed=1)


def test_suits_are_chosen_before_the_deal_in_turn_order_each_different():
    s = engine.new_game("svoi_kozyri", 3, seed=5)
    assert s.phase == "choose" and s.current_player == 0  # dealer is the last seat
    assert all(not s.hand(p) for p in range(3)) and s.view(1).hand == ()
    assert [str(a) for a in s.legal_actions()] == [
        "choose_suit C",
        "choose_suit D",
        "choose_suit H",
        "choose_suit S",
    ]
    s = s.apply("choose_suit S")
    assert s.current_player == 1
    assert Action.parse("choose_suit S") not in s.legal_actions()
    e = refuse(s, "choose_suit S")
    assert e.code == "suit_taken" and "spades" in str(e)
    assert refuse(s, "lead 7S").code == "wrong_phase"
    s = s.apply("choose_suit H").apply("choose_suit C")
    assert s.phase == "play" and s.suits == (SP, HE, CL)
    assert s.current_player == 0  # the player to the dealer's left leads
    kinds = [e.kind for e in s.events]
    assert kinds[:2] == ["choose_suit", "deal"]
    assert s.view(2).suits == (SP, HE, CL)


def test_dealer_option_moves_first_chooser_and_leader():
    s = engine.new_game("svoi_kozyri", 4, seed=5, dealer=1)
    assert s.current_player == 2
    for suit in "CDHS":
        s = s.apply("choose_suit " + suit)
    assert s.current_player == 2 and s.suits == (HE, SP, CL, DI)


def test_unchosen_suits_are_nobodys_trumps_with_two_players():
    # P0 owns clubs, P1 diamonds; hearts belong to nobody: a heart is beaten only by a higher
    # heart or by the beater's own trump.
    s = position(["7C 8C", "9D TD"], pile="QH", suits="CD", turn=0)
    assert {str(a) for a in s.legal_actions()} == {
        "beat QH with 7C then 8C",
        "beat QH with 8C then 7C",
        "pick_up",
    }


def test_stock_deal_default_six_each_rest_is_stock():
    for n in (2, 3, 4):
        s = _chosen(engine.new_game("svoi_kozyri", n, seed=9))
        assert [len(s.hand(p)) for p in range(n)] == [6] * n
        assert len(s.stock) == 36 - 6 * n and s.pile == ()


def test_deal_all_option_deals_every_card_and_sixes_go_to_their_owner():
    s = _chosen(engine.new_game("svoi_kozyri", 4, seed=12, deal="all"))
    assert s.stock == ()
    sixes = {C("6C"): 0, C("6D"): 1, C("6H"): 2, C("6S"): 3}
    for six, owner in sixes.items():
        assert six in s.hand(owner)
        for p in range(4):
            if p != owner:
                assert six in s.view(p).known[owner]  # handed over face up: public
    sizes = sorted(len(s.hand(p)) for p in range(4))
    assert sum(sizes) == 36
    gives = [e for e in s.events if e.kind == "give"]
    for e in gives:
        assert sixes[e.cards[0]] == e.count
    # each player was dealt nine; only the handed-over sixes make hands unequal
    for p in range(4):
        received = sum(1 for e in gives if e.count == p)
        given = sum(1 for e in gives if e.player == p)
        assert len(s.hand(p)) == 9 + received - given


def test_deal_all_with_two_players_leaves_unowned_sixes_in_place():
    raw = engine.new_game("svoi_kozyri", 2, seed=21, deal="all")
    s = _chosen(raw, suits="CD")
    assert sum(len(s.hand(p)) for p in range(2)) == 36
    assert C("6C") in s.hand(0) and C("6D") in s.hand(1)
    order = raw.stock  # the deal order (before the deal: the whole shuffled deck)
    for six in (C("6H"), C("6S")):
        dealt_to = order.index(six) % 2  # dealt one at a time from the dealer's left (P0)
        assert six in s.hand(dealt_to)


def test_same_seed_same_deal_whatever_the_suit_choices():
    a = _chosen(engine.new_game("svoi_kozyri", 3, seed=77), suits="CDH")
    b = _chosen(engine.new_game("svoi_kozyri", 3, seed=77), suits="SHD")
    assert [a.hand(p) for p in range(3)] == [b.hand(p) for p in range(3)]
    assert a.stock == b.stock


# --- beating ----------------------------------------------------------------------------------


def test_higher_card_of_the_same_suit_beats():
    s = position(["9H 6H KD", "7C 8C"], pile="8H", suits="CD")
    beats = {str(a) for a in s.legal_actions() if a.kind == "beat"}
    assert "beat 8H with 9H then 6H" in beats and "beat 8H with 9H then KD" in beats
    assert not any(a.startswith("beat 8H with 6H") for a in beats)
    assert refuse(s, "beat 8H with 6H then KD").code == "cannot_beat"


def test_own_trump_beats_any_card_of_another_suit():
    s = position(["6C 7D", "8S 9S"], pile="AS", suits="CD")
    assert "beat AS with 6C then 7D" in {str(a) for a in s.legal_actions()}
    assert beats_for(C("6C"), C("AS"), CL)


def test_own_trump_on_top_is_beaten_only_by_a_higher_card_of_that_suit():
    # P0 owns clubs: a club on top is one of P0's trumps; only a higher club beats it.
    s = position(["9C 6C AD", "7S 8S"], pile="8C", suits="CD")
    beats = {str(a) for a in s.legal_actions() if a.kind == "beat"}
    assert beats == {"beat 8C with 9C then 6C", "beat 8C with 9C then AD"}
    assert not beats_for(C("AD"), C("8C"), CL)


def test_another_players_trump_is_an_ordinary_card_for_the_beater():
    # P1 owns diamonds; for P0 a diamond on top is ordinary: P0's clubs beat it.
    s = position(["6C 7H", "8S 9S"], pile="AD", suits="CD")
    assert "beat AD with 6C then 7H" in {str(a) for a in s.legal_actions()}


def test_following_suit_is_never_required():
    # P0 holds a higher heart but may beat with a trump instead, or pick up.
    s = position(["KH 6C 7S", "8S 9S"], pile="8H", suits="CD")
    beats = {str(a) for a in s.legal_actions()}
    assert "beat 8H with 6C then KH" in beats and "beat 8H with KH then 6C" in beats
    assert "pick_up" in beats


def test_beat_then_lay_one_more_card_of_choice():
    s = position(["9H 6S KD", "7C 8C"], pile="8H", suits="CD")
    t = s.apply("beat 8H with 9H then KD")
    assert t.pile[-2:] == (C("9H"), C("KD")) and t.hand(0) == (C("6S"),)
    assert t.current_player == 1
    ev = [e for e in t.events if e.kind == "beat"][0]
    assert ev.target == C("8H") and ev.cards == (C("9H"), C("KD"))


def test_must_lay_a_card_after_beating():
    s = position(["9H 6S", "7C 8C"], pile="8H", suits="CD")
    e = refuse(s, "beat 8H with 9H")
    assert e.code == "must_lay"
    assert refuse(s, "beat 8H with 9H then 6S 7C").code in ("not_in_hand", "one_card_only")
    assert refuse(s, "beat 7H with 9H then 6S").code in ("not_top_card", "not_in_hand")


def test_only_the_top_card_can_be_beaten():
    s = position(["9H 6S", "7C 8C"], pile="7H 8H", suits="CD")
    e = refuse(s, "beat 7H with 9H then 6S")
    assert e.code == "not_top_card" and e.values == {"card": "7H", "top": "8H"}


def test_picking_up_is_allowed_even_when_able_to_beat():
    s = position(["9H 6S", "7C 8C"], pile="6D 7D 8H", suits="CD")
    t = s.apply("pick_up")
    assert set(t.hand(0)) == {C("9H"), C("6S"), C("6D"), C("7D"), C("8H")}


def test_lead_any_card_on_an_empty_pile():
    s = engine.new_game("svoi_kozyri", 2, seed=4)
    s = s.apply("choose_suit C").apply("choose_suit D")
    assert {a.kind for a in s.legal_actions()} == {"lead"}
    assert len(s.legal_actions()) == 6
    assert refuse(s, "pick_up").code == "must_lead"
    c = s.hand(0)[3]
    t = s.apply(Action("lead", (c,)))
    assert t.pile == (c,) and t.current_player == 1
    assert len(t.hand(0)) == 6  # drew back up from the stock


# --- picking up -------------------------------------------------------------------------------


def test_pick_up_three_when_top_is_not_own_trump():
    s = position(["6S", "7S 8S"], pile="6H 7H 8H 9H TH", suits="CD", rest="stock")
    t = s.apply("pick_up")
    assert set(t.hand(0)) == {C("6S"), C("8H"), C("9H"), C("TH")}
    assert t.pile == (C("6H"), C("7H")) and t.current_player == 1
    assert [e.kind for e in t.events] == ["pick_up"] and t.events[0].count == 3


def test_pick_up_the_whole_pile_when_three_or_fewer():
    s = position(["6S", "7S 8S"], pile="6H 7H", suits="CD", rest="stock")
    t = s.apply("pick_up")
    assert t.pile == () and set(t.hand(0)) == {C("6S"), C("6H"), C("7H")}


def test_pick_up_five_when_top_is_own_trump_other_than_ace():
    s = position(["6S", "7S 8S"], pile="6H 7H 8H 9H TH JH KC", suits="CD", rest="stock")
    t = s.apply("pick_up")
    assert set(t.hand(0)) == {C("6S"), C("8H"), C("9H"), C("TH"), C("JH"), C("KC")}
    assert t.pile == (C("6H"), C("7H"))
    s = position(["6S", "7S 8S"], pile="9H TH KC", suits="CD", rest="stock")
    assert s.apply("pick_up").pile == ()  # five or fewer: all


def test_pick_up_the_whole_pile_when_top_is_the_ace_of_own_trumps():
    s = position(["6S", "7S 8S"], pile="6H 7H 8H 9H TH JH AC", suits="CD", rest="stock")
    t = s.apply("pick_up")
    assert t.pile == () and len(t.hand(0)) == 8
    # the ace of somebody else's trumps is an ordinary card: three
    s = position(["6S", "7S 8S"], pile="6H 7H 8H 9H TH JH AD", suits="CD", rest="stock")
    assert len(s.apply("pick_up").hand(0)) == 4


def test_after_a_pick_up_the_next_player_must_beat_the_new_top_or_pick_up():
    s = position(["6S", "7H 8S", "TS"], pile="6H 7D 8D 9D", suits="CDH", rest="stock")
    t = s.apply("pick_up")
    assert t.current_player == 1 and t.pile[-1] == C("6H")
    assert {str(a) for a in t.legal_actions()} == {"beat 6H with 7H then 8S", "pick_up"}


def test_an_emptied_pile_is_restarted_with_any_single_card():
    s = position(["6S", "7H 8S"], pile="6H 7D", suits="CD", rest="stock")
    t = s.apply("pick_up")
    assert t.pile == () and {a.kind for a in t.legal_actions()} == {"lead"}
    assert refuse(t, "pick_up").code == "must_lead"


def test_picked_up_cards_are_known_to_everyone_until_played():
    s = position(["6S 9C", "7S 8S", "TS"], pile="6H 7D 8D 9D", suits="CDH", rest="stock")
    t = s.apply("pick_up")
    for p in (1, 2):
        assert set(t.view(p).known[0]) == {C("7D"), C("8D"), C("9D")}
    assert t.view(0).known[0] == ()
    assert C("6S") not in t.view(1).known[0]


# --- the stock --------------------------------------------------------------------------------


def test_draw_back_up_after_playing_but_not_after_a_pick_up():
    s = position(["9H 6S KD AS 7C 8C", "TC JC QC KC AC 6D"], pile="8H", suits="SD", rest="stock")
    stock = s.stock
    t = s.apply("beat 8H with 9H then KD")
    assert len(t.hand(0)) == 6 and t.stock == stock[2:]
    assert set(stock[:2]) <= set(t.hand(0))
    draw = [e for e in t.events if e.kind == "draw"][0]
    assert draw.player == 0 and draw.count == 2
    assert t.view(1).events[-1].cards == () and t.view(1).events[-1].count == 2
    u = t.apply("pick_up")
    assert len(u.hand(1)) == 9 and u.stock == t.stock  # picked the 3-card pile, no draw


def test_nobody_goes_out_while_the_stock_lasts():
    s = position(["9H 6S", "TC JC"], pile="8H", suits="SD", stock="7C", rest="pile")
    t = s.apply("beat 8H with 9H then 6S")
    assert t.hand(0) == (C("7C"),) and t.stock == () and t.out == ()


# --- going out, losing and the draw -----------------------------------------------------------


def test_a_player_without_cards_has_won_and_leaves_and_the_turn_skips_them():
    s = position(["9H 6S", "TC JC", "7D 8D"], pile="8H", suits="SDC")
    t = s.apply("beat 8H with 9H then 6S")
    assert t.out == (0,) and t.current_player == 1
    assert [e.kind for e in t.events] == ["beat", "out"]
    u = t.apply("pick_up")  # P1 picks up; turn passes P2, then skips P0
    assert u.current_player == 2
    v = u.apply("pick_up")
    assert v.current_player == 1


def test_beating_with_the_last_card_goes_out_and_the_next_player_must_beat_it():
    s = position(["9H", "QH JC", "7H TC"], pile="8H", suits="SDC")
    assert [str(a) for a in s.legal_actions()] == ["beat 8H with 9H", "pick_up"]
    t = s.apply("beat 8H with 9H")
    assert t.out == (0,) and t.pile[-1] == C("9H") and t.current_player == 1
    assert {str(a) for a in t.legal_actions()} == {"beat 9H with QH then JC", "pick_up"}


def test_the_last_player_holding_cards_loses():
    s = position(["9H 6S", "TC JC"], pile="8H", suits="SD")
    t = s.apply("beat 8H with 9H then 6S")
    assert t.is_terminal() and t.result.durak == 1 and not t.result.draw
    assert t.result.order == (0,) and t.returns() == [1.0, -1.0]
    assert t.events[-1].kind == "game_over" and t.events[-1].player == 1
    assert t.current_player is None and t.legal_actions() == []
    assert refuse(t, "pick_up").code == "game_over"


def test_draw_when_the_last_players_only_card_beats_the_previous_card():
    s = position(["9H 6S", "7S"], pile="8H", suits="HD")  # P1's 7S beats the 6S
    t = s.apply("beat 8H with 9H then 6S")
    assert t.is_terminal() and t.result.draw and t.result.durak is None
    assert t.result.order == (0, 1) and t.returns() == [0.0, 0.0]
    assert t.pile[-1] == C("7S") and t.hand(1) == ()
    assert [e.kind for e in t.events] == ["beat", "out", "beat", "out", "game_over"]
    # the only card cannot beat: a loss; two cards: a loss even if one beats
    s = position(["9H 6S", "7C"], pile="8H", suits="HD")
    assert s.apply("beat 8H with 9H then 6S").result.durak == 1
    s = position(["9H 6S", "7S 8S"], pile="8H", suits="HD")
    assert s.apply("beat 8H with 9H then 6S").result.durak == 1


def test_draw_with_the_last_card_being_an_own_trump():
    # P1 owns diamonds: its 6D beats the AS laid by P0 as a trump.
    s = position(["9H AS", "6D"], pile="8H", suits="HD")
    assert s.apply("beat 8H with 9H then AS").result.draw


def test_action_cap_ends_a_running_game_as_a_draw():
    s = engine.new_game("svoi_kozyri", 2, seed=1, action_cap=7)
    rng = random.Random(1)
    s = play_random(s, rng)
    assert s.result.reason == "action_cap" and s.result.draw and len(s.history) == 7
    assert s.returns() == [0.0, 0.0]


# --- views, saving, events, refusals ----------------------------------------------------------


def test_view_fields_and_legal_actions_only_for_the_player_to_move():
    s = position(["9H 6S", "TC JC"], pile="8H", suits="SD")
    v0, v1 = s.view(0), s.view(1)
    assert v0.legal_actions() == s.legal_actions() and v1.legal_actions() == []
    assert v0.top == C("8H") and v0.suits == (SP, DI) and v0.trump == SP
    assert v1.hand_counts == (2, 2) and v1.stock_count == 0
    with pytest.raises(ValueError):
        s.view(2)


def test_from_dict_rejects_inconsistent_positions():
    good = position(["9H 6S", "TC JC"], pile="8H", suits="SD").to_dict()

    def bad(**changes):
        d = json.loads(json.dumps(good))
        d.update(changes)
        with pytest.raises(ValueError):
            State.from_dict(d)

    bad(hands=[["9H", "6S", "8H"], ["TC", "JC"]])  # 8H twice
    bad(hands=[["9H"], ["TC", "JC"]])  # 6S missing
    bad(suits=["S", "S"])
    bad(suits=["S", None])
    bad(turn=5)
    bad(out=[0])
    bad(known=[["TC"], []])
    bad(players=5)
    bad(options={"deal": "some"})
    bad(phase="choose")
    bad(result={"order": [], "durak": 1, "draw": False})
    bad(format=99)


def test_the_pile_records_who_laid_each_card():
    # the rules record the owner as they apply a move (the table draws it under each card)
    s = position(["9H 6S KD", "TH QD 7C", "JH 8C"], pile="8H", suits="CSD", rest="stock")
    assert s.pile_owners == (None,)  # a position loaded without owners: unknown
    t = s.apply("beat 8H with 9H then KD")
    assert t.pile_owners == (None, 0, 0) and t.view(2).pile_owners == (None, 0, 0)
    u = t.apply("pick_up")  # three cards go back to P1's hand, and their owners with them
    assert u.pile == () and u.pile_owners == ()
    w = u.apply("lead 8C" if C("8C") in u.hand(2) else "lead JH")
    assert w.pile_owners == (2,)
    # the last beat of the game (the last holder's only card) is recorded too
    g = position(["9H 6S", "7S"], pile="8H", suits="HD").apply("beat 8H with 9H then 6S")
    assert g.pile[-3:] == (C("9H"), C("6S"), C("7S")) and g.pile_owners[-3:] == (0, 0, 1)


def test_pile_owners_are_saved_and_an_older_save_loads_them_unknown_or_replayed():
    rng = random.Random(3)
    s = engine.new_game("svoi_kozyri", 3, seed=8)
    while len(s.pile) < 4 and not s.is_terminal():
        s = s.apply(rng.choice(s.legal_actions()))
    assert len(s.pile_owners) == len(s.pile) and None not in s.pile_owners
    d = json.loads(json.dumps(s.to_dict()))
    assert d["format"] == 2 and d["pile_owners"] == list(s.pile_owners)
    assert State.from_dict(d).pile_owners == s.pile_owners
    # format 1 had no owners: unknown, or recorded again when the save's past replays
    old = dict(d, format=1)
    del old["pile_owners"]
    assert State.from_dict(old).pile_owners == (None,) * len(s.pile)
    replayed = State.from_dict(dict(old, past=s.past()))
    assert replayed == s and replayed.pile_owners == s.pile_owners
    assert pickle.loads(pickle.dumps(s)).pile_owners == s.pile_owners
    for bad in ([0] * (len(s.pile) + 1), [3] * len(s.pile), ["0"] * len(s.pile), None):
        with pytest.raises(ValueError):
            State.from_dict(dict(d, pile_owners=bad))


def test_readable_refusals_with_codes_and_values():
    s = position(["7C 6S", "TC JC"], pile="9C", suits="SD")
    e = refuse(s, "beat 9C with 7C then 6S")
    assert e.code == "cannot_beat" and e.values == {"card": "7C", "target": "9C"}
    assert str(e) == "Your 7♣ cannot beat the 9♣."
    assert refuse(s, "beat 9C with AC then 6S").code == "not_in_hand"
    assert refuse(s, "lead 7C").code == "wrong_phase"
    assert refuse(s, "choose_suit H").code == "wrong_phase"
    assert refuse(s, "attack 7C").code == "unknown_kind"
    assert refuse(s, "take").code == "unknown_kind"


def test_events_for_the_table():
    s = position(["9H 6S KD", "7C 8C"], pile="8H", suits="CS", rest="pile")
    t = s.apply("beat 8H with 9H then KD")
    assert t.events == (engine.Event("beat", 0, (C("9H"), C("KD")), 0, C("8H")),)
    u = t.apply("pick_up")
    assert u.events[0].kind == "pick_up" and u.events[0].player == 1
    assert u.events[0].cards == (C("8H"), C("9H"), C("KD"))


def test_random_games_conserve_cards_and_end():
    rng = random.Random(5)
    for g in range(12):
        n = 2 + g % 3
        s = engine.new_game("svoi_kozyri", n, seed=g, deal=("stock", "all")[g % 2])
        while not s.is_terminal():
            assert s.conserved()
            legal = s.legal_actions()
            assert legal and len(set(legal)) == len(legal)
            s = s.apply(rng.choice(legal))
        assert s.conserved() and sum(s.returns()) == pytest.approx(0.0)


def test_legal_beats_match_the_beating_table():
    for own in range(4):
        for top in DECK36:
            for card in DECK36:
                want = (card.suit == top.suit and card.rank > top.rank) or (
                    card.suit == own and top.suit != own
                )
                assert bool(BEAT[own][top] >> card & 1) == want


def test_state_is_immutable_and_hashable():
    s = position(["9H 6S", "TC JC"], pile="8H", suits="SD")
    assert isinstance(s, KozyriState)
    assert_immutable_and_hashable(s, "pick_up")


def _chosen(s, suits="CDHS"):
    for i in range(s.players):
        s = s.apply("choose_suit " + suits[i])
    return s


def test_legal_actions_equal_a_brute_force_enumeration():
    rng = random.Random(17)
    checked = 0
    for g in range(6):
        s = _chosen(engine.new_game("svoi_kozyri", 2 + g % 3, seed=g, deal=("stock", "all")[g % 2]))
        while not s.is_terminal() and checked < 600:
            p = s.current_player
            hand = s.hand(p)
            own = s.suits[p]
            if not s.pile:
                want = {Action("lead", (c,)) for c in hand}
            else:
                top = s.pile[-1]
                want = {Action("pick_up")}
                for x in hand:
                    ok = (x.suit == top.suit and x.rank > top.rank) or (
                        x.suit == own and top.suit != own
                    )
                    if not ok:
                        continue
                    if len(hand) == 1:
                        want.add(Action("beat", (x,), top))
                    for y in hand:
                        if y != x:
                            want.add(Action("beat", (x, y), top))
            legal = s.legal_actions()
            assert set(legal) == want and len(legal) == len(want)
            checked += 1
            s = s.apply(rng.choice(legal))
    assert checked >= 300


# --- properties (hypothesis) ------------------------------------------------------------------


@settings(max_examples=25, deadline=None)
@given(
    st.integers(2, 4),
    st.integers(0, 2**31 - 1),
    st.integers(0, 2**31 - 1),
    st.sampled_from(["stock", "all"]),
    st.integers(3, 8),
)
def test_property_invariants_hold_at_every_step(n, seed, policy, deal, hand_size):
    rng = random.Random(policy)
    opts = {"deal": deal, "hand_size": hand_size, "action_cap": 150}
    s = engine.new_game("svoi_kozyri", n, seed=seed, **opts)
    report = FuzzReport()
    deck = s.deck_cards()
    while True:
        assert s.conserved()
        if rng.random() < 0.1:
            _check_illegal(
                s, rng, deck, ("choose_suit", "lead", "beat", "pick_up", "take"), report, "k"
            )
            _check_view(s, rng.randrange(n), report, "k")
            back = State.from_dict(json.loads(json.dumps(s.to_dict())))
            assert back == s and back.legal_actions() == s.legal_actions()
        if s.is_terminal():
            break
        s = s.apply(rng.choice(s.legal_actions()))
    assert report.violations == []
    assert len(s.history) <= 150
    assert engine.replay(seed, s.history, variant="svoi_kozyri", players=n, **opts) == s
    assert sum(s.returns()) == pytest.approx(0.0)
