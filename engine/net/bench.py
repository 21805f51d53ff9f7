"""Loopback load benchmark: ``python -m engine.net.bench [--tables 200] [--seconds 20]``.

Starts a server in a child process on 127.0.0.1 (any free port), seats two scripted clients at
each of ``--tables`` tables (asyncio, in this process), waits until every table is seated, then
lets them all play at once for ``--seconds``: a client that sees legal moves in its view plays
a random one at once; a finished table is replaced by a new one.  Prints actions per second
and the delay between an action being sent and the opponent receiving the update it caused
(p50 / p95 / p99 / max).  Stops by itself; the server process is ended when it is done.
"""

import argparse
import asyncio
import json
import os
import random
import resource
import signal
import subprocess
import sys
import time
from typing import Any, Dict, List, Optional

from .protocol import encode

__all__ = ["main", "run"]


class Stats:
    def __init__(self) -> None:
        self.actions = 0
        self.games = 0
        self.delays: List[float] = []
        self.errors: Dict[str, int] = {}
        self.seated = 0
        self.live = 0
        self.peak_live = 0
        self.measuring = False
        self.think = 0.0  # mean pause before a move, seconds


def _pick(legal: List[str], rng: random.Random) -> str:
    keep = [a for a in legal if not a.startswith(("take", "pick_up"))]
    return rng.choice(keep if keep and rng.random() < 0.9 else legal)


async def _read(reader: asyncio.StreamReader) -> Dict[str, Any]:
    line = await reader.readline()
    if not line:
        raise ConnectionError("server closed the connection")
    msg: Dict[str, Any] = json.loads(line)
    return msg


async def _player(
    reader: asyncio.StreamReader,
    writer: asyncio.StreamWriter,
    code: str,
    sent: Dict[int, float],
    stats: Stats,
    start: asyncio.Event,
    deadline: List[float],
    rng: random.Random,
    first: Dict[str, Any],
) -> None:
    """Plays one seat until the game is over or the time is up."""
    msg: Optional[Dict[str, Any]] = first
    acted = -1
    while True:
        if msg is None:
            msg = await _read(reader)
        kind = msg.get("type")
        if kind == "game_over":
            return
        if kind == "error":
            stats.errors[msg["code"]] = stats.errors.get(msg["code"], 0) + 1
        if kind in ("snapshot", "update") and msg.get("code") == code:
            now = time.perf_counter()
            seq = msg["seq"]
            if kind == "update" and msg.get("by") != msg["seat"] and seq in sent:
                if stats.measuring:
                    stats.delays.append(now - sent.pop(seq))
                else:
                    sent.pop(seq)
            if msg["status"] == "over":
                pass  # game_over follows
            elif msg["view"]["legal"] and seq > acted:  # (a snapshot may repeat a position)
                acted = seq
                await start.wait()
                if stats.think > 0:  # a person's pace: a pause before the move
                    await asyncio.sleep(rng.uniform(0.0, 2.0 * stats.think))
                if time.perf_counter() >= deadline[0]:
                    return
                sent[seq + 1] = time.perf_counter()
                writer.write(
                    encode(
                        {
                            "type": "act",
                            "code": code,
                            "seq": seq,
                            "action": _pick(msg["view"]["legal"], rng),
                        }
                    )
                )
                if stats.measuring:
                    stats.actions += 1
        msg = None


