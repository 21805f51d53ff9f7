"""Warfare's fixed rules: the constants, who wins a battle (``battle_winner``), what cards are
worth (``card_points``, ``points``), the actions every position shares, the options and the
spec.  The position itself is :mod:`.state`'s."""

from typing import Any, Dict, Optional, Tuple

from ..base import (
    Action,
    Option,
    VariantSpec,
    register_messages,
)
from ..cards import (
    CARDS,
    RANK_MASK,
    deck_mask,
    popcount,
)
from ..registry import Family, common_options

VARIANT = "warfare"
FORMAT = 1
DECK_MASK = deck_mask(52)
HAND_SIZE = 3
OFFER = 3
TRUMP_CARD_RULES = ("aside", "under")

COMMIT, KEEP, PICK, OVER = 0, 1, 2, 3
PHASES = ("commit", "keep", "pick", "over")

COURT_MASK = RANK_MASK[11] | RANK_MASK[12] | RANK_MASK[13] | RANK_MASK[14]
"""J, Q, K and A: three points each."""

register_messages(
    {
        "not_offered": "The {card} is not one of the cards you are looking at.",
        "not_face_up": "The {card} is not one of the face-up cards.",
    }
)


def _circle(trump: int) -> Tuple[int, ...]:
    """``beats[s]``: the suit that suit ``s`` beats in the circle (trump: -1)."""
    others = [s for s in range(4) if s != trump]
    out = [-1] * 4
    for i, s in enumerate(others):
        out[s] = others[(i + 1) % 3]
    return tuple(out)


CIRCLE = tuple(_circle(t) for t in range(4))
"""``CIRCLE[trump][suit]``: the non-trump suit that ``suit`` beats (-1 for the trump)."""


def battle_winner(a: int, b: int, trump: int) -> int:
    """0 if card ``a`` wins the battle against card ``b`` with trump suit ``trump``, else 1."""
    sa = a & 3
    sb = b & 3
    if sa == sb:
        return 0 if a > b else 1
    if sa == trump:
        return 0
    if sb == trump:
        return 1
    return 0 if CIRCLE[trump][sa] == sb else 1


def card_points(card: int) -> int:
    """3 for J, Q, K, A; 1 for any other card."""
    return 3 if COURT_MASK >> card & 1 else 1


def points(mask: int) -> int:
    """Points of a bitmask of cards."""
    return 3 * popcount(mask & COURT_MASK) + popcount(mask & ~COURT_MASK)


_COMMIT = tuple(Action("commit", (CARDS[c],)) for c in range(52))
_KEEP = tuple(Action("keep", (CARDS[c],)) for c in range(52))
_PICK = tuple(Action("pick", (CARDS[c],)) for c in range(52))


class _Rules:
    __slots__ = ("trump_card", "dealer")

    def __init__(self, trump_card: str = "aside", dealer: Optional[int] = None) -> None:
        """Options already checked against :data:`SPEC`."""
        self.trump_card = trump_card
        self.dealer = dealer

    def to_dict(self) -> Dict[str, Any]:
        return {"trump_card": self.trump_card, "dealer": self.dealer}

    def key(self) -> Tuple[Any, ...]:
        return (self.trump_card, self.dealer)


SPEC = VariantSpec(
    name=VARIANT,
    title="Warfare",
    family=Family.BATTLE,
    min_players=2,
    max_players=2,
    decks=(52,),
    options=(
        Option(
            "trump_card",
            str,
            "aside",
            choices=TRUMP_CARD_RULES,
            doc="the turned-up trump lies aside (nobody's) or under the deck (drawn last)",
        ),
        *common_options(),
    ),
    series=False,
    doc="secret battles of one card each; the winner of a battle draws second",
)
"""Warfare's spec (the package's ``__init__`` registers it)."""
