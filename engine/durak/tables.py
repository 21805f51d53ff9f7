"""The fixed parts of the Durak rules: the constants (hand size, save format, phases), the
actions every position shares (built once: a position's legal actions are tuples of these),
and the transfer rules the bots' fast models call too (:func:`transfer_fits`)."""

from typing import Dict

from ..base import Action, Event
from ..cards import CARDS, RANK_MASK, cards_of

HAND_SIZE = 6
FORMAT = 1

ATTACK, DEFEND, ADD, TAKING, OVER = 0, 1, 2, 3, 4
PHASES = ("attack", "defend", "add", "taking", "over")

# --- precomputed tables -----------------------------------------------------------------------

RANK_OF_CARD = tuple(RANK_MASK[(c >> 2) + 2] for c in range(52))
"""``RANK_OF_CARD[card]``: mask of the four cards of ``card``'s rank."""

TAKE = Action("take")
PASS = Action("pass")
THROWS = tuple(Action("throw_in", (CARDS[c],)) for c in range(52))
TRANSFERS = tuple(Action("transfer", (CARDS[c],)) for c in range(52))
SHOWS = tuple(Action("show", (CARDS[c],)) for c in range(52))
DEFENCES = tuple(
    tuple(Action("defend", (CARDS[d],), CARDS[a]) for d in range(52)) for a in range(52)
)
_ATTACKS: Dict[int, Action] = {}
_NIBBLE_SUBSETS = tuple(
    tuple(sorted((s for s in range(1, 16) if s & n == s), key=lambda s: (bin(s).count("1"), s)))
    for n in range(16)
)


def hidden_draw(e: Event) -> Event:
    """A draw event as a seat that did not draw sees it: the count without the cards."""
    return Event("draw", e.player, (), e.count)


def _attack_action(mask: int) -> Action:
    a = _ATTACKS.get(mask)
    if a is None:
        a = _ATTACKS[mask] = Action("attack", cards_of(mask))
    return a


ATTACK_TABLE = tuple(
    tuple(
        tuple(
            tuple(
                _attack_action(sub << (4 * r))
                for sub in _NIBBLE_SUBSETS[nib]
                if bin(sub).count("1") <= lim
            )
            for lim in range(5)
        )
        for nib in range(16)
    )
    for r in range(13)
)

"""``ATTACK_TABLE[rank - 2][cards of that rank in hand, as a 4-bit mask][min(limit, 4)]``:
the opening attacks with those cards, singles first."""


def transfer_fits(on_table: int, cap: int, target_cards: int) -> bool:
    """Whether a transfer may lay its card on a table of ``on_table`` attack cards, none
    beaten: the bout's ``cap`` (:func:`engine.durak.bout_cap`) holds one more, and the new
    defender, holding ``target_cards``, holds at least as many as the table will.  The one
    statement of this rule: the bots' fast models (``engine.ai.fastsim``,
    ``engine.ai.solver_fast``) call it too."""
    return on_table < cap and target_cards > on_table


def show_fits(on_table: int, target_cards: int) -> bool:
    """Whether showing a trump of the table's rank may pass the attack on (option
    ``transfer_show``): it lays no card, so the new defender needs only as many cards as the
    table holds."""
    return target_cards >= on_table
