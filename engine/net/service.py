"""The server as a whole: :class:`Server` puts its parts together (:mod:`.transport`,
:mod:`.handlers`, :mod:`.clock`) and owns what they share: its lifecycle (start, the
sweeper, close), the tables' index and the store (each table written on change, every
stored game rebuilt at start).  :class:`ServerThread` runs one on a thread of its own.
"""

import asyncio
import logging
import random
import secrets
import socket
import sqlite3
import threading
import time
from typing import Any, Callable, Dict, List, Optional, Sequence, Set, Tuple

from ..ai.levels import SEARCH_LEVELS
from ..base import new_game
from .accept import Accepting
from .bots import BotPool
from .clock import Clock
from .events import EventLog
from .handlers import Handlers
from .limits import Limits
from .protocol import error_message
from .sockets import Sockets
from .store import Store
from .tables import Seat, Table, available_variants
from .transport import Address, Conn, Transport

__all__ = ["Server", "ServerThread"]

log = logging.getLogger("kozyr.server")


class Server(Accepting, Transport, Handlers, Clock):
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
        variants: Optional[Sequence[str]] = None,
    ) -> None:
        self.host = host
        self.port = port
        self.limits = limits or Limits()
        self.store = store
        self.proxy_protocol = proxy_protocol
        """Every connection starts with a PROXY protocol v1 header naming the real client
        (the server sits behind a TLS terminator that sends one): per-address limits then
        count players, not the terminator."""
        self.variants: Tuple[str, ...] = (
            available_variants() if variants is None else tuple(variants)
        )
        """The variants offered (the welcome lists them; ``create`` accepts only these)."""
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
        self._listeners: List[socket.socket] = []
        # connections held on their bare socket (waiting their turn, or draining after a
        # refusal): what closes each one
        self._bare: Dict[socket.socket, Callable[[], None]] = {}
        self._sweeper: Optional[asyncio.Task[None]] = None
        self._tasks: Set[asyncio.Future[Any]] = set()  # one per connection
        # every client socket, counted by stage, and the bounds (fitted at start)
        self.sockets = Sockets(self.limits, time.monotonic())
        self._fanout = 0  # messages sent to a connection other than the one being handled
        self._sender: Optional[Conn] = None
        self._rng = random.Random(secrets.randbits(64))

    async def start(self) -> None:
        self._fit_fd_limit()
        await self._listen()
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
        self._stop_listening()
        for release in list(self._bare.values()):
            release()
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
        self._expire_idle(now)
        for code, t in list(self.tables.items()):
            if t.status == "over" and now - t.touched > self.limits.keep_over:
                self._remove_table(code)
            elif t.status == "waiting" and now - t.touched > self.limits.keep_waiting:
                self.events(logging.INFO, "expire", table=code, reason="waiting")
                for s in t.seats:  # the creator (and whoever joined) is told
                    if s.conn is not None:
                        self._write(s.conn, error_message("table_closed", values={"table": code}))
                self._remove_table(code)
        self._forget_idle_addresses(now)

    # --- the tables' index (``tables``, ``tokens``, ``live_tables``: written only here) -------
    def _add_table(self, t: Table) -> None:
        """Indexes a table by its code and its people's seats by their tokens; one not over
        counts as live, and against its owner's tables."""
        self.tables[t.code] = t
        for s in t.seats:
            if s.human:
                self.tokens[s.token] = (t, s.index)
        if t.status != "over":
            self.live_tables += 1
            self._address(t.owner).tables.add(t.code)

    def _retire(self, t: Table) -> None:
        """A live table's game is over (or it is removed): it no longer counts as live nor
        against its owner's tables."""
        self.live_tables -= 1
        owner = self.addrs.get(t.owner)
        if owner is not None:
            owner.tables.discard(t.code)

    def _remove_table(self, code: str) -> None:
        t = self.tables.pop(code, None)
        if t is None:
            return
        self._stop_timers(t)
        if t.status != "over":
            self._retire(t)
        self.bots.cancel(code)
        for s in t.seats:
            self.tokens.pop(s.token, None)
            if s.conn is not None:
                s.conn.seats.pop(code, None)
        if self.store is not None:
            self._stored(self.store.remove, code)

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
            moves += len(row.moves)
            self.restored += 1
            if row.status == "over":  # kept for its players to see the result, then dropped
                t.status, t.result, t.finished = "over", row.result, finished
                ago = max(0.0, time.time() - (finished or time.time()))
                t.touched = time.monotonic() - ago
                self._add_table(t)
                continue
            t.status = row.status
            self._add_table(t)
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
        variants: Optional[Sequence[str]] = None,
    ) -> None:
        self.server = Server(host, port, limits, store, proxy_protocol, variants)
        # a selector loop (on Unix the default): the accept loop watches sockets with
        # ``add_reader``, which Windows' default proactor loop does not offer
        self.loop: asyncio.AbstractEventLoop = asyncio.SelectorEventLoop()
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
