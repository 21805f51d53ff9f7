"""Fast rollouts for two-player Durak: the rule policy's playout without engine states.

:func:`durak_search.rollout` plays a sampled deal to the end with the engine (each move an
immutable state with its events, log and legal-action tuple) and asks the rule policy
(:func:`durak_search.rollout_move`: ``normal``, its card tracking included) at every
decision.  This module plays the same game with the same policy on plain ints (hands as
bitmasks, the talon as a list, the table as two short lists) in one loop: a sampled deal of
the search (every candidate played out) costs about a quarter of the CPU (``python -m engine
arena playout``: 0.46 ms against 1.79 ms).

It is the same game and the same choices, not an approximation: the rollout policy has no
noise, so a playout is a function of the position, and the tests check that
:func:`rollout` returns exactly what :func:`durak_search.rollout` returns on thousands of
positions (Podkidnoy and Perevodnoy, mid-bout and at bout starts, every style).  The order
in which the policy meets the legal actions (it keeps the first of equal scores) is the
engine's: attacks by rank, and within a rank singles first; beaters, throw-ins and transfers
by card index.

Supported: two players, Podkidnoy and Perevodnoy, any deck, ``first_bout_five``.  Not
supported (:func:`supported` says False; the caller uses the engine rollout): more players
and ``transfer_show``.
"""

from typing import Any, Callable, Dict, List, Optional, Tuple

from ..cards import BEATERS, SUIT_MASK, popcount
from ..durak import HAND_SIZE, bout_cap, transfer_fits
from ..registry import VARIANTS
from .durak_policy import ROLLOUT
from .styles import STYLES, Style

__all__ = ["supported", "rollout", "Position", "playout"]

_BALANCED = STYLES["balanced"]
ATTACK, DEFEND, ADD, TAKING = 0, 1, 2, 3
_PHASE = {"attack": ATTACK, "defend": DEFEND, "add": ADD, "taking": TAKING}
TB = ROLLOUT.tb  # the trump bonus of the rollout policy this module plays exactly

# subsets of a rank's 4-bit nibble in the engine's order (fewest cards first, then by value)
_SUBSETS = tuple(
    tuple(sorted((s for s in range(1, 16) if s & n == s), key=lambda s: (bin(s).count("1"), s)))
    for n in range(16)
)
_POP = tuple(bin(x).count("1") for x in range(16))
_RANK4 = tuple(0xF << (4 * (c >> 2)) for c in range(52))

_VALUES: Dict[Tuple[int, int], Tuple[float, ...]] = {}


def _values(trump: int, low: int) -> Tuple[float, ...]:
    """``durak_policy._value`` of every card for one trump and lowest rank."""
    key = (trump, low)
    v = _VALUES.get(key)
    if v is None:
        v = _VALUES[key] = tuple(
            float((c >> 2) - low) + (TB if c & 3 == trump else 0.0) for c in range(52)
        )
    return v


def supported(players: int, options: Dict[str, Any]) -> bool:
    """True if :func:`rollout` plays this game exactly (two seats, no ``transfer_show``)."""
    return players == 2 and not options.get("transfer_show")


def rollout(
    state: Any,
    me: int,
    style: Style,
    low: int,
    nact: int,
    cap: int = 400,
    trace: Optional[List[Tuple[Any, ...]]] = None,
) -> float:
    """``me``'s payoff when ``state`` (a two-player Durak state) is played to the end by the
    rule policy, ``me`` in ``style`` and the other seat ``balanced``; 0 if ``cap`` moves are
    played first, or the game reaches its action cap.  ``nact``: the actions played in the game
    so far (the view's ``actions_played``; the engine ends a game as a draw at its action
    cap).  Equal to ``durak_search.rollout(state, me, style, low, rng, cap)``.  ``trace``: a
    list that receives every move as ``(kind, cards, target)`` (for the tests)."""
    result = state.result
    if result is not None:
        return float(state.returns()[me])
    pos = Position(state, nact)
    hands = [state.hand_mask(0), state.hand_mask(1)]
    return playout(pos, hands, list(state.talon), None, me, style, low, cap, trace)


