"""Loopback load benchmark of the online server: ``python -m engine.net.bench``.

Starts a server in a child process (``python -m engine serve`` with its default limits and a
store in a temporary folder), seats two scripted players at each of ``--tables`` tables and
lets them play at a person's pace (``--think-ms``: a pause of 0 to twice that before each
move; a finished game is followed by a new table).  Every honest table comes from its own
loopback addresses (127.1.x.y and 127.2.x.y; all of 127/8 is the loopback on Linux), as
players on the internet would.  In one run it measures, over ``--seconds`` each:

1. **alone**: actions per second and the delay between a move being sent and the opponent
   receiving its update (p50 / p95 / max);
2. **hostile**: the same while one hostile client (address 127.66.0.1) uses everything its
   address is allowed: tables of expert bots it plays at once, connections flooding requests
   just under their own rate, slow readers asking for snapshots they never read, idle
   connections, and more connections than allowed;
3. **conn_flood**, **resume_flood**, **bot_tables** (issue 30): the same under each of
   three attacks in turn: 8 addresses opening connections as fast as the server takes them
   and dropping them unread (``--flood-addresses``); 20 addresses each resuming the seat it
   already holds just under its rate; one address with its 16 tables of expert bots (4
   connections of 4 tables), while an honest table from another address plays an expert bot
   whose answer time is measured too.  The peak of the server's open sockets is printed for
   each phase;
4. **restart**: the server is killed (SIGKILL) mid-game and started again on the same port
   and store; every honest client reconnects and resumes its seat; a table whose position
   went back (or whose seat was refused) counts as a game lost; play goes on.

It prints the machine's load (before and after), the server's memory (RSS, sampled every
second, and its peak), the CPU time of the server and its bot worker, the errors seen by
honest clients (any ``error`` message, or a move made for them by the clock), and what the
hostile client achieved.  ``--saturate`` plays without pauses (lifting the rate limits, as
the old benchmark did) to measure the server's ceiling.
"""

import argparse
import asyncio
import json
import multiprocessing
import os
import random
import resource
import shutil
import socket
import sys
import tempfile
import time
from typing import Any, Dict, List, Optional, Tuple

from .process import ServerProcess, free_port
from .protocol import encode

__all__ = ["main", "run"]

HOSTILE = "127.66.0.1"
ATTACKS = ("conn_flood", "resume_flood", "bot_tables")
"""The attacks of issue 30, each measured in a phase of its own."""
LIFTED = [  # --saturate: one table moves far faster than a person; the limits would cut it
    "--rate",
    "1e9",
    "--burst",
    "1e9",
    "--address-rate",
    "1e9",
    "--address-burst",
    "1e9",
    # a saturated table finishes games back to back, each a new table: more in a second
    # than a person makes in the window (CI once saw "address_tables")
    "--creates-per-address",
    str(1 << 20),
]


def _percentile(xs: List[float], q: float) -> float:
    if not xs:
        return float("nan")
    xs = sorted(xs)
    k = min(len(xs) - 1, max(0, int(round(q * (len(xs) - 1)))))
    return xs[k]


def _load() -> str:
    try:
        a, b, c = os.getloadavg()
    except OSError:
        return "unknown"
    return f"{a:.2f} {b:.2f} {c:.2f}"


