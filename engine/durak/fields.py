"""A Durak position's fields (:class:`DurakFields`): what a ``DurakState`` holds, how a
position is built and copied, and the plain accessors.  The moves are :mod:`.moves`', the
legal actions, refusals, views and saving :mod:`.state`'s."""

from typing import Any, List, Optional, Tuple, Type, TypeVar

from ..base import Event, FieldState, Result
from ..cards import Card, cards_of
from ..durak_options import DurakRules
from .tables import hidden_draw

# a position of the class the builder or copier was called on (DurakState in play)
F = TypeVar("F", bound="DurakFields")

# ``DurakState._replace``'s mark for "unchanged" (None is a value some fields take)
_SAME: Any = object()


class DurakFields(FieldState):
    """A Durak position's fields: the slots, the one builder (:meth:`_make`), the one copier
    (:meth:`_replace`) and the plain accessors.  :class:`engine.durak.moves.DurakMoves` adds
    what a move does, :class:`engine.durak.state.DurakState` the rest of the rules."""

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
        cls: Type[F],
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
    ) -> F:
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
        return tuple([e if e.kind != "draw" or e.player == player else hidden_draw(e) for e in out])

    @property
    def out(self) -> Tuple[int, ...]:
        return self._out

    def known_mask(self, player: int) -> int:
        """Cards of ``player``'s hand that every other player has seen (picked up, shown)."""
        return self._known[player]

    def _transfer_target(self) -> int:
        return self._next_seat(self._defender)

    def _next_seat(self, p: int) -> int:
        """The next seat clockwise after ``p`` that is still in the game."""
        n = self._n
        out = self._out
        q = (p + 1) % n
        while q in out and q != p:
            q = (q + 1) % n
        return q

    def _replace(
        self: F,
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
    ) -> F:
        """A copy of this position with the given fields changed, its caches and log empty
        (what a move may change; rules, seed, seats and trump stay).

        Why named parameters with a sentinel, and not ``**changes`` with ``setattr``: the
        ``setattr`` loop cost about 1.7 us a move for the dozen fields a move passes, and made
        random playouts 35 % slower (``python -m engine bench``: 135,000 against 207,000
        actions per CPU-second); forwarding ``**changes`` from another method cost 1 us more.
        This form is within 5 % of the old positional ``_make`` call.  The move's own parts
        (count, events, log, action cap) are :meth:`_moved`'s, chained after this."""
        same = _SAME  # a local: read sixteen times
        s = object.__new__(self.__class__)
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
