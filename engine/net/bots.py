"""Server bots: the moves of search bots (hard, expert) away from the event loop, shared
fairly between tables.

A search move takes a few hundred milliseconds of CPU.  Run on the event loop (or in a thread
of its process, holding the GIL) it would delay every other table's messages by as much; so
:class:`BotPool` runs them in worker processes (``workers`` > 0; started with ``spawn``, at a
lower CPU priority than the server, deaf to Ctrl-C, which the server handles) or, for the
game's own small server, in one thread (``workers`` = 0).  The cheap levels (easy, normal: well
under a millisecond a move) are played on the loop by the caller.

Fairness: at most one move per table waits here (the server asks again after each), and
when a worker is free the address (the table's creator) whose last move started longest ago
goes first (the addresses take turns), and of its tables the one that has used the least
bot time lately (use decays by half each ``half_life`` seconds).  Turns, not past use,
decide between addresses: an address new to the server would otherwise go first until it
had used as much as the others, and sixteen fresh tables of one address held another
address's bot back for seconds.  A table of five expert bots therefore gets its share of the
workers and no more, however fast it asks, and one address's sixteen such tables get one
address's share, not sixteen tables' worth; each search is capped by its time
budget (``budget_ms``), and a move that overruns it by far is given up (the caller plays an
easy bot's move).
"""

import asyncio
import concurrent.futures
import logging
import multiprocessing
import os
import signal
import threading
import time
from concurrent.futures.process import BrokenProcessPool
from typing import Any, Callable, Dict, Optional, Tuple

from .. import ai
from ..base import Action, View
from .limits import BOT_BUDGET_MS

__all__ = ["BotPool", "bot_choose"]

log = logging.getLogger("kozyr.server")

STYLES: Tuple[str, ...] = tuple(ai.STYLES)
"""Bot style names the server accepts (those of ``engine.ai``)."""


def bot_choose(view: View, level: str, style: Optional[str], seed: int, budget_ms: float) -> Action:
    """A bot's move on its own view: ``engine.ai.choose``, whose safety net for a failing
    bot is ``engine.ai.fallback_move`` (the server has no fallback of its own)."""
    return ai.choose(view, level=level, style=style, seed=seed, budget_ms=budget_ms)


def _worker_init(parent: int) -> None:
    # Ctrl-C in a terminal reaches the whole process group: the server shuts down in order
    # and ends its workers itself; a worker must not print a KeyboardInterrupt traceback
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    if hasattr(os, "nice"):
        try:
            os.nice(10)  # the server's own loop gets the CPU first
        except OSError:
            pass
    # a server killed outright (SIGKILL, the OOM killer) cannot end its workers: they end
    # themselves when their parent is gone, instead of lingering and holding its terminal
    threading.Thread(target=_watch_parent, args=(parent,), daemon=True).start()


def _watch_parent(parent: int) -> None:
    while os.getppid() == parent:
        time.sleep(0.5)
    os._exit(0)


Done = Callable[[Optional[Action]], None]


class _Job:
    __slots__ = ("key", "owner", "args", "done", "queued")

    def __init__(self, key: str, args: Tuple[Any, ...], done: Done, owner: str = "") -> None:
        self.key = key
        self.owner = owner  # the address it is charged to
        self.args = args
        self.done = done
        self.queued = time.monotonic()


