"""The authoritative Kozyr server: ``python -m engine.net.server`` (or ``python -m engine
serve``).

One asyncio loop holds every table.  Clients send actions and receive, each, the view of their
own seat; every message to a seat is checked by :func:`engine.net.protocol.find_leaks` before
it is written, so no card hidden from that seat leaves the server.  The wire protocol is in
docs/protocol.md.

Limits against hostile input (all in :class:`Limits`): line length, message rate (a token
bucket per connection; an empty bucket closes the connection), tables per connection, tables
and connections per server, an idle timeout and a cap on unsent output per connection.  Every
handler runs inside one ``try``: a bad message gets an error reply, never an exception that
could reach another connection or table.
"""

import argparse
import asyncio
import logging
import random
import secrets
import signal
import sys
import threading
import time
from typing import Any, Callable, Dict, List, Optional, Set, Tuple

from ..base import Action, IllegalAction, State, new_game, variants
from .protocol import (
    MAX_CHAT,
    MAX_LINE,
    MAX_NAME,
    VERSION,
    ProtocolError,
    decode,
    encode,
    find_leaks,
    view_to_wire,
    wire_cards,
)

__all__ = ["Limits", "Server", "ServerThread", "main", "CODE_ALPHABET"]

log = logging.getLogger("kozyr.server")

CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
"""Join codes: no 0/O or 1/I, easy to read out."""
CODE_LENGTH = 6
LEVELS = ("easy", "normal", "hard", "expert")
LISTEN_BACKLOG = 1024  # (the kernel caps it at net.core.somaxconn)
LINGER_SECONDS = 1.0
LINGER_BYTES = 1 << 20
"""A refused connection is half-closed and drained for at most this long / this much input
before it is closed (see ``Server._linger``)."""

try:  # the AI is optional: without it bots play a seeded random legal move
    from .. import ai as _ai
except Exception:  # noqa: BLE001 - any failure to import means "no AI"
    _ai = None  # type: ignore[assignment]


class Limits:
    """Server limits; every one can be set by keyword (``Limits(rate=100)``)."""

    max_line = MAX_LINE  # bytes per line
    rate = 30.0  # messages per second refilled into a connection's bucket
    burst = 200.0  # bucket size
    tables_per_conn = 4  # tables one connection may create or sit at
    max_tables = 5000
    max_conns = 2000
    idle_timeout = 600.0  # seconds without a message before a connection is closed
    away_timeout = 60.0  # seconds a seat may stay disconnected before a bot takes over
    bot_delay = 0.4  # seconds before a bot moves (so people can follow)
    bot_budget_ms = 300.0  # time budget of hard/expert bots
    keep_over = 600.0  # seconds a finished table is kept for reconnects
    keep_waiting = 3600.0  # seconds a table may wait for players
    max_output = 1 << 20  # bytes of unsent output before a slow reader is dropped
    allow_seed = False  # let a creator pick the deal's seed (tests and benchmarks only)

    def __init__(self, **kw: Any) -> None:
        for k, v in kw.items():
            if not hasattr(Limits, k):
                raise TypeError(f"no limit {k!r}")
            setattr(self, k, v)


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

    def public(self) -> Dict[str, Any]:
        return {
            "seat": self.index,
            "name": self.name,
            "bot": self.bot,
            "human": not self.bot or self.taken_over,
            "joined": self.joined,
            "connected": self.conn is not None,
            "taken_over": self.taken_over,
        }


class Table:
    def __init__(self, code: str, state: State, seats: List[Seat], options: Dict[str, Any]):
        self.code = code
        self.state = state
        self.seats = seats
        self.options = options
        self.status = "waiting"
        self.result: Optional[Dict[str, Any]] = None
        self.touched = time.monotonic()
        self.bot_pending = False
        self.actions = 0

    @property
    def seq(self) -> int:
        return self.actions

    def info(self) -> Dict[str, Any]:
        return {
            "code": self.code,
            "variant": self.state.variant,
            "players": self.state.players,
            "options": self.options,
            "status": self.status,
            "seats": [s.public() for s in self.seats],
        }


