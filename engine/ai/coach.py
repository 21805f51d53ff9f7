"""The coach: the honest bot's suggested move, with a reason built from what its search found.

>>> import engine
>>> from engine.ai import coach
>>> s = engine.new_game("podkidnoy", players=2, seed=3)
>>> h = coach.hint(s.view(s.current_player), seed=1, budget_ms=50)
>>> s.is_legal(h.action)
True

:func:`hint` sees the player's :class:`engine.View` and nothing else, exactly like the bots
(it runs the ``hard`` level's own search, so following every hint plays like ``hard``).  It
returns a :class:`Hint`: the move, the estimated chance of winning with it and with every
other move the search looked at, and a reason as codes with values (:class:`Reason`), so the
game can put it into words in any language; :meth:`Hint.text` gives the English line.

Where the reason comes from:

* **The exact endgame solver** (two players, every card known): the value of every legal
  move (win / draw / loss against any defence), so the hint can say "only this move wins".
* **The sampling search** (the hidden cards dealt as the play so far suggests, every
  candidate played out on each deal): each move's share of deals won, next to the best
  alternative's; and from the same deals what the opponent is likely to hold: whether he
  can beat the card you lead, how many trumps he has left.  Cards he is known to hold (he
  picked them up) are certain, and said so.

No reason is a canned line per move type: a reason is only given when the numbers behind it
were found in this position (a cue about trumps only when a move that spends a trump did
worse, a cue that he cannot beat a card only when most deals say so).

:func:`evaluate` is the common part, also used by the post-duel review
(:mod:`engine.review`): every candidate's estimate from the player's view.
"""

import random
from typing import Any, Dict, List, NamedTuple, Optional, Sequence, Tuple

from ..base import Action, View
from ..cards import BEATERS, CARDS, SUIT_MASK, Card, mask_of, popcount
from ..views import DurakView
from . import LEVEL_SETTINGS, timing
from .estimates import Evaluation, MoveEstimate, evaluate_sampled, rule_evaluation
from .styles import get_style

__all__ = [
    "Hint",
    "Reason",
    "MoveEstimate",
    "Evaluation",
    "REASONS",
    "hint",
    "evaluate",
    "HINT_BUDGET_MS",
    "evaluate_sampled",
    "rule_evaluation",
]

HINT_BUDGET_MS = 200.0
"""Default time budget of a hint: twice ``hard``'s, so the shares it quotes rest on more deals
(latency aim: p95 within 300 ms of CPU)."""
HINT_DETS = 80
"""Most deals a hint samples (``hard`` plays with 40)."""
CLEAR_GAP = 0.05
"""A move whose chance is this far above the next is "clearly" better (else: no move does
clearly better)."""
CUE_SHARE = 0.3
"""A cue about a card he cannot beat is given when at most this share of the deals lets him."""


REASONS: Dict[str, str] = {
    # main reasons: the solver
    "forced": "It is your only move.",
    "only_win": "Only this move wins, whatever he does.",
    "wins": "This wins whatever he does ({count} of your {moves} moves do).",
    "all_win": "Every move wins from here, whatever he does.",
    "only_draw": "Only this move saves a draw; every other move loses.",
    "draw": "With best play on both sides it ends in a draw; this move holds it.",
    "lost": "With best play he wins whatever you do; this is the most natural try.",
    # main reasons: the sampling search
    "best_rate": "It wins {rate}% of {deals} likely deals; {alt}: {alt_rate}%.",
    "best_rate_escape": (
        "You stay out of the fool's seat in {rate}% of {deals} likely deals; {alt}: {alt_rate}%."
    ),
    "no_better": "No move does clearly better in {deals} likely deals (this one wins {rate}%).",
    "no_better_escape": (
        "No move does clearly better in {deals} likely deals (this one escapes in {rate}%)."
    ),
    "rule": "This is the rule of thumb's move; the search had nothing to add here.",
    # cues: what the opponent holds
    "cannot_beat_sure": "he cannot beat {cards}",
    "cannot_beat": "he can beat {cards} in only {share}% of them",
    "keep_trumps_sure": "keep your trumps: he has {his} left",
    "keep_trumps": "keep your trumps: he has about {his} left",
    "beating_costs": "beating it would cost you {cards}",
    "cannot_hold": "you cannot beat {cards}",
    "he_beats": "he would beat {cards} in {share}% of them",
    "he_beats_sure": "he can beat {cards}",
    "he_holds": "he holds {cards}",
}
"""English templates of the reason codes (``str.format`` with a :class:`Reason`'s values,
card lists written out).  The game has its own translatable copies."""


