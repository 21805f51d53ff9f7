## Online play testcases (owner: online play, issue 11). The game joins a table hosted by a
## scripted client (a server and the host's client run in background threads of the test)
## and plays it to the end on the game's own card table, through the same clicks on cards,
## slots and buttons as a player (DuelTestClick of duel_support.rpy). Mid-game the line is
## cut and kept down for a while: the table says so, the player's move made meanwhile is
## sent after the client resumes the seat, and the game goes on. At the end the result on
## the screen is the server's, every seat shows the server's card count, and the server
## withheld no message for leaking a card.

init python:

    import random as _ot_random
    import threading as _ot_threading
    import time as _ot_time

    ONLINE_TEST = {"code": None, "port": None, "result": None, "host_moves": 0,
                   "server": None, "error": None, "host_seat": 0, "cut_at": None,
                   "offline_move": None, "hold": False}

    def online_test_host(variant="podkidnoy", players=2, bots=(), ai=False, options=None,
                         turn_seconds=None):
        """A server on a free port and a scripted host who creates a table and plays on its
        turns (random legal moves, those that finish the game sooner preferred; with `ai`
        the engine's easy AI on the view it received), in background threads; the game's
        lobby form is filled in with the table's code. While ONLINE_TEST["hold"] is set the
        host thinks (the table then shows whom it waits for)."""
        from engine.net.server import Limits, ServerThread
        from engine.net.client import Client

        ONLINE_TEST.update(code=None, result=None, host_moves=0, error=None, cut_at=None,
                           offline_move=None, offline_seq=None, hold=False, waited=None)
        # a loaded machine may keep the cut line down (and a held host waiting) for long:
        # generous away and turn limits, so no bot steps in unasked
        st = ServerThread(limits=Limits(bot_delay=0.0, away_timeout=300.0,
                                        turn_seconds=300.0, min_turn_seconds=1.0)).start()
        ONLINE_TEST["server"] = st
        ONLINE_TEST["port"] = st.port
        host = Client("127.0.0.1", st.port, name="Scripted host").connect()
        host.create(variant, players, options=options, turn_seconds=turn_seconds,
                    bots=[{"seat": s, "level": "easy"} for s in bots])
        ONLINE_TEST["code"] = host.wait_for("created", timeout=10)["code"]
        rng = _ot_random.Random(7)

        def play():
            try:
                acted = -1
                while True:
                    m = host.get(timeout=120)
                    if m is None:
                        ONLINE_TEST["error"] = "host heard nothing for two minutes"
                        return
                    if m["type"] == "game_over":
                        ONLINE_TEST["result"] = m["result"]
                        return
                    if m["type"] in ("snapshot", "update") and m["status"] == "playing":
                        legal = m["view"]["legal"]
                        if legal and m["seq"] > acted:
                            acted = m["seq"]
                            if ai:
                                import engine.ai
                                move = str(engine.ai.choose(netview.view_from_wire(m["view"]),
                                                            level="easy", seed=m["seq"], budget_ms=40))
                            else:
                                keep = [a for a in legal if a not in ("take", "pick_up")] or legal
                                move = rng.choice(keep)
                            _ot_time.sleep(0.05)
                            while ONLINE_TEST["hold"]:
                                _ot_time.sleep(0.05)
                            host.act(move, seq=m["seq"])
                            ONLINE_TEST["host_moves"] += 1
            except Exception as e:
                ONLINE_TEST["error"] = repr(e)

        _ot_threading.Thread(target=play, daemon=True).start()
        online.session.form["address"] = "127.0.0.1:%d" % st.port
        online.session.form["code"] = ONLINE_TEST["code"]

    def online_test_on_table():
        """The card table shows the online game, and the game has started."""
        st = duel_state
        return (renpy.get_screen("duel_table") is not None and st is not None
                and duel.is_remote(st) and st.status == "playing")

    ## ------------------------------------------------------------ a refused move
    def _ot_bad_defence():
        st = duel_state
        m = duel.model(st)
        if m.phase != "defend":
            return None
        for t in m.unbeaten:
            for h in m.hand:
                if (h["code"], t) not in m.defend:
                    return h["code"], t
        return None

    def online_test_refusal_ready():
        """Our turn to defend, nothing planned for it yet, and a hand card that cannot beat
        a card on the table."""
        return (duel_test_human_turn() and DUEL_TEST["plan_state"] is not duel_state
                and _ot_bad_defence() is not None)

    def online_test_plan_refusal():
        """Plans the clicks of a defence the rules refuse (a hand card, then the card it
        cannot beat) and asks the server's own state what the engine says to it."""
        import engine
        c, t = _ot_bad_defence()
        DUEL_TEST["plan"] = [("hand", c), ("target", t)]
        DUEL_TEST["plan_state"] = duel_state
        table = ONLINE_TEST["server"].server.tables[online.session.code]
        try:
            table.state.apply(engine.Action("defend", (engine.Card.parse(c),), engine.Card.parse(t)))
            ONLINE_TEST["refusal"] = None
        except engine.IllegalAction as e:
            ONLINE_TEST["refusal"] = duel.refusal_text(e)

    def online_test_refusal_shown():
        want = ONLINE_TEST.get("refusal")
        got = duel.ui.message
        kozyr_test_note("refusal: table says", got, "engine says", want)
        return bool(want) and got == want and duel.ui.message_bad and want in duel_test_screen_strings("duel_table")

    ## ------------------------------------------------------------ the cut line
    def online_test_cut():
        """Cuts the connection and keeps it down (connecting fails) until restored: what a
        player sees when the network goes away."""
        from engine.net.client import NetError
        c = online.session.client

        def down():
            raise NetError("the network is down (test)")

        c._open = down
        c.drop()
        ONLINE_TEST["cut_at"] = duel_state.seq

    def online_test_restore():
        c = online.session.client
        c.__dict__.pop("_open", None)

    def online_test_offline_move_made():
        """The player made a move while the line was down (the client keeps it)."""
        c = online.session.client
        if duel.net.pending is not None and not c.connected:
            ONLINE_TEST["offline_move"] = DUEL_TEST["log"][-1]
            ONLINE_TEST["offline_seq"] = duel.net.pending[1]
            kozyr_test_note("offline move", DUEL_TEST["log"][-1], "pending", duel.net.pending,
                            "cut at", ONLINE_TEST["cut_at"], "shown seq", duel_state.seq)
            return True
        return False

    def online_test_waiting_for(name):
        """The table shows the host's turn, waiting for it (the host is held)."""
        st = duel_state
        if st is None or st.is_terminal() or duel.net.queue or renpy.get_screen("duel_table") is None:
            return False
        m = duel.model(st)
        return st.current_player != 0 and duel.seat_name(duel_spec, st.current_player) == name and (
            m.status == "Waiting for %s…" % name)

    ## ------------------------------------------------------------ the turn clock
    def online_test_clock(name):
        """The clock over the table counts down for ``name`` (None: for us): two readings a
        moment apart, the second lower."""
        c = online.clock_now()
        s = online.session
        if c is None or renpy.get_screen("online_clock") is None:
            kozyr_test_note("no clock:", s.clock, s.status, s.code, s.seat,
                            renpy.get_screen("online_clock") is not None)
            return False
        who, left, limit, mine, strikes, most = c
        want = "Your move" if name is None else "%s to move" % name
        kozyr_test_note("clock", c)
        return who == want and mine == (name is None) and 0 < left <= limit

    def online_test_clock_ticks():
        first = online.clock_now()
        _ot_time.sleep(0.3)
        second = online.clock_now()
        return first is not None and second is not None and second[1] < first[1]

    ## ------------------------------------------------------------ checks
    def online_test_check():
        s = online.session
        st = ONLINE_TEST["server"]
        table = st.server.tables[s.code]
        state = table.state
        shown = duel_state
        n = state.players
        me = s.seat
        want = duel_test_expected_line(shown)
        text = renpy.get_screen("duel_over")._tts_all()
        counts = [len(state.view(p).hand) for p in range(n)]
        local_counts = list(shown.view(0).hand_counts)
        strings = duel_test_screen_strings("duel_table")
        seats_ok = all(
            any(x.startswith("%s, %s" % (duel.seat_name(duel_spec, p),
                                         nplural(local_counts[p], "{n} card|{n} cards")))
                for x in strings)
            for p in range(1, n))
        r = dict(shown.result.to_dict())
        server_r = dict(state.result.to_dict())
        rotated = netview.rotate_result(server_r, me, n)
        cut = ONLINE_TEST.get("offline_seq")
        checks = {
            "no host error": ONLINE_TEST["error"] is None,
            "host saw the same result": ONLINE_TEST["result"] == server_r,
            "table result is the server's": all(r[k] == rotated[k] for k in ("order", "durak", "draw", "winner")),
            "screen says it": bool(want) and want in text,
            "server game over": state.is_terminal(),
            "no leaks": st.server.leaks == 0,
            "player moved": len(DUEL_TEST["log"]) > 0,
            "host moved": ONLINE_TEST["host_moves"] > 0,
            "seat": me == 1,
            "host was waited for": ONLINE_TEST.get("waited") is True,
            "clock counted down": ONLINE_TEST.get("clock") is True,
            "counts": local_counts == [counts[(p + me) % n] for p in range(n)],
            "seats show counts": seats_ok,
            # the move made while the line was down was played where the player made it
            "offline move played": ONLINE_TEST["cut_at"] is None or (
                cut is not None and str(state.history[cut]) == ONLINE_TEST["offline_move"]),
        }
        if cut is not None:
            kozyr_test_note("history around the cut", [str(a) for a in state.history[max(0, cut - 2):cut + 3]])
        kozyr_test_note("online result", r, "server", server_r, "screen", text,
                        "player moves", len(DUEL_TEST["log"]), "host moves",
                        ONLINE_TEST["host_moves"], "leaks", st.server.leaks, "checks", checks)
        return all(checks.values())

    from engine.net import remote as netview


