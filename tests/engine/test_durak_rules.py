"""One named test per Durak rule (docs/rules.md), mostly from explicit positions."""

import pytest
from durak_positions import hand, play, position

import engine
from engine import Action, Card, IllegalAction
from engine.durak import lowest_trump_holder

C = Card.parse


def refuse(state, action):
    before = state.to_dict()
    with pytest.raises(IllegalAction) as e:
        state.apply(action)
    assert state.to_dict() == before
    return e.value


# --- deck and deal ----------------------------------------------------------------------------


@pytest.mark.parametrize("size,low", [(24, 9), (36, 6), (52, 2)])
def test_deck_sizes_24_36_52(size, low):
    s = engine.new_game("podkidnoy", 2, seed=1, deck=size)
    cards = [c for cards in s.card_places().values() for c in cards]
    assert len(cards) == len(set(cards)) == size
    assert min(c.rank for c in cards) == low and max(c.rank for c in cards) == 14


def test_deal_six_each_and_trump_card_is_drawn_last():
    s = engine.new_game("podkidnoy", 3, seed=11)
    assert [len(s.hand(p)) for p in range(3)] == [6, 6, 6]
    assert s.talon[-1] == s.trump_card and s.trump == s.trump_card.suit
    assert len(s.talon) == 36 - 18
    assert s.view(0).trump_card == s.trump_card


def test_same_seed_same_deal_everywhere():
    # SplitMix64 + Fisher-Yates: fixed on every machine and Python version
    s = engine.new_game("podkidnoy", 2, seed=12345)
    again = engine.new_game("podkidnoy", 2, seed=12345)
    assert s == again and s.talon == again.talon
    assert engine.new_game("podkidnoy", 2, seed=12346) != s
    assert " ".join(map(str, engine.cards.shuffled(engine.deck(36), 1)[:6])) == "JD 9D AS 9C JS 7C"


def test_six_players_on_36_cards_deal_everything_trump_card_stays_with_dealer():
    s = engine.new_game("podkidnoy", 6, seed=4)
    assert s.talon == () and all(len(s.hand(p)) == 6 for p in range(6))
    dealer = 5
    assert s.trump_card in s.hand(dealer)
    assert s.known_mask(dealer) == 1 << s.trump_card
    assert s.trump_card in s.view(0).known[dealer]
    with pytest.raises(ValueError):
        engine.new_game("podkidnoy", 7, seed=1)
    with pytest.raises(ValueError):
        engine.new_game("podkidnoy", 5, seed=1, deck=24)
    assert engine.new_game("podkidnoy", 6, seed=1, deck=52).talon != ()


# --- first attacker ---------------------------------------------------------------------------


def test_first_attacker_holds_lowest_trump():
    hands = [engine.mask_of(engine.parse_cards(h)) for h in ("AS 8H", "7H KS", "6S 9H")]
    assert lowest_trump_holder(hands, Card.parse("6H").suit) == 1
    for seed in range(30):
        s = engine.new_game("podkidnoy", 4, seed=seed)
        trumps = [
            (min((c for c in s.hand(p) if c.suit == s.trump), default=None), p) for p in range(4)
        ]
        holders = [(c, p) for c, p in trumps if c is not None]
        if holders:
            assert s.current_player == min(holders)[1] == s.attacker
            assert s.defender == (s.attacker + 1) % 4


def test_first_attacker_fallback_without_trumps_is_lowest_card():
    hands = [engine.mask_of(engine.parse_cards(h)) for h in ("AS 8C", "7D KS", "7C 9S")]
    # trump hearts: nobody holds one; the lowest card is 7C (rank 7, clubs before diamonds)
    assert lowest_trump_holder(hands, 2) == 2
    found = False
    for seed in range(400):
        s = engine.new_game("podkidnoy", 2, seed=seed)
        if not any(c.suit == s.trump for p in range(2) for c in s.hand(p)):
            low = min((c, p) for p in range(2) for c in s.hand(p))
            assert s.attacker == low[1]
            found = True
    assert found


