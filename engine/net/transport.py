"""The server's transport: sockets from ``accept`` to close, and the limits on them.

Everything a stranger can hold before a table ever sees a message is bounded here: the
descriptor limit (raised at start, the bounds fitted under it), sockets per stage (waiting
for a PROXY header, waiting for the address's rate share, served, draining after a
refusal), connections per address, a connection's and an address's message rate, unsent
output.  A message that passes is handed to the tables (``_dispatch``, :mod:`.handlers`).
Listening and accepting, and a new connection until it is served, are in :mod:`.accept`;
from then on (and behind a proxy, from its PROXY header on) a connection is served here.

Part of :class:`engine.net.service.Server` (a mixin over :class:`.parts.Parts`).
"""

import asyncio
import functools
import ipaddress
import logging
import socket
import time
from typing import Any, Awaitable, Dict, Optional

from .conns import Address, Conn
from .parts import Parts
from .protocol import encode, error_message
from .sockets import FD_RESERVE, LINGER_BYTES, LINGER_SECONDS, MAX_LINGERING_PER_ADDR

__all__ = [
    "Address",
    "Conn",
    "Transport",
    "addr_key",
    "parse_proxy_header",
    "raise_fd_limit",
]

log = logging.getLogger("kozyr.server")

WAIT_POLL = 0.25
"""Seconds between checks, while a new connection waits for its address's rate share,
that its client has not gone (a closed one gives its place up at once)."""
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


def addr_key(peer: Any) -> str:
    """The address a connection counts against: an IPv4 address, or the /64 network of an
    IPv6 address (one household or one virtual server gets a whole /64)."""
    host = peer[0] if isinstance(peer, tuple) and peer else peer
    if not isinstance(host, str):
        return "local"
    return _host_key(host)


@functools.lru_cache(maxsize=4096)
def _host_key(host: str) -> str:
    # (cached: parsing an address is most of what a refused connection costs in Python)
    try:
        ip = ipaddress.ip_address(host.split("%", 1)[0])
    except ValueError:
        return host
    if isinstance(ip, ipaddress.IPv6Address):
        if ip.ipv4_mapped is not None:
            return str(ip.ipv4_mapped)
        return str(ipaddress.ip_network(f"{ip}/64", strict=False))
    return str(ip)


