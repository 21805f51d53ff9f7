## duel_keyboard_play (owner: table, accessibility): a whole duel played with
## key presses only, the way a keyboard player would. The mouse is parked in a
## corner where nothing can take the focus and is never clicked; every move is
## made with the arrow keys, Tab / Shift+Tab, Enter and Escape:
##
## - the test picks a legal move from the engine state (duel_test_choose of
##   duel_support.rpy, first defence: take, so the hand grows past the point
##   where the fan overlaps), then walks the focus to the hand card with arrow
##   keys (real key events), presses Enter, and checks that the focus jumped
##   to the widget the table names for that card (duel.target_id: the ATTACK /
##   THROW IN button, the attack card it beats, ...), then presses Enter there.
##   The one rule ("place, then play"): Enter on a place (the card to beat, the
##   pile, the battle place) only places the card, which is checked (placed,
##   nothing played), and the move's button (DEFEND, PLAY) plays it; Enter on
##   ATTACK / THROW IN / TRANSFER with the card selected places and plays it;
## - a key is pressed only once the table has handled the one before (none of
##   the test's key or pad events is still queued): on a loaded machine the
##   table draws before it handles a press, and a press decided from a focus
##   about to move overshot a walk and sent Enter to the wrong widget;
## - once the hand holds 9+ overlapping cards, Right walks through every card
##   of the fan in order and Left walks back (Ren'Py's own arrow focus skipped
##   overlapped cards);
## - Escape takes back a selected card without opening the game menu;
## - Tab reaches "Table options"; in the options the arrows reach the
##   "High-contrast table" switch, Enter turns it on, Escape closes the
##   options; the rest of the duel is played in the high-contrast look;
## - at the end Enter on "Continue" and on the closing line returns the
##   duel's result, which must match the engine's.
## - moves 2 and 3 are played with a gamepad instead (d-pad, A, B), posted as
##   Ren'Py's controller code posts them;
## - at every move of the player, every widget the keys can reach has a
##   meaningful, distinct alt text (self-voicing).
## No arrow walk may need more than KB_MAX_PRESSES presses.
##
## Screenshots (artifacts/screens/): duel_kb_focus (focus ring on a hand card),
## duel_kb_jump (a card selected, the focus on where it goes), duel_kb_fan
## (a big overlapping hand mid-walk), duel_kb_options (the options with the
## high-contrast switch focused), duel_kb_hc (high-contrast table, a hand card
## focused), duel_kb_hc_jump, duel_kb_over.

