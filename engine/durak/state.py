"""A Durak position (:class:`DurakState`) and its rules of play: the legal actions, the
refusals and what each action does.  The turn model is in :mod:`engine.durak`'s docstring;
dealing, loading a save and sampling a position from a view are the package's other
modules (:mod:`.deal`, :mod:`.load`, :mod:`.sample`)."""

from typing import Any, Dict, List, Optional, Sequence, Tuple

from ..base import (
    VARIANTS,
    Action,
    Event,
    FieldState,
    IllegalAction,
    Result,
    Termination,
    VariantSpec,
    check_seat,
)
from ..cards import (
    BEATERS,
    CARDS,
    RANK_MASK,
    RANKS,
    SUIT_MASK,
    Card,
    cards_of,
    format_cards,
    popcount,
)
from ..durak_options import (
    SPECS,
    DurakRules,
)
from ..registry import state_class
from ..views import DurakView

# the public names are the package's (engine/durak/__init__.py __all__)

HAND_SIZE = 6
FORMAT = 1

ATTACK, DEFEND, ADD, TAKING, OVER = 0, 1, 2, 3, 4
PHASES = ("attack", "defend", "add", "taking", "over")

# --- precomputed tables -----------------------------------------------------------------------

RANK_OF_CARD = tuple(RANK_MASK[(c >> 2) + 2] for c in range(52))
"""``RANK_OF_CARD[card]``: mask of the four cards of ``card``'s rank."""

_BIT_CARDS: Dict[int, Tuple[Card, ...]] = {}

TAKE = Action("take")
PASS = Action("pass")
_THROW = tuple(Action("throw_in", (CARDS[c],)) for c in range(52))
_TRANSFER = tuple(Action("transfer", (CARDS[c],)) for c in range(52))
_SHOW = tuple(Action("show", (CARDS[c],)) for c in range(52))
_DEFEND = tuple(
    tuple(Action("defend", (CARDS[d],), CARDS[a]) for d in range(52)) for a in range(52)
)
_ATTACKS: Dict[int, Action] = {}
_NIBBLE_SUBSETS = tuple(
    tuple(sorted((s for s in range(1, 16) if s & n == s), key=lambda s: (bin(s).count("1"), s)))
    for n in range(16)
)


def _hidden(e: Event) -> Event:
    """A draw event as a seat that did not draw sees it: the count without the cards."""
    return Event("draw", e.player, (), e.count)


def _attack_action(mask: int) -> Action:
    a = _ATTACKS.get(mask)
    if a is None:
        a = _ATTACKS[mask] = Action("attack", cards_of(mask))
    return a


_ATTACK_TABLE = tuple(
    tuple(
        tuple(
            tuple(
                _attack_action(sub << (4 * r))
                for sub in _NIBBLE_SUBSETS[nib]
                if bin(sub).count("1") <= lim
            )
            for lim in range(5)
        )
        for nib in range(16)
    )
    for r in range(13)
)

"""``_ATTACK_TABLE[rank - 2][cards of that rank in hand, as a 4-bit mask][min(limit, 4)]``:
the opening attacks with those cards, singles first."""


def _rules_spec(variant: Any) -> VariantSpec:
    """The spec of ``variant`` when these rules play it: a built-in one (:data:`SPECS`) or
    one registered with :func:`register_durak_variant`; else raises ``KeyError``."""
    spec = rules_spec(variant)
    if spec is None:
        raise KeyError(variant)
    return spec


def rules_spec(variant: Any) -> Optional[VariantSpec]:
    """The spec of ``variant`` if :class:`DurakState` plays it (the built-in Podkidnoy and
    Perevodnoy, or a variant registered with :func:`register_durak_variant`), else None."""
    spec = SPECS.get(variant) if isinstance(variant, str) else None
    if spec is not None:
        return spec
    if isinstance(variant, str) and variant in VARIANTS and state_class(variant) is DurakState:
        return VARIANTS[variant]
    return None


def transfer_fits(on_table: int, cap: int, target_cards: int) -> bool:
    """Whether a transfer may lay its card on a table of ``on_table`` attack cards, none
    beaten: the bout's ``cap`` (:func:`engine.durak.bout_cap`) holds one more, and the new
    defender, holding ``target_cards``, holds at least as many as the table will.  The one
    statement of this rule: the bots' fast models (``engine.ai.fastsim``,
    ``engine.ai.solver_fast``) call it too."""
    return on_table < cap and target_cards > on_table


