"""What a search found in one position, as the coach and the review read it: every move's
estimated chance (:class:`MoveEstimate`, :class:`Evaluation`), and the pieces a bot's
:meth:`engine.ai.Bot.estimate` builds one from.

These live apart from :mod:`.coach` (which words a hint) and from the bots so that a bot can
return an :class:`Evaluation` without importing the coach, and the coach can ask any bot
without importing it: the Durak estimator is in :mod:`.durak_search`, the Svoi Kozyri and
Warfare bots use :func:`evaluate_sampled` (issue 29: the coach and the Durak search imported
each other).
"""

from typing import List, NamedTuple, Optional, Sequence, Tuple

from ..base import Action
from . import generic, timing

__all__ = [
    "MoveEstimate",
    "Evaluation",
    "rule_evaluation",
    "evaluate_sampled",
    "with_extra",
    "chance",
    "from_rows",
]


class MoveEstimate(NamedTuple):
    """A move and the player's chance with it: ``chance`` is the expected score (win 1, draw
    1/2, loss 0; at bigger Durak tables, not being the fool counts as a win) over the sampled
    deals, or the solver's exact value (``exact``)."""

    action: Action
    chance: float
    exact: bool


class Evaluation(NamedTuple):
    """What the honest bot found in one position (from the player's view)."""

    choice: Action
    """The move the bot plays (``hard``'s rule: the rule-based move unless the search found a
    clearly better one)."""
    prior: Action
    """The rule-based move (``normal``)."""
    moves: Tuple[MoveEstimate, ...]
    """Every move looked at, best first (the choice first among equals)."""
    source: str
    """``forced`` (one legal move), ``solver`` (exact), ``search`` (sampled deals) or ``rule``
    (the search ran out of time before one deal)."""
    deals: int
    """Deals sampled (0 unless ``search``)."""
    hands: List[List[int]]
    """Per sampled deal, every player's hand mask (what the search thought they held)."""

    def estimate(self, action: Action) -> Optional[MoveEstimate]:
        for m in self.moves:
            if m.action == action:
                return m
        return None


def rule_evaluation(prior: Action) -> Evaluation:
    """The rule-based move as an evaluation with no estimate (source ``rule``)."""
    return Evaluation(prior, prior, (MoveEstimate(prior, 0.5, False),), "rule", 0, [])


def evaluate_sampled(
    view,
    legal,
    cands,
    prior,
    extra,
    st,
    policy,
    determinise,
    rng,
    start,
    budget,
    dets,
    payoff,
    fast,
    margin,
) -> Evaluation:
    """The generic determinised Monte Carlo's estimate (:mod:`.generic`), for a bot's
    :meth:`engine.ai.Bot.estimate`: ``cands`` played out by ``policy`` over deals from
    ``determinise``, scored by ``payoff`` (``fast``: precomputed playout rows or None), and
    the choice the bot makes (``margin`` over the rule-based ``prior``)."""
    cands, n_own = with_extra(cands, prior, extra, legal)
    rows = generic.mc_rows(
        view,
        cands,
        st,
        policy,
        determinise,
        rng,
        budget - (timing.now() - start),
        dets,
        payoff,
        fast,
    )
    if not rows:
        return rule_evaluation(prior)
    choice = cands[generic.pick([r[:n_own] for r in rows], cands.index(prior), margin)]
    return from_rows(cands, rows, [], choice, prior, view.players)


def with_extra(
    cands: Sequence[Action], prior: Action, extra: Sequence[Action], legal: Sequence[Action]
) -> Tuple[List[Action], int]:
    """The search's candidates with the rule-based move first if missing, then the ``extra``
    moves to estimate; and how many of them are the search's own (the choice is among
    those, as the bot makes it)."""
    out = list(cands)
    if prior not in out:
        out.insert(0, prior)
    own = len(out)
    out += [a for a in extra if a not in out and a in legal]
    return out, own


def chance(col: Sequence[float]) -> float:
    """Expected score over deals: a positive payoff is a win (at bigger tables: not the
    fool), zero half a win."""
    if not col:
        return 0.5
    return sum(1.0 if x > 1e-9 else (0.5 if x > -1e-9 else 0.0) for x in col) / len(col)


def from_rows(cands, rows, hands, choice, prior, players) -> Evaluation:
    """The sampled payoff ``rows`` (a row per deal, a column per candidate in ``cands``) as
    an evaluation with source ``search``: each move's :func:`chance`, best first."""
    est = [MoveEstimate(a, chance([r[j] for r in rows]), False) for j, a in enumerate(cands)]
    mean = {a: sum(r[j] for r in rows) / len(rows) for j, a in enumerate(cands)}
    est.sort(key=lambda m: (-m.chance, -mean[m.action], m.action != choice))
    return Evaluation(choice, prior, tuple(est), "search", len(rows), hands)