testcase online_join:
    $ _test.timeout = 600.0
    move (0.5, 0.5) pattern "Start"
    $ duel_test_setup(None, shots={3: "online_table_mid"})
    $ online_test_host("podkidnoy")
    run Start("online_play")
    pause 0.2 until run TestCond("renpy.get_screen('online_lobby') is not None")
    "Join with a code"
    pause .05 until run TestDrawn()
    $ kozyr_shot("online_lobby_join")
    "Join table"
    pause 0.2 until run TestCond("online_test_on_table()")
    pause 0.5
    $ kozyr_shot("online_table_start")
    ## a defence the rules refuse: the table says what the engine says, nothing is sent
    run DuelTestClick() until run TestCond("online_test_refusal_ready()")
    $ online_test_plan_refusal()
    run DuelTestClick() until run TestCond("not DUEL_TEST['plan']")
    pause .05 until run TestDrawn('online_test_refusal_shown()')
    $ kozyr_shot("online_table_refusal")
    assert online_test_refusal_shown()
    assert duel.net.pending is None
    ## a few moves, then the line goes down on the player's turn
    run DuelTestClick() until run TestCond("DUEL_TEST['moves'] >= 5 and duel_test_human_turn() and DUEL_TEST['plan_state'] is not duel_state")
    $ online_test_cut()
    pause 0.2 until run TestCond("not online.session.online")
    pause .05 until run TestDrawn()
    $ kozyr_shot("online_table_offline")
    run DuelTestClick() until run TestCond("online_test_offline_move_made()")
    pause 0.5
    $ kozyr_shot("online_table_offline_move")
    assert not online.session.client.connected
    $ online_test_restore()
    pause 0.2 until run TestCond("online.session.online and duel.net.pending is None")
    ## the host thinks: the table says whom it waits for
    $ ONLINE_TEST["hold"] = True
    run DuelTestClick() until run TestCond("online_test_waiting_for('Scripted host')")
    pause 1.0
    $ kozyr_shot("online_table_waiting")
    $ ONLINE_TEST["waited"] = "Waiting for Scripted host…" in duel_test_screen_strings("duel_table")
    $ ONLINE_TEST["clock"] = online_test_clock("Scripted host") and online_test_clock_ticks()
    $ ONLINE_TEST["hold"] = False
    ## play on to the end
    run DuelTestClick() until run TestCond("duel_test_over()")
    pause 1.0
    $ kozyr_shot("online_table_over")
    assert online_test_check()
    "Continue"
    pause 0.2 until run TestCond("renpy.get_screen('online_lobby') is not None")
    $ ONLINE_TEST["server"].stop()
    run Quit(confirm=False)


