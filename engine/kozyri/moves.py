"""What a Svoi Kozyri move does (:class:`KozyriMoves`): a position's fields and its one
builder, then each action played (suit choice, lead, beat, pick-up), the draw, who goes out,
the end of the game and the action cap, with the hot loop's fast :meth:`apply`.  The legal
actions and refusals that guard the moves, the views, the text and the save are
:mod:`.state`'s."""

from typing import Any, List, Optional, Sequence, Tuple, Type, TypeVar

from ..base import (
    Action,
    Event,
    FieldState,
    Result,
    State,
    Termination,
)
from ..cards import (
    CARDS,
    Card,
    popcount,
)
from .rules import (
    _LEAD,
    BEAT,
    CHOOSE,
    OVER,
    PICK_UP,
    PLAY,
    _beat_last,
    _beat_row,
    _deal,
    _Rules,
    pick_count,
)

# the class a move is applied on (KozyriState in play): what a move returns
M = TypeVar("M", bound="KozyriMoves")


class KozyriMoves(FieldState):
    """The fields and moves of a Svoi Kozyri position; :class:`engine.kozyri.state.KozyriState`
    adds the legal actions, refusals, views, text and saving."""

    __slots__ = (
        "_n",
        "_dealer",
        "_suits",
        "_stock",
        "_hands",
        "_known",
        "_pile",
        "_owners",
        "_out",
    )

    _rules: _Rules  # (narrows FieldState's field)
    _n: int
    _dealer: int
    _suits: Tuple[int, ...]
    _stock: Tuple[Card, ...]
    _hands: Tuple[int, ...]
    _known: Tuple[int, ...]
    _pile: Tuple[Card, ...]
    _owners: Tuple[Optional[int], ...]  # who laid each pile card (None: not known), as _pile
    _out: Tuple[int, ...]

    @classmethod
    def _make(
        cls: Type[M],
        rules: _Rules,
        seed: Optional[int],
        n: int,
        dealer: int,
        suits: Tuple[int, ...],
        phase: int,
        stock: Tuple[Card, ...],
        hands: Tuple[int, ...],
        known: Tuple[int, ...],
        pile: Tuple[Card, ...],
        owners: Tuple[Optional[int], ...],
        turn: Optional[int],
        out: Tuple[int, ...],
        nact: int,
        result: Optional[Result],
        events: Tuple[Event, ...],
    ) -> M:
        s = object.__new__(cls)
        s._rules = rules
        s._seed = seed
        s._n = n
        s._dealer = dealer
        s._suits = suits
        s._phase = phase
        s._stock = stock
        s._hands = hands
        s._known = known
        s._pile = pile
        s._owners = owners
        s._turn = turn
        s._out = out
        s._nact = nact
        s._result = result
        s.events = events
        s._legal = None
        s._hist = None
        return s

    # --- apply ------------------------------------------------------------------------------
    def _apply(self: M, action: Action) -> M:
        kind = action.kind
        turn = self._turn
        assert turn is not None
        nact = self._nact + 1
        if kind == "choose_suit":
            return self._choose(turn, action.suit, nact)  # type: ignore[arg-type]
        hands = list(self._hands)
        known = list(self._known)
        pile = self._pile
        owners = self._owners
        stock = self._stock
        events: List[Event] = []
        if kind == "pick_up":
            k = pick_count(pile[-1], self._suits[turn], len(pile))
            picked = pile[-k:]
            pile = pile[:-k]
            owners = owners[:-k]
            m = 0
            for c in picked:
                m |= 1 << c
            hands[turn] |= m
            known[turn] |= m
            events.append(Event("pick_up", turn, picked, k))
        else:
            if kind == "lead":
                c = action.cards[0]
                played = 1 << c
                pile = pile + (c,)
                owners = owners + (turn,)
                events.append(Event("lead", turn, (c,)))
            else:  # beat
                cs = action.cards
                played = 0
                for c in cs:
                    played |= 1 << c
                pile = pile + cs
                owners = owners + (turn,) * len(cs)
                events.append(Event("beat", turn, cs, 0, action.target))
            h = hands[turn] & ~played
            known[turn] &= ~played
            if stock:
                need = self._rules.hand_size - popcount(h)
                if need > 0:
                    drawn = stock[:need]
                    stock = stock[need:]
                    for c in drawn:
                        h |= 1 << c
                    events.append(Event("draw", turn, drawn, len(drawn)))
            hands[turn] = h
            if not h:
                return self._went_out(
                    turn, tuple(hands), tuple(known), pile, owners, stock, nact, events
                )
        nxt = self._next_holder(turn, hands)
        return self._continue(
            tuple(hands), tuple(known), pile, owners, stock, nxt, self._out, nact, events
        )

    def _continue(
        self: M,
        hands: Tuple[int, ...],
        known: Tuple[int, ...],
        pile: Tuple[Card, ...],
        owners: Tuple[Optional[int], ...],
        stock: Tuple[Card, ...],
        turn: Optional[int],
        out: Tuple[int, ...],
        nact: int,
        events: List[Event],
        result: Optional[Result] = None,
    ) -> M:
        """The state after a move: ``turn`` plays next, unless ``result`` ends the game or the
        action cap stops it."""
        phase = PLAY
        nturn = turn
        if result is not None:
            phase = OVER
            nturn = None
        elif nact >= self._rules.action_cap:
            result = Result(out, None, True, Termination.ACTION_CAP)
            phase = OVER
            nturn = None
            events.append(Event("game_over", None))
        return self._make(
            self._rules,
            self._seed,
            self._n,
            self._dealer,
            self._suits,
            phase,
            stock,
            hands,
            known,
            pile,
            owners,
            nturn,
            out,
            nact,
            result,
            tuple(events),
        )

    def _next_holder(self, p: int, hands: Sequence[int]) -> int:
        n = self._n
        q = (p + 1) % n
        while not hands[q]:
            q = (q + 1) % n
        return q

    def _went_out(
        self: M,
        player: int,
        hands: Tuple[int, ...],
        known: Tuple[int, ...],
        pile: Tuple[Card, ...],
        owners: Tuple[Optional[int], ...],
        stock: Tuple[Card, ...],
        nact: int,
        events: List[Event],
    ) -> M:
        out = self._out + (player,)
        events.append(Event("out", player))
        holders = [p for p in range(self._n) if hands[p]]
        if len(holders) >= 2:
            return self._continue(
                hands,
                known,
                pile,
                owners,
                stock,
                self._next_holder(player, hands),
                out,
                nact,
                events,
            )
        # one player left holding cards (stock is necessarily empty here)
        last = holders[0]
        h = hands[last]
        top = pile[-1]
        if h & (h - 1) == 0 and BEAT[self._suits[last]][top] & h:
            c = CARDS[h.bit_length() - 1]
            hl = list(hands)
            hl[last] = 0
            kl = list(known)
            kl[last] = 0
            events.append(Event("beat", last, (c,), 0, top))
            events.append(Event("out", last))
            events.append(Event("game_over", None))
            hands, known, pile, out = tuple(hl), tuple(kl), pile + (c,), out + (last,)
            owners = owners + (last,)
            result = Result(out, None, True)
        else:
            events.append(Event("game_over", last))
            result = Result(out, last, False)
        return self._continue(hands, known, pile, owners, stock, None, out, nact, events, result)

    def _choose(self: M, turn: int, suit: int, nact: int) -> M:
        n = self._n
        suits = list(self._suits)
        suits[turn] = suit
        events = [Event("choose_suit", turn, (), suit)]
        if -1 in suits:
            return self._make(
                self._rules,
                self._seed,
                n,
                self._dealer,
                tuple(suits),
                CHOOSE,
                self._stock,
                self._hands,
                self._known,
                (),
                (),
                (turn + 1) % n,
                (),
                nact,
                None,
                tuple(events),
            )
        hands, known, stock, deal_events = _deal(
            self._rules, n, self._dealer, tuple(suits), self._stock
        )
        events.extend(deal_events)
        first = (self._dealer + 1) % n
        state = self._make(
            self._rules,
            self._seed,
            n,
            self._dealer,
            tuple(suits),
            PLAY,
            stock,
            hands,
            known,
            (),
            (),
            first,
            (),
            nact,
            None,
            (),
        )
        return state._continue(hands, known, (), (), stock, first, (), nact, events)

    # fast path for the hot loop: a legal Action is recognised by the rules directly instead
    # of the linear membership test of State.apply (anything else goes through State.apply);
    # the state keeps the engine's own Action object, never the caller's
    def apply(self: M, action: Any) -> M:
        if type(action) is Action and self._result is None and self._phase == PLAY:
            kind = action.kind
            turn = self._turn
            hand = self._hands[turn]  # type: ignore[index]
            cards = action.cards
            pile = self._pile
            own: Optional[Action] = None
            if kind == "beat":
                if pile and action.target == pile[-1] and action.suit is None:
                    top = pile[-1]
                    beat = BEAT[self._suits[turn]][top]  # type: ignore[index]
                    if len(cards) == 2:
                        x, y = cards
                        if type(x) is Card and type(y) is Card and x != y:
                            if hand >> x & 1 and hand >> y & 1 and beat >> x & 1:
                                own = _beat_row(top, x)[y]
                    elif len(cards) == 1:
                        x = cards[0]
                        if type(x) is Card and hand == 1 << x and beat >> x & 1:
                            own = _beat_last(top, x)
            elif kind == "pick_up":
                if pile and not cards and action.target is None and action.suit is None:
                    own = PICK_UP
            elif kind == "lead":
                if not pile and len(cards) == 1 and action.target is None and action.suit is None:
                    x = cards[0]
                    if type(x) is Card and hand >> x & 1:
                        own = _LEAD[x]
            if own is not None:
                nxt = self._apply(own)
                nxt._hist = (self._hist, own)
                return nxt
        return State.apply(self, action)  # type: ignore[return-value]
