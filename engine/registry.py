"""The variant registry: every variant declares itself once, in a frozen :class:`VariantSpec`.

A variant module builds its spec (seats, decks, options with their types and defaults,
whether it is played in series) and calls :func:`register_variant` with its ``State``
class and its dealing function.  Everything else (``new_game``, ``from_dict``, the command
line, the arena, the fuzzer, the server, the game's setup screens) asks :data:`VARIANTS`
instead of comparing variant names.

>>> import engine
>>> spec = engine.VARIANTS["podkidnoy"]
>>> spec.title, spec.min_players, spec.max_players, spec.decks
('Podkidnoy', 2, 6, (24, 36, 52))
>>> spec.players_range(24)
(2, 4)
>>> spec.option("deck").default
36
>>> engine.new_game("podkidnoy", players=2, deck=52.0)
Traceback (most recent call last):
...
engine.errors.InvalidOptions: The option “deck” of Podkidnoy must be a whole number, not 52.0.

The built-in variants' modules are imported the first time the registry is read, so
``import engine.base`` alone stays light.
"""

import importlib
from dataclasses import dataclass, field
from typing import (
    Any,
    Callable,
    Dict,
    Iterator,
    Mapping,
    Optional,
    Tuple,
    Type,
)

from .errors import InvalidOptions
from .words import WordEnum

# The registry does not import engine.base, not even for types: engine.base imports the
# registry (it re-exports it and reads it in new_game / from_dict), and the two would make an
# import circle (issue 29).  The registry only keeps what a variant registers; the state
# classes are plain classes here, and engine.base, which knows ``State``, types what it reads
# back (``state: State = loader(variant)(d)``).
_StateClass = Type[Any]
"""A variant's ``engine.State`` subclass."""
_Factory = Callable[..., Any]
"""A variant's deal: ``factory(players, seed, **options)`` returns an ``engine.State``."""
_Sampler = Callable[[Any, Any], Any]
"""A variant's ``sample_state(view, rng)``: a whole ``engine.State`` that agrees with an
``engine.View``, the hidden cards dealt from ``rng`` (a ``random.Random``)."""
_Loader = Callable[[Mapping[str, Any]], Any]
"""A variant's save-dict parser: ``load(d)`` is the ``engine.State`` that ``d`` (a
``to_dict``) describes, or raises ``engine.InvalidPosition``."""

__all__ = [
    "Family",
    "Option",
    "VariantSpec",
    "VARIANTS",
    "common_options",
    "register_variant",
    "unregister_variant",
    "variants",
    "spec_of",
    "state_class",
    "factory",
    "loader",
]

_TYPE_WORDS = {bool: "True or False", int: "a whole number", str: "a word"}


def _show(value: Any) -> str:
    return repr(value) if isinstance(value, str) else str(value)


def _words(values: Tuple[Any, ...]) -> str:
    shown = [_show(v) for v in values]
    if len(shown) <= 1:
        return "".join(shown)
    return ", ".join(shown[:-1]) + " or " + shown[-1]


@dataclass(frozen=True)
class Option:
    """One option of a variant: its ``name``, ``type`` (``bool``, ``int`` or ``str``) and
    ``default``; ``choices`` (the allowed values, when only some are), ``low``/``high``
    (bounds of an int), ``seat`` (an int that names a seat, below the player count) and
    ``nullable`` (None is allowed: "not set").  ``doc`` says what it does.

    Types are strict: ``True`` is not an int, ``52.0`` and ``"52"`` are not ints, ``1`` and
    ``"no"`` are not bools."""

    name: str
    type: type
    default: Any
    choices: Tuple[Any, ...] = ()
    low: Optional[int] = None
    high: Optional[int] = None
    seat: bool = False
    nullable: bool = False
    doc: str = ""

    def describe(self) -> str:
        """What a valid value looks like, in English ("24, 36 or 52")."""
        if self.choices:
            text = _words(self.choices)
        elif self.seat:
            text = "a seat number"
        elif self.type is int and self.low is not None and self.high is not None:
            text = f"a whole number from {self.low} to {self.high}"
        elif self.type is int and self.low is not None:
            text = f"a whole number of at least {self.low}"
        else:
            text = _TYPE_WORDS.get(self.type, self.type.__name__)
        return text + (" or None" if self.nullable else "")

    def check(self, value: Any, title: str, players: Optional[int] = None) -> Any:
        """``value`` if it is allowed (``players``: the seat count, for seat options), else
        raises :class:`InvalidOptions` with a readable message."""
        if value is None and self.nullable:
            return None
        t = self.type
        if t is int:
            ok = isinstance(value, int) and not isinstance(value, bool)
        else:
            ok = isinstance(value, t)
        if not ok:
            raise InvalidOptions(
                "bad_option_type",
                option=self.name,
                title=title,
                expected=_TYPE_WORDS.get(t, t.__name__) + (" or None" if self.nullable else ""),
                value=_show(value),
            )
        bad = bool(self.choices) and value not in self.choices
        if t is int:
            bad = bad or (self.low is not None and value < self.low)
            bad = bad or (self.high is not None and value > self.high)
            if self.seat and players is not None:
                bad = bad or not 0 <= value < players
        if bad:
            allowed = self.describe()
            if self.seat and players is not None and not self.choices:
                allowed = f"a seat number from 0 to {players - 1}"
                allowed += " or None" if self.nullable else ""
            raise InvalidOptions(
                "bad_option_value",
                option=self.name,
                title=title,
                allowed=allowed,
                value=_show(value),
            )
        return value


