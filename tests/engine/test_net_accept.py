"""Issue 30, the second hostile round (a real server process as a client sees it): the
accept path.  Connections waiting for their address's rate share are counted from
``accept`` and go when their client does (one address held thousands of sockets, and at a
low descriptor limit ``accept()`` failed for everyone); behind a proxy refused connections
take no honest place; idle and lobby timeouts end silent connections only."""

import json
import logging
import socket
import time

from net_sockets import bare, first_message
from test_net_hostile import (
    ATTACKER,
    HONEST,
    NOSTORE,
    proxied,
    raw,
    read_until,
    wait_until,
)

from engine.net.process import ServerProcess
from engine.net.protocol import encode

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