class BotPool:
    """``pool.submit(table_code, view, level, style, seed, done)``: ``done(action)`` is
    called on the event loop with the bot's move, or with None if the search failed or
    overran (the caller then plays an easy bot's move).  ``cancel(code)`` forgets a table's
    waiting move; ``await close()`` at shutdown."""

    def __init__(self, workers: int = 0, budget_ms: float = BOT_BUDGET_MS, half_life: float = 60.0):
        self.workers = workers
        self.budget_ms = budget_ms
        self.half_life = half_life
        self._executor: Optional[concurrent.futures.Executor] = None
        self._waiting: Dict[str, _Job] = {}
        self._running: Dict[str, float] = {}  # key -> start time
        self._usage: Dict[str, Tuple[float, float]] = {}  # key -> (seconds, when)
        self._served: Dict[str, float] = {}  # owner -> when its last move started
        self._closed = False
        self.moves = 0
        self.failures = 0

    @property
    def capacity(self) -> int:
        return max(1, self.workers)

    def _pool(self) -> concurrent.futures.Executor:
        if self._executor is None:
            if self.workers > 0:
                self._executor = concurrent.futures.ProcessPoolExecutor(
                    self.workers,
                    mp_context=multiprocessing.get_context("spawn"),
                    initializer=_worker_init,
                    initargs=(os.getpid(),),
                )
            else:
                self._executor = concurrent.futures.ThreadPoolExecutor(
                    1, thread_name_prefix="kozyr-bot"
                )
        return self._executor

    def start(self) -> None:
        """Starts the workers now (a spawned process takes a moment to import the AI): the
        server calls it when the first table with a search bot is made, so a server that
        never needs them never has them."""
        if self.workers > 0 and self._executor is None and not self._closed:
            pool = self._pool()
            for _ in range(self.workers):
                pool.submit(time.sleep, 0)

    def usage(self, key: str) -> float:
        """Bot seconds ``key`` used lately (decayed)."""
        u = self._usage.get(key)
        if u is None:
            return 0.0
        return u[0] * 0.5 ** ((time.monotonic() - u[1]) / self.half_life)

    def submit(
        self,
        key: str,
        view: View,
        level: str,
        style: Optional[str],
        seed: int,
        done: Done,
        owner: str = "",
    ) -> None:
        """Queues table ``key``'s bot move (``owner``: the address it is charged to)."""
        if self._closed:
            return
        args = (view, level, style, seed, self.budget_ms)
        self._waiting[key] = _Job(key, args, done, owner)
        self._pump()

    def cancel(self, key: str) -> None:
        self._waiting.pop(key, None)

    def pending(self, key: str) -> bool:
        return key in self._waiting or key in self._running

    def _pump(self) -> None:
        while self._waiting and len(self._running) < self.capacity and not self._closed:
            free = [j for j in self._waiting.values() if j.key not in self._running]
            if not free:
                return
            job = min(
                free,
                key=lambda j: (self._served.get(j.owner, 0.0), self.usage(j.key), j.queued),
            )
            self._served[job.owner] = time.monotonic()
            del self._waiting[job.key]
            self._start(job)

    def _start(self, job: _Job) -> None:
        loop = asyncio.get_event_loop()
        start = time.monotonic()
        self._running[job.key] = start
        try:
            fut = asyncio.wrap_future(self._pool().submit(bot_choose, *job.args))
        except Exception:  # noqa: BLE001 - a broken pool: start a new one next time
            log.exception("event=bot_error reason=submit")
            self._executor = None
            self._finish(job, start, None)
            return
        overrun = loop.call_later(
            self.budget_ms / 1000.0 * 5 + 10.0, self._overrun, job, start, fut
        )

        def finished(f: "asyncio.Future[Action]") -> None:
            overrun.cancel()
            if self._running.get(job.key) != start:
                return  # given up already
            action: Optional[Action] = None
            if f.cancelled():
                pass
            elif f.exception() is not None:
                exc = f.exception()
                if isinstance(exc, BrokenProcessPool):
                    self._executor = None
                log.error("event=bot_error reason=%s", type(exc).__name__)
            else:
                action = f.result()
            self._finish(job, start, action)

        fut.add_done_callback(finished)

    def _overrun(self, job: _Job, start: float, fut: "asyncio.Future[Action]") -> None:
        if self._running.get(job.key) == start:
            log.warning("event=bot_overrun table=%s", job.key)
            self._finish(job, start, None)

    def _finish(self, job: _Job, start: float, action: Optional[Action]) -> None:
        self._running.pop(job.key, None)
        now = time.monotonic()
        self._usage[job.key] = (self.usage(job.key) + (now - start), now)
        if action is None:
            self.failures += 1
        self.moves += 1
        if not self._closed:
            try:
                job.done(action)
            except Exception:  # noqa: BLE001 - the caller's bug must not stop the pool
                log.exception("event=bot_error reason=callback")
        self._forget_idle(now)
        self._pump()

    def _forget_idle(self, now: float) -> None:
        if len(self._usage) > 4 * (len(self._waiting) + len(self._running)) + 1000:
            for k, (_u, when) in list(self._usage.items()):
                if k not in self._waiting and k not in self._running and now - when > 600:
                    del self._usage[k]
            for o, when in list(self._served.items()):
                if now - when > 600:
                    del self._served[o]

    async def close(self) -> None:
        self._closed = True
        self._waiting.clear()
        ex, self._executor = self._executor, None
        if ex is not None:
            # cancel_futures: Python 3.9+; the workers end after their current move
            await asyncio.get_event_loop().run_in_executor(
                None, lambda: ex.shutdown(wait=True, cancel_futures=True)
            )
