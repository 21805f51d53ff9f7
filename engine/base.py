"""The variant-independent part of the engine: actions, events, results, views and the
:class:`State` base class; refusals live in :mod:`engine.errors`, the variant registry in
:mod:`engine.registry` (both re-exported here).

Every variant module (``engine.durak``, ``engine.kozyri``, ``engine.warfare``) subclasses
:class:`State` and registers its :class:`VariantSpec` with :func:`register_variant`;
:func:`new_game` checks a deal against that spec and :meth:`State.from_dict` dispatches on
the saved variant name.

>>> Action.parse("defend 7S with 9S")
Action('defend 7S with 9S')
>>> str(Action.parse("attack 7s 7h"))
'attack 7S 7H'
"""

from typing import (
    TYPE_CHECKING,
    Any,
    ClassVar,
    Dict,
    Iterable,
    List,
    Mapping,
    NamedTuple,
    Optional,
    Sequence,
    Tuple,
    Union,
)

from .cards import CARDS, SUITS, Card, cards_of
from .errors import (
    MESSAGES,
    IllegalAction,
    InvalidOptions,
    InvalidPosition,
    _rebuild_illegal,  # noqa: F401 - pickles of older versions refer to engine.base
    register_messages,
)
from .registry import (
    VARIANTS,
    Option,
    VariantSpec,
    factory,
    loader,
    register_variant,
    spec_of,
    unregister_variant,
    variants,
)
from .words import WordEnum

__all__ = [
    "Action",
    "ACTION_KINDS",
    "Event",
    "IllegalAction",
    "InvalidOptions",
    "InvalidPosition",
    "Option",
    "Result",
    "Termination",
    "View",
    "State",
    "FieldState",
    "MESSAGES",
    "VARIANTS",
    "VariantSpec",
    "register_variant",
    "unregister_variant",
    "register_messages",
    "new_game",
    "replay",
    "variants",
    "ActionLike",
    "check_seat",
    "well_formed",
]

# ---------------------------------------------------------------------------------------------
# Actions


class Action(NamedTuple):
    """One move.  Immutable and hashable; ``str()`` gives the canonical text form and
    :meth:`parse` reads it back.

    Fields: ``kind`` (str), ``cards`` (tuple of :class:`Card`), ``target`` (the card being
    beaten, or None) and ``suit`` (0..3 for ``choose_suit``, else None).

    Text forms (all variants)::

        attack 7S 7H            open a bout with one or several cards of one rank (Durak)
        throw_in 7D             add one card to the bout (Durak)
        defend 7S with 9S       beat the 7S with the 9S (Durak)
        transfer 7D             transfer the attack by adding the 7D (Perevodnoy)
        show 7S                 transfer by showing the trump 7S (Perevodnoy option)
        take                    the defender picks up the table (Durak)
        pass                    an attacker adds nothing more (Durak)
        choose_suit S           choose one's own trump suit (Svoi Kozyri)
        lead 7S                 lead a card (Svoi Kozyri)
        beat 7S with 9S then 4H beat the 7S with the 9S and lay the 4H (Svoi Kozyri)
        pick_up                 pick up (Svoi Kozyri)
        commit 7S / keep 7S / pick 7S                                   (Warfare)
    """

    kind: str
    cards: Tuple[Card, ...] = ()
    target: Optional[Card] = None
    suit: Optional[int] = None

    def __str__(self) -> str:
        kind = str(self.kind)
        suit = self.suit
        if suit is not None:
            ok = type(suit) is int and 0 <= suit <= 3
            return f"{kind} {SUITS[suit] if ok else repr(suit)}"
        if self.target is not None:
            cards = self.cards
            text = "{} {} with {}".format(kind, self.target, cards[0] if cards else "?")
            if len(cards) > 1:
                text += " then " + " ".join(str(c) for c in cards[1:])
            return text
        if self.cards:
            return kind + " " + " ".join(str(c) for c in self.cards)
        return kind

    def __repr__(self) -> str:
        return f"Action({str(self)!r})"

    def pretty(self) -> str:
        """Like ``str()`` but with suit symbols: ``"defend 7♠ with 9♠"``."""
        text = str(self)
        out = []
        for word in text.split(" "):
            try:
                out.append(Card.parse(word).pretty() if len(word) in (2, 3) else word)
            except ValueError:
                out.append(word)
        return " ".join(out)

    @classmethod
    def make(
        cls,
        kind: str,
        *cards: Union[int, str],
        target: Union[int, str, None] = None,
        suit: Optional[int] = None,
    ) -> "Action":
        """``Action.make("attack", "7S", "7H")``; cards may be codes, ints or Cards."""
        cs = tuple(_as_card(c) for c in cards)
        t = None if target is None else _as_card(target)
        return cls(kind, cs, t, suit)

    @classmethod
    def parse(cls, text: Union[str, "Action"]) -> "Action":
        """Reads any text form listed in the class docstring (case-insensitive for cards).

        Raises :class:`IllegalAction` with code ``"bad_action"`` on malformed text."""
        if isinstance(text, Action):
            return text
        words = str(text).strip().split()
        if not words:
            raise IllegalAction("bad_action", text=str(text))
        kind = words[0].lower()
        rest = words[1:]
        try:
            if kind == "choose_suit":
                if len(rest) != 1:
                    raise ValueError(text)
                letter = rest[0].upper()
                if len(letter) != 1:
                    raise ValueError(text)
                if letter in SUITS:
                    return cls(kind, (), None, SUITS.index(letter))
                return cls(kind, (), None, "♣♦♥♠".index(letter))
            lowered = [w.lower() for w in rest]
            if "with" in lowered:
                i = lowered.index("with")
                if i != 1:
                    raise ValueError(text)
                target = Card.parse(rest[0])
                cards = [w for w in rest[i + 1 :] if w.lower() != "then"]
                if not cards:
                    raise ValueError(text)
                return cls(kind, tuple(Card.parse(w) for w in cards), target, None)
            return cls(kind, tuple(Card.parse(w) for w in rest), None, None)
        except ValueError:
            raise IllegalAction("bad_action", text=str(text)) from None


