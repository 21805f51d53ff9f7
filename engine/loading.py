"""Checks shared by every variant's ``from_dict``: each turns one field of a saved position
into an engine value or raises a ``ValueError`` that names the field."""

from typing import Any, Sequence, Tuple

from .cards import Card


def load_card(x: Any, what: str) -> Card:
    """A card from its code (``"7S"``); ``what`` names the field in the error."""
    if not isinstance(x, str):
        raise ValueError(f"{what}: expected a card code, got {x!r}")
    try:
        return Card.parse(x)
    except ValueError:
        raise ValueError(f"{what}: unknown card {x!r}") from None


def load_cards(xs: Any, what: str) -> Tuple[Card, ...]:
    """Cards from a list of codes."""
    if not isinstance(xs, (list, tuple)):
        raise ValueError(f"{what}: expected a list of card codes")
    return tuple(load_card(x, what) for x in xs)


def load_int(x: Any, what: str, lo: int, hi: int) -> int:
    """An integer from ``lo`` to ``hi`` (booleans refused: JSON ``true`` is not a seat)."""
    if not isinstance(x, int) or isinstance(x, bool) or not lo <= x <= hi:
        raise ValueError(f"{what}: expected an integer from {lo} to {hi}, got {x!r}")
    return x


def card_mask(cs: Sequence[int]) -> int:
    """The bitmask of a collection of card indices."""
    m = 0
    for c in cs:
        m |= 1 << c
    return m
