"""Structured log lines for the server: ``event=refuse code=rate_limited addr=203.0.113.9
conn=41`` (logfmt: ``key=value`` pairs, values with spaces quoted), one line per event.

A client that is refused again and again must not fill the disk: the same event for the same
reason and address is written at most once per ``every`` seconds; the next line that is
written says how many were left out (``repeated=N``).  :class:`Throttle` does the same for
every other log line (asyncio's own, tracebacks): a line like one written less than ``every``
seconds ago is dropped, and the next one written says how many were.
"""

import logging
import time
from typing import Any, Dict, Tuple

__all__ = ["EventLog", "Throttle"]


def _fmt(value: Any) -> str:
    text = str(value)
    if not text or any(ch in text for ch in ' ="\\\n') or not text.isprintable():
        return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'
    return text


class EventLog:
    """``events(logging.WARNING, "refuse", code="server_full", addr="…")``."""

    def __init__(self, logger: logging.Logger, every: float = 10.0, max_keys: int = 10000):
        self.logger = logger
        self.every = every
        self.max_keys = max_keys
        self._seen: Dict[Tuple[Any, ...], Tuple[float, int]] = {}

    def __call__(self, level: int, event: str, **fields: Any) -> None:
        if not self.logger.isEnabledFor(level):
            return
        # (a table's events are its own: one table's time-outs hide no other's)
        key = (
            event,
            fields.get("code"),
            fields.get("reason"),
            fields.get("addr"),
            fields.get("table"),
        )
        now = time.monotonic()
        last = self._seen.get(key)
        if last is not None and now - last[0] < self.every:
            self._seen[key] = (last[0], last[1] + 1)
            return
        if len(self._seen) >= self.max_keys:
            self._seen = {k: v for k, v in self._seen.items() if now - v[0] < self.every}
            if len(self._seen) >= self.max_keys:
                self._seen.clear()
        self._seen[key] = (now, 0)
        parts = [f"event={_fmt(event)}"]
        parts += [f"{k}={_fmt(v)}" for k, v in fields.items() if v is not None]
        if last is not None and last[1]:
            parts.append(f"repeated={last[1]}")
        self.logger.log(level, " ".join(parts))


class Throttle(logging.Filter):
    """A filter for log handlers: the same line (same logger, level and format string) at
    most once per ``every`` seconds; the next one let through ends ``[N like it dropped]``
    and a dropped line's traceback is not formatted at all.  A stranger can make asyncio
    log a line per connection (``socket.send() raised exception``, a traceback per
    connection at shutdown): without this they fill the disk."""

    def __init__(self, every: float = 10.0, max_keys: int = 10000) -> None:
        super().__init__()
        self.every = every
        self.max_keys = max_keys
        self._seen: Dict[Tuple[Any, ...], Tuple[float, int]] = {}

    def filter(self, record: logging.LogRecord) -> bool:
        if (
            record.name == "kozyr.server"
            and not record.args
            and not record.exc_info
            and str(record.msg).startswith("event=")
        ):
            return True  # an EventLog line: it throttles its own, by reason and address
        key = (record.name, record.levelno, str(record.msg))
        now = time.monotonic()
        last = self._seen.get(key)
        if last is not None and now - last[0] < self.every:
            self._seen[key] = (last[0], last[1] + 1)
            return False
        if len(self._seen) >= self.max_keys:
            self._seen = {k: v for k, v in self._seen.items() if now - v[0] < self.every}
            if len(self._seen) >= self.max_keys:
                self._seen.clear()
        self._seen[key] = (now, 0)
        if last is not None and last[1]:
            record.msg = f"{record.getMessage()} [{last[1]} like it dropped]"
            record.args = ()
        return True