class Phase:
    """What the honest tables did while one phase was measured."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.actions = 0
        self.delays: List[float] = []
        self.games = 0
        self.start = 0.0
        self.end = 0.0
        self.rss_kb: List[int] = []
        self.sockets: List[int] = []  # the server's open sockets, sampled
        self.bot_answers: List[float] = []  # the honest expert bot's answer times
        self.server_cpu = 0.0
        self.server_wait = 0.0  # the server's loop thread waiting on a run queue for a CPU
        self.bot_cpu = 0.0
        self.clients_cpu = 0.0

    def figures(self) -> Dict[str, Any]:
        window = max(1e-9, self.end - self.start)
        d = self.delays
        return {
            "seconds": round(window, 2),
            "actions": self.actions,
            "actions_per_s": round(self.actions / window, 1),
            "games_finished": self.games,
            "delay_samples": len(d),
            "delay_ms": {
                k: round(1000 * _percentile(d, q), 2)
                for k, q in (("p50", 0.5), ("p95", 0.95), ("p99", 0.99), ("max", 1.0))
            },
            "server_rss_mb": round(max(self.rss_kb or [0]) / 1024, 1),
            "server_sockets_peak": max(self.sockets or [0]),
            "bot_answer_ms": {
                k: round(1000 * _percentile(self.bot_answers, q), 1)
                for k, q in (("p50", 0.5), ("p95", 0.95))
            },
            "bot_answers": len(self.bot_answers),
            "server_cpu_s": round(self.server_cpu, 2),
            "server_runqueue_wait_s": round(self.server_wait, 2),
            "bot_worker_cpu_s": round(self.bot_cpu, 2),
            "clients_cpu_s": round(self.clients_cpu, 2),
        }


class Bench:
    def __init__(self, port: int, think: float, variant: str) -> None:
        self.port = port
        self.think = think
        self.variant = variant
        self.phase: Optional[Phase] = None
        self.errors: Dict[str, int] = {}
        self.timeouts = 0
        self.seated = 0
        self.stop = False
        self.resumed = 0
        self.lost = 0
        self.in_game = 0  # seats inside a game now (they resume after a restart)
        self.down = asyncio.Event()  # set while the server is being restarted
        self.up = asyncio.Event()
        self.up.set()

    def error(self, what: str) -> None:
        self.errors[what] = self.errors.get(what, 0) + 1


class Seat:
    """One scripted player's connection (reconnects and resumes after a restart)."""

    def __init__(self, bench: Bench, addr: str, name: str) -> None:
        self.bench = bench
        self.addr = addr
        self.name = name
        self.reader: Optional[asyncio.StreamReader] = None
        self.writer: Optional[asyncio.StreamWriter] = None
        self.token: Optional[str] = None
        self.seat = 0

    async def open(self) -> None:
        self.reader, self.writer = await asyncio.open_connection(
            "127.0.0.1", self.bench.port, local_addr=(self.addr, 0)
        )
        msg = await self.read()
        if msg.get("type") != "welcome":
            raise ConnectionError(f"refused: {msg}")

    async def read(self) -> Dict[str, Any]:
        assert self.reader is not None
        line = await self.reader.readline()
        if not line:
            raise ConnectionError("server closed the connection")
        msg: Dict[str, Any] = json.loads(line)
        return msg

    async def reopen(self, patience: float = 120.0) -> None:
        """Connects again once the server is back (after a restart)."""
        await self.bench.up.wait()
        limit = time.monotonic() + patience
        while True:
            try:
                await self.open()
                return
            except (ConnectionError, OSError):
                if time.monotonic() > limit:
                    raise
                await asyncio.sleep(0.2)

    def send(self, msg: Dict[str, Any]) -> None:
        assert self.writer is not None
        self.writer.write(encode(msg))

    def close(self) -> None:
        if self.writer is not None:
            self.writer.close()


