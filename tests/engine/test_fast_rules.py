"""The bots' fast Durak models keep the rules of :mod:`engine.durak` (issue 29, "one rule in
one place").  ``engine.ai.fastsim`` and ``engine.ai.solver_moves`` play on plain ints, so they
take what they can from the rules module itself (``BEATERS``, ``bout_cap``,
``transfer_fits``, ``show_fits``, ``MAX_ATTACK``, ``HAND_SIZE``); what they still compute
their own way (which cards may be transferred, the opening attack, the throw-ins) is checked
here, with hypothesis, against the legal actions of real engine states: every move the fast
rollout makes is one the rules allow, and the transfers the fast model sees are exactly the
rules' transfers."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

import engine
from engine import durak
from engine.ai import fastsim, solver_moves
from engine.ai.durak_policy import low_index
from engine.ai.styles import STYLES
from engine.cards import BEATERS, CARDS, SUIT_MASK, popcount

GAMES = st.tuples(
    st.sampled_from(["podkidnoy", "perevodnoy"]),
    st.booleans(),  # first_bout_five
    st.sampled_from([24, 36, 52]),
    st.integers(0, 2**31),  # the deal
    st.integers(0, 2**31),  # the random play
)


def _positions(args):
    """Every position of one random two-player game, with its ``first_bout_five``."""
    variant, five, deck, seed, play = args
    s = engine.new_game(variant, players=2, seed=seed, first_bout_five=five, deck=deck)
    rng = random.Random(play)
    while not s.is_terminal():
        yield s, five
        s = s.apply(rng.choice(s.legal_actions()))


def _fast_transfer_cards(s, five):
    """The cards the fast models may transfer in this position (fastsim's and solver_fast's
    test: nothing beaten, a card of the table's rank, the table and the attacker's hand)."""
    atk = [int(c) for c, _ in s.table]
    if not engine.VARIANTS[s.variant].transfers or any(d is not None for _, d in s.table):
        return set()
    hand = s.hand_mask(s.defender)
    if not durak.transfer_fits(
        len(atk), durak.bout_cap(five, s.bout), popcount(s.hand_mask(s.attacker))
    ):
        return set()
    rank = durak.RANK_OF_CARD[atk[0]]
    return {CARDS[c] for c in range(52) if (hand & rank) >> c & 1}


@settings(max_examples=150, deadline=None)
@given(GAMES)
def test_the_fast_models_see_exactly_the_rules_transfers(args):
    for s, five in _positions(args):
        if s.phase == "defend":
            legal = {a.cards[0] for a in s.legal_actions() if a.kind == "transfer"}
            assert legal == _fast_transfer_cards(s, five)


@settings(max_examples=150, deadline=None)
@given(GAMES, st.sampled_from(sorted(STYLES)))
def test_every_fast_rollout_move_is_legal(args, style_name):
    for s, five in _positions(args):
        _check_fast_move(s, five, STYLES[style_name])


def _check_fast_move(s, five, style):
    """The move fastsim's rollout policy makes in ``s`` is among the rules' legal actions."""
    trump = s.trump
    low = low_index(s.options["deck"])
    beat = BEATERS[trump]
    val = fastsim._values(trump, low)
    me, other = s.current_player, 1 - s.current_player
    hand = s.hand_mask(me)
    legal = set(s.legal_actions())
    atk = [int(c) for c, _ in s.table]
    dfn = [None if d is None else int(d) for _, d in s.table]
    talon = len(s.talon)
    if s.phase == "attack":
        m = fastsim._attack_choice(
            hand, s.limit, talon == 0, s.hand_mask(other), style, trump, low, beat
        )
        assert engine.Action("attack", tuple(CARDS[c] for c in range(52) if m >> c & 1)) in legal
    elif s.phase == "defend":
        transfers = engine.VARIANTS[s.variant].transfers
        move, a, b, tc = fastsim._defence_choice(
            hand, atk, dfn, other, s.hand_mask(other), s.bout, five,
            transfers, talon, style, trump, low, val, beat, SUIT_MASK[trump],
        )  # fmt: skip
        action = [
            engine.Action("take"),
            engine.Action("defend", (CARDS[b],), CARDS[a]),
            engine.Action("transfer", (CARDS[tc],)),
        ][move]
        assert action in legal
    elif len(atk) < s.limit:  # add or taking: fastsim asks only while the table has room
        ranks = 0  # every card of a rank on the table
        for a, d in s.table:
            ranks |= durak.RANK_OF_CARD[a] | (0 if d is None else durak.RANK_OF_CARD[d])
        c = fastsim._throw_in_choice(
            hand & ranks,
            hand, s.phase == "taking", talon == 0, s.hand_mask(other), style, trump, low,
            val, beat,
        )  # fmt: skip
        action = engine.Action("pass") if c < 0 else engine.Action("throw_in", (CARDS[c],))
        assert action in legal
    else:
        assert legal == {engine.Action("pass")}


def test_the_fast_models_take_the_rules_constants():
    assert solver_moves.MAX_ATTACK is durak.MAX_ATTACK
    assert solver_moves.HAND_SIZE is durak.HAND_SIZE
    assert fastsim.bout_cap is durak.bout_cap
    assert fastsim.transfer_fits is solver_moves.transfer_fits is durak.transfer_fits
