"""A Warfare position (:class:`WarfareState`) and its rules of play: the legal actions, the
refusals and what each action does.  The rules are in :mod:`engine.warfare`'s docstring;
the constants, card values and the spec are :mod:`.rules`', a new game :mod:`.deal`'s,
loading a save and sampling a position from a view :mod:`.load`'s and :mod:`.sample`'s."""

from typing import Any, Dict, List, Optional, Tuple

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
    Card,
    bits,
    cards_of,
    format_cards,
    popcount,
)
from ..loading import card_mask
from ..views import BattleView

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
    OVER,
    PHASES,
    PICK,
    VARIANT,
    _Rules,
    battle_winner,
    card_points,
    points,
)


class WarfareState(FieldState):
    """A Warfare position (see the module docstring for the rules and the turn model)."""

    __slots__ = (
        "_dealer",
        "_trump_card",
        "_trump",
        "_deck",
        "_hands",
        "_known",
        "_scores",
        "_discard",
        "_leader",
        "_commits",
        "_loser",
        "_faceup",
        "_battle",
    )

    variant = VARIANT
    FORMAT = FORMAT
    PHASES = PHASES

    _rules: _Rules  # (narrows FieldState's field)
    _dealer: int
    _trump_card: Card
    _trump: int
    _deck: Tuple[Card, ...]
    _hands: Tuple[int, int]
    _known: Tuple[int, int]
    _scores: Tuple[int, int]
    _discard: int
    _leader: int
    _commits: Tuple[int, int]
    _loser: int
    _faceup: Tuple[Card, ...]
    _battle: int

    @classmethod
    def _make(
        cls,
        rules: _Rules,
        seed: Optional[int],
        dealer: int,
        trump_card: Card,
        deck: Tuple[Card, ...],
        hands: Tuple[int, int],
        known: Tuple[int, int],
        scores: Tuple[int, int],
        discard: int,
        phase: int,
        turn: Optional[int],
        leader: int,
        commits: Tuple[int, int],
        loser: int,
        faceup: Tuple[Card, ...],
        battle: int,
        nact: int,
        result: Optional[Result],
        events: Tuple[Event, ...],
    ) -> "WarfareState":
        s = object.__new__(cls)
        s._rules = rules
        s._seed = seed
        s._dealer = dealer
        s._trump_card = trump_card
        s._trump = trump_card & 3
        s._deck = deck
        s._hands = hands
        s._known = known
        s._scores = scores
        s._discard = discard
        s._phase = phase
        s._turn = turn
        s._leader = leader
        s._commits = commits
        s._loser = loser
        s._faceup = faceup
        s._battle = battle
        s._nact = nact
        s._result = result
        s.events = events
        s._legal = None
        s._hist = None
        return s

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

    # --- apply ------------------------------------------------------------------------------
    def _apply(self, action: Action) -> "WarfareState":
        kind = action.kind
        turn = self._turn
        assert turn is not None
        c = action.cards[0]
        bit = 1 << c
        nact = self._nact + 1
        hands = list(self._hands)
        known = list(self._known)
        if kind == "commit":
            hands[turn] &= ~bit
            known[turn] &= ~bit
            commits = list(self._commits)
            commits[turn] = c
            other = 1 - turn
            events = [Event("commit", turn, (c,))]
            if commits[other] < 0:
                return self._with(
                    hands=(hands[0], hands[1]),
                    known=(known[0], known[1]),
                    turn=other,
                    commits=(commits[0], commits[1]),
                    nact=nact,
                    events=tuple(events),
                )
            a, b = commits
            w = battle_winner(a, b, self._trump)
            scores = list(self._scores)
            scores[w] |= (1 << a) | (1 << b)
            pair = (CARDS[a], CARDS[b])
            events.append(Event("reveal", None, pair))
            events.append(Event("battle_won", w, pair, card_points(a) + card_points(b)))
            h2 = (hands[0], hands[1])
            k2 = (known[0], known[1])
            s2 = (scores[0], scores[1])
            if self._deck:
                return self._with(
                    hands=h2,
                    known=k2,
                    scores=s2,
                    phase=KEEP,
                    turn=1 - w,
                    leader=w,
                    commits=(-1, -1),
                    loser=1 - w,
                    nact=nact,
                    events=tuple(events),
                )
            return self._next_battle(h2, k2, s2, self._deck, self._discard, w, nact, events)
        if kind == "keep":
            loser = turn
            winner = 1 - loser
            k = min(OFFER, len(self._deck))
            offer = self._deck[:k]
            deck = self._deck[k:]
            hands[loser] |= bit
            if c == self._trump_card:  # the public turned-up card ("under")
                known[loser] |= bit
            rest = tuple(x for x in offer if x != c)
            events = [Event("keep", loser, (c,), k)]
            h2 = (hands[0], hands[1])
            k2 = (known[0], known[1])
            if rest:
                events.append(Event("face_up", loser, rest))
                return self._with(
                    hands=h2,
                    known=k2,
                    deck=deck,
                    phase=PICK,
                    turn=winner,
                    faceup=rest,
                    nact=nact,
                    events=tuple(events),
                )
            return self._next_battle(
                h2, k2, self._scores, deck, self._discard, winner, nact, events
            )
        # pick
        winner = turn
        hands[winner] |= bit
        known[winner] |= bit
        rest = tuple(x for x in self._faceup if x != c)
        events = [Event("pick", winner, (c,))]
        discard = self._discard
        if rest:
            discard |= card_mask(rest)
            events.append(Event("discard", None, rest))
        return self._next_battle(
            (hands[0], hands[1]),
            (known[0], known[1]),
            self._scores,
            self._deck,
            discard,
            winner,
            nact,
            events,
        )

    def _with(self, **kw: Any) -> "WarfareState":
        g = kw.get
        return WarfareState._make(
            self._rules,
            self._seed,
            self._dealer,
            self._trump_card,
            g("deck", self._deck),
            g("hands", self._hands),
            g("known", self._known),
            g("scores", self._scores),
            g("discard", self._discard),
            g("phase", self._phase),
            g("turn", self._turn),
            g("leader", self._leader),
            g("commits", self._commits),
            g("loser", self._loser),
            g("faceup", self._faceup),
            g("battle", self._battle),
            g("nact", self._nact),
            g("result", self._result),
            g("events", ()),
        )

    def _next_battle(
        self,
        hands: Tuple[int, int],
        known: Tuple[int, int],
        scores: Tuple[int, int],
        deck: Tuple[Card, ...],
        discard: int,
        winner: int,
        nact: int,
        events: List[Event],
    ) -> "WarfareState":
        if hands[0] and hands[1]:
            return WarfareState._make(
                self._rules,
                self._seed,
                self._dealer,
                self._trump_card,
                deck,
                hands,
                known,
                scores,
                discard,
                COMMIT,
                winner,
                winner,
                (-1, -1),
                -1,
                (),
                self._battle + 1,
                nact,
                None,
                tuple(events),
            )
        # the game ends (deck empty: hands are never empty while the deck has cards)
        for p in (0, 1):
            if hands[p]:
                events.append(Event("discard", p, cards_of(hands[p])))
                discard |= hands[p]
        p0, p1 = points(scores[0]), points(scores[1])
        if p0 == p1:
            result = Result((), None, True)
            w: Optional[int] = None
        else:
            w = 0 if p0 > p1 else 1
            result = Result((w,), 1 - w, False, Termination.NORMAL, w)
        events.append(Event("game_over", w, (), max(p0, p1)))
        return self._with(
            deck=deck,
            hands=(0, 0),
            known=(0, 0),
            scores=scores,
            discard=discard,
            phase=OVER,
            turn=None,
            leader=self._leader if w is None else w,
            commits=(-1, -1),
            loser=-1,
            faceup=(),
            nact=nact,
            result=result,
            events=tuple(events),
        )

    # fast path for the hot loop: an Action taken from legal_actions() is applied without the
    # linear membership test of State.apply (anything else goes through State.apply)
    def apply(self, action: Any) -> "WarfareState":
        # fast path: a legal Action recognised by the rules (the state keeps the engine's
        # own Action object); anything else goes through State.apply
        if (
            type(action) is Action
            and self._result is None
            and len(action.cards) == 1
            and action.target is None
            and action.suit is None
            and type(action.cards[0]) is Card
        ):
            kind = action.kind
            c = action.cards[0]
            phase = self._phase
            own: Optional[Action] = None
            if kind == "commit":
                if phase == COMMIT and self._hands[self._turn] >> c & 1:  # type: ignore[index]
                    own = _COMMIT[c]
            elif kind == "keep":
                if phase == KEEP and c in self._deck[:OFFER]:
                    own = _KEEP[c]
            elif kind == "pick":
                if phase == PICK and c in self._faceup:
                    own = _PICK[c]
            if own is not None:
                nxt = self._apply(own)
                nxt._hist = (self._hist, own)
                return nxt
        return State.apply(self, action)  # type: ignore[return-value]

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