def test_later_game_first_attacker_rules():
    # pagat (default): the player to the left of the previous durak attacks first
    s = engine.new_game("podkidnoy", 4, seed=3, previous_durak=2)
    assert (s.attacker, s.defender) == (3, 0)
    s = engine.new_game("podkidnoy", 4, seed=3, previous_durak=2, first_attacker="attack_durak")
    assert (s.attacker, s.defender) == (1, 2)
    low = engine.new_game("podkidnoy", 4, seed=3)
    s = engine.new_game(
        "podkidnoy", 4, seed=3, previous_durak=2, first_attacker="lowest_trump", dealer=3
    )
    assert s.attacker == lowest_trump_holder([s.hand_mask(p) for p in range(4)], s.trump)
    assert low.attacker == lowest_trump_holder([low.hand_mask(p) for p in range(4)], low.trump)


def test_previous_durak_deals():
    s = engine.new_game("podkidnoy", 6, seed=9, previous_durak=2)
    assert s.trump_card in s.hand(2)


# --- attacking --------------------------------------------------------------------------------


def test_attack_with_one_card_or_several_of_one_rank():
    s = position(["7S 7H 7D 9C", "8S 8H TS JS QS KS"], trump="6C", talon="AC AD")
    kinds = {str(a) for a in s.legal_actions()}
    assert {"attack 7S", "attack 7D 7H", "attack 7D 7H 7S", "attack 9C"} <= kinds
    s2 = s.apply("attack 7S 7H")  # cards of an attack may be given in any order
    assert s2.table == ((C("7H"), None), (C("7S"), None))
    assert s2.current_player == 1 and s2.phase == "defend"
    assert refuse(s, "attack 7S 9C").code == "mixed_ranks"
    assert refuse(s, "attack 8S").code == "not_in_hand"
    assert refuse(s, "pass").code == "cannot_pass"


def test_throw_in_only_ranks_on_table_attack_or_beating_cards():
    s = position(["7S 9H 8D KC", "8S 9S TS JS QS KS"], trump="6C", talon="AC AD")
    s = play(s, "attack 7S", "defend 7S with 9S")
    assert s.phase == "add" and s.current_player == 0
    legal = {str(a) for a in s.legal_actions()}
    assert legal == {"throw_in 9H", "pass"}  # 9 is on the table (beating card); 8, K are not
    e = refuse(s, "throw_in 8D")
    assert e.code == "rank_not_on_table" and e.values["card"] == "8D"


def test_at_most_six_attack_cards_per_bout():
    s = position(["6S 6H 6D 6C 8S 8H", "7S 7H 7D 8C 9S 9H TD"], trump="AC", talon="AD AH")
    assert s.limit == 6
    s = play(
        s,
        "attack 6S 6H 6D 6C",
        "defend 6S with 7S",
        "defend 6H with 7H",
        "defend 6D with 7D",
        "defend 6C with 8C",
        "throw_in 8S",
        "defend 8S with 9S",
        "throw_in 8H",
    )
    assert len(s.table) == 6
    s = play(s, "defend 8H with 9H")
    # six cards beaten: the bout ends by itself, the defender attacks next
    assert s.phase == "attack" and s.attacker == 1 and s.table == ()
    # a seventh card is refused even though the defender could still hold it
    t = position(
        ["8D 6S", "TD JD QD KD AD 9C 9S", "7D 8C"],
        trump="AC",
        talon="QH",
        table=[("6C", None), ("6D", "7C"), ("6H", "7H"), ("7S", None), ("8S", None), ("8H", "9H")],
        phase="taking",
        attacker=0,
        turn=2,
    )
    assert t.limit == 6 and t.legal_actions() == [Action("pass")]
    assert refuse(t, "throw_in 8C").code == "too_many_cards"


def test_limit_is_defenders_hand_when_bout_began_not_shrinking():
    s = position(["6S 6H 6D 7S 7H", "8S 8H 9S"], trump="9C", talon="AC AD")
    assert s.limit == 3
    s = play(s, "attack 6S 6H")
    s = play(s, "defend 6S with 8S", "defend 6H with 8H")
    # the defender holds one card now; one more may still be added (3 in all), no more
    assert {str(a) for a in s.legal_actions()} == {"throw_in 6D", "pass"}
    s = s.apply("throw_in 6D")
    assert len(s.table) == 3 == s.limit
    s2 = position(["6S 6H 6D 6C", "8S 8H 9S"], trump="9C", talon="AC AD")
    assert "attack 6C 6D 6H 6S" not in {str(a) for a in s2.legal_actions()}
    assert refuse(s2, "attack 6S 6H 6D 6C").code == "too_many_cards"
    s3 = play(s2, "attack 6S 6H", "defend 6S with 8S")
    assert s3.limit == 3 and s3.phase == "defend"