## Three seats: the host (seat 0), the game (seat 1) and a server bot (seat 2), so the table
## turns the server's seat numbers round; every move through the table. (Podkidnoy with 24
## cards keeps the game short enough for the runner's time limit on a loaded machine; Svoi
## Kozyri is played in online_host.)
testcase online_three_seats:
    $ _test.timeout = 600.0
    move (0.5, 0.5) pattern "Start"
    $ duel_test_setup(None, shots={4: "online_three_seats_mid"})
    $ online_test_host("podkidnoy", 3, bots=[2], options={"deck": 24})
    run Start("online_play")
    pause 0.2 until run TestCond("renpy.get_screen('online_lobby') is not None")
    "Join with a code"
    "Join table"
    pause 0.2 until run TestCond("online_test_on_table()")
    $ ONLINE_TEST["hold"] = True
    run DuelTestClick() until run TestCond("online_test_waiting_for('Scripted host')")
    pause 1.0
    $ kozyr_shot("online_three_seats_waiting")
    $ ONLINE_TEST["waited"] = "Waiting for Scripted host…" in duel_test_screen_strings("duel_table")
    $ ONLINE_TEST["clock"] = online_test_clock("Scripted host")
    $ ONLINE_TEST["hold"] = False
    run DuelTestClick() until run TestCond("duel_test_over()")
    pause 1.0
    $ kozyr_shot("online_three_seats_over")
    assert online_test_check()
    "Continue"
    pause 0.2 until run TestCond("renpy.get_screen('online_lobby') is not None")
    $ ONLINE_TEST["server"].stop()
    run Quit(confirm=False)


