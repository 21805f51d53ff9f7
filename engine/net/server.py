"""The authoritative Kozyr server: ``python -m engine serve`` (or ``python -m
engine.net.server``).

One asyncio loop holds every table.  Clients send actions and receive, each, the view of their
own seat; every message to a seat is checked by :func:`engine.net.protocol.find_leaks` before
it is written, so no card hidden from that seat leaves the server.  The wire protocol is in
docs/protocol.md.

A server meets strangers, so everything a client can hold is bounded (:mod:`.limits`: line
length, message rate per connection and per address, unsent output, connections and tables
per address and per server, idle and finished-table expiry), the search bots run away from
the loop and share their workers fairly (:mod:`.bots`), every seat has a turn clock, and the
tables are kept in SQLite (:mod:`.store`) so a restart loses no game.  Every handler runs
inside one ``try``: a bad message gets an error reply, never an exception that could reach
another connection or table.
"""

import argparse
import asyncio
import ipaddress
import logging
import math
import random
import secrets
import signal
import socket
import sqlite3
import sys
import threading
import time
from typing import Any, Callable, Dict, Iterable, List, NoReturn, Optional, Set, Tuple

from ..base import Action, IllegalAction, State, new_game, variants
from ..registry import VARIANTS
from .bots import STYLES, BotPool, bot_choose
from .events import EventLog, Throttle
from .limits import LIMITS, Limit, Limits, check_value
from .protocol import (
    MAX_CHAT,
    MAX_NAME,
    VERSION,
    ProtocolError,
    card_tokens,
    clean_ref,
    clean_text,
    decode,
    encode,
    find_leaks,
    view_to_wire,
    wire_cards,
)
from .store import Store, StoreBusy, default_path

__all__ = ["Limits", "Server", "ServerThread", "main", "CODE_ALPHABET"]

log = logging.getLogger("kozyr.server")

CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
"""Join codes: no 0/O or 1/I, easy to read out."""
CODE_LENGTH = 6
LEVELS = ("easy", "normal", "hard", "expert")
SEARCH_LEVELS = ("hard", "expert")
LISTEN_BACKLOG = 1024  # (the kernel caps it at net.core.somaxconn)
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
WAIT_POLL = 0.25
"""Seconds between checks, while a new connection waits for its address's rate share,
that its client has not gone (a closed one gives its place up at once)."""
FANOUT_COST = 0.5
WRITE_COST = 3.0
"""What a message sent to another seat, and a store write, cost in messages of the sender's
address's rate share (``Server._charge``): measured, a store write and its fan-out cost the
server about six times a snapshot (1.67 ms against 0.29 ms)."""
COST_UNIT = 0.0005
"""Seconds of the server's time one message's worth of an address's rate share pays for,
beyond what ``FANOUT_COST`` and ``WRITE_COST`` count (a safety net for a request that
turns out dear: an ordinary one, a snapshot included, takes well under this)."""
MAX_LINGERING_PER_ADDR = 4
"""Refused connections of one address draining at once (the others are closed at once): a
flood of connections from a few addresses must not take every draining slot."""
SERVER_OPTIONS = frozenset({"action_cap"})
"""Engine options the server sets itself (a client may not: a huge cap would let a game run
for ever)."""


PROXY_TIMEOUT = 2.0
"""Seconds a connection may take to send its PROXY header (``--proxy-protocol``): a TLS
terminator sends it at once, so only a stranger talking to the port directly waits long."""


def raise_fd_limit(wanted: int) -> int:
    """Raises this process's soft limit of open descriptors toward ``wanted`` (as far as the
    hard limit allows; a server that runs out of descriptors cannot even accept a connection
    to refuse it) and returns the soft limit now in force (a large number where the OS has
    no such limit)."""
    try:
        import resource
    except ImportError:  # Windows: no such limit to raise
        return 1 << 20
    try:
        soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
        if soft != resource.RLIM_INFINITY and soft < wanted:
            new = wanted if hard == resource.RLIM_INFINITY else min(wanted, hard)
            if new > soft:
                resource.setrlimit(resource.RLIMIT_NOFILE, (new, hard))
        soft = resource.getrlimit(resource.RLIMIT_NOFILE)[0]
    except (OSError, ValueError):
        return 1 << 20
    return (1 << 20) if soft == resource.RLIM_INFINITY else int(soft)


def parse_proxy_header(line: bytes) -> Optional[str]:
    """The client's address from a PROXY protocol v1 header (``PROXY TCP4 203.0.113.9
    10.0.0.1 51234 7341\\r\\n``, what nginx ``proxy_protocol on``, stunnel ``protocol =
    proxy`` and HAProxy ``send-proxy`` put before a connection's data), or None for
    ``PROXY UNKNOWN`` (the proxy's own health check); raises ValueError for anything else."""
    if len(line) > 107 or not line.startswith(b"PROXY ") or not line.endswith(b"\r\n"):
        raise ValueError("not a PROXY v1 header")
    parts = line[:-2].decode("ascii").split(" ")
    if parts[1] == "UNKNOWN":
        return None
    if len(parts) != 6 or parts[1] not in ("TCP4", "TCP6"):
        raise ValueError("not a PROXY v1 header")
    ip = ipaddress.ip_address(parts[2])
    if (parts[1] == "TCP4") != isinstance(ip, ipaddress.IPv4Address):
        raise ValueError("PROXY header: address family")
    return str(ip)


def _addr_key(peer: Any) -> str:
    """The address a connection counts against: an IPv4 address, or the /64 network of an
    IPv6 address (one household or one virtual server gets a whole /64)."""
    host = peer[0] if isinstance(peer, tuple) and peer else peer
    if not isinstance(host, str):
        return "local"
    try:
        ip = ipaddress.ip_address(host.split("%", 1)[0])
    except ValueError:
        return host
    if isinstance(ip, ipaddress.IPv6Address):
        if ip.ipv4_mapped is not None:
            return str(ip.ipv4_mapped)
        return str(ipaddress.ip_network(f"{ip}/64", strict=False))
    return str(ip)


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

    def delay(self, limits: Limits, now: float) -> float:
        """Seconds this address's next message must wait for its share of the rate."""
        tat = max(self.tat, now)
        self.tat = tat + 1.0 / limits.addr_rate
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


def _hidden(state: State, seat: int) -> Optional[Tuple[Any, ...]]:
    try:
        return state.hidden_from(seat)
    except NotImplementedError:
        return None


