"""A new game of Warfare (``new_warfare``, and ``_new`` that the registry deals with): the
shuffle, three cards each, the trump card aside or under the deck."""

from typing import Any, Optional

from ..base import (
    Event,
)
from ..cards import (
    cards_of,
    new_seed,
    shuffled,
)
from .rules import COMMIT, DECK_MASK, HAND_SIZE, SPEC, _Rules
from .state import WarfareState


def new_warfare(players: int = 2, seed: Optional[int] = None, **options: Any) -> WarfareState:
    """A new Warfare game (the same as ``engine.new_game("warfare", ...)``).  Options:
    ``trump_card`` (``"aside"`` or ``"under"``) and ``dealer`` (0 or 1, default 1)."""
    return _new(players, seed, **SPEC.check(players, options))


def _new(players: int, seed: Optional[int], **options: Any) -> WarfareState:
    """Deals a game whose options are already checked and complete."""
    rules = _Rules(**options)
    if seed is None:
        seed = new_seed()
    dealer = 1 if rules.dealer is None else rules.dealer
    cards = shuffled(cards_of(DECK_MASK), seed)
    hands = [0, 0]
    for i in range(2 * HAND_SIZE):
        hands[(dealer + 1 + i) % 2] |= 1 << cards[i]
    trump_card = cards[2 * HAND_SIZE]
    deck = cards[2 * HAND_SIZE + 1 :]
    if rules.trump_card == "under":
        deck = deck + (trump_card,)
    first = 1 - dealer
    events = (Event("deal", None, (), HAND_SIZE), Event("trump", dealer, (trump_card,)))
    return WarfareState._make(
        rules,
        seed,
        dealer,
        trump_card,
        deck,
        (hands[0], hands[1]),
        (0, 0),
        (0, 0),
        0,
        COMMIT,
        first,
        first,
        (-1, -1),
        -1,
        (),
        1,
        0,
        None,
        events,
    )