init python:

    def online_test_guest(moves_before_resign=4):
        """A scripted guest who joins the table the game hosts, says something with text
        tags and a substitution in it (shown literally), plays a few random moves and
        resigns."""
        from engine.net.client import Client

        s = online.session
        guest = Client("127.0.0.1", s.server.port, name="Guest").connect()
        guest.join(s.code)
        rng = _ot_random.Random(3)
        ONLINE_TEST.update(error=None, result=None, host_moves=0)

        def play():
            try:
                acted = -1
                chatted = False
                while True:
                    m = guest.get(timeout=120)
                    if m is None:
                        ONLINE_TEST["error"] = "guest heard nothing for two minutes"
                        return
                    if m["type"] == "game_over":
                        ONLINE_TEST["result"] = m["result"]
                        return
                    if m["type"] in ("snapshot", "update") and m["status"] == "playing":
                        if not chatted:
                            guest.chat("hi {b}there{/b} [player_name]")
                            chatted = True
                        legal = m["view"]["legal"]
                        if legal and m["seq"] > acted:
                            acted = m["seq"]
                            if ONLINE_TEST["host_moves"] >= moves_before_resign:
                                guest.resign()
                                continue
                            keep = [a for a in legal if a not in ("take", "pick_up")] or legal
                            guest.act(rng.choice(keep), seq=m["seq"])
                            ONLINE_TEST["host_moves"] += 1
            except Exception as e:
                ONLINE_TEST["error"] = repr(e)

        _ot_threading.Thread(target=play, daemon=True).start()

    def online_test_waiting_panel():
        st = duel_state
        return (renpy.get_screen("duel_table") is not None and st is not None
                and duel.is_remote(st) and st.status == "waiting"
                and online.session.code is not None)

    def online_test_check_resign():
        s = online.session
        shown = duel_state
        text = renpy.get_screen("duel_over")._tts_all()
        r = shown.result
        checks = {
            "no guest error": ONLINE_TEST["error"] is None,
            "resigned": ONLINE_TEST["result"] is not None and ONLINE_TEST["result"]["reason"] == "resign",
            "guest is the loser here": r is not None and r.durak == 1 and r.reason == "resign",
            "screen says it": "Guest resigned. You win!" in text,
            "we are seat 0": s.seat == 0,
            "chat shown literally": ONLINE_TEST.get("chat_seen") is True,
            "no leaks": s.server.server.leaks == 0,
        }
        checks["svoi kozyri"] = shown.variant == "svoi_kozyri" and len(DUEL_TEST["log"]) > 0
        kozyr_test_note("online host:", checks, text, DUEL_TEST["log"])
        return all(checks.values())


