"""Structured log lines for the server: ``event=refuse code=rate_limited addr=203.0.113.9
conn=41`` (logfmt: ``key=value`` pairs, values with spaces quoted), one line per event.

A client that is refused again and again must not fill the disk: the same event for the same
reason and address is written at most once per ``every`` seconds; the next line that is
written says how many were left out (``repeated=N``).
"""

import logging
import time
from typing import Any, Dict, Tuple

__all__ = ["EventLog"]


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
        key = (event, fields.get("code"), fields.get("reason"), fields.get("addr"))
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
