"""Kozyr's online protocol: newline-delimited JSON, version 1 (see docs/protocol.md).

Every message is one JSON object on one line (UTF-8, ``\\n``-terminated, at most
:data:`MAX_LINE` bytes) with ``"v": 1`` and a ``"type"``.  This module holds what the server,
the client and the tests share: encoding and decoding, the error codes, the wire form of a
view, and :func:`find_leaks`, the check every message to a seat passes before it is sent.
"""

import json
import re
from typing import Any, Dict, Iterable, List, Mapping, Optional, Set, Tuple

from ..base import Action, Event, View, plain_value
from ..cards import Card

__all__ = [
    "VERSION",
    "MAX_LINE",
    "MAX_CHAT",
    "MAX_NAME",
    "ERRORS",
    "ProtocolError",
    "error_message",
    "encode",
    "decode",
    "view_to_wire",
    "allowed_cards",
    "wire_cards",
    "card_tokens",
    "find_leaks",
    "USER_TEXT_KEYS",
    "clean_text",
    "clean_ref",
]

VERSION = 1
MAX_LINE = 8192
"""Longest accepted line in bytes (the newline included); longer lines close the connection."""
MAX_CHAT = 200
"""Longest chat message, in characters."""
MAX_NAME = 24
"""Longest player name, in characters."""

ERRORS: Dict[str, str] = {
    "bad_json": "The line is not valid JSON.",
    "bad_message": "The message is not an object with the fields its type needs.",
    "bad_version": "Unsupported protocol version.",
    "unknown_type": "Unknown message type.",
    "line_too_long": "The line is too long; the connection is closed.",
    "rate_limited": "Too many messages; the connection is closed.",
    "too_many_tables": "This connection holds too many tables.",
    "too_many_connections": "Too many connections from this address.",
    "address_tables": "Too many tables made from this address; try again later.",
    "server_full": "The server holds too many tables or connections.",
    "shutting_down": "The server is shutting down.",
    "already_seated": "This connection already has a seat at that table.",
    "table_closed": "Nobody joined in time; the table was closed.",
    "bad_variant": "Unknown or unavailable variant.",
    "bad_options": "The table options are not valid.",
    "no_such_table": "No table has that code.",
    "table_full": "Every seat at that table is taken.",
    "bad_token": "That seat token is not valid.",
    "not_seated": "This connection has no seat at that table.",
    "not_started": "The game starts when every seat is taken.",
    "stale": "The game has moved on since the position you acted on.",
    "chat_too_long": "The chat message is too long.",
    "internal_error": "The server could not send this message.",
}
"""Server-side error codes.  Refusals of the rules (``not_your_turn``, ``cannot_beat``, …)
are passed through with the engine's own codes (see docs/engine-api.md)."""

USER_TEXT_KEYS = frozenset({"text", "name", "ref"})
"""Keys whose string values are typed by players (chat, names) or chosen by the client (the
request id echoed as ``ref``): not card data."""

MAX_REF = 40
"""Longest request id echoed back, in characters."""


def clean_text(text: str, limit: int) -> str:
    """Text typed by a client, made safe to send to everyone: characters that are not
    printable (controls, format characters and lone surrogates, which JSON allows but UTF-8
    cannot encode) are removed, runs of white space become one space, and it is cut to
    ``limit`` characters."""
    return " ".join("".join(ch for ch in text if ch.isprintable()).split())[:limit]


def clean_ref(ref: Any) -> Any:
    """A request ``id`` as it may be echoed back: an int within JSON's safe range, or a short
    printable string; anything else is None (not echoed)."""
    if isinstance(ref, bool):
        return None
    if isinstance(ref, int):
        return ref if -(2**53) < ref < 2**53 else None
    if isinstance(ref, str):
        return "".join(ch for ch in ref[: MAX_REF * 2] if ch.isprintable())[:MAX_REF]
    return None


class ProtocolError(Exception):
    """A refused message: ``code`` is one of :data:`ERRORS` (or an engine refusal code)."""

    def __init__(
        self, code: str, message: Optional[str] = None, values: Optional[Mapping[str, Any]] = None
    ) -> None:
        self.code = code
        self.message = message or ERRORS.get(code, code)
        self.values = dict(values or {})
        super().__init__(self.message)


