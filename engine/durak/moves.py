"""What a Durak move does (:class:`DurakMoves`): the defence, throw-in, pass, take, attack,
transfer and show, the end of a bout (take or discard, the draw, who goes out, the next
attacker) and the action cap.  The legal actions and refusals that guard them are
:mod:`.state`'s."""

from typing import Any, List, Optional, Sequence, Tuple

from ..base import Action, Event, Result, Termination
from ..cards import Card, popcount
from .fields import DurakFields
from .tables import ADD, ATTACK, DEFEND, HAND_SIZE, OVER, RANK_OF_CARD, TAKING


class DurakMoves(DurakFields):
    """The moves of a Durak position, on :class:`DurakFields`' fields."""

    __slots__ = ()

    # --- apply ------------------------------------------------------------------------------
    def _apply(self, action: Action) -> "DurakMoves":
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
    ) -> "DurakMoves":
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
    ) -> "DurakMoves":
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
    ) -> "DurakMoves":
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


def _unknow(known: Tuple[int, ...], p: int, *cards: int) -> Tuple[int, ...]:
    kl = list(known)
    for c in cards:
        kl[p] &= ~(1 << c)
    return tuple(kl)