class Family(WordEnum):
    """A variant's rules family (:attr:`VariantSpec.family`): the layers that treat a family
    alike (the duel record, the bots, the coach's cues, the table) read it instead of listing
    variant names.  ``DURAK``: games of bouts, attack and defence, takes (Podkidnoy,
    Perevodnoy, any :func:`engine.durak.durak_spec` game); ``KOZYRI``: Svoi Kozyri's pile with
    own trumps; ``BATTLE``: Warfare's battles for points; ``OTHER``: none of these (a
    variant from outside the engine that brings its own bot: the record counts its games
    without a family's steps).  A new family is a new member here.

    A member is a ``str`` equal to its value (``spec.family == "durak"``, a dict keyed by the
    word finds it) and ``str()`` gives the value, as :class:`engine.Termination`."""

    DURAK = "durak"
    KOZYRI = "kozyri"
    BATTLE = "battle"
    OTHER = "other"


@dataclass(frozen=True)
class VariantSpec:
    """What a variant is, declared once: ``name`` (as in ``new_game``), ``title`` (English,
    for menus and messages), ``min_players``/``max_players``, ``decks`` (the deck sizes it
    is played with; the first is the default unless a ``deck`` option says otherwise),
    ``options`` (tuple of :class:`Option`), ``series`` (whether it is played as a series of
    games in which the loser deals the next one: ``previous_durak`` is then an option),
    ``deck_max_players`` (``((deck, most players), ...)`` for decks that seat fewer than
    ``max_players``), ``loser_name`` (what the loser is called: "durak", "loser"),
    ``family`` (the rules family, a :class:`Family`; its word is read as the member and any
    other word is refused), ``transfers`` (a defender may pass the attack on) and ``doc`` (one line
    about the game)."""

    name: str
    title: str
    min_players: int
    max_players: int
    decks: Tuple[int, ...]
    options: Tuple[Option, ...] = ()
    series: bool = False
    deck_max_players: Tuple[Tuple[int, int], ...] = ()
    loser_name: str = "loser"
    family: Family = Family.OTHER
    transfers: bool = False
    doc: str = ""
    # lookups new_game makes on every deal, computed once in __post_init__ (the spec is
    # frozen): the options by name, their defaults, the seats per deck, the default deck
    _by_name: Dict[str, Option] = field(init=False, repr=False, compare=False)
    _defaults: Dict[str, Any] = field(init=False, repr=False, compare=False)
    _seats: Dict[int, int] = field(init=False, repr=False, compare=False)
    _deck: int = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        try:
            family = Family(self.family)
        except ValueError:
            known = _words(tuple(str(f) for f in Family))
            raise ValueError(f"{self.name}: family must be {known}, not {self.family!r}") from None
        object.__setattr__(self, "family", family)
        by_name = {o.name: o for o in self.options}
        object.__setattr__(self, "_by_name", by_name)
        object.__setattr__(self, "_defaults", {o.name: o.default for o in self.options})
        object.__setattr__(self, "_seats", dict(self.deck_max_players))
        deck = by_name.get("deck")
        object.__setattr__(self, "_deck", self.decks[0] if deck is None else deck.default)

    def option(self, name: str) -> Option:
        """The option called ``name`` (``KeyError`` if there is none)."""
        return self._by_name[name]

    def option_names(self) -> Tuple[str, ...]:
        """The names of the options, in declaration order."""
        return tuple(self._by_name)

    def defaults(self) -> Dict[str, Any]:
        """Every option with its default value."""
        return dict(self._defaults)

    @property
    def default_deck(self) -> int:
        """The deck size a new game uses when no ``deck`` option is given."""
        return self._deck

    def players_range(self, deck: Optional[int] = None) -> Tuple[int, int]:
        """``(fewest, most)`` players, for ``deck`` (default: the default deck)."""
        d = self._deck if deck is None else deck
        return (self.min_players, self._seats.get(d, self.max_players))

    def sample_state(self, view: Any, rng: Any) -> Any:
        """A whole position (an ``engine.State``) that agrees with ``view``, a view of this
        variant: what the view shows stays where it is, the cards it says are unknown
        (``view.unknown``) are dealt at random from ``rng`` (a ``random.Random``) into the
        places the view does not show (other hands' hidden cards, the talon or stock, a
        hidden commitment).  So ``sample_state(view, rng).view(view.player)`` holds what
        ``view`` holds; the same view and rng state give the same position.

        OpenSpiel's ``State::ResampleFromInfostate``: the search bots sample their deals
        with it, and the online table rebuilds a position with it to tell why the rules
        refuse a move.  The rules module registers it (:func:`register_variant`); a variant
        that registers none raises ``NotImplementedError``."""
        sampler = VARIANTS._samplers.get(self.name)
        if sampler is None:
            raise NotImplementedError(f"{self.title} registers no sample_state")
        return sampler(view, rng)

    @property
    def view_type(self) -> Optional[type]:
        """The class of this variant's views (a frozen subclass of ``engine.View`` that
        declares its fields with their types: ``engine.views.DurakView``, ``KozyriView``,
        ``BattleView``), as registered with :func:`register_variant`; None when the variant
        registered none (its views are plain ``engine.View``)."""
        return VARIANTS._view_types.get(self.name)

    def check(self, players: Any, options: Mapping[str, Any]) -> Dict[str, Any]:
        """Validates a deal's player count and options against the spec; returns every
        option (defaults filled in).  Raises :class:`InvalidOptions` with a readable
        message: unknown option, wrong type, value out of range, player count or deck
        outside the spec."""
        title = self.title
        by_name = self._by_name
        for key in options:
            if key not in by_name:
                raise InvalidOptions(
                    "unknown_option",
                    option=str(key),
                    title=title,
                    known=", ".join(by_name) or "none",
                )
        if not isinstance(players, int) or isinstance(players, bool):
            raise _bad_players(title, self.min_players, self.max_players, _show(players))
        out = dict(self._defaults)
        deck = options.get("deck", self._deck)
        if "deck" in options:
            opt = by_name["deck"]
            if not isinstance(deck, int) or isinstance(deck, bool):
                opt.check(deck, title)  # raises the type error
            if deck not in self.decks:
                raise InvalidOptions(
                    "bad_deck", title=title, allowed=_words(self.decks), value=_show(deck)
                )
        low, high = self.players_range(deck)
        if not low <= players <= high:
            if high != self.max_players:
                title = f"{title} with {deck} cards"
            raise _bad_players(title, low, high, players)
        for key, value in options.items():
            out[key] = by_name[key].check(value, self.title, players)
        return out


