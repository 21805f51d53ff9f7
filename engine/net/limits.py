"""Every bound the server keeps, in one table: its default, its range and what it is for.

:class:`Limits` is built from :data:`LIMITS` (``Limits(rate=100)`` changes one; a wrong type,
NaN, an infinity or a value out of range raises ``ValueError``), the server's command line
has one option per limit that has a ``flag``, and docs/protocol.md lists them all.  A server
meets strangers: every resource a client can hold has a bound here.
"""

import math
from typing import Any, Dict, List, NamedTuple, Optional, Union

from ..ai.levels import AI_LEVELS
from .protocol import MAX_LINE

__all__ = ["Limit", "LIMITS", "Limits", "check_value", "BOT_BUDGET_MS"]

Number = Union[int, float]

BOT_BUDGET_MS = max(lv.server_ms for lv in AI_LEVELS if lv.search)
"""The server's budget for a search bot's move, from the one AI level table
(``engine.ai.levels``, ``server_ms``): the server gives every searching level the same
budget (its workers are shared by every table), so the table keeps one server budget for
them (``tests/engine/test_ai_levels.py`` checks it does)."""


class Limit(NamedTuple):
    name: str
    default: Any
    kind: type  # int, float or bool
    low: Optional[Number]  # smallest allowed value (None: no bound)
    high: Optional[Number]  # largest allowed value
    flag: Optional[str]  # command-line option, or None
    doc: str


LIMITS: List[Limit] = [
    # --- per connection
    Limit("max_line", MAX_LINE, int, 1024, 1 << 20, None, "bytes per line"),
    Limit("rate", 30.0, float, 0.01, None, "--rate", "messages/s into a connection's bucket"),
    Limit("burst", 200.0, float, 1.0, None, "--burst", "size of a connection's bucket"),
    Limit("tables_per_conn", 4, int, 1, 100, "--tables-per-conn", "unfinished tables per conn."),
    Limit("max_output", 256 << 10, int, 4096, 1 << 30, "--max-output", "unsent bytes per conn."),
    Limit("sock_buffer", 64 << 10, int, 4096, 1 << 26, None, "kernel buffers per socket"),
    Limit("idle_timeout", 90.0, float, 1.0, 86400.0, "--idle-timeout", "s without a message"),
    Limit("lobby_timeout", 60.0, float, 1.0, 86400.0, "--lobby-timeout", "s holding no seat"),
    # --- per client address
    Limit("conns_per_addr", 16, int, 1, 1 << 20, "--conns-per-address", "connections"),
    Limit("addr_rate", 60.0, float, 0.01, None, "--address-rate", "messages/s of an address"),
    Limit("addr_burst", 300.0, float, 1.0, None, "--address-burst", "burst of an address"),
    Limit(
        "conn_cost", 10.0, float, 1.0, 10000.0, "--connection-cost", "messages a new conn. costs"
    ),
    Limit("tables_per_addr", 16, int, 1, 1 << 20, "--tables-per-address", "unfinished tables"),
    Limit("creates_per_addr", 30, int, 1, 1 << 20, "--creates-per-address", "tables per window"),
    Limit("create_window", 600.0, float, 1.0, 86400.0, None, "s over which creates refill"),
    # --- per server
    Limit("max_conns", 2000, int, 1, 1 << 20, "--max-conns", "connections"),
    Limit(
        "flood_accepts", 100.0, float, 1.0, None, "--flood-accepts", "refused conns. taken per s"
    ),
    Limit("max_tables", 5000, int, 1, 1 << 20, "--max-tables", "unfinished tables"),
    # --- tables
    Limit("keep_over", 60.0, float, 0.0, 86400.0, "--keep-over", "s a finished table is kept"),
    Limit("keep_waiting", 600.0, float, 1.0, 86400.0, None, "s a table may wait for players"),
    Limit("turn_seconds", 30.0, float, 1.0, 3600.0, "--turn-seconds", "default move time"),
    Limit("min_turn_seconds", 5.0, float, 0.1, 3600.0, "--min-turn-seconds", "least move time"),
    Limit("max_turn_seconds", 300.0, float, 1.0, 86400.0, None, "most move time"),
    Limit("strikes", 3, int, 1, 100, None, "time-outs in a row that lose the game"),
    Limit("away_timeout", 15.0, float, 0.0, 86400.0, "--away-timeout", "s before a bot sits in"),
    Limit("abandon_timeout", 120.0, float, 1.0, 86400.0, None, "s a game runs with nobody"),
    # --- bots
    Limit("bot_delay", 0.4, float, 0.0, 60.0, "--bot-delay", "s before a bot moves"),
    Limit(
        "bot_budget_ms", BOT_BUDGET_MS, float, 1.0, 60000.0, "--bot-budget-ms", "ms per search move"
    ),
    Limit("bot_workers", 0, int, 0, 256, "--bot-workers", "bot processes (0: a thread)"),
    # --- tests and benchmarks only
    Limit("allow_seed", False, bool, None, None, None, "creators may choose the deal's seed"),
]
"""The server's limits (the command line's defaults are the same, except ``bot_workers``:
``python -m engine serve`` starts one bot process by default)."""

