"""Issue 30: the second hostile round, against a real server process as a client sees it.

Each test here fails on the server before the fix: connections waiting for their address's
rate share were counted nowhere (one address held thousands of sockets, kept after it closed
them, and at a low descriptor limit ``accept()`` failed for everyone), behind a proxy the
refused connections took the places of honest ones waiting for their PROXY header, one
damaged store row stopped the server starting, leaving before the deadline dodged the turn
clock, a refusal could name any card the client typed, a resume of a seat already held
rewrote the store and told every seat, a search bot's think time told its hand, and one
address's expert-bot tables slowed every other table's bots."""

import json
import logging
import socket
import sqlite3
import time

import pytest
from test_net_hostile import (
    ATTACKER,
    HONEST,
    NOSTORE,
    client,
    proxied,
    raw,
    read_until,
    wait_until,
)

import engine
from engine.net.process import ServerProcess
from engine.net.protocol import encode, find_leaks


def bare(port, src, timeout=20.0):
    """A connected socket from ``src`` that reads nothing yet (None if the connect
    failed)."""
    s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    s.settimeout(timeout)
    try:
        s.bind((src, 0))
        s.connect(("127.0.0.1", port))
    except OSError:
        s.close()
        return None
    return s


def first_message(s):
    """The first message on ``s``, or None if the server closed it without one."""
    try:
        line = s.makefile("rb").readline()
    except OSError:
        return None
    return json.loads(line) if line else None


# --- 1. waiting connections are counted from accept -----------------------------------------


def test_waiting_connections_count_and_go_when_their_client_does():
    # an address over its rate share: each new connection waits its turn (one a second)
    with ServerProcess(NOSTORE + ["--address-rate", "1", "--address-burst", "2"]) as sp:
        base = sp.open_sockets()
        held = [bare(sp.port, ATTACKER) for _ in range(120)]
        assert all(held)
        sp.wait_log("event=refuse code=too_many_connections addr=127.0.0.2", 10)
        # 16 (served or waiting) per address; the rest are refused at once, drained for a
        # moment and closed (before the fix all 120 stayed, each waiting up to two minutes)
        wait_until(lambda: sp.open_sockets() <= base + 16, 30, "the refused to be closed")
        # a measurement window, not a wait: the count must stay down (a refused connection
        # must not come back, nor a waiting one be let in over the share)
        time.sleep(0.5)
        assert sp.open_sockets() <= base + 16
        for s in held:
            s.close()
        # a client that gives up waiting gives its place up (before: held until its turn)
        wait_until(lambda: sp.open_sockets() <= base, 30, "the waiting ones to go")
        s, _f = raw(sp.port, HONEST)  # another address is served at once
        s.close()


def test_at_a_low_descriptor_limit_accept_never_fails():
    # 160 descriptors, and 20 addresses each opening its 16 connections: the server must
    # refuse or close before it runs out (before: accept() failed, a traceback each time)
    with ServerProcess(NOSTORE, max_fds=160) as sp:
        held = []
        for i in range(20):  # all at once (a connect the kernel must retry takes a second)
            for _ in range(16):
                s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
                s.bind((f"127.0.1.{i + 1}", 0))
                s.setblocking(False)
                s.connect_ex(("127.0.0.1", sp.port))
                held.append(s)
        # until the server has dealt with the flood: a refusal logged, or (on a loaded
        # machine the kernel holds many of the handshakes back, and the server may never
        # be full) its socket count steady for 1.5 s. What must hold is below: an answer
        # for a newcomer, no traceback, and the bounds said in the log.
        seen = []

        def steady():
            seen.append(sp.open_sockets())
            return len(seen) >= 4 and len(set(seen[-4:])) == 1 and seen[-1] > 0

        def dealt_with():
            return steady() or any("server_full" in x for x in sp.log_lines)

        wait_until(lambda: time.sleep(0.45) or dealt_with(), 30, "the flood to be dealt with")
        # a refusal can be logged while the kernel still hands the server queued handshakes;
        # the newcomer's connect would wait behind them in the listen backlog. So, as well:
        # the server's socket count steady (was a fixed 2 s sleep)
        del seen[:]
        wait_until(lambda: time.sleep(0.45) or steady(), 30, "the server's sockets to settle")
        s = bare(sp.port, HONEST, timeout=10)
        assert s is not None
        m = first_message(s)  # an answer: welcome, or the server is full (not a hang)
        assert m is not None and (m["type"] == "welcome" or m["code"] == "server_full"), m
        s.close()
        for h in held:
            h.close()
        wait_until(
            lambda: (
                (first_message(raw(sp.port, HONEST, welcome=False)[0]) or {}).get("type")
                == "welcome"
            ),
            30,
            "a newcomer to be welcomed",
        )
        assert sp.alive()
        bad = [x for x in sp.log_lines if "Traceback" in x or "out of system resource" in x]
        assert not bad, bad[:5]
        assert any("event=fd_limit" in x for x in sp.log_lines)  # (it says what it did)


