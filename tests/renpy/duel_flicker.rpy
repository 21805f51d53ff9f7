## duel_flicker (owner: table): no frame drawn at the table leaves out a resting card.
## Issue 26's fresh player saw "one frame with no hand, talon or table cards right after
## a throw-in drop" and "a selected card vanishes from the hand for about a second".
## Cause: every resting card wears duel_land(t), and with t = 0 its `pause 0` is Ren'Py's
## one-frame pause (config.atl_one_frame): a duel_land built anew (a card selected or a
## hand re-fanned: the card's Drag gets a new key; every card of a new `call screen`
## after a move) drew one frame at alpha 0.
##
## The probe wraps Ren'Py's render_screen and walks the tree of Renders every frame the
## table draws: a card counts as shown when its picture is in the tree with an alpha above
## zero all the way down. On every frame it checks the hand (the fan, placed cards aside),
## the cards on the table and the talon, leaving out only the cards of the state's motion
## (they fly, and their resting picture appears as they land). It failed on the old
## duel_land: the selected card, the re-fanned hand after a drop, and hand, table and
## talon on the first frame of the state after THROW IN and after an instant drop.

init python:

    import time as _flk_time

    _FLK_OPTS = {"deck": 36, "transfer_show": False, "first_bout_five": False, "first_attacker": "pagat",
                 "previous_durak": None, "dealer": None, "action_cap": 2000}
    ## everything is beaten (A♣ by 7♥) with six cards in the talon (9♥ trump under it): the
    ## player may throw in A♠ and A♦
    FLICKER_ADD = {"format": 1, "variant": "podkidnoy", "players": 2, "seed": 1, "options": _FLK_OPTS,
                   "trump": "9H", "talon": ["6C", "6D", "7C", "7D", "8C", "9H"],
                   "discard": None,    # the rest of the 36 cards (below)
                   "hands": [["6S", "AD", "AS", "TC"], ["8H", "KC", "QS"]], "table": [["AC", "7H"]],
                   "attacker": 0, "defender": 1, "phase": "add", "turn": 0, "passes": 0, "limit": 4,
                   "bout": 12, "shown": [], "out": [], "known": [[], []], "actions": 42, "result": None}

    FLICKER_ADD["discard"] = sorted(r + su for r in "6789TJQKA" for su in "CDHS"
                                    if r + su not in set(FLICKER_ADD["talon"] + FLICKER_ADD["hands"][0]
                                                         + FLICKER_ADD["hands"][1] + ["AC", "7H"]))

    def flicker_spec():
        return {"variant": "podkidnoy", "players": 2, "options": {},
                "seats": [{"who": "mc", "name": "Traveller", "level": None, "style": None},
                          {"who": "marta", "name": "Marta", "level": "easy", "style": "balanced"}],
                "series": None, "skin": "classic", "tutorial": False, "seed": 3, "position": FLICKER_ADD}

    ## frames: how many table frames were checked; missing: (frame, what, codes) of the
    ## frames that left out a resting card; seen: codes shown at least once
    FLICKER = {"on": False, "frames": 0, "missing": [], "seen": set(), "orig": None}

    def _flk_walk(r, x, y, alpha, out, depth=0):
        """Every card picture in Render `r` (at x, y, under `alpha`): out gets
        (code or "back", x, y) of those drawn with an alpha above zero."""
        if depth > 200 or not isinstance(r, renpy.display.render.Render):
            return
        alpha = alpha * r.alpha * r.over
        if alpha <= 0.01:
            return
        for d in (r.render_of or ()):
            fn = getattr(d, "filename", None)
            if isinstance(fn, str) and fn.startswith("images/cards/"):
                name = fn.rsplit("/", 1)[-1][:-4]
                out.append(("back" if "/backs/" in fn else name, x, y))
        for c in r.children:
            _flk_walk(c[0], x + c[1], y + c[2], alpha, out, depth + 1)

    def _flk_expected(st, m):
        """What a frame of state `st` must show: {code: where} for the resting cards that
        take no part in its motion."""
        moving = set(dict.keys(m.landing)) | set(f["code"] for f in m.flights if f["code"])
        staged = set(duel.ui.staged)
        want = {}
        for h, _x in duel.visible_hand(m):
            want[h["code"]] = "hand"
        for s in m.slots:
            for k in ("attack", "defence"):
                if s.get(k) and s[k] not in staged:
                    want[s[k]] = "table"
        starts = [f["t0"] for f in m.flights if f.get("t0") is not None]
        over = all(f.get("landed") for f in m.flights) and (
            not starts or _flk_time.time() - min(starts) > m.motion_end + 0.25)
        if not over:
            for c in moving:
                want.pop(c, None)
        return want

    def _flk_check(tree):
        st = duel_state
        rt = duel.ui.table  # (the runtime of the state on the table; its model is what is drawn)
        if st is None or renpy.get_screen("duel_table") is None or rt is None or rt.state is not st or rt.model is None:
            return
        if renpy.get_screen("duel_over") is not None or renpy.get_screen("duel_options") is not None:
            return
        m = rt.model
        shown = []
        _flk_walk(tree, 0, 0, 1.0, shown)
        codes = set(c for c, _x, _y in shown)
        FLICKER["seen"] |= codes
        FLICKER["frames"] += 1
        want = _flk_expected(st, m)
        lost = sorted(c for c in want if c not in codes)
        tx, ty = duel.TALON_XY
        if m.talon > 1 and m.trump_card and not any(
                c == "back" and abs(x - tx) < 24 and abs(y - ty) < 24 for c, x, y in shown):
            lost.append("talon")
        if lost:
            FLICKER["missing"].append((FLICKER["frames"], [(c, want.get(c, "talon")) for c in lost],
                                       list(duel.ui.selected), list(duel.ui.staged), len(st.history)))

    def _flk_render_screen(root, width, height):
        tree = FLICKER["orig"](root, width, height)
        if FLICKER["on"]:
            try:
                _flk_check(tree)
            except Exception as e:      # the probe must never take the game down
                FLICKER["missing"].append(("probe", repr(e)))
        return tree

    def flicker_probe(on):
        if FLICKER["orig"] is None:
            FLICKER["orig"] = renpy.display.render.render_screen
            renpy.display.render.render_screen = _flk_render_screen
        FLICKER["on"] = on
        return True

    def flicker_settle():
        """The screen evaluated again once the motion is over (as a hover or a timer
        does): the cards that flew must rest where they landed."""
        renpy.restart_interaction()
        return True

    def flicker_report(what):
        """Asserts that no frame so far left out a resting card, and starts afresh."""
        miss, frames = list(FLICKER["missing"]), FLICKER["frames"]
        print("FLICKER %s: %d frames checked, %d left out a resting card %s" % (what, frames, len(miss), miss[:6]))
        FLICKER["missing"] = []
        FLICKER["frames"] = 0
        assert frames >= 1, (what, frames)    # the probe saw the table draw
        assert not miss, (what, miss[:6])
        return True


