"""What the server's parts share: :class:`Parts` declares the state every part reads, each
attribute under the part that owns it (the only part that writes it: :data:`OWNERS`, which
``tests/engine/test_net_parts.py`` checks against the code), and the methods one part calls
in another, so each part (:mod:`.accept`, :mod:`.transport`, :mod:`.handlers`,
:mod:`.clock`, :mod:`.service`) can be read, and type-checked, on its own.
:class:`engine.net.service.Server` puts them together and sets the state in its
``__init__``; each method here is defined by exactly one part (the one named above it),
which comes before this class in the server's method order.  What the accept loop and the
transport count of the client sockets is one object of its own, ``sockets``
(:class:`.sockets.Sockets`), that both are given."""

import asyncio
import random
import socket
from typing import TYPE_CHECKING, Any, Awaitable, Callable, Dict, List, Optional, Set, Tuple

from ..base import State
from .bots import BotPool
from .events import EventLog
from .limits import Limits
from .sockets import Sockets
from .store import Store

if TYPE_CHECKING:  # (the tables import nothing of the parts; names for annotations only)
    from .conns import Address, Conn
    from .tables import Seat, Table

__all__ = ["OWNERS", "Parts"]


class Parts:
    """The server's shared state and the interface between its parts."""

    # --- the server's own (engine.net.service): what it was given, its lifecycle, the
    # tables' index; every part reads these, only the service writes them
    host: str
    limits: Limits
    store: Optional[Store]
    proxy_protocol: bool
    variants: Tuple[str, ...]
    closing: bool
    events: EventLog
    bots: BotPool
    on_leak: Optional[Callable[[Dict[str, Any], List[Tuple[str, str]]], None]]
    tables: Dict[str, "Table"]
    tokens: Dict[str, Tuple["Table", int]]
    live_tables: int
    restored: int
    sockets: Sockets  # (counted through by the accept loop and the transport)
    _rng: random.Random
    _sweeper: "Optional[asyncio.Task[None]]"

    # --- the accept loop's (engine.net.accept)
    port: int  # (the bound one, once listening)
    _listeners: List[socket.socket]
    _bare: Dict[socket.socket, Callable[[], None]]
    _tasks: Set["asyncio.Future[Any]"]  # one per connection

    # --- the transport's (engine.net.transport)
    conns: Set["Conn"]  # (the accept loop adds a connection it welcomes)
    addrs: Dict[str, "Address"]
    sent: int
    _fanout: int

    # --- the handlers' (engine.net.handlers)
    actions: int
    leaks: int
    _sender: Optional["Conn"]

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

    def _forget_idle_addresses(self, now: float) -> None:
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
    def _add_table(self, t: "Table") -> None:
        raise NotImplementedError

    def _retire(self, t: "Table") -> None:
        raise NotImplementedError

    def _remove_table(self, code: str) -> None:
        raise NotImplementedError

    def _persist(self, t: "Table") -> None:
        raise NotImplementedError

    def _stored(self, fn: Callable[..., None], *args: Any) -> None:
        raise NotImplementedError


OWNERS: Dict[str, Tuple[str, ...]] = {
    **dict.fromkeys(
        (
            "host",
            "limits",
            "store",
            "proxy_protocol",
            "variants",
            "closing",
            "events",
            "bots",
            "on_leak",
            "tables",
            "tokens",
            "live_tables",
            "restored",
            "sockets",
            "_rng",
            "_sweeper",
        ),
        ("service",),
    ),
    **dict.fromkeys(("port", "_listeners", "_bare", "_tasks"), ("accept",)),
    "conns": ("transport", "accept"),
    **dict.fromkeys(("addrs", "sent", "_fanout"), ("transport",)),
    **dict.fromkeys(("actions", "leaks", "_sender"), ("handlers",)),
}
"""Which part writes (assigns, or adds to and takes from) each attribute of :class:`Parts`,
besides :class:`engine.net.service.Server`'s ``__init__`` that sets them all."""