def test_shutdown_with_connections_waiting_is_quiet():
    with ServerProcess(NOSTORE + ["--address-rate", "0.1", "--address-burst", "1"]) as sp:
        held = [bare(sp.port, f"127.0.2.{i + 1}") for i in range(8) for _ in range(10)]
        assert all(held)
        wait_until(lambda: sp.open_sockets() >= 80, 30, "the connections to be accepted")
        sp.stop()
        # (before: one "Exception in callback" traceback per waiting connection)
        assert not [x for x in sp.log_lines if "Traceback" in x or "ERROR" in x], sp.log_lines[:5]
        assert len(sp.log_lines) < 20, len(sp.log_lines)
        for s in held:
            s.close()


def test_repeated_log_lines_are_dropped_and_counted():
    from engine.net.events import Throttle

    lines = []

    class Keep(logging.Handler):
        def emit(self, record):
            lines.append(self.format(record))

    log = logging.getLogger("test.throttle")
    log.propagate = False
    h = Keep()
    throttle = Throttle(every=0.2)
    h.addFilter(throttle)
    log.addHandler(h)
    try:
        for _ in range(1000):
            log.warning("socket.send() raised exception.")
        time.sleep(0.25)
        log.warning("socket.send() raised exception.")
    finally:
        log.removeHandler(h)
    assert lines == [
        "socket.send() raised exception.",
        "socket.send() raised exception. [999 like it dropped]",
    ]


# --- 2. proxy mode: PROXY-header waits have a bound of their own ---------------------------


def test_refused_connections_behind_a_proxy_take_no_honest_place():
    args = NOSTORE + ["--proxy-protocol", "--conns-per-address", "1"]
    with ServerProcess(args) as sp:
        held = []
        for _ in range(6):  # one player over its limit: each is refused, then drained
            batch = [proxied(sp.port, "203.0.113.66") for _ in range(50)]
            # (the batch is seen: its last one's refusal is here)
            assert json.loads(batch[-1][1].readline())["code"] == "too_many_connections"
            held += batch
        for i in range(5):  # honest players behind the same terminator are still served
            s, f = proxied(sp.port, f"203.0.113.{70 + i}")
            assert json.loads(f.readline() or b'{"type":"closed"}')["type"] == "welcome"
            s.close()
        for s, _f in held:
            s.close()


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


# --- the leak check never trusts what a client typed ----------------------------------------


def test_leak_check_never_trusts_what_a_client_typed():
    s = engine.new_game("podkidnoy", players=2, seed=7)
    v = s.view(0)
    theirs = str(s.hand(1)[0])
    every = " ".join(r + u for r in "6789TJQKA" for u in "CDHS")
    refusal = {"type": "error", "values": {"card": theirs}}
    # naming every card in the request used to switch the check off for its refusal
    assert find_leaks(refusal, v, s.hidden_from(0), echo=[every]) == [(theirs, "hidden")]
    assert find_leaks(refusal, None, s.hidden_from(0), echo=[every]) == [(theirs, "hidden")]
    assert find_leaks({"type": "error", "values": {"card": "2C"}}, v, (), echo=["2C"]) == []