def error_message(
    code: str,
    message: Optional[str] = None,
    values: Optional[Mapping[str, Any]] = None,
    ref: Any = None,
) -> Dict[str, Any]:
    """The ``error`` message refusing something with ``code`` (its sentence from
    :data:`ERRORS` unless ``message`` is given), answering request ``ref`` if there is one."""
    e = ProtocolError(code, message, values)
    out: Dict[str, Any] = {
        "type": "error",
        "code": e.code,
        "message": e.message,
        "values": e.values,
    }
    if ref is not None:
        out["ref"] = ref
    return out


def encode(msg: Mapping[str, Any]) -> bytes:
    """One message as a line of bytes (``"v"`` is added).  Never fails on text: a string
    that UTF-8 cannot encode (a lone surrogate that slipped past :func:`clean_text`) is
    sent with ``?`` in its place, so no recipient is ever cut off by another's text."""
    out = {"v": VERSION}
    out.update(msg)
    text = json.dumps(out, ensure_ascii=False, separators=(",", ":"))
    try:
        return text.encode("utf-8") + b"\n"
    except UnicodeEncodeError:
        return text.encode("utf-8", "replace") + b"\n"


def decode(line: bytes) -> Dict[str, Any]:
    """Reads one line into a message dict; raises :class:`ProtocolError` (``bad_json``,
    ``bad_message``, ``bad_version``, ``line_too_long``)."""
    if len(line) > MAX_LINE:
        raise ProtocolError("line_too_long")
    try:
        msg = json.loads(
            line.decode("utf-8"), parse_constant=_no_constant, parse_float=_finite_float
        )
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise ProtocolError("bad_json") from None
    if not isinstance(msg, dict):
        raise ProtocolError("bad_message")
    if msg.get("v") != VERSION:
        raise ProtocolError("bad_version", values={"supported": VERSION})
    if not isinstance(msg.get("type"), str):
        raise ProtocolError("bad_message")
    return msg


def _no_constant(name: str) -> Any:
    """``NaN``, ``Infinity`` and ``-Infinity`` are not JSON (Python's parser accepts them):
    such a line is refused as ``bad_json``, so no NaN can reach a limit or an option."""
    raise ValueError(f"{name} is not JSON")


def _finite_float(text: str) -> float:
    """A JSON number too large for a float (``1e999``) would read as infinity: refused."""
    x = float(text)
    if x - x != 0.0:  # inf or nan
        raise ValueError(f"{text} is not a finite number")
    return x


# ---------------------------------------------------------------------------------------------
# Views on the wire and the leak check

_CARD = re.compile(
    r"(?<![0-9A-Za-z])(10|[2-9TJQKA])([CDHS\u2663\u2666\u2665\u2660])(?![0-9A-Za-z])"
)
_SUIT_OF = {"\u2663": "C", "\u2666": "D", "\u2665": "H", "\u2660": "S"}
_WIRE_DROP = ("unknown",)


def view_to_wire(view: View) -> Dict[str, Any]:
    """The view as sent to its seat: ``view.to_dict()`` without ``unknown`` (the cards whose
    place this seat does not know; the client can compute them as the deck less every card
    in the view) and with ``legal``, the legal actions as text when it is this seat's turn."""
    d = {k: _plain(getattr(view, k)) for k in view.fields() if k not in _WIRE_DROP}
    d["legal"] = [str(a) for a in view.legal_actions()]
    return d


def _plain(v: Any) -> Any:
    """Like ``View.to_dict``'s conversion (cards as codes, events and results as dicts,
    actions as text), with the common types tested first: it runs for every message."""
    t = type(v)
    if t is str or t is int or t is bool or v is None or t is float:
        return v
    if t is Card:
        return str(v)
    if t is tuple or t is list:
        return [_plain(x) for x in v]
    if t is Event:
        return v.to_dict()
    if t is Action:
        return str(v)
    return plain_value(v)  # the rest (results, dicts, subclasses): View.to_dict's own rules


def _norm(rank: str, suit: str) -> str:
    return ("T" if rank == "10" else rank) + _SUIT_OF.get(suit, suit)


