"""Listening and accepting: the server's own accept loop, and each new connection on its
bare socket until it is served.

asyncio's ``start_server`` accepts up to its whole listen backlog in one turn of the loop and
gives every connection a transport and two tasks before anything else runs; a connection
refused or waiting its turn then cost as much as a served one.  Here a turn takes at most
``ACCEPT_BATCH`` connections, and a refused one (its reason, a moment's draining, close)
or one waiting for its address's rate share is handled on its bare socket with a reader
callback and a timer; only a connection whose turn has come gets its streams
(:meth:`Accepting._served`, then :mod:`.transport`).  Connections behind a proxy get their
streams at once (their PROXY header must be read first).

Part of :class:`engine.net.service.Server` (a mixin over :class:`.parts.Parts`).
"""

import asyncio
import errno
import functools
import logging
import os
import socket
import time
from typing import Any, List

from .parts import Parts
from .protocol import encode, error_message
from .sockets import ACCEPT_BATCH, ACCEPT_RETRY, LINGER_BYTES, LINGER_SECONDS
from .transport import Address, Conn, addr_key

__all__ = ["Accepting"]


@functools.cache
def _refusal_line(code: str) -> bytes:
    """A new connection's refusal as sent (the same few lines over and over in a flood)."""
    return encode(error_message(code))


def _gone(sock: socket.socket) -> bool:
    """Whether the client of a socket just accepted has already closed or reset it (one
    system call; such a connection waited in the kernel's queue, as a flood's do)."""
    try:
        return sock.recv(1, socket.MSG_PEEK) == b""
    except (BlockingIOError, InterruptedError):
        return False
    except OSError:
        return True


