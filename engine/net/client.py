"""A small blocking client for Kozyr's server, safe to drive from a UI thread.

A daemon thread reads the socket and puts every message (a dict) into :attr:`Client.inbox`
(a :class:`queue.Queue`); the UI polls it with :meth:`Client.poll` or :meth:`Client.get` and
never blocks on the network.  Sending is a short ``sendall`` under a lock.  (Over TLS the
reader polls, and reads and writes take turns under one lock: an SSL connection must not be
used by two threads at once.)  When the
connection drops, the reader thread puts ``{"type": "disconnected"}`` in the inbox and, if
``reconnect`` is on and the client holds a seat token, reconnects with backoff, resumes the
seat (the server answers with a fresh snapshot) and puts ``{"type": "reconnected"}``.  Moves
and chat sent while the line was down are kept and sent again after the resume (a move carries
the ``seq`` it was made at, so the server refuses it as ``stale`` rather than playing it twice
or out of place).

>>> c = Client("127.0.0.1", 7341).connect()          # doctest: +SKIP
>>> c.create("podkidnoy", players=2); c.wait_for("created")["code"]   # doctest: +SKIP
'K7QX2M'
"""

import queue
import socket
import ssl
import threading
import time
from typing import Any, Dict, Iterable, List, Optional, Tuple

from .protocol import MAX_LINE, ProtocolError, decode, encode

__all__ = ["Client", "NetError", "parse_address", "DEFAULT_PORT"]

DEFAULT_PORT = 7341
TLS_POLL = 0.05  # seconds a TLS read waits before letting a send through
STABLE = 10.0
"""A connection that lasted less than this many seconds before it dropped counts as a
failed attempt: the next reconnect waits longer (0.1 s, doubling up to 30 s), so a client the
server keeps refusing never hammers it ten times a second."""
KEEPALIVE = 20.0
"""Seconds of silence after which :meth:`Client.keepalive` sends a ``ping`` (the server
closes a connection silent for 90 s)."""


def parse_address(text: str, default_port: int = DEFAULT_PORT) -> Tuple[str, int, bool]:
    """``"host:port"``, ``"host"``, ``"tls://host:port"`` or ``"[::1]:7341"`` as
    ``(host, port, tls)``.  ``tls://`` means the server sits behind a TLS terminator
    (stunnel, nginx, Caddy …; see docs/protocol.md).  Raises ValueError on a bad port."""
    text = (text or "").strip()
    tls = False
    low = text.lower()
    if low.startswith("tls://"):
        tls, text = True, text[6:]
    elif low.startswith("tcp://"):
        text = text[6:]
    text = text.rstrip("/")
    if text.startswith("["):  # an IPv6 address in brackets
        host, _, rest = text[1:].partition("]")
        port_text = rest[1:] if rest.startswith(":") else ""
    elif text.count(":") == 1:
        host, _, port_text = text.partition(":")
    else:
        host, port_text = text, ""
    port = int(port_text) if port_text else default_port
    if not 0 < port < 65536:
        raise ValueError(f"bad port {port}")
    return host or "127.0.0.1", port, tls


class NetError(Exception):
    """Connecting failed, or the awaited message did not come in time."""