init python:
    import time as _kb_time

    KB_MAX_PRESSES = 16
    KB_HAND_KINDS = ("attack", "defend", "throw_in", "transfer", "lead", "beat", "commit")
    KB_CORNER = (1917, 1077)    # bare cloth: nothing focusable lies there

    KB = {}

    def kb_reset():
        KB.clear()
        KB.update(last=0.0, keys=[], steps=[], plan_state=None, moves=0, took=0,
                  walks=[], walk_presses=0, tried=set(), max_walk=0, jumps=0, escape_done=False,
                  fan_walk_done=False, options_done=False, hc_moves=0, shots={}, pending_shot=None,
                  finished=False, over_keys=0, kinds=set())

    KB_PAD = {"LEFT": "pad_dpleft_press", "RIGHT": "pad_dpright_press", "UP": "pad_dpup_press",
              "DOWN": "pad_dpdown_press", "RETURN": "pad_a_press", "ESCAPE": "pad_b_press"}

    def kb_pad(name):
        """One gamepad press, posted as Ren'Py's controller code posts it (an
        EVENTNAME event with the pad name and its bindings)."""
        import pygame_sdl2 as _kb_pg
        names = [name] + list(renpy.config.pad_bindings.get(name, ()))
        _kb_pg.event.post(_kb_pg.event.Event(renpy.display.core.EVENTNAME,
                                             {"eventnames": names, "controller": name, "up": False}))
        KB["pad_presses"] = KB.get("pad_presses", 0) + 1

    def kb_press(key):
        """One real key press (down and up), as the testcase `type` statement
        sends it. The mouse stays in the corner (posting no motion once there).
        During moves 2 and 3 the gamepad plays instead (d-pad, A, B)."""
        renpy.test.testmouse.move_mouse(*KB_CORNER)
        if KB["moves"] in (2, 3) and key in KB_PAD and not renpy.get_screen("duel_options"):
            kb_pad(KB_PAD[key])
            KB["keys"].append("pad:" + key)
            KB["last"] = _kb_time.time()
            return
        renpy.test.testkey.down(None, key)
        renpy.test.testkey.up(None, key)
        KB["keys"].append(key)
        KB["last"] = _kb_time.time()

    def kb_focused():
        return renpy.display.focus.get_focused()

    def kb_input_pending():
        """Whether a key or pad press posted by the test still waits in the event
        queue (or in the event Ren'Py peeked): the focus and the selection seen
        now are not yet what that press makes them."""
        import pygame_sdl2 as _kb_pg
        types = [_kb_pg.KEYDOWN, _kb_pg.KEYUP, _kb_pg.TEXTINPUT, renpy.display.core.EVENTNAME]
        pushed = getattr(renpy.display.interface, "pushed_event", None)
        if pushed is not None and pushed.type in types:
            return True
        return bool(_kb_pg.event.peek(types))

    def kb_alt(w):
        try:
            return w._tts_all()
        except Exception:
            return ""

    ## ---------------------------------------------------------- targets
    def kb_matcher(target):
        """A predicate on a focused widget for a plan target."""
        kind, val = target
        trump = duel_state.view(0).trump
        if kind == "hand":
            return lambda w: getattr(w, "drag_name", None) == val
        if kind == "target":
            text = duel.card_name(val, trump) + " on the table, not yet beaten"
            return lambda w: kb_alt(w) == text
        if kind == "zone":
            zone = [z for z in duel.model(duel_state).zones if z["name"] == val]
            return lambda w: bool(zone) and kb_alt(w) == zone[0]["alt"]
        if kind == "center":
            text = duel.card_name(val, trump) + ", take it"
            return lambda w: kb_alt(w) == text
        if kind == "id":
            return lambda w: w is renpy.get_displayable("duel_table", val, base=True)
        return lambda w: kb_alt(w) == val

    def kb_rects():
        """(widget, rect) of what the arrows can reach now: the table's own
        list (hand cards by their visible strip) or, over it, a modal screen's."""
        if renpy.get_screen("duel_options") or renpy.get_screen("duel_over"):
            return [(f.widget, (f.x, f.y, f.x + f.w, f.y + f.h)) for f in renpy.display.focus.focus_list
                    if f.x is not None and f.screen is not None and f.screen.screen_name[0] in ("duel_options", "duel_over")]
        return [(e[0].widget, e[1]) for e in duel._focus_entries()]

    def kb_key_toward(match):
        """The arrow key a player would press to move toward the widget
        `match` picks (None if it is not on screen)."""
        rects = kb_rects()
        target = [r for w, r in rects if match(w)]
        if not target:
            return None
        cur = kb_focused()
        mine = [r for w, r in rects if w is cur]
        if not mine:
            return "RIGHT"          # nothing focused: any arrow starts in the hand
        (a0, b0, a1, b1), (t0, u0, t1, u1) = mine[0], target[0]
        if u1 <= b0 + 2:
            vert = "UP"
        elif u0 >= b1 - 2:
            vert = "DOWN"
        else:
            vert = None
        horiz = "RIGHT" if (t0 + t1) > (a0 + a1) else "LEFT"
        keys = [vert, horiz] if vert else [horiz, "DOWN" if u0 > b0 else "UP"]
        alt = kb_alt(cur)
        for k in keys:
            if (alt, k) not in KB["tried"]:
                KB["tried"].add((alt, k))
                return k
        return keys[0]

    ## ---------------------------------------------------------- planning
    def kb_choose(state):
        legal = state.legal_actions()
        if KB["took"] < 2 and any(a.kind == "take" for a in legal):
            KB["took"] += 1
            return [a for a in legal if a.kind == "take"][0]
        return duel_test_choose(state)

    def kb_check_alts():
        """Self-voicing: every widget the keys can reach on the table has a
        meaningful alt text (not empty, no unfilled field), and no two read
        the same."""
        alts = [kb_alt(e[0].widget) for e in duel._focus_entries()]
        assert alts, "nothing focusable on the table"
        for a in alts:
            assert a.strip() and "{" not in a and "[" not in a, ("bad alt text", a, alts)
        assert len(set(alts)) == len(alts), ("two widgets read the same", alts)
        KB["alts_checked"] = KB.get("alts_checked", 0) + 1

    def kb_plan(state):
        """Steps for one move: ("go", target) walks the focus there with the
        arrows, ("key", K) presses K, ("jump", code) checks the focus jumped to
        duel.target_id for `code` after it was selected."""
        kb_check_alts()
        a = kb_choose(state)
        m = duel.model(state)
        steps = []
        if not KB["escape_done"] and a.kind in KB_HAND_KINDS:
            # select a card, take it back with Escape (checked), then play
            c = str(a.cards[0])
            steps += [("go", ("hand", c)), ("key", "RETURN"), ("check_selected", c),
                      ("key", "ESCAPE"), ("check_escape", None)]
        if a.kind == "attack":
            for c in a.cards:
                steps += [("go", ("hand", str(c))), ("key", "RETURN"), ("jump", str(c))]
            steps += [("go", ("button", "ATTACK")), ("key", "RETURN")]
        elif a.kind == "defend":
            steps += [("go", ("hand", str(a.cards[0]))), ("key", "RETURN"), ("jump", str(a.cards[0])),
                      ("go", ("target", str(a.target))), ("key", "RETURN"),
                      # the one rule: Enter there places the card; DEFEND plays it
                      ("check_placed", [str(a.cards[0])]),
                      ("go", ("id", "duel_btn_defend")), ("key", "RETURN")]
        elif a.kind == "throw_in":
            steps += [("go", ("hand", str(a.cards[0]))), ("key", "RETURN"), ("jump", str(a.cards[0])),
                      ("go", ("id", "duel_btn_attack")), ("key", "RETURN")]
        elif a.kind == "transfer":
            steps += [("go", ("hand", str(a.cards[0]))), ("key", "RETURN"), ("jump", str(a.cards[0])),
                      ("go", ("id", "duel_btn_transfer")), ("key", "RETURN")]
        elif a.kind == "take":
            steps += [("go", ("id", "duel_btn_take")), ("key", "RETURN")]
        elif a.kind == "pass":
            steps += [("go", ("id", "duel_btn_pass")), ("key", "RETURN")]
        elif a.kind in ("lead", "beat", "commit"):
            # Svoi Kozyri and Warfare: Enter on a hand card moves the focus to
            # the drop zone (the pile, the battle slot); Enter there plays it.
            # Beat-and-lay is two cards, one after the other.
            # Enter there places it; PLAY plays what is placed (the one rule).
            placed = []
            for c in a.cards:
                placed.append(str(c))
                steps += [("go", ("hand", str(c))), ("key", "RETURN"), ("jump", str(c)), ("key", "RETURN"),
                          ("check_placed", list(placed))]
            steps += [("go", ("id", "duel_btn_play")), ("key", "RETURN")]
        elif a.kind in ("keep", "pick"):
            steps += [("go", ("center", str(a.cards[0]))), ("key", "RETURN")]
        elif a.kind == "choose_suit":
            steps += [("go", ("button", duel.suit_choice_alt(a.suit))), ("key", "RETURN")]
        elif a.kind == "pick_up":
            steps += [("go", ("button", duel.action_label(a, m))), ("key", "RETURN")]
        else:
            raise AssertionError("no keyboard plan for %s" % a)
        KB["kinds"].add(a.kind)
        KB["steps"] = steps
        KB["move"] = a
        duel_test_note("kb plan", a, steps)

    ## ---------------------------------------------------------- stepping
    def kb_walk_done():
        KB["max_walk"] = max(KB["max_walk"], KB["walk_presses"])
        KB["walks"].append(KB["walk_presses"])
        KB["walk_presses"] = 0
        KB["tried"] = set()

    def kb_shot(name, delay=0.6):
        KB["pending_shot"] = (name, _kb_time.time() + delay)

    def kb_fan_walk():
        """With 9+ cards (the fan overlaps), Right steps through every card in
        order from the leftmost, then Left steps back: returns True when done."""
        st = KB.setdefault("fan", {"stage": "start"})
        hand = [h["code"] for h, _x in duel.visible_hand(duel.model(duel_state))]
        cur = getattr(kb_focused(), "drag_name", None)
        if st["stage"] == "start":
            st.update(stage="home", order=hand, seen=[])
        if st["stage"] == "home":
            if cur == st["order"][0]:
                st["stage"] = "right"
                st["seen"] = [cur]
                return False
            k = kb_key_toward(kb_matcher(("hand", st["order"][0])))
            KB["walk_presses"] += 1
            assert KB["walk_presses"] <= KB_MAX_PRESSES + len(hand), "cannot reach the first card"
            kb_press(k)
            return False
        if st["stage"] == "right":
            if cur != st["seen"][-1]:
                st["seen"].append(cur)
            if len(st["seen"]) == len(st["order"]):
                assert st["seen"] == st["order"], ("Right did not step card by card", st["seen"], st["order"])
                if not st.get("shot"):
                    st["shot"] = True
                    kozyr_shot(KB.get("prefix", "") + "duel_kb_fan")
                st["stage"] = "left"
                st["back"] = [cur]
                return False
            kb_press("RIGHT")
            return False
        if st["stage"] == "left":
            if cur != st["back"][-1]:
                st["back"].append(cur)
            if len(st["back"]) == len(st["order"]):
                assert st["back"] == list(reversed(st["order"])), ("Left did not step back", st["back"])
                duel_test_note("kb fan walk through %d overlapping cards: ok" % len(hand))
                kb_walk_done()
                return True
            kb_press("LEFT")
            return False

    def kb_options():
        """Tab to "Table options", Enter, arrows to the high-contrast switch,
        Enter, Escape. Returns True when done."""
        st = KB.setdefault("opt", {"stage": "tab", "tabs": 0})
        cur = kb_focused()
        if st["stage"] == "tab":
            if renpy.get_screen("duel_options"):
                st["stage"] = "switch"
                return False
            if kb_alt(cur) == "Table options":
                if not st.get("back"):
                    # Shift+Tab goes one step back in the same order, Tab returns
                    order = [kb_alt(e[0].widget) for e in sorted(duel._focus_entries(), key=duel._tab_key)]
                    st["back"] = order[order.index("Table options") - 1]
                    kb_press("shift_TAB")
                    return False
                kb_press("RETURN")
                return False
            if st.get("back") and not st.get("back_ok"):
                assert kb_alt(cur) == st["back"], ("Shift+Tab went to", kb_alt(cur), "not", st["back"])
                st["back_ok"] = True
                kb_press("TAB")
                return False
            st["tabs"] += 1
            assert st["tabs"] <= 40, "Tab never reached Table options"
            kb_press("TAB")
            return False
        if st["stage"] == "switch":
            if persistent.duel_high_contrast:
                st["stage"] = "close"
                kozyr_shot(KB.get("prefix", "") + "duel_kb_options")
                return False
            if kb_alt(cur).startswith("High-contrast table:"):
                kb_walk_done()
                kb_press("RETURN")
                return False
            k = kb_key_toward(lambda w: kb_alt(w).startswith("High-contrast table:"))
            assert k is not None, "no high-contrast switch in the options"
            KB["walk_presses"] += 1
            assert KB["walk_presses"] <= KB_MAX_PRESSES, "the arrows never reached the high-contrast switch"
            kb_press(k)
            return False
        if st["stage"] == "close":
            if not renpy.get_screen("duel_options"):
                assert renpy.get_screen("save") is None and renpy.get_screen("preferences") is None
                duel_test_note("kb options: high contrast on after %d Tab presses" % st["tabs"])
                return True
            kb_press("ESCAPE")
            KB["last"] += 0.3
            return False

    def kb_step():
        """Does the next key press of the plan; called every frame."""
        now = _kb_time.time()
        if KB["pending_shot"] and now >= KB["pending_shot"][1]:
            kozyr_shot(KB.get("prefix", "") + KB["pending_shot"][0])
            KB["pending_shot"] = None
        if now - KB["last"] < 0.12 or KB["pending_shot"]:
            return
        if kb_input_pending():
            # a press not handled yet: look again once the table has handled it
            KB["input_waits"] = KB.get("input_waits", 0) + 1
            return
        st = duel_state
        if renpy.get_screen("duel_over"):
            if KB["over_keys"] == 0:
                kb_shot("duel_kb_over", 0.8)
                KB["over_keys"] = 1
                return
            # Ren'Py's own arrow focus inside the modal panel, then Enter
            if kb_alt(kb_focused()) in ("Continue", "Next game"):
                kb_press("RETURN")
            else:
                KB["over_keys"] += 1
                assert KB["over_keys"] < 10, "no key reaches Continue"
                kb_press("DOWN")
            return
        if renpy.get_screen("say") is not None and DUEL_TEST["return"] is not None:
            kb_press("RETURN")          # "Duel finished."
            return
        if renpy.get_screen("duel_options"):
            kb_options()
            return
        if not duel_test_human_turn():
            return
        if KB["plan_state"] is not st:
            # a move is played by its last key only: Enter on a place only places
            assert not (KB["steps"] and KB["steps"][0][0] == "check_placed"), (
                "Enter on the place played the move", KB.get("move"), KB["steps"])
            KB["plan_state"] = st
            KB["moves"] += 1
            if persistent.duel_high_contrast:
                KB["hc_moves"] += 1
            if KB["moves"] == 1 and not KB.get("first_shot"):
                # first: put the focus on the hand, ring visible
                KB["first_shot"] = True
                kb_press("RIGHT")
                kb_shot("duel_kb_focus")
                KB["plan_state"] = None
                KB["moves"] -= 1
                return
            kb_plan(st)
        if not KB["fan_walk_done"] and len(duel_state.view(0).hand) >= 9 and KB["steps"] and KB["steps"][0][0] == "go":
            if kb_fan_walk():
                KB["fan_walk_done"] = True
            return
        if not KB["options_done"] and KB["moves"] >= 6 and KB["steps"] and KB["steps"][0][0] == "go":
            if kb_options():
                KB["options_done"] = True
                KB["hc_shot_due"] = True
            return
        if not KB["steps"]:
            return
        step, arg = KB["steps"][0]
        cur = kb_focused()
        if step == "go":
            match = kb_matcher(arg)
            if cur is not None and match(cur):
                kb_walk_done()
                KB["steps"].pop(0)
                if KB.get("hc_shot_due") and arg[0] == "hand":
                    KB["hc_shot_due"] = False
                    kozyr_shot(KB.get("prefix", "") + "duel_kb_hc")
                return
            k = kb_key_toward(match)
            if k is None:
                duel_test_note("kb waiting for", arg)
                return
            KB["walk_presses"] += 1
            assert KB["walk_presses"] <= KB_MAX_PRESSES, ("the arrows do not reach", arg, KB["keys"][-KB_MAX_PRESSES:])
            kb_press(k)
            return
        if step == "key":
            KB["steps"].pop(0)
            kb_press(arg)
            if arg == "RETURN":
                KB["last"] += 0.1       # let the table redraw (and a focus jump land)
            return
        if step == "jump":
            # The Enter (or the pad's A) was posted as an event: on a loaded machine
            # the table may draw (and this step run) before that event is handled,
            # so the card is not selected yet and the table names no target for it.
            # Wait for it as for the focus jump, a bounded number of frames.
            want = duel.target_id(arg, duel.model(st))
            w = renpy.get_displayable("duel_table", want, base=True) if want is not None else None
            if w is None or cur is not w:
                KB.setdefault("jump_wait", 0)
                KB["jump_wait"] += 1
                assert KB["jump_wait"] < 20, ("the focus did not jump to", want, "for", arg,
                                              "selected", duel.ui.selected, "placed", duel.ui.staged,
                                              "focused", kb_alt(cur))
                KB["last"] = now
                return
            if KB.get("jump_wait"):
                duel_test_note("kb jump to %s after %d waits" % (want, KB["jump_wait"]))
            KB["jump_wait"] = 0
            KB["jumps"] += 1
            KB["steps"].pop(0)
            if KB["jumps"] == 1:
                kozyr_shot(KB.get("prefix", "") + "duel_kb_jump")
            if KB["jumps"] > 1 and persistent.duel_high_contrast and not KB.get("hc_jump_shot"):
                KB["hc_jump_shot"] = True
                kozyr_shot(KB.get("prefix", "") + "duel_kb_hc_jump")
            return
        if step == "check_selected":
            if duel.ui.selected != [arg]:
                # the Enter's event may not be handled yet (see "jump")
                KB["select_wait"] = KB.get("select_wait", 0) + 1
                assert KB["select_wait"] < 20, ("Enter did not select", arg, duel.ui.selected)
                KB["last"] = now
                return
            KB["select_wait"] = 0
            KB["steps"].pop(0)
            return
        if step == "check_placed":
            # Enter on the place placed the card(s) there and played nothing
            if duel.ui.staged != arg or duel.ui.selected:
                KB["placed_wait"] = KB.get("placed_wait", 0) + 1
                assert KB["placed_wait"] < 20, ("Enter did not place", arg, "placed", duel.ui.staged,
                                                "selected", duel.ui.selected, "focused", kb_alt(cur))
                KB["last"] = now
                return
            assert st is KB["plan_state"], ("Enter on the place played the move", KB["move"])
            KB["placed_wait"] = 0
            KB["placed_checks"] = KB.get("placed_checks", 0) + 1
            KB["steps"].pop(0)
            return
        if step == "check_escape":
            if duel.ui.selected or duel.ui.staged:
                # the Escape's event may not be handled yet (see "jump")
                KB["escape_wait"] = KB.get("escape_wait", 0) + 1
                assert KB["escape_wait"] < 20, ("Escape did not take back", duel.ui.selected, duel.ui.staged)
                KB["last"] = now
                return
            assert renpy.get_screen("save") is None and renpy.get_screen("preferences") is None
            KB["escape_done"] = True
            KB["steps"].pop(0)
            duel_test_note("kb Escape took the selection back")
            return

    class KbPlayer(Action):
        """`pause .05 until run KbPlayer()`: plays the duel by key presses;
        ready once the duel has returned its result."""

        def get_sensitive(self):
            if DUEL_TEST.get("said"):
                return True
            # a move limit (the variant testcases): stop once that many moves
            # were planned and the last one's keys are all pressed
            if KB.get("limit") and KB["moves"] >= KB["limit"] and not KB["steps"]:
                return True
            kb_step()
            return False

        def __call__(self):
            return None

