"""Rule-based Durak policy (Podkidnoy and Perevodnoy, any number of players).

One function, :func:`decide`, picks an action from the legal list given plain numbers (hand
bitmask, table, trump, ...), so the same code drives the ``easy`` and ``normal`` bots (from a
:class:`engine.View`) and the rollouts of the search bots (from a determinised state).

Card value: rank above the deck's lowest rank, plus a trump bonus (``tb``), so every trump is
worth more than any plain card at ``normal``.  ``easy`` uses a small trump bonus (spends trumps
early), takes readily and adds noise to its judgements.
"""

from random import Random
from typing import List, NamedTuple, Optional, Sequence, Tuple

from ..base import Action
from ..cards import BEATERS, CARDS, SUIT_MASK
from .styles import Style

__all__ = ["Params", "EASY", "NORMAL", "ROLLOUT", "decide", "low_index"]

PASS = Action("pass")
TAKE = Action("take")


_LOW = {24: 7, 36: 4, 52: 0}


def low_index(deck: int) -> int:
    """``card >> 2`` of the deck's lowest rank (6 in a 36-card deck is 4)."""
    return _LOW.get(deck, 4)


class Params(NamedTuple):
    tb: float  # trump bonus in the card value
    noise: float  # standard deviation of the noise added to each score
    take_factor: float  # multiplies the willingness to take (easy takes readily)
    track: bool  # use the unseen cards to find throw-ins the defender cannot beat


NORMAL = Params(10.0, 0.0, 1.0, True)
EASY = Params(3.0, 2.5, 2.2, False)
ROLLOUT = NORMAL  # the search's rollouts play normal (tracking the sample's unseen cards)


def _value(c: int, trump: int, low: int, tb: float) -> float:
    v = (c >> 2) - low
    return v + tb if (c & 3) == trump else v


def _cheapest(m: int, trump: int) -> int:
    plain = m & ~SUIT_MASK[trump]
    if plain:
        return (plain & -plain).bit_length() - 1
    return (m & -m).bit_length() - 1


def defence_plan(
    hand: int, trump: int, unbeaten: Sequence[int], low: int, tb: float
) -> Optional[List[Tuple[int, int]]]:
    """Greedy assignment of the cheapest beater to each unbeaten card (dearest first);
    None if some card cannot be beaten."""
    avail = hand
    plan: List[Tuple[int, int]] = []
    for a in sorted(unbeaten, key=lambda c: -_value(c, trump, low, tb)):
        m = avail & BEATERS[trump][a]
        if not m:
            return None
        b = _cheapest(m, trump)
        avail &= ~(1 << b)
        plan.append((a, b))
    return plan


def decide(
    legal: Sequence[Action],
    hand: int,
    trump: int,
    atk: Sequence[int],
    dfn: Sequence[Optional[int]],
    phase: str,
    talon: int,
    counts: Sequence[int],
    defender: int,
    unseen_def: Optional[int],
    low: int,
    style: Style,
    p: Params,
    rng: Random,
) -> Action:
    """The policy's choice among ``legal`` (never empty).

    ``unseen_def``: mask of cards that may be in the defender's hand (None: unknown, every
    card not in ``hand`` is assumed possible)."""
    if len(legal) == 1:
        return legal[0]
    if phase == "attack":
        return _attack(legal, trump, talon, counts, defender, unseen_def, low, style, p, rng)
    if phase == "defend":
        return _defend(legal, hand, trump, atk, dfn, talon, low, style, p, rng)
    return _add(legal, hand, trump, phase, talon, defender, unseen_def, low, style, p, rng)


def _attack(
    legal: Sequence[Action],
    trump: int,
    talon: int,
    counts: Sequence[int],
    defender: int,
    unseen_def: Optional[int],
    low: int,
    st: Style,
    p: Params,
    rng: Random,
) -> Action:
    best = legal[0]
    best_score: Optional[float] = None
    endgame = talon == 0
    pair_bonus = 0.5 + 3.0 * st.aggression
    for a in legal:
        cs = a.cards
        k = len(cs)
        r = (cs[0] >> 2) - low
        ntr = 0
        for c in cs:
            if c & 3 == trump:
                ntr += 1
        score = -float(r) - ntr * p.tb
        if k > 1:
            if ntr:
                score -= 4.0 * ntr
            if endgame or r <= 4:
                score += (k - 1) * pair_bonus
            else:
                score += (k - 1) * (st.aggression - 0.8)
        if endgame and unseen_def is not None:
            beat = BEATERS[trump]
            for c in cs:
                if not beat[c] & unseen_def:
                    score += 8.0
        if p.noise:
            score += rng.gauss(0.0, p.noise)
        if best_score is None or score > best_score:
            best, best_score = a, score
    return best