class Accepting(Parts):
    """The accept loop and the connections on their bare sockets (see the module)."""

    async def _listen(self) -> None:
        """Listens on ``host``:``port`` (every address the host name stands for, on one
        port) and accepts with :meth:`_accept`."""
        loop = asyncio.get_event_loop()
        infos = await loop.getaddrinfo(
            self.host or None, self.port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE
        )
        socks: List[socket.socket] = []
        try:
            for family, kind, proto, _name, where in dict.fromkeys(infos):
                s = socket.socket(family, kind, proto)
                socks.append(s)
                if os.name == "posix":  # (a restarted server may bind while old ones linger)
                    s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
                if family == socket.AF_INET6 and hasattr(socket, "IPV6_V6ONLY"):
                    s.setsockopt(socket.IPPROTO_IPV6, socket.IPV6_V6ONLY, 1)
                at: Any = where
                if len(socks) > 1:  # port 0: the port the first address got, for every one
                    at = (where[0], socks[0].getsockname()[1]) + tuple(where[2:])
                s.bind(at)
                # a listen backlog of asyncio's default (100) loses connections when many
                # clients connect at once (a class joining, a reconnect storm after a
                # restart): the kernel drops the handshakes that overflow it, and those hang
                s.listen(self.sockets.backlog)
                s.setblocking(False)
        except OSError:
            for s in socks:
                s.close()
            raise
        if not socks:
            raise OSError(errno.EADDRNOTAVAIL, f"no address to listen on: {self.host}")
        self.port = socks[0].getsockname()[1]
        self._listeners = socks
        for s in socks:
            loop.add_reader(s.fileno(), self._accept, s)

    def _stop_listening(self) -> None:
        loop = asyncio.get_event_loop()
        for s in self._listeners:
            loop.remove_reader(s.fileno())
            s.close()
        self._listeners = []

    def _accept(self, listener: socket.socket) -> None:
        """Takes up to ``ACCEPT_BATCH`` new connections (the loop calls it again while
        there are more).  A connection its address may not open, with no draining place for
        its refusal, is refused here and now (the reason, then close: no transport, no
        task), so a flood of connections costs the server little more than the kernel's
        work."""
        for _ in range(ACCEPT_BATCH):
            wait = self.sockets.flood_wait(time.monotonic())
            if wait > 0:  # the flood's share of the loop is spent: the kernel queues the rest
                self._pause_accepting(listener, wait)
                return
            try:
                sock, peer = listener.accept()
            except (BlockingIOError, InterruptedError):
                return
            except OSError as e:
                if e.errno in (errno.EMFILE, errno.ENFILE, errno.ENOBUFS, errno.ENOMEM):
                    self.events(logging.ERROR, "accept_paused", reason=os.strerror(e.errno))
                    self._pause_accepting(listener, ACCEPT_RETRY)
                    return
                continue  # (the client gave up before it was accepted)
            self.sockets.open += 1
            if self.sockets.open > self.sockets.socket_cap:
                self.events(logging.WARNING, "refuse", code="no_sockets", addr="*")
                self._close_now(sock)
                self.sockets.charge_flood()
                continue
            sock.setblocking(False)
            if not self.proxy_protocol:
                if not self._take(sock, peer):
                    self.sockets.charge_flood()
                continue
            task = asyncio.ensure_future(self._proxied_conn(sock))
            self._tasks.add(task)
            task.add_done_callback(self._tasks.discard)

    def _pause_accepting(self, listener: socket.socket, seconds: float) -> None:
        loop = asyncio.get_event_loop()
        loop.remove_reader(listener.fileno())
        loop.call_later(seconds, self._resume_accepting, listener)

    def _resume_accepting(self, listener: socket.socket) -> None:
        if listener in self._listeners:
            asyncio.get_event_loop().add_reader(listener.fileno(), self._accept, listener)

    def _close_now(self, sock: socket.socket) -> None:
        """Closes a socket accepted but never given a transport."""
        try:
            sock.close()
        finally:
            self.sockets.open -= 1

    def _take(self, sock: socket.socket, peer: Any) -> bool:
        """A new connection (not behind a proxy), on its bare socket until it is served: a
        refused one gets its reason and is drained or closed, one over its address's rate
        share waits its turn (:meth:`_hold`), and only then is it given a transport and a
        task (:meth:`_served`).  A flood of connections, most of them refused or waiting,
        so costs the loop a few system calls each (issue 30: each had a transport, two
        tasks and a timer every 0.25 s).  True when it is served at once; any other is paid
        for from the accept loop's flood budget (:meth:`.sockets.Sockets.flood_wait`)."""
        if _gone(sock):
            # given up while queued (a flood's, mostly): closed without a word, and paid for
            # like a refusal, so a flood of them fills the kernel's queue and its handshakes
            # are dropped (the flooder's kernel retries them a second later) instead of
            # costing its whole pace in loopback work beside the tables
            self._close_now(sock)
            return False
        addr = self._address(addr_key(peer))
        refusal = self._admit_addr(addr)
        # a new connection is charged to its address's rate share as what it costs the
        # server (a transport, a task, the welcome: ``conn_cost`` messages; a refusal one):
        # one that connects and disconnects in a loop waits its turn like one that floods
        cost = 1.0 if refusal is not None else self.limits.conn_cost
        delay = addr.delay(self.limits, time.monotonic(), cost)
        if refusal is not None:
            self.events(logging.WARNING, "refuse", code=refusal, addr=addr.key)
            try:  # a new socket's buffer is empty: the refusal goes out whole
                sock.send(_refusal_line(refusal))
            except OSError:
                pass
            if self._may_linger(addr):
                self._linger_bare(sock, addr)
            else:
                self._close_now(sock)
            return False
        try:  # bounded kernel buffers too, not only ours
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, self.limits.sock_buffer)
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, self.limits.sock_buffer)
        except OSError:
            pass
        # counted before it waits for its turn: waiting connections hold sockets too, so
        # they count against the address's and the server's connections like served ones
        addr.conns += 1
        self.sockets.waiting += 1
        if delay > 0:
            self._hold(sock, peer, addr, delay)
            return False
        self._start_serving(sock, peer, addr)
        return True

    def _hold(self, sock: socket.socket, peer: Any, addr: Address, delay: float) -> None:
        """Keeps an admitted connection waiting ``delay`` seconds for its address's rate
        share; one whose client closes it meanwhile gives its place up at once."""
        loop = asyncio.get_event_loop()
        fd = sock.fileno()

        def readable() -> None:  # the client's end, or a request sent before the welcome
            try:
                data = sock.recv(1, socket.MSG_PEEK)
            except (BlockingIOError, InterruptedError):
                return
            except OSError:
                data = b""
            loop.remove_reader(fd)
            if not data:
                release()  # (data: kept for when it is served)

        def release() -> None:
            if self._bare.pop(sock, None) is None:
                return
            loop.remove_reader(fd)
            timer.cancel()
            self.sockets.waiting -= 1
            addr.conns -= 1
            self._close_now(sock)

        def due() -> None:
            if self._bare.pop(sock, None) is not None:
                loop.remove_reader(fd)
                self._start_serving(sock, peer, addr)

        loop.add_reader(fd, readable)
        timer = loop.call_later(delay, due)
        self._bare[sock] = release

    def _linger_bare(self, sock: socket.socket, addr: Address) -> None:
        """Half-closes a refused connection and drains what its client still sends for a
        moment before closing it (see :meth:`_linger`), on the bare socket."""
        loop = asyncio.get_event_loop()
        fd = sock.fileno()
        drained = 0
        self.sockets.lingering += 1
        addr.lingering += 1

        def readable() -> None:
            nonlocal drained
            try:
                data = sock.recv(65536)
            except (BlockingIOError, InterruptedError):
                return
            except OSError:
                data = b""
            drained += len(data)
            if not data or drained >= LINGER_BYTES:
                release()

        def release() -> None:
            if self._bare.pop(sock, None) is None:
                return
            loop.remove_reader(fd)
            timer.cancel()
            self.sockets.lingering -= 1
            addr.lingering -= 1
            self._close_now(sock)

        try:
            sock.shutdown(socket.SHUT_WR)
        except OSError:
            pass
        loop.add_reader(fd, readable)
        timer = loop.call_later(LINGER_SECONDS, release)
        self._bare[sock] = release

    def _start_serving(self, sock: socket.socket, peer: Any, addr: Address) -> None:
        """An admitted connection whose turn has come (still counted as waiting)."""
        if self.closing:
            self.sockets.waiting -= 1
            addr.conns -= 1
            self._close_now(sock)
            return
        task = asyncio.ensure_future(self._served(sock, peer, addr))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _served(self, sock: socket.socket, peer: Any, addr: Address) -> None:
        try:
            reader, writer = await asyncio.open_connection(sock=sock, limit=self.limits.max_line)
        except (OSError, asyncio.CancelledError):
            self.sockets.waiting -= 1
            addr.conns -= 1
            self._close_now(sock)
            return
        self.sockets.waiting -= 1
        conn = Conn(self.sockets.next_id(), writer, addr, self.limits.burst, peer)
        await self._guarded(writer, self._welcomed(conn, reader))

    async def _welcomed(self, conn: Conn, reader: asyncio.StreamReader) -> None:
        if self.closing:
            conn.addr.conns -= 1
            conn.closed = True
            conn.writer.transport.abort()
            return
        self.conns.add(conn)
        self._write(conn, self._welcome())
        await self._serve(conn, reader)

    async def _proxied_conn(self, sock: socket.socket) -> None:
        """A connection behind a proxy (``--proxy-protocol``): its streams at once (its
        PROXY header must be read before anything else), then :meth:`_handle_open`."""
        try:
            reader, writer = await asyncio.open_connection(sock=sock, limit=self.limits.max_line)
        except (OSError, asyncio.CancelledError):
            self._close_now(sock)
            return
        await self._guarded(writer, self._handle_open(reader, writer))