ActionLike = Union[Action, str]

#: Every action kind of the built-in variants, in the order of :class:`Action`'s text forms
#: (what the fuzzer and the refusal tests draw random actions from).
ACTION_KINDS: Tuple[str, ...] = (
    "attack",
    "throw_in",
    "defend",
    "transfer",
    "show",
    "take",
    "pass",
    "choose_suit",
    "lead",
    "beat",
    "pick_up",
    "commit",
    "keep",
    "pick",
)


def _as_card(c: Union[int, str]) -> Card:
    if isinstance(c, str):
        return Card.parse(c)
    return CARDS[int(c)]


def check_seat(player: Any, players: int) -> int:
    """``player`` if it is a seat of a ``players``-seat game, else :class:`IllegalAction`
    ``no_player`` (views, hands: a seat number is an int from 0)."""
    if not isinstance(player, int) or isinstance(player, bool) or not 0 <= player < players:
        raise IllegalAction("no_player", player=repr(player), players=players)
    return player


def _safe_text(obj: Any) -> str:
    """``repr`` of something that is not a well-formed action (``Action.__str__`` could fail
    on its fields)."""
    if isinstance(obj, tuple):
        return tuple.__repr__(obj)
    return repr(obj)


def _card_field(x: Any) -> Optional[Card]:
    """The card ``x`` stands for: a :class:`Card`, or a plain int index 0..51 (not a bool);
    None for anything else."""
    if type(x) is Card:
        return x
    if isinstance(x, int) and not isinstance(x, bool) and 0 <= x < 52:
        return CARDS[x]
    return None


def well_formed(action: Action) -> Union[Action, IllegalAction]:
    """``action`` with plain engine types (cards as :class:`Card`, a pure :class:`Action`),
    or the ``bad_action`` refusal when a field has the wrong type: ``kind`` not a str,
    ``cards`` not a tuple (or list) of cards (a card is a :class:`Card` or an index 0..51),
    ``target`` not a card or None, ``suit`` not 0..3 or None."""
    fields: Tuple[Any, ...] = tuple.__new__(tuple, action)
    kind, cards, target, suit = fields
    ok = isinstance(kind, str) and isinstance(cards, (tuple, list))
    fixed: List[Card] = []
    if ok:
        for c in cards:
            card = _card_field(c)
            if card is None:
                ok = False
                break
            fixed.append(card)
    fixed_target = None
    if ok and target is not None:
        fixed_target = _card_field(target)
        ok = fixed_target is not None
    if ok and suit is not None:
        ok = isinstance(suit, int) and not isinstance(suit, bool) and 0 <= suit <= 3
    if not ok:
        return IllegalAction("bad_action", text=_safe_text(action))
    return Action(str(kind), tuple(fixed), fixed_target, suit)


# ---------------------------------------------------------------------------------------------
# Events


