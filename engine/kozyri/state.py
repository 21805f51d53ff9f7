"""A Svoi Kozyri position (:class:`KozyriState`) and its rules of play: the legal actions,
the refusals and what each action does.  The rules are in :mod:`engine.kozyri`'s docstring;
the constants, the spec and the deal's mechanics are :mod:`.rules`', a new game
:mod:`.deal`'s, loading a save and sampling a position from a view :mod:`.load`'s and
:mod:`.sample`'s."""

from operator import itemgetter
from typing import Any, Dict, List, Optional, Sequence, Tuple

from ..base import (
    Action,
    Event,
    FieldState,
    IllegalAction,
    Result,
    State,
    Termination,
    check_seat,
)
from ..cards import (
    CARDS,
    SUITS,
    Card,
    bits,
    cards_of,
    format_cards,
    popcount,
)
from ..loading import card_mask
from ..views import KozyriView

# the public names are the package's (engine/kozyri/__init__.py __all__)
from .rules import (
    _CHOOSE,
    _LEAD,
    _SUIT_NAMES,
    BEAT,
    CHOOSE,
    DECK,
    DECK_MASK,
    FORMAT,
    OVER,
    PHASES,
    PICK_UP,
    PLAY,
    VARIANT,
    _beat_last,
    _beat_row,
    _deal,
    _Rules,
    beats_for,
    pick_count,
)