class Reason(NamedTuple):
    """One part of a hint's line: a code of :data:`REASONS` and its values (built-in types
    only: ints, strings, card codes such as ``"9S"`` in lists). A reason about an opponent
    ("he cannot beat", "whatever he does") names that seat in its value ``"seat"`` (the
    view's numbering; :func:`about`), so a game can give the line that player's pronoun;
    none: it speaks of no one seat (several opponents)."""

    code: str
    values: Dict[str, Any]

    def text(self) -> str:
        vals = dict(self.values)
        for k, v in self.values.items():
            if k == "cards":
                vals[k] = _card_words(v)
            elif k in ("move", "alt"):
                vals[k] = move_words(Action.parse(v))
        return REASONS[self.code].format(**vals)


def about(reason: Reason, seat: Optional[int]) -> Reason:
    """``reason`` naming the seat it speaks of (its value ``"seat"``), unless it names one
    already or ``seat`` is None."""
    if seat is None or "seat" in reason.values:
        return reason
    return Reason(reason.code, {**reason.values, "seat": seat})


class Hint(NamedTuple):
    """A suggested move and why (see the module notes)."""

    action: Action
    reasons: Tuple[Reason, ...]
    """The line: the main reason first, then at most one cue."""
    chance: Optional[float]
    """The chance with the suggested move (0..1), None for a forced move."""
    source: str
    evaluation: Evaluation

    def text(self) -> str:
        """The reason as one English line."""
        parts = [r.text() for r in self.reasons]
        if not parts:
            return ""
        line = parts[0]
        if len(parts) > 1:
            line = line.rstrip(".") + "; " + "; ".join(parts[1:]) + "."
        return line

    def to_dict(self) -> Dict[str, Any]:
        """Built-in types only (for a game store or JSON)."""
        return {
            "action": str(self.action),
            "reasons": [[r.code, dict(r.values)] for r in self.reasons],
            "chance": self.chance,
            "source": self.source,
            "text": self.text(),
        }


MOVES: Dict[str, str] = {
    "attack": "attacking with {cards}",
    "throw_in": "throwing in {cards}",
    "defend": "beating {target} with {cards}",
    "transfer": "passing it on with {cards}",
    "show": "showing {cards}",
    "take": "taking",
    "pass": "adding nothing",
    "lead": "leading {cards}",
    "beat": "beating {target} with {cards}",
    "pick_up": "picking up",
    "choose_suit": "choosing {suit}",
    "commit": "playing {cards}",
    "keep": "keeping {cards}",
    "pick": "taking {cards}",
}
"""English words for a move (the ``alt`` of a reason), by kind."""


def move_words(a: Action) -> str:
    """``a`` in English words: "throwing in the 9♠", "beating the 8♦ with the 10♦"."""
    from ..cards import SUIT_NAMES

    return MOVES.get(a.kind, a.kind).format(
        cards=_card_words([str(c) for c in a.cards], " then "),
        target=_card_words([str(a.target)]) if a.target is not None else "",
        suit=SUIT_NAMES[a.suit] if a.suit is not None else "",
    )


def _card_words(codes: Sequence[str], last: str = " and ") -> str:
    """Card codes as English words with suit symbols: "the 9♠", "the 7♦ and the 7♥"."""
    cards = ["the " + Card.parse(c).pretty() for c in codes]
    if len(cards) <= 1:
        return "".join(cards)
    return ", ".join(cards[:-1]) + last + cards[-1]