class Server:
    """The server.  ``await server.start()`` listens (and resumes the stored games);
    ``server.port`` is the bound port; ``await server.close()`` tells every client, stops and
    flushes the store."""

    def __init__(
        self,
        host: str = "127.0.0.1",
        port: int = 0,
        limits: Optional[Limits] = None,
        store: Optional[Store] = None,
        proxy_protocol: bool = False,
    ) -> None:
        self.host = host
        self.port = port
        self.limits = limits or Limits()
        self.store = store
        self.proxy_protocol = proxy_protocol
        """Every connection starts with a PROXY protocol v1 header naming the real client
        (the server sits behind a TLS terminator that sends one): per-address limits then
        count players, not the terminator."""
        self.tables: Dict[str, Table] = {}
        self.tokens: Dict[str, Tuple[Table, int]] = {}
        self.conns: Set[Conn] = set()
        self.addrs: Dict[str, Address] = {}
        self.live_tables = 0  # waiting or playing
        self.leaks = 0  # messages withheld by the leak check (must stay 0)
        self.sent = 0
        self.actions = 0
        self.restored = 0
        self.closing = False
        self.on_leak: Optional[Callable[[Dict[str, Any], List[Tuple[str, str]]], None]] = None
        self.events = EventLog(log)
        self.bots = BotPool(self.limits.bot_workers, self.limits.bot_budget_ms)
        self._server: Optional[asyncio.AbstractServer] = None
        self._sweeper: Optional[asyncio.Task[None]] = None
        self._tasks: Set[asyncio.Task[Any]] = set()
        self._lingering = 0
        self._open = 0  # client sockets held, from accept to close (every stage)
        self._waiting = 0  # accepted, waiting for their address's rate share
        self._proxy_waiting = 0  # waiting for their PROXY header
        # the bounds of those, fitted to the descriptor limit at start (see _fit_fd_limit)
        self.socket_cap = self.limits.max_conns + MAX_LINGERING + MAX_PROXY_WAITING
        self.conn_cap = self.limits.max_conns
        self.linger_cap = MAX_LINGERING
        self.proxy_cap = MAX_PROXY_WAITING
        self.backlog = LISTEN_BACKLOG
        self._fanout = 0  # messages sent to a connection other than the one being handled
        self._sender: Optional[Conn] = None
        self._next_conn = 0
        self._rng = random.Random(secrets.randbits(64))

    # --- lifecycle --------------------------------------------------------------------------
    def _fit_fd_limit(self) -> None:
        """Fits the connection bounds under this process's descriptor limit: past it,
        ``accept()`` fails for everyone (and asyncio logs a traceback each time), so the
        server must refuse or close before it gets there.  ``main`` raises the limit first
        where the OS allows."""
        room = max(64, raise_fd_limit(0) - FD_RESERVE)
        # asyncio accepts up to ``backlog`` connections in one go, before any handler can
        # close one, and may do so a few times over: those must fit too
        self.backlog = min(LISTEN_BACKLOG, max(8, room // 8))
        self.socket_cap = min(self.socket_cap, room - 3 * self.backlog)
        self.linger_cap = min(MAX_LINGERING, max(1, self.socket_cap // 8))
        self.proxy_cap = min(MAX_PROXY_WAITING, max(1, self.socket_cap // 8))
        cap = self.socket_cap - self.linger_cap - self.proxy_cap
        self.conn_cap = min(self.limits.max_conns, max(1, cap))
        if self.conn_cap < self.limits.max_conns:
            self.events(
                logging.WARNING,
                "fd_limit",
                descriptors=room + FD_RESERVE,
                max_conns=self.conn_cap,
                configured=self.limits.max_conns,
            )

    async def start(self) -> None:
        self._fit_fd_limit()
        # a listen backlog of asyncio's default (100) loses connections when many clients
        # connect at once (a class joining, a reconnect storm after a restart): the kernel
        # drops the handshakes that overflow it, and those clients hang
        self._server = await asyncio.start_server(
            self._handle,
            self.host,
            self.port,
            limit=self.limits.max_line,
            backlog=self.backlog,
        )
        self.port = self._server.sockets[0].getsockname()[1]
        if self.store is not None:
            self._restore()
        self._sweeper = asyncio.ensure_future(self._sweep())

    async def close(self, reason: str = "shutdown") -> None:
        """Stops listening, tells every connected client (``closing``), lets their
        connections end, stops the bots and flushes the store."""
        if self.closing:
            return
        self.closing = True
        if self._sweeper is not None:
            self._sweeper.cancel()
        if self._server is not None:
            self._server.close()
        for t in self.tables.values():
            self._stop_timers(t)
        for c in list(self.conns):
            self._write(c, {"type": "closing", "reason": reason})
            self._drop(c, None)
        tasks = [k for k in self._tasks if not k.done()]
        if tasks:
            await asyncio.wait(tasks, timeout=3.0)
        for k in list(self._tasks):  # still sending to a client that does not read
            if not k.done():
                k.cancel()
        tasks = [k for k in self._tasks if not k.done()]
        if tasks:
            await asyncio.wait(tasks, timeout=2.0)
        if self._server is not None:
            try:
                await asyncio.wait_for(self._server.wait_closed(), 2.0)
            except asyncio.TimeoutError:
                pass
        await self.bots.close()
        if self.store is not None:
            self.store.close()
            self.store = None

    async def _sweep(self) -> None:
        while True:
            await asyncio.sleep(1.0)
            try:
                self._sweep_once()
            except Exception:  # noqa: BLE001 - the sweeper must keep running
                log.exception("event=sweep_error")

    def _sweep_once(self) -> None:
        now = time.monotonic()
        for code, t in list(self.tables.items()):
            if t.status == "over" and now - t.touched > self.limits.keep_over:
                self._remove_table(code)
            elif t.status == "waiting" and now - t.touched > self.limits.keep_waiting:
                self.events(logging.INFO, "expire", table=code, reason="waiting")
                for s in t.seats:  # the creator (and whoever joined) is told
                    if s.conn is not None:
                        self._write(s.conn, self._error("table_closed", values={"table": code}))
                self._remove_table(code)
        for key, a in list(self.addrs.items()):
            if a.idle(self.limits, now):
                del self.addrs[key]

    def _address(self, key: str) -> Address:
        a = self.addrs.get(key)
        if a is None:
            a = self.addrs[key] = Address(key, float(self.limits.creates_per_addr))
        return a

    def _remove_table(self, code: str) -> None:
        t = self.tables.pop(code, None)
        if t is None:
            return
        self._stop_timers(t)
        if t.status != "over":
            self.live_tables -= 1
        owner = self.addrs.get(t.owner)
        if owner is not None:
            owner.tables.discard(code)
        self.bots.cancel(code)
        for s in t.seats:
            self.tokens.pop(s.token, None)
            if s.conn is not None:
                s.conn.seats.pop(code, None)
        if self.store is not None:
            self._stored(self.store.remove, code)

    def _stop_timers(self, t: Table) -> None:
        self._stop_clock(t)
        if t.abandon_handle is not None:
            t.abandon_handle.cancel()
            t.abandon_handle = None
        for s in t.seats:
            if s.away_handle is not None:
                s.away_handle.cancel()
                s.away_handle = None
        self.bots.cancel(t.code)

    # --- the store ----------------------------------------------------------------------------
    def _stored(self, fn: Callable[..., None], *args: Any) -> None:
        """A write to the store; a failing disk is logged and play goes on in memory."""
        try:
            fn(*args)
        except (sqlite3.Error, OSError, ValueError) as e:
            self.events(logging.ERROR, "store_error", reason=type(e).__name__, detail=str(e))

    def _persist(self, t: Table) -> None:
        if self.store is None:
            return
        seed = t.state.seed
        self._stored(
            self.store.save_table,
            t.code,
            t.state.variant,
            t.state.players,
            seed if seed is not None else 0,
            t.options,
            t.turn_seconds,
            t.owner,
            t.status,
            t.result,
            [s.stored() for s in t.seats],
            t.created,
            t.finished,
        )

    def _restore(self) -> None:
        """Rebuilds every stored table by replaying its moves (unfinished ones, and those
        finished less than ``keep_over`` ago, whose players may come back for the result);
        the players' clients resume their seats with their tokens."""
        assert self.store is not None
        t0 = time.monotonic()
        moves = 0
        store = self.store
        seen = 0

        def report_quarantined() -> None:  # one line for each damaged row the store set aside
            nonlocal seen
            for code, why in store.quarantined[seen:]:
                self.events(
                    logging.ERROR, "restore_error", table=code, detail=why, quarantined=True
                )
            seen = len(store.quarantined)

        for row in store.restorable(self.limits.keep_over):
            report_quarantined()
            try:
                state = new_game(row.variant, players=row.players, seed=row.seed, **row.options)
                for a in row.moves:
                    state = state.apply(a)
                seats = [Seat.restored(i, d) for i, d in enumerate(row.seats)]
                if len(seats) != state.players:
                    raise ValueError("seat count")
                t = Table(row.code, state, seats, row.options, float(row.turn_seconds), row.owner)
                t.created = float(row.created)
                finished = None if row.finished is None else float(row.finished)
            except Exception as e:  # noqa: BLE001 - one bad row must not stop the others
                self._stored(store.quarantine, row.code, f"{type(e).__name__}: {e}")
                report_quarantined()
                continue
            if any(s.bot in SEARCH_LEVELS for s in seats) and row.status != "over":
                self.bots.start()
            t.actions = len(row.moves)
            self.tables[t.code] = t
            for s in seats:
                if s.human:
                    self.tokens[s.token] = (t, s.index)
            moves += len(row.moves)
            self.restored += 1
            if row.status == "over":  # kept for its players to see the result, then dropped
                t.status, t.result, t.finished = "over", row.result, finished
                ago = max(0.0, time.time() - (finished or time.time()))
                t.touched = time.monotonic() - ago
                continue
            t.status = row.status
            self.live_tables += 1
            self._address(t.owner).tables.add(t.code)
            if state.is_terminal():  # (the last move's result did not reach the disk)
                self._finish(t, self._engine_result(state))
                continue
            # nobody is connected yet: the game waits for its players (abandoned if none
            # comes back), and a seat whose person does not return is taken over
            for s in seats:
                if s.human and not s.taken_over and t.status == "playing":
                    self._away_timer(t, s)
            self._schedule(t)
        report_quarantined()
        if self.restored:
            self.events(
                logging.INFO,
                "restore",
                tables=self.restored,
                moves=moves,
                seconds=round(time.monotonic() - t0, 2),
            )

    # --- sending ----------------------------------------------------------------------------
    def _write(self, conn: Conn, msg: Dict[str, Any]) -> None:
        if conn.closed:
            return
        w = conn.writer
        if w.transport.is_closing():
            # the peer is gone (a reset seen before its reader noticed): writing on would
            # only make asyncio log "socket.send() raised exception" for every message
            self._drop(conn, None, abort=True)
            return
        try:
            w.write(encode(msg))
        except Exception:  # noqa: BLE001 - a broken socket is the reader's business
            self._drop(conn, "write_failed", abort=True)
            return
        self.sent += 1
        if conn is not self._sender:
            self._fanout += 1
        if w.transport.get_write_buffer_size() > self.limits.max_output:
            self._drop(conn, "slow_reader", abort=True)

    def send(
        self,
        conn: Conn,
        msg: Dict[str, Any],
        table: Optional[Table] = None,
        seat: Optional[int] = None,
        echo: Tuple[str, ...] = (),
        allowed: Optional[Set[str]] = None,
    ) -> None:
        """Every message leaves through here: checked against the seat's view (or, with no
        seat, allowed no card at all but those the client itself sent)."""
        if table is not None and seat is not None:
            view = table.state.view(seat) if allowed is None else None  # else: not needed
            hidden: Optional[Iterable[Any]] = _hidden(table.state, seat)
            leaks = find_leaks(msg, view, hidden, echo, allowed, msg.get("view"))
        else:
            # a message with no table behind it (a refusal of a request that named none)
            # may still name no card hidden from any seat this connection holds
            hidden = self._conn_hidden(conn) if echo else None
            leaks = find_leaks(msg, None, hidden, echo)
        if leaks and msg.get("type") == "error" and echo:
            # a refusal that names a hidden card the client typed ("You do not hold the
            # 6C"): the refusal is sent without its card names (the client knows what it
            # typed), so its answer does not depend on where that card lies
            echoed = set(card_tokens(" ".join(echo)))
            if all(c in echoed for c, _why in leaks):
                msg = self._error(
                    str(msg.get("code")), "That names a card you cannot see.", ref=msg.get("ref")
                )
                leaks = find_leaks(msg, None, None)
        if leaks:
            self.leaks += 1
            log.error("event=withheld type=%s leaks=%s", msg.get("type"), leaks)
            if self.on_leak is not None:
                self.on_leak(msg, leaks)
            msg = self._error("internal_error", ref=msg.get("ref"))
        self._write(conn, msg)

    def _conn_hidden(self, conn: Conn) -> List[Any]:
        """Every card hidden from some seat ``conn`` holds."""
        out: List[Any] = []
        for code, idx in conn.seats.items():
            t = self.tables.get(code)
            if t is not None:
                out.extend(_hidden(t.state, idx) or ())
        return out

    @staticmethod
    def _error(
        code: str,
        message: Optional[str] = None,
        values: Optional[Dict[str, Any]] = None,
        ref: Any = None,
    ) -> Dict[str, Any]:
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

    @staticmethod
    def _seat_msg(
        t: Table, seat: int, kind: str, extra: Dict[str, Any]
    ) -> Tuple[Dict[str, Any], Set[str]]:
        wire = view_to_wire(t.state.view(seat))
        msg: Dict[str, Any] = {
            "type": kind,
            "code": t.code,
            "seat": seat,
            "seq": t.seq,
            "status": t.status,
            "view": wire,
        }
        msg.update(extra)
        return msg, wire_cards(wire)

    def _snapshot(self, conn: Conn, table: Table, seat: int, ref: Any = None) -> None:
        msg, allowed = self._seat_msg(
            table,
            seat,
            "snapshot",
            {"table": table.info(), "result": table.result, "clock": table.clock()},
        )
        if ref is not None:
            msg["ref"] = ref
        self.send(conn, msg, table, seat, allowed=allowed)

    def _broadcast_seats(self, table: Table) -> None:
        msg = {"type": "seats", "code": table.code, "table": table.info(), "clock": table.clock()}
        for s in table.seats:
            if s.conn is not None:
                self.send(s.conn, msg, table, s.index)

    def _broadcast_update(self, table: Table, by: Optional[int], auto: Optional[str]) -> None:
        extra: Dict[str, Any] = {"by": by, "clock": table.clock()}
        if auto is not None:
            extra["auto"] = auto
        for s in table.seats:
            if s.conn is None:
                continue
            msg, allowed = self._seat_msg(table, s.index, "update", extra)
            self.send(s.conn, msg, table, s.index, allowed=allowed)

    def _broadcast_over(self, table: Table) -> None:
        msg = {"type": "game_over", "code": table.code, "result": table.result}
        for s in table.seats:
            if s.conn is not None:
                self.send(s.conn, msg, table, s.index)

    # --- connections ------------------------------------------------------------------------
    def _admit(self, conn: Conn) -> Optional[str]:
        """Why a new connection is refused, or None."""
        if self.closing:
            return "shutting_down"
        if len(self.conns) + self._waiting >= self.conn_cap:
            return "server_full"
        if conn.addr.conns >= self.limits.conns_per_addr:
            return "too_many_connections"
        return None

    async def _handle(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        """One client socket from ``accept`` to close.  Every stage counts against a bound
        from the moment of ``accept``: waiting for a PROXY header (``proxy_cap``), waiting
        for the address's rate share (counted as the address's connection and the server's),
        draining after a refusal (``linger_cap``); beyond ``socket_cap`` a socket is closed
        at once, so the server never reaches its descriptor limit."""
        task = asyncio.current_task()
        if task is not None:
            self._tasks.add(task)
        self._open += 1
        try:
            if self._open > self.socket_cap:
                self.events(logging.WARNING, "refuse", code="no_sockets", addr="*")
                writer.transport.abort()
                return
            await self._handle_open(reader, writer)
        except asyncio.CancelledError:
            # shutting down: asyncio's own done-callback would log a traceback for every
            # connection cancelled here, so the task ends normally
            writer.transport.abort()
        except (ConnectionError, OSError):
            writer.transport.abort()
        finally:
            self._open -= 1
            if task is not None:
                self._tasks.discard(task)

    async def _handle_open(
        self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter
    ) -> None:
        peer = writer.get_extra_info("peername")
        if self.proxy_protocol:
            peer = await self._proxied(reader, writer, peer)
            if peer is None:
                return
        self._next_conn += 1
        addr = self._address(_addr_key(peer))
        conn = Conn(self._next_conn, writer, addr, self.limits.burst, peer)
        sock = writer.get_extra_info("socket")
        if sock is not None:
            try:  # bounded kernel buffers too, not only ours
                sock.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, self.limits.sock_buffer)
                sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, self.limits.sock_buffer)
            except OSError:
                pass
        # counted before it waits for its turn: waiting connections hold sockets too, so
        # they count against the address's and the server's connections like served ones
        refusal = self._admit(conn)
        # a new connection counts as a message of its address: one that connects and
        # disconnects in a loop waits its turn like one that floods
        delay = addr.delay(self.limits, time.monotonic())
        if refusal is not None:
            await self._refuse(conn, reader, refusal)
            return
        addr.conns += 1
        self._waiting += 1
        counted = True
        try:
            if delay > 0 and not await self._wait_turn(reader, writer, delay):
                conn.closed = True  # the client gave up waiting: its place is freed now
                writer.transport.abort()
                return
            self._waiting -= 1
            counted = False
            if self.closing:
                addr.conns -= 1
                conn.closed = True
                writer.transport.abort()
                return
            self.conns.add(conn)
        finally:
            if counted:
                self._waiting -= 1
                addr.conns -= 1
        self._write(conn, self._welcome())
        await self._serve(conn, reader)

    @staticmethod
    async def _wait_turn(
        reader: asyncio.StreamReader, writer: asyncio.StreamWriter, delay: float
    ) -> bool:
        """Waits ``delay`` seconds; False as soon as the client has closed its end (a client
        that gave up must not keep holding a place)."""
        end = time.monotonic() + delay
        while True:
            left = end - time.monotonic()
            if left <= 0:
                return True
            await asyncio.sleep(min(left, WAIT_POLL))
            if reader.at_eof() or writer.transport.is_closing():
                return False

    async def _refuse(self, conn: Conn, reader: asyncio.StreamReader, refusal: str) -> None:
        """Refuses a new connection: the reason, a moment's draining if a slot is free
        (``linger_cap``, see ``_linger``), then close."""
        self.events(logging.WARNING, "refuse", code=refusal, addr=conn.addr.key)
        self._write(conn, self._error(refusal))
        addr = conn.addr
        if self._lingering < self.linger_cap and addr.lingering < MAX_LINGERING_PER_ADDR:
            self._lingering += 1
            addr.lingering += 1
            try:
                await self._linger(conn, reader)
            finally:
                self._lingering -= 1
                addr.lingering -= 1
        conn.closed = True
        conn.writer.close()

    async def _proxied(
        self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter, peer: Any
    ) -> Any:
        """The real client behind the TLS terminator, from the PROXY header the connection
        must start with (``--proxy-protocol``); None (the connection closed) without one.
        At most ``proxy_cap`` connections may be waiting for their header at once, a bound
        of their own (refused connections draining have theirs), each for at most
        ``PROXY_TIMEOUT`` seconds."""
        if self._proxy_waiting >= self.proxy_cap:
            self.events(logging.WARNING, "refuse", code="proxy_busy", addr=_addr_key(peer))
            writer.transport.abort()
            return None
        self._proxy_waiting += 1
        try:
            line = await asyncio.wait_for(reader.readline(), PROXY_TIMEOUT)
            source = parse_proxy_header(line)
        except (asyncio.TimeoutError, ValueError, ConnectionError, OSError):
            self.events(logging.WARNING, "refuse", code="bad_proxy_header", addr=_addr_key(peer))
            writer.close()
            return None
        finally:
            self._proxy_waiting -= 1
        return peer if source is None else (source, 0)

    def _welcome(self) -> Dict[str, Any]:
        lim = self.limits
        return {
            "type": "welcome",
            "server": "kozyr",
            "protocol": VERSION,
            "variants": list(_available_variants()),
            "limits": {
                "line": lim.max_line,
                "chat": MAX_CHAT,
                "name": MAX_NAME,
                "rate": lim.rate,
                "burst": lim.burst,
                "tables": lim.tables_per_conn,
                "idle": lim.idle_timeout,
                "turn_seconds": [lim.min_turn_seconds, lim.turn_seconds, lim.max_turn_seconds],
                "strikes": lim.strikes,
            },
        }

    async def _serve(self, conn: Conn, reader: asyncio.StreamReader) -> None:
        refused: Optional[str] = None
        reason: Optional[str] = "closed"
        lim = self.limits
        try:
            while not conn.closed:
                now = time.monotonic()
                wait = lim.idle_timeout
                if conn.seats:
                    conn.unseated_since = None
                else:
                    if conn.unseated_since is None:
                        conn.unseated_since = now
                    wait = min(wait, conn.unseated_since + lim.lobby_timeout - now)
                    if wait <= 0:
                        reason = "lobby_timeout"
                        break
                try:
                    line = await asyncio.wait_for(reader.readline(), wait)
                except asyncio.TimeoutError:
                    reason = "idle_timeout" if conn.seats else "lobby_timeout"
                    break
                except (ValueError, asyncio.LimitOverrunError):  # longer than the limit
                    refused = "line_too_long"
                    break
                if not line or not line.endswith(b"\n"):  # the end, or EOF inside a line
                    break
                if not self._take_token(conn):
                    refused = "rate_limited"
                    break
                delay = conn.addr.delay(lim, time.monotonic())
                if delay > 0:  # the address as a whole is over its rate: its turn waits
                    await asyncio.sleep(delay)
                    if conn.closed:
                        break
                if line.strip():
                    self._dispatch(conn, line)
                await asyncio.sleep(0)  # one message at a time per connection: fair turns
        except (ConnectionError, OSError):
            reason = "reset"
        except asyncio.CancelledError:
            reason = None  # shutting down and the client does not read: just close
        if refused is not None and not conn.closed:
            self.events(logging.WARNING, "refuse", code=refused, addr=conn.addr.key, conn=conn.id)
            self._write(conn, self._error(refused))
            try:
                await self._linger(conn, reader)
            except asyncio.CancelledError:
                pass
            reason = None
        self._drop(conn, reason if reason not in ("closed", "reset") else None)

    async def _linger(self, conn: Conn, reader: asyncio.StreamReader) -> None:
        """Before closing a refused connection: half-close (the refusal, then end of stream)
        and read and discard what the client is still sending, for a moment.  Closing a socket
        with unread input makes the kernel send a reset, and a reset can destroy the refusal
        still in flight, so the client would only see "connection reset" instead of why."""
        try:
            if conn.writer.can_write_eof():
                conn.writer.write_eof()
            deadline = time.monotonic() + LINGER_SECONDS
            drained = 0
            while drained < LINGER_BYTES:
                left = deadline - time.monotonic()
                if left <= 0:
                    break
                data = await asyncio.wait_for(reader.read(65536), left)
                if not data:
                    break
                drained += len(data)
        except (asyncio.TimeoutError, ConnectionError, OSError, RuntimeError, ValueError):
            pass

    def _take_token(self, conn: Conn) -> bool:
        now = time.monotonic()
        conn.tokens = min(self.limits.burst, conn.tokens + (now - conn.stamp) * self.limits.rate)
        conn.stamp = now
        if conn.tokens < 1.0:
            return False
        conn.tokens -= 1.0
        return True

    def _drop(self, conn: Conn, reason: Optional[str], abort: bool = False) -> None:
        """Ends a connection: ``abort`` discards what it has not read (a slow reader: its
        unsent output is freed at once); otherwise what is queued is still sent, and a
        client that never reads it is cut off after a few seconds."""
        if conn.closed:
            return
        conn.closed = True
        if conn in self.conns:
            self.conns.discard(conn)
            conn.addr.conns -= 1
        if reason is not None:
            self.events(logging.INFO, "drop", reason=reason, addr=conn.addr.key, conn=conn.id)
        transport = conn.writer.transport
        try:
            if abort:
                transport.abort()
            else:
                conn.writer.close()
                if transport.get_write_buffer_size():
                    asyncio.get_event_loop().call_later(5.0, transport.abort)
        except Exception:  # noqa: BLE001
            pass
        for code, idx in list(conn.seats.items()):
            t = self.tables.get(code)
            if t is None:
                continue
            s = t.seats[idx]
            if s.conn is conn:
                s.conn = None
                self._went_away(t, s)
                if not self.closing:
                    self._broadcast_seats(t)
        conn.seats.clear()

    # --- dispatch ---------------------------------------------------------------------------
    def _dispatch(self, conn: Conn, line: bytes) -> None:
        ref = None
        try:
            msg = decode(line)
            ref = clean_ref(msg.get("id"))
            kind = msg["type"]
            handler = self._handlers.get(kind)
            if handler is None:
                raise ProtocolError("unknown_type", values={"type": clean_text(kind, 40)})
            fanout, writes = self._fanout, self._store_writes()
            self._sender = conn
            t0 = time.perf_counter()
            try:
                handler(self, conn, msg, ref)
            finally:
                self._sender = None
                self._charge(
                    conn,
                    self._fanout - fanout,
                    self._store_writes() - writes,
                    time.perf_counter() - t0,
                )
        except ProtocolError as e:  # may name only cards the client sent itself
            echo = (line.decode("utf-8", "replace"),)
            if e.code in ("too_many_tables", "address_tables", "server_full"):
                self.events(logging.WARNING, "refuse", code=e.code, addr=conn.addr.key)
            self.send(conn, self._error(e.code, e.message, e.values, ref), echo=echo)
        except Exception:  # noqa: BLE001 - nothing a client sends may bring the server down
            log.exception("event=handler_error addr=%s", conn.addr.key)
            self.send(conn, self._error("internal_error", ref=ref))

    def _store_writes(self) -> int:
        return self.store.writes if self.store is not None else 0

    def _charge(self, conn: Conn, messages: int, writes: int, seconds: float = 0.0) -> None:
        """Charges a handled message's cost to its address's rate share, beyond the one
        message it was: each message it made the server send to another connection (a
        fan-out to the other seats) and each store write (``FANOUT_COST``, ``WRITE_COST``
        messages' worth).  The address's next message then waits the longer: the budget
        counts what a request costs the server, not how many there were.  ``seconds``, the
        time the handler took, is charged too where it says more (``COST_UNIT`` seconds
        for a message's worth): a snapshot costs the server several pings."""
        extra = max(messages * FANOUT_COST + writes * WRITE_COST, seconds / COST_UNIT - 1.0)
        if extra > 0:
            conn.addr.tat = max(conn.addr.tat, time.monotonic()) + extra / self.limits.addr_rate

    def _table_of(self, conn: Conn, msg: Dict[str, Any]) -> Tuple[Table, int]:
        code = msg.get("code")
        if code is None:
            if len(conn.seats) != 1:
                raise ProtocolError("not_seated")
            code = next(iter(conn.seats))
        if not isinstance(code, str):
            raise ProtocolError("bad_message")
        code = code.strip().upper()
        table = self.tables.get(code)
        if table is None:
            raise ProtocolError("no_such_table")
        seat = conn.seats.get(code)
        if seat is None or table.seats[seat].conn is not conn:
            raise ProtocolError("not_seated")
        return table, seat

    def _sit(self, conn: Conn, table: Table, seat: Seat, ref: Any, reply: str) -> None:
        old = seat.conn
        if old is not None and old is not conn:  # the same token from a new connection wins
            old.seats.pop(table.code, None)
            self.send(old, self._error("bad_token", "This seat was resumed elsewhere."))
        seat.conn = conn
        seat.joined = True
        conn.seats[table.code] = seat.index
        conn.unseated_since = None
        if seat.away_handle is not None:
            seat.away_handle.cancel()
            seat.away_handle = None
        if seat.taken_over:  # the person is back: the bot steps aside
            seat.taken_over = False
            seat.bot = None
        table.touched = time.monotonic()
        self.send(
            conn,
            {
                "type": reply,
                "code": table.code,
                "seat": seat.index,
                "token": seat.token,
                "ref": ref,
            },
            table,
            seat.index,
        )
        started = False
        if table.status == "waiting" and all(s.joined for s in table.seats):
            table.status = "playing"  # the game starts
            started = True
        self._persist(table)
        self._schedule(table)
        if started:  # the others get a fresh snapshot
            for s in table.seats:
                if s.conn is not None and s is not seat:
                    self._snapshot(s.conn, table, s.index)
        self._snapshot(conn, table, seat.index)
        self._broadcast_seats(table)

    def _check_room(self, conn: Conn) -> None:
        live = 0
        for code in conn.seats:
            t = self.tables.get(code)
            if t is not None and t.status != "over":
                live += 1
        if live >= self.limits.tables_per_conn:
            raise ProtocolError("too_many_tables", values={"limit": self.limits.tables_per_conn})

    @staticmethod
    def _name(msg: Dict[str, Any], default: str) -> str:
        name = msg.get("name", default)
        if name is None:
            return default
        if not isinstance(name, str):
            raise ProtocolError("bad_message")
        return clean_text(name, MAX_NAME) or default

    def _turn_seconds(self, msg: Dict[str, Any]) -> float:
        value = msg.get("turn_seconds")
        if value is None:
            return self.limits.turn_seconds
        lim = self.limits
        lo, hi = lim.min_turn_seconds, lim.max_turn_seconds
        rule = Limit("turn_seconds", 0.0, float, lo, hi, None, "")
        try:
            return float(check_value(rule, value))
        except ValueError as e:
            raise ProtocolError(
                "bad_options", values={"field": "turn_seconds", "reason": str(e)}
            ) from None

    def _on_create(self, conn: Conn, msg: Dict[str, Any], ref: Any) -> None:
        self._check_room(conn)
        addr = conn.addr
        if len(addr.tables) >= self.limits.tables_per_addr:
            raise ProtocolError("address_tables", values={"limit": self.limits.tables_per_addr})
        if self.live_tables >= self.limits.max_tables:
            raise ProtocolError("server_full")
        variant = msg.get("variant", "podkidnoy")
        if variant not in _available_variants():
            raise ProtocolError("bad_variant", values={"variant": clean_text(str(variant), 40)})
        players = msg.get("players", 2)
        options = msg.get("options", {})
        bots = msg.get("bots", [])
        seed = msg.get("seed")
        if not isinstance(players, int) or isinstance(players, bool) or not 2 <= players <= 6:
            raise ProtocolError("bad_options", values={"field": "players"})
        if options is None:
            options = {}
        options = _check_options(variant, players, options)
        turn_seconds = self._turn_seconds(msg)
        if seed is not None and (
            not self.limits.allow_seed or not isinstance(seed, int) or isinstance(seed, bool)
        ):
            raise ProtocolError("bad_options", values={"field": "seed"})
        if bots is None:
            bots = []
        if not isinstance(bots, list) or len(bots) >= players:
            raise ProtocolError("bad_options", values={"field": "bots"})
        seats = [Seat(i) for i in range(players)]
        for b in bots:
            if not isinstance(b, dict):
                raise ProtocolError("bad_options", values={"field": "bots"})
            i, level, style = b.get("seat"), b.get("level", "normal"), b.get("style")
            if (
                not isinstance(i, int)
                or isinstance(i, bool)
                or not 1 <= i < players
                or seats[i].bot
                or level not in LEVELS
                or not (style is None or (style in STYLES if STYLES else isinstance(style, str)))
            ):
                raise ProtocolError("bad_options", values={"field": "bots"})
            seats[i] = Seat(i, level, style)
            if level in SEARCH_LEVELS:
                self.bots.start()
        if seed is None:
            seed = secrets.randbits(62)
        try:
            state = new_game(variant, players=players, seed=seed, **options)
        except (TypeError, ValueError) as e:  # (the registry checked the options already)
            raise ProtocolError("bad_options", values={"reason": str(e)[:120]}) from None
        addr.refill(self.limits, time.monotonic())
        if addr.creates < 1.0:
            raise ProtocolError("address_tables", values={"limit": self.limits.creates_per_addr})
        addr.creates -= 1.0
        code = self._new_code()
        table = Table(code, state, seats, dict(options), turn_seconds, addr.key)
        self.tables[code] = table
        self.live_tables += 1
        addr.tables.add(code)
        for s in seats:
            if s.human:
                self.tokens[s.token] = (table, s.index)
        seats[0].name = self._name(msg, "Player 1")
        self._sit(conn, table, seats[0], ref, "created")

    def _new_code(self) -> str:
        while True:
            code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
            if code not in self.tables:
                return code

    def _on_join(self, conn: Conn, msg: Dict[str, Any], ref: Any) -> None:
        code = msg.get("code")
        if not isinstance(code, str):
            raise ProtocolError("bad_message")
        table = self.tables.get(code.strip().upper())
        if table is None:
            raise ProtocolError("no_such_table")
        if table.code in conn.seats:
            raise ProtocolError("already_seated")
        self._check_room(conn)
        free = [s for s in table.seats if not s.joined]
        if not free or table.status != "waiting":
            raise ProtocolError("table_full")
        seat = free[0]
        seat.name = self._name(msg, f"Player {seat.index + 1}")
        self._sit(conn, table, seat, ref, "joined")

    def _on_resume(self, conn: Conn, msg: Dict[str, Any], ref: Any) -> None:
        token = msg.get("token")
        if not isinstance(token, str):
            raise ProtocolError("bad_message")
        found = self.tokens.get(token)
        if found is None:
            raise ProtocolError("bad_token")
        table, idx = found
        here = conn.seats.get(table.code)
        if here is not None and here != idx:
            raise ProtocolError("already_seated")
        seat = table.seats[idx]
        if here is not None and seat.conn is conn:
            # the seat is held here already: nothing changes, so nothing is stored, nobody
            # else is told and no snapshot is built (the connection has the position; a
            # flood of these cost a store write and a message to every seat each, for the
            # price of one message); ``snapshot`` asks for the position
            self._write(
                conn,
                {
                    "type": "resumed",
                    "code": table.code,
                    "seat": idx,
                    "token": seat.token,
                    "ref": ref,
                },
            )
            return
        if here is None:
            self._check_room(conn)
        self._sit(conn, table, seat, ref, "resumed")

    def _on_act(self, conn: Conn, msg: Dict[str, Any], ref: Any) -> None:
        table, seat = self._table_of(conn, msg)
        text = msg.get("action")
        if not isinstance(text, str) or len(text) > 200:
            raise ProtocolError("bad_message")
        if table.status == "waiting":
            raise ProtocolError("not_started")
        if table.status == "over":
            raise ProtocolError("game_over", "The game is over.")
        seq = msg.get("seq")
        if seq is not None and seq != table.seq:
            raise ProtocolError("stale", values={"seq": table.seq})
        if table.state.current_player != seat:
            raise ProtocolError("not_your_turn", values={"player": seat})
        try:
            state = table.state.apply(text)
        except IllegalAction as e:  # the rules' refusal, checked against the seat's view
            self.send(
                conn, self._error(e.code, e.message, e.values, ref), table, seat, echo=(text,)
            )
            return
        s = table.seats[seat]
        s.strikes = 0
        if s.taken_over:  # (a move of one's own takes the seat back from the bot)
            s.taken_over = False
            s.bot = None
            self._persist(table)
        self._advance(table, state, seat)

    @staticmethod
    def _engine_result(state: State) -> Optional[Dict[str, Any]]:
        r = state.result
        return dict(r.to_dict(), reason=r.reason) if r is not None else None

    def _advance(self, table: Table, state: State, by: int, auto: Optional[str] = None) -> None:
        """Plays a move: stored first, then sent to every seat."""
        table.state = state
        table.actions += 1
        self.actions += 1
        table.touched = time.monotonic()
        over = state.is_terminal()
        result = self._engine_result(state) if over else None
        if self.store is not None:
            self._stored(self.store.add_move, table.code, table.seq, str(state.history[-1]), result)
        if over:
            self._set_over(table, result)
        self._schedule(table)
        self._broadcast_update(table, by, auto)
        if over:
            self._broadcast_over(table)

    def _set_over(self, table: Table, result: Optional[Dict[str, Any]]) -> None:
        if table.status != "over":
            self.live_tables -= 1
        table.status = "over"
        table.result = result
        table.finished = time.time()
        table.touched = time.monotonic()
        owner = self.addrs.get(table.owner)
        if owner is not None:
            owner.tables.discard(table.code)
        self._stop_timers(table)

    def _finish(self, table: Table, result: Optional[Dict[str, Any]]) -> None:
        """Ends a game without a move (resignation, time-outs, abandoned)."""
        self._set_over(table, result)
        self._persist(table)
        self._broadcast_over(table)

    def _on_resign(self, conn: Conn, msg: Dict[str, Any], ref: Any) -> None:
        table, seat = self._table_of(conn, msg)
        if table.status == "over":
            raise ProtocolError("game_over", "The game is over.")
        self._finish(table, self._loss(table, seat, "resign"))

    @staticmethod
    def _loss(table: Table, seat: int, reason: str) -> Dict[str, Any]:
        n = table.state.players
        others = [p for p in range(n) if p != seat]
        return {
            "order": others,
            "durak": seat,
            "draw": False,
            "reason": reason,
            "winner": others[0] if n == 2 else None,
            "resigned": seat,
        }

    def _on_chat(self, conn: Conn, msg: Dict[str, Any], ref: Any) -> None:
        table, seat = self._table_of(conn, msg)
        text = msg.get("text")
        if not isinstance(text, str):
            raise ProtocolError("bad_message")
        if len(text) > 4 * MAX_CHAT:
            raise ProtocolError("chat_too_long", values={"limit": MAX_CHAT})
        text = clean_text(text, 4 * MAX_CHAT)
        if len(text) > MAX_CHAT:
            raise ProtocolError("chat_too_long", values={"limit": MAX_CHAT})
        if not text:
            return
        out = {
            "type": "chat",
            "code": table.code,
            "seat": seat,
            "name": table.seats[seat].name,
            "text": text,
        }
        for s in table.seats:
            if s.conn is not None:
                self.send(s.conn, out, table, s.index)

    def _on_snapshot(self, conn: Conn, msg: Dict[str, Any], ref: Any) -> None:
        table, seat = self._table_of(conn, msg)
        self._snapshot(conn, table, seat, ref)

    def _on_ping(self, conn: Conn, msg: Dict[str, Any], ref: Any) -> None:
        self._write(conn, {"type": "pong", "ref": ref})

    def _on_leave(self, conn: Conn, msg: Dict[str, Any], ref: Any) -> None:
        table, seat = self._table_of(conn, msg)
        s = table.seats[seat]
        s.conn = None
        conn.seats.pop(table.code, None)
        self._went_away(table, s)
        self._write(conn, {"type": "left", "code": table.code, "ref": ref})
        self._broadcast_seats(table)

    _handlers: Dict[str, Callable[["Server", Conn, Dict[str, Any], Any], None]] = {
        "create": _on_create,
        "join": _on_join,
        "resume": _on_resume,
        "act": _on_act,
        "resign": _on_resign,
        "chat": _on_chat,
        "snapshot": _on_snapshot,
        "ping": _on_ping,
        "leave": _on_leave,
    }

    # --- absence, the clock and bots --------------------------------------------------------
    def _went_away(self, table: Table, seat: Seat) -> None:
        if self.closing or not seat.human or table.status == "over":
            return
        if seat.away_handle is not None:
            seat.away_handle.cancel()
            seat.away_handle = None
        if table.status == "waiting":
            if not table.people_here():  # nobody there any more: the table is dropped
                seat.away_handle = asyncio.get_event_loop().call_later(
                    self.limits.away_timeout, self._abandon_waiting, table
                )
            return
        if not seat.taken_over:
            self._away_timer(table, seat)
        self._schedule(table)

    def _away_timer(self, table: Table, seat: Seat) -> None:
        seat.away_handle = asyncio.get_event_loop().call_later(
            self.limits.away_timeout, self._take_over, table, seat
        )

    def _abandon_waiting(self, table: Table) -> None:
        """A table still waiting for players whose seated people have all gone away is
        removed (so tables made and left behind do not pile up)."""
        if table.status == "waiting" and not table.people_here():
            self._remove_table(table.code)

    def _take_over(self, table: Table, seat: Seat) -> None:
        seat.away_handle = None
        if (
            seat.conn is not None
            or table.status != "playing"
            or self.tables.get(table.code) is not table
        ):
            return
        seat.bot = "normal"
        seat.taken_over = True
        self._persist(table)
        self._schedule(table)
        self._broadcast_seats(table)

    def _schedule(self, t: Table) -> None:
        """After any change at a table: who moves next, and when.  A bot's seat gets a bot
        move (after ``bot_delay``); a person's seat gets the turn clock, which keeps running
        while that person is away (else ``leave`` before the deadline and ``resume`` after
        it would dodge it).  With nobody at the table the bots pause (no bot plays for
        nobody) and the game is ended after ``abandon_timeout``."""
        if t.status != "playing" or self.closing:
            self._stop_clock(t)
            return
        p = t.state.current_player
        seat = t.seats[p] if p is not None else None
        if not t.people_here():
            if t.abandon_handle is None:
                t.abandon_handle = asyncio.get_event_loop().call_later(
                    self.limits.abandon_timeout, self._abandon, t
                )
            if seat is None or seat.bot:
                self._stop_clock(t)
                return
        elif t.abandon_handle is not None:
            t.abandon_handle.cancel()
            t.abandon_handle = None
        if p is None or seat is None:
            return
        if seat.bot:
            self._stop_clock(t)
            self._want_bot(t)
        elif t.clock_handle is None or t.clock_seq != t.seq or t.clock_seat != p:
            self._stop_clock(t)
            t.clock_seat = p
            t.clock_seq = t.seq
            t.clock_deadline = time.monotonic() + t.turn_seconds
            t.clock_handle = asyncio.get_event_loop().call_later(
                t.turn_seconds, self._clock_ran_out, t, t.seq
            )

    @staticmethod
    def _stop_clock(t: Table) -> None:
        if t.clock_handle is not None:
            t.clock_handle.cancel()
            t.clock_handle = None
        t.clock_seat = None

    def _clock_ran_out(self, t: Table, seq: int) -> None:
        """A person's move time is over: a bot makes that move for them and the seat gets a
        strike, connected or not (a strike only for the connected let a player dodge the
        clock by leaving before the deadline); the ``strikes``-th time-out in a row loses
        the game.  A seat whose person stays away is taken over by a bot after
        ``away_timeout``, and a bot's moves make no strikes."""
        t.clock_handle = None
        if t.status != "playing" or t.seq != seq or self.tables.get(t.code) is not t:
            return
        p = t.state.current_player
        if p is None or t.seats[p].bot:
            return
        seat = t.seats[p]
        seat.strikes += 1
        self.events(logging.INFO, "timeout", table=t.code, seat=p, strikes=seat.strikes)
        if seat.strikes >= self.limits.strikes:
            self._finish(t, self._loss(t, p, "timeout"))
            return
        self._persist(t)
        action = self._quick_move(t, "normal", None)
        self._advance(t, t.state.apply(action), p, auto="timeout")

    def _abandon(self, t: Table) -> None:
        t.abandon_handle = None
        if t.status == "playing" and not t.people_here():
            self.events(logging.INFO, "expire", table=t.code, reason="abandoned")
            self._finish(
                t,
                {"order": [], "durak": None, "draw": True, "reason": "abandoned", "winner": None},
            )

    def _quick_move(self, t: Table, level: str, style: Optional[str]) -> Action:
        """A cheap bot's move (easy, normal) for the seat to move, on the loop."""
        state = t.state
        p = state.current_player
        assert p is not None
        seed = self._rng.randrange(1 << 30)
        try:
            action = bot_choose(state.view(p), level, style, seed, self.limits.bot_budget_ms)
            if state.is_legal(action):
                return action
        except Exception:  # noqa: BLE001 - a bot bug: play on with a random legal move
            log.exception("event=bot_error table=%s", t.code)
        return random.Random(seed).choice(state.legal_actions())

    def _want_bot(self, t: Table) -> None:
        if t.bot_pending:
            return
        t.bot_pending = True
        asyncio.get_event_loop().call_later(self.limits.bot_delay, self._bot_turn, t, t.seq)

    def _bot_ready(self, t: Table, seq: int) -> Optional[Seat]:
        """The bot seat to move at ``seq``, if a bot should still move there."""
        if (
            t.status != "playing"
            or t.seq != seq
            or self.closing
            or self.tables.get(t.code) is not t
            or not t.people_here()
        ):
            return None
        p = t.state.current_player
        if p is None or not t.seats[p].bot:
            return None
        return t.seats[p]

    def _bot_turn(self, t: Table, seq: int) -> None:
        seat = self._bot_ready(t, seq)
        if seat is None:
            t.bot_pending = False
            self._schedule(t)
            return
        level = seat.bot or "normal"
        if level not in SEARCH_LEVELS:
            t.bot_pending = False
            self._advance(t, t.state.apply(self._quick_move(t, level, seat.style)), seat.index)
            return
        view = t.state.view(seat.index)
        # the answer is released no sooner than the search's whole budget after it was
        # asked for: a forced move (one legal action) or an easy choice found at once would
        # otherwise come back faster and tell the table what the bot holds
        due = time.monotonic() + self.limits.bot_budget_ms / 1000.0

        def done(action: Optional[Action]) -> None:
            left = due - time.monotonic()
            if left > 0 and not self.closing:
                asyncio.get_event_loop().call_later(left, play, action)
            else:
                play(action)

        def play(action: Optional[Action]) -> None:
            t.bot_pending = False
            if self._bot_ready(t, seq) is not seat:
                self._schedule(t)  # somebody moved meanwhile, or nobody is left
                return
            if action is None or not t.state.is_legal(action):
                action = self._quick_move(t, "easy", None)
            self._advance(t, t.state.apply(action), seat.index)

        seed = self._rng.randrange(1 << 30)
        self.bots.submit(t.code, view, level, seat.style, seed, done, owner=t.owner)


def _check_options(variant: str, players: int, options: Any) -> Dict[str, Any]:
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


_VARIANTS: List[Tuple[str, ...]] = []


def _available_variants() -> Tuple[str, ...]:
    """The variants whose modules load (computed once)."""
    if not _VARIANTS:
        out = []
        for v in variants():
            try:
                new_game(v, players=2, seed=0)
            except Exception:  # noqa: BLE001 - a variant module that is missing or broken
                continue
            out.append(v)
        _VARIANTS.append(tuple(out))
    return _VARIANTS[0]


class ServerThread:
    """A server on its own asyncio loop in a daemon thread (for the game's "host" button and
    for tests).  ``ServerThread(limits=...).start()`` returns once it listens; ``.port``;
    ``.stop()``."""

    def __init__(
        self,
        host: str = "127.0.0.1",
        port: int = 0,
        limits: Optional[Limits] = None,
        store: Optional[Store] = None,
        proxy_protocol: bool = False,
    ) -> None:
        self.server = Server(host, port, limits, store, proxy_protocol)
        self.loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._run, name="kozyr-server", daemon=True)
        self._ready = threading.Event()
        self._error: Optional[BaseException] = None

    @property
    def port(self) -> int:
        return self.server.port

    def start(self) -> "ServerThread":
        self._thread.start()
        self._ready.wait(10)
        if self._error is not None:
            raise self._error
        return self

    def _run(self) -> None:
        asyncio.set_event_loop(self.loop)
        try:
            self.loop.run_until_complete(self.server.start())
        except BaseException as e:  # noqa: BLE001 - reported to start()
            self._error = e
            self._ready.set()
            return
        self._ready.set()
        self.loop.run_forever()
        self.loop.run_until_complete(self.server.close())
        tasks = asyncio.all_tasks(self.loop)
        for t in tasks:
            t.cancel()
        self.loop.run_until_complete(asyncio.gather(*tasks, return_exceptions=True))
        self.loop.close()

    def call(self, fn: Callable[[], Any], timeout: float = 5.0) -> Any:
        """Runs ``fn()`` on the server's loop and returns its result (for tests)."""
        done = threading.Event()
        box: List[Any] = [None, None]

        def run() -> None:
            try:
                box[0] = fn()
            except BaseException as e:  # noqa: BLE001
                box[1] = e
            done.set()

        self.loop.call_soon_threadsafe(run)
        if not done.wait(timeout):
            raise TimeoutError("server loop did not answer")
        if box[1] is not None:
            raise box[1]
        return box[0]

    def stop(self) -> None:
        if self._thread.is_alive():
            self.loop.call_soon_threadsafe(self.loop.stop)
            self._thread.join(10)

    def __enter__(self) -> "ServerThread":
        return self.start()

    def __exit__(self, *exc: Any) -> None:
        self.stop()


# --- the command line -----------------------------------------------------------------------


class _Parser(argparse.ArgumentParser):
    """Argument errors as one line (``prog: error: …``), without the usage block."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {message}\n")


def _arg_type(limit: Limit) -> Callable[[str], Any]:
    def parse(text: str) -> Any:
        try:
            value: Any = float(text) if limit.kind is float else int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
        try:
            return check_value(limit, value)
        except ValueError as e:
            raise argparse.ArgumentTypeError(str(e)) from None

    parse.__name__ = limit.kind.__name__
    return parse


def _port(text: str) -> int:
    try:
        port = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a port number: {text!r}") from None
    if not 0 <= port < 65536:
        raise argparse.ArgumentTypeError(f"a port is 0 to 65535, not {port}")
    return port


def _seconds(text: str) -> float:
    try:
        x = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
    if not math.isfinite(x) or x <= 0:
        raise argparse.ArgumentTypeError(f"must be a positive number of seconds, not {text!r}")
    return x


DEFAULT_BOT_WORKERS = 1
"""Bot processes of ``python -m engine serve`` (one core for the loop, one for bots on a
two-core host; raise it with ``--bot-workers`` on bigger ones)."""


def parser() -> argparse.ArgumentParser:
    ap = _Parser(
        prog="python -m engine serve",
        description="Kozyr's authoritative game server (NDJSON over TCP; docs/protocol.md).",
    )
    ap.add_argument(
        "--host",
        default="127.0.0.1",
        help="address to bind (default 127.0.0.1; see docs/protocol.md for TLS)",
    )
    ap.add_argument("--port", type=_port, default=7341, help="port (0: any free port)")
    store = ap.add_mutually_exclusive_group()
    store.add_argument(
        "--store",
        metavar="PATH",
        default=None,
        help=f"SQLite file the tables are kept in (default {default_path()})",
    )
    store.add_argument(
        "--no-store", action="store_true", help="keep tables in memory only (lost on restart)"
    )
    for x in LIMITS:
        if x.flag is None:
            continue
        default = DEFAULT_BOT_WORKERS if x.name == "bot_workers" else x.default
        ap.add_argument(
            x.flag,
            dest=x.name,
            type=_arg_type(x),
            default=default,
            metavar="N",
            help=f"{x.doc} (default {default})",
        )
    ap.add_argument(
        "--proxy-protocol",
        action="store_true",
        help="each connection starts with a PROXY v1 header from a TLS terminator (nginx "
        "proxy_protocol, stunnel protocol = proxy, HAProxy send-proxy): per-address limits "
        "then apply to the real clients",
    )
    ap.add_argument(
        "--allow-seed",
        action="store_true",
        help="let creators choose the deal's seed (tests only: never on a public server)",
    )
    ap.add_argument("--seconds", type=_seconds, default=None, help="stop by itself after this")
    ap.add_argument("-v", "--verbose", action="store_true", help="debug log lines too")
    ap.add_argument("-q", "--quiet", action="store_true", help="warnings and errors only")
    return ap


def main(argv: Optional[List[str]] = None) -> int:
    """``python -m engine serve [--host H] [--port P] ...``: prints the bound address, serves
    until SIGINT/SIGTERM (or ``--seconds``), then shuts down cleanly: clients are told
    (``closing``), the store is flushed.  Errors are one line on stderr (exit status 2 for
    bad arguments, 1 when the server cannot start)."""
    ap = parser()
    args = ap.parse_args(argv)
    logging.basicConfig(
        stream=sys.stderr,
        level=logging.DEBUG if args.verbose else logging.WARNING if args.quiet else logging.INFO,
        format="%(asctime)s %(levelname)s %(message)s",
    )
    throttle = Throttle()
    for h in logging.getLogger().handlers:
        h.addFilter(throttle)
    kw = {x.name: getattr(args, x.name) for x in LIMITS if x.flag is not None}
    try:
        limits = Limits(allow_seed=args.allow_seed, **kw)
    except ValueError as e:
        ap.error(str(e))
    prog = "kozyr server"
    # every client socket, the refused ones draining and the PROXY waits, plus the server's
    # own files: the soft limit is often 1024 while the hard one allows far more
    raise_fd_limit(limits.max_conns + MAX_LINGERING + MAX_PROXY_WAITING + 2 * FD_RESERVE)
    store: Optional[Store] = None
    if not args.no_store:
        path = args.store or default_path()
        try:
            store = Store(path)
        except StoreBusy as e:
            print(f"{prog}: the store {e}", file=sys.stderr)
            return 1
        except (sqlite3.Error, OSError) as e:
            print(f"{prog}: cannot open the store {path}: {e}", file=sys.stderr)
            return 1

    async def run() -> int:
        server = Server(args.host, args.port, limits, store, args.proxy_protocol)
        try:
            await server.start()
        except OSError as e:  # a busy port, an address that is not ours or does not resolve
            why = e.strerror or str(e)
            if "address already in use" in str(e).lower():
                why = "the port is in use (another server?)"
            print(f"{prog}: cannot listen on {args.host}:{args.port}: {why}", file=sys.stderr)
            await server.close()
            return 1
        print(f"kozyr server listening on {server.host}:{server.port}", flush=True)
        stop = asyncio.Event()
        loop = asyncio.get_event_loop()
        got: List[str] = []

        def on_signal(name: str) -> None:
            got.append(name)
            stop.set()

        for sig in (signal.SIGINT, signal.SIGTERM):
            try:
                loop.add_signal_handler(sig, on_signal, sig.name)
            except (NotImplementedError, RuntimeError):  # Windows: Ctrl-C raises instead
                pass
        try:
            await asyncio.wait_for(stop.wait(), args.seconds)
        except asyncio.TimeoutError:
            pass
        finally:
            server.events(
                logging.INFO,
                "shutdown",
                signal=got[0] if got else "timer",
                connections=len(server.conns),
                tables=server.live_tables,
            )
            await server.close()
            print(
                f"served {server.actions} actions, {server.sent} messages, {server.leaks} withheld",
                flush=True,
            )
        return 0

    try:
        return asyncio.run(run())
    except KeyboardInterrupt:  # (where signal handlers are not available)
        return 0
    finally:
        if store is not None:
            store.close()  # (once more, if start-up failed: closing twice is harmless)


if __name__ == "__main__":
    sys.exit(main())