class HonestTable:
    """Two scripted players at a person's pace, table after table."""

    def __init__(self, bench: Bench, i: int) -> None:
        self.bench = bench
        self.i = i
        self.rng = random.Random(i)
        hi, lo = divmod(i, 250)
        self.seats = [
            Seat(bench, f"127.1.{hi}.{lo + 1}", f"a{i}"),
            Seat(bench, f"127.2.{hi}.{lo + 1}", f"b{i}"),
        ]
        self.code = ""
        self.sent: Dict[int, float] = {}
        self.latest: Dict[int, int] = {}  # seat index -> latest seq seen
        self.first = True

    async def run(self) -> None:
        for s in self.seats:
            await s.open()
        creator = 0
        while not self.bench.stop:
            try:
                await self.new_table(creator)
            except (ConnectionError, OSError):  # the server went down while seating
                if self.bench.stop:
                    return
                for s in self.seats:
                    s.close()
                    await s.reopen()
                continue  # (no game had started: a new table)
            creator = 1 - creator
            await self.play()

    async def new_table(self, creator: int) -> None:
        a, b = self.seats[creator], self.seats[1 - creator]
        a.send({"type": "create", "variant": self.bench.variant, "players": 2, "name": a.name})
        while True:
            m = await a.read()
            if m["type"] == "created":
                self.code, a.token, a.seat = m["code"], m["token"], 0
                break
            if m["type"] == "error":
                raise RuntimeError(f"create refused: {m}")
        b.send({"type": "join", "code": self.code, "name": b.name})
        while True:
            m = await b.read()
            if m["type"] == "joined":
                b.token, b.seat = m["token"], 1
                break
            if m["type"] == "error":
                raise RuntimeError(f"join refused: {m}")
        self.sent = {}
        self.latest = {}
        if self.first:
            self.bench.seated += 1
            self.first = False

    async def play(self) -> None:
        tasks = [asyncio.ensure_future(self.player(s)) for s in self.seats]
        try:
            done, pending = await asyncio.wait(tasks, return_when=asyncio.FIRST_EXCEPTION)
            for t in done:
                if t.exception() is not None:
                    raise t.exception()  # type: ignore[misc]
        finally:
            for t in tasks:
                t.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)
        for s in self.seats:  # free the seats for the next table
            s.send({"type": "leave", "code": self.code})

    async def player(self, s: Seat) -> None:
        self.bench.in_game += 1
        try:
            await self._player(s)
        finally:
            self.bench.in_game -= 1

    async def _player(self, s: Seat) -> None:
        acted = -1
        while True:
            try:
                m = await s.read()
            except (ConnectionError, OSError):
                if self.bench.stop:
                    return
                m = await self.resume(s)
                acted = -1
            kind = m.get("type")
            if kind == "game_over":
                ph = self.bench.phase
                if ph is not None and s.seat == 0:
                    ph.games += 1
                return
            if kind == "error":
                self.bench.error(m.get("code", "?"))
                continue
            if kind not in ("snapshot", "update") or m.get("code") != self.code:
                continue
            if kind == "snapshot" and m["status"] == "over":
                return  # (resumed after a restart: the game had ended)
            seq = m["seq"]
            self.latest[s.seat] = max(self.latest.get(s.seat, 0), seq)
            if kind == "update" and m.get("auto") == "timeout":
                self.bench.timeouts += 1
            if kind == "update" and m.get("by") != s.seat and seq in self.sent:
                t0 = self.sent.pop(seq)
                ph = self.bench.phase
                if ph is not None and ph.start <= t0 and not self.bench.down.is_set():
                    ph.delays.append(time.perf_counter() - t0)
            if m["status"] != "playing" or not m["view"]["legal"] or seq <= acted:
                continue
            acted = seq
            if self.bench.think > 0:
                await asyncio.sleep(self.rng.uniform(0.0, 2.0 * self.bench.think))
            if self.bench.stop:
                return
            legal = m["view"]["legal"]
            keep = [a for a in legal if not a.startswith(("take", "pick_up"))]
            action = self.rng.choice(keep if keep and self.rng.random() < 0.9 else legal)
            self.sent[seq + 1] = time.perf_counter()
            s.send({"type": "act", "code": self.code, "seq": seq, "action": action})
            ph = self.bench.phase
            if ph is not None:
                ph.actions += 1

    async def resume(self, s: Seat) -> Dict[str, Any]:
        """After the server went away: reconnect, resume the seat, check the position."""
        seen = self.latest.get(s.seat, 0)
        await s.reopen()
        s.send({"type": "resume", "token": s.token})
        while True:
            m = await s.read()
            if m["type"] == "error":
                self.bench.lost += 1
                raise RuntimeError(f"resume refused: {m}")
            if m["type"] == "snapshot" and m.get("code") == self.code:
                if m["seq"] < seen:  # a move this seat had seen is gone
                    self.bench.lost += 1
                else:
                    self.bench.resumed += 1
                self.sent.clear()
                return m


class _Attacker:
    """What every attacking client keeps: the bench, counts by kind, a stop flag."""

    def __init__(self, bench: Bench) -> None:
        self.bench = bench
        self.stats: Dict[str, int] = {}
        self.stop = False

    def count(self, what: str, n: int = 1) -> None:
        self.stats[what] = self.stats.get(what, 0) + n


