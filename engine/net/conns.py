"""What the server keeps of one client address (``Address``) and one served connection
(``Conn``): plain records that every part of the server reads, kept apart from the
transport that makes them so the shared ``Parts`` can name them without an import circle."""

import asyncio
import time
from typing import Any, Dict, Optional, Set

from .limits import Limits

__all__ = ["Address", "Conn"]


class Address:
    """What one client address holds: connections, tables alive, the allowance of new tables
    (a bucket refilled over ``create_window``) and its share of the message rate (a virtual
    clock, GCRA: each message reserves ``1 / addr_rate`` seconds of it)."""

    __slots__ = ("key", "conns", "tables", "creates", "stamp", "tat", "lingering")

    def __init__(self, key: str, creates: float) -> None:
        self.key = key
        self.conns = 0
        self.tables: Set[str] = set()
        self.creates = creates
        self.stamp = time.monotonic()
        self.tat = 0.0
        self.lingering = 0  # its refused connections draining now

    def refill(self, limits: Limits, now: float) -> None:
        full = float(limits.creates_per_addr)
        self.creates = min(full, self.creates + (now - self.stamp) * full / limits.create_window)
        self.stamp = now

    def delay(self, limits: Limits, now: float, cost: float = 1.0) -> float:
        """Seconds this address's next message must wait for its share of the rate; ``cost``:
        what it is charged, in messages (a new connection costs ``conn_cost``)."""
        tat = max(self.tat, now)
        self.tat = tat + cost / limits.addr_rate
        return max(0.0, tat - now - limits.addr_burst / limits.addr_rate)

    def idle(self, limits: Limits, now: float) -> bool:
        self.refill(limits, now)
        return (
            not self.conns
            and not self.lingering
            and not self.tables
            and self.creates >= limits.creates_per_addr
            and self.tat <= now
        )


class Conn:
    __slots__ = (
        "id",
        "writer",
        "peer",
        "addr",
        "tokens",
        "stamp",
        "seats",
        "closed",
        "unseated_since",
        "reader",
        "idle_until",
        "expired",
    )

    def __init__(
        self, cid: int, writer: asyncio.StreamWriter, addr: Address, burst: float, peer: Any
    ) -> None:
        self.id = cid
        self.writer = writer
        self.peer = peer
        self.addr = addr
        self.tokens = burst
        self.stamp = time.monotonic()
        self.seats: Dict[str, int] = {}  # table code -> seat index
        self.closed = False
        self.unseated_since: Optional[float] = self.stamp
        self.reader: Optional[asyncio.StreamReader] = None
        self.idle_until: Optional[float] = None  # while it waits for a line: until when
        self.expired: Optional[str] = None  # the timeout that ended it (``_expire_idle``)