def test_a_refusal_naming_a_hidden_card_is_sent_without_it(tmp_path):
    with ServerProcess(NOSTORE + ["--allow-seed"]) as sp:
        a = client(sp.port, "Ann", reconnect=False)
        a.send({"type": "create", "variant": "podkidnoy", "seed": 7, "id": 7})
        code = a.wait_for("created", ref=7)["code"]
        b = client(sp.port, "Boris", reconnect=False)
        b.join(code)
        snap = {c: c.wait_for("snapshot", code=code, status="playing") for c in (a, b)}
        mover = a if snap[a]["view"]["legal"] else b
        state = engine.new_game("podkidnoy", players=2, seed=7)
        hidden = str(state.hidden_from(mover.seat)[0])
        mover.act(f"attack {hidden}", seq=0)
        err = mover.wait_for("error")
        assert err["code"] == "not_in_hand"  # the rules' refusal, not internal_error
        assert hidden not in json.dumps(err) and not err["values"]
        a.close()
        b.close()
        sp.stop()
        assert not [x for x in sp.log_lines if "withheld" in x]


@pytest.fixture(scope="module")
def srv2():
    with ServerProcess(NOSTORE + ["--bot-delay", "0"]) as sp:
        yield sp


# --- 4. the budget counts what a message costs ----------------------------------------------


def test_resuming_a_seat_already_held_costs_nothing(srv2):
    a = client(srv2.port, "Ann", reconnect=False)
    a.create("podkidnoy")
    code = a.wait_for("created")["code"]
    b = client(srv2.port, "Boris", reconnect=False, record=True)
    b.join(code)
    for c in (a, b):
        c.wait_for("snapshot", code=code, status="playing")
    b.chat("ready?")  # a round trip: all the server sent her before its echo is here
    b.wait_for("chat", code=code)
    before = len(b.received)
    for i in range(40):
        a.send({"type": "resume", "token": a.token, "id": 1000 + i})
    a.wait_for("resumed", ref=1039, timeout=20)
    b.chat("done?")
    b.wait_for("chat", code=code)
    # the other seat heard nothing of them (before: a `seats` message for each, and each a
    # store write)
    seats = [m for m in b.received[before:] if m["type"] == "seats"]
    assert seats == []
    a.close()
    b.close()


def test_fan_out_is_charged_to_the_sender():
    # an address's rate share: each chat to a full table costs its fan-out too
    args = NOSTORE + ["--address-rate", "20", "--address-burst", "20", "--rate", "1000"]
    with ServerProcess(args) as sp:
        a = client(sp.port, "Ann", src=ATTACKER, reconnect=False)
        a.create("podkidnoy", 2)
        code = a.wait_for("created")["code"]
        b = client(sp.port, "Boris", reconnect=False)
        b.join(code)
        a.wait_for("snapshot", code=code, status="playing")
        t0 = time.monotonic()
        for i in range(40):
            a.send({"type": "chat", "code": code, "text": f"x{i}"})
        for i in range(40):
            a.wait_for("chat", text=f"x{i}", timeout=20)
        took = time.monotonic() - t0
        # 40 chats, each 1 + 0.5 messages' worth (its copy to the other seat): 60, 20 of
        # them in the burst, so 2 s at 20 a second (before the fix: 40 messages, 1 s)
        assert took >= 1.6, took
        a.close()
        b.close()


# --- 7. a bot's timing tells nothing ------------------------------------------------------