class Hostile(_Attacker):
    """One hostile client: everything one address may hold, used at once."""

    async def conn(self, rcvbuf: int = 0) -> Tuple[asyncio.StreamReader, asyncio.StreamWriter]:
        sock = socket.socket()
        if rcvbuf:
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, rcvbuf)
        sock.bind((HOSTILE, 0))
        sock.setblocking(False)
        await asyncio.get_event_loop().sock_connect(sock, ("127.0.0.1", self.bench.port))
        return await asyncio.open_connection(sock=sock)

    async def guard(self, name: str, fn: Any) -> None:
        """Runs one attacker role for ever (reconnecting when the server cuts it off)."""
        while not self.stop:
            try:
                await fn()
            except (ConnectionError, OSError, asyncio.IncompleteReadError, ValueError):
                self.count(f"{name}_cut")
            await asyncio.sleep(0.2)

    EXPERTS = encode(
        {
            "type": "create",
            "variant": "podkidnoy",
            "players": 4,
            "bots": [{"seat": i, "level": "expert"} for i in (1, 2, 3)],
        }
    )

    async def bot_tables(self) -> None:
        """Creates four tables of three expert bots and plays its own seat at once."""
        r, w = await self.conn()
        await r.readline()
        codes: Dict[str, bool] = {}
        for _ in range(4):
            w.write(self.EXPERTS)
        while not self.stop:
            line = await r.readline()
            if not line:
                raise ConnectionError
            m = json.loads(line)
            t = m.get("type")
            if t == "created":
                codes[m["code"]] = True
                self.count("bot_tables")
            elif t == "error":
                self.count("refused_" + m.get("code", "?"))
            elif t == "game_over":
                w.write(encode({"type": "leave", "code": m["code"]}))
                w.write(self.EXPERTS)
            elif t in ("snapshot", "update") and m["view"]["legal"] and m["status"] == "playing":
                w.write(
                    encode(
                        {
                            "type": "act",
                            "code": m["code"],
                            "seq": m["seq"],
                            "action": m["view"]["legal"][0],
                        }
                    )
                )
                self.count("bot_table_moves")

    async def flooder(self) -> None:
        """29 requests a second (its own limit is 30), of kinds that cost the server work:
        malformed JSON, unknown codes, moves without a seat, pings."""
        r, w = await self.conn()
        await r.readline()
        kinds = [
            b"{not json\n",
            encode({"type": "join", "code": "ZZZZZZ"}),
            encode({"type": "act", "action": "attack 6S"}),
            encode({"type": "ping", "id": "x" * 40}),
            encode({"type": "snapshot", "code": "ABCDEF"}),
        ]

        async def drain() -> None:
            while await r.read(65536):
                pass

        reader = asyncio.ensure_future(drain())
        try:
            i = 0
            while not self.stop and not reader.done():
                w.write(kinds[i % len(kinds)])
                i += 1
                self.count("flood_sent")
                await asyncio.sleep(1 / 29)
        finally:
            reader.cancel()
            w.close()

    async def slow_reader(self) -> None:
        """Makes a table and asks for its snapshot again and again, never reading."""
        r, w = await self.conn(rcvbuf=4096)
        w.write(encode({"type": "create", "variant": "podkidnoy", "players": 2}))
        try:
            while not self.stop:
                w.write(encode({"type": "snapshot"}))
                self.count("slow_sent")
                await asyncio.sleep(1 / 29)
                if w.transport.is_closing():
                    raise ConnectionError
                if r.at_eof():
                    raise ConnectionError
        finally:
            w.close()

    async def idle(self) -> None:
        """Connects and says nothing (the server closes it after a while)."""
        r, w = await self.conn()
        try:
            while not self.stop:
                data = await r.read(65536)
                if not data:
                    raise ConnectionError
        finally:
            w.close()

    async def extra(self) -> None:
        """Keeps trying to open more connections than its address may hold."""
        while not self.stop:
            try:
                r, w = await self.conn()
                line = await asyncio.wait_for(r.readline(), 10)
                m = json.loads(line) if line else {}
                self.count("extra_" + str(m.get("code") or m.get("type")))
                w.close()
            except (OSError, asyncio.TimeoutError, ValueError):
                self.count("extra_failed")
            await asyncio.sleep(0.5)

    def tasks(self) -> List["asyncio.Future[None]"]:
        roles = [("bots", self.bot_tables)] * 3
        roles += [("flood", self.flooder)] * 4
        roles += [("slow", self.slow_reader)] * 4
        roles += [("idle", self.idle)] * 5  # 16 connections: all its address may hold
        out: List[asyncio.Future[None]] = [
            asyncio.ensure_future(self.guard(n, f)) for n, f in roles
        ]
        out.append(asyncio.ensure_future(self.extra()))
        return out


