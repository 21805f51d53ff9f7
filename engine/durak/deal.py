"""Dealing a Durak game: the shuffle, the hands, the trump and who attacks first."""

from typing import Any, Optional, Sequence

from ..base import VARIANTS, Event, InvalidOptions
from ..cards import (
    SUIT_MASK,
    cards_of,
    new_seed,
    popcount,
    shuffled,
)
from ..durak_options import DurakRules
from .state import DurakState, _rules_spec, rules_spec
from .tables import ATTACK, HAND_SIZE

__all__ = ["new_durak", "deal", "lowest_trump_holder"]


def new_durak(
    variant: str, players: int = 2, seed: Optional[int] = None, **options: Any
) -> DurakState:
    """Deals a Podkidnoy or Perevodnoy game (see docs/rules.md for the options); the same as
    ``engine.new_game(variant, ...)``."""
    spec = rules_spec(variant)
    if spec is None:
        known = ", ".join(n for n in VARIANTS if rules_spec(n) is not None)
        raise InvalidOptions("unknown_variant", variant=str(variant), known=known)
    return deal(variant, players, seed, **spec.check(players, options))


def deal(variant: str, players: int, seed: Optional[int], **options: Any) -> DurakState:
    """Deals a game whose options are already checked and complete."""
    rules = DurakRules(variant, _rules_spec(variant).transfers, **options)
    n = players
    if seed is None:
        seed = new_seed()
    if rules.dealer is not None:
        dealer = rules.dealer
    elif rules.previous_durak is not None:
        dealer = rules.previous_durak  # the loser deals
    else:
        dealer = n - 1
    cards = shuffled(cards_of(rules.deck_mask), seed)
    hands = [0] * n
    for i in range(n):
        p = (dealer + 1 + i) % n
        for c in cards[i * HAND_SIZE : (i + 1) * HAND_SIZE]:
            hands[p] |= 1 << c
    rest = cards[n * HAND_SIZE :]
    known = [0] * n
    events = [Event("deal", None, (), HAND_SIZE)]
    if rest:
        trump_card = rest[0]
        talon = rest[1:] + (trump_card,)
        events.append(Event("trump", None, (trump_card,)))
    else:  # every card dealt: the dealer's last card is turned for trump and kept
        trump_card = cards[n * HAND_SIZE - 1]
        talon = ()
        known[dealer] |= 1 << trump_card
        events.append(Event("trump", dealer, (trump_card,)))
    trump = trump_card & 3
    prev = rules.previous_durak
    if prev is not None and rules.first_attacker == "pagat":
        attacker = (prev + 1) % n
    elif prev is not None and rules.first_attacker == "attack_durak":
        attacker = (prev - 1) % n
    else:
        attacker = lowest_trump_holder(hands, trump)
    events.append(Event("first_attacker", attacker))
    defender = (attacker + 1) % n
    limit = min(rules.cap(1), popcount(hands[defender]))
    state = DurakState._make(
        rules,
        seed,
        n,
        tuple(hands),
        talon,
        trump_card,
        0,
        (),
        (),
        0,
        attacker,
        defender,
        ATTACK,
        attacker,
        0,
        limit,
        1,
        0,
        (),
        tuple(known),
        0,
        None,
        tuple(events),
    )
    state._plog = (None, state.events)
    return state


def lowest_trump_holder(hands: Sequence[int], trump: int) -> int:
    """Seat holding the lowest trump; if nobody holds a trump, the seat holding the lowest
    card (by rank, then suit in C D H S order)."""
    best = None
    for p, h in enumerate(hands):
        t = h & SUIT_MASK[trump]
        if t:
            low = (t & -t).bit_length()
            if best is None or low < best[0]:
                best = (low, p)
    if best is None:
        for p, h in enumerate(hands):
            low = (h & -h).bit_length()
            if best is None or low < best[0]:
                best = (low, p)
    assert best is not None
    return best[1]
