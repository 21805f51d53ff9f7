"""Games survive a restart (issue 20): the server keeps its tables in SQLite, written on
every move; killed outright (SIGKILL) mid-game and started again on the same file, it
resumes every unfinished game, the players' clients reconnect by themselves with their seat
tokens to exactly the position they saw, and the game plays on to the end.  Every message
each seat received, before and after the kill, is checked against the engine replaying the
moves from the deal's seed."""

import json
import random
import sqlite3

import pytest

import engine
from engine.net.client import Client
from engine.net.process import ServerProcess, free_port
from engine.net.protocol import view_to_wire
from engine.net.store import Store, StoreBusy


def start(db, port):
    return ServerProcess(
        ["--store", str(db), "--allow-seed", "--bot-delay", "0", "--away-timeout", "60"],
        port=port,
    ).start()


def connect(port, name, src):
    return Client(
        "127.0.0.1", port, name=name, source=src, timeout=30, retries=60, record=True
    ).connect()


def step(clients, latest, rng, moves):
    """One move by whoever may move; every client waits for its update."""
    code = latest[clients[0]]["code"]
    seq = latest[clients[0]]["seq"]
    mover = [c for c in clients if latest[c]["view"]["legal"]][0]
    legal = latest[mover]["view"]["legal"]
    keep = [a for a in legal if not a.startswith("take")]
    action = rng.choice(keep if keep and rng.random() < 0.9 else legal)
    mover.act(action, seq=seq)
    moves.append(action)
    for c in clients:
        latest[c] = c.wait_for("update", code=code, seq=seq + 1, timeout=60)


def check_received(clients, code, seed, moves):
    """Each snapshot and update is the engine's view of that seat at that move."""
    states = [engine.new_game("podkidnoy", players=2, seed=seed)]
    for a in moves:
        states.append(states[-1].apply(a))
    checked = 0
    for c in clients:
        for m in c.received:
            if m.get("code") == code and m["type"] in ("snapshot", "update"):
                want = json.loads(json.dumps(view_to_wire(states[m["seq"]].view(c.seat))))
                assert m["view"] == want, (m["type"], m["seq"])
                checked += 1
    return states[-1], checked


def test_sigkill_mid_game_and_the_game_continues_exactly(tmp_path):
    db = tmp_path / "tables.sqlite3"
    port = free_port()
    rng = random.Random(5)
    seed = 424242
    sp = start(db, port)
    try:
        a = connect(port, "Ann", "127.0.0.2")
        a.create("podkidnoy", 2, seed=seed)
        code = a.wait_for("created")["code"]
        b = connect(port, "Boris", "127.0.0.3")
        b.join(code)
        latest = {
            a: a.wait_for("snapshot", code=code, status="playing"),
            b: b.wait_for("snapshot", code=code, status="playing"),
        }
        moves = []
        for _ in range(15):
            step([a, b], latest, rng, moves)
        before = {c: latest[c] for c in (a, b)}
        sp.kill()  # no shutdown, no flush: what a crash or the OOM killer does
        for c in (a, b):
            c.wait_for("disconnected", timeout=30)
        sp = start(db, port)
        for c in (a, b):  # the clients come back by themselves, to the same position
            c.wait_for("reconnected", timeout=120)
            snap = c.wait_for("snapshot", code=code, timeout=60)
            assert snap["seq"] == 15 == before[c]["seq"]
            assert snap["view"] == before[c]["view"]
            assert snap["status"] == "playing"
            latest[c] = snap
        assert any("event=restore tables=1 moves=15" in x for x in sp.log_lines), sp.log_lines
        while not any(m["status"] == "over" for m in latest.values()):
            step([a, b], latest, rng, moves)
        over = [c.wait_for("game_over", code=code, timeout=60)["result"] for c in (a, b)]
        final, checked = check_received([a, b], code, seed, moves)
        assert final.is_terminal() and over[0] == over[1]
        assert over[0]["durak"] == final.result.durak and over[0]["order"] == list(
            final.result.order
        )
        assert checked > 2 * len(moves)
        a.close()
        b.close()
    finally:
        assert sp.stop() == 0
    assert not [x for x in sp.log_lines if "Traceback" in x or " ERROR " in x]