class Event(NamedTuple):
    """Something that happened during the last ``apply``, for the table to animate.

    ``kind`` (see docs/engine-api.md), ``player`` (seat or None), ``cards`` (tuple of Card,
    possibly hidden from some players: see :meth:`View.events`), ``count`` (a number, e.g. the
    number of cards drawn) and ``target`` (the card beaten by a ``defend``/``beat``)."""

    kind: str
    player: Optional[int] = None
    cards: Tuple[Card, ...] = ()
    count: int = 0  # type: ignore[assignment]  # shadows tuple.count on purpose
    target: Optional[Card] = None

    def __str__(self) -> str:
        parts = [self.kind]
        if self.player is not None:
            parts.append(f"p{self.player}")
        if self.target is not None:
            parts.append(f"{self.target} <-")
        if self.cards:
            parts.append(" ".join(str(c) for c in self.cards))
        if self.count:
            parts.append(f"x{self.count}")
        return " ".join(parts)

    def to_dict(self) -> Dict[str, Any]:
        return {
            "kind": self.kind,
            "player": self.player,
            "cards": [str(c) for c in self.cards],
            "count": self.count,
            "target": None if self.target is None else str(self.target),
        }


# ---------------------------------------------------------------------------------------------
# Results


class Termination(WordEnum):
    """Why a game ended (a :class:`Result`'s ``reason``), as python-chess's
    ``Outcome.termination``: the rules ended it (``NORMAL``), it was stopped as a draw
    (``ACTION_CAP``), or a server ended it without a move (``RESIGN``, ``TIMEOUT``: the turn
    clock's last time-out; ``ABANDONED``: nobody came back).  The last three come only from
    :mod:`engine.net`; a variant's loader derives the result from the position and refuses a
    saved game that claims one of them.

    A member is a ``str`` equal to its value, so ``result.reason == "action_cap"`` and a
    reason read back from JSON keep working; ``str()`` and formatting give the value too
    (``"action_cap"``, as :class:`enum.StrEnum` of Python 3.11 does), so text, JSON and
    saves hold the plain word.

    >>> Termination.ACTION_CAP == "action_cap", str(Termination.RESIGN), Termination("timeout")
    (True, 'resign', <Termination.TIMEOUT: 'timeout'>)
    """

    NORMAL = "normal"
    ACTION_CAP = "action_cap"
    RESIGN = "resign"
    TIMEOUT = "timeout"
    ABANDONED = "abandoned"


#: The values of :class:`Termination`, in its order (what ``Result.from_dict`` accepts).
RESULT_REASONS: Tuple[str, ...] = tuple(t.value for t in Termination)


class Result(NamedTuple):
    """How a game ended.

    ``order``: players in the order they went out (the durak, if any, is not in it);
    ``durak``: the loser, or None; ``draw``: True when nobody lost; ``reason``: a
    :class:`Termination` (``NORMAL``, or ``ACTION_CAP`` when the game was stopped as a draw;
    the others are an online server's; a ``str``, so comparing it with ``"normal"`` works);
    ``winner``: for variants that have a single winner (None in Durak, where there is only
    a loser)."""

    order: Tuple[int, ...]
    durak: Optional[int]
    draw: bool
    reason: str = Termination.NORMAL
    winner: Optional[int] = None

    def outcome_for(self, player: int) -> str:
        """``"win"``, ``"loss"`` or ``"draw"`` for seat ``player``: a draw is a draw; with a
        single winner, the winner wins and everybody else loses; otherwise (Durak) the durak
        loses and everybody else wins.  The one definition the record, the review and the
        game's result screen share."""
        if self.draw:
            return "draw"
        if self.winner is not None:
            return "win" if self.winner == player else "loss"
        return "loss" if self.durak == player else "win"

    def __reduce__(self) -> Tuple[Any, ...]:
        # a pickle (a Ren'Py save) holds the reason as its plain word, as older saves do:
        # no save refers to engine.base.Termination, and an older build still loads it
        return (Result, (self.order, self.durak, self.draw, str(self.reason), self.winner))

    def to_dict(self) -> Dict[str, Any]:
        return {
            "order": list(self.order),
            "durak": self.durak,
            "draw": self.draw,
            "reason": str(self.reason),  # the plain word (a save holds no enum)
            "winner": self.winner,
        }

    @classmethod
    def from_dict(cls, d: Any, players: Optional[int] = None) -> "Result":
        """Reads :meth:`to_dict`.  Every field is checked for its type (seats are ints below
        ``players`` when given, ``draw`` a bool, ``reason`` one of
        :data:`RESULT_REASONS`, read as a :class:`Termination`); anything else raises
        :class:`InvalidPosition`.  Whether the result fits the position is the loading
        variant's business (it derives the result from the position and compares)."""
        if not isinstance(d, Mapping):
            raise InvalidPosition("result: expected a dict")
        hi = 10**6 if players is None else players - 1

        def seat(x: Any, what: str) -> Optional[int]:
            if x is None:
                return None
            if not isinstance(x, int) or isinstance(x, bool) or not 0 <= x <= hi:
                raise InvalidPosition(f"result {what}: expected a seat number, got {x!r}")
            return x

        order = d.get("order", [])
        if not isinstance(order, (list, tuple)):
            raise InvalidPosition(f"result order: expected a list of seats, got {order!r}")
        seats = tuple(seat(p, "order") for p in order)
        if None in seats or len(set(seats)) != len(seats):
            raise InvalidPosition("result order: each seat once")
        draw = d.get("draw", False)
        if not isinstance(draw, bool):
            raise InvalidPosition(f"result draw: expected true or false, got {draw!r}")
        reason = d.get("reason", "normal")
        if reason not in RESULT_REASONS:
            raise InvalidPosition(
                f"result reason: expected one of {', '.join(RESULT_REASONS)}, got {reason!r}"
            )
        return cls(
            seats,  # type: ignore[arg-type]  # (no None: checked above)
            seat(d.get("durak"), "durak"),
            draw,
            Termination(reason),
            seat(d.get("winner"), "winner"),
        )


