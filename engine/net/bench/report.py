"""What the benchmark measures of a phase (:class:`Phase`: delays, CPU, memory, sockets,
sampled by :func:`sample`) and how it prints the figures (:func:`print_report`)."""

import asyncio
import os
import resource
import time
from typing import Any, Dict, List

from ..process import ServerProcess

__all__ = ["Phase", "drained", "percentile", "machine_load", "sample", "print_report"]


def percentile(xs: List[float], q: float) -> float:
    if not xs:
        return float("nan")
    xs = sorted(xs)
    k = min(len(xs) - 1, max(0, int(round(q * (len(xs) - 1)))))
    return xs[k]


def machine_load() -> str:
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
                k: round(1000 * percentile(d, q), 2)
                for k, q in (("p50", 0.5), ("p95", 0.95), ("p99", 0.99), ("max", 1.0))
            },
            "server_rss_mb": round(max(self.rss_kb or [0]) / 1024, 1),
            "server_sockets_peak": max(self.sockets or [0]),
            "bot_answer_ms": {
                k: round(1000 * percentile(self.bot_answers, q), 1)
                for k, q in (("p50", 0.5), ("p95", 0.95))
            },
            "bot_answers": len(self.bot_answers),
            "server_cpu_s": round(self.server_cpu, 2),
            "server_runqueue_wait_s": round(self.server_wait, 2),
            "bot_worker_cpu_s": round(self.bot_cpu, 2),
            "clients_cpu_s": round(self.clients_cpu, 2),
        }


def _loop_wait(sp: ServerProcess) -> float:
    """Seconds the server's loop has waited for a CPU so far (0 where the OS does not say)."""
    try:
        return sp.loop_schedstat()[1]
    except (OSError, ValueError, IndexError):
        return 0.0


async def drained(sp: ServerProcess, limit: float = 30.0) -> int:
    """Waits until the server has accepted every connection the kernel queued for it (after
    a connection flood, the flood budget paces the dead ones: ``flood_accepts``) and returns
    the milliseconds that took; what a newcomer would have waited."""
    t0 = time.perf_counter()
    while sp.accept_queue() and time.perf_counter() - t0 < limit:
        await asyncio.sleep(0.05)
    return int(1000 * (time.perf_counter() - t0))


async def sample(sp: ServerProcess, phase: Phase, seconds: float) -> None:
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


def print_report(r: Dict[str, Any]) -> None:
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
