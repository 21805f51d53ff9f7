"""Durak bots built on views: the rule-based levels and the determinised Monte Carlo search.

Honest by construction: everything here starts from an :class:`engine.View`.  A
determinisation deals the cards the bot has not seen (``view.unknown``) at random into the
other players' hidden hand slots and the talon (the turned trump stays at the bottom); cards a
player is known to hold (``view.known``: picked up, shown, the drawn trump) stay in that hand.
The deals and the rollouts on engine states are :mod:`.durak_worlds`', the solver at the
playouts' leaves :mod:`.durak_leaves`'; here the candidates, the sampling search over them,
the reading of the hands, and the bot.
"""

from typing import Any, List, Mapping, NamedTuple, Optional, Sequence, Tuple, Union

from .. import durak
from ..base import Action, State
from ..cards import mask_of
from ..views import DurakView
from . import fastsim, timing
from .bots import Bot, register_family_bot

# the sampled worlds (durak_worlds) and the exact leaves (durak_leaves) keep their names
# importable from here (tests, arena), and sample() looks deal/unlikely_cards up here
from .durak_leaves import ExactLeaves
from .durak_policy import (
    EASY,
    NORMAL,
    Params,
    decide,
    low_index,
)
from .durak_worlds import (
    ROLLOUT_CAP,  # noqa: F401
    _state_of,
    deal,
    determinise,
    exact_state,
    rollout,
    rollout_move,  # noqa: F401
    rollout_unseen,  # noqa: F401
    unlikely_cards,
)
from .estimates import Evaluation, MoveEstimate, from_rows, rule_evaluation, with_extra
from .styles import Style

__all__ = [
    "policy_choice",
    "deal",
    "determinise",
    "unlikely_cards",
    "exact_state",
    "rollout",
    "rollout_move",
    "rollout_unseen",
    "search_choice",
    "sample",
    "Samples",
    "candidates",
    "evaluate_durak",
]

PRIOR_MARGIN = 0.05  # mean payoff a candidate must beat the rule-based choice by
READ_SHARE = 0.3  # part of the search budget spent reading the opponents' hands
READ_MAX = 80  # most hypotheses read per decision (LEVEL_SETTINGS read_max)
READ_BOUTS = 3  # bouts of the past replayed per hypothesis (LEVEL_SETTINGS read_bouts)
READ_EPS = 0.1  # weight factor of each move the model would have made differently


def _view_args(view: DurakView) -> Tuple[Any, ...]:
    defender = view.defender
    kd = view.known[defender]
    hidden = view.hand_counts[defender] - len(kd)
    unseen_def = mask_of(kd) | (mask_of(view.unknown) if hidden > 0 else 0)
    if defender == view.player:
        unseen_def = None  # type: ignore[assignment]
    atk = tuple(a for a, _d in view.table)
    dfn = tuple(d for _a, d in view.table)
    return (
        mask_of(view.hand),
        view.trump,
        atk,
        dfn,
        view.phase,
        view.talon_count,
        view.hand_counts,
        defender,
        unseen_def,
        low_index(view.deck),
    )


def policy_choice(
    view: DurakView, style: Style, params: Params, rng, legal: Optional[Sequence[Action]] = None
) -> Action:
    """The rule-based choice (``easy`` with :data:`EASY`, ``normal`` with :data:`NORMAL`)."""
    if legal is None:
        legal = view.legal_actions()
    hand, trump, atk, dfn, phase, talon, counts, defender, unseen, low = _view_args(view)
    return decide(
        legal,
        hand,
        trump,
        atk,
        dfn,
        phase,
        talon,
        counts,
        defender,
        unseen,
        low,
        style,
        params,
        rng,
    )


def candidates(view: DurakView, legal: Sequence[Action], low: int) -> List[Action]:
    """The actions worth searching: attacks with one card, or with all (plain) cards of a
    rank; per unbeaten card its cheapest plain and cheapest trump beater; every throw-in,
    transfer, show, take and pass."""
    trump = view.trump
    out: List[Action] = []
    seen_def = set()
    for a in legal:
        k = a.kind
        if k == "attack":
            cs = a.cards
            if len(cs) == 1:
                out.append(a)
                continue
            r = cs[0] >> 2
            group = [c for c in view.hand if c >> 2 == r]
            plain = [c for c in group if c & 3 != trump]
            if list(cs) == group or (len(plain) > 1 and list(cs) == plain):
                out.append(a)
        elif k == "defend":
            b = a.cards[0]
            key = (a.target, b & 3 == trump)
            if key not in seen_def:
                seen_def.add(key)
                out.append(a)
        else:
            out.append(a)
    return out


