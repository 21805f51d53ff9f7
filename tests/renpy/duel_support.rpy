## Test-only helpers for the card table's testcases (owner: table). Copied into
## the temporary project by tests/renpy/run.py; never shipped.
##
## The testcases play whole duels through the UI: `run DuelTestClick() until
## ...` clicks, again and again, wherever the next step of a plan needs a click
## (it posts the same mouse events as the testcase `click` statement, at a
## computed point: `click pos` cannot be used while a screen holds a default
## focus, it then aims at random points). Clicks follow the table's one rule
## (duel_input.rpy): a hand card, where it goes (placed), then the move's button. The
## plan is made from the engine state (which legal move to play) and turned
## into clicks on the real widgets: a hand card, a free slot, an unbeaten card
## or an action button, each found on screen by its drag name or `alt` text
## (renpy.display.focus.focus_list) and hit at a point where it really has the
## focus (overlapping cards of the fan are hit on their visible strip).

init python:

    import time as _dt_time
    import random as _dt_random

    DUEL_TEST = {"spec": None, "prefer": (), "plan": [], "plan_state": None, "last": 0.0,
                 "moves": 0, "seen": set(), "return": None, "shots": {}, "kinds": [],
                 "screen_ms": [], "log": []}

    IDLE_POS = (1575, 735)     # a spot of bare felt: clicking there does nothing

    def duel_test_setup(spec, prefer=(), shots=None):
        DUEL_TEST.update(spec=spec, prefer=tuple(prefer), plan=[], plan_state=None, last=0.0,
                         moves=0, seen=set(), shots=dict(shots or {}), kinds=[], log=[])
        DUEL_TEST["return"] = None
        persistent.duel_speed = 0

    import sys as _dt_sys

    def duel_test_note(*a):
        _dt_sys.stdout.write("DUEL-TEST: " + " ".join(str(x) for x in a) + "\n")
        _dt_sys.stdout.flush()

    _DT_DEBUG = {"t": 0.0}

    def _dt_debug(why):
        now = _dt_time.time()
        if now - _DT_DEBUG["t"] > 4.0:
            _DT_DEBUG["t"] = now
            st = store.duel_state
            duel_test_note("waiting:", why, "turn", st.current_player if st else None,
                           "plan", DUEL_TEST["plan"][:3], "msg", duel.ui.message,
                           "job", st is not None and duel.ui.table is not None and duel.ui.table.job and (duel.ui.table.job.done, duel.ui.table.job.error))
            online_test = getattr(store, "ONLINE_TEST", None)
            if online_test is not None and duel.is_remote(st):
                # an online table: what the wire said and what the scripted host did
                duel_test_note("online:", "status", st.status, "seq", st.seq,
                               "terminal", st.is_terminal(), "queue", len(duel.net.queue),
                               "pending", duel.net.pending, "online", online.session.online,
                               "host moves", online_test.get("host_moves"),
                               "host error", online_test.get("error"),
                               "server result", online_test.get("result"),
                               "screens", [n for n in ("duel_table", "duel_over") if renpy.get_screen(n)])

    def duel_test_over():
        return renpy.get_screen("duel_over") is not None

    ## ------------------------------------------------------------ widgets
    def _dt_focus(match):
        for f in renpy.display.focus.focus_list:
            if f.x is None:
                continue
            try:
                if match(f):
                    return f
            except Exception:
                pass
        return None

    def _dt_alt(f):
        try:
            return f.widget._tts_all()
        except Exception:
            return ""

    def _dt_point(f):
        """A point inside focus `f` where `f` (not a card over it) takes the focus."""
        xs = [f.x + 6 + i * 8 for i in range(max(1, int(f.w - 10) // 8))]
        ys = [f.y + int(f.h) // 2, f.y + 30, f.y + f.h - 20]
        for y in ys:
            for x in xs:
                nf = renpy.display.render.focus_at_point(x, y)
                if nf is not None and nf.widget is f.widget:
                    return (int(x), int(y))
        return None

    def duel_test_find(target):
        kind, val = target
        if kind == "hand":
            f = _dt_focus(lambda f: getattr(f.widget, "drag_name", None) == val)
        elif kind == "slot":
            text = "Free place %d on the table" % (val + 1)
            f = _dt_focus(lambda f: _dt_alt(f) == text)
        elif kind == "staged":
            f = _dt_focus(lambda f: _dt_alt(f).startswith(duel.card_name(val, duel_state.view(0).trump) + ", placed"))
        elif kind == "staged_zone":
            # Svoi Kozyri: the beating card placed on the pile, where the next card goes
            f = _dt_focus(lambda f: _dt_alt(f).startswith(duel.card_name(val, duel_state.view(0).trump) + ", placed"))
        elif kind == "target":
            text = duel.card_name(val, duel_state.view(0).trump) + " on the table, not yet beaten"
            f = _dt_focus(lambda f: _dt_alt(f) == text)
        elif kind == "zone":
            zone = [z for z in duel.model(duel_state).zones if z["name"] == val]
            f = _dt_focus(lambda f: bool(zone) and _dt_alt(f) == zone[0]["alt"])
        elif kind == "center":
            text = duel.card_name(val, duel_state.view(0).trump) + ", take it"
            f = _dt_focus(lambda f: _dt_alt(f) == text)
        else:
            f = _dt_focus(lambda f: _dt_alt(f) == val)
        if f is None:
            return None
        return _dt_point(f)

    ## ------------------------------------------------------------ planning
    def duel_test_choose(state):
        """The move the test plays: a preferred kind when legal, else a seeded
        choice that leans towards finishing the game."""
        legal = state.view(0).legal_actions()   # the player's (a table source offers no more)
        for kind in DUEL_TEST["prefer"]:
            for a in legal:
                if a.kind == kind:
                    return a
        if engine.VARIANTS[state.variant].family != "durak":
            # Svoi Kozyri and Warfare: the player's moves are chosen by the
            # engine's own AI (random play would hit Svoi Kozyri's action cap)
            import engine.ai as _dt_ai
            return _dt_ai.choose(state.view(0), level="easy", seed=DUEL_TEST["moves"], budget_ms=40)
        rng = _dt_random.Random(DUEL_TEST["moves"] * 7919 + 17)
        by = {}
        for a in legal:
            by.setdefault(a.kind, []).append(a)
        if "attack" in by:
            multi = [a for a in by["attack"] if len(a.cards) > 1]
            if multi and rng.random() < 0.5:
                return multi[0]
            return min(by["attack"], key=lambda a: (int(a.cards[0]) >> 2, len(a.cards)))
        if "defend" in by and rng.random() < 0.85:
            return min(by["defend"], key=lambda a: int(a.cards[0]))
        if "throw_in" in by and rng.random() < 0.5:
            return by["throw_in"][0]
        if "pass" in by:
            return by["pass"][0]
        if "take" in by:
            return by["take"][0]
        return rng.choice(legal)

    def duel_test_plan(state):
        a = duel_test_choose(state)
        m = duel.model(state)
        plan = []
        for c in list(duel.ui.selected):
            plan.append(("hand", c))            # clear a stale selection first
        free = m.table_count
        if a.kind == "attack":
            for i, c in enumerate(a.cards):
                plan += [("hand", str(c)), ("slot", free + i)]
            plan.append(("button", "ATTACK"))
        elif a.kind == "defend":
            plan += [("hand", str(a.cards[0])), ("target", str(a.target)), ("button", "DEFEND")]
        elif a.kind in ("throw_in", "transfer"):
            plan += [("hand", str(a.cards[0])), ("slot", free),
                     ("button", "THROW IN" if a.kind == "throw_in" else "TRANSFER")]
        elif a.kind == "take":
            plan.append(("button", "TAKE"))
        elif a.kind == "pass":
            plan.append(("button", "DISCARD" if m.phase == "add" else "DONE"))
        elif a.kind == "lead":
            plan += [("hand", str(a.cards[0])), ("zone", "zone:pile"), ("button", "PLAY")]
        elif a.kind == "beat":
            plan += [("hand", str(a.cards[0])), ("zone", "zone:pile")]
            if len(a.cards) > 1:
                plan += [("hand", str(a.cards[1])), ("staged_zone", str(a.cards[0]))]
            plan.append(("button", "PLAY"))
        elif a.kind == "commit":
            plan += [("hand", str(a.cards[0])), ("zone", "zone:commit"), ("button", "PLAY")]
        elif a.kind in ("keep", "pick"):
            plan.append(("center", str(a.cards[0])))
        elif a.kind == "choose_suit":
            plan.append(("button", duel.suit_choice_alt(a.suit)))
        else:
            plan.append(("button", duel.action_label(a, m)))
        DUEL_TEST["kinds"].append(a.kind)
        DUEL_TEST["log"].append(str(a))
        return plan

    def duel_test_check_roles(st):
        """A defender who said Take is shown taking, not defending (issue 26)."""
        if st is None or st.is_terminal() or st.view(0).phase != "taking":   # (the view: the table source offers no more)
            return
        m = duel.model(st)
        d = m.defender
        if d == 0:
            assert m.my_role == duel.tr(_("You take the cards")), m.my_role
        else:
            roles = [x["role"] for x in m.seats if x["p"] == d]
            assert roles == [duel.tr(_("takes the cards"))], roles
        DUEL_TEST["taking_seen"] = DUEL_TEST.get("taking_seen", 0) + 1

    def duel_test_pos():
        """Where the next click goes (IDLE_POS while there is nothing to click)."""
        now = _dt_time.time()
        pending = DUEL_TEST.get("pending_shot")
        if pending and now >= pending[1]:
            DUEL_TEST["pending_shot"] = None
            kozyr_shot(pending[0])      # after the card animations have settled
        if now - DUEL_TEST["last"] < 0.15:
            return IDLE_POS
        scr = renpy.get_screen("duel_table")
        st = store.duel_state
        duel_test_check_roles(st)
        if scr is None or st is None or st.is_terminal() or st.current_player != 0:
            _dt_debug("not the player's turn (screen %s)" % (scr is not None))
            return IDLE_POS
        if not scr.scope.get("human"):
            _dt_debug("AI screen")
            return IDLE_POS
        if DUEL_TEST["plan_state"] is not st or not DUEL_TEST["plan"]:
            if DUEL_TEST["plan_state"] is not st:
                DUEL_TEST["moves"] += 1
                shot = DUEL_TEST["shots"].pop(DUEL_TEST["moves"], None)
                if shot:
                    DUEL_TEST["plan_state"] = st
                    DUEL_TEST["plan"] = []
                    DUEL_TEST["last"] = now + 1.5
                    DUEL_TEST["pending_shot"] = (shot, now + 1.0)
                    return IDLE_POS
            DUEL_TEST["plan_state"] = st
            DUEL_TEST["plan"] = duel_test_plan(st)
        target = DUEL_TEST["plan"][0]
        p = duel_test_find(target)
        if p is None:
            _dt_debug("no widget for %r" % (target,))
            return IDLE_POS
        duel_test_note("click", target, p)
        DUEL_TEST["plan"].pop(0)
        DUEL_TEST["last"] = now
        return p

    class DuelTestClick(Action):
        """`run DuelTestClick() until ...`: one real mouse click at the point
        duel_test_pos() picks (nothing while there is nothing to click)."""

        def __call__(self):
            p = duel_test_pos()
            if p != IDLE_POS:
                renpy.test.testmouse.click_mouse(1, p[0], p[1])
            return None

    ## ------------------------------------------------------------ checks
    def duel_test_expected_line(state):
        r = state.result
        spec = duel_spec
        if r.draw:
            return "A draw: nobody is left holding cards."
        if r.winner is not None:
            return "You win!" if r.winner == 0 else "%s wins." % duel.seat_name(spec, r.winner)
        if r.durak == 0:
            return "You are the durak."
        return "%s is the durak. You are out of trouble!" % duel.seat_name(spec, r.durak)

    def duel_test_engine_outcome(state):
        """The player's outcome by the engine's result, worked out here (not by the
        table's duel.outcome_of, which a check of the table must not borrow)."""
        r = state.result
        if r.draw:
            return "draw"
        if r.winner is not None:
            return "win" if r.winner == 0 else "loss"
        return "loss" if r.durak == 0 else "win"

    def duel_test_check_over():
        """The finished table shows what the engine says."""
        st = duel_state
        assert st.is_terminal(), "the engine game is not over"
        text = renpy.get_screen("duel_over")._tts_all()
        want = duel_test_expected_line(st)
        assert want in text, "screen says %r, engine result %r" % (text, st.result)
        # every seat shows the engine's card count
        strings = duel_test_screen_strings("duel_table")
        counts = st.view(0).hand_counts
        for p in range(1, st.players):
            name = duel.seat_name(duel_spec, p)
            assert any(x.startswith("%s, %d cards" % (name, counts[p])) for x in strings), (name, counts[p], strings)
        duel_test_note("over:", st.result, "moves by the player:", len(DUEL_TEST["log"]))
        return True

    def duel_test_screen_strings(screen):
        """Every text and alt text shown by `screen` (walks its displayables)."""
        out = set()
        seen = set()
        def walk(d):
            if d is None or id(d) in seen:
                return
            seen.add(id(d))
            alt = getattr(getattr(d, "style", None), "alt", None)
            if alt:
                out.add(renpy.substitute(alt) if isinstance(alt, str) else str(alt))
            if isinstance(d, renpy.text.text.Text):
                out.add("".join(x for x in d.text if isinstance(x, str)))
            try:
                kids = d.visit()
            except Exception:
                kids = []
            for k in kids or []:
                walk(k)
        walk(renpy.get_screen(screen))
        return out

    def duel_test_check_return(expected_outcome):
        r = DUEL_TEST["return"]
        assert isinstance(r, python_dict) and {"outcome", "result", "level", "record"} <= set(r), r
        assert r["outcome"] == expected_outcome, (r, expected_outcome)
        return True

    ## ------------------------------------------------------------ timing
    def duel_test_time_screen(n=20, batches=7):
        """Python time of one update of the duel_table screen: the screen is
        re-evaluated n times per batch with the same state (what a redraw
        costs) and the model is rebuilt once per batch (what a new state
        costs). Reports the median and the best batch, in wall time and in
        CPU time of the main thread (other processes share the cores)."""
        scr = renpy.get_screen("duel_table")
        assert scr is not None
        st = duel_state
        rows = []
        for _b in range(batches):
            w0, c0 = _dt_time.perf_counter(), _dt_time.thread_time()
            for _i in range(n):
                # update() runs once per interaction: let it run again
                renpy.display.screen.updated_screens.discard(scr)
                scr.update()
            w1, c1 = _dt_time.perf_counter(), _dt_time.thread_time()
            duel.forget_model()
            duel.model(st)
            w2, c2 = _dt_time.perf_counter(), _dt_time.thread_time()
            rows.append(((w1 - w0) * 1000.0 / n, (c1 - c0) * 1000.0 / n,
                         (w2 - w1) * 1000.0, (c2 - c1) * 1000.0))
        def med(i):
            xs = sorted(r[i] for r in rows)
            return xs[len(xs) // 2]
        def best(i):
            return min(r[i] for r in rows)
        DUEL_TEST["screen_ms"].append(rows)
        kozyr_test_note(("duel_table screen update, %d cards in hand: redraw median %.2f ms wall / "
                         "%.2f ms CPU (best %.2f / %.2f); new-state model build median %.2f ms wall / "
                         "%.2f ms CPU (best %.2f / %.2f)") % (
            len(st.view(0).hand), med(0), med(1), best(0), best(1), med(2), med(3), best(2), best(3)))
        # what was timed still shows the engine's position: the rebuilt model's hand on screen
        scr.update()
        return duel_test_hand_shown()

    def duel_test_hand_shown():
        """The player sees every card of the engine's hand (its alt text starts with the
        card's name)."""
        v = duel_state.view(0)
        strings = duel_test_screen_strings("duel_table")
        names = [duel.card_name(c, v.trump) for c in v.hand]
        missing = [n for n in names if not any(s.startswith(n) for s in strings)]
        assert not missing, (missing, sorted(strings))
        return True


label duel_test_entry:
    call duel(DUEL_TEST["spec"])
    $ DUEL_TEST["return"] = _return
    "Duel finished."
    return


init python:

    TUTORIAL_SPEC = {"variant": "podkidnoy", "players": 2, "options": {},
                     "seats": [{"who": "mc", "name": "Traveller", "level": None, "style": None},
                               {"who": "marta", "name": "Marta", "level": "easy", "style": "balanced"}],
                     "series": None, "skin": "classic", "tutorial": True, "seed": None}

    def duel_test_drag_points(code, target):
        """[(start), (end)] of a drag from hand card `code` to `target`
        (("slot", i) or ("target", code)), aimed like the clicks."""
        a = duel_test_find(("hand", code))
        b = duel_test_find(target)
        assert a is not None and b is not None, (code, target, a, b)
        if target[0] == "slot":
            # aim at the middle of the slot
            fs = _dt_focus(lambda f: _dt_alt(f) == "Free place %d on the table" % (target[1] + 1))
            b = (int(fs.x + fs.w / 2), int(fs.y + fs.h / 2))
        return [a, b]

    def duel_test_human_turn():
        scr = renpy.get_screen("duel_table")
        st = duel_state
        return (scr is not None and scr.scope.get("human") and st is not None
                and not st.is_terminal() and st.current_player == 0
                )

    def duel_test_drag_of(code):
        for f in renpy.display.focus.focus_list:
            if getattr(f.widget, "drag_name", None) == code:
                return f.widget
        return None

    def duel_test_at_home(code):
        """The hand card `code` sits at its place in the fan (it sprang back)."""
        d = duel_test_drag_of(code)
        home = duel.home_of(code)
        assert d is not None and home is not None, (code, d, home)
        assert (int(d.x), int(d.y)) == (int(home[0]), int(home[1])), ((d.x, d.y), home)
        return True


init python:

    BIG_HAND_POSITION = {"format": 1, "variant": "podkidnoy", "players": 2, "seed": 1, "options": {"deck": 52, "transfer_show": False, "first_bout_five": False, "first_attacker": "pagat", "previous_durak": None, "dealer": None, "action_cap": 2000}, "trump": "JS", "talon": ["JD", "2C", "TS", "3H", "8C", "QH", "9H", "7S", "3S", "4H", "2S", "KH", "5S", "9D", "2D", "TD", "QD", "KC", "7H", "KS", "6C", "JS"], "discard": [], "hands": [["4S", "6H", "4D", "JH", "QS", "8S", "AD", "JC", "AH", "AS", "AC", "8D", "QC", "TC", "9C", "9S", "6D", "7D", "5H", "7C", "6S", "3C", "2H", "8H"], ["5C", "TH", "3D", "4C", "5D", "KD"]], "table": [], "attacker": 0, "defender": 1, "phase": "attack", "turn": 0, "passes": 0, "limit": 6, "bout": 1, "shown": [], "out": [], "known": [[], []], "actions": 0, "result": None}

    def duel_test_hand_fits():
        """Every hand card lies wholly on the screen, clear of the side panels,
        and has a strip where a click reaches it."""
        hand = [str(c) for c in duel_state.view(0).hand]
        for code in hand:
            f = _dt_focus(lambda f: getattr(f.widget, "drag_name", None) == code)
            assert f is not None, code
            assert f.x >= 280 and f.x + f.w <= 1670 and f.y + f.h <= 1080, (code, f.x, f.y, f.w, f.h)
            assert _dt_point(f) is not None, code
        return True


init python:

    class DuelTestKey(Action):
        """`run DuelTestKey("Seven of spades")`: gives the focus to the widget
        whose alt text starts with the given text (by pointing at it) and
        presses Enter, the way `type RETURN pattern ...` does; usable when the
        widget's alt text changes once the key has done its work."""

        def __init__(self, alt, key="K_RETURN"):
            self.alt = alt
            self.key = key

        def get_sensitive(self):
            return _dt_focus(lambda f: _dt_alt(f).startswith(self.alt)) is not None

        def __call__(self):
            f = _dt_focus(lambda f: _dt_alt(f).startswith(self.alt))
            p = _dt_point(f)
            renpy.test.testmouse.move_mouse(p[0], p[1])
            import pygame_sdl2 as _pg
            code = getattr(_pg, self.key)
            for kind in (_pg.KEYDOWN, _pg.KEYUP):
                _pg.event.post(_pg.event.Event(kind, key=code, scancode=code, mod=0,
                                               unicode="", repeat=False, test=True))
            return None


init python:

    ## Two moves from the end: the player's last card is the A♥ (trump), the
    ## opponent cannot beat it and must take, so the player goes out first.
    LAST_CARD_POSITION = {"format": 1, "variant": "podkidnoy", "players": 2, "seed": 1, "options": {"deck": 36, "transfer_show": False, "first_bout_five": False, "first_attacker": "pagat", "previous_durak": None, "dealer": None, "action_cap": 2000}, "trump": "9H", "talon": [], "discard": ["6D", "6H", "6S", "7D", "7H", "7S", "8C", "8D", "8H", "8S", "9C", "9D", "9H", "9S", "TC", "TD", "TH", "TS", "JC", "JD", "JH", "JS", "QC", "QD", "QH", "QS", "KC", "KD", "KH", "KS", "AC", "AD", "AS"], "hands": [["AH"], ["6C", "7C"]], "table": [], "attacker": 0, "defender": 1, "phase": "attack", "turn": 0, "passes": 0, "limit": 2, "bout": 12, "shown": [], "out": [], "known": [[], []], "actions": 40, "result": None}

    ## The last bout: the player's last card is the 6♣, the opponent beats it with
    ## his last card, the 7♣; both are out at once with the talon empty: a draw.
    DRAW_POSITION = dict(LAST_CARD_POSITION, hands=[["6C"], ["7C"]], limit=1,
                         discard=sorted(set(LAST_CARD_POSITION["discard"]) | set(["AH"])))

    _DT_AI = {}

    def duel_test_break_ai():
        import engine.ai as _ai
        _DT_AI["choose"] = _ai.choose
        def broken(*args, **kwargs):
            raise RuntimeError("the AI is broken on purpose by the testcase")
        _ai.choose = broken

    def duel_test_restore_ai():
        import engine.ai as _ai
        if "choose" in _DT_AI:
            _ai.choose = _DT_AI.pop("choose")

    import json as _dt_json

    def duel_test_store_state(path):
        with open(path, "w") as f:
            f.write(_dt_json.dumps(duel_state.to_dict(), sort_keys=True))

    def duel_test_same_state(path):
        with open(path) as f:
            saved = _dt_json.loads(f.read())
        now = _dt_json.loads(_dt_json.dumps(duel_state.to_dict(), sort_keys=True))
        assert now == saved, (now, saved)
        return True