def card_tokens(text: str) -> List[str]:
    """Card codes in a string (``"7S"``, ``"10D"``/``"TD"``, ``"7♠"``), normalised
    (``"TD"``, ``"7S"``)."""
    return [_norm(r, s) for r, s in _CARD.findall(text)]


_CODES = frozenset(r + s for r in "23456789TJQKA" for s in "CDHS")


def _walk(obj: Any, out: List[str], skip_user_text: bool, skip: Any = None) -> None:
    t = type(obj)
    if t is str:
        if obj in _CODES:  # the common case, a bare card code
            out.append(obj)
        elif len(obj) > 1:
            out.extend(card_tokens(obj))
    elif obj is skip or t is int or t is bool or obj is None or t is float:
        return
    elif t is list or t is tuple:
        for x in obj:
            _walk(x, out, skip_user_text, skip)
    elif t is dict or isinstance(obj, Mapping):
        for k, v in obj.items():
            if skip_user_text and k in USER_TEXT_KEYS:
                continue
            _walk(v, out, skip_user_text, skip)
    elif isinstance(obj, str):
        out.extend(card_tokens(obj))
    elif isinstance(obj, (list, tuple)):
        for x in obj:
            _walk(x, out, skip_user_text, skip)
    elif isinstance(obj, Card):  # a card (an int subclass); a plain number names none
        out.append(str(obj))


def allowed_cards(view: View) -> Set[str]:
    """Every card this seat may see: the cards named anywhere in its view (hand, table, trump,
    discard, known cards of other hands, pile, events, legal actions), except ``unknown``."""
    d = view.to_dict()
    for k in _WIRE_DROP:
        d.pop(k, None)
    out: List[str] = []
    _walk(d, out, False)
    _walk([str(a) for a in view.legal_actions()], out, False)
    return set(out)


def wire_cards(wire_view: Mapping[str, Any]) -> Set[str]:
    """The cards named in a :func:`view_to_wire` dict (the same set as :func:`allowed_cards`
    of its view)."""
    out: List[str] = []
    _walk(wire_view, out, False)
    return set(out)


def find_leaks(
    msg: Mapping[str, Any],
    view: Optional[View],
    hidden: Optional[Iterable[Any]] = None,
    echo: Iterable[str] = (),
    allowed: Optional[Set[str]] = None,
    wire_view: Optional[Mapping[str, Any]] = None,
) -> List[Tuple[str, str]]:
    """Cards in an outgoing message that its seat may not see, as ``(card, why)`` pairs; an
    empty list means the message may be sent.

    Every card code in the message (outside the player-typed ``text``/``name`` fields) must be
    among :func:`allowed_cards` of ``view`` (why: ``"not_in_view"``) and, when ``hidden`` (the
    state's ``hidden_from(seat)``) is given, must not be one of them (``"hidden"``): the second
    test catches a view that itself shows too much.  ``echo``: card codes the seat itself sent
    in the request being answered (a refusal may name them if they are not in ``hidden``:
    what a client typed is never trusted to be a card it may see).  ``view=None``: a message with no
    seat behind it, where no card may appear at all.  ``allowed``: :func:`allowed_cards` of
    ``view`` if already computed (or of :func:`view_to_wire`'s dict, see :func:`wire_cards`).
    ``wire_view``: the view dict inside ``msg`` that ``allowed`` was computed from (its cards
    are then taken from ``allowed`` instead of being read a second time)."""
    found: List[str] = []
    if allowed is None:
        allowed = allowed_cards(view) if view is not None else set()
        wire_view = None
    _walk(msg, found, True, wire_view)
    if wire_view is not None:
        found.extend(allowed)
    if not found:
        return []
    echoed: Set[str] = set()
    for e in echo:
        echoed.update(card_tokens(e))
    secret: Set[str] = set()
    for c in hidden or ():
        secret.update(card_tokens(str(c)))
    leaks = []
    for c in found:
        # a card hidden from the seat is a leak whoever typed it: an echo exempts nothing
        # from this test (else a client naming every card in its request would switch the
        # check off for the refusal it gets)
        if c not in allowed:
            if c not in echoed:
                leaks.append((c, "not_in_view"))
            elif c in secret:
                leaks.append((c, "hidden"))
        elif c in secret:
            leaks.append((c, "hidden"))
    return leaks