testcase duel_flicker:
    $ _test.timeout = 240.0
    move (0.5, 0.5) pattern "Start"
    $ persistent.duel_speed = 0
    $ persistent.duel_instant = False
    $ persistent.duel_motion = True
    $ duel_test_setup(flicker_spec())
    run Start("duel_test_entry")
    pause 0.2 until run TestCond("duel_test_human_turn()")
    pause 1.0
    $ flicker_probe(True)
    $ flk_before = duel_state
    ## the probe sees the cards: hand, table and talon on a quiet frame (redrawn)
    $ renpy.restart_interaction()
    pause 0.5
    assert {"6S", "AD", "AS", "TC", "AC", "7H", "back"} <= FLICKER["seen"]
    $ flicker_report("a quiet table")
    ## a card selected stays in the hand (it rises: a new key, a new duel_land)
    run OneRuleClick(("hand", "AS"))
    pause 1.0
    assert duel.ui.selected == ["AS"]
    $ flicker_report("a card selected")
    ## ...and the second ace
    run OneRuleClick(("hand", "AD"))
    pause 1.0
    assert duel.ui.selected == ["AS", "AD"]
    $ flicker_report("a second card selected")
    ## a throw-in dropped on a free place: both aces placed, the hand re-fanned
    drag duel_test_drag_points("AD", ("slot", 1))
    pause 1.0
    assert sorted(duel.ui.staged) == ["AD", "AS"] and duel_state is flk_before
    $ flicker_report("a throw-in dropped")
    ## THROW IN: the next states (a new call screen each) show every resting card from
    ## their first frame
    "THROW IN"
    pause 0.2 until run TestCond("len([a for a in duel_state.history if a.kind == 'throw_in']) == 2 or duel_state.is_terminal()")
    pause 0.2 until run TestCond("duel_test_human_turn() or duel_state.is_terminal()")
    pause 1.0
    $ flicker_settle()
    pause 0.3
    $ flicker_report("THROW IN played")
    $ flicker_probe(False)
    run Quit(confirm=False)


testcase duel_flicker_instant:
    $ _test.timeout = 240.0
    move (0.5, 0.5) pattern "Start"
    $ persistent.duel_speed = 0
    $ persistent.duel_motion = True
    ## the table option: a drop plays at once (the old rule for every drop)
    $ persistent.duel_instant = True
    $ duel_test_setup(flicker_spec())
    run Start("duel_test_entry")
    pause 0.2 until run TestCond("duel_test_human_turn()")
    pause 1.0
    $ flicker_probe(True)
    $ flk_before = duel_state
    drag duel_test_drag_points("AS", ("slot", 1))
    pause 0.2 until run TestCond("duel_state is not flk_before")
    pause 0.2 until run TestCond("duel_test_human_turn() or duel_state.is_terminal()")
    pause 1.0
    $ flicker_settle()
    pause 0.3
    $ flicker_report("an instant throw-in drop")
    $ flicker_probe(False)
    $ persistent.duel_instant = False
    run Quit(confirm=False)