class Attack(_Attacker):
    """The three attacks of issue 30, one at a time (``tasks(kind)``)."""

    async def _open(self, addr: str) -> Tuple[asyncio.StreamReader, asyncio.StreamWriter]:
        return await asyncio.open_connection("127.0.0.1", self.bench.port, local_addr=(addr, 0))

    async def conn_flood(self, addr: str) -> None:
        """Connections opened as fast as they are taken, never read, dropped after 0.5 s
        (40 at a time from each address)."""

        async def one() -> None:
            while not self.stop:
                try:
                    _r, w = await asyncio.wait_for(self._open(addr), 5)
                    self.count("flood_connections")
                    await asyncio.sleep(0.5)
                    w.transport.abort()
                except (OSError, asyncio.TimeoutError):
                    self.count("flood_failed")
                    await asyncio.sleep(0.1)

        await asyncio.gather(*(one() for _ in range(40)))

    async def resume_flood(self, addr: str) -> None:
        """A table made, then its own seat resumed 55 times a second (its address's rate
        is 60), every reply read."""
        r, w = await self._open(addr)
        await r.readline()
        w.write(encode({"type": "create", "variant": "podkidnoy"}))
        token = ""
        while not token:
            line = await r.readline()
            if not line:
                raise ConnectionError
            m = json.loads(line)
            token = m.get("token", "") if m.get("type") == "created" else ""

        async def drain() -> None:
            while await r.read(65536):
                pass

        reader = asyncio.ensure_future(drain())
        try:
            line = encode({"type": "resume", "token": token})
            while not self.stop and not reader.done():
                w.write(line)
                self.count("resumes_sent")
                await asyncio.sleep(1 / 55)
        finally:
            reader.cancel()
            w.close()

    async def bot_tables(self, addr: str) -> None:
        """Four tables of three expert bots (the seat of its own played at once): four of
        these are the address's 16 tables."""
        r, w = await self._open(addr)
        await r.readline()
        for _ in range(4):
            w.write(Hostile.EXPERTS)
        while not self.stop:
            line = await r.readline()
            if not line:
                raise ConnectionError
            m = json.loads(line)
            t = m.get("type")
            if t == "created":
                self.count("bot_tables")
            elif t == "game_over":
                w.write(encode({"type": "leave", "code": m["code"]}))
                w.write(Hostile.EXPERTS)
            elif t in ("snapshot", "update") and m["view"]["legal"] and m["status"] == "playing":
                act = {"type": "act", "code": m["code"], "seq": m["seq"]}
                w.write(encode(dict(act, action=m["view"]["legal"][0])))
                self.count("bot_table_moves")

    async def guard(self, fn: Any, addr: str) -> None:
        while not self.stop:
            try:
                await fn(addr)
            except (ConnectionError, OSError, asyncio.IncompleteReadError, ValueError):
                self.count("cut")
            await asyncio.sleep(0.2)

    def tasks(self, kind: str) -> List["asyncio.Future[None]"]:
        if kind == "conn_flood":
            roles = [(self.conn_flood, f"127.67.0.{i + 1}") for i in range(8)]
        elif kind == "resume_flood":
            roles = [(self.resume_flood, f"127.68.0.{i + 1}") for i in range(20)]
        else:
            roles = [(self.bot_tables, "127.69.0.1")] * 4
        return [asyncio.ensure_future(self.guard(fn, a)) for fn, a in roles]


def _pin(cpus: Any) -> None:
    """Keeps this process (and the processes it starts) on ``cpus`` (Linux)."""
    os.sched_setaffinity(0, set(cpus))