## The game hosts a Svoi Kozyri table (a server in a background thread), waits with the code
## on the table, a scripted guest joins, chats and resigns after a few moves: the table shows
## the chat as typed and the resignation as the result.
testcase online_host:
    $ _test.timeout = 300.0
    move (0.5, 0.5) pattern "Start"
    $ duel_test_setup(None)
    run Start("online_play")
    pause 0.2 until run TestCond("renpy.get_screen('online_lobby') is not None")
    pause .05 until run TestDrawn("renpy.get_screen('online_lobby') is not None")
    ## the lobby is a menu page in the player's words (issue 26: a developer panel naming
    ## interfaces, TLS and a doc, with the story's quick menu under it)
    $ kozyr_shot("online_lobby_host")
    assert not quick_menu and online_lobby_page
    pause 0.2 until run TestCond("soundtrack.name_of(soundtrack.requested()) == soundtrack.MENU")
    assert "Play Online" in duel_test_screen_strings("online_lobby") and "Who may join:" in duel_test_screen_strings("online_lobby")
    assert not [x for x in duel_test_screen_strings("online_lobby") if "interface" in x or "TLS" in x or "docs/" in x or "tls://" in x]
    run Language("russian")
    pause .05 until run TestDrawn("kozyr_language_is('russian')")
    $ kozyr_shot("online_lobby_host_ru")
    run Language(None)
    pause .05 until run TestDrawn('kozyr_language_is(None)')
    "Svoi Kozyri"
    "Host on this computer"
    pause 0.2 until run TestCond("online_test_waiting_panel()")
    pause .05 until run TestDrawn('online_test_waiting_panel()')
    $ kozyr_shot("online_host_waiting")
    assert ("Waiting for players. Tell your friend the table code:" in duel_test_screen_strings("duel_remote_overlay"))
    $ online_test_guest()
    pause 0.2 until run TestCond("online_test_on_table() and duel.net.unread > 0")
    "Chat (1)"
    pause .05 until run TestDrawn()
    $ kozyr_shot("online_host_chat")
    $ ONLINE_TEST["chat_seen"] = any("Guest: hi {{b}there{{/b} [player_name]" in x for x in duel_test_screen_strings("duel_remote_overlay"))
    "Close"
    run DuelTestClick() until run TestCond("duel_test_over()")
    pause 1.0
    $ kozyr_shot("online_host_resigned")
    assert online_test_check_resign()
    "Continue"
    pause 0.2 until run TestCond("renpy.get_screen('online_lobby') is not None")
    "Return"
    pause .05 until run TestDrawn('online.session.server is None')
    assert online.session.server is None
    run Quit(confirm=False)


