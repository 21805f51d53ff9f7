"""The server's tables on disk, so games survive a restart: one SQLite file (stdlib
``sqlite3``), WAL journal, written on every move.

A table is kept as what it takes to replay it: variant, players, options, the deal's seed and
the moves played (as text), plus its seats (names, bot levels, the seat tokens) and status.
A restarted server replays every unfinished game to the same position and the players'
clients resume their seats with the tokens they hold.  The seed and the tokens are secrets:
the file is created readable by its owner only.

Writes go through one connection in autocommit mode: each move is its own transaction,
committed before the move's update is sent to anyone, so a move a player has seen is on disk
even if the server is killed the next instant (WAL with ``synchronous=NORMAL`` survives a
killed process; a power cut may lose the last moments).  The file is locked for the
server's lifetime (``locking_mode=EXCLUSIVE``): a second server on the same file fails at
start instead of replaying the same games.
"""

import json
import math
import os
import sqlite3
import time
from typing import Any, Dict, Iterator, List, Optional, Tuple

__all__ = ["Store", "StoreBusy", "StoredTable", "default_path"]

SCHEMA = """
CREATE TABLE IF NOT EXISTS tables (
    code TEXT PRIMARY KEY,
    variant TEXT NOT NULL,
    players INTEGER NOT NULL,
    seed INTEGER NOT NULL,
    options TEXT NOT NULL,
    turn_seconds REAL NOT NULL,
    owner TEXT NOT NULL,
    status TEXT NOT NULL,
    result TEXT,
    seats TEXT NOT NULL,
    created REAL NOT NULL,
    finished REAL
);
CREATE TABLE IF NOT EXISTS quarantine (
    code TEXT NOT NULL,
    reason TEXT NOT NULL,
    row TEXT NOT NULL,
    moves TEXT NOT NULL,
    at REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS moves (
    code TEXT NOT NULL,
    seq INTEGER NOT NULL,
    action TEXT NOT NULL,
    PRIMARY KEY (code, seq)
) WITHOUT ROWID;
"""


def default_path() -> str:
    """``$XDG_STATE_HOME/kozyr/server.sqlite3`` (``~/.local/state/kozyr/…``)."""
    base = os.environ.get("XDG_STATE_HOME") or os.path.join(
        os.path.expanduser("~"), ".local", "state"
    )
    return os.path.join(base, "kozyr", "server.sqlite3")


class StoreBusy(Exception):
    """Another server holds the store's file."""


class StoredTable:
    """One table as read back from the store."""

    __slots__ = (
        "code",
        "variant",
        "players",
        "seed",
        "options",
        "turn_seconds",
        "owner",
        "status",
        "result",
        "seats",
        "created",
        "finished",
        "moves",
    )

    def __init__(self, row: Tuple[Any, ...], moves: List[str]) -> None:
        (
            self.code,
            self.variant,
            self.players,
            self.seed,
            options,
            self.turn_seconds,
            self.owner,
            self.status,
            result,
            seats,
            self.created,
            self.finished,
        ) = row
        self.options: Dict[str, Any] = json.loads(options)
        self.result: Optional[Dict[str, Any]] = json.loads(result) if result else None
        self.seats: List[Dict[str, Any]] = json.loads(seats)
        self.moves = moves
        # a row is only trusted as far as it is checked: a damaged one is quarantined
        # (``Store.quarantine``) instead of stopping the server part-way through its start
        if not isinstance(self.code, str) or not isinstance(self.variant, str):
            raise ValueError("code or variant is not text")
        if not isinstance(self.options, dict) or not isinstance(self.seats, list):
            raise ValueError("options or seats are not an object and a list")
        if not all(isinstance(d, dict) for d in self.seats):
            raise ValueError("a seat is not an object")
        if self.result is not None and not isinstance(self.result, dict):
            raise ValueError("result is not an object")
        if self.status not in ("waiting", "playing", "over"):
            raise ValueError(f"status {self.status!r}")
        for name in ("turn_seconds", "created", "finished"):
            x = getattr(self, name)
            if x is None and name == "finished":
                continue
            if isinstance(x, bool) or not isinstance(x, (int, float)) or not math.isfinite(x):
                raise ValueError(f"{name} is not a number: {x!r}")
        if not self.turn_seconds > 0:
            raise ValueError(f"turn_seconds {self.turn_seconds!r}")
        if not isinstance(self.players, int) or not isinstance(self.seed, int):
            raise ValueError("players or seed is not a whole number")