def pin_plan() -> Optional[Tuple[Tuple[int, ...], Tuple[int, ...]]]:
    """``--pin``: the CPUs of the server (with its bot worker) and the honest clients, and
    those of the attackers: the first CPU this process may use, and the others; None where
    there are fewer than two or the OS cannot pin."""
    try:
        cpus = sorted(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        return None
    if len(cpus) < 2:
        return None
    return (cpus[0],), tuple(cpus[1:])


def _attack_process(port: int, kind: str, seconds: float, out: Any, pin: Any = None) -> None:
    """Runs one attack for ``seconds`` in a process of its own (so the attacker's own work
    does not slow the honest clients' loop, which would count against the server) and sends
    its figures back through ``out`` (a pipe)."""

    async def go() -> Dict[str, int]:
        atk = Attack(Bench(port, 0.0, "podkidnoy"))
        running = atk.tasks(kind)
        await asyncio.sleep(seconds)
        atk.stop = True
        for t in running:
            t.cancel()
        await asyncio.gather(*running, return_exceptions=True)
        return atk.stats

    if pin is not None:
        _pin(pin)
    stats = asyncio.run(go())
    used = resource.getrusage(resource.RUSAGE_SELF)
    stats["attacker_cpu_ms"] = int(1000 * (used.ru_utime + used.ru_stime))
    out.send(stats)
    out.close()


def _receive(conn: Any) -> Dict[str, int]:
    """An attack process's figures (nothing if it sent none within 30 s)."""
    got: Dict[str, int] = conn.recv() if conn.poll(30) else {}
    return got


async def _bot_watch(bench: Bench) -> None:
    """An honest table from its own address against one expert bot: the time from its move
    to the bot's answer is recorded in the phase being measured."""
    seat = Seat(bench, "127.70.0.1", "Watcher")
    await seat.open()
    seat.send(
        {
            "type": "create",
            "variant": "podkidnoy",
            "bots": [{"seat": 1, "level": "expert"}],
            "turn_seconds": 300,
        }
    )
    asked: Optional[float] = None
    while not bench.stop:
        m = await seat.read()
        t = m.get("type")
        if t == "game_over":
            seat.send({"type": "leave", "code": m["code"]})
            seat.send(
                {
                    "type": "create",
                    "variant": "podkidnoy",
                    "bots": [{"seat": 1, "level": "expert"}],
                    "turn_seconds": 300,
                }
            )
            asked = None
            continue
        if t not in ("snapshot", "update") or m.get("status") != "playing":
            continue
        if t == "update" and m.get("by") == 1 and asked is not None:
            if bench.phase is not None:
                bench.phase.bot_answers.append(time.perf_counter() - asked)
            asked = None
        if m["view"]["legal"] and m["view"].get("current_player") == 0:
            await asyncio.sleep(0.05)
            seat.send(
                {"type": "act", "code": m["code"], "seq": m["seq"], "action": m["view"]["legal"][0]}
            )
            asked = time.perf_counter()
        elif t == "update" and m.get("by") == 0:
            asked = time.perf_counter()  # (the bot moves next: from this update)
    seat.close()


def _loop_wait(sp: ServerProcess) -> float:
    """Seconds the server's loop has waited for a CPU so far (0 where the OS does not say)."""
    try:
        return sp.loop_schedstat()[1]
    except (OSError, ValueError, IndexError):
        return 0.0


async def _sample(sp: ServerProcess, phase: Phase, seconds: float) -> None:
    """Runs a measured phase: RSS every second, CPU of the server and its workers."""
    cpu0, bot0 = sp.cpu_seconds(), sp.children_cpu_seconds()
    wait0 = _loop_wait(sp)
    me = resource.getrusage(resource.RUSAGE_SELF)
    phase.start = time.perf_counter()
    end = phase.start + seconds
    while time.perf_counter() < end:
        try:
            phase.rss_kb.append(sp.rss_kb())
            phase.sockets.append(sp.open_sockets())
        except OSError:
            pass
        await asyncio.sleep(min(0.5, max(0.0, end - time.perf_counter())))
    phase.end = time.perf_counter()
    phase.server_cpu = sp.cpu_seconds() - cpu0
    phase.server_wait = max(0.0, _loop_wait(sp) - wait0)
    phase.bot_cpu = max(0.0, sp.children_cpu_seconds() - bot0)
    me2 = resource.getrusage(resource.RUSAGE_SELF)
    phase.clients_cpu = (me2.ru_utime + me2.ru_stime) - (me.ru_utime + me.ru_stime)


async def _bench(
    sp_box: List[ServerProcess],
    make: Any,
    tables: int,
    seconds: float,
    think: float,
    variant: str,
    hostile: bool,
    restart: bool,
    setup_limit: float,
    attacks: Tuple[str, ...] = (),
    warmup: float = 3.0,
    attack_cpus: Optional[Tuple[int, ...]] = None,
) -> Dict[str, Any]:
    sp = sp_box[0]
    bench = Bench(sp.port, think, variant)
    honest = [HonestTable(bench, i) for i in range(tables)]
    tasks = [asyncio.ensure_future(t.run()) for t in honest]
    t0 = time.perf_counter()
    while bench.seated < tables and time.perf_counter() - t0 < setup_limit:
        failed = [t for t in tasks if t.done() and t.exception() is not None]
        if failed:
            raise RuntimeError(f"a table failed to start: {failed[0].exception()!r}")
        await asyncio.sleep(0.05)
    if bench.seated < tables:
        raise RuntimeError(f"only {bench.seated} of {tables} tables seated in {setup_limit} s")
    await asyncio.sleep(min(2.0, 2 * think + 0.5))  # every table under way
    out: Dict[str, Any] = {"phases": {}}
    watch = asyncio.ensure_future(_bot_watch(bench)) if attacks else None
    if watch is not None:
        await asyncio.sleep(min(2.0, warmup))
    phase = bench.phase = Phase("alone")
    await _sample(sp, phase, seconds)
    out["phases"]["alone"] = phase.figures()
    attacker = None
    if hostile:
        attacker = Hostile(bench)
        attack = attacker.tasks()
        bench.phase = None
        await asyncio.sleep(3.0)  # the attack under way: bot tables made, buffers filling
        phase = bench.phase = Phase("hostile")
        await _sample(sp, phase, seconds)
        out["phases"]["hostile"] = phase.figures()
        attacker.stop = True
        for t in attack:
            t.cancel()
        await asyncio.gather(*attack, return_exceptions=True)
        out["hostile"] = dict(sorted(attacker.stats.items()))
    out["attacks"] = {}
    ctx = multiprocessing.get_context("spawn")
    for kind in attacks:
        bench.phase = None
        await asyncio.sleep(warmup / 3)  # the previous attack's connections gone
        recv, send = ctx.Pipe(duplex=False)
        span = seconds + warmup + 1.0
        proc = ctx.Process(target=_attack_process, args=(sp.port, kind, span, send, attack_cpus))
        proc.start()
        await asyncio.sleep(warmup)  # under way
        phase = bench.phase = Phase(kind)
        await _sample(sp, phase, seconds)
        out["phases"][kind] = phase.figures()
        loop = asyncio.get_event_loop()
        got = await loop.run_in_executor(None, _receive, recv)
        await loop.run_in_executor(None, proc.join, 10)
        out["attacks"][kind] = dict(sorted(got.items()))
    if watch is not None:
        watch.cancel()
        await asyncio.gather(watch, return_exceptions=True)
    if restart:
        bench.phase = None
        await asyncio.sleep(1.0)
        bench.up.clear()
        bench.down.set()
        expected = bench.in_game
        sp.kill()
        killed = time.perf_counter()
        sp = make()
        sp_box[0] = sp
        restarted = time.perf_counter() - killed
        bench.down.clear()
        bench.up.set()
        waited = time.perf_counter()
        while bench.resumed + bench.lost < expected and time.perf_counter() - waited < 120:
            await asyncio.sleep(0.1)
        back = time.perf_counter() - killed
        phase = bench.phase = Phase("after_restart")
        await _sample(sp, phase, seconds)
        out["phases"]["after_restart"] = phase.figures()
        restored = [x for x in sp.log_lines if "event=restore" in x]
        out["restart"] = {
            "server_back_s": round(restarted, 2),
            "all_seats_back_s": round(back, 2),
            "seats_in_game": expected,
            "seats_resumed": bench.resumed,
            "games_lost": bench.lost,
            "log": restored[0].split(" INFO ", 1)[-1] if restored else "",
        }
    bench.stop = True
    for t in tasks:
        t.cancel()
    results = await asyncio.gather(*tasks, return_exceptions=True)
    for r in results:
        if isinstance(r, BaseException) and not isinstance(r, asyncio.CancelledError):
            bench.error(repr(r)[:120])
    for table in honest:
        for s in table.seats:
            s.close()
    out["errors"] = bench.errors
    out["timeouts"] = bench.timeouts
    return out


def run(
    tables: int = 200,
    seconds: float = 20.0,
    variant: str = "podkidnoy",
    think_ms: float = 300.0,
    hostile: bool = True,
    restart: bool = True,
    saturate: bool = False,
    setup_limit: float = 120.0,
    bot_workers: int = 1,
    store: bool = True,
    attacks: Tuple[str, ...] = (),
    warmup: float = 3.0,
    pin: bool = False,
) -> Dict[str, Any]:
    """Runs the benchmark against a server started here and returns the figures (``warmup``:
    seconds each issue-30 attack runs before it is measured; ``pin``: the server, its bot
    worker and the honest clients on one CPU, the attackers on the others, see
    :func:`pin_plan`)."""
    folder = tempfile.mkdtemp(prefix="kozyr-bench-")
    port = free_port()
    args = ["--bot-workers", str(bot_workers)]
    args += ["--store", os.path.join(folder, "tables.sqlite3")] if store else ["--no-store"]
    restart = restart and store
    if saturate:
        args += LIFTED

    def make() -> ServerProcess:
        return ServerProcess(args, port=port).start()

    load_before = _load()
    plan = pin_plan() if pin else None
    before = os.sched_getaffinity(0) if plan is not None else None
    if plan is not None:
        _pin(plan[0])  # (the server started below, and its bot worker, inherit it)
    box = [make()]
    status = None
    try:
        out = asyncio.run(
            _bench(
                box,
                make,
                tables,
                seconds,
                think_ms / 1000.0,
                variant,
                hostile,
                restart,
                setup_limit,
                attacks,
                warmup,
                plan[1] if plan is not None else None,
            )
        )
    finally:
        if before is not None:
            _pin(before)
        sp = box[0]
        rss_end = sp.rss_kb() if sp.alive() else 0
        peak = sp.peak_rss_kb() if sp.alive() else 0
        status = sp.stop()
        shutil.rmtree(folder, ignore_errors=True)
    out.update(
        {
            "tables": tables,
            "variant": variant,
            "think_ms": think_ms,
            "saturate": saturate,
            "cores": os.cpu_count(),
            "pinned": None if plan is None else {"server": plan[0], "attackers": plan[1]},
            "load_before": load_before,
            "load_after": _load(),
            "server_rss_end_mb": round(rss_end / 1024, 1),
            "server_rss_peak_mb": round(peak / 1024, 1),
            "server_exit": status,
            "server": (sp.out_lines or [""])[-1],
        }
    )
    return out


def _print(r: Dict[str, Any]) -> None:
    print(
        f"{r['tables']} honest tables ({r['variant']}, think {r['think_ms']:g} ms"
        f"{', saturated' if r['saturate'] else ''}); {r['cores']} cores, "
        f"load {r['load_before']} before, {r['load_after']} after"
    )
    if r.get("pinned"):
        p = r["pinned"]
        print(
            f"  pinned (--pin): the server, its bot worker and the honest clients on CPU "
            f"{','.join(map(str, p['server']))}, the attackers on CPU "
            f"{','.join(map(str, p['attackers']))} (a remote attacker burns its own CPU)"
        )
    for name, ph in r["phases"].items():
        dm = ph["delay_ms"]
        print(
            f"{name:>13}: {ph['actions_per_s']:7.1f} actions/s, move -> opponent p50 "
            f"{dm['p50']} / p95 {dm['p95']} / max {dm['max']} ms ({ph['delay_samples']} moves), "
            f"{ph['games_finished']} games; server RSS {ph['server_rss_mb']} MB, "
            f"CPU {ph['server_cpu_s']} s (waited {ph['server_runqueue_wait_s']} s for one), "
            f"bot worker {ph['bot_worker_cpu_s']} s, "
            f"clients {ph['clients_cpu_s']} s, peak sockets {ph['server_sockets_peak']}"
            + (
                f", expert bot answers p50 {ph['bot_answer_ms']['p50']} / p95 "
                f"{ph['bot_answer_ms']['p95']} ms ({ph['bot_answers']})"
                if ph["bot_answers"]
                else ""
            )
        )
    ph = r["phases"]
    if "hostile" in ph:
        a, h = ph["alone"]["delay_ms"]["p95"], ph["hostile"]["delay_ms"]["p95"]
        print(f"  p95 with the hostile client / alone: {h / a:.2f}x (aim: within 2x)")
        print("  hostile client: " + ", ".join(f"{k} {v}" for k, v in r["hostile"].items()))
    for kind, stats in r.get("attacks", {}).items():
        a, h = ph["alone"]["delay_ms"]["p95"], ph[kind]["delay_ms"]["p95"]
        print(
            f"  {kind}: p95 / alone {h / a:.2f}x (aim: within 2x); "
            + ", ".join(f"{k} {v}" for k, v in stats.items())
        )
    if "restart" in r:
        x = r["restart"]
        print(
            f"  SIGKILL restart: server back in {x['server_back_s']} s, every seat back in "
            f"{x['all_seats_back_s']} s, {x['seats_resumed']} of {x['seats_in_game']} seats "
            f"in a game resumed, "
            f"{x['games_lost']} games lost ({x['log']})"
        )
    print(
        f"  server RSS at the end {r['server_rss_end_mb']} MB (peak {r['server_rss_peak_mb']} "
        f"MB); errors {r['errors'] or 0}; clock time-outs {r['timeouts']}; "
        f"server exit {r['server_exit']}: {r['server']}"
    )


def main(argv: Optional[List[str]] = None) -> int:
    ap = argparse.ArgumentParser(
        prog="python -m engine.net.bench",
        description="Loopback load benchmark of the online server (alone, under attack, "
        "across a SIGKILL restart).",
    )
    ap.add_argument("--tables", type=int, default=200)
    ap.add_argument("--seconds", type=float, default=20.0, help="length of each phase")
    ap.add_argument("--variant", default="podkidnoy")
    ap.add_argument(
        "--think-ms",
        type=float,
        default=300.0,
        help="mean pause before each move (uniform 0..2x; default 300)",
    )
    ap.add_argument("--no-hostile", action="store_true", help="skip the attack phase")
    ap.add_argument("--no-restart", action="store_true", help="skip the SIGKILL restart")
    ap.add_argument(
        "--attacks",
        default=",".join(ATTACKS),
        help=f"the issue-30 attacks to run, in order (default {','.join(ATTACKS)}; '' none)",
    )
    ap.add_argument(
        "--saturate", action="store_true", help="no pauses, rate limits lifted: the ceiling"
    )
    ap.add_argument("--bot-workers", type=int, default=1)
    ap.add_argument(
        "--no-store", action="store_true", help="tables in memory only (no restart phase)"
    )
    ap.add_argument(
        "--pin",
        action="store_true",
        help="the server, its bot worker and the honest clients on one CPU, the attackers "
        "on the others (a remote attacker burns its own CPU, not the server's)",
    )
    ap.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = ap.parse_args(argv)
    if args.tables < 1 or args.tables > 5000 or not 0 < args.seconds <= 600:
        ap.error("need 1 <= --tables <= 5000 and 0 < --seconds <= 600")
    unknown = [x for x in args.attacks.split(",") if x and x not in ATTACKS]
    if unknown:
        ap.error(f"no attack {unknown[0]!r} (there are {', '.join(ATTACKS)})")
    think = 0.0 if args.saturate else args.think_ms
    r = run(
        args.tables,
        args.seconds,
        args.variant,
        think,
        hostile=not args.no_hostile,
        restart=not args.no_restart,
        saturate=args.saturate,
        bot_workers=args.bot_workers,
        store=not args.no_store,
        attacks=() if args.saturate else tuple(x for x in args.attacks.split(",") if x),
        pin=args.pin,
    )
    if args.json:
        print(json.dumps(r))
    else:
        _print(r)
    bad = r["errors"] or r.get("restart", {}).get("games_lost") or r["server_exit"]
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