def _defend(
    legal: Sequence[Action],
    hand: int,
    trump: int,
    atk: Sequence[int],
    dfn: Sequence[Optional[int]],
    talon: int,
    low: int,
    st: Style,
    p: Params,
    rng: Random,
) -> Action:
    unbeaten = [a for a, d in zip(atk, dfn) if d is None]
    tb = p.tb
    plan = defence_plan(hand, trump, unbeaten, low, tb)
    shows = [a for a in legal if a.kind == "show"]
    if shows and st.transfer >= 0.2:
        return shows[0]
    transfers = [a for a in legal if a.kind == "transfer"]
    t_best: Optional[Action] = None
    if transfers:
        t_best = min(transfers, key=lambda a: _value(a.cards[0], trump, low, tb))
    defend_cost: Optional[float] = None
    if plan is not None:
        defend_cost = sum(_value(b, trump, low, tb) for _a, b in plan)
    if t_best is not None:
        tc = t_best.cards[0]
        tv = _value(tc, trump, low, tb)
        eager = 0.5 + st.transfer
        if p.noise:
            tv += rng.gauss(0.0, p.noise)
        if defend_cost is None:
            if tc & 3 != trump or st.transfer >= 0.3 or talon == 0:
                return t_best
        elif tv <= defend_cost * eager:
            return t_best
    if plan is None:
        return TAKE
    if talon > 0:
        spend = 0.0
        for _a, b in plan:
            if b & 3 == trump:
                spend += (b >> 2) - low + 1
        if spend > 0:
            pick = len(atk) + sum(1 for d in dfn if d is not None)
            threshold = (2.0 * pick + 3.0) * (1.6 - 1.2 * st.take) / p.take_factor
            if talon <= 6:
                threshold *= 2.0
            weight = 0.5 + st.thrift
            if p.noise:
                threshold += rng.gauss(0.0, p.noise)
            if spend * weight > threshold:
                return TAKE
        elif p.take_factor > 1.0 and p.noise:
            # a beginner sometimes picks up rather than spend a high plain card
            high = max((b >> 2) - low for _a, b in plan)
            if high >= 6 and rng.random() < 0.15 * p.take_factor:
                return TAKE
    a, b = plan[0]
    act = Action("defend", (CARDS[b],), CARDS[a])
    if act in legal:
        return act
    for x in legal:  # pragma: no cover - plan is built from legal beaters
        if x.kind == "defend":
            return x
    return TAKE


def _add(
    legal: Sequence[Action],
    hand: int,
    trump: int,
    phase: str,
    talon: int,
    defender: int,
    unseen_def: Optional[int],
    low: int,
    st: Style,
    p: Params,
    rng: Random,
) -> Action:
    taking = phase == "taking"
    endgame = talon == 0
    beat = BEATERS[trump]
    thr = 2.0 + 6.0 * st.aggression if taking else 3.0 + 5.0 * st.aggression
    best = PASS
    best_score: Optional[float] = None
    nthrow = 0
    for a in legal:
        if a.kind != "throw_in":
            continue
        nthrow += 1
        c = a.cards[0]
        tr = c & 3 == trump
        rel = (c >> 2) - low
        last = hand == (1 << c)
        unb = not taking and p.track and unseen_def is not None and not beat[c] & unseen_def
        if taking:
            ok = (not tr and (rel <= thr or endgame)) or (endgame and last)
        else:
            ok = (not tr and (rel <= thr or endgame or unb)) or (tr and endgame and (unb or last))
        if not ok:
            continue
        score = -_value(c, trump, low, p.tb) + (10.0 if unb else 0.0)
        if p.noise:
            score += rng.gauss(0.0, p.noise)
        if best_score is None or score > best_score:
            best, best_score = a, score
    if best is PASS and PASS not in legal:  # pragma: no cover - pass is always legal here
        return legal[0]
    return best