class Position:
    """The public part of a two-player position that a playout starts from: the table, who
    attacks, the phase, the bout's limit, the rules.  Built once per decision from a view
    (or a state); the hands and the talon come with each sampled deal."""

    __slots__ = (
        "trump",
        "atk",
        "dfn",
        "attacker",
        "defender",
        "phase",
        "limit",
        "bout",
        "transfer",
        "five",
        "room",
    )

    def __init__(self, src: Any, nact: int) -> None:
        opts = src.options
        self.trump: int = src.trump
        self.atk: Tuple[int, ...] = tuple(a for a, _d in src.table)
        self.dfn: Tuple[Optional[int], ...] = tuple(d for _a, d in src.table)
        self.attacker: int = src.attacker
        self.defender: int = src.defender
        self.phase: int = _PHASE[src.phase]
        self.limit: int = src.limit
        self.bout: int = src.bout
        # the spec says whether the defender may pass the attack on, not the name (issue 29)
        self.transfer: bool = VARIANTS[src.variant].transfers
        self.five: bool = bool(opts.get("first_bout_five"))
        # actions left before the engine's action cap ends the game as a draw
        self.room: int = int(opts.get("action_cap", 2000)) - nact


def playout(
    pos: Position,
    hands: List[int],
    talon: List[int],
    first: Any,
    me: int,
    style: Style,
    low: int,
    cap: int = 400,
    trace: Optional[List[Tuple[Any, ...]]] = None,
    leaf: Optional[Callable[..., Optional[int]]] = None,
) -> float:
    """``me``'s payoff when the deal ``hands`` (two masks) / ``talon`` (next card first, the
    turned trump last if still there) at ``pos`` is played to the end: first the action
    ``first`` (an :class:`engine.Action` legal there, not a show; None: none), then the rule
    policy as in :func:`rollout` (``cap`` moves after ``first``).  ``hands`` is used up.

    ``leaf(hand0, hand1, attacker, limit, cap, talon_card)``: asked at each bout start once
    the talon holds at most the turned trump (``talon_card``, or -1), where every card is
    known to both seats; its answer (``me``'s exact value, +1 / 0 / -1) ends the playout, None
    lets the rule policy play on (``durak_search``'s exact leaves)."""
    forced = None
    if first is not None:
        forced = (first.kind, first.cards, first.target)
        cap += 1
    return _play(
        hands,
        talon,
        pos.trump,
        list(pos.atk),
        list(pos.dfn),
        pos.attacker,
        pos.defender,
        pos.phase,
        pos.limit,
        pos.bout,
        pos.transfer,
        pos.five,
        pos.room,
        me,
        (style, _BALANCED) if me == 0 else (_BALANCED, style),
        low,
        cap,
        forced,
        trace,
        leaf,
    )


