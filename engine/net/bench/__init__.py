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

The benchmark's parts: :mod:`.clients` (the honest players), :mod:`.attacks` (the hostile
client and the attacks, each in a process of its own) and :mod:`.report` (what a phase
measures, and the printout); this module runs the phases in order.
"""

import argparse
import asyncio
import json
import multiprocessing
import os
import shutil
import tempfile
import time
from typing import Any, Dict, List, Optional, Tuple

from ..process import ServerProcess, free_port
from .attacks import ATTACKS, Hostile, attack_process, pin_cpus, pin_plan, receive
from .clients import Bench, HonestTable, bot_watch
from .report import Phase, drained, machine_load, print_report, sample

__all__ = ["ATTACKS", "main", "run"]

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
    watch = asyncio.ensure_future(bot_watch(bench)) if attacks else None
    if watch is not None:
        await asyncio.sleep(min(2.0, warmup))
    phase = bench.phase = Phase("alone")
    await sample(sp, phase, seconds)
    out["phases"]["alone"] = phase.figures()
    attacker = None
    if hostile:
        attacker = Hostile(bench)
        attack = attacker.tasks()
        bench.phase = None
        await asyncio.sleep(3.0)  # the attack under way: bot tables made, buffers filling
        phase = bench.phase = Phase("hostile")
        await sample(sp, phase, seconds)
        out["phases"]["hostile"] = phase.figures()
        attacker.stop = True
        for t in attack:
            t.cancel()
        await asyncio.gather(*attack, return_exceptions=True)
        out["hostile"] = dict(sorted(attacker.stats.items()))
    out["attacks"] = {}
    ctx = multiprocessing.get_context("spawn")
    last = None
    for kind in attacks:
        bench.phase = None
        await asyncio.sleep(warmup / 3)  # the previous attack's connections gone
        if last is not None:  # and what the kernel queued of them: each attack on its own
            out["attacks"][last]["server_queue_drained_ms"] = await drained(sp)
        last = kind
        recv, send = ctx.Pipe(duplex=False)
        span = seconds + warmup + 1.0
        proc = ctx.Process(target=attack_process, args=(sp.port, kind, span, send, attack_cpus))
        proc.start()
        await asyncio.sleep(warmup)  # under way
        phase = bench.phase = Phase(kind)
        await sample(sp, phase, seconds)
        out["phases"][kind] = phase.figures()
        loop = asyncio.get_event_loop()
        got = await loop.run_in_executor(None, receive, recv)
        await loop.run_in_executor(None, proc.join, 10)
        out["attacks"][kind] = dict(sorted(got.items()))
    if last is not None:
        out["attacks"][last]["server_queue_drained_ms"] = await drained(sp)
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
        await sample(sp, phase, seconds)
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

    load_before = machine_load()
    plan = pin_plan() if pin else None
    before = os.sched_getaffinity(0) if plan is not None else None
    if plan is not None:
        pin_cpus(plan[0])  # (the server started below, and its bot worker, inherit it)
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
            pin_cpus(before)
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
            "load_after": machine_load(),
            "server_rss_end_mb": round(rss_end / 1024, 1),
            "server_rss_peak_mb": round(peak / 1024, 1),
            "server_exit": status,
            "server": (sp.out_lines or [""])[-1],
        }
    )
    return out


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
        print_report(r)
    bad = r["errors"] or r.get("restart", {}).get("games_lost") or r["server_exit"]
    return 1 if bad else 0
