"""A Warfare position (:class:`WarfareState`) and its rules of play: the legal actions, the
refusals, the fuzz hooks, the views, the text and the save; the fields and what each action
does are :class:`.moves.WarfareMoves`', its base.  The rules are in
:mod:`engine.warfare`'s docstring; the constants, card values and the spec are
:mod:`.rules`', a new game :mod:`.deal`'s, loading a save and sampling a position from a
view :mod:`.load`'s and :mod:`.sample`'s."""

from typing import Any, Dict, List, Optional, Tuple

from ..base import (
    Action,
    Event,
    IllegalAction,
    Result,
    check_seat,
)
from ..cards import (
    CARDS,
    Card,
    bits,
    cards_of,
    format_cards,
    popcount,
)
from ..loading import card_mask
from ..views import BattleView
from .moves import WarfareMoves

# the public names are the package's (engine/warfare/__init__.py __all__)
from .rules import (
    _COMMIT,
    _KEEP,
    _PICK,
    COMMIT,
    DECK_MASK,
    FORMAT,
    KEEP,
    OFFER,
    PHASES,
    PICK,
    VARIANT,
    points,
)


class WarfareState(WarfareMoves):
    """A Warfare position (see the module docstring for the rules and the turn model)."""

    __slots__ = ()

    variant = VARIANT
    FORMAT = FORMAT
    PHASES = PHASES

    # --- properties -------------------------------------------------------------------------
    @property
    def players(self) -> int:
        return 2

    @property
    def trump(self) -> int:
        return self._trump

    @property
    def trump_card(self) -> Card:
        return self._trump_card

    @property
    def deck(self) -> Tuple[Card, ...]:
        """The face-down deck, top first (with ``trump_card="under"`` its last card is the
        face-up trump card)."""
        return self._deck

    @property
    def scores(self) -> Tuple[int, int]:
        """Points on each player's score pile."""
        return (points(self._scores[0]), points(self._scores[1]))

    @property
    def score_pile_sizes(self) -> Tuple[int, int]:
        """Cards on each player's score pile."""
        return (popcount(self._scores[0]), popcount(self._scores[1]))

    @property
    def battle(self) -> int:
        return self._battle

    @property
    def face_up(self) -> Tuple[Card, ...]:
        return self._faceup

    def committed(self, player: int) -> Optional[Card]:
        c = self._commits[player]
        return None if c < 0 else CARDS[c]

    def offered(self) -> Tuple[Card, ...]:
        """The cards the battle's loser is looking at (keep phase), else ()."""
        if self._phase != KEEP:
            return ()
        return self._deck[:OFFER]

    # --- legal actions ----------------------------------------------------------------------
    def _compute_legal(self) -> Tuple[Action, ...]:
        phase = self._phase
        if phase == COMMIT:
            return tuple(_COMMIT[c] for c in bits(self._hands[self._turn]))  # type: ignore
        if phase == KEEP:
            return tuple(_KEEP[c] for c in sorted(self._deck[:OFFER]))
        if phase == PICK:
            return tuple(_PICK[c] for c in sorted(self._faceup))
        return ()

    def _legal_tuple(self) -> Tuple[Action, ...]:
        legal = self._legal
        if legal is None:
            legal = self._legal = self._compute_legal()
        return legal

    def _refuse(self, action: Action) -> IllegalAction:
        kind = action.kind
        if kind not in ("commit", "keep", "pick"):
            return IllegalAction("unknown_kind", kind=kind)
        want = ("commit", "keep", "pick")[self._phase]
        if kind != want:
            return IllegalAction("wrong_phase", kind=kind)
        if len(action.cards) != 1 or action.target is not None or action.suit is not None:
            if not action.cards:
                return IllegalAction("empty_action")
            return IllegalAction("bad_action", text=str(action))
        c = action.cards[0]
        if kind == "commit":
            return IllegalAction("not_in_hand", card=c)
        if kind == "keep":
            return IllegalAction("not_offered", card=c)
        return IllegalAction("not_face_up", card=c)

    # --- fuzz hooks ---------------------------------------------------------------------------
    def card_places(self) -> Dict[str, Tuple[Card, ...]]:
        places = {f"hand {p}": cards_of(h) for p, h in enumerate(self._hands)}
        places["deck"] = self._deck
        places["score 0"] = cards_of(self._scores[0])
        places["score 1"] = cards_of(self._scores[1])
        places["discard"] = cards_of(self._discard)
        places["face_up"] = self._faceup
        places["committed"] = tuple(CARDS[c] for c in self._commits if c >= 0)
        if self._rules.trump_card == "aside":
            places["trump"] = (self._trump_card,)
        return places

    def deck_cards(self) -> Tuple[Card, ...]:
        return cards_of(DECK_MASK)

    def hidden_from(self, player: int) -> Tuple[Card, ...]:
        other = 1 - player
        m = self._hands[other] & ~self._known[other]
        if self._commits[other] >= 0:
            m |= 1 << self._commits[other]
        deck = self._deck
        if self._phase == KEEP and self._loser == player:
            deck = deck[OFFER:]
        m |= card_mask(deck)
        m &= ~(1 << self._trump_card)
        return cards_of(m)

    def conserved(self) -> bool:
        total = (
            popcount(self._hands[0])
            + popcount(self._hands[1])
            + len(self._deck)
            + popcount(self._scores[0])
            + popcount(self._scores[1])
            + popcount(self._discard)
            + len(self._faceup)
        )
        union = (
            self._hands[0]
            | self._hands[1]
            | card_mask(self._deck)
            | self._scores[0]
            | self._scores[1]
            | self._discard
            | card_mask(self._faceup)
        )
        for c in self._commits:
            if c >= 0:
                total += 1
                union |= 1 << c
        if self._rules.trump_card == "aside":
            total += 1
            union |= 1 << self._trump_card
        return total == 52 and union == DECK_MASK

    # --- identity, views, text --------------------------------------------------------------
    def _key(self) -> Tuple[Any, ...]:
        return (
            VARIANT,
            self._rules.key(),
            self._dealer,
            self._trump_card,
            self._deck,
            self._hands,
            self._known,
            self._scores,
            self._discard,
            self._phase,
            self._turn,
            self._leader,
            self._commits,
            self._loser,
            self._faceup,
            self._battle,
            self._nact,
            self._result,
        )

    def view(self, player: int) -> BattleView:
        """What ``player`` may know (see the module docstring)."""
        check_seat(player, 2)
        other = 1 - player
        own = self._hands[player]
        known_other = self._known[other]
        offered = self._deck[:OFFER] if (self._phase == KEEP and self._loser == player) else ()
        seen = (
            own
            | known_other
            | self._scores[0]
            | self._scores[1]
            | self._discard
            | card_mask(self._faceup)
            | card_mask(offered)
            | (1 << self._trump_card)
        )
        mine = self._commits[player]
        if mine >= 0:
            seen |= 1 << mine
        events = []
        for e in self.events:
            if e.player == other and e.kind in ("commit", "keep") and e.cards:
                if e.kind == "keep" or self._commits[other] >= 0:
                    e = Event(e.kind, e.player, (), e.count)
            events.append(e)
        actions = self._legal_tuple() if self._turn == player else ()
        known: List[Tuple[Card, ...]] = [(), ()]
        known[other] = cards_of(known_other)
        return BattleView(
            actions,
            variant=VARIANT,
            player=player,
            players=2,
            current_player=self._turn,
            phase=PHASES[self._phase],
            hand=cards_of(own),
            hand_counts=(popcount(self._hands[0]), popcount(self._hands[1])),
            trump=self._trump,
            trump_card=self._trump_card,
            talon_count=len(self._deck),
            deck_count=len(self._deck),
            discard_count=popcount(self._discard),
            discard=cards_of(self._discard),
            score_piles=(cards_of(self._scores[0]), cards_of(self._scores[1])),
            scores=self.scores,
            my_commit=None if mine < 0 else CARDS[mine],
            committed=(self._commits[0] >= 0, self._commits[1] >= 0),
            offered=offered,
            face_up=self._faceup,
            leader=self._leader,
            loser=self._loser if self._phase in (KEEP, PICK) else None,
            battle=self._battle,
            known=tuple(known),
            unknown=cards_of(DECK_MASK & ~seen),
            out=(False, False),
            order=(),
            terminal=self._result is not None,
            result=self._result,
            options=self._rules.to_dict(),
            events=tuple(events),
            deck=52,
            actions_played=self._nact,
        )

    def __str__(self) -> str:
        lines = [
            f"Warfare, battle {self._battle}; trump {self._trump_card.pretty()} "
            f"({self._rules.trump_card}); deck {len(self._deck)}, discard "
            f"{popcount(self._discard)}"
        ]
        for p in (0, 1):
            mark = "*" if p == self._turn else " "
            cards = format_cards(cards_of(self._hands[p]), pretty=True) or "-"
            com = self._commits[p]
            extra = f"  committed {CARDS[com].pretty()}" if com >= 0 else ""
            lines.append(f" {mark}P{p}: {cards}  score {points(self._scores[p])}{extra}")
        if self._phase == KEEP:
            lines.append(
                f" P{self._loser} looks at {format_cards(self._deck[:OFFER], pretty=True)}"
            )
        if self._faceup:
            lines.append(f" face up: {format_cards(self._faceup, pretty=True)}")
        lines.append(self._status_line())
        return "\n".join(lines)

    def _outcome_text(self, res: Result) -> str:
        return f"P{res.winner} wins"

    def __repr__(self) -> str:
        return f"<WarfareState battle {self._battle} {PHASES[self._phase]} turn={self._turn}>"

    # --- saving -----------------------------------------------------------------------------
    def to_dict(self) -> Dict[str, Any]:
        return {
            **self._save_head(),
            "dealer": self._dealer,
            "trump": str(self._trump_card),
            "deck": [str(c) for c in self._deck],
            "hands": [[str(c) for c in cards_of(h)] for h in self._hands],
            "known": [[str(c) for c in cards_of(k)] for k in self._known],
            "scores": [[str(c) for c in cards_of(s)] for s in self._scores],
            "discard": [str(c) for c in cards_of(self._discard)],
            "phase": PHASES[self._phase],
            "turn": self._turn,
            "leader": self._leader,
            "committed": [None if c < 0 else str(CARDS[c]) for c in self._commits],
            "loser": None if self._loser < 0 else self._loser,
            "face_up": [str(c) for c in self._faceup],
            "battle": self._battle,
            **self._save_tail(),
        }