def _play(
    hands: List[int],
    talon: List[int],
    trump: int,
    atk: List[int],
    dfn: List[Optional[int]],
    attacker: int,
    defender: int,
    phase: int,
    limit: int,
    bout: int,
    transfer: bool,
    five: bool,
    room: int,
    me: int,
    styles: Tuple[Style, Style],
    low: int,
    cap: int,
    first: Optional[Tuple[str, Tuple[int, ...], Optional[int]]],
    trace: Optional[List[Tuple[Any, ...]]],
    leaf: Optional[Callable[..., Optional[int]]] = None,
) -> float:
    beat = BEATERS[trump]
    val = _values(trump, low)
    tsuit = SUIT_MASK[trump]
    tmask = 0
    for c in atk:
        tmask |= _RANK4[c]
    for d in dfn:
        if d is not None:
            tmask |= _RANK4[d]
    ti = 0  # index of the next card to draw from the talon
    nt = len(talon)
    # the talon's face-down cards (all but the turned trump, which is last): with the other
    # hand, the cards the rollout policy counts as unseen (durak_search.rollout_unseen)
    tal_rest = 0
    for c in talon[:-1]:
        tal_rest |= 1 << c
    steps = 0
    while True:
        if steps >= cap:
            return 0.0
        steps += 1
        room -= 1
        talon_left = nt - ti
        end = -1  # set to 0 (beaten off) or 1 (taken) when the move ends the bout
        if phase == ATTACK:
            h = hands[attacker]
            if first is not None:
                m = 0
                for c in first[1]:
                    m |= 1 << c
                first = None
            else:
                m = _attack_choice(
                    h, limit, talon_left == 0, hands[defender], styles[attacker], trump, low, beat
                )
            hands[attacker] = h ^ m
            atk = []
            while m:
                b = m & -m
                atk.append(b.bit_length() - 1)
                m ^= b
            if trace is not None:
                trace.append(("attack", tuple(atk), None))
            dfn = [None] * len(atk)
            tmask = _RANK4[atk[0]]
            phase = DEFEND
        elif phase == DEFEND:
            h = hands[defender]
            da = db = tc = -1
            if first is not None:
                kind = first[0]
                if kind == "defend":
                    move, db, da = 1, first[1][0], int(first[2])  # type: ignore[arg-type]
                elif kind == "transfer":
                    move, tc = 2, first[1][0]
                else:
                    move = 0
                first = None
            else:
                move, da, db, tc = _defence_choice(
                    h,
                    atk,
                    dfn,
                    attacker,
                    hands[attacker],
                    bout,
                    five,
                    transfer,
                    talon_left,
                    styles[defender],
                    trump,
                    low,
                    val,
                    beat,
                    tsuit,
                )
            if trace is not None:
                trace.append(
                    ("take", (), None)
                    if move == 0
                    else ("transfer", (tc,), None)
                    if move == 2
                    else ("defend", (db,), da)
                )
            if move == 1:
                hands[defender] = h ^ (1 << db)
                dfn[atk.index(da)] = db
                tmask |= _RANK4[db]
                if None not in dfn:  # everything beaten
                    if len(atk) >= limit or not hands[defender] or not hands[attacker]:
                        end = 0
                    else:
                        phase = ADD
            elif move == 2:
                hands[defender] = h ^ (1 << tc)
                atk.append(tc)
                dfn.append(None)
                attacker, defender = defender, attacker
                cap_now = bout_cap(five, bout)
                n = popcount(hands[defender])
                limit = cap_now if cap_now < n else n
            else:  # take
                if len(atk) >= limit or not hands[attacker]:
                    end = 1
                else:
                    phase = TAKING
        else:  # ADD or TAKING: the attacker throws in or passes
            h = hands[attacker]
            taking = phase == TAKING
            if first is not None:
                best = first[1][0] if first[0] == "throw_in" else -1
                first = None
            elif len(atk) < limit:
                best = _throw_in_choice(
                    h & tmask,
                    h,
                    taking,
                    talon_left == 0,
                    hands[defender] | tal_rest,
                    styles[attacker],
                    trump,
                    low,
                    val,
                    beat,
                )
            else:
                best = -1
            if trace is not None:
                trace.append(("pass", (), None) if best < 0 else ("throw_in", (best,), None))
            if best < 0:  # pass
                end = 1 if taking else 0
            else:
                h ^= 1 << best
                hands[attacker] = h
                atk.append(best)
                dfn.append(None)
                tmask |= _RANK4[best]
                if not taking:
                    phase = DEFEND
                elif len(atk) >= limit or not h:
                    end = 1
        if end >= 0:
            # the bout ends: the table is taken or beaten off, then both draw, attacker first
            if end:
                for c in atk:
                    hands[defender] |= 1 << c
                for d in dfn:
                    if d is not None:
                        hands[defender] |= 1 << d
            for p in (attacker, defender):
                if ti >= nt:
                    break
                need = HAND_SIZE - popcount(hands[p])
                while need > 0 and ti < nt:
                    hands[p] |= 1 << talon[ti]
                    tal_rest &= ~(1 << talon[ti])
                    ti += 1
                    need -= 1
            if ti >= nt and (not hands[0] or not hands[1]):
                # (a finished game keeps its result even on the action cap's move)
                if not hands[0] and not hands[1]:
                    return 0.0
                return -1.0 if hands[me] else 1.0
            if not end:
                attacker = defender
            defender = 1 - attacker
            bout += 1
            n = popcount(hands[defender])
            cap_now = bout_cap(five, bout)
            limit = cap_now if cap_now < n else n
            atk = []
            dfn = []
            tmask = 0
            phase = ATTACK
            if leaf is not None and nt - ti <= 1 and room > 0:
                v = leaf(hands[0], hands[1], attacker, limit, cap_now, talon[ti] if ti < nt else -1)
                if v is not None:
                    return float(v)
        if room <= 0:
            return 0.0