def test_first_bout_limit_five_option():
    hands = ["6S 6H 7S 7H 7D 7C", "8S 8H 9S 9H 9D TC"]
    s = position(hands, trump="9C", talon="AC AD", bout=1, options={"first_bout_five": True})
    assert s.limit == 5
    s = position(hands, trump="9C", talon="AC AD", bout=2, options={"first_bout_five": True})
    assert s.limit == 6
    g = engine.new_game("podkidnoy", 2, seed=1, first_bout_five=True)
    assert g.limit == 5
    assert engine.new_game("podkidnoy", 2, seed=1).limit == 6


# --- beating ----------------------------------------------------------------------------------


def test_beat_by_higher_of_suit_or_any_trump_trump_only_by_higher_trump():
    s = position(["9S 7C", "TS 8S 6C AH 8C"], trump="QC", talon="AD")
    s1 = s.apply("attack 9S")
    legal = {str(a) for a in s1.legal_actions()}
    assert legal == {"defend 9S with TS", "defend 9S with 6C", "defend 9S with 8C", "take"}
    assert refuse(s1, "defend 9S with 8S").code == "cannot_beat"
    assert refuse(s1, "defend 9S with AH").code == "cannot_beat"
    s2 = s.apply("attack 7C")  # a trump
    legal = {str(a) for a in s2.legal_actions()}
    assert legal == {"defend 7C with 8C", "take"}
    e = refuse(s2, "defend 7C with 6C")
    assert e.code == "cannot_beat" and str(e) == "Your 6♣ cannot beat the 7♣."
    assert e.values == {"card": "6C", "target": "7C"}


def test_defender_beats_cards_one_at_a_time_in_any_order():
    s = position(["7S 7H 9C", "8S 8H KD QD"], trump="6C", talon="AD")
    s = s.apply("attack 7S 7H")
    s = play(s, "defend 7H with 8H")
    assert s.table == ((C("7H"), C("8H")), (C("7S"), None))
    assert s.phase == "defend"
    s = play(s, "defend 7S with 8S")
    assert s.phase == "add"
    assert (
        refuse(
            position(["7S", "8S KD"], trump="6C", talon="AD").apply("attack 7S"),
            "defend 8S with KD",
        ).code
        == "nothing_to_beat"
    )


# --- transferring (Perevodnoy) ----------------------------------------------------------------


def test_perevodnoy_transfer_passes_attack_to_next_player():
    s = position(["7S KD", "7H 9S AD", "8C 9C TC JC"], trump="6C", talon="AH", variant="perevodnoy")
    s = s.apply("attack 7S")
    assert "transfer 7H" in {str(a) for a in s.legal_actions()}
    s = s.apply("transfer 7H")
    assert (s.attacker, s.defender, s.current_player) == (1, 2, 2)
    assert s.table == ((C("7S"), None), (C("7H"), None))
    assert s.events[0] == engine.Event("transfer", 1, (C("7H"),), 2)


def test_transfer_needs_next_player_to_hold_enough_cards():
    s = position(["7S KD", "7H 9S AD", "8C"], trump="6C", talon="AH", variant="perevodnoy")
    s = s.apply("attack 7S")
    assert all(a.kind != "transfer" for a in s.legal_actions())
    e = refuse(s, "transfer 7H")
    assert e.code == "transfer_too_many" and e.values["count"] == 1


