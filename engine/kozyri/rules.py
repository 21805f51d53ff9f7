"""Svoi Kozyri's fixed rules: the constants, which card beats which (``beats_for``), how many
cards a pick-up takes (``pick_count``), the actions every position shares, the options, the
spec and how the cards are dealt (``_deal``: the start of a game, and the full deal once
every suit is chosen).  The position itself is :mod:`.state`'s."""

from typing import Any, Dict, List, Optional, Tuple

from ..base import (
    Action,
    Event,
    Option,
    VariantSpec,
    register_messages,
)
from ..cards import (
    BEATERS,
    CARDS,
    Card,
    deck_mask,
)
from ..registry import Family, common_options

VARIANT = "svoi_kozyri"
FORMAT = 2
"""The save format: 2 adds ``pile_owners`` (who laid each pile card); format 1 still loads
(its owners unknown unless the save's past replays them, :mod:`.load`)."""
DECK = 36
DECK_MASK = deck_mask(DECK)
DEFAULT_HAND_SIZE = 6
DEFAULT_ACTION_CAP = 3000
PICK_PLAIN = 3
"""Cards picked up when the top card is not one of the picker's trumps."""
PICK_TRUMP = 5
"""Cards picked up when the top card is one of the picker's trumps (not the ace)."""
ACE = 14
SIX = 6
DEALS = ("stock", "all")

CHOOSE, PLAY, OVER = 0, 1, 2
PHASES = ("choose", "play", "over")

register_messages(
    {
        "suit_taken": "The {suit} suit is already somebody's trumps.",
        "must_lead": "The pile is empty: lead a card.",
        "pile_empty": "The pile is empty; there is nothing to beat or pick up.",
        "not_top_card": "Only the top card of the pile, the {top}, can be beaten, not the {card}.",
        "must_lay": "After beating you must lay one more card.",
        "one_card_only": "Lay exactly one card after beating.",
    }
)

_SUIT_NAMES = ("clubs", "diamonds", "hearts", "spades")


# --- precomputed tables -----------------------------------------------------------------------


BEAT = BEATERS
"""``BEAT[own_suit][top]``: mask of the cards with which a player owning ``own_suit`` beats
``top`` (Durak's beating rule with one's own suit as trumps: ``engine.cards.BEATERS``)."""


def beats_for(card: int, top: int, own_suit: int) -> bool:
    """True if ``card`` beats ``top`` for a player whose trumps are ``own_suit``."""
    return bool(BEAT[own_suit][top] >> card & 1)


PICK_UP = Action("pick_up")
_LEAD = tuple(Action("lead", (CARDS[c],)) for c in range(52))
_CHOOSE = tuple(Action("choose_suit", (), None, s) for s in range(4))
_BEAT_ROWS: Dict[int, Tuple[Optional[Action], ...]] = {}
_BEAT_LAST: Dict[int, Action] = {}


def _beat_row(top: int, x: int) -> Tuple[Optional[Action], ...]:
    """``row[y]`` is ``beat top with x then y`` (built once per ``(top, x)``)."""
    key = top * 52 + x
    row = _BEAT_ROWS.get(key)
    if row is None:
        t, cx = CARDS[top], CARDS[x]
        row = _BEAT_ROWS[key] = tuple(
            None if y == x else Action("beat", (cx, CARDS[y]), t) for y in range(52)
        )
    return row


def _beat_last(top: int, x: int) -> Action:
    """``beat top with x`` (x is the player's last card)."""
    key = top * 52 + x
    a = _BEAT_LAST.get(key)
    if a is None:
        a = _BEAT_LAST[key] = Action("beat", (CARDS[x],), CARDS[top])
    return a


def pick_count(top: int, own_suit: int, pile_len: int) -> int:
    """How many cards a player whose trumps are ``own_suit`` picks up from a pile of
    ``pile_len`` cards whose top card is ``top``: 3 (:data:`PICK_PLAIN`) when it is not one
    of his trumps, 5 (:data:`PICK_TRUMP`) when it is one other than the ace, the whole pile
    for the ace of his trumps; never more than the pile."""
    if top & 3 != own_suit:
        k = PICK_PLAIN
    elif (top >> 2) + 2 == ACE:
        k = pile_len
    else:
        k = PICK_TRUMP
    return pile_len if k > pile_len else k


class _Rules:
    """Options of one game, shared by all its states."""

    __slots__ = ("deal", "hand_size", "dealer", "action_cap")

    def __init__(
        self,
        deal: str = "stock",
        hand_size: int = DEFAULT_HAND_SIZE,
        dealer: Optional[int] = None,
        action_cap: int = DEFAULT_ACTION_CAP,
    ) -> None:
        """Options already checked against :data:`SPEC`."""
        self.deal = deal
        self.hand_size = hand_size
        self.dealer = dealer
        self.action_cap = action_cap

    def to_dict(self) -> Dict[str, Any]:
        return {
            "deal": self.deal,
            "hand_size": self.hand_size,
            "dealer": self.dealer,
            "action_cap": self.action_cap,
        }

    def key(self) -> Tuple[Any, ...]:
        return (self.deal, self.hand_size, self.dealer, self.action_cap)


SPEC = VariantSpec(
    name=VARIANT,
    title="Svoi Kozyri",
    family=Family.KOZYRI,
    min_players=2,
    max_players=4,
    decks=(DECK,),
    options=(
        Option("deal", str, "stock", choices=DEALS, doc="stock: six each and a stock; all"),
        Option("hand_size", int, DEFAULT_HAND_SIZE, low=1, high=9, doc="stock deal: hand size"),
        *common_options(DEFAULT_ACTION_CAP),
    ),
    series=False,
    doc="every player chooses his own trump suit; one pile, beat the top card or pick up",
)
"""Svoi Kozyri's spec (the package's ``__init__`` registers it)."""


def _deal(
    rules: _Rules, n: int, dealer: int, suits: Tuple[int, ...], cards: Tuple[Card, ...]
) -> Tuple[Tuple[int, ...], Tuple[int, ...], Tuple[Card, ...], List[Event]]:
    hands = [0] * n
    known = [0] * n
    events: List[Event] = []
    if rules.deal == "stock":
        each = min(rules.hand_size, len(cards) // n)
    else:
        each = len(cards) // n
    for i in range(each * n):
        hands[(dealer + 1 + i) % n] |= 1 << cards[i]
    stock = cards[each * n :]
    events.append(Event("deal", None, (), each))
    if rules.deal == "all":
        for suit in range(4):
            if suit not in suits:
                continue
            owner = suits.index(suit)
            six = (SIX - 2) * 4 + suit
            for p in range(n):
                if p != owner and hands[p] >> six & 1:
                    hands[p] &= ~(1 << six)
                    hands[owner] |= 1 << six
                    events.append(Event("give", p, (CARDS[six],), owner))
            known[owner] |= hands[owner] & (1 << six)
    return tuple(hands), tuple(known), stock, events
