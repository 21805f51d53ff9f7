## The table's benchmark (owner: table), run by `./kozyr bench table` (KOZYR_BENCH=1),
## as a chain of two starts of the game in one fresh copy of the project:
##   bench_table__step1  the first start after install: Ren'Py's caches (bytecode,
##                       screens, and the parsed script of 000_kozyr_script_cache.rpy)
##                       are empty; it fills them, reports its start and quits;
##   bench_table__step2  a later start (every start after the first), then the rest.
## Without KOZYR_BENCH each step only checks that the game starts and quits, so the
## suite pays a few seconds for them. They print `KOZYR-BENCH:` lines the command gathers:
##   cold start to the main menu (the process's age when the menu is up);
##   Python time of one redraw of the table screen (median, p95) with 6, 24 and 36 cards
##   in hand (the screen re-evaluated with the same state, as Ren'Py does on every event);
##   from the player's commit (ATTACK) to the AI's card resting on the table, at each
##   speed, split into AI thinking, our waiting and the card's flight; the AI is made to
##   answer in 100 ms of busy Python (as a real search would hold the interpreter);
##   each flight frame split into render (Python: the render tree) and draw (GL: under
##   Xvfb, llvmpipe drawing in software).
## With KOZYR_BENCH_TRACE=1 each sample also prints its timeline (commit, AI start and
## end, interactions, frames, polls, restarts and who asked for them, redraw requests,
## focus changes, timers' time events with their st).
## The testcase runs without Ren'Py's test-mode maximum framerate (which draws frames
## back to back and hides what asks for a frame), as a player's game runs.
## The driver's timer does not restart the interaction (a player does not either: a
## restart redraws the whole table).