# --- evaluation -----------------------------------------------------------------------------


def evaluate(
    view: View,
    seed: int = 0,
    budget_ms: Optional[float] = None,
    dets: Optional[int] = None,
    extra: Sequence[Action] = (),
    level: str = "hard",
    style: Any = None,
    leaf_nodes: Optional[int] = None,
) -> Evaluation:
    """Every candidate move's estimate from ``view`` (the player to move), by ``level``'s
    search (``hard``: the hand reading, the exact solver when every card is known, the
    margin before leaving the rule-based move), with ``budget_ms`` of time (default
    :data:`HINT_BUDGET_MS`) and at most ``dets`` deals (default :data:`HINT_DETS`).
    ``extra``: moves to estimate even if the search would not look at them (the review adds
    the move actually played).  ``leaf_nodes``: the playouts' exact leaves
    (:class:`.durak_search.ExactLeaves`; default: the level's setting).  A variant with a
    bot in :data:`engine.ai.BOTS` but no estimates here (a newly registered one) gets its
    bot's ``normal`` move with source ``rule``.  Raises ``ValueError`` when the view has no
    legal move or no bot plays the variant."""
    legal = view.legal_actions()
    if not legal:
        raise ValueError("no legal action in this view (not this player's turn?)")
    if len(legal) == 1:
        return Evaluation(
            legal[0], legal[0], (MoveEstimate(legal[0], 0.5, False),), "forced", 0, []
        )
    from . import _mix

    cfg = LEVEL_SETTINGS[level]
    st = get_style(style)
    rng = random.Random(_mix(seed, level))
    budget = (HINT_BUDGET_MS if budget_ms is None else float(budget_ms)) / 1000.0
    if dets is None:
        dets = HINT_DETS
    start = timing.now()
    variant = view.variant
    from . import bot_for, choose

    bot = bot_for(variant)
    if bot is None:
        raise ValueError(f"no AI for variant {variant!r} (engine.ai.register_bot)")
    if leaf_nodes is not None:
        cfg = dict(cfg, leaf_nodes=leaf_nodes)
    ev = bot.estimate(view, legal, cfg, st, rng, start, budget, dets, extra)
    if ev is None:  # a registered variant whose bot has no estimates: its rule move
        a = choose(view, level="normal", style=style, seed=seed)
        return Evaluation(a, a, (MoveEstimate(a, 0.5, False),), "rule", 0, [])
    return ev


# --- the hint -------------------------------------------------------------------------------


def hint(
    view: View,
    seed: int = 0,
    budget_ms: Optional[float] = None,
    style: Any = None,
) -> Hint:
    """The honest bot's suggested move for the player whose ``view`` this is, and why.

    Sees only the view (like :func:`engine.ai.choose`); ``seed`` seeds its own RNG (the same
    view and seed give the same hint while the search finishes its deals within the budget).
    ``budget_ms``: time budget (default :data:`HINT_BUDGET_MS`).  Never raises for a legal
    view: an internal error gives the rule-based move with the reason ``rule`` (and
    ``source`` "error: ..." saying what failed).  Raises
    ``ValueError`` only when the view has no legal move."""
    legal = view.legal_actions()
    if not legal:
        raise ValueError("no legal action in this view (not this player's turn?)")
    try:
        ev = evaluate(view, seed, budget_ms, style=style)
        return Hint(ev.choice, _reasons(view, ev), _chance_of(ev), ev.source, ev)
    except Exception as e:  # noqa: BLE001 - a hint must never break the game
        from . import choose

        a = choose(view, level="normal", seed=seed)
        ev = Evaluation(a, a, (MoveEstimate(a, 0.5, False),), "error", 0, [])
        return Hint(a, (Reason("rule", {}),), None, f"error: {type(e).__name__}: {e}", ev)


def _chance_of(ev: Evaluation) -> Optional[float]:
    if ev.source in ("forced", "rule"):
        return None
    m = ev.estimate(ev.choice)
    return None if m is None else m.chance