def test_transfers_chain_and_can_return_to_attacker():
    s = position(
        ["7S 7D KD QD", "7H 9S AD", "7C 9C TC JC"], trump="6C", talon="AH", variant="perevodnoy"
    )
    s = play(s, "attack 7S", "transfer 7H", "transfer 7C")
    assert (s.attacker, s.defender) == (2, 0)
    assert len(s.table) == 3 and s.current_player == 0
    assert s.limit == 3  # player 0 held three cards when the attack reached him
    # two players: the attack goes back to the attacker
    t = position(["7S 8D 9D", "7H 9S AD"], trump="6C", talon="AH", variant="perevodnoy")
    t = play(t, "attack 7S", "transfer 7H")
    assert (t.attacker, t.defender) == (1, 0)


def test_no_transfer_after_a_card_is_beaten_nor_in_podkidnoy():
    s = position(["7S 7D", "7H 8S 8D AD"], trump="6C", talon="AH", variant="perevodnoy")
    s = play(s, "attack 7S 7D", "defend 7S with 8S")
    assert refuse(s, "transfer 7H").code == "transfer_after_defence"
    p = position(["7S 7D", "7H 8S 8D AD"], trump="6C", talon="AH")
    p = p.apply("attack 7S")
    assert refuse(p, "transfer 7H").code == "transfer_not_allowed"


def test_transfer_by_showing_trump_option():
    opts = {"transfer_show": True}
    s = position(
        ["7S KD", "7C 9S AD", "8H 9H TH"],
        trump="6C",
        talon="AH",
        variant="perevodnoy",
        options=opts,
    )
    s = s.apply("attack 7S")
    legal = {str(a) for a in s.legal_actions()}
    assert "show 7C" in legal and "transfer 7C" in legal
    s2 = s.apply("show 7C")
    assert (s2.attacker, s2.defender) == (1, 2)
    assert C("7C") in s2.hand(1) and len(s2.table) == 1
    assert s2.known_mask(1) == 1 << C("7C")
    plain = position(
        ["7S KD", "7C 9S AD", "8H 9H TH"], trump="6C", talon="AH", variant="perevodnoy"
    )
    assert refuse(plain.apply("attack 7S"), "show 7C").code == "transfer_not_allowed"
    with pytest.raises(ValueError):
        engine.new_game("podkidnoy", 2, seed=1, transfer_show=True)


# --- taking -----------------------------------------------------------------------------------


def test_defender_may_take_at_any_time_attackers_add_then_pickup():
    s = position(["7S 7H 9D", "8S 9S AD KH"], trump="6C", talon="QC QD QH QS AH")
    s = play(s, "attack 7S", "defend 7S with 8S", "pass")
    assert s.phase == "attack" and s.attacker == 1  # beaten off, defender attacks next
    s = position(["7S 7H 9D", "8S 9S AD KH"], trump="6C", talon="QC QD QH QS AH")
    s = play(s, "attack 7S", "take")
    assert s.phase == "taking" and s.current_player == 0
    assert {str(a) for a in s.legal_actions()} == {"throw_in 7H", "pass"}
    s = play(s, "throw_in 7H")
    assert s.current_player == 0  # asked again after throwing in
    s = play(s, "pass")
    assert hand(s, 1) == "7H 7S 8S 9S KH AD"
    kinds = [e.kind for e in s.events]
    assert kinds[:3] == ["pass", "take", "draw"]


def test_defender_who_takes_loses_next_attack():
    s = position(["7S 9D", "8S 9S AD KH", "TC TD"], trump="6C", talon="QC QD QH QS AH")
    s = play(s, "attack 7S", "take", "pass", "pass")
    assert s.attacker == 2 and s.defender == 0


def test_take_with_limit_reached_picks_up_at_once():
    s = position(["7S 7H", "8S 9S"], trump="6C", talon="QC")
    s = play(s, "attack 7S 7H", "take")
    assert s.phase == "attack" and C("7S") in s.hand(1)


# --- more than two players --------------------------------------------------------------------


def test_adding_order_main_attacker_then_others_bout_ends_when_all_pass():
    s = position(
        ["7S 9D", "8S 9S AD KH QH", "7H 8D", "8C TD"], trump="6C", talon="QC QD QS AH AC AS"
    )
    s = play(s, "attack 7S", "defend 7S with 8S")
    assert s.current_player == 0  # main attacker first
    s = s.apply("pass")
    assert s.current_player == 2  # then the others in turn order, defender (1) skipped
    s = s.apply("throw_in 7H")
    assert s.current_player == 1
    s = s.apply("take")
    assert s.phase == "taking" and s.current_player == 0