init python:

    import os as _bt_os
    import time as _bt_time

    BENCH = {"on": bool(_bt_os.environ.get("KOZYR_BENCH")), "samples": [], "t_commit": None,
             "t_return": None, "speed": 1, "runs": int(_bt_os.environ.get("KOZYR_BENCH_RUNS", "5"))}

    def bench_note(*a):
        import sys
        sys.stdout.write("KOZYR-BENCH: " + " ".join(str(x) for x in a) + "\n")
        sys.stdout.flush()

    def bench_cold_start(what="cold_start_s"):
        """The age of this process now (the main menu is up), from /proc."""
        try:
            with open("/proc/self/stat") as f:
                start = int(f.read().rsplit(")", 1)[1].split()[19])
            with open("/proc/uptime") as f:
                up = float(f.read().split()[0])
            age = up - start / float(_bt_os.sysconf("SC_CLK_TCK"))
            bench_note("%s %.2f" % (what, age))
        except Exception as e:
            bench_note("%s unknown (%s)" % (what, e))
        return True

    def bench_hand_position(n):
        """A 52-card Podkidnoy position: the player holds n cards and attacks."""
        import engine
        from engine.cards import RANKS
        codes = [r + s for s in "CDHS" for r in RANKS]
        mine, theirs = codes[:n], codes[n:n + 6]
        rest = codes[n + 6:]
        trump = rest[-1] if rest else theirs[-1]
        d = dict(BIG_HAND_POSITION)
        d.update(hands=[mine, theirs], talon=rest, trump=trump, discard=[], limit=6)
        return d

    def bench_redraw(n, updates=20, batches=15):
        """Redraw times of the table with an n-card hand (the screen must be up)."""
        scr = renpy.get_screen("duel_table")
        walls, cpus = [], []
        for _b in range(batches):
            for _i in range(updates):
                w0, c0 = _bt_time.perf_counter(), _bt_time.thread_time()
                renpy.display.screen.updated_screens.discard(scr)
                scr.update()
                walls.append((_bt_time.perf_counter() - w0) * 1000.0)
                cpus.append((_bt_time.thread_time() - c0) * 1000.0)
        def q(xs, f):
            xs = sorted(xs)
            return xs[min(len(xs) - 1, int(f * len(xs)))]
        bench_note("redraw cards=%d median_cpu_ms %.2f p95_cpu_ms %.2f median_wall_ms %.2f p95_wall_ms %.2f model_build_ms %.2f" % (
            n, q(cpus, 0.5), q(cpus, 0.95), q(walls, 0.5), q(walls, 0.95), duel.model(duel_state).build_ms))
        return True

    ## the AI answers in 100 ms of busy Python, then plays what `normal` plays
    def bench_slow_ai(install=True):
        import engine.ai as _ai
        if not install:
            if "choose" in BENCH:
                _ai.choose = BENCH.pop("choose")
            return
        real = BENCH.setdefault("choose", _ai.choose)
        def slow(view, level="normal", **kw):
            t0 = _bt_time.perf_counter()
            kw["budget_ms"] = 60
            a = real(view, level="normal", **{k: v for k, v in kw.items() if k != "level"})
            x = 0
            while _bt_time.perf_counter() - t0 < 0.1:
                x += 1
            return a
        _ai.choose = slow

    ## timestamps of the commit and of the AI's move leaving the screen
    def bench_hooks():
        if BENCH.get("hooked"):
            return
        BENCH["hooked"] = True
        real_commit, real_poll = duel.commit, duel.poll_ai
        def commit(action):
            if action != "undo" and duel_state is not None and duel_state.current_player == 0:
                BENCH["t_commit"] = _bt_time.time()
                BENCH["t_return"] = None
            rv = real_commit(action)
            BENCH.setdefault("trace", []).append((_bt_time.time(), "commit", "done %s" % (action,)))
            return rv
        TR = BENCH.setdefault("trace", [])
        def poll():
            rv = real_poll()
            j = duel.table(duel_state).job
            TR.append((_bt_time.time(), "poll", "job=%s done=%s rv=%s" % (j is not None, bool(j and j.done), rv is not None)))
            if rv is not None and rv.cards and BENCH["t_commit"] is not None and BENCH["t_return"] is None:
                BENCH["t_return"] = _bt_time.time()
                BENCH["job"] = (j.started, j.finished)
                BENCH["ai_card"] = str(rv.cards[0]) if rv.cards else None
            return rv
        duel.commit = commit
        duel.poll_ai = poll
        ## each frame's render (Python: the render tree) and draw (GL: llvmpipe here)
        import renpy.display.render as _rr
        import renpy.display.core as _rc
        real_render, real_draw = _rr.render_screen, _rc.Interface.draw_screen
        FR = BENCH.setdefault("frame_parts", [])
        def render_screen(*a, **kw):
            w0 = _bt_time.perf_counter()
            rv = real_render(*a, **kw)
            FR.append((_bt_time.time(), "render", _bt_time.perf_counter() - w0))
            TR.append((_bt_time.time(), "render", "%.0f ms" % ((_bt_time.perf_counter() - w0) * 1000)))
            return rv
        def draw_screen(*a, **kw):
            ## the whole frame: the render tree, then GL's drawing (the rest of it)
            w0 = _bt_time.perf_counter()
            n = len(FR)
            rv = real_draw(*a, **kw)
            r = sum(d for _w, k, d in FR[n:] if k == "render")
            FR.append((_bt_time.time(), "draw", _bt_time.perf_counter() - w0 - r))
            TR.append((_bt_time.time(), "frame end", "draw %.0f ms" % ((_bt_time.perf_counter() - w0 - r) * 1000)))
            del TR[:-3000]
            del FR[:-2000]
            return rv
        _rr.render_screen = render_screen
        _rc.Interface.draw_screen = draw_screen
        real_ic = _rc.Interface.interact_core
        def interact_core(*a, **kw):
            TR.append((_bt_time.time(), "interaction", "start"))
            try:
                return real_ic(*a, **kw)
            finally:
                TR.append((_bt_time.time(), "interaction", "end"))
        _rc.Interface.interact_core = interact_core
        if _bt_os.environ.get("KOZYR_BENCH_TRACE"):
            import traceback, renpy.exports as _rx
            real_ri = _rx.restart_interaction
            def restart_interaction():
                st = traceback.extract_stack(limit=4)[:-1]
                TR.append((_bt_time.time(), "restart", " < ".join("%s:%d %s" % (f.filename.split("/")[-1], f.lineno, f.name) for f in reversed(st))))
                return real_ri()
            _rx.restart_interaction = restart_interaction
            import renpy.display.focus as _rf
            real_cf = _rf.change_focus
            def change_focus(newfocus, default=False):
                cur = _rf.get_focused()
                w = newfocus.widget if newfocus is not None else None
                if cur is not w:
                    nm = lambda d: None if d is None else "%s %r" % (type(d).__name__, getattr(d, "full_focus_name", None))
                    TR.append((_bt_time.time(), "focus", "%s -> %s" % (nm(cur), nm(w))))
                return real_cf(newfocus, default)
            _rf.change_focus = change_focus
            import renpy.display.behavior as _rb
            real_tev = _rb.Timer.event
            def timer_event(self, ev, x, y, st):
                if ev.type == _rc.TIMEEVENT:
                    TR.append((_bt_time.time(), "timer", "%.2f st %.3f next %s" % (self.delay, st, self.state.next_event)))
                return real_tev(self, ev, x, y, st)
            _rb.Timer.event = timer_event
            real_redraw = _rr.redraw
            def redraw(d, when):
                if when < 1.0:  # (<1 s: what asks for a frame soon)
                    name = type(d).__name__
                    if name == "Transform":
                        fn = getattr(d, "function", None)
                        name += "(%s)" % (getattr(fn, "__name__", None) or getattr(getattr(d, "atl", None), "loc", None))
                    TR.append((_bt_time.time(), "redraw", "%s in %.2f" % (name, when)))
                return real_redraw(d, when)
            _rr.redraw = redraw
            renpy.display.render.redraw = redraw
            renpy.restart_interaction = restart_interaction

    def bench_frames(t0, t1):
        """(frames, median gap, worst gap, median CPU of the process per frame) of the
        frames drawn while cards flew between t0 and t1 (all threads: llvmpipe's too)."""
        fr = sorted(set((w, c) for w, c in duel.FRAMES if t0 <= w <= t1))
        gaps = sorted(b[0] - a[0] for a, b in zip(fr, fr[1:]) if b[0] > a[0])
        cpus = sorted(b[1] - a[1] for a, b in zip(fr, fr[1:]) if b[0] > a[0])
        med = lambda xs: xs[len(xs) // 2] if xs else 0.0
        parts = BENCH.get("frame_parts", [])
        rend = sorted(d for w, k, d in parts if k == "render" and t0 <= w <= t1)
        draw = sorted(d for w, k, d in parts if k == "draw" and t0 <= w <= t1)
        BENCH["split"] = (med(rend), med(draw))
        return len(fr), med(gaps), (gaps[-1] if gaps else 0.0), med(cpus)

    def bench_sample_done():
        """True once the AI's card has landed (and the sample is recorded)."""
        if BENCH["t_return"] is None:
            return False
        land = [t for code, t in duel.LANDED if code == BENCH["ai_card"] and t >= BENCH["t_return"]]
        if not land:
            return False
        started, finished = BENCH["job"]
        t0, t1, t2 = BENCH["t_commit"], BENCH["t_return"], land[0]
        if _bt_os.environ.get("KOZYR_BENCH_TRACE"):
            started, finished = BENCH["job"]
            evs = [(w, k, x) for w, k, x in BENCH.get("trace", []) if t0 - 0.01 <= w <= t2 + 0.01]
            evs += [(started, "AI", "started"), (finished, "AI", "done"), (t1, "MOVE", "returned"), (t2, "LANDED", "")]
            for w, k, x in sorted(evs):
                bench_note("trace +%5.0f ms %s %s" % ((w - t0) * 1000, k, x))
        think = finished - started
        n, med, worst, cpu = bench_frames(t1, t2)
        bench_note("sample speed=%d commit->AI started %.0f ms, AI %.0f, AI done->move shown %.0f, move->landed %.0f; flight frames %d, gap median %.0f ms (CPU %.0f ms, render %.0f ms, draw %.0f ms), worst %.0f ms" % (
            BENCH["speed"], (started - t0) * 1000, think * 1000, (t1 - finished) * 1000, (t2 - t1) * 1000, n, med * 1000, cpu * 1000,
            BENCH["split"][0] * 1000, BENCH["split"][1] * 1000, worst * 1000))
        BENCH["samples"].append((BENCH["speed"], t2 - t0, think, (t1 - t0) - think, t2 - t1, med, cpu))
        BENCH["t_return"] = None
        return True

    def bench_report():
        names = ("fast", "normal", "slow")
        for sp in (0, 1, 2):
            rows = [s for s in BENCH["samples"] if s[0] == sp]
            if not rows:
                continue
            def med(i):
                xs = sorted(r[i] for r in rows)
                return xs[len(xs) // 2] * 1000.0
            bench_note("commit_to_rest speed=%s runs=%d total_ms %.0f ai_ms %.0f waiting_ms %.0f animation_ms %.0f frame_ms %.0f frame_cpu_ms %.0f" % (
                names[sp], len(rows), med(1), med(2), med(3), med(4), med(5), med(6)))
        return True

    def bench_commit_spec():
        return {"variant": "podkidnoy", "players": 2, "options": {},
                "seats": [{"who": "mc", "name": "Traveller", "level": None, "style": None},
                          {"who": "marta", "name": "Marta", "level": "normal", "style": None}],
                "series": None, "skin": "classic", "tutorial": False, "seed": 7,
                "position": dict(TUTORIAL_POSITION_PLAIN)}

    TUTORIAL_POSITION_PLAIN = None

    def bench_prepare():
        """Marta's deal with two cards swapped: the player leads the 6♠ (the test player's
        lowest), which Marta, at `normal`, beats with the 10♠ (a card flies back)."""
        global TUTORIAL_POSITION_PLAIN
        d = dict(duel.TUTORIAL_DEAL)
        d["hands"] = [["7C", "6S", "9D", "JC", "KS", "QS"], list(d["hands"][1])]
        d["talon"] = [{"6S": "7S", "QS": "6H"}.get(c, c) for c in d["talon"]]
        TUTORIAL_POSITION_PLAIN = d
        persistent.duel_motion = True
        return True


label bench_redraw_entry(n):
    $ duel.begin({"variant": "podkidnoy", "players": 2, "options": {"deck": 52}, "seats": [{"who": "mc", "name": "Traveller", "level": None, "style": None}, {"who": "hunter", "name": "The White Hunter", "level": "easy", "style": None}], "series": None, "skin": "classic", "tutorial": False, "seed": 1, "position": bench_hand_position(n)})
    show screen duel_table(human=True)
    $ renpy.call_screen("ds_wait", 0.6)
    $ bench_redraw(n)
    hide screen duel_table
    return


## Drives one duel like a player: clicks the plan of duel_support.rpy (a card, a slot,
## ATTACK) and, once the AI's answer has landed, leaves the duel for the next sample.
screen bench_driver():
    zorder 300
    timer 0.05 repeat True action Function(bench_drive, _update_screens=False)

init python:
    def bench_drive():
        if bench_sample_done():
            return renpy.jump("bench_next")
        if BENCH["t_return"] is not None:
            return None     # the AI's card is on its way: the player waits for it
        p = duel_test_pos()
        if p != IDLE_POS:
            renpy.test.testmouse.click_mouse(1, p[0], p[1])
        return None


label bench_entry:
    $ bench_prepare()
    call bench_redraw_entry(6)
    call bench_redraw_entry(24)
    call bench_redraw_entry(36)
    $ bench_hooks()
    $ bench_slow_ai()
    $ BENCH["plan"] = [sp for sp in (0, 1, 2) for _r in range(BENCH["runs"])]
label bench_next:
    hide screen bench_driver
    hide screen duel_table
    if not BENCH["plan"]:
        $ bench_slow_ai(False)
        $ bench_report()
        $ BENCH["done"] = True
        "Bench done."
        return
    $ BENCH["speed"] = BENCH["plan"].pop(0)
    $ duel_test_setup(bench_commit_spec())
    $ persistent.duel_speed = BENCH["speed"]
    show screen bench_driver
    call duel(DUEL_TEST["spec"])
    jump bench_next


testcase bench_table__step1:
    $ _test.timeout = 120.0
    $ _test.maximum_framerate = not BENCH["on"]
    move (0.5, 0.5) pattern "Start"
    assert bench_cold_start("cold_start_first_s")
    $ bench_note("script cache: %(cached)d files from the cache, %(parsed)d parsed" % kozyr_script_cache_stats)
    run Quit(confirm=False)


testcase bench_table__step2:
    $ _test.timeout = 600.0
    ## a testcase draws frames back to back by default (_test.maximum_framerate: Ren'Py
    ## never waits for an event); a player's Ren'Py draws only what is asked for
    $ _test.maximum_framerate = not BENCH["on"]
    move (0.5, 0.5) pattern "Start"
    assert bench_cold_start()
    ## step 1 filled the script cache: this start parsed nothing (Debian's 8.0.3 only;
    ## elsewhere .rpyc files do this and the cache stays off)
    assert (not kozyr_script_cache_active) or (kozyr_script_cache_stats["parsed"] == 0 and kozyr_script_cache_stats["cached"] > 100)
    if run TestCond("BENCH['on']"):
        run Start("bench_entry")
    if run TestCond("BENCH['on']"):
        pause 0.5 until run TestCond("BENCH.get('done')")
    run Quit(confirm=False)