def _pct(x: float) -> int:
    return int(round(x * 100))


def _reasons(view: View, ev: Evaluation) -> Tuple[Reason, ...]:
    if ev.source == "forced":
        return (Reason("forced", {}),)
    if ev.source == "rule":
        return (Reason("rule", {}),)
    # with two seats, "he" is the one opponent; with more, a cue names its seat itself
    opponent = 1 - view.player if view.players == 2 else None
    main = about(_main_reason(view, ev), opponent)
    # a game of bouts, attack and defence (the Durak family's view): the cues about the
    # defender's cards apply
    cue = _cue(view, ev) if isinstance(view, DurakView) else None
    return (main,) if cue is None else (main, about(cue, opponent))


def _main_reason(view: View, ev: Evaluation) -> Reason:
    move = str(ev.choice)
    mine = ev.estimate(ev.choice)
    assert mine is not None
    if ev.source == "solver":
        best = mine.chance
        same = [m for m in ev.moves if m.chance == best]
        n = len(ev.moves)
        if best == 1.0:
            if len(same) == 1:
                return Reason("only_win", {"move": move, "moves": n})
            if len(same) == n:
                return Reason("all_win", {"move": move})
            return Reason("wins", {"move": move, "count": len(same), "moves": n})
        if best == 0.5:
            if len(same) == 1:
                return Reason("only_draw", {"move": move, "moves": n})
            return Reason("draw", {"move": move})
        return Reason("lost", {"move": move})
    # with more than two seats in Durak, the chance quoted is of escaping the one loser's seat
    many = view.players > 2 and isinstance(view, DurakView)
    others = [m for m in ev.moves if m.action != ev.choice]
    rate = _pct(mine.chance)
    if others and mine.chance - max(m.chance for m in others) >= CLEAR_GAP - 1e-9:
        alt = max(others, key=lambda m: m.chance)
        return Reason(
            "best_rate_escape" if many else "best_rate",
            {
                "move": move,
                "rate": rate,
                "deals": ev.deals,
                "alt": str(alt.action),
                "alt_rate": _pct(alt.chance),
            },
        )
    return Reason(
        "no_better_escape" if many else "no_better",
        {"move": move, "rate": rate, "deals": ev.deals},
    )


def _opponent_hand_known(view: DurakView, p: int) -> bool:
    """True when every card of player ``p``'s hand is known to the viewer: picked up and
    seen, or (two seats, at most the turned trump in the talon) every unseen card is his."""
    hidden = view.hand_counts[p] - len(view.known[p])
    if hidden <= 0:
        return True
    return view.players == 2 and view.talon_count <= 1


def _hand_samples(view: DurakView, ev: Evaluation, p: int) -> List[int]:
    """Player ``p``'s hand in every sampled deal; when his hand is known, that hand once."""
    if _opponent_hand_known(view, p):
        return [mask_of(view.known[p]) | (mask_of(view.unknown) if p != view.player else 0)]
    if ev.hands:
        return [h[p] for h in ev.hands]
    return []


def _beaters_mask(card: int, trump: int) -> int:
    return BEATERS[trump][card]


def _can_beat_all(hand: int, cards: Sequence[int], trump: int) -> bool:
    from .durak_policy import defence_plan

    return defence_plan(hand, trump, list(cards), 0, 10.0) is not None


def _share(samples: Sequence[int], test) -> float:
    return sum(1 for h in samples if test(h)) / len(samples) if samples else 0.0


