"""A Svoi Kozyri position from a view (OpenSpiel's ``ResampleFromInfostate``)."""

from typing import Any, List

from ..base import (
    State,
)
from ..cards import (
    SUITS,
)
from ..views import KozyriView
from .rules import FORMAT
from .state import KozyriState

__all__ = ["sample_state"]


def sample_state(view: KozyriView, rng: Any) -> "KozyriState":
    """A whole position agreeing with ``view`` (:meth:`engine.VariantSpec.sample_state`):
    ``view.unknown`` shuffled with ``rng``, dealt into the other seats' hidden cards (after
    their known ones) and the rest to the stock.  Every other seat knows of each hand what
    ``view`` knows (the viewer's own hand is unknown to them)."""
    me = view.player
    unknown = [str(c) for c in view.unknown]
    rng.shuffle(unknown)
    hands: List[List[str]] = []
    known: List[List[str]] = []
    pos = 0
    for p in range(view.players):
        if p == me:
            hands.append([str(c) for c in view.hand])
            known.append([])
            continue
        kn = [str(c) for c in view.known[p]]
        hidden = view.hand_counts[p] - len(kn)
        hands.append(kn + unknown[pos : pos + hidden])
        known.append(kn)
        pos += hidden
    d = {
        "format": FORMAT,
        "variant": view.variant,
        "players": view.players,
        "seed": None,
        "options": dict(view.options),
        "dealer": view.dealer,
        "suits": [None if s is None else SUITS[s] for s in view.suits],
        "phase": view.phase,
        "stock": unknown[pos:],
        "hands": hands,
        "known": known,
        "pile": [str(c) for c in view.pile],
        "pile_owners": list(view.pile_owners),
        "turn": view.current_player,
        "out": list(view.order),
        "actions": view.actions_played,
        "result": None if view.result is None else view.result.to_dict(),
    }
    state: KozyriState = State.from_dict(d)  # type: ignore[assignment]  # (a Kozyri dict)
    return state