class Conn:
    __slots__ = ("writer", "peer", "tokens", "stamp", "seats", "closed")

    def __init__(self, writer: asyncio.StreamWriter, burst: float) -> None:
        self.writer = writer
        self.peer = writer.get_extra_info("peername")
        self.tokens = burst
        self.stamp = time.monotonic()
        self.seats: Dict[str, int] = {}  # table code -> seat index
        self.closed = False


def _hidden(state: State, seat: int) -> Optional[Tuple[Any, ...]]:
    try:
        return state.hidden_from(seat)
    except NotImplementedError:
        return None


class Server:
    """The server.  ``await server.start()`` listens; ``server.port`` is the bound port."""

    def __init__(
        self, host: str = "127.0.0.1", port: int = 0, limits: Optional[Limits] = None
    ) -> None:
        self.host = host
        self.port = port
        self.limits = limits or Limits()
        self.tables: Dict[str, Table] = {}
        self.tokens: Dict[str, Tuple[Table, int]] = {}
        self.conns: Set[Conn] = set()
        self.leaks = 0  # messages withheld by the leak check (must stay 0)
        self.sent = 0
        self.actions = 0
        self.on_leak: Optional[Callable[[Dict[str, Any], List[Tuple[str, str]]], None]] = None
        self._server: Optional[asyncio.AbstractServer] = None
        self._sweeper: Optional[asyncio.Task[None]] = None
        self._rng = random.Random(secrets.randbits(64))

    # --- lifecycle --------------------------------------------------------------------------
    async def start(self) -> None:
        # a listen backlog of asyncio's default (100) loses connections when many clients
        # connect at once (a class joining, a reconnect storm after a network blip): the
        # kernel drops the handshakes that overflow it, and those clients hang
        self._server = await asyncio.start_server(
            self._handle,
            self.host,
            self.port,
            limit=self.limits.max_line,
            backlog=LISTEN_BACKLOG,
        )
        self.port = self._server.sockets[0].getsockname()[1]
        self._sweeper = asyncio.ensure_future(self._sweep())

    async def close(self) -> None:
        if self._sweeper is not None:
            self._sweeper.cancel()
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()
        for c in list(self.conns):
            self._drop(c)
        for t in self.tables.values():
            for s in t.seats:
                if s.away_handle is not None:
                    s.away_handle.cancel()

    async def _sweep(self) -> None:
        while True:
            await asyncio.sleep(5.0)
            now = time.monotonic()
            for code, t in list(self.tables.items()):
                keep = (
                    self.limits.keep_over
                    if t.status == "over"
                    else self.limits.keep_waiting
                    if t.status == "waiting"
                    else None
                )
                if keep is not None and now - t.touched > keep:
                    self._remove_table(code)

    def _remove_table(self, code: str) -> None:
        t = self.tables.pop(code, None)
        if t is None:
            return
        for s in t.seats:
            if s.away_handle is not None:
                s.away_handle.cancel()
            self.tokens.pop(s.token, None)
            if s.conn is not None:
                s.conn.seats.pop(code, None)

    # --- sending ----------------------------------------------------------------------------
    def _write(self, conn: Conn, msg: Dict[str, Any]) -> None:
        if conn.closed:
            return
        w = conn.writer
        try:
            w.write(encode(msg))
        except Exception:  # noqa: BLE001 - a broken socket is the reader's business
            self._drop(conn)
            return
        self.sent += 1
        if w.transport.get_write_buffer_size() > self.limits.max_output:
            log.info("dropping slow reader %s", conn.peer)
            self._drop(conn)

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
            leaks = find_leaks(
                msg, view, _hidden(table.state, seat), echo, allowed, msg.get("view")
            )
        else:
            leaks = find_leaks(msg, None, None, echo)
        if leaks:
            self.leaks += 1
            log.error("withheld a message that would leak %s: %r", leaks, msg.get("type"))
            if self.on_leak is not None:
                self.on_leak(msg, leaks)
            msg = self._error("internal_error", ref=msg.get("ref"))
        self._write(conn, msg)

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
            table, seat, "snapshot", {"table": table.info(), "result": table.result}
        )
        if ref is not None:
            msg["ref"] = ref
        self.send(conn, msg, table, seat, allowed=allowed)

    def _broadcast_seats(self, table: Table) -> None:
        info = table.info()
        for s in table.seats:
            if s.conn is not None:
                self.send(
                    s.conn, {"type": "seats", "code": table.code, "table": info}, table, s.index
                )

    def _broadcast_update(self, table: Table, by: Optional[int]) -> None:
        for s in table.seats:
            if s.conn is None:
                continue
            msg, allowed = self._seat_msg(table, s.index, "update", {"by": by})
            self.send(s.conn, msg, table, s.index, allowed=allowed)
        if table.status == "over":
            for s in table.seats:
                if s.conn is not None:
                    self.send(
                        s.conn,
                        {"type": "game_over", "code": table.code, "result": table.result},
                        table,
                        s.index,
                    )

    # --- connections ------------------------------------------------------------------------
    async def _handle(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        conn = Conn(writer, self.limits.burst)
        if len(self.conns) >= self.limits.max_conns:
            self._write(conn, self._error("server_full"))
            self._drop(conn)
            return
        self.conns.add(conn)
        self._write(
            conn,
            {
                "type": "welcome",
                "server": "kozyr",
                "protocol": VERSION,
                "variants": list(_available_variants()),
                "limits": {
                    "line": self.limits.max_line,
                    "chat": MAX_CHAT,
                    "name": MAX_NAME,
                    "rate": self.limits.rate,
                    "burst": self.limits.burst,
                    "tables": self.limits.tables_per_conn,
                },
            },
        )
        handled = 0
        refused = False
        try:
            while not conn.closed:
                try:
                    line = await asyncio.wait_for(reader.readline(), self.limits.idle_timeout)
                except asyncio.TimeoutError:
                    break
                except (ValueError, asyncio.LimitOverrunError):  # line longer than the limit
                    self._write(conn, self._error("line_too_long"))
                    refused = True
                    break
                if not line:
                    break
                if not line.endswith(b"\n"):  # EOF inside a line
                    break
                if not self._take_token(conn):
                    self._write(conn, self._error("rate_limited"))
                    refused = True
                    break
                if line.strip():
                    self._dispatch(conn, line)
                handled += 1
                if handled % 16 == 0:  # a client with many buffered lines must not hog the loop
                    await asyncio.sleep(0)
        except (ConnectionError, OSError):
            pass
        finally:
            if refused:
                await self._linger(conn, reader)
            self._drop(conn)

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
        except asyncio.CancelledError:
            # the server is shutting down: the handler ends right after this anyway (it only
            # drops the connection), and a cancelled handler is logged as an error by asyncio
            pass

    def _take_token(self, conn: Conn) -> bool:
        now = time.monotonic()
        conn.tokens = min(self.limits.burst, conn.tokens + (now - conn.stamp) * self.limits.rate)
        conn.stamp = now
        if conn.tokens < 1.0:
            return False
        conn.tokens -= 1.0
        return True

    def _drop(self, conn: Conn) -> None:
        if conn.closed:
            return
        conn.closed = True
        self.conns.discard(conn)
        try:
            conn.writer.close()
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
                self._broadcast_seats(t)
        conn.seats.clear()

    # --- dispatch ---------------------------------------------------------------------------
    def _dispatch(self, conn: Conn, line: bytes) -> None:
        ref = None
        try:
            msg = decode(line)
            ref = msg.get("id")
            if isinstance(ref, bool) or not isinstance(ref, (int, str)):
                ref = None
            elif isinstance(ref, str):
                ref = ref[:40]
            kind = msg["type"]
            handler = self._handlers.get(kind)
            if handler is None:
                raise ProtocolError("unknown_type", values={"type": kind[:40]})
            handler(self, conn, msg, ref)
        except ProtocolError as e:  # may name only cards the client sent itself
            echo = (line.decode("utf-8", "replace"),)
            self.send(conn, self._error(e.code, e.message, e.values, ref), echo=echo)
        except Exception:  # noqa: BLE001 - nothing a client sends may bring the server down
            log.exception("handler failed")
            self.send(conn, self._error("internal_error", ref=ref))

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
        if table.status == "waiting" and all(s.joined for s in table.seats):
            table.status = "playing"  # the others get a fresh snapshot: the game starts
            for s in table.seats:
                if s.conn is not None and s is not seat:
                    self._snapshot(s.conn, table, s.index)
        self._snapshot(conn, table, seat.index)
        self._broadcast_seats(table)
        self._maybe_bot(table)

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
        if not isinstance(name, str):
            raise ProtocolError("bad_message")
        name = " ".join(name.split())[:MAX_NAME]
        return name or default

    def _on_create(self, conn: Conn, msg: Dict[str, Any], ref: Any) -> None:
        self._check_room(conn)
        if len(self.tables) >= self.limits.max_tables:
            raise ProtocolError("server_full")
        variant = msg.get("variant", "podkidnoy")
        if variant not in _available_variants():
            raise ProtocolError("bad_variant", values={"variant": str(variant)[:40]})
        players = msg.get("players", 2)
        options = msg.get("options", {})
        bots = msg.get("bots", [])
        seed = msg.get("seed")
        if not isinstance(players, int) or isinstance(players, bool) or not 2 <= players <= 6:
            raise ProtocolError("bad_options", values={"field": "players"})
        if (
            not isinstance(options, dict)
            or len(options) > 16
            or not all(
                isinstance(k, str)
                and len(k) <= 32
                and isinstance(v, (bool, int, str, float))
                and (not isinstance(v, str) or len(v) <= 32)
                for k, v in options.items()
            )
        ):
            raise ProtocolError("bad_options", values={"field": "options"})
        if seed is not None and (not self.limits.allow_seed or not isinstance(seed, int)):
            raise ProtocolError("bad_options", values={"field": "seed"})
        if not isinstance(bots, list) or len(bots) >= players:
            raise ProtocolError("bad_options", values={"field": "bots"})
        seats = [Seat(i) for i in range(players)]
        for b in bots:
            if not isinstance(b, dict):
                raise ProtocolError("bad_options", values={"field": "bots"})
            i, level, style = b.get("seat"), b.get("level", "normal"), b.get("style")
            if (
                not isinstance(i, int)
                or not 1 <= i < players
                or seats[i].bot
                or level not in LEVELS
                or not (style is None or isinstance(style, str))
            ):
                raise ProtocolError("bad_options", values={"field": "bots"})
            seats[i] = Seat(i, level, style)
        try:
            state = new_game(variant, players=players, seed=seed, **options)
        except (TypeError, ValueError) as e:
            raise ProtocolError("bad_options", values={"reason": str(e)[:120]}) from None
        code = self._new_code()
        table = Table(code, state, seats, dict(options))
        self.tables[code] = table
        for s in seats:
            if not s.bot:
                self.tokens[s.token] = (table, s.index)
        seats[0].name = self._name(msg, "Player 1")
        self._sit(conn, table, seats[0], ref, "created")

    def _new_code(self) -> str:
        while True:
            code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
            if code not in self.tables:
                return code

    def _on_join(self, conn: Conn, msg: Dict[str, Any], ref: Any) -> None:
        self._check_room(conn)
        code = msg.get("code")
        if not isinstance(code, str):
            raise ProtocolError("bad_message")
        table = self.tables.get(code.strip().upper())
        if table is None:
            raise ProtocolError("no_such_table")
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
        if table.code not in conn.seats:
            self._check_room(conn)
        self._sit(conn, table, table.seats[idx], ref, "resumed")

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
        self._advance(table, state, seat)

    def _advance(self, table: Table, state: State, by: int) -> None:
        table.state = state
        table.actions += 1
        self.actions += 1
        table.touched = time.monotonic()
        if state.is_terminal():
            table.status = "over"
            r = state.result
            table.result = dict(r.to_dict(), reason=r.reason) if r is not None else None
        self._broadcast_update(table, by)
        self._maybe_bot(table)

    def _on_resign(self, conn: Conn, msg: Dict[str, Any], ref: Any) -> None:
        table, seat = self._table_of(conn, msg)
        if table.status == "over":
            raise ProtocolError("game_over", "The game is over.")
        n = table.state.players
        others = [p for p in range(n) if p != seat]
        table.status = "over"
        table.result = {
            "order": others,
            "durak": seat,
            "draw": False,
            "reason": "resign",
            "winner": others[0] if n == 2 else None,
            "resigned": seat,
        }
        table.touched = time.monotonic()
        for s in table.seats:
            if s.conn is not None:
                self.send(
                    s.conn,
                    {"type": "game_over", "code": table.code, "result": table.result},
                    table,
                    s.index,
                )

    def _on_chat(self, conn: Conn, msg: Dict[str, Any], ref: Any) -> None:
        table, seat = self._table_of(conn, msg)
        text = msg.get("text")
        if not isinstance(text, str):
            raise ProtocolError("bad_message")
        text = "".join(ch for ch in text if ch.isprintable()).strip()
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

    # --- absence and bots -------------------------------------------------------------------
    def _went_away(self, table: Table, seat: Seat) -> None:
        if seat.bot or table.status == "over":
            return
        loop = asyncio.get_event_loop()
        if seat.away_handle is not None:
            seat.away_handle.cancel()
        if table.status == "waiting":  # nobody there any more: the table is dropped
            seat.away_handle = loop.call_later(self.limits.away_timeout, self._abandon, table)
            return
        seat.away_handle = loop.call_later(self.limits.away_timeout, self._take_over, table, seat)

    def _abandon(self, table: Table) -> None:
        """A table still waiting for players whose seated people have all gone away is
        removed (so tables made and left behind do not pile up)."""
        if table.status == "waiting" and not any(s.conn is not None for s in table.seats):
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
        self._broadcast_seats(table)
        self._maybe_bot(table)

    def _maybe_bot(self, table: Table) -> None:
        if table.status != "playing" or table.bot_pending:
            return
        p = table.state.current_player
        if p is None or not table.seats[p].bot:
            return
        table.bot_pending = True
        loop = asyncio.get_event_loop()
        loop.call_later(self.limits.bot_delay, lambda: asyncio.ensure_future(self._bot_move(table)))

    async def _bot_move(self, table: Table) -> None:
        moved = False
        try:
            state = table.state
            p = state.current_player
            if (
                table.status != "playing"
                or p is None
                or not table.seats[p].bot
                or self.tables.get(table.code) is not table
            ):
                return
            seat = table.seats[p]
            view = state.view(p)
            seed = self._rng.randrange(1 << 30)
            level = seat.bot or "normal"
            try:
                if level in ("hard", "expert"):  # searches run off the loop
                    action = await asyncio.get_event_loop().run_in_executor(
                        None, _bot_choose, view, level, seat.style, seed, self.limits.bot_budget_ms
                    )
                else:
                    action = _bot_choose(view, level, seat.style, seed, self.limits.bot_budget_ms)
                nxt = state.apply(action)
            except Exception:  # noqa: BLE001 - a bot bug: play on with a random legal move
                log.exception("bot failed at table %s; playing a random move", table.code)
                nxt = state.apply(random.Random(seed).choice(state.legal_actions()))
            if table.state is not state or not seat.bot or table.status != "playing":
                return  # somebody moved meanwhile, or the person came back
            table.bot_pending = False
            moved = True
            self._advance(table, nxt, p)
        except Exception:  # noqa: BLE001 - a failing bot must not stop the server
            log.exception("bot move failed at table %s", table.code)
        finally:
            if not moved:
                table.bot_pending = False
                self._maybe_bot(table)


def _bot_choose(view: Any, level: str, style: Optional[str], seed: int, budget_ms: float) -> Action:
    legal = view.legal_actions()
    if _ai is not None:
        return _ai.choose(view, level=level, style=style, seed=seed, budget_ms=budget_ms)
    return random.Random(seed).choice(legal)


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
        self, host: str = "127.0.0.1", port: int = 0, limits: Optional[Limits] = None
    ) -> None:
        self.server = Server(host, port, limits)
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