def test_restart_keeps_waiting_tables_and_bot_seats(tmp_path):
    db = tmp_path / "tables.sqlite3"
    port = free_port()
    sp = start(db, port)
    try:
        a = connect(port, "Ann", "127.0.0.2")
        a.create("podkidnoy", 3, bots=[{"seat": 2, "level": "normal"}])
        code = a.wait_for("created")["code"]
        sp.stop()  # a clean stop (SIGINT) tells the client, flushes the store
        assert a.wait_for("closing", timeout=30)["reason"] == "shutdown"
        sp = start(db, port)
        a.wait_for("reconnected", timeout=120)
        assert a.wait_for("snapshot", code=code, timeout=60)["status"] == "waiting"
        b = connect(port, "Boris", "127.0.0.3")  # the code still works
        b.join(code)
        assert b.wait_for("joined", timeout=30)["seat"] == 1
        snap = b.wait_for("snapshot", code=code, status="playing", timeout=30)
        seats = b.wait_for("seats", code=code, timeout=30)["table"]["seats"]
        assert [s["bot"] for s in seats] == [None, None, "normal"]
        assert snap["seq"] == 0
        a.close()
        b.close()
    finally:
        sp.stop()


def test_a_second_server_on_the_same_store_is_refused(tmp_path):
    db = tmp_path / "tables.sqlite3"
    with ServerProcess(["--store", str(db)]):
        with pytest.raises(StoreBusy):
            Store(str(db))
        other = ServerProcess(["--store", str(db)])
        with pytest.raises(RuntimeError):
            other.start(timeout=30)
        assert other.proc is not None and other.proc.wait(30) == 1
        other._join()
        assert len(other.log_lines) == 1 and "in use by another server" in other.log_lines[0]
    store = Store(str(db))  # free again once the server has stopped
    store.close()


def test_store_file_is_private_and_in_wal_mode(tmp_path):
    db = tmp_path / "sub" / "tables.sqlite3"
    store = Store(str(db))
    store.save_table("ABCDEF", "podkidnoy", 2, 7, {}, 30.0, "x", "waiting", None, [], 1.0)
    store.add_move("ABCDEF", 1, "attack 6H")
    assert db.stat().st_mode & 0o077 == 0
    store.close()
    con = sqlite3.connect(str(db))
    assert con.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert con.execute("SELECT action FROM moves").fetchall() == [("attack 6H",)]
    con.close()


def test_a_game_that_ended_just_before_a_kill_still_shows_its_result(tmp_path):
    # players whose line dropped with the server come back for the result; before, a restart
    # dropped finished tables and their resume was refused (bad_token)
    db = tmp_path / "tables.sqlite3"
    port = free_port()
    sp = start(db, port)
    try:
        a = connect(port, "Ann", "127.0.0.2")
        a.create("podkidnoy", 2, options={"deck": 24}, seed=9)
        code = a.wait_for("created")["code"]
        token = a.token
        b = connect(port, "Boris", "127.0.0.3")
        b.join(code)
        latest = {
            a: a.wait_for("snapshot", code=code, status="playing"),
            b: b.wait_for("snapshot", code=code, status="playing"),
        }
        rng = random.Random(3)
        while not any(m["status"] == "over" for m in latest.values()):
            step([a, b], latest, rng, [])
        result = a.wait_for("game_over", code=code)["result"]
        a.reconnect = b.reconnect = False
        sp.kill()
        sp = start(db, port)
        c = connect(port, "Ann again", "127.0.0.2")
        c.resume(token)
        snap = c.wait_for("snapshot", code=code, timeout=60)
        assert snap["status"] == "over" and snap["result"] == result
        assert snap["seq"] == latest[a]["seq"]
        for x in (a, b, c):
            x.close()
    finally:
        sp.stop()