# ---------------------------------------------------------------------------------------------
# Views


class View:
    """What one player may know about a position (an information set).  Read-only.

    Common attributes: ``variant``, ``player``, ``players``, ``current_player``, ``hand``
    (tuple of Card), ``hand_counts`` (tuple of ints, every player), ``trump`` (suit or None),
    ``trump_card`` (Card or None), ``talon_count``, ``discard_count``, ``known`` (tuple per
    player of the cards this player knows are in that hand), ``out`` (tuple of bools),
    ``terminal``, ``result``, ``options`` (dict), ``events`` (the last events, with cards this
    player may not see removed).  Each rules family adds its own fields in a typed, frozen
    subclass (:mod:`engine.views`: ``DurakView``, ``KozyriView``, ``BattleView``; a variant's
    is ``engine.VARIANTS[name].view_type``; see docs/engine-api.md)."""

    # the fields every built-in variant's view has (engine.views.COMMON_FIELDS), declared
    # for mypy and the reader; a family's own are declared on its class in engine.views
    variant: str
    player: int
    players: int
    current_player: Optional[int]
    phase: str
    hand: Tuple[Card, ...]
    hand_counts: Tuple[int, ...]
    trump: Optional[int]
    trump_card: Optional[Card]
    talon_count: int
    discard_count: int
    known: Tuple[Tuple[Card, ...], ...]
    unknown: Tuple[Card, ...]
    out: Tuple[bool, ...]
    order: Tuple[int, ...]
    terminal: bool
    result: Optional["Result"]
    options: Dict[str, Any]
    events: Tuple["Event", ...]
    deck: int
    actions_played: int
    _actions: Tuple[Action, ...]
    _fields: Tuple[str, ...]

    def __init__(
        self,
        actions: Sequence[Action] = (),
        history: Optional[Mapping[str, Any]] = None,
        **fields: Any,
    ) -> None:
        """``fields`` describe the position (and appear in :meth:`to_dict`); ``history``
        holds attributes about the past (e.g. Durak's ``public_log``), readable like fields
        but left out of :meth:`to_dict` and :meth:`fields`, since a position loaded with
        ``from_dict`` has no past."""
        self._fill(actions, history, fields)

    def _fill(
        self,
        actions: Sequence[Action],
        history: Optional[Mapping[str, Any]],
        fields: Dict[str, Any],
    ) -> None:
        # straight into the instance's dict: one C-level update instead of an
        # object.__setattr__ per field (a view is built for every decision a bot searches)
        d = self.__dict__
        d.update(fields)
        if history:
            d.update(history)
        d["_actions"] = tuple(actions)
        d["_fields"] = tuple(fields)

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("View is read-only")

    if not TYPE_CHECKING:  # mypy reads only the declared fields (a typo is an error there)

        def __getattr__(self, name: str) -> Any:  # only called for missing attributes
            raise AttributeError(f"this view has no {name!r}")

    def legal_actions(self) -> List[Action]:
        """The legal actions when it is this player's turn, else an empty list."""
        return list(self._actions)

    def fields(self) -> Tuple[str, ...]:
        return self._fields

    def to_dict(self) -> Dict[str, Any]:
        """The view as JSON-compatible built-ins (cards as codes)."""
        return {k: plain_value(getattr(self, k)) for k in self._fields}

    def __repr__(self) -> str:
        return "View({})".format(", ".join(f"{k}={getattr(self, k)!r}" for k in self._fields))