class Transport(Parts):
    """Accepting, admitting, reading and closing connections (see the module)."""

    def _fit_fd_limit(self) -> None:
        """Fits the connection bounds under this process's descriptor limit (see
        :meth:`.sockets.Sockets.fit`; ``main`` raises the limit first where the OS
        allows)."""
        room = max(64, raise_fd_limit(0) - FD_RESERVE)
        if self.sockets.fit(room):
            self.events(
                logging.WARNING,
                "fd_limit",
                descriptors=room + FD_RESERVE,
                max_conns=self.sockets.conn_cap,
                configured=self.limits.max_conns,
            )

    def _address(self, key: str) -> Address:
        a = self.addrs.get(key)
        if a is None:
            a = self.addrs[key] = Address(key, float(self.limits.creates_per_addr))
        return a

    def _forget_idle_addresses(self, now: float) -> None:
        """Drops what is kept of every address that holds nothing any more (the sweeper
        calls this once a second)."""
        for key, a in list(self.addrs.items()):
            if a.idle(self.limits, now):
                del self.addrs[key]

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

    def _admit_addr(self, addr: Address) -> Optional[str]:
        """Why a new connection of ``addr`` is refused, or None."""
        if self.closing:
            return "shutting_down"
        if len(self.conns) + self.sockets.waiting >= self.sockets.conn_cap:
            return "server_full"
        if addr.conns >= self.limits.conns_per_addr:
            return "too_many_connections"
        return None

    def _may_linger(self, addr: Address) -> bool:
        """Whether a refused connection of ``addr`` may be drained before it is closed."""
        return (
            self.sockets.lingering < self.sockets.linger_cap
            and addr.lingering < MAX_LINGERING_PER_ADDR
        )

    async def _guarded(self, writer: asyncio.StreamWriter, work: Awaitable[None]) -> None:
        """Runs a connection's ``work`` to its end: a connection's errors end it alone.
        Every stage of a socket counts against a bound from the moment of ``accept``:
        waiting for a PROXY header (``proxy_cap``), waiting for the address's rate share
        (counted as the address's connection and the server's), draining after a refusal
        (``linger_cap``); beyond ``socket_cap`` a socket is closed at once, so the server
        never reaches its descriptor limit."""
        try:
            await work
        except asyncio.CancelledError:
            # shutting down: asyncio's own done-callback would log a traceback for every
            # connection cancelled here, so the task ends normally
            writer.transport.abort()
        except (ConnectionError, OSError):
            writer.transport.abort()
        finally:
            self.sockets.open -= 1  # (counted in ``_accept``)

    async def _handle_open(
        self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter
    ) -> None:
        """A connection behind a proxy, from its PROXY header on (the others take the bare
        path, :meth:`_take`, to the same ends)."""
        peer = await self._proxied(reader, writer, writer.get_extra_info("peername"))
        if peer is None:
            return
        addr = self._address(addr_key(peer))
        conn = Conn(self.sockets.next_id(), writer, addr, self.limits.burst, peer)
        sock = writer.get_extra_info("socket")
        if sock is not None:
            try:  # bounded kernel buffers too, not only ours
                sock.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, self.limits.sock_buffer)
                sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, self.limits.sock_buffer)
            except OSError:
                pass
        # counted before it waits for its turn: waiting connections hold sockets too, so
        # they count against the address's and the server's connections like served ones
        refusal = self._admit_addr(addr)
        # a new connection is charged to its address as what it costs (see ``_take``)
        cost = 1.0 if refusal is not None else self.limits.conn_cost
        delay = addr.delay(self.limits, time.monotonic(), cost)
        if refusal is not None:
            await self._refuse(conn, reader, refusal)
            return
        addr.conns += 1
        self.sockets.waiting += 1
        counted = True
        try:
            if delay > 0 and not await self._wait_turn(reader, writer, delay):
                conn.closed = True  # the client gave up waiting: its place is freed now
                writer.transport.abort()
                return
            self.sockets.waiting -= 1
            counted = False
            if self.closing:
                addr.conns -= 1
                conn.closed = True
                writer.transport.abort()
                return
            self.conns.add(conn)
        finally:
            if counted:
                self.sockets.waiting -= 1
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
        self._write(conn, error_message(refusal))
        addr = conn.addr
        if self._may_linger(addr):
            self.sockets.lingering += 1
            addr.lingering += 1
            try:
                await self._linger(conn, reader)
            finally:
                self.sockets.lingering -= 1
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
        if self.sockets.proxy_waiting >= self.sockets.proxy_cap:
            self.events(logging.WARNING, "refuse", code="proxy_busy", addr=addr_key(peer))
            writer.transport.abort()
            return None
        self.sockets.proxy_waiting += 1
        try:
            line = await asyncio.wait_for(reader.readline(), PROXY_TIMEOUT)
            source = parse_proxy_header(line)
        except (asyncio.TimeoutError, ValueError, ConnectionError, OSError):
            self.events(logging.WARNING, "refuse", code="bad_proxy_header", addr=addr_key(peer))
            writer.close()
            return None
        finally:
            self.sockets.proxy_waiting -= 1
        return peer if source is None else (source, 0)

    async def _serve(self, conn: Conn, reader: asyncio.StreamReader) -> None:
        refused: Optional[str] = None
        reason: Optional[str] = "closed"
        lim = self.limits
        conn.reader = reader
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
                # (no timer of its own: ``_expire_idle`` ends it past this deadline; a
                # ``wait_for`` made a task and a timer for every message read)
                conn.idle_until = now + wait
                try:
                    line = await reader.readline()
                except (ValueError, asyncio.LimitOverrunError):  # longer than the limit
                    refused = "line_too_long"
                    break
                finally:
                    conn.idle_until = None
                if conn.expired is not None:
                    reason = conn.expired
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
            self._write(conn, error_message(refused))
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

    def _expire_idle(self, now: float) -> None:
        """Ends every connection that has waited for a line past its deadline (the idle or
        the lobby timeout): its reading stops and its reader sees the end, so ``_serve``
        ends it with the reason.  The sweeper calls this once a second (one check per
        connection a second, however many messages they send)."""
        for c in list(self.conns):
            if c.idle_until is not None and now >= c.idle_until and c.expired is None:
                c.expired = "idle_timeout" if c.seats else "lobby_timeout"
                transport = c.writer.transport
                if isinstance(transport, asyncio.ReadTransport):
                    transport.pause_reading()  # (no data may follow the end it is fed)
                if c.reader is not None:
                    c.reader.feed_eof()

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
