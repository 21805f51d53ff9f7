"""One named test per Warfare rule (engine/warfare.py, docs/rules.md "Warfare"), mostly from
explicit positions built with ``from_dict``."""

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from state_checks import assert_immutable_and_hashable

import engine
import engine.ai
from engine import Card, IllegalAction, State
from engine.cards import cards_of, deck_mask
from engine.fuzz import FuzzReport, _check_illegal, _check_view
from engine.warfare import WarfareState, battle_winner, card_points, points

C = Card.parse
DECK52 = cards_of(deck_mask(52))
CL, DI, HE, SP = 0, 1, 2, 3


def cs(text):
    return [str(C(w)) for w in text.split()]


def position(
    hands,
    deck="",
    trump="2S",
    phase="commit",
    turn=0,
    leader=None,
    committed=None,
    loser=None,
    face_up="",
    scores=("", ""),
    known=("", ""),
    trump_card="aside",
    rest="discard",
):
    """A Warfare position; cards not named go to the discard (or, ``rest="deck"``, to the
    end of the deck)."""
    hands_l = [cs(h) for h in hands]
    deck_l = cs(deck)
    scores_l = [cs(x) for x in scores]
    face_l = cs(face_up)
    com = [None if c is None else str(C(c)) for c in (committed or [None, None])]
    used = set(deck_l) | set(face_l) | {c for h in hands_l + scores_l for c in h}
    used |= {c for c in com if c}
    if trump_card == "aside":
        used.add(str(C(trump)))
    leftover = [str(c) for c in DECK52 if str(c) not in used]
    discard = []
    if rest == "deck":
        if trump_card == "under" and str(C(trump)) in leftover:
            leftover.remove(str(C(trump)))
            leftover.append(str(C(trump)))
        deck_l += leftover
    else:
        if trump_card == "under" and str(C(trump)) in leftover:
            leftover.remove(str(C(trump)))
            deck_l.append(str(C(trump)))
        discard = leftover
    d = {
        "format": 1,
        "variant": "warfare",
        "players": 2,
        "seed": None,
        "options": {"trump_card": trump_card, "dealer": None},
        "dealer": 1,
        "trump": str(C(trump)),
        "deck": deck_l,
        "hands": hands_l,
        "known": [cs(k) for k in known],
        "scores": scores_l,
        "discard": discard,
        "phase": phase,
        "turn": turn,
        "leader": turn if leader is None else leader,
        "committed": com,
        "loser": loser,
        "face_up": face_l,
        "battle": 1,
        "actions": 0,
        "result": None,
    }
    return State.from_dict(d)


def refuse(state, action):
    before = state.to_dict()
    with pytest.raises(IllegalAction) as e:
        state.apply(action)
    assert state.to_dict() == before and str(e.value)
    return e.value


def play_random(s, rng):
    while not s.is_terminal():
        s = s.apply(rng.choice(s.legal_actions()))
    return s


# --- deal -------------------------------------------------------------------------------------


def test_52_cards_three_each_and_the_next_card_turned_up_fixes_trump():
    s = engine.new_game("warfare", seed=4)
    places = s.card_places()
    cards = [c for cs_ in places.values() for c in cs_]
    assert sorted(cards) == list(DECK52)
    assert len(s.hand(0)) == len(s.hand(1)) == 3
    assert s.trump == s.trump_card.suit and places["trump"] == (s.trump_card,)
    assert len(s.deck) == 45
    assert [e.kind for e in s.events] == ["deal", "trump"]
    assert s.view(0).trump_card == s.trump_card == s.view(1).trump_card


def test_warfare_is_for_two_players_only():
    for n in (1, 3, 4):
        with pytest.raises(ValueError):
            engine.new_game("warfare", n, seed=1)


def test_same_seed_same_deal():
    a, b = engine.new_game("warfare", seed=31), engine.new_game("warfare", seed=31)
    assert a == b and a.to_dict() == b.to_dict()


def test_non_dealer_commits_first():
    assert engine.new_game("warfare", seed=1).current_player == 0
    assert engine.new_game("warfare", seed=1, dealer=0).current_player == 1


# --- who wins a battle ------------------------------------------------------------------------


def test_same_suit_higher_card_wins():
    assert battle_winner(C("9H"), C("7H"), SP) == 0
    assert battle_winner(C("7H"), C("AH"), SP) == 1
    assert battle_winner(C("2S"), C("3S"), SP) == 1  # trumps among themselves too


def test_trump_beats_every_other_suit():
    for trump in range(4):
        t = Card.make(2, trump)
        for other in DECK52:
            if other.suit != trump:
                assert battle_winner(t, other, trump) == 0
                assert battle_winner(other, t, trump) == 1


