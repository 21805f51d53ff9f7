"""The honest side of the benchmark: :class:`Bench` (what every client shares), the scripted
players (:class:`Seat`, two at each :class:`HonestTable`) and the honest table against an
expert bot whose answer times are measured (:func:`bot_watch`)."""

import asyncio
import json
import random
import time
from typing import Any, Dict, Optional

from ..protocol import encode
from .report import Phase

__all__ = ["Bench", "Seat", "HonestTable", "bot_watch"]


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


async def bot_watch(bench: Bench) -> None:
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
