"""What a move and a game produce: :class:`Event` (something the last ``apply`` did, for the
table to animate), :class:`Termination` (why a game ended) and :class:`Result` (how it
ended).  Re-exported by :mod:`engine.base` and :mod:`engine`."""

from typing import (
    Any,
    Dict,
    Mapping,
    NamedTuple,
    Optional,
    Tuple,
)

from .cards import Card
from .errors import InvalidPosition
from .words import WordEnum

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
