"""A series of games among the same players, scored with loser tokens (seed rule).

Every game's durak gets a token (a drawn game gives none).  After the agreed number of games
the player with the fewest tokens wins the series; if several share the fewest, further games
are played until one player has strictly fewest.

>>> from engine import Series
>>> s = Series("podkidnoy", players=2, games=3, seed=5)
>>> g = s.new_game()                  # deal of game 1 (seeded from the series)
>>> # ... play g to the end, then:  s = s.record(g)

A :class:`Series` is immutable: :meth:`record` returns a new one.  It is JSON-serialisable
through :meth:`to_dict` / :meth:`from_dict`.
"""

from typing import Any, Dict, List, Mapping, Optional, Sequence, Tuple, Union

from .base import VARIANTS, Result, State, new_game
from .cards import SplitMix64, new_seed
from .errors import InvalidOptions, InvalidPosition
from .loading import load_int

__all__ = ["Series", "SERIES_FORMAT", "tokens_outcome"]

SERIES_FORMAT = 1


def tokens_outcome(tokens: Sequence[int], player: int) -> str:
    """``"win"``, ``"loss"`` or ``"draw"`` of a series for seat ``player`` by the loser
    tokens per seat: the fewest alone wins, the fewest shared with another seat is a draw,
    more than the fewest loses.  A series that is over has one seat with the fewest, so this
    is also its final outcome.  The one rule :meth:`Series.outcome_for`, the duel record's
    series outcome and the game's result read."""
    fewest = min(tokens)
    if tokens[player] != fewest:
        return "loss"
    return "win" if list(tokens).count(fewest) == 1 else "draw"


