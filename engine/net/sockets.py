"""Every client socket the server holds, counted by stage from ``accept`` to close, and the
bounds on each stage: :class:`Sockets`.  The accept loop (:mod:`.accept`) and the transport
(:mod:`.transport`) count through one object the server owns, so what a stranger can hold is
kept in one place, each count with the bound it is checked against.

Stages: waiting for a PROXY header (``proxy_waiting``, bound ``proxy_cap``), waiting for the
address's rate share (``waiting``, counted with the served ones against ``conn_cap``),
served, draining after a refusal (``lingering``, ``linger_cap``); ``open`` counts them all
(``socket_cap``, beyond which a new socket is closed at once).  Connections refused, held,
or given up while the kernel queued them are also paid for from the accept loop's flood
budget (:meth:`Sockets.flood_wait`); one served at once is not.
"""

from typing import Tuple

from .limits import Limits

__all__ = [
    "ACCEPT_BATCH",
    "ACCEPT_RETRY",
    "FD_RESERVE",
    "LINGER_BYTES",
    "LINGER_SECONDS",
    "LISTEN_BACKLOG",
    "MAX_LINGERING",
    "MAX_LINGERING_PER_ADDR",
    "MAX_PROXY_WAITING",
    "Sockets",
]

LISTEN_BACKLOG = 1024  # (the kernel caps it at net.core.somaxconn)
ACCEPT_BATCH = 16
"""Connections accepted in one turn of the loop; the others wait in the kernel's queue
(``LISTEN_BACKLOG``) for the next turn.  asyncio's own server accepts up to its whole
backlog in one go and sets each one up (a transport, two tasks) before anything else runs:
a flood of connections then stalled every table (issue 30: honest p95 11.7 times its
figure alone)."""
ACCEPT_RETRY = 0.5
"""Seconds accepting pauses when the OS has no descriptor or memory for a new socket (the
bounds below keep the server from getting there; this is the last resort)."""
LINGER_SECONDS = 1.0
LINGER_BYTES = 1 << 20
"""A refused connection is half-closed and drained for at most this long / this much input
before it is closed (see ``Server._linger``)."""
MAX_LINGERING = 256
"""Refused connections draining at once; beyond this they are closed at once."""
MAX_PROXY_WAITING = 256
"""Connections waiting for their PROXY header at once (``--proxy-protocol``): a bound of
their own, so refused connections draining never take an honest connection's place."""
FD_RESERVE = 64
"""Descriptors kept free of client sockets (the store, its journal, bot workers' pipes, the
log): a server at its descriptor limit must still be able to open what it needs."""
MAX_LINGERING_PER_ADDR = 4
"""Refused connections of one address draining at once (the others are closed at once): a
flood of connections from a few addresses must not take every draining slot."""


class Sockets:
    """The counts and bounds of the client sockets (see the module)."""

    __slots__ = (
        "limits",
        "open",
        "waiting",
        "lingering",
        "proxy_waiting",
        "socket_cap",
        "conn_cap",
        "linger_cap",
        "proxy_cap",
        "backlog",
        "last_id",
        "flood_tokens",
        "flood_stamp",
    )

    def __init__(self, limits: Limits, now: float) -> None:
        self.limits = limits
        self.open = 0  # client sockets held, from accept to close (every stage)
        self.waiting = 0  # accepted, waiting for their address's rate share
        self.lingering = 0  # refused, draining before they are closed
        self.proxy_waiting = 0  # waiting for their PROXY header
        # the bounds of those, fitted to the descriptor limit at start (:meth:`fit`)
        self.socket_cap = limits.max_conns + MAX_LINGERING + MAX_PROXY_WAITING
        self.conn_cap = limits.max_conns
        self.linger_cap = MAX_LINGERING
        self.proxy_cap = MAX_PROXY_WAITING
        self.backlog = LISTEN_BACKLOG
        self.last_id = 0  # the last connection's number (for the log)
        # the accept loop's budget for connections refused or held (:meth:`flood_wait`)
        self.flood_tokens = limits.flood_accepts
        self.flood_stamp = now

    def fit(self, room: int) -> bool:
        """Fits the bounds under ``room`` descriptors for client sockets: past the
        descriptor limit ``accept()`` fails for everyone (and asyncio logs a traceback each
        time), so the server must refuse or close before it gets there.  True when that
        lowered the connections allowed below ``max_conns``."""
        # a socket is counted from the moment it is accepted and closed at once beyond
        # ``socket_cap``: one batch more must fit
        self.backlog = min(LISTEN_BACKLOG, max(8, room // 8))
        self.socket_cap = min(self.socket_cap, room - ACCEPT_BATCH)
        self.linger_cap = min(MAX_LINGERING, max(1, self.socket_cap // 8))
        self.proxy_cap = min(MAX_PROXY_WAITING, max(1, self.socket_cap // 8))
        cap = self.socket_cap - self.linger_cap - self.proxy_cap
        self.conn_cap = min(self.limits.max_conns, max(1, cap))
        return self.conn_cap < self.limits.max_conns

    def next_id(self) -> int:
        self.last_id += 1
        return self.last_id

    def flood_wait(self, now: float) -> float:
        """Seconds until the accept loop may take another connection that could be refused
        or held (0: now).  New connections that are refused, or must wait for their
        address's rate share, are paid for (:meth:`charge_flood`) from a server-wide budget
        of ``flood_accepts`` a second: past it the loop stops accepting for a moment and
        the kernel's queue holds the rest (then drops their handshakes, which the flooder's
        kernel retries after a second), so a flood of connections is paced at the kernel's
        cost, not the tables' (issue 30: the tables' moves waited behind every flooding
        connection)."""
        rate = self.limits.flood_accepts
        self.flood_tokens = min(rate, self.flood_tokens + (now - self.flood_stamp) * rate)
        self.flood_stamp = now
        return 0.0 if self.flood_tokens >= 1.0 else (1.0 - self.flood_tokens) / rate

    def charge_flood(self) -> None:
        self.flood_tokens -= 1.0

    def counts(self) -> Tuple[int, int, int, int]:
        """(open, waiting, lingering, proxy_waiting), for tests and the log."""
        return self.open, self.waiting, self.lingering, self.proxy_waiting
