"""What a Warfare move does (:class:`WarfareMoves`): a position's fields and its one builder,
then each action played (commit, keep, pick), the battle's end, the next battle and the
game's end, with the hot loop's fast :meth:`apply`.  The legal actions and refusals that
guard the moves, the views, the text and the save are :mod:`.state`'s."""

from typing import Any, List, Optional, Tuple, Type, TypeVar

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
    cards_of,
)
from ..loading import card_mask
from .rules import (
    _COMMIT,
    _KEEP,
    _PICK,
    COMMIT,
    KEEP,
    OFFER,
    OVER,
    PICK,
    _Rules,
    battle_winner,
    card_points,
    points,
)

# the class a move is applied on (WarfareState in play): what a move returns
M = TypeVar("M", bound="WarfareMoves")


class WarfareMoves(FieldState):
    """The fields and moves of a Warfare position; :class:`engine.warfare.state.WarfareState`
    adds the legal actions, refusals, views, text and saving."""

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
        cls: Type[M],
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
    ) -> M:
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

    # --- apply ------------------------------------------------------------------------------
    def _apply(self: M, action: Action) -> M:
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

    def _with(self: M, **kw: Any) -> M:
        g = kw.get
        return self._make(
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
        self: M,
        hands: Tuple[int, int],
        known: Tuple[int, int],
        scores: Tuple[int, int],
        deck: Tuple[Card, ...],
        discard: int,
        winner: int,
        nact: int,
        events: List[Event],
    ) -> M:
        if hands[0] and hands[1]:
            return self._make(
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
    def apply(self: M, action: Any) -> M:
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