class KozyriState(FieldState):
    """A Svoi Kozyri position (see the module docstring for rules and turn model)."""

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

    variant = VARIANT
    FORMAT = FORMAT
    PHASES = PHASES

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
        cls,
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
    ) -> "KozyriState":
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

    # --- properties -------------------------------------------------------------------------
    @property
    def players(self) -> int:
        return self._n

    @property
    def dealer(self) -> int:
        return self._dealer

    @property
    def suits(self) -> Tuple[Optional[int], ...]:
        """Each player's own trump suit (0..3), None while not chosen yet."""
        return tuple(None if s < 0 else s for s in self._suits)

    @property
    def pile(self) -> Tuple[Card, ...]:
        """The play pile, bottom first (the last card is the top)."""
        return self._pile

    @property
    def pile_owners(self) -> Tuple[Optional[int], ...]:
        """Who laid each card of :attr:`pile` (a seat, bottom first), recorded as the moves
        are applied; None for a card of a position loaded without it (an older save) whose
        past could not be replayed."""
        return self._owners

    @property
    def stock(self) -> Tuple[Card, ...]:
        """The undealt cards, top first (during suit choice: the whole shuffled deck)."""
        return self._stock

    @property
    def out(self) -> Tuple[int, ...]:
        return self._out

    def known_mask(self, player: int) -> int:
        """Cards of ``player``'s hand that every other player knows."""
        return self._known[player]

    # --- legal actions ----------------------------------------------------------------------
    def _compute_legal(self) -> Tuple[Action, ...]:
        if self._result is not None:
            return ()
        turn = self._turn
        assert turn is not None
        if self._phase == CHOOSE:
            taken = self._suits
            return tuple(_CHOOSE[s] for s in range(4) if s not in taken)
        hand = self._hands[turn]
        pile = self._pile
        if not pile:
            return tuple(_LEAD[c] for c in bits(hand))
        top = pile[-1]
        out: List[Action] = []
        cards = bits(hand)
        beaters = hand & BEAT[self._suits[turn]][top]
        if beaters:
            if len(cards) == 1:
                out.append(_beat_last(top, cards[0]))
            else:
                get = itemgetter(*cards)
                index = cards.index
                for x in bits(beaters):
                    row = get(_beat_row(top, x))
                    i = index(x)
                    out += row[:i]
                    out += row[i + 1 :]
        out.append(PICK_UP)
        return tuple(out)

    def _legal_tuple(self) -> Tuple[Action, ...]:
        legal = self._legal
        if legal is None:
            legal = self._legal = self._compute_legal()
        return legal

    # --- refusals ---------------------------------------------------------------------------
    def _refuse(self, action: Action) -> IllegalAction:
        kind = action.kind
        if kind not in ("choose_suit", "lead", "beat", "pick_up"):
            return IllegalAction("unknown_kind", kind=kind)
        turn = self._turn
        assert turn is not None
        if self._phase == CHOOSE:
            if kind != "choose_suit":
                return IllegalAction("wrong_phase", kind=kind)
            if action.suit is None or action.cards:
                return IllegalAction("bad_action", text=str(action))
            return IllegalAction("suit_taken", suit=_SUIT_NAMES[action.suit])
        if kind == "choose_suit":
            return IllegalAction("wrong_phase", kind=kind)
        hand = self._hands[turn]
        for c in action.cards:
            if not hand >> c & 1:
                return IllegalAction("not_in_hand", card=c)
        pile = self._pile
        if kind == "pick_up":
            if not pile:
                return IllegalAction("must_lead")
            return IllegalAction("bad_action", text=str(action))
        if kind == "lead":
            if pile:
                return IllegalAction("wrong_phase", kind=kind)
            if not action.cards:
                return IllegalAction("empty_action")
            if len(action.cards) > 1:
                return IllegalAction("one_card_only")
            return IllegalAction("bad_action", text=str(action))
        # beat
        if not pile:
            return IllegalAction("pile_empty")
        top = pile[-1]
        t = action.target
        if t is None or not action.cards:
            return IllegalAction("bad_action", text=str(action))
        if t != top:
            return IllegalAction("not_top_card", card=t, top=top)
        x = action.cards[0]
        if not beats_for(x, top, self._suits[turn]):
            return IllegalAction("cannot_beat", card=x, target=top)
        if len(action.cards) == 1:
            return IllegalAction("must_lay")
        if len(action.cards) > 2:
            return IllegalAction("one_card_only")
        return IllegalAction("bad_action", text=str(action))

    # --- apply ------------------------------------------------------------------------------
    def _apply(self, action: Action) -> "KozyriState":
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
        self,
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
    ) -> "KozyriState":
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
        return KozyriState._make(
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
        self,
        player: int,
        hands: Tuple[int, ...],
        known: Tuple[int, ...],
        pile: Tuple[Card, ...],
        owners: Tuple[Optional[int], ...],
        stock: Tuple[Card, ...],
        nact: int,
        events: List[Event],
    ) -> "KozyriState":
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

    def _choose(self, turn: int, suit: int, nact: int) -> "KozyriState":
        n = self._n
        suits = list(self._suits)
        suits[turn] = suit
        events = [Event("choose_suit", turn, (), suit)]
        if -1 in suits:
            return KozyriState._make(
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
        state = KozyriState._make(
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
    def apply(self, action: Any) -> "KozyriState":
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

    # --- fuzz hooks ---------------------------------------------------------------------------
    def card_places(self) -> Dict[str, Tuple[Card, ...]]:
        places = {f"hand {p}": cards_of(h) for p, h in enumerate(self._hands)}
        places["stock"] = self._stock
        places["pile"] = self._pile
        return places

    def deck_cards(self) -> Tuple[Card, ...]:
        return cards_of(DECK_MASK)

    def hidden_from(self, player: int) -> Tuple[Card, ...]:
        m = card_mask(self._stock)
        for p, h in enumerate(self._hands):
            if p != player:
                m |= h & ~self._known[p]
        return cards_of(m)

    def conserved(self) -> bool:
        total = len(self._stock) + len(self._pile)
        union = card_mask(self._stock) | card_mask(self._pile)
        for h in self._hands:
            total += popcount(h)
            union |= h
        return total == DECK and union == DECK_MASK

    # --- identity, views, text --------------------------------------------------------------
    def _key(self) -> Tuple[Any, ...]:
        # who laid the pile's cards is not in the key: it is a record of the past (like the
        # events) that no rule reads, so the same position reached by other hands is equal
        # (the bots' transpositions), and a save replayed from its past equals its position
        # loaded without the owners (an older save)
        return (
            VARIANT,
            self._rules.key(),
            self._n,
            self._dealer,
            self._suits,
            self._phase,
            self._stock,
            self._hands,
            self._known,
            self._pile,
            self._turn,
            self._out,
            self._nact,
            self._result,
        )

    def view(self, player: int) -> KozyriView:
        """Everything ``player`` may know (see the module docstring); never the stock order,
        the seed or other players' unpublished cards."""
        n = self._n
        check_seat(player, n)
        own = self._hands[player]
        known = tuple(0 if p == player else self._known[p] for p in range(n))
        seen = own
        for c in self._pile:
            seen |= 1 << c
        for k in known:
            seen |= k
        events = tuple(
            e if e.kind != "draw" or e.player == player else Event("draw", e.player, (), e.count)
            for e in self.events
        )
        actions = self._legal_tuple() if self._turn == player else ()
        pile = self._pile
        return KozyriView(
            actions,
            variant=VARIANT,
            player=player,
            players=n,
            current_player=self._turn,
            phase=PHASES[self._phase],
            hand=cards_of(own),
            hand_counts=tuple(popcount(h) for h in self._hands),
            trump=None if self._suits[player] < 0 else self._suits[player],
            trump_card=None,
            suits=self.suits,
            dealer=self._dealer,
            talon_count=len(self._stock) if self._phase != CHOOSE else 0,
            stock_count=len(self._stock) if self._phase != CHOOSE else 0,
            discard_count=0,
            pile=pile,
            pile_owners=self._owners,
            top=pile[-1] if pile else None,
            known=tuple(cards_of(k) for k in known),
            unknown=cards_of(DECK_MASK & ~seen),
            out=tuple(p in self._out for p in range(n)),
            order=self._out,
            terminal=self._result is not None,
            result=self._result,
            options=self._rules.to_dict(),
            events=events,
            deck=DECK,
            actions_played=self._nact,
        )

    def __str__(self) -> str:
        n = self._n
        lines = [
            f"Svoi Kozyri, {n} players, deal {self._rules.deal}; dealer P{self._dealer}; "
            f"stock {len(self._stock) if self._phase != CHOOSE else 0}"
        ]
        for p in range(n):
            mark = "*" if p == self._turn else " "
            s = self._suits[p]
            suit = "?" if s < 0 else "♣♦♥♠"[s]
            cards = format_cards(cards_of(self._hands[p]), pretty=True) or "-"
            extra = "  (out)" if p in self._out else ""
            lines.append(f" {mark}P{p} [{suit}]: {cards}{extra}")
        pile = format_cards(self._pile, pretty=True) or "-"
        lines.append(f" pile: {pile}")
        lines.append(self._status_line())
        return "\n".join(lines)

    def __repr__(self) -> str:
        return f"<KozyriState {self._n}p {PHASES[self._phase]} turn={self._turn}>"

    # --- saving -----------------------------------------------------------------------------
    def to_dict(self) -> Dict[str, Any]:
        return {
            **self._save_head(),
            "dealer": self._dealer,
            "suits": [None if s < 0 else SUITS[s] for s in self._suits],
            "phase": PHASES[self._phase],
            "stock": [str(c) for c in self._stock],
            "hands": [[str(c) for c in cards_of(h)] for h in self._hands],
            "known": [[str(c) for c in cards_of(k)] for k in self._known],
            "pile": [str(c) for c in self._pile],
            "pile_owners": list(self._owners),
            "turn": self._turn,
            "out": list(self._out),
            **self._save_tail(),
        }
