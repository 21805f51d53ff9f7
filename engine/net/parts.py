"""What the server's parts share: :class:`Parts` declares the state every part reads and
the methods one part calls in another, so each part (:mod:`.accept`, :mod:`.transport`,
:mod:`.handlers`, :mod:`.clock`) can be read, and type-checked, on its own.
:class:`engine.net.service.Server` puts them together and sets the state in its
``__init__``; each method here is defined by exactly one part (the one named above it),
which comes before this class in the server's method order."""

import asyncio
import random
import socket
from typing import TYPE_CHECKING, Any, Awaitable, Callable, Dict, List, Optional, Set, Tuple

from ..base import State
from .bots import BotPool
from .events import EventLog
from .limits import Limits
from .store import Store

if TYPE_CHECKING:  # (the tables import nothing of the parts; names for annotations only)
    from .conns import Address, Conn
    from .tables import Seat, Table

__all__ = ["Parts"]


class Parts:
    """The server's shared state and the interface between its parts."""

    # --- set by Server.__init__
    host: str
    port: int
    limits: Limits
    store: Optional[Store]
    proxy_protocol: bool
    variants: Tuple[str, ...]
    tables: Dict[str, "Table"]
    tokens: Dict[str, Tuple["Table", int]]
    conns: Set["Conn"]
    addrs: Dict[str, "Address"]
    live_tables: int
    leaks: int
    sent: int
    actions: int
    restored: int
    closing: bool
    on_leak: Optional[Callable[[Dict[str, Any], List[Tuple[str, str]]], None]]
    events: EventLog
    bots: BotPool
    _tasks: Set["asyncio.Future[Any]"]
    _listeners: List[socket.socket]
    _bare: Dict[socket.socket, Callable[[], None]]
    _lingering: int
    _open: int
    _waiting: int
    _proxy_waiting: int
    socket_cap: int
    conn_cap: int
    linger_cap: int
    proxy_cap: int
    backlog: int
    _flood_tokens: float
    _flood_stamp: float
    _fanout: int
    _sender: Optional["Conn"]
    _next_conn: int
    _rng: random.Random

    # --- the transport's (engine.net.transport)
    def _address(self, key: str) -> "Address":
        raise NotImplementedError

    def _write(self, conn: "Conn", msg: Dict[str, Any]) -> None:
        raise NotImplementedError

    def _drop(self, conn: "Conn", reason: Optional[str], abort: bool = False) -> None:
        raise NotImplementedError

    def _admit_addr(self, addr: "Address") -> Optional[str]:
        raise NotImplementedError

    def _may_linger(self, addr: "Address") -> bool:
        raise NotImplementedError

    async def _guarded(self, writer: asyncio.StreamWriter, work: Awaitable[None]) -> None:
        raise NotImplementedError

    async def _handle_open(
        self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter
    ) -> None:
        raise NotImplementedError

    async def _serve(self, conn: "Conn", reader: asyncio.StreamReader) -> None:
        raise NotImplementedError

    def _expire_idle(self, now: float) -> None:
        raise NotImplementedError

    # --- the accept loop's (engine.net.accept)
    async def _listen(self) -> None:
        raise NotImplementedError

    def _stop_listening(self) -> None:
        raise NotImplementedError

    # --- the handlers' (engine.net.handlers)
    def _welcome(self) -> Dict[str, Any]:
        raise NotImplementedError

    def _dispatch(self, conn: "Conn", line: bytes) -> None:
        raise NotImplementedError

    def _broadcast_seats(self, table: "Table") -> None:
        raise NotImplementedError

    def _advance(self, table: "Table", state: State, by: int, auto: Optional[str] = None) -> None:
        raise NotImplementedError

    def _finish(self, table: "Table", result: Optional[Dict[str, Any]]) -> None:
        raise NotImplementedError

    # --- the clock's (engine.net.clock)
    def _went_away(self, table: "Table", seat: "Seat") -> None:
        raise NotImplementedError

    def _away_timer(self, table: "Table", seat: "Seat") -> None:
        raise NotImplementedError

    def _schedule(self, t: "Table") -> None:
        raise NotImplementedError

    def _stop_timers(self, t: "Table") -> None:
        raise NotImplementedError

    # --- the server's own (engine.net.service)
    def _remove_table(self, code: str) -> None:
        raise NotImplementedError

    def _persist(self, t: "Table") -> None:
        raise NotImplementedError

    def _stored(self, fn: Callable[..., None], *args: Any) -> None:
        raise NotImplementedError