def main(argv: Optional[List[str]] = None) -> int:
    """``python -m engine.net.server [--host H] [--port P] ...``; prints the bound address,
    serves until interrupted."""
    ap = argparse.ArgumentParser(
        prog="python -m engine serve", description="Kozyr's authoritative game server (NDJSON/TCP)."
    )
    ap.add_argument(
        "--host",
        default="127.0.0.1",
        help="address to bind (default 127.0.0.1; see docs/protocol.md for TLS)",
    )
    ap.add_argument("--port", type=int, default=7341, help="port (0: any free port)")
    ap.add_argument("--away-timeout", type=float, default=Limits.away_timeout)
    ap.add_argument("--bot-delay", type=float, default=Limits.bot_delay)
    ap.add_argument("--rate", type=float, default=Limits.rate)
    ap.add_argument("--burst", type=float, default=Limits.burst)
    ap.add_argument("--tables-per-conn", type=int, default=Limits.tables_per_conn)
    ap.add_argument("--max-tables", type=int, default=Limits.max_tables)
    ap.add_argument("--max-conns", type=int, default=Limits.max_conns)
    ap.add_argument(
        "--allow-seed",
        action="store_true",
        help="let creators choose the deal's seed (never on a public server)",
    )
    ap.add_argument(
        "--seconds", type=float, default=None, help="stop by itself after this many seconds"
    )
    ap.add_argument("-v", "--verbose", action="store_true")
    args = ap.parse_args(argv)
    logging.basicConfig(
        level=logging.INFO if args.verbose else logging.WARNING,
        format="%(asctime)s %(levelname)s %(message)s",
    )
    limits = Limits(
        away_timeout=args.away_timeout,
        bot_delay=args.bot_delay,
        rate=args.rate,
        burst=args.burst,
        tables_per_conn=args.tables_per_conn,
        max_tables=args.max_tables,
        max_conns=args.max_conns,
        allow_seed=args.allow_seed,
    )

    async def run() -> None:
        server = Server(args.host, args.port, limits)
        await server.start()
        print(f"kozyr server listening on {server.host}:{server.port}", flush=True)
        stop = asyncio.Event()
        loop = asyncio.get_event_loop()
        for sig in (signal.SIGINT, signal.SIGTERM):
            try:
                loop.add_signal_handler(sig, stop.set)
            except (NotImplementedError, RuntimeError):  # Windows: Ctrl-C raises instead
                pass
        try:
            await asyncio.wait_for(stop.wait(), args.seconds)
        except asyncio.TimeoutError:
            pass
        finally:
            await server.close()
            print(
                f"served {server.actions} actions, {server.sent} messages, {server.leaks} withheld",
                flush=True,
            )

    try:
        asyncio.run(run())
    except KeyboardInterrupt:
        pass
    return 0


if __name__ == "__main__":
    sys.exit(main())
