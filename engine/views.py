"""A typed, frozen view per rules family (issue 29, item 5): what a seat may know, with every
field declared and typed, so the table, :mod:`engine.text` and the bots read attributes that
mypy checks instead of guessing with ``getattr(view, "...", default)``.

Each rules module builds its family's view in ``State.view`` and registers the class with
its variant (``register_variant(..., view_type=DurakView)``): ``engine.VARIANTS[name]
.view_type`` says which one a variant's views are.  The common fields, declared on
:class:`View` itself, come first in each family's :data:`~DurakView.FIELDS`.

>>> import engine
>>> v = engine.new_game("podkidnoy", players=2, seed=1).view(0)
>>> isinstance(v, DurakView), engine.VARIANTS["podkidnoy"].view_type is DurakView
(True, True)
>>> v.bout, len(v.hand)
(1, 6)
>>> DurakView((), None, **{f: getattr(v, f) for f in v.fields() if f != "bout"})
Traceback (most recent call last):
...
TypeError: DurakView lacks the fields bout

Frozen as :class:`engine.View` is (setting an attribute raises ``AttributeError``); a view
pickles by its class (``engine.views.DurakView``), and a plain ``engine.base.View`` of an
older pickle still loads and reads the same attributes.
"""

from typing import (
    TYPE_CHECKING,
    Any,
    ClassVar,
    Dict,
    FrozenSet,
    List,
    Mapping,
    Optional,
    Sequence,
    Tuple,
)

from .actions import Action
from .cards import Card
from .events import Event, Result

__all__ = [
    "View",
    "plain_value",
    "COMMON_FIELDS",
    "DurakView",
    "KozyriView",
    "BattleView",
    "FamilyView",
]

# ---------------------------------------------------------------------------------------------
# Views


class View:
    """What one player may know about a position (an information set).  Read-only.

    The fields every view has are declared with their types below (the one list of them:
    :data:`engine.views.COMMON_FIELDS` is read from these declarations).  Each rules family
    adds its own fields in a typed, frozen subclass (:mod:`engine.views`: ``DurakView``,
    ``KozyriView``, ``BattleView``; a variant's is ``engine.VARIANTS[name].view_type``; see
    docs/engine-api.md)."""

    # the fields every built-in variant's view has, in this order (engine.views.COMMON_FIELDS
    # is every public name declared here), for mypy and the reader; a family's own are
    # declared on its class in engine.views.  The private ones after them are not fields.
    variant: str
    player: int
    players: int
    current_player: Optional[int]
    phase: str
    hand: Tuple[Card, ...]
    hand_counts: Tuple[int, ...]  # every player's
    trump: Optional[int]  # a suit
    trump_card: Optional[Card]
    talon_count: int
    discard_count: int
    known: Tuple[Tuple[Card, ...], ...]  # per player: the cards this player knows are there
    unknown: Tuple[Card, ...]  # the cards whose place this player does not know
    out: Tuple[bool, ...]
    order: Tuple[int, ...]
    terminal: bool
    result: Optional["Result"]
    options: Dict[str, Any]
    events: Tuple["Event", ...]  # the last ones, the cards this player may not see removed
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
# The family views

COMMON_FIELDS: Tuple[str, ...] = tuple(n for n in View.__annotations__ if not n.startswith("_"))
"""The fields every built-in variant's view has, in order: the public names declared with
their types on :class:`engine.View` (one list, not two to keep in step)."""


