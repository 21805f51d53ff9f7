"""A seat's view as the server sends it, turned into what a card table draws from.

The client never holds the whole game: each ``snapshot``/``update`` carries the view of its
own seat (:func:`engine.net.protocol.view_to_wire`).  A table that draws "me" at seat 0 (the
game's card table does) needs that view in *local* seat numbers, where the client's seat is
0 and the others follow in play order; :func:`rotate_wire` renumbers every seat field of a
wire view (and :func:`rotate_result` a ``game_over`` result), :func:`view_from_wire` turns the
dict back into an :class:`engine.View` (cards as :class:`engine.Card`, events as
:class:`engine.Event`, ``unknown`` recomputed as the deck less every card the view names),
and :func:`refusal` asks the rules why a move would be refused, on a full position sampled
to agree with the view (the refusal depends only on what the seat can see; the hidden cards
are random).  Standard library and the engine only, Python 3.9.
"""

import random
from typing import Any, Dict, List, Mapping, Optional, Sequence, Type

from ..base import Action, Event, IllegalAction, Result, View
from ..cards import Card
from ..registry import VARIANTS
from ..views import DurakView, FamilyView

__all__ = [
    "SEAT_SCALARS",
    "SEAT_LISTS",
    "local_seat",
    "server_seat",
    "rotate_wire",
    "rotate_result",
    "rotate_event",
    "view_from_wire",
    "legal_from_wire",
    "deck_cards",
    "refusal",
]

SEAT_SCALARS = ("player", "current_player", "attacker", "defender", "dealer", "leader", "loser")
"""View fields holding one seat number (or None)."""
SEAT_LISTS = ("hand_counts", "known", "out", "suits", "score_piles", "scores", "committed")
"""View fields holding one entry per seat, in seat order."""
SEAT_SEQUENCES = ("order", "pile_owners")
"""View fields holding a list of seat numbers (None where a seat is not known)."""

_CODES = frozenset(r + s for r in "23456789TJQKA" for s in "CDHS")
_NOT_CARDS = ("options", "events", "legal", "result", "variant", "phase")


def local_seat(p: Optional[int], me: int, n: int) -> Optional[int]:
    """The server's seat ``p`` in local numbers (``me`` becomes 0)."""
    return None if p is None else (int(p) - me) % n


def server_seat(p: Optional[int], me: int, n: int) -> Optional[int]:
    """The local seat ``p`` in the server's numbers."""
    return None if p is None else (int(p) + me) % n


def _rot_list(values: Sequence[Any], me: int) -> List[Any]:
    n = len(values)
    return [values[(i + me) % n] for i in range(n)] if n else []


def rotate_event(e: Mapping[str, Any], me: int, n: int) -> Dict[str, Any]:
    out = dict(e)
    out["player"] = local_seat(e.get("player"), me, n)
    return out


def rotate_result(r: Optional[Mapping[str, Any]], me: int, n: int) -> Optional[Dict[str, Any]]:
    """A result dict (``order``, ``durak``, ``winner`` …) in local seat numbers."""
    if r is None:
        return None
    out = dict(r)
    out["order"] = [local_seat(p, me, n) for p in r.get("order") or ()]
    for k in ("durak", "winner"):
        out[k] = local_seat(r.get(k), me, n)
    return out


def rotate_wire(view: Mapping[str, Any], me: int) -> Dict[str, Any]:
    """A wire view dict with every seat renumbered so that seat ``me`` is 0 (``me`` = 0: a
    copy).  Cards and everything else are left as they are."""
    n = int(view["players"])
    out = dict(view)
    for k in SEAT_SCALARS:
        if k in out:
            out[k] = local_seat(out[k], me, n)
    for k in SEAT_LISTS:
        if isinstance(out.get(k), list):
            out[k] = _rot_list(out[k], me)
    for k in SEAT_SEQUENCES:
        if isinstance(out.get(k), list):
            out[k] = [local_seat(p, me, n) for p in out[k]]
    out["events"] = [rotate_event(e, me, n) for e in view.get("events") or ()]
    out["result"] = rotate_result(view.get("result"), me, n)
    return out


def _typed(v: Any) -> Any:
    """Wire values back to the engine's types: card codes to Card, lists to tuples."""
    if isinstance(v, str):
        return Card.parse(v) if v in _CODES else v
    if isinstance(v, list):
        return tuple(_typed(x) for x in v)
    return v


def _card_codes(v: Any, out: set) -> None:
    if isinstance(v, str):
        if v in _CODES:
            out.add(v)
    elif isinstance(v, (list, tuple)):
        for x in v:
            _card_codes(x, out)