_BY_NAME: Dict[str, Limit] = {x.name: x for x in LIMITS}


def check_value(limit: Limit, value: Any) -> Any:
    """``value`` checked against ``limit`` (and an int given for a float limit made a float);
    raises ``ValueError`` with a sentence naming the limit."""
    if limit.kind is bool:
        if not isinstance(value, bool):
            raise ValueError(f"{limit.name} must be true or false, not {value!r}")
        return value
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise ValueError(f"{limit.name} must be a number, not {value!r}")
    if limit.kind is int and not isinstance(value, int):
        if not (isinstance(value, float) and value.is_integer()):
            raise ValueError(f"{limit.name} must be a whole number, not {value!r}")
        value = int(value)
    if isinstance(value, float) and not math.isfinite(value):
        raise ValueError(f"{limit.name} must be a finite number, not {value!r}")
    if limit.low is not None and value < limit.low:
        raise ValueError(f"{limit.name} must be at least {limit.low}, not {value!r}")
    if limit.high is not None and value > limit.high:
        raise ValueError(f"{limit.name} must be at most {limit.high}, not {value!r}")
    return float(value) if limit.kind is float else value


class Limits:
    """Server limits; every one can be set by keyword (``Limits(rate=100)``) and is checked
    (``ValueError`` on NaN, a wrong type or a value out of range)."""

    max_line: int
    rate: float
    burst: float
    tables_per_conn: int
    max_output: int
    sock_buffer: int
    idle_timeout: float
    lobby_timeout: float
    conns_per_addr: int
    addr_rate: float
    addr_burst: float
    conn_cost: float
    tables_per_addr: int
    creates_per_addr: int
    create_window: float
    max_conns: int
    flood_accepts: float
    max_tables: int
    keep_over: float
    keep_waiting: float
    turn_seconds: float
    min_turn_seconds: float
    max_turn_seconds: float
    strikes: int
    away_timeout: float
    abandon_timeout: float
    bot_delay: float
    bot_budget_ms: float
    bot_workers: int
    allow_seed: bool

    def __init__(self, **kw: Any) -> None:
        for x in LIMITS:
            object.__setattr__(self, x.name, x.default)
        for k, v in kw.items():
            setattr(self, k, v)
        if not self.min_turn_seconds <= self.turn_seconds <= self.max_turn_seconds:
            raise ValueError(
                f"turn_seconds must lie between min_turn_seconds ({self.min_turn_seconds}) "
                f"and max_turn_seconds ({self.max_turn_seconds})"
            )

    def __setattr__(self, name: str, value: Any) -> None:
        limit = _BY_NAME.get(name)
        if limit is None:
            raise TypeError(f"no limit {name!r}")
        object.__setattr__(self, name, check_value(limit, value))

    def as_dict(self) -> Dict[str, Any]:
        return {x.name: getattr(self, x.name) for x in LIMITS}

    def __repr__(self) -> str:
        changed = [
            f"{x.name}={getattr(self, x.name)!r}"
            for x in LIMITS
            if getattr(self, x.name) != x.default
        ]
        return f"Limits({', '.join(changed)})"