class Series:
    """``Series(variant, players=2, games=3, seed=None, **options)``.

    ``tokens`` (per player), ``results`` (one :class:`Result` per finished game),
    ``games_played``, ``is_over()``, ``winner``, ``new_game()`` (the next deal),
    ``record(state_or_result)`` (a new series with that game counted)."""

    __slots__ = ("_variant", "_players", "_games", "_seed", "_options", "_results")

    def __init__(
        self,
        variant: str = "podkidnoy",
        players: int = 2,
        games: int = 3,
        seed: Optional[int] = None,
        **options: Any,
    ) -> None:
        if not isinstance(games, int) or isinstance(games, bool) or games < 1:
            raise InvalidOptions("bad_series_games", value=repr(games))
        if "previous_durak" in options:
            raise InvalidOptions("series_option", option="previous_durak")
        if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool)):
            raise InvalidOptions("bad_seed", value=repr(seed))
        # validate variant, players and options now, by dealing the first game once
        new_game(variant, players=players, seed=0, **options)
        spec = VARIANTS[variant]
        if not spec.series:
            # the spec decides: loser tokens only mean something where a game has a loser
            raise InvalidOptions("not_a_series_variant", title=spec.title)
        self._variant = variant
        self._players = players
        self._games = games
        self._seed = new_seed() if seed is None else seed
        self._options: Tuple[Tuple[str, Any], ...] = tuple(sorted(options.items()))
        self._results: Tuple[Result, ...] = ()

    # --- reading ----------------------------------------------------------------------------
    @property
    def variant(self) -> str:
        return self._variant

    @property
    def players(self) -> int:
        return self._players

    @property
    def games(self) -> int:
        """Number of games agreed (more are played to break a tie)."""
        return self._games

    @property
    def seed(self) -> int:
        return self._seed

    @property
    def options(self) -> Dict[str, Any]:
        return dict(self._options)

    @property
    def results(self) -> Tuple[Result, ...]:
        return self._results

    @property
    def games_played(self) -> int:
        return len(self._results)

    @property
    def tokens(self) -> Tuple[int, ...]:
        """Loser tokens per player."""
        t = [0] * self._players
        for r in self._results:
            for p in _losers(r, self._players):
                t[p] += 1
        return tuple(t)

    def leaders(self) -> Tuple[int, ...]:
        """Players with the fewest tokens so far."""
        t = self.tokens
        low = min(t)
        return tuple(p for p in range(self._players) if t[p] == low)

    def is_over(self) -> bool:
        return len(self._results) >= self._games and len(self.leaders()) == 1

    @property
    def winner(self) -> Optional[int]:
        """The series winner once it is over, else None."""
        return self.leaders()[0] if self.is_over() else None

    def outcome_for(self, player: int) -> str:
        """The series as it stands for seat ``player`` (:func:`tokens_outcome`): the final
        outcome once it is over."""
        return tokens_outcome(self.tokens, player)

    @property
    def tiebreak(self) -> bool:
        """True while extra games are being played to break a tie."""
        return len(self._results) >= self._games and not self.is_over()

    def game_seed(self, index: int) -> int:
        """Seed of game ``index`` (0-based), derived from the series seed."""
        rng = SplitMix64(self._seed)
        for _ in range(index):
            rng.next64()
        return rng.next64() & 0x7FFFFFFF

    def next_options(self) -> Dict[str, Any]:
        """Options of the next game: in a variant with the ``previous_durak`` option (Durak),
        the previous durak, who deals and decides who attacks first under the
        ``first_attacker`` option."""
        opts = dict(self._options)
        has_loser_option = "previous_durak" in VARIANTS[self._variant].option_names()
        if has_loser_option and self._results:
            last = self._results[-1]
            if last.durak is not None:
                opts["previous_durak"] = last.durak
        return opts

    def new_game(self) -> State:
        """Deals the next game of the series."""
        if self.is_over():
            raise ValueError("the series is over")
        return new_game(
            self._variant,
            players=self._players,
            seed=self.game_seed(len(self._results)),
            **self.next_options(),
        )

    # --- updating ---------------------------------------------------------------------------
    def record(self, game: Union[State, Result]) -> "Series":
        """A new series with a finished game (its final state, or its result) counted."""
        if self.is_over():
            raise ValueError("the series is over")
        if isinstance(game, State):
            if game.result is None:
                raise ValueError("the game is not finished")
            if game.players != self._players:
                raise ValueError("that game has a different number of players")
            result = game.result
        elif isinstance(game, Result):
            result = game
        else:
            raise TypeError("record() takes a finished State or a Result")
        for p in result.order + ((result.durak,) if result.durak is not None else ()):
            if not 0 <= p < self._players:
                raise ValueError(f"result names player {p}, not in this series")
        return self._with(self._results + (result,))

    def _with(self, results: Tuple[Result, ...]) -> "Series":
        s = object.__new__(Series)
        s._variant = self._variant
        s._players = self._players
        s._games = self._games
        s._seed = self._seed
        s._options = self._options
        s._results = results
        return s

    # --- saving -----------------------------------------------------------------------------
    def to_dict(self) -> Dict[str, Any]:
        return {
            "format": SERIES_FORMAT,
            "kind": "series",
            "variant": self._variant,
            "players": self._players,
            "games": self._games,
            "seed": self._seed,
            "options": dict(self._options),
            "results": [r.to_dict() for r in self._results],
        }

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> "Series":
        """Loads :meth:`to_dict`; anything malformed (a field of the wrong type, options the
        variant does not allow, a result naming a seat outside the series, a draw with a
        durak) raises :class:`~engine.errors.InvalidPosition`."""
        if not isinstance(d, Mapping) or d.get("kind") != "series":
            raise InvalidPosition("not a saved series")
        if d.get("format") != SERIES_FORMAT:
            raise InvalidPosition(f"unsupported series format {d.get('format')!r}")
        opts = d.get("options", {})
        if not isinstance(opts, Mapping):
            raise InvalidPosition("options must be a dict")
        players = load_int(d.get("players"), "players", 2, 10)
        games = load_int(d.get("games"), "games", 1, 10**6)
        seed = load_int(d.get("seed"), "seed", -(2**63), 2**64)
        try:
            s = cls(d.get("variant"), players, games, seed, **opts)  # type: ignore[arg-type]
        except InvalidOptions as e:
            raise InvalidPosition(f"series: {e.message}") from None
        results: List[Result] = []
        rs = d.get("results", [])
        if not isinstance(rs, list):
            raise InvalidPosition("results must be a list")
        for rd in rs:
            r = Result.from_dict(rd, players)
            if r.draw and r.durak is not None:
                raise InvalidPosition("a drawn game has no durak")
            results.append(r)
        return s._with(tuple(results))

    # --- identity ---------------------------------------------------------------------------
    def _key(self) -> Tuple[Any, ...]:
        return (self._variant, self._players, self._games, self._seed, self._options, self._results)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Series):
            return NotImplemented
        return self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __reduce__(self) -> Tuple[Any, ...]:
        return (Series.from_dict, (self.to_dict(),))

    def __setattr__(self, name: str, value: Any) -> None:
        if hasattr(self, "_results"):
            raise AttributeError("Series is immutable")
        object.__setattr__(self, name, value)

    def __repr__(self) -> str:
        return (
            f"<Series {self._variant} {self._players}p {len(self._results)}/{self._games} "
            f"tokens={list(self.tokens)}{' over' if self.is_over() else ''}>"
        )


def _losers(r: Result, players: int) -> Tuple[int, ...]:
    """Who gets a token for a game: the durak; in a variant with a single winner and no
    durak, everybody else; nobody on a draw."""
    if r.durak is not None:
        return (r.durak,)
    if r.winner is not None and not r.draw:
        return tuple(p for p in range(players) if p != r.winner)
    return ()