label duel_kb_entry:
    call duel(DUEL_TEST["spec"])
    $ DUEL_TEST["return"] = _return
    "Duel finished."
    $ DUEL_TEST["said"] = True
    "The end of the keyboard duel."
    return

testcase duel_keyboard_play:
    $ _test.timeout = 40.0
    move (0.5, 0.5) pattern "Start"
    # every high-contrast text colour meets WCAG AA (4.5:1) on its background
    python:
        for fg, bg in duel.HC_TEXT_PAIRS:
            ratio = duel.contrast_ratio(duel.PALETTE[fg][1], duel.PALETTE[bg][1])
            kozyr_test_note("high-contrast %s on %s: %.1f:1" % (fg, bg, ratio))
            assert ratio >= 4.5, (fg, bg, ratio)
    $ persistent.duel_high_contrast = False
    $ persistent.duel_hints = True
    $ kb_reset()
    $ duel_test_setup({"variant": "podkidnoy", "players": 2, "options": {}, "seats": [{"who": "mc", "name": "Traveller", "level": None, "style": None}, {"who": "marta", "name": "Marta", "level": "easy", "style": "balanced"}], "series": None, "skin": "classic", "tutorial": False, "seed": 4242})
    run Start("duel_kb_entry")
    pause 0.2 until run TestCond("duel_test_human_turn()")
    # the mouse goes to a corner of bare cloth and stays there (a `move`
    # without a pattern does not move it on 8.0.3)
    $ renpy.test.testmouse.move_mouse(*KB_CORNER)
    pause 0.3
    assert renpy.display.focus.get_focused() is None
    $ _test.timeout = 600.0
    $ DUEL_TEST["said"] = False
    pause .05 until run KbPlayer()
    $ _test.timeout = 20.0
    python:
        r = DUEL_TEST["return"]
        kozyr_test_note("keyboard duel: %s after %d moves, %d key presses (%s), longest arrow walk %d, focus jumps %d, placed by Enter %d, moves in high contrast %d, frames waiting for a press to be handled %d"
                        % (r["outcome"], KB["moves"], len(KB["keys"]),
                           ", ".join("%s %d" % (k, KB["keys"].count(k)) for k in sorted(set(KB["keys"]))),
                           KB["max_walk"], KB["jumps"], KB.get("placed_checks", 0), KB["hc_moves"], KB.get("input_waits", 0)))
        assert duel_state.is_terminal()
        assert r["outcome"] == duel_test_engine_outcome(duel_state), (r, duel_state.result)
        duel_test_check_return(duel_test_engine_outcome(duel_state))
        assert KB["escape_done"], "Escape was never tried"
        assert KB["fan_walk_done"], "the hand never held 9+ cards to walk through"
        assert KB["options_done"], "the options were never reached"
        assert KB["hc_moves"] >= 2 and KB["jumps"] >= 3, (KB["hc_moves"], KB["jumps"])
        assert KB.get("placed_checks", 0) >= 1, "Enter never placed a card without playing it"
        assert KB["max_walk"] <= KB_MAX_PRESSES
        assert KB.get("alts_checked", 0) == KB["moves"], (KB.get("alts_checked"), KB["moves"])
        assert "TAB" in KB["keys"] and "shift_TAB" in KB["keys"] and "ESCAPE" in KB["keys"]
        assert "pad:RETURN" in KB["keys"] and KB.get("pad_presses", 0) >= 3, KB.get("pad_presses")
    $ persistent.duel_high_contrast = False
    run Quit(confirm=False)
