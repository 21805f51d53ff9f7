"""A Durak position from a view (OpenSpiel's ``ResampleFromInfostate``): the hidden cards
dealt at random (:func:`sample_deal`), made a position (:func:`position_of`,
:func:`sample_state`), or rebuilt at the start of a bout (:func:`bout_start`)."""

from typing import Any, Dict, List, Mapping, Optional, Sequence, Tuple

from ..base import State
from ..cards import (
    CARDS,
    cards_of,
    mask_of,
    popcount,
)
from ..durak_options import bout_cap
from ..views import DurakView
from .state import DurakState
from .tables import FORMAT

__all__ = ["sample_state", "sample_deal", "view_position", "position_of", "bout_start"]


def sample_deal(
    view: DurakView, rng: Any, avoid: Optional[Sequence[int]] = None
) -> Tuple[List[int], List[int]]:
    """The hidden part of a position agreeing with ``view``: per seat the hand mask (the
    view's own hand; each other seat's known cards plus as many of ``view.unknown``,
    shuffled with ``rng``, as it holds hidden ones) and the talon (next card first, then the
    rest of the unknown cards, the turned trump last).  ``avoid[p]`` (a bot's reading of the
    hands: cards seat ``p`` probably lacks) are dealt to ``p`` only when the other unknown
    cards do not fill its hand; without it every agreeing deal is equally likely."""
    me = view.player
    unknown = list(view.unknown)
    rng.shuffle(unknown)
    hands: List[int] = []
    for p in range(view.players):
        if p == me:
            hands.append(mask_of(view.hand))
            continue
        kn = view.known[p]
        hidden = view.hand_counts[p] - len(kn)
        bad = avoid[p] if avoid is not None else 0
        if bad and hidden > 0:
            order = [c for c in unknown if not bad >> c & 1] + [c for c in unknown if bad >> c & 1]
            got = order[:hidden]
            unknown = order[hidden:]
            rng.shuffle(unknown)  # the rest stays uniformly ordered for the talon
        else:
            got = unknown[:hidden]
            unknown = unknown[hidden:]
        hands.append(mask_of(kn) | mask_of(got))
    talon = [int(c) for c in unknown]
    if view.talon_count:
        talon.append(int(view.trump_card))
    return hands, talon


def view_position(view: DurakView) -> Dict[str, Any]:
    """The part of a saved position (``to_dict``) that ``view`` shows whole: everything but
    the hands, what is known of them and the talon (:func:`position_of` adds those)."""
    return {
        "format": FORMAT,
        "variant": view.variant,
        "players": view.players,
        "seed": None,
        "options": dict(view.options),
        "trump": str(view.trump_card),
        "discard": [str(c) for c in view.discard],
        "table": [[str(a), None if d is None else str(d)] for a, d in view.table],
        "attacker": view.attacker,
        "defender": view.defender,
        "phase": view.phase,
        "turn": view.current_player,
        "passes": view.passes,
        "limit": view.limit,
        "bout": view.bout,
        "shown": [str(c) for c in view.shown],
        "out": list(view.order),
        "actions": view.actions_played,
        "result": None if view.result is None else view.result.to_dict(),
    }


def position_of(
    view: DurakView,
    hands: Sequence[int],
    talon: Sequence[int],
    base: Optional[Mapping[str, Any]] = None,
) -> "DurakState":
    """The position of ``view`` with ``hands`` (a mask per seat) and ``talon`` (card
    indexes, next first), as :func:`sample_deal` gives them; ``base`` is
    :func:`view_position` of ``view`` when the caller keeps it (a search samples many deals
    of one view).  Every other seat knows of each hand what ``view`` knows (the viewer's
    own hand is unknown to them: the view does not say what they know of it)."""
    d = dict(base if base is not None else view_position(view))
    d["hands"] = [[str(c) for c in cards_of(h)] for h in hands]
    d["known"] = [
        [] if p == view.player else [str(c) for c in view.known[p]] for p in range(view.players)
    ]
    d["talon"] = [str(CARDS[c]) for c in talon]
    state: DurakState = State.from_dict(d)  # type: ignore[assignment]  # (variant: Durak)
    return state


def bout_start(
    view: DurakView,
    hands: Sequence[int],
    talon: Sequence[int],
    discard: int,
    attacker: int,
    out: Sequence[int],
    known: Sequence[int],
    bout: int,
) -> "DurakState":
    """The position of ``view``'s game at the start of bout ``bout``, before its first
    attack: ``hands`` and ``known`` (masks per seat), ``talon`` (card indexes, next first),
    ``discard`` (a mask), ``attacker`` to lead, ``out`` (the seats already out, in order);
    the defender is the next seat still in.  The bots' hand reading
    (:mod:`engine.ai.inference`) replays the public log from it."""
    n = view.players
    dfd = (attacker + 1) % n
    while dfd in out:
        dfd = (dfd + 1) % n
    options = view.options
    d = {
        "format": FORMAT,
        "variant": view.variant,
        "players": n,
        "seed": None,
        "options": options,
        "trump": str(view.trump_card),
        "talon": [str(CARDS[c]) for c in talon],
        "discard": [str(c) for c in cards_of(discard)],
        "hands": [[str(c) for c in cards_of(h)] for h in hands],
        "table": [],
        "attacker": attacker,
        "defender": dfd,
        "phase": "attack",
        "turn": attacker,
        "passes": 0,
        "limit": min(bout_cap(bool(options.get("first_bout_five")), bout), popcount(hands[dfd])),
        "bout": bout,
        "shown": [],
        "out": list(out),
        "known": [[str(c) for c in cards_of(k)] for k in known],
        "actions": 0,
        "result": None,
    }
    state: DurakState = State.from_dict(d)  # type: ignore[assignment]  # (variant: Durak)
    return state


def sample_state(view: DurakView, rng: Any) -> "DurakState":
    """A whole position agreeing with ``view`` (:meth:`engine.VariantSpec.sample_state`):
    :func:`sample_deal` made a position."""
    hands, talon = sample_deal(view, rng)
    return position_of(view, hands, talon)
