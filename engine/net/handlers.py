"""The tables' side of the server: each message a client may send (``create``, ``join``,
``resume``, ``act``, ``resign``, ``chat``, ``snapshot``, ``ping``, ``leave``), what it costs
its address, the moves it makes and every message sent to a seat, each checked by the leak
check before it is written.

Part of :class:`engine.net.service.Server` (a mixin over :class:`.parts.Parts`).
"""

import logging
import secrets
import time
from typing import Any, Callable, Dict, Iterable, List, Optional, Set, Tuple

from ..ai.levels import LEVELS, SEARCH_LEVELS
from ..base import IllegalAction, State, Termination, new_game
from .bots import STYLES
from .limits import Limit, check_value
from .parts import Parts
from .protocol import (
    MAX_CHAT,
    MAX_NAME,
    VERSION,
    ProtocolError,
    card_tokens,
    clean_ref,
    clean_text,
    decode,
    error_message,
    find_leaks,
    view_to_wire,
    wire_cards,
)
from .tables import (
    CODE_ALPHABET,
    Seat,
    Table,
    check_options,
    hidden_cards,
    loss,
)
from .transport import Conn

__all__ = ["Handlers", "FANOUT_COST", "WRITE_COST", "COST_UNIT"]

log = logging.getLogger("kozyr.server")

CODE_LENGTH = 6
FANOUT_COST = 0.5
WRITE_COST = 3.0
"""What a message sent to another seat, and a store write, cost in messages of the sender's
address's rate share (``Server._charge``): measured, a store write and its fan-out cost the
server about six times a snapshot (1.67 ms against 0.29 ms)."""
COST_UNIT = 0.0005
"""Seconds of the server's time one message's worth of an address's rate share pays for,
beyond what ``FANOUT_COST`` and ``WRITE_COST`` count (a safety net for a request that
turns out dear: an ordinary one, a snapshot included, takes well under this)."""


class Handlers(Parts):
    """The message handlers and what they send (see the module)."""

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
            hidden: Optional[Iterable[Any]] = hidden_cards(table.state, seat)
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
                msg = error_message(
                    str(msg.get("code")), "That names a card you cannot see.", ref=msg.get("ref")
                )
                leaks = find_leaks(msg, None, None)
        if leaks:
            self.leaks += 1
            log.error("event=withheld type=%s leaks=%s", msg.get("type"), leaks)
            if self.on_leak is not None:
                self.on_leak(msg, leaks)
            msg = error_message("internal_error", ref=msg.get("ref"))
        self._write(conn, msg)

    def _conn_hidden(self, conn: Conn) -> List[Any]:
        """Every card hidden from some seat ``conn`` holds."""
        out: List[Any] = []
        for code, idx in conn.seats.items():
            t = self.tables.get(code)
            if t is not None:
                out.extend(hidden_cards(t.state, idx) or ())
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

    def _welcome(self) -> Dict[str, Any]:
        lim = self.limits
        return {
            "type": "welcome",
            "server": "kozyr",
            "protocol": VERSION,
            "variants": list(self.variants),
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
            self.send(conn, error_message(e.code, e.message, e.values, ref), echo=echo)
        except Exception:  # noqa: BLE001 - nothing a client sends may bring the server down
            log.exception("event=handler_error addr=%s", conn.addr.key)
            self.send(conn, error_message("internal_error", ref=ref))

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
            self.send(old, error_message("bad_token", "This seat was resumed elsewhere."))
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
        if variant not in self.variants:
            raise ProtocolError("bad_variant", values={"variant": clean_text(str(variant), 40)})
        players = msg.get("players", 2)
        options = msg.get("options", {})
        bots = msg.get("bots", [])
        seed = msg.get("seed")
        if not isinstance(players, int) or isinstance(players, bool) or not 2 <= players <= 6:
            raise ProtocolError("bad_options", values={"field": "players"})
        if options is None:
            options = {}
        options = check_options(variant, players, options)
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
        self._add_table(table)
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
                conn, error_message(e.code, e.message, e.values, ref), table, seat, echo=(text,)
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
            self._retire(table)
        table.status = "over"
        table.result = result
        table.finished = time.time()
        table.touched = time.monotonic()
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
        self._finish(table, self._loss(table, seat, Termination.RESIGN))

    _loss = staticmethod(loss)

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

    _handlers: Dict[str, Callable[["Handlers", Conn, Dict[str, Any], Any], None]] = {
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