def _cue(view: DurakView, ev: Evaluation) -> Optional[Reason]:
    """At most one thing about the opponent's cards that the search's deals (or certain
    knowledge) show and that bears on the suggested move."""
    a = ev.choice
    me = view.player
    trump = view.trump
    kind = a.kind
    tmask = SUIT_MASK[trump]
    if kind in ("attack", "throw_in") and view.defender != me:
        d = view.defender
        hands = _hand_samples(view, ev, d)
        cards = [int(c) for c in a.cards]
        if hands:
            sure = _opponent_hand_known(view, d)
            share = _share(hands, lambda h: _can_beat_all(h, cards, trump))
            codes = [str(c) for c in a.cards]
            if sure and share == 0.0:
                return about(Reason("cannot_beat_sure", {"cards": codes}), d)
            if not sure and share <= CUE_SHARE:
                return about(Reason("cannot_beat", {"cards": codes, "share": _pct(share)}), d)
    if kind == "transfer":
        nxt = _next_defender(view)
        hands = _hand_samples(view, ev, nxt)
        if hands:
            table = [int(x) for x, d in view.table if d is None] + [int(c) for c in a.cards]
            sure = _opponent_hand_known(view, nxt)
            share = _share(hands, lambda h: _can_beat_all(h, table, trump))
            codes = [str(CARDS[c]) for c in table]
            if sure and share == 0.0:
                return about(Reason("cannot_beat_sure", {"cards": codes}), nxt)
            if not sure and share <= CUE_SHARE:
                return about(Reason("cannot_beat", {"cards": codes, "share": _pct(share)}), nxt)
    if kind == "take":
        unbeaten = [int(x) for x, d in view.table if d is None]
        from .durak_policy import defence_plan, low_index

        plan = defence_plan(mask_of(view.hand), trump, unbeaten, low_index(view.deck), 10.0)
        if plan is None:
            hand = mask_of(view.hand)
            bad = [c for c in unbeaten if not hand & _beaters_mask(c, trump)]
            if bad:
                return Reason("cannot_hold", {"cards": [str(CARDS[c]) for c in bad[:1]]})
        else:
            cost = [b for _x, b in plan if b & 3 == trump]
            if cost:
                return Reason("beating_costs", {"cards": [str(CARDS[b]) for b in sorted(cost)]})
    if kind == "pass" and view.defender != me:
        throws = [
            m for m in ev.moves if m.action.kind == "throw_in" and m.chance < _est(ev, a) - 1e-9
        ]
        if throws:
            alt = max(throws, key=lambda m: m.chance).action
            d = view.defender
            hands = _hand_samples(view, ev, d)
            if hands:
                c = int(alt.cards[0])
                sure = _opponent_hand_known(view, d)
                share = _share(hands, lambda h: bool(h & _beaters_mask(c, trump)))
                if sure and share == 1.0:
                    return about(Reason("he_beats_sure", {"cards": [str(alt.cards[0])]}), d)
                if not sure and share >= 1 - CUE_SHARE:
                    return about(
                        Reason("he_beats", {"cards": [str(alt.cards[0])], "share": _pct(share)}), d
                    )
    # a move that keeps the trumps, where one spending a trump did worse
    if not any(int(c) & 3 == trump for c in a.cards) and view.players == 2:
        spend = [m.chance for m in ev.moves if any(int(c) & 3 == trump for c in m.action.cards)]
        # the lesson holds when every move that spends a trump does worse: by the solver's
        # value, or clearly in the deals
        gap = 1e-9 if ev.source == "solver" else CLEAR_GAP - 1e-9
        if spend and max(spend) <= _est(ev, a) - gap:
            opp = 1 - me
            hands = _hand_samples(view, ev, opp)
            if hands:
                his = sum(popcount(h & tmask) for h in hands) / len(hands)
                sure = _opponent_hand_known(view, opp)
                return Reason(
                    "keep_trumps_sure" if sure else "keep_trumps", {"his": int(round(his))}
                )
    if view.players == 2:
        opp = 1 - me
        known = view.known[opp]
        if known and len(known) <= 4 and not _opponent_hand_known(view, opp):
            return Reason("he_holds", {"cards": [str(c) for c in known]})
    return None


def _est(ev: Evaluation, a: Action) -> float:
    m = ev.estimate(a)
    return 0.0 if m is None else m.chance


def _next_defender(view: DurakView) -> int:
    """Who defends after this player (the defender) transfers: the next seat still in."""
    n = view.players
    p = view.defender
    for _ in range(n):
        p = (p + 1) % n
        if not view.out[p] and p != view.defender:
            return p
    return p