class FamilyView(View):
    """A view whose fields are declared: building one without all of :attr:`FIELDS` raises
    ``TypeError`` (a further field is allowed: a variant of the family may add one)."""

    FIELDS: ClassVar[Tuple[str, ...]] = COMMON_FIELDS
    """Every field a view of this family has (the common ones first)."""
    _REQUIRED: ClassVar[FrozenSet[str]] = frozenset(COMMON_FIELDS)  # FIELDS as a set

    def __init__(
        self,
        actions: Sequence[Action] = (),
        history: Optional[Mapping[str, Any]] = None,
        **fields: Any,
    ) -> None:
        missing = self._REQUIRED - fields.keys()
        if missing:
            raise TypeError(f"{type(self).__name__} lacks the fields {', '.join(sorted(missing))}")
        self._fill(actions, history, fields)  # View.__init__ without unpacking the fields again

    def __init_subclass__(cls, **kw: Any) -> None:
        # the fields are the class's annotations, declared once: its parent's fields, then
        # each name it annotates without a default (a default such as ``public_log``'s
        # marks a class attribute that is not a field; a common field annotated again with a
        # narrower type keeps its place), in the order written (to_dict's order)
        super().__init_subclass__(**kw)
        own = cls.__dict__.get("__annotations__", {})
        fields = list(cls.FIELDS)
        for name, hint in own.items():
            if name in fields or name in cls.__dict__ or "ClassVar" in str(hint):
                continue
            fields.append(name)
        cls.FIELDS = tuple(fields)
        cls._REQUIRED = frozenset(cls.FIELDS)


class DurakView(FamilyView):
    """A view of the Durak family (Podkidnoy, Perevodnoy, a variant registered with
    ``engine.durak.register_durak_variant``): bouts of attack and defence.

    Besides the common fields: ``discard`` (every card in it was seen face up), ``table``
    (pairs ``(attack card, beating card or None)`` in the order laid), ``attacker``,
    ``defender``, ``limit`` (most attack cards this bout may hold), ``bout`` (from 1),
    ``passes`` (how many attackers passed in a row), ``shown`` (trumps shown to
    transfer this bout).  A view made by the engine also has ``public_log`` (the events
    everyone saw, for the bots' reading of the hands; not a field: ``to_dict`` leaves it out
    and a view from the wire reads the empty class default)."""

    trump: int  # the trump suit is known from the deal on
    trump_card: Card
    discard: Tuple[Card, ...]
    table: Tuple[Tuple[Card, Optional[Card]], ...]
    attacker: int
    defender: int
    limit: int
    bout: int
    passes: int
    shown: Tuple[Card, ...]
    public_log: Tuple[Event, ...] = ()  # history, not a field: () where the past is unknown


class KozyriView(FamilyView):
    """A view of Svoi Kozyri: one pile, each player's own trump suit.

    Besides the common fields: ``suits`` (each seat's trump suit 0..3, None while not
    chosen; ``trump`` is the viewer's own, ``trump_card`` is None), ``dealer``,
    ``stock_count`` (the stock's size, also ``talon_count``), ``pile`` (bottom first),
    ``top`` (its top card or None) and ``pile_owners`` (the seat that laid each pile card,
    as ``pile``; None where not known: a position loaded from a format 1 save without its
    past)."""

    suits: Tuple[Optional[int], ...]
    dealer: int
    stock_count: int
    pile: Tuple[Card, ...]
    top: Optional[Card]
    pile_owners: Tuple[Optional[int], ...]


class BattleView(FamilyView):
    """A view of the battle family (Warfare): two seats commit a card each, the winner of a
    battle scores its points.

    Besides the common fields: ``deck_count`` (also ``talon_count``), ``discard``,
    ``score_piles`` (each seat's won cards), ``scores`` (their points), ``my_commit`` (the
    viewer's committed card or None), ``committed`` (per seat, whether it has chosen),
    ``offered`` (the cards the battle's loser looks at to keep one), ``face_up`` (the cards
    the winner picks from), ``leader``, ``loser`` (the battle's loser while keeping and
    picking, else None) and ``battle`` (from 1)."""

    trump: int
    trump_card: Card
    deck_count: int
    discard: Tuple[Card, ...]
    score_piles: Tuple[Tuple[Card, ...], ...]
    scores: Tuple[int, ...]
    my_commit: Optional[Card]
    committed: Tuple[bool, ...]
    offered: Tuple[Card, ...]
    face_up: Tuple[Card, ...]
    leader: int
    loser: Optional[int]
    battle: int
