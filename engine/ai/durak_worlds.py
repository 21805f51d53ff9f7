"""The worlds a Durak bot samples and plays out on engine states: the cards an opponent
probably lacks (:func:`unlikely_cards`), a deal of the unseen cards consistent with a view
(:func:`deal`), the full state of such a deal (:func:`determinise`, :func:`exact_state`),
and the rule policy that plays one to its end (:func:`rollout`).  The search that weighs
the candidates over these worlds is :mod:`.durak_search`'s; two seats play out on plain ints
instead (:mod:`.fastsim`)."""

import random
from typing import Any, Dict, List, Optional, Sequence, Tuple

from .. import durak
from ..base import Action, State
from ..registry import VARIANTS
from ..views import DurakView
from .durak_policy import ROLLOUT, decide
from .styles import STYLES, Style

_BALANCED = STYLES["balanced"]
ROLLOUT_CAP = 400  # most moves a rollout plays before it scores the game 0

_SUIT_BITS = tuple(sum(1 << (r * 4 + s) for r in range(13)) for s in range(4))


def unlikely_cards(view: DurakView) -> List[int]:
    """Per player, a mask of unseen cards that player probably does not hold, read from the
    public log: a defender who took a single unbeaten plain card had no higher card of its
    suit (any sensible defender beats with one), until that player draws again.  Only what
    everyone saw at the table is used."""
    n = view.players
    out = [0] * n
    log = view.public_log
    trump = view.trump
    unbeaten: List[int] = []
    for e in log:
        k = e.kind
        if k == "attack":
            unbeaten = list(e.cards)
        elif k in ("throw_in", "transfer"):
            unbeaten.extend(e.cards)
        elif k == "defend":
            if e.target in unbeaten:
                unbeaten.remove(e.target)
        elif k == "taking":
            p = e.player
            if p is not None and p != view.player and len(unbeaten) == 1:
                c = unbeaten[0]
                if c & 3 != trump:
                    out[p] |= _SUIT_BITS[c & 3] & ~((1 << (c + 1)) - 1)
        elif k in ("take", "discard"):
            unbeaten = []
        elif k == "draw" and e.player is not None and e.count:
            out[e.player] = 0  # new cards: the old inference no longer covers the hand
    return out


def deal(
    view: DurakView, rng: random.Random, avoid: Optional[Sequence[int]] = None
) -> Tuple[List[int], List[int]]:
    """A sampled deal consistent with ``view``: per player the hand mask and the talon (next
    card first, the turned trump last), the rules' own sampler
    (:func:`engine.durak.sample_deal`).  ``avoid[p]``: cards player ``p`` is dealt only if
    the other unseen cards do not fill the hand (see :func:`unlikely_cards`)."""
    return durak.sample_deal(view, rng, avoid)


def determinise(
    view: DurakView,
    rng: random.Random,
    base: Optional[Dict[str, Any]] = None,
    avoid: Optional[Sequence[int]] = None,
) -> State:
    """A full state consistent with ``view``: the spec's ``sample_state`` (the rules build
    the position), or with ``base`` (:func:`engine.durak.view_position` of ``view``, kept by
    a search that samples many deals) or ``avoid`` (a reading of the hands), the same deal
    and position from the rules' parts."""
    if base is None and avoid is None:
        state: State = VARIANTS[view.variant].sample_state(view, rng)
        return state
    hands, talon = deal(view, rng, avoid)
    return _state_of(view, base, hands, talon)


def _state_of(
    view: DurakView, base: Optional[Dict[str, Any]], hands: Sequence[int], talon: Sequence[int]
) -> State:
    """The engine state of a sampled deal (``base``: the view's part of it, or None)."""
    return durak.position_of(view, hands, talon, base)


def exact_state(view: DurakView) -> State:
    """The position itself when nothing is hidden (two players, at most the turned trump left
    in the talon)."""
    import random

    return determinise(view, random.Random(0))


def rollout_unseen(state: Any, player: int) -> int:
    """The cards ``player`` has not seen, as the rollout policy counts them in a sampled
    position: every card in the other hands and in the talon except the turned trump (face
    up).  Two seats, talon empty: exactly the other hand.  (The bot's real view may know a
    few of those cards, from pick-ups; the rollouts do not keep such memory.)"""
    m = 0
    for p in range(state.players):
        if p != player:
            m |= state.hand_mask(p)
    talon = state.talon
    for c in talon[:-1]:
        m |= 1 << c
    return m


def rollout_move(state: Any, me: int, style: Style, low: int, rng: random.Random) -> Action:
    """The rollout policy's move in ``state``: the ``normal`` rule policy (card tracking
    included, from :func:`rollout_unseen` of the sample), ``me`` in ``style`` and every other
    seat ``balanced``."""
    s = state
    legal = s.legal_actions()
    if len(legal) == 1:
        return legal[0]
    p = s.current_player
    table = s.table
    phase = s.phase
    return decide(
        legal,
        s.hand_mask(p),
        s.trump,
        [x for x, _ in table],
        [y for _, y in table],
        phase,
        len(s.talon),
        (),
        s.defender,
        None if phase == "defend" else rollout_unseen(s, p),
        low,
        style if p == me else _BALANCED,
        ROLLOUT,
        rng,
    )


def rollout(
    state: Any, me: int, style: Style, low: int, rng: random.Random, cap: int = ROLLOUT_CAP
) -> float:
    """Plays ``state`` to the end with the rule-based policy (:func:`rollout_move`); returns
    ``me``'s payoff (0 if the cap is reached)."""
    s = state
    steps = 0
    while s.result is None:
        if steps >= cap:
            return 0.0
        s = s.apply(rollout_move(s, me, style, low, rng))
        steps += 1
    return s.returns()[me]