async def _pair(
    i: int,
    host: str,
    port: int,
    variant: str,
    stats: Stats,
    start: asyncio.Event,
    deadline: List[float],
) -> None:
    rng = random.Random(i)
    ra, wa = await asyncio.open_connection(host, port)
    rb, wb = await asyncio.open_connection(host, port)
    await _read(ra)
    await _read(rb)
    first = True
    try:
        while time.perf_counter() < deadline[0]:
            wa.write(encode({"type": "create", "variant": variant, "players": 2, "name": f"a{i}"}))
            while True:
                m = await _read(ra)
                if m["type"] == "created":
                    code = m["code"]
                    break
                if m["type"] == "error":
                    raise RuntimeError(f"create refused: {m}")
            wb.write(encode({"type": "join", "code": code, "name": f"b{i}"}))
            snaps: List[Dict[str, Any]] = []
            for r in (ra, rb):
                while True:
                    m = await _read(r)
                    if m["type"] == "snapshot":
                        snaps.append(m)
                        break
            if first:
                stats.seated += 1
                first = False
            stats.live += 1
            stats.peak_live = max(stats.peak_live, stats.live)
            sent: Dict[int, float] = {}
            players = [
                asyncio.ensure_future(
                    _player(ra, wa, code, sent, stats, start, deadline, rng, snaps[0])
                ),
                asyncio.ensure_future(
                    _player(rb, wb, code, sent, stats, start, deadline, rng, snaps[1])
                ),
            ]
            try:
                done, pending = await asyncio.wait(players, return_when=asyncio.FIRST_COMPLETED)
                if pending and (
                    time.perf_counter() >= deadline[0]
                    or any(t.exception() is not None for t in done)
                ):
                    for t in pending:  # time is up (or a seat failed): the other would wait
                        t.cancel()
                # every task's outcome is read here, so none is logged as "never retrieved"
                outcomes = await asyncio.gather(*players, return_exceptions=True)
                for o in outcomes:
                    if isinstance(o, BaseException) and not isinstance(o, asyncio.CancelledError):
                        raise o
                if pending and time.perf_counter() >= deadline[0]:
                    return
            finally:
                stats.live -= 1
            if time.perf_counter() < deadline[0] and stats.measuring:
                stats.games += 1
            for w in (wa, wb):  # free the seats for the next table
                w.write(encode({"type": "leave", "code": code}))
    finally:
        for w in (wa, wb):
            w.close()


def _percentile(xs: List[float], q: float) -> float:
    if not xs:
        return float("nan")
    xs = sorted(xs)
    k = min(len(xs) - 1, max(0, int(round(q * (len(xs) - 1)))))
    return xs[k]


async def _run(
    host: str,
    port: int,
    tables: int,
    seconds: float,
    variant: str,
    setup_limit: float,
    think: float = 0.0,
) -> Stats:
    stats = Stats()
    stats.think = think
    start = asyncio.Event()
    deadline = [time.perf_counter() + setup_limit + seconds]
    tasks = [
        asyncio.ensure_future(_pair(i, host, port, variant, stats, start, deadline))
        for i in range(tables)
    ]
    t0 = time.perf_counter()
    while stats.seated < tables and time.perf_counter() - t0 < setup_limit:
        failed = [t for t in tasks if t.done() and t.exception() is not None]
        if failed:
            raise RuntimeError(f"a table failed to start: {failed[0].exception()!r}")
        await asyncio.sleep(0.05)
    if stats.seated < tables:
        raise RuntimeError(f"only {stats.seated} of {tables} tables seated in {setup_limit} s")
    deadline[0] = time.perf_counter() + seconds
    stats.measuring = True
    begin = time.perf_counter()
    start.set()
    await asyncio.sleep(seconds)
    stats.measuring = False
    stats.window = time.perf_counter() - begin  # type: ignore[attr-defined]
    done, pending = await asyncio.wait(tasks, timeout=10.0)
    for t in pending:
        t.cancel()
    for t in done:
        if not t.cancelled() and t.exception() is not None:
            err = repr(t.exception())
            stats.errors[err] = stats.errors.get(err, 0) + 1
    return stats