def search_choice(
    view: DurakView,
    style: Style,
    rng,
    budget_s: float,
    max_dets: int,
    prior: Action,
    solve_budget_s: float = 0.0,
    solve_max_cards: int = 0,
    infer: Union[bool, str] = False,
    oracle: Optional[State] = None,
    oracle_hands: Optional[Sequence[int]] = None,
    margin: float = PRIOR_MARGIN,
    read: Tuple[int, int, float] = (READ_BOUTS, READ_MAX, READ_EPS),
    leaf_nodes: int = 0,
) -> Action:
    """Determinised Monte Carlo: for each sampled deal every candidate is played out with the
    rule-based policy (common random numbers across candidates); the best mean wins, ties
    going to the rule-based ``prior``.  ``infer``: how the opponents' hidden cards are dealt:
    False uniformly; True (``"rules"``) avoiding :func:`unlikely_cards`; ``"policy"`` in
    proportion to how well each deal explains their moves in the last ``read[0]`` bouts
    (:mod:`.inference`; at most ``read[1]`` deals read, in 30% of the budget, each move the
    model would have made differently weighing ``read[2]``; two seats only, bigger tables
    use the take rule).  With two players and no hidden card (talon
    empty or only the turned trump left) the exact solver is tried first.

    ``oracle``: NOT HONEST, for the arena's ``oracle-hard`` only (an upper bound of this
    design, never reached from :func:`engine.ai.choose`): the true position is used as the
    one "sample".  The rollout policy has no noise, so one round of rollouts on it says all
    that more rounds would.  ``oracle_hands``: NOT HONEST either (arena's ``oracle-hands``):
    per player the mask of the true hand, so every sample deals the true hands and only the
    talon order is sampled.  ``margin``: the mean payoff per sample a move must beat the
    rule-based choice by.  ``leaf_nodes``: with two seats, a playout that reaches a bout
    start where every card is known (talon empty or only the turned trump) takes the exact
    solver's value there instead of playing on, if the solver finds it within that many
    nodes (:class:`ExactLeaves`; 0: never)."""
    start = timing.now()
    legal = view.legal_actions()
    low = low_index(view.deck)
    me = view.player
    if (
        solve_budget_s > 0
        and view.players == 2
        and view.talon_count <= 1  # at most the turned trump left: every card is known
        and max(view.hand_counts) <= solve_max_cards
    ):
        from .solver import solve_root

        state = exact_state(view)
        best = solve_root(state, me, start + solve_budget_s, prior)
        if best is not None:
            return best
    cands = candidates(view, legal, low)
    if prior not in cands:
        cands.insert(0, prior)
    if len(cands) == 1:
        return cands[0]
    found = sample(
        view,
        style,
        rng,
        cands,
        start + budget_s,
        max_dets,
        infer,
        start + budget_s * READ_SHARE,
        read,
        oracle,
        oracle_hands,
        leaf_nodes,
    )
    return cands[_pick(found.rows, cands.index(prior), margin)]


class Samples(NamedTuple):
    """What the sampling search found: ``rows[deal][candidate]`` is the payoff of
    ``cands[candidate]`` played out on one sampled deal, and ``hands[deal]`` that deal's hand
    masks per player (for explanations: :mod:`engine.ai.coach`)."""

    cands: List[Action]
    rows: List[List[float]]
    hands: List[List[int]]