def test_other_suits_beat_each_other_in_alphabetical_circle():
    # spades trump: clubs beat diamonds, diamonds beat hearts, hearts beat clubs
    assert battle_winner(C("2C"), C("AD"), SP) == 0
    assert battle_winner(C("2D"), C("AH"), SP) == 0
    assert battle_winner(C("2H"), C("AC"), SP) == 0
    assert battle_winner(C("AD"), C("2C"), SP) == 1
    # hearts trump: clubs > diamonds > spades > clubs
    assert battle_winner(C("2C"), C("KD"), HE) == 0
    assert battle_winner(C("2D"), C("KS"), HE) == 0
    assert battle_winner(C("2S"), C("KC"), HE) == 0
    # clubs trump: diamonds > hearts > spades > diamonds
    assert battle_winner(C("3D"), C("QH"), CL) == 0
    assert battle_winner(C("3H"), C("QS"), CL) == 0
    assert battle_winner(C("3S"), C("QD"), CL) == 0
    # every pair of different cards has exactly one winner
    for trump in range(4):
        for a in DECK52[::5]:
            for b in DECK52[::3]:
                if a != b:
                    assert battle_winner(a, b, trump) != battle_winner(b, a, trump)


# --- a battle ---------------------------------------------------------------------------------


def test_second_committer_does_not_see_the_first_commitment():
    s = position(["7H 8H 9H", "7C 8C 9C"], deck="2D 3D 4D", rest="deck")
    t = s.apply("commit 9H")
    assert t.current_player == 1 and t.committed(0) == C("9H")
    v1 = t.view(1)
    assert v1.committed == (True, False) and v1.my_commit is None
    d = v1.to_dict()
    d.pop("unknown")
    assert '"9H"' not in json.dumps(d)
    assert all(e.cards == () for e in v1.events if e.kind == "commit")
    assert C("9H") in v1.unknown
    assert t.view(0).my_commit == C("9H")
    assert C("9H") in t.hidden_from(1)


def test_both_cards_are_revealed_and_the_winner_scores_both():
    s = position(["7H 8H 9H", "7C 8C 9C"], deck="2D 3D 4D", rest="deck")
    t = s.apply("commit 9H").apply("commit 7C")  # spades trump: hearts beat clubs
    kinds = [e.kind for e in t.events]
    assert kinds == ["commit", "reveal", "battle_won"]
    assert t.events[1].cards == (C("9H"), C("7C"))
    assert t.events[2].player == 0 and t.events[2].count == 2
    assert t.view(0).score_piles[0] == (C("7C"), C("9H")) == t.view(1).score_piles[0]
    assert t.scores == (2, 0)


def test_loser_looks_at_the_top_three_and_keeps_one_secretly():
    s = position(["7H 8H 9H", "7C 8C 9C"], deck="2D 3D 4D 5D", rest="deck")
    t = s.apply("commit 9H").apply("commit 7C")
    assert t.phase == "keep" and t.current_player == 1
    assert [str(a) for a in t.legal_actions()] == ["keep 2D", "keep 3D", "keep 4D"]
    assert t.view(1).offered == (C("2D"), C("3D"), C("4D")) and t.view(0).offered == ()
    u = t.apply("keep 3D")
    assert C("3D") in u.hand(1)
    assert C("3D") not in u.view(0).known[1] and C("3D") in u.hidden_from(0)
    assert [e.cards for e in u.view(0).events if e.kind == "keep"] == [()]
    assert [e.cards for e in u.view(1).events if e.kind == "keep"] == [(C("3D"),)]
    assert u.face_up == (C("2D"), C("4D")) and u.view(0).face_up == (C("2D"), C("4D"))
    assert refuse(t, "keep 5D").code == "not_offered"


def test_winner_takes_one_face_up_card_and_the_last_is_discarded():
    s = position(["7H 8H 9H", "7C 8C 9C"], deck="2D 3D 4D 5D", rest="deck")
    u = s.apply("commit 9H").apply("commit 7C").apply("keep 3D")
    assert u.phase == "pick" and u.current_player == 0
    assert [str(a) for a in u.legal_actions()] == ["pick 2D", "pick 4D"]
    assert refuse(u, "pick 3D").code == "not_face_up"
    w = u.apply("pick 4D")
    assert C("4D") in w.hand(0) and C("2D") in w.view(1).discard
    assert [e.kind for e in w.events] == ["pick", "discard"]
    assert len(w.hand(0)) == len(w.hand(1)) == 3
    assert w.deck[0] == C("5D")


