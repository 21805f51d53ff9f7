"""Positions and results as plain text, for the terminal (``python -m engine play``) and bug
reports.  Works from what a view holds: the common fields of every :class:`engine.View` are
written here, each rules family's own by the :class:`Describer` its package registers
(:func:`register_describer`, as it registers its recorder and its bots): the table of a
``DurakView``, the pile and suits of a ``KozyriView``, the scores and offered cards of a
``BattleView``.  :func:`describe_view` finds the describer through the variant's spec
(``VariantSpec.family``), so a new variant of a family renders without a change here, a new
family brings its describer, and mypy checks every field each describer reads.

>>> import engine
>>> s = engine.new_game("warfare", seed=3)
>>> print(describe_view(s.view(0)).splitlines()[0])
trump Q♠  deck 45  discard 0  battle 1  score you 0 : 0 P1
"""

from types import MappingProxyType
from typing import Any, Dict, Generic, List, Mapping, Optional, Sequence, TypeVar, Union

from .base import VARIANTS, Result, Termination, View
from .cards import Card, format_cards
from .registry import Family

__all__ = [
    "describe_view",
    "describe_result",
    "Describer",
    "DESCRIBERS",
    "register_describer",
    "unregister_describer",
    "describer_for",
    "cards_text",
]

V = TypeVar("V", bound=View)


def cards_text(cards: Sequence[Card]) -> str:
    """Cards as the text shows them (suit signs, in the given order)."""
    return format_cards(cards, pretty=True)


class Describer(Generic[V]):
    """How :func:`describe_view` writes one rules family's own fields; this base writes
    none but a talon count (a variant whose family registered no describer).  Each hook
    returns parts or lines that the common text takes in its order: the header is trump,
    :meth:`stock`, discard (when there is a trump card), :meth:`progress`; a seat's roles are
    :meth:`roles` then "out"; :meth:`table` comes after the seats, before the player's hand."""

    def stock(self, view: V) -> List[str]:
        """The header's count of the cards still to draw (and what goes with it)."""
        return [f"talon {view.talon_count}"]

    def progress(self, view: V) -> List[str]:
        """The header's last parts: how far the game is (bout, battle, score)."""
        return []

    def roles(self, view: V, seat: int) -> List[str]:
        """What ``seat`` is doing now, as the seat's line names it in brackets."""
        return []

    def table(self, view: V) -> List[str]:
        """The lines of what lies on the table (each starts with two spaces)."""
        return []


_DEFAULT: Describer[Any] = Describer()
_DESCRIBERS: Dict[Family, Describer[Any]] = {}
DESCRIBERS: Mapping[Family, Describer[Any]] = MappingProxyType(_DESCRIBERS)
"""Every registered describer by family (read-only; the built-in families' are there once
their variants are loaded, as ``engine.VARIANTS`` does on first use)."""


def register_describer(family: Union[Family, str], describer: Describer[Any]) -> None:
    """Makes :func:`describe_view` write the views of rules family ``family`` (a
    :class:`Family` or its word; another word raises ``ValueError``) with ``describer``;
    registering a family again replaces its describer."""
    if not isinstance(describer, Describer):
        raise TypeError("register_describer takes an engine.text.Describer")
    _DESCRIBERS[Family(family)] = describer


def unregister_describer(family: Union[Family, str]) -> None:
    """Forgets the describer of ``family`` (its views are then written by :class:`Describer`)."""
    _DESCRIBERS.pop(Family(family), None)


def describer_for(variant: str) -> Describer[Any]:
    """The describer of ``variant``'s rules family, as its spec declares the family; the
    base :class:`Describer` for a family with none or a name the registry does not know."""
    spec = VARIANTS.get(variant)
    if spec is None:
        return _DEFAULT
    return _DESCRIBERS.get(spec.family, _DEFAULT)


def _header(view: View, describer: Describer[Any]) -> str:
    parts: List[str] = []
    if view.trump_card is not None:
        parts.append(f"trump {view.trump_card.pretty()}")
    parts += describer.stock(view)
    if view.trump_card is not None:
        parts.append(f"discard {view.discard_count}")
    parts += describer.progress(view)
    return "  ".join(parts)


def _seat(view: View, p: int, describer: Describer[Any]) -> str:
    roles = describer.roles(view, p)
    if view.out[p]:
        roles.append("out")
    who = "you" if p == view.player else f"P{p}"
    line = f"  {who}: {view.hand_counts[p]} cards"
    if roles:
        line += f" ({', '.join(roles)})"
    known = view.known[p]
    if known:
        line += f"  known: {cards_text(known)}"
    return line


def describe_view(view: View) -> str:
    """``view`` as a few lines of text: trump, counts, every seat (cards held, role, cards
    known to be in that hand), what lies on the table, the player's own hand."""
    describer = describer_for(view.variant)
    lines = [_header(view, describer)]
    lines += [_seat(view, p, describer) for p in range(view.players)]
    lines += describer.table(view)
    lines.append("  your hand: " + (cards_text(view.hand) or "-"))
    return "\n".join(lines)


def describe_result(
    variant: str, result: Result, seat: int, scores: Optional[Sequence[int]] = None
) -> str:
    """How the game ended, from ``seat``'s side: "You win (47 : 37).", "P1 is the durak.
    You got out.", "Draw."; the loser is named as the variant's spec calls him."""
    if result.draw:
        return "Draw." + (" (action cap)" if result.reason == Termination.ACTION_CAP else "")
    if result.winner is not None:
        tail = ""
        if scores is not None:
            tail = " (" + " : ".join(str(x) for x in scores) + ")"
        who = "You win" if result.winner == seat else f"P{result.winner} wins"
        return who + tail + "."
    loser = VARIANTS[variant].loser_name
    if result.durak == seat:
        return f"You are the {loser}."
    return f"P{result.durak} is the {loser}. You got out."