def common_options(action_cap: Optional[int] = None) -> Tuple[Option, ...]:
    """The options every built-in variant declares alike, declared once: ``dealer`` (the
    dealer's seat, None: drawn from the seed) and, when ``action_cap`` is given (the
    variant's default), ``action_cap`` (a running game is stopped as a draw after that many
    actions).  A variant lists them after its own options."""
    out = (Option("dealer", int, None, seat=True, nullable=True, doc="the dealer's seat"),)
    if action_cap is None:
        return out
    return out + (
        Option(
            "action_cap",
            int,
            action_cap,
            low=1,
            doc="actions after which a running game is stopped as a draw",
        ),
    )


def _bad_players(title: str, low: int, high: int, value: Any) -> InvalidOptions:
    count = str(low) if low == high else f"{low} to {high}"
    return InvalidOptions("bad_players", title=title, count=count, low=low, high=high, value=value)


_BUILTIN_MODULES = {
    "podkidnoy": "engine.durak",
    "perevodnoy": "engine.durak",
    "svoi_kozyri": "engine.kozyri",
    "warfare": "engine.warfare",
}
"""The modules of the variants that ship with the engine (loaded on first use)."""


class _Registry(Mapping):
    """``engine.VARIANTS``: a read-only mapping ``name -> VariantSpec`` in registration order
    (built-in variants first)."""

    def __init__(self) -> None:
        self._specs: Dict[str, VariantSpec] = {}
        self._classes: Dict[str, _StateClass] = {}
        self._factories: Dict[str, _Factory] = {}
        self._samplers: Dict[str, _Sampler] = {}
        self._view_types: Dict[str, type] = {}
        self._loaders: Dict[str, _Loader] = {}
        self._loaded = False

    def _load(self) -> None:
        if self._loaded:
            return
        self._loaded = True
        for module in dict.fromkeys(_BUILTIN_MODULES.values()):
            importlib.import_module(module)

    def __getitem__(self, name: str) -> VariantSpec:
        self._load()
        return self._specs[name]

    def __iter__(self) -> Iterator[str]:
        self._load()
        order = [n for n in _BUILTIN_MODULES if n in self._specs]
        order += [n for n in self._specs if n not in _BUILTIN_MODULES]
        return iter(order)

    def __len__(self) -> int:
        self._load()
        return len(self._specs)

    def __contains__(self, name: object) -> bool:
        self._load()
        return name in self._specs

    def __repr__(self) -> str:
        return f"<engine.VARIANTS {list(self)}>"

    def spec(self, name: Any) -> VariantSpec:
        """The spec of ``name``; :class:`InvalidOptions` (``unknown_variant``) if there is
        none."""
        self._load()
        spec = self._specs.get(name) if isinstance(name, str) else None
        if spec is None:
            raise InvalidOptions("unknown_variant", variant=str(name), known=", ".join(self))
        return spec


