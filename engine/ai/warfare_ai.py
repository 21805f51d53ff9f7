"""Warfare bots: a rule policy (easy, normal, rollouts) and the determinisation used by the
search levels.

Commit: the expected points of each card against the cards the opponent may play (the known
cards of their hand, and the unseen cards weighted by how many hidden cards they hold), minus a
price for spending strength (trumps, high ranks) while the deck still deals (style ``thrift``).
Keep and pick: the strongest card, and as the loser the one that leaves the winner least.
"""

from typing import Any, List, Mapping, Tuple, cast

from ..base import Action, State
from ..views import BattleView
from ..warfare import VARIANT
from . import generic, warfare_fast
from .bots import Bot, register_bot
from .styles import Style
from .warfare_policy import commit_values, keep_values

__all__ = [
    "scored",
    "policy",
    "commit_values",
    "keep_values",
]


def scored(view: BattleView, style: Style, easy: bool, rng) -> List[Tuple[float, Action]]:
    legal = view.legal_actions()
    trump = view.trump
    out: List[Tuple[float, Action]] = []
    cards = [a.cards[0] for a in legal]
    if view.phase == "commit":
        other = 1 - view.player
        known = list(view.known[other])
        vals = commit_values(
            cards,
            known,
            list(view.unknown),
            view.hand_counts[other] - len(known),
            view.committed[other],
            view.deck_count,
            trump,
            style.thrift,
            easy,
        )
        for s, a in zip(vals, legal):
            if easy:
                s += rng.gauss(0.0, 1.5)
            out.append((s, a))
        return out
    for s, a in zip(keep_values(cards, trump, view.phase == "keep"), legal):
        if easy:
            s += rng.gauss(0.0, 1.0)
        out.append((s, a))
    return out


def policy(view: BattleView, style: Style, easy: bool, rng) -> Action:
    return generic.best(scored(view, style, easy, rng))


def payoff(s: State, me: int) -> float:
    """Win/loss, plus a little of the point margin to separate close lines."""
    r = s.returns()[me]
    sc = cast(BattleView, s.view(me)).scores
    return r + 0.002 * (sc[me] - sc[1 - me])


class WarfareBot(Bot[BattleView]):
    """Warfare: :func:`policy` and determinised Monte Carlo over every legal move, played out
    by the fast playouts of :mod:`.warfare_fast`."""

    def rule(self, view: BattleView, level: str, style: Style, rng) -> Action:
        return policy(view, style, level == "easy", rng)

    def search(
        self,
        view: BattleView,
        style: Style,
        rng,
        budget_s: float,
        settings: Mapping[str, Any],
        prior: Action,
    ) -> Action:
        return generic.mc_choose(
            view,
            view.legal_actions(),
            prior,
            style,
            policy,
            self.determinise,
            rng,
            budget_s,
            settings["warfare_dets"],
            payoff,
            warfare_fast.rows(view, style),  # the same playouts on plain ints, faster
            settings["warfare_margin"],
        )

    def estimate(self, view, legal, settings, style, rng, start, budget_s, dets, extra):
        from .estimates import evaluate_sampled

        prior = policy(view, style, False, rng)
        return evaluate_sampled(
            view,
            legal,
            list(legal),
            prior,
            extra,
            style,
            policy,
            self.determinise,
            rng,
            start,
            budget_s,
            max(dets, settings["warfare_dets"]),
            payoff,
            warfare_fast.rows(view, style),
            settings["warfare_margin"],
        )


BOT = WarfareBot()
register_bot(VARIANT, BOT)