def test_bout_beaten_off_after_all_attackers_pass_in_a_row():
    s = position(
        ["7S 9D", "8S 9S AD KH QH", "7H 8D", "8C TD"], trump="6C", talon="QC QD QS AH AC AS"
    )
    s = play(s, "attack 7S", "defend 7S with 8S", "pass", "throw_in 8D")
    s = s.apply("defend 8D with AD")
    assert s.phase == "add" and s.current_player == 0  # asking starts again at the main attacker
    s = play(s, "pass", "pass")
    assert s.current_player == 3
    s = s.apply("pass")
    assert s.phase == "attack" and s.attacker == 1 and s.defender == 2
    assert [e.kind for e in s.events][:2] == ["pass", "discard"]


def test_bout_ends_when_defender_has_no_cards_left():
    s = position(["7S 7H", "8S"], trump="6C", talon="QC QD QH QS AH AC AS")
    s = s.apply("attack 7S")
    assert s.limit == 1
    s = s.apply("defend 7S with 8S")
    assert [e.kind for e in s.events][:2] == ["defend", "discard"]
    assert s.phase == "attack" and s.attacker == 1 and len(s.hand(1)) == 3


def test_draw_order_main_attacker_other_attackers_defender_last():
    s = position(
        ["7S 9D 9H 9C 9S TC", "8S AD KH QH JH TH", "7H 8D TD", "8C JD JC JS"],
        trump="6C",
        talon="QC QD QS AH AC",
    )
    s = play(
        s,
        "attack 7S",
        "defend 7S with 8S",
        "pass",
        "throw_in 7H",
        "defend 7H with KH",
        "pass",
        "pass",
        "pass",
    )
    draws = [(e.player, e.count) for e in s.events if e.kind == "draw"]
    # main attacker 0 needs 1, then player 2 needs 4, player 3 gets the last card (the
    # trump card, which everybody sees him take); the defender gets nothing
    assert draws == [(0, 1), (2, 4), (3, 1)]
    assert s.talon == () and s.events[-1].cards == (C("6C"),)
    assert s.known_mask(3) == 1 << C("6C")


# --- the end ----------------------------------------------------------------------------------


def test_player_out_when_no_cards_and_talon_empty_last_holder_is_durak():
    s = position(["7S", "8S 9D"], trump="6C")
    s = play(s, "attack 7S", "defend 7S with 8S")
    assert s.is_terminal()
    assert s.result == engine.Result((0,), 1, False)
    assert s.returns() == [1.0, -1.0]
    assert s.current_player is None and s.legal_actions() == []
    assert refuse(s, "take").code == "game_over"
    assert [e.kind for e in s.events][-2:] == ["out", "game_over"]


def test_draw_when_last_cards_go_at_once():
    s = position(["7S", "8S"], trump="6C")
    s = play(s, "attack 7S", "defend 7S with 8S")
    assert s.result is not None and s.result.draw and s.result.durak is None
    assert s.returns() == [0.0, 0.0]


def test_out_players_are_skipped_and_game_goes_on():
    s = position(["7S", "8S 9D", "TD JD"], trump="6C")
    s = play(s, "attack 7S", "defend 7S with 8S", "pass")
    assert s.out == (0,) and not s.is_terminal()
    assert (s.attacker, s.defender) == (1, 2)
    s = play(s, "attack 9D", "defend 9D with TD")
    assert s.result == engine.Result((0, 1), 2, False)
    assert s.returns() == [0.5, 0.5, -1.0]


def test_action_cap_ends_game_as_draw():
    s = engine.new_game("podkidnoy", 2, seed=5, action_cap=10)
    for _ in range(10):
        s = s.apply(s.legal_actions()[-1])
        if s.is_terminal():
            break
    assert s.is_terminal() and s.result.draw and s.result.reason == "action_cap"


def test_every_random_game_ends_well_before_the_cap():
    import random

    rng = random.Random(0)
    for seed in range(40):
        for v in ("podkidnoy", "perevodnoy"):
            s = engine.new_game(v, 2 + seed % 5, seed=seed)
            while not s.is_terminal():
                s = s.apply(rng.choice(s.legal_actions()))
            assert s.result.reason == "normal"