## Warfare (two seats, hidden commitments and the draft) against a host playing the engine's
## easy AI, every move of ours through the table's drop zones and draft cards.
testcase online_warfare:
    $ _test.timeout = 600.0
    move (0.5, 0.5) pattern "Start"
    $ duel_test_setup(None, shots={6: "online_warfare_mid"})
    $ online_test_host("warfare", 2, ai=True)
    run Start("online_play")
    pause 0.2 until run TestCond("renpy.get_screen('online_lobby') is not None")
    "Join with a code"
    "Join table"
    pause 0.2 until run TestCond("online_test_on_table()")
    $ ONLINE_TEST["hold"] = True
    run DuelTestClick() until run TestCond("online_test_waiting_for('Scripted host')")
    $ ONLINE_TEST["waited"] = "Waiting for Scripted host…" in duel_test_screen_strings("duel_table")
    $ ONLINE_TEST["clock"] = online_test_clock("Scripted host")
    $ ONLINE_TEST["hold"] = False
    run DuelTestClick() until run TestCond("duel_test_over()")
    pause 1.0
    $ kozyr_shot("online_warfare_over")
    assert online_test_check()
    # the end panel's figures are the game's, not zeros (issue 26)
    assert duel.remote_record()["points"] == list(duel_state.view(0).scores)
    assert sum(duel.remote_record()["battles_won"]) == duel.remote_record()["bouts"] > 0
    assert "commit" in DUEL_TEST["kinds"]
    "Continue"
    pause 0.2 until run TestCond("renpy.get_screen('online_lobby') is not None")
    $ ONLINE_TEST["server"].stop()
    run Quit(confirm=False)


init python:

    def online_test_timed_out_note():
        """A move was just made for us because our time ran out, and the clock's panel says
        so."""
        s = online.session
        return (s.timed_out_at > 0 and renpy.get_screen("online_clock") is not None
                and _ot_time.time() - s.timed_out_at < 6.0)

    def online_test_strikes_shown():
        c = online.clock_now()
        s = online.session
        if c is None:
            kozyr_test_note("no clock:", s.clock, s.status, s.code, s.seat)
        return c is not None and c[3] and c[4] >= 1

    def online_test_check_timeout():
        shown = duel_state
        r = shown.result
        text = renpy.get_screen("duel_over")._tts_all()
        checks = {
            "no host error": ONLINE_TEST["error"] is None,
            "lost on time": r is not None and r.durak == 0 and r.reason == "timeout",
            "host saw it": (ONLINE_TEST["result"] or {}).get("reason") == "timeout",
            "screen says it": "Your time ran out three times in a row: the game is lost." in text,
            "player never clicked": len(DUEL_TEST["log"]) == 0,
            "strikes were shown": ONLINE_TEST.get("strikes") is True,
            "no leaks": ONLINE_TEST["server"].server.leaks == 0,
        }
        kozyr_test_note("online clock:", checks, text)
        return all(checks.values())


## The turn clock runs out: the table has 4 s a move and the player never moves. Each time a
## bot moves for them the clock's panel says so, their next turn shows the time-outs in a
## row, and the third loses the game on time.
testcase online_clock:
    $ _test.timeout = 300.0
    move (0.5, 0.5) pattern "Start"
    $ duel_test_setup(None)
    $ online_test_host("podkidnoy", turn_seconds=4.0)
    run Start("online_play")
    pause 0.2 until run TestCond("renpy.get_screen('online_lobby') is not None")
    "Join with a code"
    "Join table"
    pause 0.2 until run TestCond("online_test_on_table()")
    pause 0.2 until run TestCond("online_test_timed_out_note()")
    pause .05 until run TestDrawn('online_test_timed_out_note()')
    $ kozyr_shot("online_clock_timed_out")
    pause 0.2 until run TestCond("online_test_strikes_shown()")
    pause .05 until run TestDrawn('online_test_strikes_shown()')
    $ ONLINE_TEST["strikes"] = online_test_strikes_shown()
    $ kozyr_shot("online_clock_strikes")
    pause 0.2 until run TestCond("duel_test_over()")
    pause 1.0
    $ kozyr_shot("online_clock_lost")
    assert online_test_check_timeout()
    "Continue"
    pause 0.2 until run TestCond("renpy.get_screen('online_lobby') is not None")
    $ ONLINE_TEST["server"].stop()
    run Quit(confirm=False)