class Store:
    """``Store(path)`` opens (creating) the file and locks it; ``close()`` checkpoints the WAL
    into the main file and unlocks it."""

    def __init__(self, path: str) -> None:
        self.path = path
        folder = os.path.dirname(os.path.abspath(path))
        os.makedirs(folder, exist_ok=True)
        if not os.path.exists(path):  # seeds and tokens are secrets: owner only
            fd = os.open(path, os.O_CREAT | os.O_WRONLY, 0o600)
            os.close(fd)
        self.writes = 0
        self.closed = False
        self.quarantined: List[Tuple[str, str]] = []
        """(code, why) of each damaged table moved to ``quarantine`` (see ``quarantine``)."""
        self.db = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
        try:
            self.db.execute("PRAGMA busy_timeout = 0")
            self.db.execute("PRAGMA locking_mode = EXCLUSIVE")
            mode = self.db.execute("PRAGMA journal_mode = WAL").fetchone()[0]
            if str(mode).lower() != "wal":
                raise StoreBusy(f"{path} is in use by another server")
            self.db.execute("PRAGMA synchronous = NORMAL")
            self.db.executescript(SCHEMA)  # the first write takes the exclusive lock
            columns = [r[1] for r in self.db.execute("PRAGMA table_info(tables)")]
            if "finished" not in columns:  # a file from before finished tables were kept
                self.db.execute("ALTER TABLE tables ADD COLUMN finished REAL")
        except sqlite3.OperationalError as e:
            self.db.close()
            if "locked" in str(e) or "busy" in str(e):
                raise StoreBusy(f"{path} is in use by another server") from None
            raise

    # --- writing ---------------------------------------------------------------------------
    def save_table(
        self,
        code: str,
        variant: str,
        players: int,
        seed: int,
        options: Dict[str, Any],
        turn_seconds: float,
        owner: str,
        status: str,
        result: Optional[Dict[str, Any]],
        seats: List[Dict[str, Any]],
        created: float,
        finished: Optional[float] = None,
    ) -> None:
        """Writes (or rewrites) a table's row: on creation and whenever its seats or status
        change (``finished``: when the game ended, wall clock)."""
        self.db.execute(
            "INSERT OR REPLACE INTO tables "
            "(code, variant, players, seed, options, turn_seconds, owner, status, result, "
            "seats, created, finished) VALUES (?,?,?,?,?,?,?,?,?,?,?,?)",
            (
                code,
                variant,
                players,
                seed,
                json.dumps(options),
                turn_seconds,
                owner,
                status,
                None if result is None else json.dumps(result),
                json.dumps(seats),
                created,
                finished,
            ),
        )
        self.writes += 1

    def add_move(
        self, code: str, seq: int, action: str, over: Optional[Dict[str, Any]] = None
    ) -> None:
        """Records the ``seq``-th move of a table (1, 2, …); ``over``: the result, when this
        move ended the game (one transaction)."""
        if over is None:
            self.db.execute("INSERT OR REPLACE INTO moves VALUES (?,?,?)", (code, seq, action))
        else:
            with self.db:  # (a transaction, although the connection autocommits)
                self.db.execute("BEGIN")
                self.db.execute("INSERT OR REPLACE INTO moves VALUES (?,?,?)", (code, seq, action))
                self.db.execute(
                    "UPDATE tables SET status = 'over', result = ?, finished = ? WHERE code = ?",
                    (json.dumps(over), time.time(), code),
                )
        self.writes += 1

    def remove(self, code: str) -> None:
        with self.db:
            self.db.execute("BEGIN")
            self.db.execute("DELETE FROM moves WHERE code = ?", (code,))
            self.db.execute("DELETE FROM tables WHERE code = ?", (code,))
        self.writes += 1

    # --- reading ---------------------------------------------------------------------------
    def restorable(self, keep_over: float) -> Iterator[StoredTable]:
        """Every table still waiting or playing, and those finished less than ``keep_over``
        seconds ago (so players reconnecting after a restart still see the result), each
        with its moves in order.  Older finished tables are deleted."""
        cutoff = time.time() - keep_over
        old = "status = 'over' AND (finished IS NULL OR finished < ?)"
        with self.db:
            self.db.execute("BEGIN")
            self.db.execute(
                f"DELETE FROM moves WHERE code IN (SELECT code FROM tables WHERE {old})",
                (cutoff,),
            )
            self.db.execute(f"DELETE FROM tables WHERE {old}", (cutoff,))
        rows = self.db.execute(
            "SELECT code, variant, players, seed, options, turn_seconds, owner, status, result, "
            "seats, created, finished FROM tables ORDER BY created"
        ).fetchall()
        for row in rows:
            moves = [
                a
                for (a,) in self.db.execute(
                    "SELECT action FROM moves WHERE code = ? ORDER BY seq", (row[0],)
                )
            ]
            try:
                table = StoredTable(row, moves)
            except (ValueError, TypeError) as e:  # (json.JSONDecodeError is a ValueError)
                self.quarantine(row[0], f"{type(e).__name__}: {e}", row, moves)
                continue
            yield table

    def quarantine(
        self, code: Any, reason: str, row: Optional[Tuple[Any, ...]] = None, moves: Any = None
    ) -> None:
        """Moves a damaged table out of the way: its row and moves are copied, as text, into
        the ``quarantine`` table (for whoever looks after the server) and deleted, so the
        next start does not meet them again.  Recorded in :attr:`quarantined`."""
        if row is None:
            found = self.db.execute("SELECT * FROM tables WHERE code = ?", (code,)).fetchone()
            row = tuple(found) if found is not None else ()
        if moves is None:
            moves = [
                a
                for (a,) in self.db.execute(
                    "SELECT action FROM moves WHERE code = ? ORDER BY seq", (code,)
                )
            ]
        with self.db:
            self.db.execute("BEGIN")
            self.db.execute(
                "INSERT INTO quarantine VALUES (?,?,?,?,?)",
                (str(code), reason, repr(row), json.dumps([str(a) for a in moves]), time.time()),
            )
            self.db.execute("DELETE FROM moves WHERE code = ?", (code,))
            self.db.execute("DELETE FROM tables WHERE code = ?", (code,))
        self.quarantined.append((str(code), reason))

    def close(self) -> None:
        if self.closed:
            return
        self.closed = True
        try:
            self.db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        except sqlite3.Error:
            pass
        self.db.close()