def test_a_search_bot_answers_after_its_whole_budget():
    args = NOSTORE + ["--bot-delay", "0", "--bot-budget-ms", "250", "--bot-workers", "0"]
    args += ["--allow-seed", "--turn-seconds", "60"]
    with ServerProcess(args) as sp:
        a = client(sp.port, "Ann", reconnect=False)
        a.send(
            {
                "type": "create",
                "variant": "podkidnoy",
                "seed": 11,
                "bots": [{"seat": 1, "level": "expert"}],
                "id": 1,
            }
        )
        code = a.wait_for("created", ref=1)["code"]
        m = a.wait_for("snapshot", code=code, status="playing")
        asked = time.monotonic()
        took = []
        while len(took) < 10 and m["status"] != "over":
            if m.get("by") == 1:
                took.append(time.monotonic() - asked)
            if m["view"]["legal"] and m["view"]["current_player"] == a.seat:
                a.act(m["view"]["legal"][0], seq=m["seq"])
            m = a.wait_for(("update", "game_over"), code=code, timeout=20)
            if m["type"] == "game_over":
                break
            asked = time.monotonic() if m.get("by") != 1 else asked
            if m.get("by") == 1:
                took.append(time.monotonic() - asked)
                asked = time.monotonic()
                m = dict(m, by=None)
        assert len(took) >= 5, took
        # forced moves came back at once before the fix (a take, a pass: a few ms)
        assert min(took) >= 0.24, took
        a.close()


# --- 5. bot work is shared by address first ----------------------------------------------------


def test_bot_work_is_shared_by_address_then_table():
    import asyncio

    from engine.net.bots import BotPool

    order = []

    async def run():
        pool = BotPool(0, 1.0)
        view = engine.new_game("podkidnoy", players=2, seed=1).view(0)
        done = asyncio.Event()
        n = 17

        def cb(key):
            def f(_action):
                order.append(key)
                if len(order) == n:
                    done.set()

            return f

        for i in range(16):
            pool.submit(f"A{i}", view, "easy", None, 1, cb(f"A{i}"), owner="attacker")
        pool.submit("H", view, "easy", None, 1, cb("H"), owner="honest")
        await asyncio.wait_for(done.wait(), 20)
        await pool.close()

    asyncio.run(run())
    # one attacker table was already running; the honest table went next (before: last)
    assert order.index("H") <= 1, order


def _play_own_seats(port, src, tables, stop, playing):
    """An attacker's connection: ``tables`` tables of three expert bots each, its own seat
    played at once (legal[0]) so its bots always have work; a new table after each game.
    The code of each table is added to the set ``playing`` once its game is under way."""
    s, f = raw(port, src)
    expert = {
        "type": "create",
        "variant": "podkidnoy",
        "players": 4,
        "bots": [{"seat": i, "level": "expert"} for i in (1, 2, 3)],
    }
    for _ in range(tables):
        s.sendall(encode(expert))
    s.settimeout(1.0)
    while not stop.is_set():
        try:
            line = f.readline()
        except OSError:
            continue
        if not line:
            return
        m = json.loads(line)
        if m.get("type") == "game_over":
            s.sendall(encode({"type": "leave", "code": m["code"]}) + encode(expert))
        elif m.get("type") in ("snapshot", "update") and m.get("status") == "playing":
            playing.add(m["code"])
            if m["view"]["legal"] and m["view"]["current_player"] == m["seat"]:
                act = {"type": "act", "code": m["code"], "seq": m["seq"]}
                s.sendall(encode(dict(act, action=m["view"]["legal"][0])))
    s.close()


