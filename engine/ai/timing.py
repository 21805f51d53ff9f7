"""The clock the search levels read their time budget from.

``now`` is ``time.perf_counter`` (wall-clock: what a player waits).  The arena's ``--clock cpu``
sets it to ``time.thread_time`` so that a benchmark on a shared machine measures what a bot
does with a whole core; nothing else changes it.
"""

import time

now = time.perf_counter


def use_cpu_clock(on: bool = True) -> None:
    """Budgets count the deciding thread's CPU time (benchmarks only)."""
    global now
    now = time.thread_time if on else time.perf_counter