def test_loser_learns_the_card_the_winner_took():
    s = position(["7H 8H 9H", "7C 8C 9C"], deck="2D 3D 4D 5D", rest="deck")
    w = s.apply("commit 9H").apply("commit 7C").apply("keep 3D").apply("pick 4D")
    assert w.view(1).known[0] == (C("4D"),)
    assert w.view(0).known[1] == ()
    # it stays known while held, and is forgotten once played
    x = w.apply("commit 4D")
    assert x.view(1).known[0] == ()


def test_winner_knows_the_face_up_cards_the_loser_did_not_take():
    s = position(["7H 8H 9H", "7C 8C 9C"], deck="2D 3D 4D 5D", rest="deck")
    w = s.apply("commit 9H").apply("commit 7C").apply("keep 3D").apply("pick 4D")
    v0 = w.view(0)
    assert C("2D") in v0.discard and C("4D") in v0.hand
    assert C("2D") not in v0.unknown and C("3D") in v0.unknown


def test_the_winner_of_a_battle_commits_first_in_the_next():
    s = position(["7H 8H 9H", "7C 8C 9C"], deck="2D 3D 4D 5D", rest="deck")
    w = s.apply("commit 9H").apply("commit 7C").apply("keep 3D").apply("pick 4D")
    assert w.phase == "commit" and w.current_player == 0 and w.battle == 2
    s = position(["7H 8H 9H", "7C 8C TH"], deck="2D 3D 4D 5D", rest="deck")
    t = s.apply("commit 7H").apply("commit TH")  # same suit: the ten wins
    assert t.current_player == 0 and t.phase == "keep"  # the loser keeps
    w = t.apply("keep 3D").apply("pick 4D")
    assert w.phase == "commit" and w.current_player == 1 and w.view(0).leader == 1


def test_with_two_cards_left_the_loser_keeps_one_and_the_winner_takes_the_other():
    s = position(["7H 8H", "7C 8C"], deck="2D 3D")
    t = s.apply("commit 8H").apply("commit 7C")  # hearts beat clubs: P0 wins
    assert [str(a) for a in t.legal_actions()] == ["keep 2D", "keep 3D"]
    u = t.apply("keep 2D")
    assert u.phase == "pick" and u.face_up == (C("3D"),)
    w = u.apply("pick 3D")
    assert w.deck == () and len(w.hand(0)) == len(w.hand(1)) == 2
    assert [e.kind for e in w.events] == ["pick"]


def test_with_one_card_left_the_loser_takes_it_and_the_winner_gets_nothing():
    s = position(["7H 8H", "7C 8C"], deck="2D")
    t = s.apply("commit 8H").apply("commit 7C")
    assert [str(a) for a in t.legal_actions()] == ["keep 2D"]
    u = t.apply("keep 2D")
    assert u.phase == "commit" and u.current_player == 0
    assert len(u.hand(1)) == 2 and len(u.hand(0)) == 1


def test_after_the_deck_is_empty_battles_go_on_until_both_hands_are_empty():
    s = position(["7H 8H", "7C 8C"], deck="")
    t = s.apply("commit 8H").apply("commit 7C")
    assert t.phase == "commit" and t.current_player == 0
    u = t.apply("commit 7H").apply("commit 8C")
    assert u.is_terminal() and u.hand(0) == () and u.hand(1) == ()


def test_trump_card_aside_by_default_deck_divides_into_offers_of_three():
    rng = random.Random(2)
    s = engine.new_game("warfare", seed=2)
    sizes = set()
    while not s.is_terminal():
        if s.phase == "keep":
            sizes.add(len(s.legal_actions()))
        if s.phase == "commit" and s.committed(0) is None and s.committed(1) is None:
            assert len(s.hand(0)) == len(s.hand(1))
        s = s.apply(rng.choice(s.legal_actions()))
    assert sizes == {3}
    assert s.battle == 15 + 3 and s.card_places()["trump"] == (s.trump_card,)  # 45/3 + 3


def test_trump_card_under_option_is_drawn_last_and_leftover_is_discarded():
    s = engine.new_game("warfare", seed=6, trump_card="under")
    assert len(s.deck) == 46 and s.deck[-1] == s.trump_card
    rng = random.Random(6)
    while not s.is_terminal():
        if s.phase == "keep" and len(s.deck) == 1:
            loser = s.current_player
            s = s.apply(s.legal_actions()[0])
            assert s.trump_card in s.view(1 - loser).known[loser]  # public card
            continue
        s = s.apply(rng.choice(s.legal_actions()))
    last = s.events
    assert any(e.kind == "discard" and e.player is not None for e in last)
    assert s.conserved()


# --- score and result -------------------------------------------------------------------------