def show_fits(on_table: int, target_cards: int) -> bool:
    """Whether showing a trump of the table's rank may pass the attack on (option
    ``transfer_show``): it lays no card, so the new defender needs only as many cards as the
    table holds."""
    return target_cards >= on_table


# ``DurakState._replace``'s mark for "unchanged" (None is a value some fields take)
_SAME: Any = object()


class DurakState(FieldState):
    """A Podkidnoy or Perevodnoy position.  See the module docstring for the turn model."""

    __slots__ = (
        "_n",
        "_hands",
        "_talon",
        "_trump_card",
        "_trump",
        "_discard",
        "_atk",
        "_dfn",
        "_tmask",
        "_attacker",
        "_defender",
        "_passes",
        "_limit",
        "_bout",
        "_shown",
        "_out",
        "_known",
        "_plog",
    )

    FORMAT = FORMAT
    PHASES = PHASES

    _rules: DurakRules  # (narrows FieldState's field)
    _n: int
    _hands: Tuple[int, ...]
    _talon: Tuple[Card, ...]
    _trump_card: Card
    _trump: int
    _discard: int
    _atk: Tuple[Card, ...]
    _dfn: Tuple[Optional[Card], ...]
    _tmask: int
    _attacker: int
    _defender: int
    _passes: int
    _limit: int
    _bout: int
    _shown: int
    _out: Tuple[int, ...]
    _known: Tuple[int, ...]
    _plog: Optional[Tuple[Any, Tuple[Event, ...]]]

    # --- construction -----------------------------------------------------------------------
    @classmethod
    def _make(
        cls,
        rules: DurakRules,
        seed: Optional[int],
        n: int,
        hands: Tuple[int, ...],
        talon: Tuple[Card, ...],
        trump_card: Card,
        discard: int,
        atk: Tuple[Card, ...],
        dfn: Tuple[Optional[Card], ...],
        tmask: int,
        attacker: int,
        defender: int,
        phase: int,
        turn: Optional[int],
        passes: int,
        limit: int,
        bout: int,
        shown: int,
        out: Tuple[int, ...],
        known: Tuple[int, ...],
        nact: int,
        result: Optional[Result],
        events: Tuple[Event, ...],
    ) -> "DurakState":
        s = object.__new__(cls)
        s._rules = rules
        s._seed = seed
        s._n = n
        s._hands = hands
        s._talon = talon
        s._trump_card = trump_card
        s._trump = trump_card & 3
        s._discard = discard
        s._atk = atk
        s._dfn = dfn
        s._tmask = tmask
        s._attacker = attacker
        s._defender = defender
        s._phase = phase
        s._turn = turn
        s._passes = passes
        s._limit = limit
        s._bout = bout
        s._shown = shown
        s._out = out
        s._known = known
        s._nact = nact
        s._result = result
        s.events = events
        s._legal = None
        s._hist = None
        s._plog = None
        return s

    # --- simple properties ------------------------------------------------------------------
    @property
    def variant(self) -> str:  # type: ignore[override]
        return self._rules.variant

    @property
    def players(self) -> int:
        return self._n

    @property
    def attacker(self) -> int:
        return self._attacker

    @property
    def defender(self) -> int:
        return self._defender

    @property
    def trump(self) -> int:
        return self._trump

    @property
    def trump_card(self) -> Card:
        return self._trump_card

    @property
    def talon(self) -> Tuple[Card, ...]:
        """The talon, next card to draw first; the trump card (if still there) is last."""
        return self._talon

    @property
    def discard(self) -> Tuple[Card, ...]:
        return cards_of(self._discard)

    @property
    def table(self) -> Tuple[Tuple[Card, Optional[Card]], ...]:
        """Pairs ``(attack card, beating card or None)`` in the order they were laid."""
        return tuple(zip(self._atk, self._dfn))

    @property
    def limit(self) -> int:
        """Most attack cards this bout may hold (6, 5 in a first bout with the option, or
        fewer if the defender held fewer cards when the bout began)."""
        return self._limit

    @property
    def bout(self) -> int:
        return self._bout

    @property
    def shown(self) -> Tuple[Card, ...]:
        """Trumps shown to transfer in this bout (option ``transfer_show``)."""
        return cards_of(self._shown)

    def public_log(self, player: Optional[int] = None) -> Tuple[Event, ...]:
        """Every event since the deal (or since ``from_dict``), oldest first; with
        ``player`` given, other players' drawn cards are removed (as in views)."""
        chunks = []
        node = self._plog
        while node is not None:
            chunks.append(node[1])
            node = node[0]
        out: List[Event] = []
        for chunk in reversed(chunks):
            out.extend(chunk)
        if player is None:
            return tuple(out)
        return tuple([e if e.kind != "draw" or e.player == player else _hidden(e) for e in out])

    @property
    def out(self) -> Tuple[int, ...]:
        return self._out

    def known_mask(self, player: int) -> int:
        """Cards of ``player``'s hand that every other player has seen (picked up, shown)."""
        return self._known[player]

    # --- legal actions ----------------------------------------------------------------------
    def _compute_legal(self) -> Tuple[Action, ...]:
        phase = self._phase
        if phase == OVER:
            return ()
        turn = self._turn
        assert turn is not None
        hand = self._hands[turn]
        if phase == DEFEND:
            out: List[Action] = []
            beat = BEATERS[self._trump]
            dfn = self._dfn
            for i, a in enumerate(self._atk):
                if dfn[i] is None:
                    m = hand & beat[a]
                    row = _DEFEND[a]
                    while m:
                        low = m & -m
                        out.append(row[low.bit_length() - 1])
                        m ^= low
            rules = self._rules
            if rules.transfer and dfn.count(None) == len(dfn):
                out.extend(self._transfers(hand))
            out.append(TAKE)
            return tuple(out)
        if phase == ATTACK:
            table = _ATTACK_TABLE
            lim = self._limit if self._limit < 4 else 4
            res: Tuple[Action, ...] = ()
            r = 0
            h = hand
            while h:
                nib = h & 0xF
                if nib:
                    res += table[r][nib][lim]
                h >>= 4
                r += 1
            return res
        # ADD or TAKING
        out = []
        if len(self._atk) < self._limit:
            m = hand & self._tmask
            while m:
                low = m & -m
                out.append(_THROW[low.bit_length() - 1])
                m ^= low
        out.append(PASS)
        return tuple(out)

    def _transfer_target(self) -> int:
        return self._next_seat(self._defender)

    def _transfers(self, hand: int) -> List[Action]:
        """Transfer / show actions for the defender (caller checked nothing is beaten)."""
        atk = self._atk
        n_table = len(atk)
        target = self._transfer_target()
        tcount = popcount(self._hands[target])
        cap = self._rules.cap(self._bout)
        rank_cards = RANK_OF_CARD[atk[0]]
        out: List[Action] = []
        if transfer_fits(n_table, cap, tcount):
            m = hand & rank_cards
            while m:
                low = m & -m
                out.append(_TRANSFER[low.bit_length() - 1])
                m ^= low
        if self._rules.transfer_show and show_fits(n_table, tcount):
            t = rank_cards & SUIT_MASK[self._trump] & hand & ~self._shown
            if t:
                out.append(_SHOW[t.bit_length() - 1])
        return out

    def _next_seat(self, p: int) -> int:
        """The next seat clockwise after ``p`` that is still in the game."""
        n = self._n
        out = self._out
        q = (p + 1) % n
        while q in out and q != p:
            q = (q + 1) % n
        return q

    # --- refusals ---------------------------------------------------------------------------
    def _refuse(self, action: Action) -> IllegalAction:
        kind = action.kind
        phase = self._phase
        turn = self._turn
        assert turn is not None
        hand = self._hands[turn]
        known_kinds = ("attack", "throw_in", "defend", "transfer", "show", "take", "pass")
        if kind not in known_kinds:
            return IllegalAction("unknown_kind", kind=kind)
        for c in action.cards:
            if not hand >> c & 1:
                return IllegalAction("not_in_hand", card=c)
        if kind == "attack":
            if phase != ATTACK:
                return IllegalAction("wrong_phase", kind=kind)
            if not action.cards or action.target is not None:
                return IllegalAction("empty_action")
            if len({c >> 2 for c in action.cards}) != 1:
                return IllegalAction("mixed_ranks")
            if len(set(action.cards)) != len(action.cards):
                return IllegalAction("bad_action", text=str(action))
            if len(action.cards) > self._limit:
                return IllegalAction("too_many_cards", limit=self._limit)
            return IllegalAction("bad_action", text=str(action))
        if kind == "throw_in":
            if phase not in (ADD, TAKING):
                if phase == DEFEND:
                    return IllegalAction("not_attacker", player=turn)
                return IllegalAction("wrong_phase", kind=kind)
            if len(action.cards) != 1:
                return IllegalAction("bad_action", text=str(action))
            c = action.cards[0]
            if not self._tmask >> c & 1:
                return IllegalAction("rank_not_on_table", card=c, rank=RANKS[c >> 2])
            if len(self._atk) >= self._limit:
                return IllegalAction("too_many_cards", limit=self._limit)
            return IllegalAction("bad_action", text=str(action))
        if kind == "pass":
            return IllegalAction("cannot_pass")
        if kind == "take":
            return IllegalAction("cannot_take")
        if phase != DEFEND:
            return IllegalAction("not_defender")
        if kind == "defend":
            t = action.target
            if t is None or len(action.cards) != 1:
                return IllegalAction("bad_action", text=str(action))
            if t not in [a for a, d in zip(self._atk, self._dfn) if d is None]:
                return IllegalAction("nothing_to_beat", card=t)
            return IllegalAction("cannot_beat", card=action.cards[0], target=t)
        # transfer / show
        if not self._rules.transfer or (kind == "show" and not self._rules.transfer_show):
            return IllegalAction("transfer_not_allowed")
        if len(action.cards) != 1 or action.target is not None:
            return IllegalAction("bad_action", text=str(action))
        if any(d is not None for d in self._dfn):
            return IllegalAction("transfer_after_defence")
        c = action.cards[0]
        rank = self._atk[0] >> 2
        if c >> 2 != rank:
            return IllegalAction("transfer_wrong_rank", rank=RANKS[rank])
        if kind == "show":
            if c & 3 != self._trump:
                return IllegalAction("show_not_trump")
            if self._shown >> c & 1:
                return IllegalAction("show_already_used", card=c)
        if len(self._atk) + 1 > self._rules.cap(self._bout) and kind == "transfer":
            return IllegalAction("too_many_cards", limit=self._rules.cap(self._bout))
        return IllegalAction(
            "transfer_too_many", count=popcount(self._hands[self._transfer_target()])
        )

    # --- apply ------------------------------------------------------------------------------
    def _apply(self, action: Action) -> "DurakState":
        kind = action.kind
        turn = self._turn
        assert turn is not None
        hands = list(self._hands)
        known = self._known
        atk = self._atk
        dfn = self._dfn
        tmask = self._tmask
        attacker = self._attacker
        defender = self._defender
        passes = self._passes
        limit = self._limit
        shown = self._shown
        ev: List[Event] = []
        if kind == "defend":
            c = action.cards[0]
            t = action.target
            hands[turn] ^= 1 << c
            if known[turn] >> c & 1:
                known = _unknow(known, turn, c)
            i = atk.index(t)
            dfn = dfn[:i] + (c,) + dfn[i + 1 :]
            tmask |= RANK_OF_CARD[c]
            ev.append(Event("defend", turn, (c,), 0, t))
            if None in dfn:
                phase = DEFEND
                nturn: Optional[int] = defender
            else:
                return self._all_beaten(hands, known, atk, dfn, tmask, ev)
        elif kind == "throw_in":
            c = action.cards[0]
            hands[turn] ^= 1 << c
            if known[turn] >> c & 1:
                known = _unknow(known, turn, c)
            atk = atk + (c,)
            dfn = dfn + (None,)
            tmask |= RANK_OF_CARD[c]
            ev.append(Event("throw_in", turn, (c,)))
            if self._phase == ADD:
                phase = DEFEND
                nturn = defender
                passes = 0
            else:  # TAKING: the thrower is asked again
                phase = TAKING
                passes = 0
                if len(atk) >= limit:
                    return self._end_bout(hands, known, atk, dfn, True, ev)
                nturn = turn if hands[turn] else self._next_adder(turn, hands)
                if nturn is None:
                    return self._end_bout(hands, known, atk, dfn, True, ev)
        elif kind == "pass":
            ev.append(Event("pass", turn))
            passes += 1
            nxt = self._next_adder(turn, hands)
            total = self._count_adders(hands)
            if nxt is None or passes >= total:
                return self._end_bout(hands, known, atk, dfn, self._phase == TAKING, ev)
            phase = self._phase
            nturn = nxt
        elif kind == "take":
            ev.append(Event("taking", turn))
            phase = TAKING
            passes = 0
            if len(atk) >= limit:
                return self._end_bout(hands, known, atk, dfn, True, ev)
            nturn = self._first_adder(hands)
            if nturn is None:
                return self._end_bout(hands, known, atk, dfn, True, ev)
        elif kind == "attack":
            m = 0
            for c in action.cards:
                m |= 1 << c
            hands[turn] ^= m
            if known[turn] & m:
                known = _unknow(known, turn, *action.cards)
            atk = action.cards
            dfn = (None,) * len(atk)
            tmask = RANK_OF_CARD[atk[0]]
            ev.append(Event("attack", turn, atk))
            phase = DEFEND
            nturn = defender
            passes = 0
        else:  # transfer or show
            c = action.cards[0]
            newdef = self._transfer_target()
            if kind == "transfer":
                hands[turn] ^= 1 << c
                if known[turn] >> c & 1:
                    known = _unknow(known, turn, c)
                atk = atk + (c,)
                dfn = dfn + (None,)
            else:
                shown |= 1 << c
                if not known[turn] >> c & 1:
                    kl = list(known)
                    kl[turn] |= 1 << c
                    known = tuple(kl)
            ev.append(Event(kind, turn, (c,), newdef))
            attacker = turn
            defender = newdef
            limit = min(self._rules.cap(self._bout), popcount(hands[newdef]))
            phase = DEFEND
            nturn = newdef
            passes = 0
        return self._replace(
            hands=tuple(hands),
            atk=atk,
            dfn=dfn,
            tmask=tmask,
            attacker=attacker,
            defender=defender,
            phase=phase,
            turn=nturn,
            passes=passes,
            limit=limit,
            shown=shown,
            known=known,
        )._moved(self._plog, tuple(ev))

    def _moved(
        self, plog: Any, events: Tuple[Event, ...], result: Optional[Result] = None
    ) -> "DurakState":
        """Makes this fresh copy (from ``_replace``) the position after a move: one more
        action played, the move's ``events`` and ``result``, the log ``plog`` extended, the
        action cap applied.  Only ever called on a copy nobody else has seen yet."""
        nact = self._nact = self._nact + 1
        if result is None and nact >= self._rules.action_cap:
            result = Result(self._out, None, True, Termination.ACTION_CAP)
            events = events + (Event("game_over", None),)
            self._phase = OVER
            self._turn = None
        self._result = result
        self.events = events
        self._plog = (plog, events)
        return self

    def _replace(
        self,
        *,
        hands: Tuple[int, ...] = _SAME,
        talon: Tuple[Card, ...] = _SAME,
        discard: int = _SAME,
        atk: Tuple[Card, ...] = _SAME,
        dfn: Tuple[Optional[Card], ...] = _SAME,
        tmask: int = _SAME,
        attacker: int = _SAME,
        defender: int = _SAME,
        phase: int = _SAME,
        turn: Optional[int] = _SAME,
        passes: int = _SAME,
        limit: int = _SAME,
        bout: int = _SAME,
        shown: int = _SAME,
        out: Tuple[int, ...] = _SAME,
        known: Tuple[int, ...] = _SAME,
    ) -> "DurakState":
        """A copy of this position with the given fields changed, its caches and log empty
        (what a move may change; rules, seed, seats and trump stay).

        Why named parameters with a sentinel, and not ``**changes`` with ``setattr``: the
        ``setattr`` loop cost about 1.7 us a move for the dozen fields a move passes, and made
        random playouts 35 % slower (``python -m engine bench``: 135,000 against 207,000
        actions per CPU-second); forwarding ``**changes`` from another method cost 1 us more.
        This form is within 5 % of the old positional ``_make`` call.  The move's own parts
        (count, events, log, action cap) are :meth:`_moved`'s, chained after this."""
        same = _SAME  # a local: read sixteen times
        s = object.__new__(DurakState)
        s._rules = self._rules
        s._seed = self._seed
        s._n = self._n
        s._trump_card = self._trump_card
        s._trump = self._trump
        s._hands = self._hands if hands is same else hands
        s._talon = self._talon if talon is same else talon
        s._discard = self._discard if discard is same else discard
        s._atk = self._atk if atk is same else atk
        s._dfn = self._dfn if dfn is same else dfn
        s._tmask = self._tmask if tmask is same else tmask
        s._attacker = self._attacker if attacker is same else attacker
        s._defender = self._defender if defender is same else defender
        s._phase = self._phase if phase is same else phase
        s._turn = self._turn if turn is same else turn
        s._passes = self._passes if passes is same else passes
        s._limit = self._limit if limit is same else limit
        s._bout = self._bout if bout is same else bout
        s._shown = self._shown if shown is same else shown
        s._out = self._out if out is same else out
        s._known = self._known if known is same else known
        s._nact = self._nact
        s._result = self._result
        s.events = self.events
        s._legal = None
        s._hist = None
        s._plog = None
        return s

    def _adder_ok(self, p: int, hands: Sequence[int]) -> bool:
        return p != self._defender and p not in self._out and hands[p] != 0

    def _first_adder(self, hands: Sequence[int]) -> Optional[int]:
        a = self._attacker
        if self._adder_ok(a, hands):
            return a
        return self._next_adder(a, hands)

    def _next_adder(self, p: int, hands: Sequence[int]) -> Optional[int]:
        """Next attacker after ``p`` (clockwise) who may add; ``p`` itself if it is the only
        one; None if nobody may."""
        n = self._n
        q = p
        for _ in range(n):
            q = (q + 1) % n
            if self._adder_ok(q, hands):
                return q
        return None

    def _count_adders(self, hands: Sequence[int]) -> int:
        return sum(1 for p in range(self._n) if self._adder_ok(p, hands))

    def _all_beaten(
        self,
        hands: List[int],
        known: Tuple[int, ...],
        atk: Tuple[Card, ...],
        dfn: Tuple[Optional[Card], ...],
        tmask: int,
        ev: List[Event],
    ) -> "DurakState":
        if len(atk) >= self._limit or not hands[self._defender]:
            return self._end_bout(hands, known, atk, dfn, False, ev)
        first = self._first_adder(hands)
        if first is None:
            return self._end_bout(hands, known, atk, dfn, False, ev)
        return self._replace(
            hands=tuple(hands),
            atk=atk,
            dfn=dfn,
            tmask=tmask,
            phase=ADD,
            turn=first,
            passes=0,
            known=known,
        )._moved(self._plog, tuple(ev))

    def _end_bout(
        self,
        hands: List[int],
        known: Tuple[int, ...],
        atk: Tuple[Card, ...],
        dfn: Tuple[Optional[Card], ...],
        taken: bool,
        ev: List[Event],
    ) -> "DurakState":
        n = self._n
        attacker = self._attacker
        defender = self._defender
        discard = self._discard
        table = atk + tuple(d for d in dfn if d is not None)
        tbits = 0
        for c in table:
            tbits |= 1 << c
        if taken:
            hands[defender] |= tbits
            kl = list(known)
            kl[defender] |= tbits
            ev.append(Event("take", defender, table, len(table)))
        else:
            discard |= tbits
            kl = list(known)
            ev.append(Event("discard", None, table, len(table)))
        # draw: main attacker, the other attackers in turn order, the defender last
        talon = self._talon
        out = self._out
        order = [attacker]
        q = attacker
        for _ in range(n - 1):
            q = (q + 1) % n
            if q != defender and q not in out:
                order.append(q)
        if defender != attacker:
            order.append(defender)
        trump_card = self._trump_card
        for p in order:
            if not talon:
                break
            need = HAND_SIZE - popcount(hands[p])
            if need > 0:
                got = talon[:need]
                talon = talon[need:]
                for c in got:
                    hands[p] |= 1 << c
                if not talon and got[-1] == trump_card:
                    kl[p] |= 1 << trump_card
                ev.append(Event("draw", p, got, len(got)))
        known = tuple(kl)
        result: Optional[Result] = None
        if not talon:
            newly = [p for p in order if not hands[p] and p not in out]
            if newly:
                out = out + tuple(newly)
                for p in newly:
                    ev.append(Event("out", p))
            remaining = [p for p in range(n) if p not in out]
            if len(remaining) <= 1:
                durak = remaining[0] if remaining else None
                result = Result(out, durak, durak is None)
                ev.append(Event("game_over", durak))
        if result is not None:  # the seats stay; nobody is to act
            nat, ndef, phase, turn, limit, bout = attacker, defender, OVER, None, 0, self._bout
        else:  # the next bout
            nat = self._next_after(defender, out) if taken or defender in out else defender
            ndef = self._next_after(nat, out)
            bout = self._bout + 1
            limit = min(self._rules.cap(bout), popcount(hands[ndef]))
            phase, turn = ATTACK, nat
        return self._replace(
            hands=tuple(hands),
            talon=talon,
            discard=discard,
            atk=(),
            dfn=(),
            tmask=0,
            attacker=nat,
            defender=ndef,
            phase=phase,
            turn=turn,
            passes=0,
            limit=limit,
            bout=bout,
            shown=0,
            out=out,
            known=known,
        )._moved(self._plog, tuple(ev), result)

    def _next_after(self, p: int, out: Tuple[int, ...]) -> int:
        n = self._n
        q = (p + 1) % n
        while q in out and q != p:
            q = (q + 1) % n
        return q

    # --- fuzz hooks -------------------------------------------------------------------------
    def card_places(self) -> Dict[str, Tuple[Card, ...]]:
        places = {f"hand {p}": cards_of(h) for p, h in enumerate(self._hands)}
        places["talon"] = self._talon
        places["discard"] = cards_of(self._discard)
        places["table"] = self._atk + tuple(d for d in self._dfn if d is not None)
        return places

    def deck_cards(self) -> Tuple[Card, ...]:
        return cards_of(self._rules.deck_mask)

    def hidden_from(self, player: int) -> Tuple[Card, ...]:
        m = 0
        for p, h in enumerate(self._hands):
            if p != player:
                m |= h & ~self._known[p]
        for c in self._talon:
            m |= 1 << c
        if self._talon:
            m &= ~(1 << self._trump_card)
        return cards_of(m)

    def conserved(self) -> bool:
        """Fast check: every card of the deck is in exactly one place."""
        union = self._discard
        total = popcount(union)
        for h in self._hands:
            union |= h
            total += popcount(h)
        for c in self._talon:
            union |= 1 << c
        for c in self._atk:
            union |= 1 << c
        for d in self._dfn:
            if d is not None:
                union |= 1 << d
        total += len(self._talon) + len(self._atk) + len(self._dfn) - self._dfn.count(None)
        return union == self._rules.deck_mask and total == self._rules.deck

    # --- identity ---------------------------------------------------------------------------
    def _key(self) -> Tuple[Any, ...]:
        return (
            self._rules.key(),
            self._n,
            self._hands,
            self._talon,
            self._trump_card,
            self._discard,
            self._atk,
            self._dfn,
            self._attacker,
            self._defender,
            self._phase,
            self._turn,
            self._passes,
            self._limit,
            self._bout,
            self._shown,
            self._out,
            self._known,
            self._nact,
            self._result,
        )

    # --- views ------------------------------------------------------------------------------
    def view(self, player: int) -> DurakView:
        """Everything ``player`` may know: own hand, the table, trump, counts, the discard
        (every card in it was seen face up), and cards of other hands known from pick-ups,
        shows and the drawn trump card.  The seed and the talon order are not included."""
        n = self._n
        check_seat(player, n)
        own = self._hands[player]
        known = tuple(0 if p == player else self._known[p] for p in range(n))
        seen = own | self._discard
        for p in range(n):
            seen |= known[p]
        for c in self._atk:
            seen |= 1 << c
        for d in self._dfn:
            if d is not None:
                seen |= 1 << d
        if self._talon:
            seen |= 1 << self._trump_card
        unknown = self._rules.deck_mask & ~seen
        events = tuple(
            [e if e.kind != "draw" or e.player == player else _hidden(e) for e in self.events]
        )
        actions = self._legal_tuple() if self._turn == player else ()
        return DurakView(
            actions,
            {"public_log": self.public_log(player)},
            variant=self._rules.variant,
            player=player,
            players=n,
            current_player=self._turn,
            phase=PHASES[self._phase],
            hand=cards_of(own),
            hand_counts=tuple(popcount(h) for h in self._hands),
            trump=self._trump,
            trump_card=self._trump_card,
            talon_count=len(self._talon),
            discard_count=popcount(self._discard),
            discard=cards_of(self._discard),
            table=self.table,
            attacker=self._attacker,
            defender=self._defender,
            limit=self._limit,
            bout=self._bout,
            passes=self._passes,
            shown=cards_of(self._shown),
            known=tuple(cards_of(k) for k in known),
            unknown=cards_of(unknown),
            out=tuple(p in self._out for p in range(n)),
            order=self._out,
            terminal=self._result is not None,
            result=self._result,
            options=self._rules.to_dict(),
            events=events,
            deck=self._rules.deck,
            actions_played=self._nact,
        )

    def _legal_tuple(self) -> Tuple[Action, ...]:
        legal = self._legal
        if legal is None:
            legal = self._legal = self._compute_legal()
        return legal

    # --- text -------------------------------------------------------------------------------
    def __str__(self) -> str:
        r = self._rules
        lines = [
            f"{r.variant.capitalize()}, {self._n} players, {r.deck} cards, bout "
            f"{self._bout}; trump {self._trump_card.pretty()}; talon {len(self._talon)}, "
            f"discard {popcount(self._discard)}"
        ]
        for p in range(self._n):
            role = []
            if p == self._attacker and self._phase != OVER:
                role.append("attacker")
            if p == self._defender and self._phase != OVER:
                role.append("defender")
            if p in self._out:
                role.append("out")
            mark = "*" if p == self._turn else " "
            cards = format_cards(cards_of(self._hands[p]), pretty=True) or "-"
            lines.append(f" {mark}P{p}: {cards}" + (f"  ({', '.join(role)})" if role else ""))
        if self._atk:
            pairs = "  ".join(
                a.pretty() + "/" + (d.pretty() if d is not None else "--")
                for a, d in zip(self._atk, self._dfn)
            )
            lines.append(f" table: {pairs}  (limit {self._limit})")
        lines.append(self._status_line())
        return "\n".join(lines)

    def _outcome_text(self, res: Result) -> str:
        return f"P{res.durak} is the durak"

    def __repr__(self) -> str:
        return (
            f"<DurakState {self._rules.variant} {self._n}p bout {self._bout} "
            f"{PHASES[self._phase]} turn={self._turn}>"
        )

    # --- saving -----------------------------------------------------------------------------
    def to_dict(self) -> Dict[str, Any]:
        return {
            **self._save_head(),
            "trump": str(self._trump_card),
            "talon": [str(c) for c in self._talon],
            "discard": [str(c) for c in cards_of(self._discard)],
            "hands": [[str(c) for c in cards_of(h)] for h in self._hands],
            "table": [
                [str(a), None if d is None else str(d)] for a, d in zip(self._atk, self._dfn)
            ],
            "attacker": self._attacker,
            "defender": self._defender,
            "phase": PHASES[self._phase],
            "turn": self._turn,
            "passes": self._passes,
            "limit": self._limit,
            "bout": self._bout,
            "shown": [str(c) for c in cards_of(self._shown)],
            "out": list(self._out),
            "known": [[str(c) for c in cards_of(k)] for k in self._known],
            **self._save_tail(),
        }


def _unknow(known: Tuple[int, ...], p: int, *cards: int) -> Tuple[int, ...]:
    kl = list(known)
    for c in cards:
        kl[p] &= ~(1 << c)
    return tuple(kl)
