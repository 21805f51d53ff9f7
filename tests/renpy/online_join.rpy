## Online play testcase (owner: online play, issue 11): the game joins a table hosted by a
## scripted client (a server and the host's client run in background threads of the test),
## plays the game to its end through the online table, and the result the screen shows is
## the server's; the server withheld no message for leaking a card.

init python:

    import random as _ot_random
    import threading as _ot_threading

    ONLINE_TEST = {"code": None, "port": None, "result": None, "host_moves": 0, "moves": 0,
                   "server": None, "error": None}

    def online_test_host(variant="podkidnoy"):
        """A server on a free port and a scripted host who creates a table and plays random
        legal moves on its turns, in background threads."""
        from engine.net.server import Limits, ServerThread
        from engine.net.client import Client

        st = ServerThread(limits=Limits(bot_delay=0.0)).start()
        ONLINE_TEST["server"] = st
        ONLINE_TEST["port"] = st.port
        host = Client("127.0.0.1", st.port, name="Scripted host").connect()
        host.create(variant, 2)
        ONLINE_TEST["code"] = host.wait_for("created", timeout=10)["code"]
        rng = _ot_random.Random(7)

        def play():
            try:
                acted = -1
                while True:
                    m = host.get(timeout=60)
                    if m is None:
                        ONLINE_TEST["error"] = "host heard nothing for a minute"
                        return
                    if m["type"] == "game_over":
                        ONLINE_TEST["result"] = m["result"]
                        return
                    if m["type"] in ("snapshot", "update") and m["status"] == "playing":
                        legal = m["view"]["legal"]
                        if legal and m["seq"] > acted:
                            acted = m["seq"]
                            keep = [a for a in legal if a not in ("take", "pick_up")] or legal
                            host.act(rng.choice(keep), seq=m["seq"])
                            ONLINE_TEST["host_moves"] += 1
            except Exception as e:
                ONLINE_TEST["error"] = repr(e)

        _ot_threading.Thread(target=play, daemon=True).start()
        online.session.form["address"] = "127.0.0.1:%d" % st.port
        online.session.form["code"] = ONLINE_TEST["code"]

    class OnlineTestMove(Action):
        """Plays one of the legal moves shown at the online table, through the same function
        as the move buttons; sensitive only when it is our turn."""

        def get_sensitive(self):
            online.pump()
            return online.my_turn()

        def __call__(self):
            # (an update may have arrived since get_sensitive: then there is nothing to do)
            legal = (online.session.view or {}).get("legal") or []
            keep = [a for a in legal if a not in ("take", "pick_up")] or legal
            if keep and online.my_turn():
                online.act(keep[0])
                ONLINE_TEST["moves"] += 1

    def online_test_over():
        online.pump()
        return online.session.status == "over" and ONLINE_TEST["result"] is not None

    def online_test_check():
        s = online.session
        st = ONLINE_TEST["server"]
        table = st.server.tables[s.code]
        ok = (ONLINE_TEST["error"] is None and s.result == ONLINE_TEST["result"]
              and table.state.is_terminal() and st.server.leaks == 0
              and ONLINE_TEST["moves"] > 0 and ONLINE_TEST["host_moves"] > 0
              and s.seat == 1 and s.view["hand_counts"] == list(
                  len(table.state.view(p).hand) for p in range(2)))
        kozyr_test_note("online result", s.result, "moves", ONLINE_TEST["moves"],
                        ONLINE_TEST["host_moves"], "leaks", st.server.leaks, "ok", ok)
        return ok


testcase online_join:
    $ _test.timeout = 240.0
    move (0.5, 0.5) pattern "Start"
    $ online_test_host("podkidnoy")
    run Start("online_play")
    pause 0.2 until run TestCond("renpy.get_screen('online_lobby') is not None")
    "Join with a code"
    pause 0.3
    $ kozyr_shot("online_lobby_join")
    "Join table"
    pause 0.2 until run TestCond("renpy.get_screen('online_table') is not None")
    pause 0.2 until run TestCond("online.session.status == 'playing'")
    $ kozyr_shot("online_table_start")
    run OnlineTestMove() until run TestCond("online_test_over()")
    pause 0.5
    $ kozyr_shot("online_table_over")
    assert online_test_check()
    "Back"
    pause 0.2 until run TestCond("renpy.get_screen('online_lobby') is not None")
    $ ONLINE_TEST["server"].stop()
    run Quit(confirm=False)