def _attack_choice(
    h: int,
    limit: int,
    endgame: bool,
    dhand: int,
    st: Style,
    trump: int,
    low: int,
    beat: Tuple[int, ...],
) -> int:
    """The mask of the opening attack ``durak_policy._attack`` picks; in the endgame (talon
    empty) it knows the defender's hand ``dhand``, and counts the cards he cannot beat."""
    lim = limit if limit < 4 else 4
    pair_bonus = 0.5 + 3.0 * st.aggression
    spread = st.aggression - 0.8
    best_sub = 0
    best_r = 0
    best_score = 0.0
    r = 0
    x = h
    while x:
        nib = x & 0xF
        if nib:
            rr = r - low
            for sub in _SUBSETS[nib]:
                k = _POP[sub]
                if k > lim:
                    break
                ntr = (sub >> trump) & 1
                score = -float(rr) - ntr * TB
                if k > 1:
                    if ntr:
                        score -= 4.0
                    if endgame or rr <= 4:
                        score += (k - 1) * pair_bonus
                    else:
                        score += (k - 1) * spread
                if endgame:
                    y = sub
                    c = 4 * r
                    while y:
                        if y & 1 and not beat[c] & dhand:
                            score += 8.0
                        y >>= 1
                        c += 1
                if not best_sub or score > best_score:
                    best_sub, best_r, best_score = sub, r, score
        x >>= 4
        r += 1
    return best_sub << (4 * best_r)


def _defence_choice(
    h: int,
    atk: List[int],
    dfn: List[Optional[int]],
    attacker: int,
    att_hand: int,
    bout: int,
    five: bool,
    transfer: bool,
    talon_left: int,
    st: Style,
    trump: int,
    low: int,
    val: Tuple[float, ...],
    beat: Tuple[int, ...],
    tsuit: int,
) -> Tuple[int, int, int, int]:
    """``durak_policy._defend``'s choice as ``(move, attack card, beater, transfer card)``;
    move 0 take, 1 beat the attack card with the beater, 2 transfer."""
    # the greedy plan: the dearest unbeaten card first, each its cheapest beater
    unbeaten = [a for a, d in zip(atk, dfn) if d is None]
    if len(unbeaten) > 1:
        unbeaten.sort(key=lambda c: -val[c])
    plan: Optional[List[Tuple[int, int]]] = []
    avail = h
    cost = 0.0
    for a in unbeaten:
        m = avail & beat[a]
        if not m:
            plan = None
            break
        p = m & ~tsuit
        b = (p & -p if p else m & -m).bit_length() - 1
        avail ^= 1 << b
        cost += val[b]
        plan.append((a, b))  # type: ignore[union-attr]
    tc = -1
    if transfer and len(unbeaten) == len(atk):
        n_table = len(atk)
        cap_now = bout_cap(five, bout)
        if transfer_fits(n_table, cap_now, popcount(att_hand)):
            tm = h & _RANK4[atk[0]]
            if tm:
                # the first card of least value in index order (min() keeps the first)
                p = tm & ~tsuit
                tc = (p & -p if p else tm & -tm).bit_length() - 1
    if tc >= 0:
        if plan is None:
            if tc & 3 != trump or st.transfer >= 0.3 or talon_left == 0:
                return 2, -1, -1, tc
        elif val[tc] <= cost * (0.5 + st.transfer):
            return 2, -1, -1, tc
    if plan is None:
        return 0, -1, -1, -1
    if talon_left > 0:
        spend = 0.0
        for _a, b in plan:
            if b & 3 == trump:
                spend += (b >> 2) - low + 1
        if spend > 0:
            pick = len(atk) + sum(1 for d in dfn if d is not None)
            threshold = (2.0 * pick + 3.0) * (1.6 - 1.2 * st.take)
            if talon_left <= 6:
                threshold *= 2.0
            if spend * (0.5 + st.thrift) > threshold:
                return 0, -1, -1, -1
    a, b = plan[0]
    return 1, a, b, -1


def _throw_in_choice(
    m: int,
    h: int,
    taking: bool,
    endgame: bool,
    unseen: int,
    st: Style,
    trump: int,
    low: int,
    val: Tuple[float, ...],
    beat: Tuple[int, ...],
) -> int:
    """The card ``durak_policy._add`` throws in from the candidates ``m`` (hand ``h``), or
    -1 for a pass; ``unseen``: the cards the defender may hold (a card none of them beats is
    thrown in first, trumps too in the endgame)."""
    thr = 2.0 + 6.0 * st.aggression if taking else 3.0 + 5.0 * st.aggression
    best = -1
    best_score = 0.0
    while m:
        b = m & -m
        m ^= b
        c = b.bit_length() - 1
        unb = not taking and not beat[c] & unseen
        if c & 3 != trump:
            ok = (c >> 2) - low <= thr or endgame or unb
        else:  # a trump only in the endgame, as the last card or one he cannot beat
            ok = endgame and (h == b or unb)
        if ok:
            score = -val[c] + 10.0 if unb else -val[c]
            if best < 0 or score > best_score:
                best, best_score = c, score
    return best