def plain_value(v: Any) -> Any:
    """``v`` as JSON-compatible built-ins, as ``View.to_dict`` writes it: cards and actions as
    their codes, events and results as their dicts, containers element by element."""
    if isinstance(v, Card):
        return str(v)
    if isinstance(v, (Action, Event)):
        return str(v) if isinstance(v, Action) else v.to_dict()
    if isinstance(v, Result):
        return v.to_dict()
    if isinstance(v, dict):
        return {str(k): plain_value(x) for k, x in v.items()}
    if isinstance(v, (tuple, list)):
        return [plain_value(x) for x in v]
    return v


# ---------------------------------------------------------------------------------------------
# States


class State:
    """An immutable game position.  Subclasses implement the ``_`` hooks.

    Public API: ``current_player``, ``legal_actions()``, ``apply(action)``, ``is_terminal()``,
    ``result``, ``returns()``, ``events``, ``history``, ``view(player)``, ``to_dict()``,
    ``State.from_dict(d)``, ``==``/``hash`` on the position, ``str()``.
    """

    __slots__ = ("_legal", "_hist", "events")

    variant: ClassVar[str] = ""
    FORMAT: ClassVar[int] = 1
    UNORDERED_KINDS: ClassVar[Tuple[str, ...]] = ("attack",)

    events: Tuple[Event, ...]
    _legal: Optional[Tuple[Action, ...]]
    _hist: Any  # None, _Origin (loaded) or (parent, action): the history chain

    # --- hooks for subclasses -------------------------------------------------------------
    @property
    def current_player(self) -> Optional[int]:
        raise NotImplementedError

    @property
    def result(self) -> Optional[Result]:
        raise NotImplementedError

    @property
    def players(self) -> int:
        raise NotImplementedError

    @property
    def seed(self) -> Optional[int]:
        """The deal's seed (None for a position loaded without one)."""
        raise NotImplementedError

    @property
    def options(self) -> Dict[str, Any]:
        """The game's options as built-ins."""
        raise NotImplementedError

    def _compute_legal(self) -> Tuple[Action, ...]:
        raise NotImplementedError

    def _apply(self, action: Action) -> "State":
        """Returns the successor for a legal action (already checked)."""
        raise NotImplementedError

    def _refuse(self, action: Action) -> IllegalAction:
        """Explains why ``action`` is illegal here."""
        return IllegalAction("wrong_phase", kind=action.kind)

    def _key(self) -> Tuple[Any, ...]:
        raise NotImplementedError

    def view(self, player: int) -> View:
        raise NotImplementedError

    def to_dict(self) -> Dict[str, Any]:
        raise NotImplementedError

    @classmethod
    def _from_dict(cls, d: Mapping[str, Any]) -> "State":
        # the loader of a variant that registers no ``load`` (``engine.register_variant``)
        raise NotImplementedError

    # --- optional hooks used by ``python -m engine fuzz`` ----------------------------------
    def card_places(self) -> Dict[str, Tuple[Card, ...]]:
        """Where every card of the deck is: ``{"hand 0": (...), "talon": (...), ...}``.
        Each card of the deck must appear exactly once.  Optional (fuzz checks
        conservation only for variants that implement it)."""
        raise NotImplementedError

    def deck_cards(self) -> Tuple[Card, ...]:
        """All cards this game is played with.  Optional, like :meth:`card_places`."""
        raise NotImplementedError

    def conserved(self) -> bool:
        """Whether every card of :meth:`deck_cards` is in exactly one of
        :meth:`card_places` (a rules module answers faster from its own masks).  Raises
        ``NotImplementedError`` where those are not implemented."""
        seen = [c for cards in self.card_places().values() for c in cards]
        return len(seen) == len(set(seen)) and set(seen) == set(self.deck_cards())

    def hidden_from(self, player: int) -> Tuple[Card, ...]:
        """Cards whose place ``player`` may not know (others' unseen cards, the talon below
        the open trump).  Optional; fuzz uses it to check views for leaks."""
        raise NotImplementedError

    # --- the shared API -------------------------------------------------------------------
    def legal_actions(self) -> List[Action]:
        """Legal actions of ``current_player`` in a stable order (empty when terminal)."""
        legal = self._legal
        if legal is None:
            legal = self._legal = self._compute_legal()
        return list(legal)

    def is_legal(self, action: ActionLike) -> bool:
        """True if ``apply(action)`` would accept ``action`` (an :class:`Action` or its
        text)."""
        return not isinstance(self._resolve(action), IllegalAction)

    def refusal(self, action: ActionLike) -> Optional[IllegalAction]:
        """Why ``apply(action)`` would refuse ``action``, without applying it: None when it
        is legal, else the :class:`IllegalAction` that ``apply`` would raise (same code,
        values and message).  A table asks this before it acts instead of catching the
        error of ``apply``::

            err = state.refusal("defend 7S with 6S")
            if err is not None:
                show(err.code, err.values)      # e.g. "cannot_beat", {"card": "6S", ...}
        """
        found = self._resolve(action)
        return found if isinstance(found, IllegalAction) else None

    def _canonical(self, action: Action) -> Action:
        """The canonical form of an action whose cards may be given in any order (kinds in
        ``UNORDERED_KINDS``): cards sorted by index, as ``legal_actions()`` lists them."""
        if len(action.cards) > 1 and action.kind in self.UNORDERED_KINDS:
            return action._replace(cards=tuple(sorted(action.cards)))
        return action

    def _resolve(self, action: Any) -> Union[Action, IllegalAction]:
        """The legal action ``action`` stands for (the object ``legal_actions()`` holds, so
        a state never keeps the caller's objects), or the refusal ``apply`` raises."""
        legal = self._legal
        if legal is None:
            legal = self._legal = self._compute_legal()
        if type(action) is Action:
            try:
                return legal[legal.index(action)]
            except ValueError:
                pass
        if isinstance(action, Action):
            checked = well_formed(action)
        elif isinstance(action, str):
            try:
                checked = Action.parse(action)
            except IllegalAction as e:
                return e
        else:
            return IllegalAction("bad_action", text=_safe_text(action))
        if isinstance(checked, IllegalAction):
            return checked
        for form in (checked, self._canonical(checked)):
            try:
                return legal[legal.index(form)]
            except ValueError:
                pass
        if self.is_terminal():
            return IllegalAction("game_over")
        return self._refuse(checked)

    def apply(self, action: ActionLike) -> "State":
        """The position after ``action`` (an :class:`Action` or its text).  Never mutates;
        raises :class:`IllegalAction` if the rules refuse the action (:meth:`refusal`
        tells the same without applying)."""
        legal = self._legal
        if legal is None:
            legal = self._legal = self._compute_legal()
        try:  # the fast path: an Action of legal_actions() (its own object is kept)
            if type(action) is not Action:
                raise ValueError
            action = legal[legal.index(action)]
        except ValueError:
            found = self._resolve(action)
            if isinstance(found, IllegalAction):
                raise found from None
            action = found
        nxt = self._apply(action)
        nxt._hist = (self._hist, action)
        return nxt

    def is_terminal(self) -> bool:
        return self.result is not None

    def returns(self) -> List[float]:
        """Per-player payoff: 0 for all while running or on a draw; otherwise the durak gets
        -1 and the others share +1 (each ``1 / (players - 1)``); with a winner, the winner
        gets +1 and the others share -1."""
        n = self.players
        r = self.result
        if r is None or r.draw:
            return [0.0] * n
        if r.winner is not None:
            return [1.0 if p == r.winner else -1.0 / (n - 1) for p in range(n)]
        return [-1.0 if p == r.durak else 1.0 / (n - 1) for p in range(n)]

    @property
    def history(self) -> Tuple[Action, ...]:
        """Every action applied since the deal (or since ``from_dict`` of a position saved
        without its past).  A pickled state keeps it (see :meth:`from_dict`, ``"past"``)."""
        out = []
        node = self._hist
        while type(node) is tuple:
            out.append(node[1])
            node = node[0]
        out.reverse()
        return tuple(out)

    def past(self) -> Optional[Dict[str, Any]]:
        """How this position was reached, as built-ins: ``{"origin": None, "moves": [...]}``
        for a game dealt by ``new_game`` (the deal is the position's own variant, players,
        seed and options), ``{"origin": <to_dict of the loaded position>, "moves": [...]}``
        for one that went on from ``from_dict``; ``moves`` are the actions' texts.  None when
        it cannot be told (a position built without a seed or a loaded origin).  ``to_dict()``
        plus ``"past"`` is what a pickle holds, so a save keeps the whole game."""
        moves = []
        node = self._hist
        while type(node) is tuple:
            moves.append(str(node[1]))
            node = node[0]
        moves.reverse()
        if isinstance(node, _Origin):
            origin: Optional[Dict[str, Any]] = {
                k: v for k, v in node.position.items() if k != "past"
            }
        elif self.seed is not None:
            origin = None
        else:
            return None
        return {"origin": origin, "moves": moves}

    @staticmethod
    def from_dict(d: Mapping[str, Any]) -> "State":
        """Loads a position saved by ``to_dict`` (dispatches on ``d["variant"]``).  Raises
        ``ValueError`` on anything inconsistent.

        With ``d["past"]`` (as :meth:`past` gives it; pickles carry it) the game is replayed
        from its origin and, if the replay reaches exactly this position, the replayed state
        is returned: history, events and every log the bots read from (Durak's
        ``public_log``) are back.  A past that does not lead here (rules changed since the
        save, or a crafted file) is dropped: the position alone is loaded.

        Anything malformed or impossible (a field of the wrong type, a card twice, a result
        that is not the one the position has) raises :class:`InvalidPosition` (a
        ``ValueError``) whose ``reason`` names the field."""
        if not isinstance(d, Mapping):
            raise InvalidPosition(f"a saved position is a dict, not {type(d).__name__}")
        variant = d.get("variant")
        if not isinstance(variant, str) or variant not in VARIANTS:
            raise InvalidPosition(f"variant: there is no game called {variant!r}")
        try:
            state: State = loader(variant)(d)
        except InvalidPosition:
            raise
        except InvalidOptions as e:
            raise InvalidPosition(f"options: {e.message}") from None
        except (TypeError, KeyError, IndexError, AttributeError, OverflowError) as e:
            # the last line of defence: a loader that missed a malformed field still
            # refuses with the engine's error (the fuzzer counts these as findings)
            raise InvalidPosition(f"malformed ({type(e).__name__}: {e})") from None
        state._hist = _Origin(d)
        past = d.get("past")
        if past is not None:
            replayed = _replay_past(state, past)
            if replayed is not None:
                return replayed
        return state

    def __eq__(self, other: object) -> bool:
        if self is other:
            return True
        if not isinstance(other, State) or type(other) is not type(self):
            return NotImplemented
        return self._key() == other._key()

    def __ne__(self, other: object) -> bool:
        eq = self.__eq__(other)
        return eq if eq is NotImplemented else not eq

    def __hash__(self) -> int:
        return hash(self._key())

    def __getstate__(self) -> Dict[str, Any]:
        return self.to_dict()

    def __reduce__(self):
        """A pickle (what a Ren'Py save holds) is ``State.from_dict(to_dict() + past)``: the
        position, checked on load, and how it was reached, replayed on load."""
        d = self.to_dict()
        past = self.past()
        if past is not None:
            past["moves"] = ";".join(past["moves"])  # one string: a smaller pickle
            d["past"] = past
        return (State.from_dict, (d,))

    def __copy__(self) -> "State":
        return self  # immutable

    def __deepcopy__(self, memo: Any) -> "State":
        return self  # immutable


