"""Svoi Kozyri bots: a rule policy (easy, normal, rollouts) and the determinisation used by
the search levels.

Rule policy: lay the card the next player is least likely to beat (counting the cards that may
be in their hand: ``view.known`` and, if they hold hidden cards, ``view.unknown``), keep one's
own trumps, beat with the cheapest card that beats, and pick up only when beating would cost a
big trump while the stock is still large (style ``take`` and ``thrift`` shift that line).
"""

from typing import Any, Dict, List, Mapping, Optional, Tuple

from ..base import Action
from ..cards import BEATERS, mask_of, popcount
from ..kozyri import VARIANT, pick_count
from ..views import KozyriView
from . import generic
from .bots import Bot, register_bot
from .styles import Style

__all__ = ["scored", "policy", "candidates"]


def _next_player(view: KozyriView) -> Optional[int]:
    n = view.players
    me = view.player
    for i in range(1, n):
        q = (me + i) % n
        if not view.out[q] and view.hand_counts[q] > 0:
            return q
    return None


def scored(view: KozyriView, style: Style, easy: bool, rng) -> List[Tuple[float, Action]]:
    """Every legal action with the policy's score (higher is better)."""
    legal = view.legal_actions()
    if view.phase == "choose":
        return [(rng.random(), a) for a in legal]
    # every seat has chosen its suit after the choose phase (-1: a suit no card has)
    own = -1 if view.trump is None else view.trump
    q = _next_player(view)
    if q is not None:
        kq = mask_of(view.known[q])
        possible = kq | (mask_of(view.unknown) if view.hand_counts[q] > len(view.known[q]) else 0)
        suit_q = view.suits[q]
    else:
        possible, suit_q = 0, None
    stock = view.stock_count
    pile = view.pile
    n_possible = bin(possible).count("1") or 1
    q_cards = view.hand_counts[q] if q is not None else 0
    # a card's worth as a future beater: rank, and much more for one's own trumps
    keep = (0.5 + style.thrift) * (1.0 if not easy else 0.35) * (1.0 if stock else 0.4)
    card_w = 3.0 if stock == 0 else 1.5  # with the stock gone, every card counts

    def resource(c: int) -> float:
        return ((c >> 2) - 4) / 8.0 + (1.5 if c & 3 == own else 0.0)

    lay_cache: Dict[int, float] = {}

    def lay(c: int) -> float:
        v = lay_cache.get(c)
        if v is None:
            beaters = popcount(BEATERS[suit_q][c] & possible) if suit_q is not None else 0
            expected = min(3.0, beaters * q_cards / n_possible)
            v = lay_cache[c] = -expected * 0.75 * (0.5 + style.aggression) - 0.8 * resource(c)
        return v

    # long games (cards going round by pick-ups) make picking up ever dearer: no endless loops
    drag = 1.0 + view.actions_played / 150.0
    out: List[Tuple[float, Action]] = []
    for a in legal:
        k = a.kind
        if k == "lead":
            s = lay(a.cards[0])
        elif k == "beat":
            if len(a.cards) == 1:
                s = 1000.0
            else:
                s = (2.0 * card_w if stock == 0 else 1.5) - keep * resource(a.cards[0])
                s += lay(a.cards[1])
        elif k == "pick_up":
            n = pick_count(pile[-1], own, len(pile)) if pile else 0
            s = -n * card_w * (1.7 - style.take) * (0.6 if easy else 1.0) * drag
        else:
            s = 0.0
        if easy:
            s += rng.gauss(0.0, 3.0)
        out.append((s, a))
    return out


def policy(view: KozyriView, style: Style, easy: bool, rng) -> Action:
    return generic.best(scored(view, style, easy, rng))


def candidates(view: KozyriView, style: Style, rng, k: int = 6) -> List[Action]:
    """The policy's ``k`` best actions, plus ``pick_up`` if legal."""
    ranked = sorted(scored(view, style, False, rng), key=lambda t: -t[0])
    out = [a for _s, a in ranked[:k]]
    for _s, a in ranked[k:]:
        if a.kind == "pick_up":
            out.append(a)
    return out


class KozyriBot(Bot[KozyriView]):
    """Svoi Kozyri: :func:`policy` and determinised Monte Carlo over :func:`candidates`."""

    def rule(self, view: KozyriView, level: str, style: Style, rng) -> Action:
        return policy(view, style, level == "easy", rng)

    def search(
        self,
        view: KozyriView,
        style: Style,
        rng,
        budget_s: float,
        settings: Mapping[str, Any],
        prior: Action,
    ) -> Action:
        if view.phase == "choose":  # no cards seen yet: nothing to search
            return prior
        cands = candidates(view, style, rng, settings["kozyri_width"])
        return generic.mc_choose(
            view, cands, prior, style, policy, self.determinise, rng, budget_s, settings["dets"]
        )

    def estimate(self, view, legal, settings, style, rng, start, budget_s, dets, extra):
        from .estimates import evaluate_sampled, rule_evaluation

        prior = policy(view, style, False, rng)
        if view.phase == "choose":  # the suit is chosen before any card is seen
            return rule_evaluation(prior)
        cands = candidates(view, style, rng, settings["kozyri_width"])
        return evaluate_sampled(
            view,
            legal,
            cands,
            prior,
            extra,
            style,
            policy,
            self.determinise,
            rng,
            start,
            budget_s,
            dets,
            generic.default_payoff,
            None,
            generic.PRIOR_MARGIN,
        )


register_bot(VARIANT, KozyriBot())