def test_court_cards_and_aces_score_three_other_cards_one():
    assert [card_points(C(x)) for x in ("JH", "QC", "KD", "AS", "TH", "2C", "9S")] == [
        3,
        3,
        3,
        3,
        1,
        1,
        1,
    ]
    assert points(deck_mask(52)) == 84


def test_most_points_wins():
    s = position(["AH", "2C"], scores=("", "3D 4D"))
    t = s.apply("commit AH").apply("commit 2C")  # hearts beat clubs
    assert t.is_terminal() and t.scores == (4, 2)
    assert t.result.winner == 0 and t.result.durak == 1 and not t.result.draw
    assert t.returns() == [1.0, -1.0]
    assert t.events[-1].kind == "game_over" and t.events[-1].player == 0


def test_equal_points_is_a_draw():
    s = position(["3H", "2C"], scores=("", "3D 4D"))
    t = s.apply("commit 3H").apply("commit 2C")
    assert t.scores == (2, 2) and t.result.draw and t.result.winner is None
    assert t.returns() == [0.0, 0.0]


def test_every_game_ends_without_an_action_cap():
    rng = random.Random(9)
    for g in range(40):
        s = play_random(
            engine.new_game("warfare", seed=g, trump_card=("aside", "under")[g % 2]), rng
        )
        assert s.result.reason == "normal" and len(s.history) <= 67
        assert sum(s.scores) == points(
            sum(1 << c for c in s.card_places()["score 0"] + s.card_places()["score 1"])
        )


# --- refusals, views, saving ------------------------------------------------------------------


def test_readable_refusals_with_codes():
    s = position(["7H 8H 9H", "7C 8C 9C"], deck="2D 3D 4D", rest="deck")
    assert refuse(s, "commit 7C").code == "not_in_hand"
    e = refuse(s, "keep 2D")
    assert e.code == "wrong_phase" and e.values == {"kind": "keep"}
    assert refuse(s, "pick_up").code == "unknown_kind"
    assert refuse(s, "commit").code == "empty_action"
    assert refuse(s, "commit 7H 8H").code == "bad_action"
    e = refuse(s, "commit 7C")
    assert str(e) == "You do not hold the 7♣."


def test_from_dict_rejects_inconsistent_positions():
    good = position(["7H 8H 9H", "7C 8C 9C"], deck="2D 3D 4D", rest="deck").to_dict()

    def bad(**changes):
        d = json.loads(json.dumps(good))
        d.update(changes)
        with pytest.raises(ValueError):
            State.from_dict(d)

    bad(hands=[["7H", "8H", "9H", "2D"], ["7C", "8C", "9C"]])  # 2D twice
    bad(hands=[["7H", "8H"], ["7C", "8C", "9C"]])  # 9H missing
    bad(players=3)
    bad(phase="keep")  # keep without a loser
    bad(committed=["7C", None])  # committed card also in a hand
    bad(turn=1)  # the leader commits first
    bad(known=[["7C"], []])
    bad(options={"trump_card": "top"})
    bad(result={"order": [0], "durak": 1, "draw": False, "winner": 0})
    bad(format=2)


def test_state_is_immutable_and_hashable():
    s = position(["7H 8H 9H", "7C 8C 9C"], deck="2D 3D 4D", rest="deck")
    assert isinstance(s, WarfareState)
    assert_immutable_and_hashable(s, "commit 7H")


# --- properties (hypothesis) ------------------------------------------------------------------


@settings(max_examples=40, deadline=None)
@given(
    st.integers(0, 2**31 - 1),
    st.integers(0, 2**31 - 1),
    st.sampled_from(["aside", "under"]),
    st.sampled_from([None, 0, 1]),
)
def test_property_invariants_hold_at_every_step(seed, policy, trump_card, dealer):
    rng = random.Random(policy)
    opts = {"trump_card": trump_card, "dealer": dealer}
    s = engine.new_game("warfare", 2, seed=seed, **opts)
    report = FuzzReport()
    deck = s.deck_cards()
    while True:
        assert s.conserved()
        if rng.random() < 0.2:
            _check_illegal(s, rng, deck, ("commit", "keep", "pick", "take"), report, "w")
            _check_view(s, rng.randrange(2), report, "w")
            back = State.from_dict(json.loads(json.dumps(s.to_dict())))
            assert back == s and back.legal_actions() == s.legal_actions()
        if s.is_terminal():
            break
        s = s.apply(rng.choice(s.legal_actions()))
    assert report.violations == []
    assert s.battle == 18 and s.result.reason == "normal"
    assert engine.replay(seed, s.history, variant="warfare", players=2, **opts) == s
    assert sum(s.returns()) == pytest.approx(0.0)