def sample(
    view: DurakView,
    style: Style,
    rng,
    cands: Sequence[Action],
    deadline: float,
    max_dets: int,
    infer: Union[bool, str] = False,
    read_deadline: Optional[float] = None,
    read: Tuple[int, int, float] = (READ_BOUTS, READ_MAX, READ_EPS),
    oracle: Optional[State] = None,
    oracle_hands: Optional[Sequence[int]] = None,
    leaf_nodes: int = 0,
) -> Samples:
    """The sampling part of :func:`search_choice`: at most ``max_dets`` deals consistent with
    ``view`` (dealt as ``infer`` says; the reading of the hands runs until ``read_deadline``),
    every one of ``cands`` played out on each (common random numbers), until ``deadline``.
    Only complete rounds are kept."""
    cands = list(cands)
    low = low_index(view.deck)
    me = view.player
    base = durak.view_position(view)
    if infer == "policy" and view.players > 2:
        # at bigger tables the reading cost more than it found: fool rate 13.5% against 10.5%
        # with the take rule, 4 seats, same deals (docs/ai.md, "reading the hands")
        infer = True
    avoid = unlikely_cards(view) if infer and infer != "policy" else None
    if oracle_hands is not None:  # the cards outside each true hand are "unlikely": none dealt
        avoid = [~m for m in oracle_hands]
    hyps = None
    if infer == "policy" and oracle is None and oracle_hands is None:
        hyps = _read_hands(view, rng, deadline if read_deadline is None else read_deadline, *read)
    # two seats: the same playouts on plain ints from the sampled hands, about 4x faster
    # than engine states (engine/ai/fastsim.py)
    pos = None
    leaf = None
    if fastsim.supported(view.players, view.options):
        pos = fastsim.Position(view, view.actions_played)
        if leaf_nodes > 0:
            leaf = ExactLeaves(view, leaf_nodes)
    rows: List[List[float]] = []
    dealt: List[List[int]] = []
    for _ in range(1 if oracle is not None else max_dets):
        if oracle is not None:
            truth: Any = oracle
            hands = [truth.hand_mask(p) for p in range(view.players)]
            talon = [int(c) for c in truth.talon]
        elif hyps is not None:
            # a hypothesis drawn by its weight, with the talon shuffled afresh
            h = rng.choices(hyps[0], weights=hyps[1])[0]
            hands, talon = deal(view, rng, [~m for m in h])
        else:
            hands, talon = deal(view, rng, avoid)
        row = []
        det = None
        for a in cands:
            if pos is not None:
                row.append(fastsim.playout(pos, list(hands), talon, a, me, style, low, leaf=leaf))
            else:
                if det is None:
                    det = oracle if oracle is not None else _state_of(view, base, hands, talon)
                row.append(rollout(det.apply(a), me, style, low, rng))
            if timing.now() >= deadline:
                break
        if len(row) < len(cands):  # out of time mid-round: keep complete rounds only
            break
        rows.append(row)
        dealt.append(list(hands))
        if timing.now() >= deadline:
            break
    return Samples(cands, rows, dealt)


def _pick(rows: Sequence[Sequence[float]], prior_i: int, margin: float) -> int:
    """The candidate to play from the payoffs ``rows[deal][candidate]``: the best mean, but
    the rule-based choice ``prior_i`` is left only for a clear gain, a mean gain per deal
    above ``margin`` (the samples are few and noisy)."""
    done = len(rows)
    if not done:
        return prior_i
    best_i = prior_i
    best_gain = margin
    for j in range(len(rows[0])):
        if j == prior_i:
            continue
        gain = sum(r[j] - r[prior_i] for r in rows) / done
        if gain <= best_gain + 1e-9:
            continue
        best_i, best_gain = j, gain
    return best_i


def _read_hands(
    view: DurakView,
    rng,
    deadline: float,
    bouts: int = READ_BOUTS,
    most: int = READ_MAX,
    eps: float = READ_EPS,
) -> Optional[Tuple[List[List[int]], List[float]]]:
    """At most ``most`` hypotheses (per player the hand mask) and their weights by
    :class:`.inference.HandReader` reading the last ``bouts`` bouts (each move the model
    would have made differently multiplies the weight by ``eps``), read until ``deadline``;
    None when the past cannot be read or explains nothing (every weight 0): the search then
    deals uniformly."""
    from .inference import reader_for

    reader = reader_for(view, eps, bouts)
    if reader is None:
        return None
    hyps: List[List[int]] = []
    weights: List[float] = []
    for _ in range(most):
        hands, talon = deal(view, rng)
        w = reader.weight_deal(hands, talon, rng)
        if w > 0:
            hyps.append(hands)
            weights.append(w)
        if timing.now() >= deadline:
            break
    if not hyps:
        return None
    return hyps, weights