def deck_cards(deck: int) -> List[str]:
    """The codes of a deck of ``deck`` cards (52: 2..A, 36: 6..A, 24: 9..A)."""
    low = 15 - int(deck) // 4
    return [r + s for r in "23456789TJQKA"[low - 2 :] for s in "CDHS"]


def _unknown(wire: Mapping[str, Any]) -> List[str]:
    """The cards whose place this seat does not know: the deck less every card the view
    shows.  Events are left out (a card they name has since gone to a place the view shows
    or, for a drawn card of another seat, is not named at all); so is the trump card of a
    Durak game whose talon is empty (it was drawn into a hand: shown there if known)."""
    seen: set = set()
    # a Durak-family trump card is the talon's last card (its view type says the family)
    trump_drawn_last = issubclass(_view_type(wire.get("variant")), DurakView)
    for k, v in wire.items():
        if k in _NOT_CARDS:
            continue
        if k == "trump_card" and trump_drawn_last:
            if not wire.get("talon_count"):
                continue
        _card_codes(v, seen)
    deck = wire.get("deck")
    if not isinstance(deck, int):
        deck = 36
    return [c for c in deck_cards(deck) if c not in seen]


def view_from_wire(wire: Mapping[str, Any]) -> View:
    """An :class:`engine.View` from a (rotated) wire view dict: the fields the engine's own
    view has, with ``unknown`` recomputed and ``legal`` as the view's legal actions."""
    fields: Dict[str, Any] = {}
    for k, v in wire.items():
        if k in ("legal", "events", "result", "options"):
            continue
        fields[k] = _typed(v)
    fields["options"] = dict(wire.get("options") or {})
    fields["events"] = tuple(
        Event(
            str(e.get("kind")),
            e.get("player"),
            tuple(Card.parse(c) for c in e.get("cards") or ()),
            int(e.get("count") or 0),
            None if e.get("target") is None else Card.parse(e["target"]),
        )
        for e in wire.get("events") or ()
    )
    r = wire.get("result")
    fields["result"] = None if r is None else Result.from_dict(r)
    fields["unknown"] = tuple(Card.parse(c) for c in _unknown(wire))
    return _view_class(fields.get("variant"), fields)(legal_from_wire(wire), None, **fields)


def _view_type(variant: Any) -> Type[View]:
    """The class of ``variant``'s views (its spec's ``view_type``); a plain
    :class:`engine.View` for a variant this engine lacks or one that declares none."""
    spec = VARIANTS.get(variant) if isinstance(variant, str) else None
    cls = None if spec is None else spec.view_type
    return cls if cls is not None and issubclass(cls, View) else View


def _view_class(variant: Any, fields: Mapping[str, Any]) -> Type[View]:
    """The variant's own view class, so the table reads the same typed view online as
    offline; a plain :class:`engine.View` when the wire lacks one of the class's fields (a
    server of another version)."""
    cls = _view_type(variant)
    if issubclass(cls, FamilyView) and not all(f in fields for f in cls.FIELDS):
        return View
    return cls


def legal_from_wire(wire: Mapping[str, Any]) -> List[Action]:
    """The legal moves of a wire view (empty when it is not this seat's turn)."""
    out = []
    for text in wire.get("legal") or ():
        try:
            out.append(Action.parse(text))
        except ValueError:
            continue
    return out


def _determinise(view: View) -> Any:
    """A whole position that agrees with ``view``, sampled by the variant's rules (its
    spec's ``sample_state``; ``NotImplementedError`` when it registers none, or
    ``InvalidOptions`` for a variant this engine lacks: the caller lets the server judge).
    The rules alone: the refusal path does not load the AI."""
    return VARIANTS.spec(view.variant).sample_state(view, random.Random(0))


def refusal(view: View, action: Action, me: int = 0) -> Optional[IllegalAction]:
    """Why the rules refuse ``action`` in the position of ``view`` (an IllegalAction with
    the engine's code and values), or None when the rules accept it or the position cannot
    be rebuilt (the server is the judge then).  Only the seat's own cards and the open table
    decide a refusal, so a position sampled to agree with the view gives the same answer.
    ``view`` is in local seat numbers; a seat named in the values (``player``) is given in
    the server's, ``me`` being our seat there."""
    if view.current_player != view.player:
        return IllegalAction("not_your_turn")
    try:
        state = _determinise(view)
        err = state.refusal(action)
    except Exception:  # noqa: BLE001 - an unforeseen view: let the server judge the move
        return None
    if err is not None and isinstance(err.values.get("player"), int):
        err.values["player"] = server_seat(err.values["player"], me, view.players)
    return err
