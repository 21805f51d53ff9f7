"""The attacking side of the benchmark: the hostile client (:class:`Hostile`: everything one
address may hold, at once) and the attacks of issue 30 (:class:`Attack`), each run in a
process of its own (:func:`attack_process`, pinned to other CPUs with ``--pin``)."""

import asyncio
import json
import os
import resource
import socket
from typing import Any, Dict, List, Optional, Tuple

from ..protocol import encode
from .clients import Bench

__all__ = [
    "ATTACKS",
    "HOSTILE",
    "Attack",
    "Hostile",
    "attack_process",
    "pin_cpus",
    "pin_plan",
    "receive",
]

HOSTILE = "127.66.0.1"
ATTACKS = ("conn_flood", "resume_flood", "bot_tables")
"""The attacks of issue 30, each measured in a phase of its own."""


class _Attacker:
    """What every attacking client keeps: the bench, counts by kind, a stop flag."""

    def __init__(self, bench: Bench) -> None:
        self.bench = bench
        self.stats: Dict[str, int] = {}
        self.stop = False

    def count(self, what: str, n: int = 1) -> None:
        self.stats[what] = self.stats.get(what, 0) + n

    EXPERTS = encode(
        {
            "type": "create",
            "variant": "podkidnoy",
            "players": 4,
            "bots": [{"seat": i, "level": "expert"} for i in (1, 2, 3)],
        }
    )

    async def play_bot_tables(self, r: asyncio.StreamReader, w: asyncio.StreamWriter) -> None:
        """On a fresh connection: creates four tables of three expert bots, plays its own
        seat with the first legal move, and opens a new table when one ends (the hostile
        client's and the bot_tables attack's load)."""
        await r.readline()
        for _ in range(4):
            w.write(self.EXPERTS)
        while not self.stop:
            line = await r.readline()
            if not line:
                raise ConnectionError
            m = json.loads(line)
            t = m.get("type")
            if t == "created":
                self.count("bot_tables")
            elif t == "error":
                self.count("refused_" + m.get("code", "?"))
            elif t == "game_over":
                w.write(encode({"type": "leave", "code": m["code"]}))
                w.write(self.EXPERTS)
            elif t in ("snapshot", "update") and m["view"]["legal"] and m["status"] == "playing":
                act = {"type": "act", "code": m["code"], "seq": m["seq"]}
                w.write(encode(dict(act, action=m["view"]["legal"][0])))
                self.count("bot_table_moves")


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

    async def bot_tables(self) -> None:
        """Creates four tables of three expert bots and plays its own seat at once."""
        r, w = await self.conn()
        await self.play_bot_tables(r, w)

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
        await self.play_bot_tables(r, w)

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


def pin_cpus(cpus: Any) -> None:
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


def attack_process(port: int, kind: str, seconds: float, out: Any, pin: Any = None) -> None:
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
        pin_cpus(pin)
    stats = asyncio.run(go())
    used = resource.getrusage(resource.RUSAGE_SELF)
    stats["attacker_cpu_ms"] = int(1000 * (used.ru_utime + used.ru_stime))
    out.send(stats)
    out.close()


def receive(conn: Any) -> Dict[str, int]:
    """An attack process's figures (nothing if it sent none within 30 s)."""
    got: Dict[str, int] = conn.recv() if conn.poll(30) else {}
    return got
