"""Determinised Monte Carlo over views for any variant that supplies a rule policy and a
determinisation (Svoi Kozyri, Warfare).  Rollouts ask the rule policy for a choice from each
seat's own view of the sampled deal, so no seat plays with more than it could know there."""

from typing import Any, Callable, Iterable, List, Optional, Sequence, Tuple

from ..base import Action, State, View
from . import timing
from .styles import STYLES, Style

__all__ = ["rollout", "mc_choose", "mc_rows", "pick", "best"]

_BALANCED = STYLES["balanced"]
ROLLOUT_CAP = 600
PRIOR_MARGIN = 0.05

# a view of any variant: the generic search serves each variant with its own view class
Policy = Callable[[Any, Style, bool, object], Action]


def rollout(
    state: State, me: int, style: Style, policy: Policy, rng, payoff: Callable[[State, int], float]
) -> float:
    s = state
    steps = 0
    while s.result is None:
        if steps >= ROLLOUT_CAP:
            return 0.0
        p = s.current_player
        assert p is not None
        legal = s.legal_actions()
        if len(legal) == 1:
            a = legal[0]
        else:
            a = policy(s.view(p), style if p == me else _BALANCED, False, rng)
        s = s.apply(a)
        steps += 1
    return payoff(s, me)


def best(scored: Iterable[Tuple[float, Action]]) -> Action:
    """The action of the highest score in ``(score, action)`` pairs (the first of equals):
    what a rule policy plays from its scored legal actions."""
    top = None
    for s, a in scored:
        if top is None or s > top[0]:
            top = (s, a)
    assert top is not None
    return top[1]


def default_payoff(s: State, me: int) -> float:
    return s.returns()[me]


def mc_choose(
    view: View,
    cands: Sequence[Action],
    prior: Action,
    style: Style,
    policy: Policy,
    determinise: Callable[[Any, Any], State],
    rng,
    budget_s: float,
    max_dets: int,
    payoff: Callable[[State, int], float] = default_payoff,
    fast: Optional[Callable[[Sequence[Action], Any], List[float]]] = None,
    margin: float = PRIOR_MARGIN,
) -> Action:
    """Each sampled deal plays every candidate out (common random numbers); the best total
    wins if it beats the rule-based ``prior`` by ``margin`` per deal.  ``fast(cands, rng)``,
    if given, samples one deal and returns every candidate's payoff from it, as the engine
    rollouts would (Warfare: :func:`.warfare_fast.rows`)."""
    cands = list(cands)
    if prior not in cands:
        cands.insert(0, prior)
    if len(cands) == 1:
        return cands[0]
    rows = mc_rows(view, cands, style, policy, determinise, rng, budget_s, max_dets, payoff, fast)
    return cands[pick(rows, cands.index(prior), margin)]


def pick(rows: Sequence[Sequence[float]], prior_i: int, margin: float) -> int:
    """The candidate to play from ``rows[deal][candidate]``: the best total, if it beats the
    rule-based choice ``prior_i`` by ``margin`` per deal."""
    done = len(rows)
    n = len(rows[0]) if rows else prior_i + 1
    totals = [sum(r[j] for r in rows) for j in range(n)]
    best_i = prior_i
    best_t = totals[best_i] + margin * done
    for j in range(n):
        if totals[j] > best_t + 1e-9:
            best_i, best_t = j, totals[j]
    return best_i


def mc_rows(
    view: View,
    cands: Sequence[Action],
    style: Style,
    policy: Policy,
    determinise: Callable[[Any, Any], State],
    rng,
    budget_s: float,
    max_dets: int,
    payoff: Callable[[State, int], float] = default_payoff,
    fast: Optional[Callable[[Sequence[Action], Any], List[float]]] = None,
) -> List[List[float]]:
    """The sampling part of :func:`mc_choose`: ``rows[deal][candidate]``, the payoff of each of
    ``cands`` played out on each sampled deal (complete rounds only), until ``budget_s``
    seconds have passed or ``max_dets`` deals are done."""
    start = timing.now()
    me = view.player
    deadline = start + budget_s
    rows: List[List[float]] = []
    for _ in range(max_dets):
        row: List[float] = []
        if fast is not None:
            row = fast(cands, rng)
        else:
            det = determinise(view, rng)
            for a in cands:
                row.append(rollout(det.apply(a), me, style, policy, rng, payoff))
                if timing.now() >= deadline:
                    break
        if len(row) < len(cands):
            break
        rows.append(row)
        if timing.now() >= deadline:
            break
    return rows
