"""A Svoi Kozyri position (:class:`KozyriState`) and its rules of play: the legal actions,
the refusals, the fuzz hooks, the views, the text and the save; the fields and what each
action does are :class:`.moves.KozyriMoves`', its base.  The rules are in
:mod:`engine.kozyri`'s docstring; the constants, the spec and the deal's mechanics are
:mod:`.rules`', a new game :mod:`.deal`'s, loading a save and sampling a position from a
view :mod:`.load`'s and :mod:`.sample`'s."""

from operator import itemgetter
from typing import Any, Dict, List, Optional, Tuple

from ..base import (
    Action,
    Event,
    IllegalAction,
    check_seat,
)
from ..cards import (
    SUITS,
    Card,
    bits,
    cards_of,
    format_cards,
    popcount,
)
from ..loading import card_mask
from ..views import KozyriView
from .moves import KozyriMoves

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
    PHASES,
    PICK_UP,
    VARIANT,
    _beat_last,
    _beat_row,
    beats_for,
)


class KozyriState(KozyriMoves):
    """A Svoi Kozyri position (see the module docstring for rules and turn model)."""

    __slots__ = ()

    variant = VARIANT
    FORMAT = FORMAT
    PHASES = PHASES

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