def rule_choice(view: DurakView, level: str, style: Style, rng) -> Action:
    params = EASY if level == "easy" else NORMAL
    return policy_choice(view, style, params, rng)


def evaluate_durak(view, legal, cfg, st, rng, start, budget, dets, extra) -> Evaluation:
    """The Durak bot's estimate (:meth:`engine.ai.Bot.estimate` of :class:`DurakBot`), for
    the coach and the review: the exact solver when it can decide, else the sampling search
    with the hand reading, and hard's margin before leaving the rule-based move.  It lives
    here, beside the search it reads, and not in the generic coach (which asks every bot
    alike, so the two modules no longer import each other)."""
    prior = rule_choice(view, "normal", st, rng)
    if view.players == 2 and view.talon_count <= 1 and max(view.hand_counts) <= cfg["solve_cards"]:
        exact = _solver_values(view, start + budget * cfg["solve_share"])
        if exact is not None:
            return _from_exact(exact, prior)
    cands, n_own = with_extra(candidates(view, legal, low_index(view.deck)), prior, extra, legal)
    found = sample(
        view,
        st,
        rng,
        cands,
        start + budget,
        dets,
        cfg["infer"],
        start + budget * READ_SHARE,
        (cfg["read_bouts"], cfg["read_max"], cfg["read_eps"]),
        leaf_nodes=cfg.get("leaf_nodes", 0),
    )
    if not found.rows:
        return rule_evaluation(prior)
    # the bot's own rule for leaving the rule-based move (hard's margin), on its candidates
    own_rows = [r[:n_own] for r in found.rows]
    choice = cands[_pick(own_rows, cands.index(prior), cfg["margin"])]
    return from_rows(cands, found.rows, found.hands, choice, prior, view.players)


def _solver_values(view: DurakView, deadline: float) -> Optional[List[Tuple[Action, int]]]:
    """Every legal move's exact value (1 win, 0 draw, -1 loss) by the endgame solver, or
    None when it runs out of time before ``deadline``."""
    from .solver import SolverTimeout, root_values

    try:
        return root_values(exact_state(view), view.player, deadline)
    except SolverTimeout:
        return None


def _from_exact(values: List[Tuple[Action, int]], prior: Action) -> Evaluation:
    """The solver's values as an evaluation; the choice is what ``hard`` plays: the best
    value, the rule-based move first among equals, then the solver's order."""
    from .solver import _order

    order = {a: i for i, a in enumerate(_order([a for a, _v in values]))}
    best = max(v for _a, v in values)
    choice = min((a for a, v in values if v == best), key=lambda a: (a != prior, order.get(a, 0)))
    moves = sorted(
        (MoveEstimate(a, (v + 1) / 2.0, True) for a, v in values),
        key=lambda m: (-m.chance, m.action != choice, order.get(m.action, 0)),
    )
    return Evaluation(choice, prior, tuple(moves), "solver", 0, [])


class DurakBot(Bot[DurakView]):
    """Podkidnoy, Perevodnoy and any further Durak variant registered with it (it reads the
    rules from the view and the spec, never from the name): :func:`rule_choice` and
    :func:`search_choice`."""

    def rule(self, view: DurakView, level: str, style: Style, rng) -> Action:
        return rule_choice(view, level, style, rng)

    def search(
        self,
        view: DurakView,
        style: Style,
        rng,
        budget_s: float,
        settings: Mapping[str, Any],
        prior: Action,
        **oracle: Any,
    ) -> Action:
        """``oracle``: the arena's NOT HONEST ``oracle``/``oracle_hands`` (see
        :func:`search_choice`); never passed by :func:`engine.ai.choose`."""
        return search_choice(
            view,
            style,
            rng,
            budget_s,
            settings["dets"],
            prior,
            budget_s * settings["solve_share"],
            settings["solve_cards"],
            settings["infer"],
            margin=settings["margin"],
            read=(settings["read_bouts"], settings["read_max"], settings["read_eps"]),
            leaf_nodes=settings.get("leaf_nodes", 0),
            **oracle,
        )

    def estimate(self, view, legal, settings, style, rng, start, budget_s, dets, extra):
        return evaluate_durak(view, legal, settings, style, rng, start, budget_s, dets, extra)


BOT = DurakBot()
register_family_bot("durak", BOT)  # every Durak variant, a new one too (issue 29)