# --- views, events, history -------------------------------------------------------------------


def test_view_shows_own_hand_and_cards_known_from_pickups_only():
    s = position(["7S 9D", "8S 9S AD", "TD JD QC"], trump="6C", talon="QD QS AH AC AS KD")
    s = play(s, "attack 7S", "take", "pass", "pass")
    v0 = s.view(0)
    assert C("7S") in v0.known[1]
    assert set(v0.known[1]) == {C("7S")}
    assert v0.hand == s.hand(0)
    assert v0.hand_counts == tuple(len(s.hand(p)) for p in range(3))
    hidden = set(s.hidden_from(0))
    assert not hidden & set(v0.hand)
    for c in s.hand(1):
        if c != C("7S"):
            assert c in hidden and c in v0.unknown
    assert "seed" not in v0.to_dict()
    # other players' draws are counted but not shown
    for e in v0.events:
        if e.kind == "draw" and e.player != 0:
            assert e.cards == () and e.count > 0
    # the picked-up card is forgotten once played
    t = position(["7S 9D", "8S 9S AD"], trump="6C", talon="QD QS AH AC AS KD")
    t = play(t, "attack 7S", "take", "pass")
    assert C("7S") in t.view(0).known[1]
    t = play(t, "attack 9D", "defend 9D with AD", "pass", "attack 7S")
    assert C("7S") not in t.view(0).known[1] and C("6C") in t.view(0).known[1]


def test_view_legal_actions_only_for_player_to_move():
    s = engine.new_game("perevodnoy", 3, seed=2)
    p = s.current_player
    assert s.view(p).legal_actions() == s.legal_actions()
    assert s.view((p + 1) % 3).legal_actions() == []


def test_history_and_replay_reproduce_the_game():
    import random

    rng = random.Random(3)
    s = engine.new_game("perevodnoy", 3, seed=77, deck=52)
    while not s.is_terminal():
        s = s.apply(rng.choice(s.legal_actions()))
    again = engine.replay(77, [str(a) for a in s.history], variant="perevodnoy", players=3, deck=52)
    assert again == s and again.history == s.history


def test_events_of_a_bout():
    s = position(["7S 9D", "8S 9S AD KH"], trump="6C", talon="QC QD QH")
    assert s.talon == tuple(engine.parse_cards("QC QD QH 6C"))
    s = s.apply("attack 7S")
    assert s.events == (engine.Event("attack", 0, (C("7S"),)),)
    s = s.apply("defend 7S with 8S")
    assert s.events == (engine.Event("defend", 1, (C("8S"),), 0, C("7S")),)
    s = s.apply("pass")
    kinds = [e.kind for e in s.events]
    assert kinds == ["pass", "discard", "draw"]
    assert s.events[0] == engine.Event("pass", 0)
    assert s.events[2].player == 0 and s.events[2].count == 4


def test_state_is_immutable_and_apply_returns_new_state():
    s = engine.new_game("podkidnoy", 2, seed=1)
    d = s.to_dict()
    s2 = s.apply(s.legal_actions()[0])
    assert s.to_dict() == d and s2 != s
    with pytest.raises(AttributeError):
        s.foo = 1  # type: ignore[attr-defined]
    assert isinstance(s.legal_actions(), list)
    s.legal_actions().clear()
    assert s.legal_actions()


def test_action_text_in_lower_case_parses_and_bad_text_is_refused():
    # the text forms' round trip, for every kind: test_cards.test_action_str_parse_round_trip
    assert Action.parse("defend 7s with 9s") == Action("defend", (C("9S"),), C("7S"))
    with pytest.raises(IllegalAction) as e:
        engine.new_game("podkidnoy", 2, seed=1).apply("attack 7Q")
    assert e.value.code == "bad_action"
    with pytest.raises(IllegalAction) as e:
        engine.new_game("podkidnoy", 2, seed=1).apply("jump")
    assert e.value.code == "unknown_kind"


def test_text_rendering_names_roles():
    s = engine.new_game("podkidnoy", 2, seed=1)
    text = str(s)
    assert "attacker" in text and "defender" in text and "trump" in text