class _Origin:
    """The root of a loaded state's history chain: the dict it was loaded from (kept, not
    copied; a later change to it can only make :meth:`State.past` unusable, which the
    replay on load detects)."""

    __slots__ = ("position",)

    def __init__(self, position: Mapping[str, Any]) -> None:
        self.position = position


_PARSED: Dict[str, Action] = {}


def _parse_cached(text: str) -> Action:
    """``Action.parse`` remembering its answers (loading a save replays the same moves once
    per saved state of a game; actions are immutable, so sharing them is safe)."""
    a = _PARSED.get(text)
    if a is None:
        if len(_PARSED) > 50_000:
            _PARSED.clear()
        a = _PARSED[text] = Action.parse(text)
    return a


def _replay_past(state: State, past: Any) -> Optional[State]:
    """``state`` reached again from ``past`` (see :meth:`State.past`), or None when the
    past is malformed or does not lead to exactly ``state``."""
    if not isinstance(past, Mapping):
        return None
    moves = past.get("moves")
    origin = past.get("origin")
    if isinstance(moves, str):
        moves = moves.split(";") if moves else []
    if not isinstance(moves, (list, tuple)) or not all(isinstance(m, str) for m in moves):
        return None
    try:
        actions = [_parse_cached(m) for m in moves]
        if origin is None:
            seed = state.seed
            if seed is None:
                return None
            s = new_game(state.variant, players=state.players, seed=seed, **state.options)
        elif isinstance(origin, Mapping) and "past" not in origin:
            s = State.from_dict(origin)
        else:
            return None
        for a in actions:
            s = s.apply(a)
    except ValueError:  # IllegalAction, InvalidOptions, InvalidPosition: not this game
        return None
    if s != state or s.seed != state.seed:
        return None
    return s


