"""What a table is: its seats, its state and clock, the variants offered and the options a
creator may set.  Plain data and checks; what happens at a table is in :mod:`.handlers`
(messages) and :mod:`.clock` (the turn clock, absence, bots).
"""

import asyncio
import secrets
import time
from typing import TYPE_CHECKING, Any, Dict, List, Optional, Tuple

from ..base import IllegalAction, State, Termination, new_game, variants
from ..registry import VARIANTS
from .protocol import ProtocolError, clean_text

if TYPE_CHECKING:  # (the transport imports nothing of the tables)
    from .conns import Conn

__all__ = [
    "CODE_ALPHABET",
    "Seat",
    "Table",
    "available_variants",
    "check_options",
    "hidden_cards",
    "loss",
]

CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
"""Join codes: no 0/O or 1/I, easy to read out."""
CODE_LENGTH = 6
SERVER_OPTIONS = frozenset({"action_cap"})
"""Engine options the server sets itself (a client may not: a huge cap would let a game run
for ever)."""


class Seat:
    __slots__ = (
        "index",
        "name",
        "token",
        "bot",
        "style",
        "conn",
        "joined",
        "away_handle",
        "taken_over",
        "strikes",
    )

    def __init__(self, index: int, bot: Optional[str] = None, style: Optional[str] = None):
        self.index = index
        self.name = f"Bot {index}" if bot else ""
        self.token = "" if bot else secrets.token_hex(16)
        self.bot = bot  # level of the bot playing this seat, or None
        self.style = style
        self.conn: Optional[Conn] = None
        self.joined = bool(bot)
        self.away_handle: Optional[asyncio.TimerHandle] = None
        self.taken_over = False  # a bot plays for a person who went away
        self.strikes = 0  # the person's time-outs in a row

    @property
    def human(self) -> bool:
        """A person's seat (a bot may be playing it for them)."""
        return bool(self.token)

    def public(self) -> Dict[str, Any]:
        return {
            "seat": self.index,
            "name": self.name,
            "bot": self.bot,
            "human": self.human,
            "joined": self.joined,
            "connected": self.conn is not None,
            "taken_over": self.taken_over,
            "strikes": self.strikes,
        }

    def stored(self) -> Dict[str, Any]:
        return {
            "name": self.name,
            "token": self.token,
            "bot": self.bot,
            "style": self.style,
            "joined": self.joined,
            "taken_over": self.taken_over,
            "strikes": self.strikes,
        }

    @classmethod
    def restored(cls, index: int, d: Dict[str, Any]) -> "Seat":
        s = cls(index)
        s.name = str(d.get("name") or "")
        s.token = str(d.get("token") or "")
        s.bot = d.get("bot")
        s.style = d.get("style")
        s.joined = bool(d.get("joined"))
        s.taken_over = bool(d.get("taken_over"))
        s.strikes = int(d.get("strikes") or 0)
        return s


class Table:
    def __init__(
        self,
        code: str,
        state: State,
        seats: List[Seat],
        options: Dict[str, Any],
        turn_seconds: float,
        owner: str,
    ) -> None:
        self.code = code
        self.state = state
        self.seats = seats
        self.options = options
        self.turn_seconds = turn_seconds
        self.owner = owner  # the address that created it
        self.status = "waiting"
        self.result: Optional[Dict[str, Any]] = None
        self.created = time.time()
        self.finished: Optional[float] = None  # when the game ended (wall clock)
        self.touched = time.monotonic()
        self.bot_pending = False
        self.actions = len(state.history)
        self.clock_seat: Optional[int] = None
        self.clock_seq = -1
        self.clock_deadline = 0.0
        self.clock_handle: Optional[asyncio.TimerHandle] = None
        self.abandon_handle: Optional[asyncio.TimerHandle] = None

    @property
    def seq(self) -> int:
        return self.actions

    def people_here(self) -> bool:
        """Whether a person sits at the table now (bots play only for someone)."""
        return any(s.conn is not None for s in self.seats if s.human)

    def clock(self) -> Optional[Dict[str, Any]]:
        """The running turn clock as sent to clients: whose, seconds left, the limit."""
        if self.clock_handle is None or self.clock_seat is None:
            return None
        left = max(0.0, self.clock_deadline - time.monotonic())
        return {
            "seat": self.clock_seat,
            "left": round(left, 2),
            "limit": self.turn_seconds,
            "strikes": self.seats[self.clock_seat].strikes,
        }

    def info(self) -> Dict[str, Any]:
        return {
            "code": self.code,
            "variant": self.state.variant,
            "players": self.state.players,
            "options": self.options,
            "turn_seconds": self.turn_seconds,
            "status": self.status,
            "seats": [s.public() for s in self.seats],
        }


def hidden_cards(state: State, seat: int) -> Optional[Tuple[Any, ...]]:
    """The cards hidden from ``seat`` (None where the variant cannot say)."""
    try:
        return state.hidden_from(seat)
    except NotImplementedError:
        return None


def loss(table: Table, seat: int, reason: Termination) -> Dict[str, Any]:
    """The result of a game ``seat`` lost without a move (``Termination.RESIGN`` or
    ``Termination.TIMEOUT``), as the wire and the store hold it (the plain word)."""
    n = table.state.players
    others = [p for p in range(n) if p != seat]
    return {
        "order": others,
        "durak": seat,
        "draw": False,
        "reason": Termination(reason).value,
        "winner": others[0] if n == 2 else None,
        "resigned": seat,
    }


def check_options(variant: str, players: int, options: Any) -> Dict[str, Any]:
    """A creator's engine options, checked strictly by the variant's registry entry
    (``engine.VARIANTS``: known names, exact types, ranges, the seat count); the options the
    server sets itself are refused.  Returns the options as given (the table's record)."""
    if not isinstance(options, dict) or len(options) > 16:
        raise ProtocolError("bad_options", values={"field": "options"})
    for k in options:
        if not isinstance(k, str) or k in SERVER_OPTIONS:
            raise ProtocolError("bad_options", values={"field": clean_text(str(k), 40)})
    try:
        VARIANTS[variant].check(players, options)
    except IllegalAction as e:  # engine.InvalidOptions: the registry's readable refusal
        values = dict(e.values, reason=e.code)
        raise ProtocolError("bad_options", e.message, values) from None
    return dict(options)


_OFFERED: Dict[Tuple[str, ...], Tuple[str, ...]] = {}


def available_variants() -> Tuple[str, ...]:
    """The variants a server offers: the registered ones whose modules load.  Each set of
    registered variants is tried once per process (a variant registered later, as a test's
    toy variant is, is tried when it appears)."""
    known = tuple(variants())
    offered = _OFFERED.get(known)
    if offered is None:
        out = []
        for v in known:
            try:
                new_game(v, players=2, seed=0)
            except Exception:  # noqa: BLE001 - a variant module that is missing or broken
                continue
            out.append(v)
        offered = _OFFERED[known] = tuple(out)
    return offered
