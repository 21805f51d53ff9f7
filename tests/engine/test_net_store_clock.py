"""Issue 30, the second hostile round: a damaged store row is quarantined and the rest
served (one stopped the server starting); leaving or resuming before the deadline does not
dodge the turn clock."""

import sqlite3
import time

from test_net_hostile import (
    NOSTORE,
    client,
    raw,
    read_until,
    wait_until,
)

from engine.net.process import ServerProcess
from engine.net.protocol import encode

# --- 3. a damaged store row ------------------------------------------------------------------


def test_a_damaged_store_row_is_quarantined_and_the_rest_served(tmp_path):
    db = tmp_path / "kozyr.sqlite3"
    with ServerProcess(["--store", str(db)]) as sp:
        s, f = raw(sp.port)
        s.sendall(encode({"type": "create", "variant": "podkidnoy"}))
        created = read_until(f, "created")
        s.close()
    con = sqlite3.connect(str(db))
    row = list(con.execute("SELECT * FROM tables WHERE code = ?", (created["code"],)).fetchone())
    cols = [r[1] for r in con.execute("PRAGMA table_info(tables)")]
    damage = {
        "options": "{not json",
        "seats": "[{",
        "result": "[1,",
        "turn_seconds": "thirty",
        "finished": "soon",
    }
    for i, (col, bad) in enumerate(damage.items()):
        copy = list(row)
        copy[cols.index("code")] = f"BAD{i}"
        copy[cols.index(col)] = bad
        if col in ("result", "finished"):  # a game just over, kept for its result
            copy[cols.index("status")] = "over"
        if col == "result":
            copy[cols.index("finished")] = time.time()
        con.execute(f"INSERT INTO tables VALUES ({','.join('?' * len(copy))})", copy)
    con.commit()
    con.close()
    with ServerProcess(["--store", str(db)]) as sp:
        # one line for each damaged row, and the good table is served
        wait_until(
            lambda: sum("event=restore_error" in x for x in sp.log_lines) == len(damage),
            30,
            "a line per damaged row",
        )
        assert not [x for x in sp.log_lines if "Traceback" in x]
        s, f = raw(sp.port)
        s.sendall(encode({"type": "resume", "token": created["token"]}))
        assert read_until(f, "resumed")["code"] == created["code"]
        s.close()
    con = sqlite3.connect(str(db))
    assert con.execute("SELECT count(*) FROM quarantine").fetchone()[0] == len(damage)
    assert con.execute("SELECT count(*) FROM tables WHERE code LIKE 'BAD%'").fetchone()[0] == 0
    con.close()


# --- 6. the turn clock cannot be dodged ------------------------------------------------------


def test_leaving_before_the_deadline_does_not_dodge_the_clock():
    with ServerProcess(NOSTORE + ["--min-turn-seconds", "1", "--away-timeout", "60"]) as sp:
        a = client(sp.port, "Ann", reconnect=False)
        a.send({"type": "create", "variant": "podkidnoy", "turn_seconds": 1.5, "id": 7})
        created = a.wait_for("created", ref=7)
        code = created["code"]
        b = client(sp.port, "Boris", reconnect=False)
        b.join(code)
        snap = {c: c.wait_for("snapshot", code=code, status="playing") for c in (a, b)}
        mover = a if snap[a]["view"]["legal"] else b
        other = b if mover is a else a
        token, seat = mover.token, mover.seat
        # a measurement window: half a second of the 1.5 s turn is used up before leaving,
        # so the deadline falls while the seat is away (what the test is about)
        time.sleep(0.5)
        mover.send({"type": "leave", "code": code})
        mover.wait_for("left")
        # the clock ran out while the seat was away: a move is made for it, and a strike
        upd = other.wait_for("update", code=code, seq=1, timeout=10)
        assert upd["by"] == seat and upd["auto"] == "timeout"
        mover.send({"type": "resume", "token": token})
        back = mover.wait_for("snapshot", code=code, timeout=10)
        assert back["table"]["seats"][seat]["strikes"] == 1  # (0 before the fix)
        a.close()
        b.close()


def test_resuming_does_not_reset_the_clock():
    # alone against a bot: leaving paused the clock and resuming started it afresh
    args = NOSTORE + ["--min-turn-seconds", "1", "--away-timeout", "60", "--bot-delay", "0"]
    with ServerProcess(args) as sp:
        a = client(sp.port, "Ann", reconnect=False)
        a.send(
            {
                "type": "create",
                "variant": "podkidnoy",
                "turn_seconds": 4,
                "bots": [{"seat": 1, "level": "easy"}],
                "id": 7,
            }
        )
        code = a.wait_for("created", ref=7)["code"]
        m = a.wait_for(("snapshot", "update"), code=code, status="playing")
        while not m["view"]["legal"]:
            m = a.wait_for("update", code=code)
        assert m["clock"]["seat"] == a.seat
        a.send({"type": "leave", "code": code})
        a.wait_for("left")
        # a measurement window: 1.5 s away; the clock must have run on through it
        time.sleep(1.5)
        a.send({"type": "resume", "token": a.token})
        back = a.wait_for("snapshot", code=code, timeout=10)
        assert back["seq"] == m["seq"]
        assert back["clock"]["left"] <= 4 - 1.4, back["clock"]  # (4 before the fix)
        a.close()