def test_one_address_bot_tables_do_not_slow_another_address_bot():
    import threading

    args = NOSTORE + ["--bot-delay", "0", "--bot-budget-ms", "100", "--bot-workers", "0"]

    def bot_answers(a, code, m, n):
        """The times Ann's bot took for its next `n` answers (and the last message)."""
        took = []
        t0 = time.monotonic()
        while len(took) < n and time.monotonic() - t0 < 20:
            if m["view"]["legal"] and m["view"]["current_player"] == a.seat:
                a.act(m["view"]["legal"][0], seq=m["seq"])
            asked = time.monotonic()
            m = a.wait_for(("update", "game_over"), code=code, timeout=20)
            if m["type"] == "game_over":
                break
            if m.get("by") == 1:
                took.append(time.monotonic() - asked)
        return took, m

    with ServerProcess(args) as sp:
        a = client(sp.port, "Ann", reconnect=False)
        a.send({"type": "create", "variant": "podkidnoy", "bots": [{"seat": 1, "level": "expert"}]})
        code = a.wait_for("created")["code"]
        m = a.wait_for("snapshot", code=code, status="playing")
        # the baseline, measured in this run on this machine: her bot alone
        alone, m = bot_answers(a, code, m, 2)
        stop = threading.Event()
        playing: set = set()
        attackers = [
            threading.Thread(target=_play_own_seats, args=(sp.port, ATTACKER, 4, stop, playing))
            for _ in range(2)
        ]
        for t in attackers:
            t.start()
        # eight tables of expert bots under way, all asking for moves
        wait_until(lambda: len(playing) >= 8, 30, "the attacker's eight tables to play")
        took, m = bot_answers(a, code, m, 6)
        stop.set()
        for t in attackers:
            t.join(10)
        a.close()
    assert len(alone) >= 1 and len(took) >= 3, (alone, took)
    # at most one attacker search (100 ms) ahead of it, then its own; before, it waited
    # behind all eight tables (about 0.8 s more than alone). Against the baseline of
    # this run, not a fixed figure: a loaded machine slows both alike.
    assert max(took) < max(alone) + 0.45, (alone, took)


# --- the idle and lobby timeouts: one check a second, no timer per message ------------------


def test_idle_and_lobby_timeouts_end_silent_connections_only():
    # the timeouts are checked by the server's sweeper (before: a wait_for, a task and a
    # timer for every message read); a connection that keeps talking is kept
    args = NOSTORE + ["--lobby-timeout", "2", "--idle-timeout", "2"]
    with ServerProcess(args) as sp:
        lobby, lf = raw(sp.port, HONEST)
        seated, sf = raw(sp.port, HONEST)
        seated.sendall(encode({"type": "create", "variant": "podkidnoy", "players": 2}))
        read_until(sf, "created")
        talker, tf = raw(sp.port, HONEST)
        talker.sendall(encode({"type": "create", "variant": "podkidnoy", "players": 2}))
        read_until(tf, "created")
        t0 = time.monotonic()
        for _ in range(8):  # 4 s of a ping every 0.5 s: past both timeouts
            talker.sendall(encode({"type": "ping"}))
            read_until(tf, "pong")
            time.sleep(0.5)
        for f in (lf, sf):  # closed (what was sent before is read first)
            while f.readline():
                pass
        assert time.monotonic() - t0 < 6
        sp.wait_log("event=drop reason=lobby_timeout")
        sp.wait_log("event=drop reason=idle_timeout")
        talker.sendall(encode({"type": "ping"}))
        assert read_until(tf, "pong")
        for s in (lobby, seated, talker):
            s.close()


def test_refused_and_waiting_connections_hold_no_task():
    # issue 30's second stop: a connection refused, or waiting for its address's rate share,
    # is held on its bare socket (before: each had a transport and a task, and a flood of
    # them cost the server as much as served ones); only a served one has a task
    from engine.net.server import Limits, ServerThread

    # (a new connection priced as one message, as the counts below assume)
    with ServerThread(limits=Limits(addr_rate=0.1, addr_burst=2.0, conn_cost=1.0)) as st:
        server = st.server
        held = [bare(st.port, ATTACKER) for _ in range(40)]
        assert all(held)

        def counts():
            return st.call(lambda: (len(server._tasks), server.sockets.waiting, len(server._bare)))

        # 16 counted for the address (the first 3 within its burst, served; 13 waiting 10 s
        # and more),
        # 24 refused (4 of them draining for a moment, the others closed at once)
        wait_until(lambda: counts()[1] == 13, 10, "the waiting connections")
        tasks, waiting, on_bare = counts()
        assert tasks == 3 and on_bare >= waiting == 13, (tasks, waiting, on_bare)
        for s in held:
            s.close()
        # a client that gives up waiting gives its place up at once
        wait_until(lambda: counts() == (0, 0, 0), 10, "every connection to go")
