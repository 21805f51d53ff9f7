"""A Durak position (:class:`DurakState`) and its rules of play: the legal actions, the
refusals, the views, the text and the save.  The turn model is in :mod:`engine.durak`'s
docstring.  The position is built in layers, one module each: the fixed tables
(:mod:`.tables`), the fields with their builder and copier (:mod:`.fields`), what each
action does (:mod:`.moves`), then this class; dealing, loading a save and sampling a
position from a view are the package's other modules (:mod:`.deal`, :mod:`.load`,
:mod:`.sample`)."""

from typing import Any, Dict, List, Optional, Tuple

from ..base import (
    VARIANTS,
    Action,
    IllegalAction,
    Result,
    VariantSpec,
    check_seat,
)
from ..cards import (
    BEATERS,
    RANKS,
    SUIT_MASK,
    Card,
    cards_of,
    format_cards,
    popcount,
)
from ..durak_options import (
    SPECS,
)
from ..registry import state_class
from ..views import DurakView

# the public names are the package's (engine/durak/__init__.py __all__)
from .moves import DurakMoves
from .tables import (
    ADD,
    ATTACK,
    ATTACK_TABLE,
    DEFENCES,
    DEFEND,
    FORMAT,
    OVER,
    PASS,
    PHASES,
    RANK_OF_CARD,
    SHOWS,
    TAKE,
    TAKING,
    THROWS,
    TRANSFERS,
    hidden_draw,
    show_fits,
    transfer_fits,
)


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


class DurakState(DurakMoves):
    """A Podkidnoy or Perevodnoy position.  See the package docstring for the turn model;
    the fields are :class:`~engine.durak.fields.DurakFields`', the moves
    :class:`~engine.durak.moves.DurakMoves`'."""

    __slots__ = ()

    FORMAT = FORMAT
    PHASES = PHASES

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
                    row = DEFENCES[a]
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
            table = ATTACK_TABLE
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
                out.append(THROWS[low.bit_length() - 1])
                m ^= low
        out.append(PASS)
        return tuple(out)

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
                out.append(TRANSFERS[low.bit_length() - 1])
                m ^= low
        if self._rules.transfer_show and show_fits(n_table, tcount):
            t = rank_cards & SUIT_MASK[self._trump] & hand & ~self._shown
            if t:
                out.append(SHOWS[t.bit_length() - 1])
        return out

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
            [e if e.kind != "draw" or e.player == player else hidden_draw(e) for e in self.events]
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
