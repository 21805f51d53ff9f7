"""What a Durak game is declared as: the variants' options and specs
(:func:`durak_spec`, :data:`SPECS`) and the options of one game (:class:`DurakRules`,
shared by all its states).  The rules of play are :mod:`engine.durak`'s; this module knows
no state, so the rules, their loader and the registry read it without a circle."""

from typing import Any, Dict, Optional, Tuple

from .base import Option, VariantSpec
from .cards import deck_mask
from .registry import Family, common_options

__all__ = [
    "DurakRules",
    "durak_spec",
    "bout_cap",
    "SPECS",
    "MAX_ATTACK",
    "DEFAULT_ACTION_CAP",
    "FIRST_ATTACKER_RULES",
    "DECK_SIZES",
]

MAX_ATTACK = 6
"""Most attack cards a bout holds (fewer if the defender holds fewer)."""
DEFAULT_ACTION_CAP = 2000
FIRST_ATTACKER_RULES = ("pagat", "lowest_trump", "attack_durak")
DECK_SIZES = (24, 36, 52)


class DurakRules:
    """Options of one game, shared by all its states."""

    __slots__ = (
        "variant",
        "deck",
        "transfer",
        "transfer_show",
        "first_bout_five",
        "first_attacker",
        "previous_durak",
        "dealer",
        "action_cap",
        "deck_mask",
    )

    def __init__(
        self,
        variant: str,
        transfer: bool,
        deck: int = 36,
        transfer_show: bool = False,
        first_bout_five: bool = False,
        first_attacker: str = "pagat",
        previous_durak: Optional[int] = None,
        dealer: Optional[int] = None,
        action_cap: int = DEFAULT_ACTION_CAP,
    ) -> None:
        """Options already checked against the variant's spec; ``transfer``: the spec's
        ``transfers`` (what the variant allows is its spec's to say, not its name's)."""
        self.variant = variant
        self.deck = deck
        self.transfer = transfer
        self.transfer_show = transfer_show
        self.first_bout_five = first_bout_five
        self.first_attacker = first_attacker
        self.previous_durak = previous_durak
        self.dealer = dealer
        self.action_cap = action_cap
        self.deck_mask = deck_mask(deck)

    def to_dict(self) -> Dict[str, Any]:
        return {
            "deck": self.deck,
            "transfer_show": self.transfer_show,
            "first_bout_five": self.first_bout_five,
            "first_attacker": self.first_attacker,
            "previous_durak": self.previous_durak,
            "dealer": self.dealer,
            "action_cap": self.action_cap,
        }

    def key(self) -> Tuple[Any, ...]:
        return (
            self.variant,
            self.deck,
            self.transfer_show,
            self.first_bout_five,
            self.first_attacker,
            self.previous_durak,
            self.dealer,
            self.action_cap,
        )

    def cap(self, bout: int) -> int:
        return bout_cap(self.first_bout_five, bout)


def bout_cap(first_bout_five: bool, bout: int) -> int:
    """Most attack cards bout ``bout`` may hold before the defender's hand size limits it
    (option ``first_bout_five``: five in the first bout)."""
    return 5 if (first_bout_five and bout == 1) else MAX_ATTACK


def _options(
    transfer: bool, decks: Tuple[int, ...] = DECK_SIZES, deck: int = 36
) -> Tuple[Option, ...]:
    return (
        Option(
            "deck",
            int,
            deck,
            choices=decks,
            doc="cards in the deck: " + ", ".join({24: "24 (9-A)"}.get(d, str(d)) for d in decks),
        ),
        Option(
            "transfer_show",
            bool,
            False,
            choices=(False, True) if transfer else (False,),
            doc="Perevodnoy: a trump of the attack's rank may be shown to transfer",
        ),
        Option("first_bout_five", bool, False, doc="at most five cards in the first bout"),
        Option(
            "first_attacker",
            str,
            "pagat",
            choices=FIRST_ATTACKER_RULES,
            doc="who attacks first after a game with a durak",
        ),
        Option(
            "previous_durak",
            int,
            None,
            seat=True,
            nullable=True,
            doc="the last game's durak (series): he deals",
        ),
        *common_options(DEFAULT_ACTION_CAP),
    )


def durak_spec(
    name: str,
    title: str,
    transfers: bool,
    decks: Tuple[int, ...] = DECK_SIZES,
    deck: Optional[int] = None,
    doc: str = "",
) -> VariantSpec:
    """The spec of a variant played by these rules, as the built-in two are declared:
    ``transfers`` (a defender may pass the attack on, Perevodnoy's rule, with its
    ``transfer_show`` option), the deck sizes it allows (``decks``) and its default
    (``deck``: 36 when allowed, else the first), 2 to 6 seats (at most 4 with 24 cards),
    played in series, family ``"durak"``.  Register it with :func:`register_durak_variant`."""
    if deck is None:
        deck = 36 if 36 in decks else decks[0]
    return VariantSpec(
        name=name,
        title=title,
        min_players=2,
        max_players=6,
        decks=decks,
        options=_options(transfers, decks, deck),
        series=True,
        deck_max_players=((24, 4),) if 24 in decks else (),
        loser_name="durak",
        family=Family.DURAK,
        transfers=transfers,
        doc=doc,
    )


SPECS = {
    name: durak_spec(name, name.capitalize(), transfers, doc=doc)
    for name, transfers, doc in (
        ("podkidnoy", False, "Durak: attackers throw in cards of the ranks on the table"),
        ("perevodnoy", True, "Durak with transfers: the defender may pass the attack on"),
    )
}
"""The two Durak variants' specs (registered by :mod:`engine.durak`)."""
