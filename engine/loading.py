"""Checks shared by every variant's ``from_dict``: each turns one field of a saved position
into an engine value or raises :class:`~engine.errors.InvalidPosition` (a ``ValueError``)
that names the field."""

from typing import Any, Mapping, Optional, Sequence, Tuple

from .cards import Card
from .errors import InvalidPosition


def load_card(x: Any, what: str) -> Card:
    """A card from its code (``"7S"``); ``what`` names the field in the error."""
    if not isinstance(x, str):
        raise InvalidPosition(f"{what}: expected a card code, got {x!r}")
    try:
        return Card.parse(x)
    except ValueError:
        raise InvalidPosition(f"{what}: unknown card {x!r}") from None


def load_cards(xs: Any, what: str) -> Tuple[Card, ...]:
    """Cards from a list of codes."""
    if not isinstance(xs, (list, tuple)):
        raise InvalidPosition(f"{what}: expected a list of card codes")
    return tuple(load_card(x, what) for x in xs)


def load_int(x: Any, what: str, lo: int, hi: int) -> int:
    """An integer from ``lo`` to ``hi`` (booleans refused: JSON ``true`` is not a seat)."""
    if not isinstance(x, int) or isinstance(x, bool) or not lo <= x <= hi:
        raise InvalidPosition(f"{what}: expected an integer from {lo} to {hi}, got {x!r}")
    return x


def load_options(d: Mapping[str, Any]) -> Mapping[str, Any]:
    """The saved ``options`` (a dict, default none), to check against the variant's spec."""
    opts = d.get("options", {})
    if not isinstance(opts, Mapping):
        raise InvalidPosition("options must be a dict")
    return opts


def load_seed(d: Mapping[str, Any]) -> Optional[int]:
    """The saved ``seed``: an int, or None for a position with no deal to replay."""
    seed = d.get("seed")
    if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool)):
        raise InvalidPosition("seed must be an int or null")
    return seed


def card_mask(cs: Sequence[int]) -> int:
    """The bitmask of a collection of card indices."""
    m = 0
    for c in cs:
        m |= 1 << c
    return m


def load_seats(x: Any, what: str, players: int) -> Tuple[int, ...]:
    """A list of distinct seat numbers below ``players``."""
    if not isinstance(x, (list, tuple)):
        raise InvalidPosition(f"{what}: expected a list of seats, got {x!r}")
    seats = tuple(load_int(p, what, 0, players - 1) for p in x)
    if len(set(seats)) != len(seats):
        raise InvalidPosition(f"{what}: a player is listed twice")
    return seats


def load_list(x: Any, what: str, length: int) -> list:
    """A list (or tuple) of exactly ``length`` items."""
    if not isinstance(x, (list, tuple)) or len(x) != length:
        raise InvalidPosition(f"{what}: expected a list of {length}, got {x!r}")
    return list(x)


def check_result(saved: Any, derived: Any) -> None:
    """Refuses a saved result that is not the one the position has (the loaders derive it
    from the position: a save cannot claim another winner, loser, order or reason)."""
    if saved != derived:
        raise InvalidPosition(
            f"result: the save says {saved.to_dict()}, the position says {derived.to_dict()}"
        )


def check_format(d: Any, current: int, oldest: Optional[int] = None) -> int:
    """The save's ``format``: an int from ``oldest`` (default ``current``: only the current
    one) to ``current`` (``1.0`` and ``True`` are not format 1; a newer format is refused
    with a word about it).  A loader that reads older formats migrates them by the number."""
    fmt = d.get("format")
    low = current if oldest is None else oldest
    if type(fmt) is not int or not low <= fmt <= current:
        raise InvalidPosition(f"unsupported save format {fmt!r} (this engine reads {current})")
    return fmt