def run(
    tables: int = 200,
    seconds: float = 20.0,
    variant: str = "podkidnoy",
    host: str = "127.0.0.1",
    port: Optional[int] = None,
    setup_limit: float = 60.0,
    think_ms: float = 0.0,
) -> Dict[str, Any]:
    """Runs the benchmark against a server at ``host:port`` (or a child process started here
    when ``port`` is None) and returns the figures as a dict.  ``think_ms``: mean pause before
    each move (0: move at once, which measures the server at saturation)."""
    proc = None
    if port is None:
        env = dict(os.environ)
        root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
        env["PYTHONPATH"] = root + os.pathsep + env.get("PYTHONPATH", "")
        proc = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "engine.net.server",
                "--host",
                host,
                "--port",
                "0",
                "--bot-delay",
                "0",
                "--max-conns",
                str(4 * tables + 16),
                # the scripted clients move at machine speed, far above any person: lift the
                # per-connection rate limit (a defence against floods, tested in test_net.py),
                # or a fast machine sees its tables cut off as flooders
                "--rate",
                "1e9",
                "--burst",
                "1e9",
                # and every client of this benchmark comes from 127.0.0.1
                "--address-rate",
                "1e9",
                "--address-burst",
                "1e9",
                "--conns-per-address",
                str(4 * tables + 16),
                "--tables-per-address",
                str(4 * tables + 16),
                "--creates-per-address",
                "1000000",
                "--no-store",
                "--seconds",
                str(setup_limit + seconds + 30),
            ],
            stdout=subprocess.PIPE,
            text=True,
            env=env,
        )
        assert proc.stdout is not None
        line = proc.stdout.readline()
        if "listening on" not in line:
            proc.kill()
            raise RuntimeError(f"server did not start: {line!r}")
        port = int(line.rsplit(":", 1)[1])
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    me0 = resource.getrusage(resource.RUSAGE_SELF)
    try:
        stats = asyncio.run(
            _run(host, port, tables, seconds, variant, setup_limit, think_ms / 1000.0)
        )
    finally:
        served = ""
        if proc is not None:
            proc.send_signal(signal.SIGINT)
            try:
                out, _ = proc.communicate(timeout=15)
                served = out.strip()
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.communicate()
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    me1 = resource.getrusage(resource.RUSAGE_SELF)
    window = getattr(stats, "window", seconds)
    d = stats.delays
    return {
        "tables": tables,
        "think_ms": think_ms,
        "seated_at_once": stats.seated,
        "peak_live_tables": stats.peak_live,
        "variant": variant,
        "seconds": round(window, 2),
        "actions": stats.actions,
        "actions_per_s": round(stats.actions / window, 1),
        "games_finished": stats.games,
        "delay_samples": len(d),
        "delay_ms": {
            k: round(1000 * _percentile(d, q), 2)
            for k, q in (("p50", 0.5), ("p95", 0.95), ("p99", 0.99), ("max", 1.0))
        },
        "server_cpu_s": round(
            (after.ru_utime + after.ru_stime) - (before.ru_utime + before.ru_stime), 2
        )
        if proc
        else None,
        "clients_cpu_s": round((me1.ru_utime + me1.ru_stime) - (me0.ru_utime + me0.ru_stime), 2),
        "errors": stats.errors,
        "server": served,
    }


def main(argv: Optional[List[str]] = None) -> int:
    ap = argparse.ArgumentParser(
        prog="python -m engine.net.bench",
        description="Loopback load benchmark of the online server.",
    )
    ap.add_argument("--tables", type=int, default=200)
    ap.add_argument("--seconds", type=float, default=20.0)
    ap.add_argument("--variant", default="podkidnoy")
    ap.add_argument(
        "--port", type=int, default=None, help="use a server already listening on 127.0.0.1:PORT"
    )
    ap.add_argument(
        "--think-ms",
        type=float,
        default=0.0,
        help="mean pause before each move (uniform 0..2x); 0 = at once (saturation)",
    )
    ap.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = ap.parse_args(argv)
    if args.tables < 1 or not 0 < args.seconds <= 600:
        ap.error("need --tables >= 1 and 0 < --seconds <= 600")
    r = run(args.tables, args.seconds, args.variant, port=args.port, think_ms=args.think_ms)
    if args.json:
        print(json.dumps(r))
    else:
        dm = r["delay_ms"]
        print(
            f"{r['seated_at_once']} tables seated at once ({r['variant']}, "
            f"think {r['think_ms']:g} ms), "
            f"{r['seconds']} s: {r['actions']} actions, {r['actions_per_s']} actions/s, "
            f"{r['games_finished']} games finished"
        )
        print(
            f"action -> opponent update delay over {r['delay_samples']} samples: "
            f"p50 {dm['p50']} ms, p95 {dm['p95']} ms, p99 {dm['p99']} ms, max {dm['max']} ms"
        )
        print(
            f"CPU: server {r['server_cpu_s']} s, clients {r['clients_cpu_s']} s; "
            f"errors {r['errors'] or 'none'}"
        )
        if r["server"]:
            print("server: " + r["server"].splitlines()[-1])
    return 0 if not r["errors"] else 1


if __name__ == "__main__":
    sys.exit(main())
