"""Podkidnoy and Perevodnoy Durak for 2–6 players (rules: docs/rules.md).

Positions are immutable :class:`DurakState` objects.  Hands are int bitmasks over card
indices, the table is two parallel tuples (attack cards, and the card beating each or None),
and the legal actions of a state are computed once and cached, so random playouts and
tree search stay cheap.

Turn model (who is ``current_player``):

* ``attack`` phase: the main attacker opens the bout (``attack 7S`` or ``attack 7S 7H``).
* ``defend`` phase: while any card is unbeaten the defender acts: ``defend X with Y``,
  ``transfer C`` / ``show C`` (Perevodnoy, before any card is beaten) or ``take``.
* ``add`` phase: every card is beaten; the attackers are asked in turn order starting with
  the main attacker (the defender and players without cards are skipped) and each either
  ``throw_in C`` (the defender must then answer) or ``pass``.  When all of them pass in a row
  the bout is beaten off.
* ``taking`` phase: the defender said ``take``; the attackers are asked the same way and
  may ``throw_in`` (a player who throws in is asked again) until all pass in a row; then the
  defender picks up the table.

A bout also ends by itself when the attack limit is reached and everything is beaten, when
the defender has no cards left, or when no attacker holds a card.
"""

from typing import Any, Optional

from ..base import VariantSpec, register_variant, unregister_variant
from ..cards import BEATERS
from ..durak_options import MAX_ATTACK, SPECS, bout_cap, durak_spec
from ..record import register_recorder
from ..registry import Family
from ..text import register_describer
from ..views import DurakView
from .deal import deal as _deal
from .deal import lowest_trump_holder, new_durak
from .load import load as _load
from .record import DurakRecorder
from .sample import bout_start, position_of, sample_deal, sample_state, view_position
from .state import DurakState, rules_spec
from .tables import FORMAT, HAND_SIZE, RANK_OF_CARD, show_fits, transfer_fits
from .text import DurakDescriber

__all__ = [
    "DurakState",
    "new_durak",
    "durak_spec",
    "register_durak_variant",
    "unregister_durak_variant",
    "rules_spec",
    "lowest_trump_holder",
    "BEATERS",
    "RANK_OF_CARD",
    "HAND_SIZE",
    "MAX_ATTACK",
    "FORMAT",
    "sample_state",
    "sample_deal",
    "view_position",
    "position_of",
    "bout_start",
    "bout_cap",
    "transfer_fits",
    "show_fits",
]


def register_durak_variant(spec: VariantSpec) -> VariantSpec:
    """Registers a further variant played by these rules (a spec from :func:`durak_spec`):
    ``engine.new_game(spec.name, ...)`` deals it and ``State.from_dict`` loads it; what
    differs from Podkidnoy is only what the spec says (``transfers``, the decks).  The
    record, the coach's cues and the table read its ``family`` ("durak"); its bot is
    registered apart (``engine.ai.register_bot(spec.name, engine.ai.durak_search.BOT)``), as
    the engine does not import the AI."""
    if spec.family != Family.DURAK:
        raise ValueError(f"a Durak variant declares family 'durak', not '{spec.family}'")
    if spec.name in SPECS:
        raise ValueError(f"{spec.name!r} is a built-in variant")

    return _register(spec)


def unregister_durak_variant(name: str) -> None:
    """Forgets a variant registered with :func:`register_durak_variant` (a test's, or a
    plug-in's that is reloaded); the built-in two stay."""
    if name in SPECS:
        raise ValueError(f"{name!r} is a built-in variant")
    if rules_spec(name) is not None:
        unregister_variant(name)


def _register(spec: VariantSpec) -> VariantSpec:
    """Registers ``spec`` with these rules' deal, sampler, view and loader."""

    def dealer(players: int, seed: Optional[int], **options: Any) -> DurakState:
        return _deal(spec.name, players, seed, **options)

    return register_variant(spec, DurakState, dealer, sample_state, DurakView, _load)


for _spec in SPECS.values():
    _register(_spec)
register_recorder(Family.DURAK, DurakRecorder())
register_describer(Family.DURAK, DurakDescriber())
