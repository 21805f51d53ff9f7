"""The :class:`State` base class (an immutable position: its public API, history, saving
and loading), :class:`FieldState` (the fields every built-in family shares) and the two
ways to reach a position, :func:`new_game` and :func:`replay`.  Re-exported by
:mod:`engine.base` and :mod:`engine`."""

from typing import (
    Any,
    ClassVar,
    Dict,
    Iterable,
    List,
    Mapping,
    Optional,
    Tuple,
    Union,
)

from .actions import Action, ActionLike, safe_text, well_formed
from .cards import Card, cards_of
from .errors import IllegalAction, InvalidOptions, InvalidPosition
from .events import Event, Result, Termination
from .registry import VARIANTS, factory, loader, spec_of
from .views import View

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
            return IllegalAction("bad_action", text=safe_text(action))
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

    def __reduce__(self) -> Tuple[Any, ...]:
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