class FieldState(State):
    """A :class:`State` that keeps the fields every variant has under the same slot names
    (rules, seed, whose turn, result, phase index, action count, hands as card masks), so the
    plain accessors are written once.  Subclasses set ``PHASES`` and add their own slots
    (``_hands`` among them)."""

    __slots__ = ("_rules", "_seed", "_turn", "_result", "_phase", "_nact")

    PHASES: ClassVar[Tuple[str, ...]] = ()

    _rules: Any  # the variant's option record; has ``to_dict()``
    _seed: Optional[int]
    _turn: Optional[int]
    _result: Optional[Result]
    _phase: int
    _nact: int
    _hands: Tuple[int, ...]  # a card mask per seat; the slot is the subclass's

    @property
    def seed(self) -> Optional[int]:
        return self._seed

    def hand(self, player: int) -> Tuple[Card, ...]:
        return cards_of(self._hands[player])

    def hand_mask(self, player: int) -> int:
        return self._hands[player]

    @property
    def options(self) -> Dict[str, Any]:
        options: Dict[str, Any] = self._rules.to_dict()
        return options

    @property
    def current_player(self) -> Optional[int]:
        return self._turn

    @property
    def result(self) -> Optional[Result]:
        return self._result

    def is_terminal(self) -> bool:
        return self._result is not None

    @property
    def phase(self) -> str:
        """The name of the current phase (one of ``PHASES``)."""
        return self.PHASES[self._phase]

    # --- the parts of ``to_dict`` and ``__str__`` every family writes alike -----------------
    def _save_head(self) -> Dict[str, Any]:
        """The keys a save starts with in every family (format, variant, seats, seed,
        options); the family's own keys follow, then :meth:`_save_tail`."""
        return {
            "format": self.FORMAT,
            "variant": self.variant,
            "players": self.players,
            "seed": self._seed,
            "options": self._rules.to_dict(),
        }

    def _save_tail(self) -> Dict[str, Any]:
        """The keys a save ends with in every family (actions played, result)."""
        return {
            "actions": self._nact,
            "result": None if self._result is None else self._result.to_dict(),
        }

    def _status_line(self) -> str:
        """The last line of ``__str__``: who is to act, or how the game ended."""
        res = self._result
        if res is None:
            return f" {self.PHASES[self._phase]}: P{self._turn} to act"
        if res.draw:
            capped = res.reason == Termination.ACTION_CAP
            return " game over: draw" + (" (action cap)" if capped else "")
        return " game over: " + self._outcome_text(res)

    def _outcome_text(self, res: Result) -> str:
        """How a decided game ended, in the family's words (``_status_line``'s tail)."""
        return f"P{res.durak} loses"


def new_game(
    variant: str = "podkidnoy", players: int = 2, seed: Optional[int] = None, **options: Any
) -> State:
    """Deals a new game.  The same ``seed`` and options give the same deal everywhere;
    ``seed=None`` picks a random seed (kept in the state, so the game can be replayed).

    The variant, the player count and every option are checked against the variant's spec
    (``engine.VARIANTS[variant]``): anything it does not allow raises
    :class:`InvalidOptions` (an :class:`IllegalAction`) with a readable message."""
    spec = spec_of(variant)
    opts = spec.check(players, options)
    if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool)):
        raise InvalidOptions("bad_seed", value=repr(seed))
    state: State = factory(spec.name)(players, seed, **opts)
    return state


def replay(
    seed: Optional[int],
    actions: Iterable[ActionLike],
    variant: str = "podkidnoy",
    players: int = 2,
    **options: Any,
) -> State:
    """Replays a game from its seed and its actions (Action objects or their text)."""
    state = new_game(variant, players=players, seed=seed, **options)
    for a in actions:
        state = state.apply(a)
    return state
