"""A new game of Svoi Kozyri (``new_kozyri``, and ``_new`` that the registry deals with):
the shuffle, the dealer, the first seat to choose a suit.  How the cards go round is
:func:`.rules._deal`'s."""

from typing import Any, Optional

from ..cards import (
    cards_of,
    new_seed,
    shuffled,
)
from .rules import CHOOSE, DECK_MASK, SPEC, _Rules
from .state import KozyriState


def new_kozyri(players: int = 2, seed: Optional[int] = None, **options: Any) -> KozyriState:
    """A new Svoi Kozyri game, waiting for the suit choices (the same as
    ``engine.new_game("svoi_kozyri", ...)``).  Options: ``deal`` (``"stock"`` or ``"all"``),
    ``hand_size`` (stock deal, default 6), ``dealer`` (seat, default the last),
    ``action_cap`` (default 3000)."""
    return _new(players, seed, **SPEC.check(players, options))


def _new(players: int, seed: Optional[int], **options: Any) -> KozyriState:
    """Deals a game whose options are already checked and complete."""
    rules = _Rules(**options)
    n = players
    if seed is None:
        seed = new_seed()
    dealer = n - 1 if rules.dealer is None else rules.dealer
    cards = shuffled(cards_of(DECK_MASK), seed)
    first = (dealer + 1) % n
    return KozyriState._make(
        rules,
        seed,
        n,
        dealer,
        (-1,) * n,
        CHOOSE,
        cards,
        (0,) * n,
        (0,) * n,
        (),
        (),
        first,
        (),
        0,
        None,
        (),
    )