class Client:
    """One connection to a server; it may sit at one table (``code``/``seat``/``token``).

    Attributes kept up to date by the reader thread: ``connected``, ``code``, ``seat``,
    ``token``, ``view`` (the latest view dict of our seat), ``seq``, ``status``, ``table``
    (the latest table info: seats, names), ``result`` (when the game is over)."""

    def __init__(
        self,
        host: str = "127.0.0.1",
        port: int = 7341,
        name: str = "",
        reconnect: bool = True,
        timeout: float = 10.0,
        retries: int = 30,
        record: bool = False,
        tls: bool = False,
        tls_context: Optional[ssl.SSLContext] = None,
        source: Optional[str] = None,
    ) -> None:
        """``tls``: speak TLS (to a terminator in front of the server), checking the
        certificate against the system's CAs and ``host`` (or ``tls_context``).  ``source``:
        the local address to connect from (tests and benchmarks use several loopback
        addresses, 127.0.0.2, 127.0.0.3 …, to stand for different players)."""
        self.source = source
        self.tls = tls or tls_context is not None
        self.tls_context = tls_context
        self.host = host
        self.port = port
        self.name = name
        self.reconnect = reconnect
        self.timeout = timeout
        self.retries = retries
        self.inbox: queue.Queue[Dict[str, Any]] = queue.Queue()
        self.received: List[Dict[str, Any]] = []  # every message, when record=True
        self.record = record
        self.connected = False
        self.code: Optional[str] = None
        self.seat: Optional[int] = None
        self.token: Optional[str] = None
        self.view: Optional[Dict[str, Any]] = None
        self.seq = 0
        self.status: Optional[str] = None
        self.table: Optional[Dict[str, Any]] = None
        self.result: Optional[Dict[str, Any]] = None
        self.welcome: Optional[Dict[str, Any]] = None
        self._sock: Optional[socket.socket] = None
        self._send_lock = threading.Lock()
        self._io_lock = threading.Lock()  # TLS only: one SSL call at a time
        self._state_lock = threading.Lock()
        self._pending: List[Dict[str, Any]] = []
        self._closing = False
        self._thread: Optional[threading.Thread] = None
        self._next_id = 0
        self._last_send = time.monotonic()
        self._connected_at = time.monotonic()
        self._backoff = 0.05  # (doubled before the first reconnect after a quick drop)
        self.clock: Optional[Dict[str, Any]] = None
        """The turn clock of the latest message (``seat``, ``left``, ``limit``, ``strikes``)
        with ``deadline``: the ``time.monotonic()`` at which it runs out here."""

    # --- connection -------------------------------------------------------------------------
    def connect(self) -> "Client":
        """Connects (blocking, up to ``timeout``) and starts the reader thread."""
        self._closing = False
        sock = self._open()
        self._sock = sock
        self.connected = True
        self._connected_at = time.monotonic()
        self._thread = threading.Thread(
            target=self._reader, args=(sock,), daemon=True, name="kozyr-client"
        )
        self._thread.start()
        return self

    def _open(self) -> socket.socket:
        try:
            sock = socket.create_connection(
                (self.host, self.port),
                timeout=self.timeout,
                source_address=(self.source, 0) if self.source else None,
            )
        except OSError as e:
            raise NetError(f"cannot reach {self.host}:{self.port}: {e}") from None
        sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        if self.tls:
            ctx = self.tls_context or ssl.create_default_context()
            try:
                sock = ctx.wrap_socket(sock, server_hostname=self.host)
            except OSError as e:  # ssl.SSLError (a bad certificate too) is an OSError
                sock.close()
                raise NetError(f"TLS with {self.host}:{self.port} failed: {e}") from None
        # a TLS socket is polled (see _read_until_closed); a plain one blocks in recv
        sock.settimeout(TLS_POLL if self.tls else None)
        return sock

    def close(self) -> None:
        """Closes the connection for good (no reconnect); the reader thread ends."""
        self._closing = True
        sock = self._shutdown()
        if sock is not None:
            sock.close()
        if self._thread is not None and self._thread is not threading.current_thread():
            self._thread.join(5)
        self.connected = False

    def drop(self) -> None:
        """Cuts the connection as a network failure would (the client then reconnects if it
        may); for tests and the game's "retry now"."""
        self._shutdown()

    def _shutdown(self) -> Optional[socket.socket]:
        """Shuts the current socket down both ways (its reader sees the end of the stream)
        and returns it, or None when there is none."""
        sock = self._sock
        if sock is not None:
            try:
                sock.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
        return sock

    def reconnect_now(self) -> bool:
        """Reconnects and resumes the seat at once (after ``gave_up``, or with ``reconnect``
        off); kept moves are sent after the resume.  Blocks up to a few seconds; False if the
        server cannot be reached."""
        if self.connected:
            return True
        if not self.token:
            return False
        if self._thread is not None and self._thread.is_alive():
            self._thread.join(1.0)
        self._closing = False
        self._backoff = 0.1  # the player asked: try at once
        retries, self.retries = self.retries, 3
        try:
            sock = self._reconnect()
        finally:
            self.retries = retries
        if sock is None:
            return False
        self._thread = threading.Thread(
            target=self._reader, args=(sock,), daemon=True, name="kozyr-client"
        )
        self._thread.start()
        return True

    def _reader(self, sock: socket.socket) -> None:
        while True:
            self._read_until_closed(sock)
            self.connected = False
            if self._closing:
                return
            self._put({"type": "disconnected"})
            # nothing to resume: no seat, a seat the server no longer knows (or took over
            # by a newer connection of ours: never fight it), or a game that is over
            if not (self.reconnect and self.token) or self.status == "over":
                return
            if time.monotonic() - self._connected_at < STABLE:
                self._backoff = min(self._backoff * 2, 30.0)
            else:
                self._backoff = 0.05
            again = self._reconnect()
            if again is None:
                self._put({"type": "gave_up"})
                return
            sock = again

    def _read_until_closed(self, sock: socket.socket) -> None:
        tls = isinstance(sock, ssl.SSLSocket)
        buf = b""
        try:
            while True:
                if tls:
                    # short reads under the I/O lock, so a send never runs inside an SSL read
                    with self._io_lock:
                        try:
                            data = sock.recv(65536)
                        except socket.timeout:
                            continue
                else:
                    data = sock.recv(65536)
                if not data:
                    return
                buf += data
                while True:
                    end = buf.find(b"\n")
                    if end < 0:
                        break
                    line, buf = buf[: end + 1], buf[end + 1 :]
                    self._handle_line(line)
                if len(buf) > MAX_LINE * 64:
                    return  # an endless line: the server is broken or hostile
        except (OSError, ValueError):
            return

    def _handle_line(self, line: bytes) -> None:
        try:
            msg = decode(line) if len(line) <= MAX_LINE else self._decode_big(line)
        except (ProtocolError, ValueError):
            return
        self._track(msg)
        self._put(msg)

    @staticmethod
    def _decode_big(line: bytes) -> Dict[str, Any]:
        import json

        msg = json.loads(line.decode("utf-8"))
        if not isinstance(msg, dict):
            raise ProtocolError("bad_message")
        return msg

    def _reconnect(self) -> Optional[socket.socket]:
        delay = self._backoff
        for _ in range(self.retries):
            if self._closing or not self.token:
                return None
            time.sleep(delay)
            delay = min(delay * 2, max(5.0, self._backoff))
            try:
                sock = self._open()
            except NetError:
                continue
            self._sock = sock
            self.connected = True
            self._connected_at = time.monotonic()
            with self._send_lock:
                pending, self._pending = self._pending, []
            try:
                self._raw_send(sock, {"type": "resume", "token": self.token})
                for msg in pending:
                    self._raw_send(sock, msg)
            except OSError:
                self.connected = False
                with self._send_lock:
                    self._pending = pending + self._pending
                continue
            self._put({"type": "reconnected"})
            return sock
        return None

    # --- incoming ---------------------------------------------------------------------------
    def _put(self, msg: Dict[str, Any]) -> None:
        if self.record:
            self.received.append(msg)
        self.inbox.put(msg)

    def _track(self, msg: Dict[str, Any]) -> None:
        kind = msg.get("type")
        with self._state_lock:
            if kind == "welcome":
                self.welcome = msg
            elif kind in ("created", "joined", "resumed"):
                self.code, self.seat, self.token = (
                    msg.get("code"),
                    msg.get("seat"),
                    msg.get("token"),
                )
            elif kind in ("snapshot", "update") and msg.get("code") == self.code:
                self.view = msg.get("view")
                self.seq = msg.get("seq", 0)
                self.status = msg.get("status")
                if kind == "snapshot":
                    self.table = msg.get("table")
                    self.result = msg.get("result")
            elif kind == "seats" and msg.get("code") == self.code:
                self.table = msg.get("table")
                if self.table:
                    self.status = self.table.get("status", self.status)
            elif kind == "game_over" and msg.get("code") == self.code:
                self.status = "over"
                self.result = msg.get("result")
            elif kind == "error" and msg.get("code") == "bad_token":
                self.token = None  # the seat is gone, or another connection holds it
            if "clock" in msg and msg.get("code") == self.code:
                clock = msg["clock"]
                if isinstance(clock, dict):
                    left = clock.get("left")
                    left = float(left) if isinstance(left, (int, float)) else 0.0
                    self.clock = dict(clock, deadline=time.monotonic() + left)
                else:
                    self.clock = None

    def get(self, timeout: Optional[float] = None) -> Optional[Dict[str, Any]]:
        """The next message, waiting up to ``timeout`` seconds (None: forever); None if none
        came."""
        try:
            return self.inbox.get(timeout=timeout)
        except queue.Empty:
            return None

    def poll(self) -> List[Dict[str, Any]]:
        """Every message waiting now, without blocking (for a UI timer)."""
        out = []
        while True:
            try:
                out.append(self.inbox.get_nowait())
            except queue.Empty:
                return out

    def wait_for(
        self, types: Iterable[str], timeout: Optional[float] = None, **match: Any
    ) -> Dict[str, Any]:
        """Blocks until a message of one of ``types`` (a name or several) whose fields equal
        ``match`` arrives, and returns it; other messages are dropped from the inbox (they
        stay in ``received`` when recording).  Raises :class:`NetError` on timeout."""
        wanted = {types} if isinstance(types, str) else set(types)
        limit = time.monotonic() + (self.timeout if timeout is None else timeout)
        while True:
            left = limit - time.monotonic()
            if left <= 0:
                raise NetError(f"no {sorted(wanted)} within the time limit")
            msg = self.get(left)
            if msg is None:
                continue
            if msg.get("type") in wanted and all(msg.get(k) == v for k, v in match.items()):
                return msg

    # --- outgoing ---------------------------------------------------------------------------
    def _raw_send(self, sock: socket.socket, msg: Dict[str, Any]) -> None:
        data = encode(msg)
        if not isinstance(sock, ssl.SSLSocket):
            sock.sendall(data)
            return
        with self._io_lock:  # waits at most one TLS_POLL for the reader to step aside
            sock.settimeout(self.timeout)
            try:
                sock.sendall(data)
            finally:
                sock.settimeout(TLS_POLL)

    def send(self, msg: Dict[str, Any], keep: bool = False) -> bool:
        """Sends one message (``"v"`` is added).  Returns False when the connection is down;
        with ``keep`` the message is then kept and sent after the reconnect."""
        with self._send_lock:
            sock = self._sock
            if sock is not None and self.connected:
                try:
                    self._raw_send(sock, msg)
                    self._last_send = time.monotonic()
                    return True
                except OSError:
                    self.connected = False
            if keep:
                self._pending.append(msg)
            return False

    def _id(self) -> int:
        self._next_id += 1
        return self._next_id

    def create(
        self,
        variant: str = "podkidnoy",
        players: int = 2,
        options: Optional[Dict[str, Any]] = None,
        bots: Optional[List[Dict[str, Any]]] = None,
        seed: Optional[int] = None,
        turn_seconds: Optional[float] = None,
    ) -> int:
        """Asks for a new table (we take seat 0); the answer is ``created`` (with ``code`` and
        ``token``) then a ``snapshot``.  ``turn_seconds``: the time for each move (the
        server's default when None).  Returns the request id."""
        msg: Dict[str, Any] = {
            "type": "create",
            "variant": variant,
            "players": players,
            "options": options or {},
            "bots": bots or [],
            "name": self.name,
            "id": self._id(),
        }
        if seed is not None:
            msg["seed"] = seed
        if turn_seconds is not None:
            msg["turn_seconds"] = turn_seconds
        self.send(msg)
        return msg["id"]

    def join(self, code: str) -> int:
        i = self._id()
        self.send({"type": "join", "code": code, "name": self.name, "id": i})
        return i

    def resume(self, token: str) -> int:
        self.token = token
        i = self._id()
        self.send({"type": "resume", "token": token, "id": i})
        return i

    def act(self, action: Any, seq: Optional[int] = None) -> int:
        """Plays ``action`` (an engine Action or its text) at our table; ``seq`` defaults to
        the position we last saw, so a move is never applied to a position we did not see."""
        i = self._id()
        self.send(
            {
                "type": "act",
                "code": self.code,
                "action": str(action),
                "seq": self.seq if seq is None else seq,
                "id": i,
            },
            keep=True,
        )
        return i

    def resign(self) -> int:
        i = self._id()
        self.send({"type": "resign", "code": self.code, "id": i}, keep=True)
        return i

    def chat(self, text: str) -> int:
        i = self._id()
        self.send({"type": "chat", "code": self.code, "text": text, "id": i}, keep=True)
        return i

    def keepalive(self, interval: float = KEEPALIVE) -> None:
        """Sends a ``ping`` if nothing was sent for ``interval`` seconds (the server closes
        connections silent for 90 s); cheap enough to call from a UI timer."""
        if self.connected and time.monotonic() - self._last_send > interval:
            self.ping()

    def ping(self) -> int:
        i = self._id()
        self.send({"type": "ping", "id": i})
        return i

    # --- convenience ------------------------------------------------------------------------
    def my_turn(self) -> bool:
        v = self.view
        return (
            v is not None
            and self.status == "playing"
            and v.get("current_player") == self.seat
            and bool(v.get("legal"))
        )

    def __enter__(self) -> "Client":
        return self.connect()

    def __exit__(self, *exc: Any) -> None:
        self.close()