VARIANTS = _Registry()
"""Every registered variant: ``VARIANTS[name]`` is its :class:`VariantSpec`.  Read-only; a
variant adds itself with :func:`register_variant`."""


def register_variant(
    spec: VariantSpec,
    state_class: _StateClass,
    factory: _Factory,
    sample_state: Optional[_Sampler] = None,
    view_type: Optional[type] = None,
    load: Optional[_Loader] = None,
) -> VariantSpec:
    """Registers a variant: ``factory(players, seed, **options)`` deals a new game (with
    options already checked against ``spec`` and completed with their defaults) and
    ``load(d)`` (else ``state_class._from_dict(d)``) loads a saved position of it: the rules'
    save-dict parser, which may live in its own module.  ``sample_state(view, rng)``
    is the rules' sampler that :meth:`VariantSpec.sample_state` calls (a position agreeing
    with a view) and ``view_type`` the class of the variant's views
    (:attr:`VariantSpec.view_type`); a variant without them still deals, plays and loads,
    but bots cannot search it and the online table leaves its refusals to the server.
    Registering a name twice replaces the earlier entry (a module reloaded in a test)."""
    if not isinstance(spec, VariantSpec):
        raise TypeError("register_variant takes a VariantSpec")
    VARIANTS._specs[spec.name] = spec
    VARIANTS._classes[spec.name] = state_class
    VARIANTS._factories[spec.name] = factory
    VARIANTS._samplers.pop(spec.name, None)
    VARIANTS._view_types.pop(spec.name, None)
    VARIANTS._loaders[spec.name] = load if load is not None else state_class._from_dict
    if sample_state is not None:
        VARIANTS._samplers[spec.name] = sample_state
    if view_type is not None:
        VARIANTS._view_types[spec.name] = view_type
    return spec


def unregister_variant(name: str) -> None:
    """Forgets variant ``name`` (one registered for a while: a test's toy variant, a plug-in
    that is reloaded).  A built-in variant cannot be forgotten (the registry would load it
    again)."""
    if name in _BUILTIN_MODULES:
        raise ValueError(f"{name!r} is a built-in variant")
    VARIANTS._specs.pop(name, None)
    VARIANTS._classes.pop(name, None)
    VARIANTS._factories.pop(name, None)
    VARIANTS._samplers.pop(name, None)
    VARIANTS._view_types.pop(name, None)
    VARIANTS._loaders.pop(name, None)


def variants() -> Tuple[str, ...]:
    """Names of all registered variants (the keys of :data:`VARIANTS`)."""
    return tuple(VARIANTS)


def spec_of(name: Any) -> VariantSpec:
    """The spec of variant ``name``; raises :class:`InvalidOptions` for an unknown name."""
    return VARIANTS.spec(name)


def state_class(name: Any) -> _StateClass:
    """The ``State`` subclass of variant ``name`` (for ``from_dict``)."""
    VARIANTS.spec(name)
    return VARIANTS._classes[name]


def factory(name: Any) -> _Factory:
    """The dealing function of variant ``name``."""
    try:
        return VARIANTS._factories[name]
    except (KeyError, TypeError):
        VARIANTS.spec(name)  # raises unknown_variant (or loads the built-in variants)
        return VARIANTS._factories[name]


def loader(name: Any) -> _Loader:
    """The save-dict parser of variant ``name`` (for ``from_dict``)."""
    VARIANTS.spec(name)
    return VARIANTS._loaders[name]
