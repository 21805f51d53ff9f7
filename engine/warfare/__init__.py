"""Warfare, a two-player battle game (rules text: docs/rules.md, "Warfare").

Cards and suits
    52 cards, ace high.  Three cards are dealt to each player, one at a time, starting with the
    player who is not the dealer; the next card is turned face up and its suit is trump.
    Trumps beat every other suit.  The three other suits beat each other in a circle taken in
    alphabetical order (clubs, diamonds, hearts, spades — the card index order): of the three
    non-trump suits in that order, the first beats the second, the second beats the third and
    the third beats the first (spades trump: clubs beat diamonds, diamonds beat hearts, hearts
    beat clubs).  Two cards of one suit: the higher wins.  Two different cards never tie.

The turned-up card (option ``trump_card``)
    ``"aside"`` (default): it stays face up beside the deck for the whole game as the trump
    indicator and belongs to nobody (it scores for nobody).  The deck then holds 45 cards, a
    multiple of three, so every battle while the deck lasts offers exactly three cards and
    both hands always hold the same number of cards.
    ``"under"``: it is put face up under the deck and is its last card, as in Durak.  The deck
    holds 46 cards, so the last offer is a single card (see below) and the loser of that
    battle ends with one card more than the winner; when one hand is empty, the other
    player's remaining cards are discarded face up (they score for nobody) and the game ends.

A battle (turn model)
    Both players choose a card secretly, then both are revealed.  This is modelled as two
    commitments in turn (``commit 7S``): the first committer's card is hidden from the second
    in ``view`` (and in the events) until the second has committed; the reveal happens in
    the same ``apply`` as the second commitment.  The non-dealer commits first in the first
    battle (``dealer`` option, default seat 1, so seat 0 starts); afterwards the winner of the
    previous battle commits first.
    The winner puts both cards face down on their score pile (both players saw them, so the
    piles are public in ``view``).  While the deck has cards: the loser looks at the top three
    cards (all of them when fewer than three are left), secretly takes one into hand
    (``keep 7S``) and turns the others face up; the winner takes one of those face-up cards
    into hand (``pick 7S``); the remaining one (if any) is discarded face down — both players
    saw it, so the discard is public too.  With two cards left the loser keeps one and the
    winner takes the other; with one card left the loser takes it and the winner gets
    nothing.  Forced choices are still actions (the only legal one).
    When the deck is empty, battles go on with the cards in hand until both hands are empty
    (or, with ``trump_card="under"``, until one is).

Score and result
    J, Q, K and A score three points, every other card one point (the whole deck is 84
    points).  Most points wins (``result.winner``, ``result.durak`` the other player); equal
    points are a draw.  Every battle removes two cards from the hands, so a game always ends
    (18 battles with either ``trump_card`` rule); no action cap is needed.

Knowledge (``view``)
    Own hand, own committed card, whether the opponent has committed, the score piles, the
    discard, the face-up cards, the trump card, deck size, hand sizes.  The battle's loser
    sees the offered cards while choosing; the kept card stays secret from the winner.  The
    loser learns the card the winner took from the face-up cards (``view.known``: it stays
    known while it is in the winner's hand); the winner knows the face-up cards the loser did
    not take.  With ``trump_card="under"`` the turned-up card is public, so whoever takes it
    is known to hold it.

Events: ``deal`` (count 3), ``trump`` (the turned card), ``commit`` (player; the card only
for its owner until the reveal), ``reveal`` (cards of seat 0 and seat 1), ``battle_won``
(player = winner, cards = both, count = points won), ``keep`` (player = loser, the card only
for the loser, count = cards looked at), ``face_up`` (the cards turned up), ``pick``
(player = winner, the card), ``discard`` (cards discarded), ``game_over`` (player = winner or
None).
"""

from ..base import register_variant
from ..record import register_recorder
from ..registry import Family
from ..text import register_describer
from ..views import BattleView
from .deal import _new, new_warfare
from .load import load as _load
from .record import BattleRecorder
from .rules import (
    DECK_MASK,
    FORMAT,
    HAND_SIZE,
    OFFER,
    SPEC,
    VARIANT,
    battle_winner,
    card_points,
    points,
)
from .sample import sample_deal, sample_state
from .state import WarfareState
from .text import BattleDescriber

__all__ = [
    "WarfareState",
    "new_warfare",
    "battle_winner",
    "card_points",
    "points",
    "FORMAT",
    "VARIANT",
    "SPEC",
    "DECK_MASK",
    "OFFER",
    "HAND_SIZE",
    "sample_deal",
    "sample_state",
]


register_variant(SPEC, WarfareState, _new, sample_state, BattleView, _load)
register_recorder(Family.BATTLE, BattleRecorder())
register_describer(Family.BATTLE, BattleDescriber())
