## Monkey test (issue 10): seeded random clicks, drags and key presses fed into
## a duel and into the map through the same event queue the testcase `click`,
## `drag` and `type` statements use (renpy.test.testmouse / testkey), one
## gesture per test tick: `run MonkeyStep(...) until ...` repeats it. Gestures
## that would leave the place under test (Menu, Table options, Continue, the
## map's Rules/Extras/Continue story/Replay) are re-aimed; a game-menu screen
## that opens anyway is counted and closed. Afterwards the duel must still be
## consistent and finish by legal moves; the map must still answer.

init 1 python:

    import random as _mk_random

    MONKEY = {"rng": _mk_random.Random(20261130), "n": 0, "clicks": 0, "drags": 0, "keys": 0,
              "escapes": 0, "skipped": 0, "moves_seen": 0, "last_state": None}

    MONKEY_KEYS = ["LEFT", "RIGHT", "UP", "DOWN", "TAB", "RETURN", "SPACE", "a", "1", "BACKSPACE"]
    MONKEY_AVOID = ("Menu", "Table options", "Continue", "Next game", "Rules", "Extras", "Replay",
                    "Quit", "Main Menu", "Save", "Load", "Preferences", "History", "Skip", "Auto",
                    "Q.Save", "Q.Load", "Back", "Free Play", "Credits", "Start", "Undo")
    MONKEY_MENUS = ("save", "load", "preferences", "game_menu", "main_menu", "confirm", "rules",
                    "extras", "history", "help", "about", "duel_options", "credits")

    def _monkey_alt_at(x, y):
        f = renpy.display.render.focus_at_point(x, y)
        if f is None:
            return ""
        try:
            return f.widget._tts_all() or ""
        except Exception:
            return ""

    def _monkey_safe_alt(alt):
        return not any(alt.startswith(a) for a in MONKEY_AVOID)

    def _monkey_point(rng):
        for _i in range(20):
            x, y = rng.randrange(0, 1920), rng.randrange(0, 1080)
            if _monkey_safe_alt(_monkey_alt_at(x, y)):
                return x, y
            MONKEY["skipped"] += 1
        return 1575, 735

    def monkey_menu_open():
        return [m for m in MONKEY_MENUS if renpy.get_screen(m) is not None]

    class MonkeyStep(Action):
        """One random gesture (or closes a menu the monkey opened anyway)."""

        def __init__(self, avoid_main_menu=True):
            self.avoid_main_menu = avoid_main_menu

        def __call__(self):
            rng = MONKEY["rng"]
            tm = renpy.test.testmouse
            st = getattr(store, "duel_state", None)
            if st is not None and st is not MONKEY["last_state"]:
                MONKEY["last_state"] = st
                MONKEY["moves_seen"] += 1
            if monkey_menu_open():
                MONKEY["escapes"] += 1
                kozyr_test_note("monkey: closing", monkey_menu_open())
                if MONKEY["escapes"] > 50:
                    raise Exception("monkey: a menu does not close: %r" % monkey_menu_open())
                # The player's way out of a menu: the game-menu key (Escape).
                renpy.test.testkey.down(None, "ESCAPE")
                renpy.test.testkey.up(None, "ESCAPE")
                return None
            r = rng.random()
            if r < 0.5:
                x, y = _monkey_point(rng)
                tm.click_mouse(1, x, y)
                MONKEY["clicks"] += 1
            elif r < 0.8:
                x, y = _monkey_point(rng)
                tm.move_mouse(x, y)
                tm.press_mouse(1)
                for _i in range(rng.randrange(1, 4)):
                    x = min(1919, max(0, x + rng.randrange(-400, 401)))
                    y = min(1079, max(0, y + rng.randrange(-300, 301)))
                    tm.move_mouse(x, y)
                # A button fires on release: never let a drag end on a guarded one.
                if not _monkey_safe_alt(_monkey_alt_at(x, y)):
                    x, y = _monkey_point(rng)
                    tm.move_mouse(x, y)
                tm.release_mouse(1)
                MONKEY["drags"] += 1
            else:
                key = rng.choice(MONKEY_KEYS)
                f = renpy.display.focus.get_focused()
                alt = f._tts_all() if f is not None else ""
                if key in ("RETURN", "SPACE") and not _monkey_safe_alt(alt or ""):
                    key = "TAB"
                    MONKEY["skipped"] += 1
                renpy.test.testkey.down(None, key)
                renpy.test.testkey.up(None, key)
                MONKEY["keys"] += 1
            MONKEY["n"] += 1
            return None

    def monkey_reset(seed):
        MONKEY.update(rng=_mk_random.Random(seed), n=0, clicks=0, drags=0, keys=0, escapes=0,
                      skipped=0, moves_seen=0, last_state=None)

    def monkey_report(where):
        kozyr_test_note("monkey", where, "gestures", MONKEY["n"], "clicks", MONKEY["clicks"],
                        "drags", MONKEY["drags"], "keys", MONKEY["keys"], "re-aimed", MONKEY["skipped"],
                        "menus closed", MONKEY["escapes"], "states seen", MONKEY["moves_seen"])
        return True

    class MonkeyUnstage(Action):
        """Takes back, by clicking them as a player would, the cards the monkey
        left staged on the table or selected in the hand."""

        def __call__(self):
            import time as _t
            if _t.time() - MONKEY.get("unstage_t", 0.0) < 0.3:
                return None
            MONKEY["unstage_t"] = _t.time()
            if duel.ui.staged:
                p = duel_test_find(("staged", duel.ui.staged[0]))
            elif duel.ui.selected:
                p = duel_test_find(("hand", duel.ui.selected[0]))
            else:
                return None
            if p is not None:
                renpy.test.testmouse.click_mouse(1, p[0], p[1])
            return None

    def monkey_duel_consistent():
        st = duel_state
        assert not duel.ai_errors, duel.ai_errors
        assert engine.State.from_dict(st.to_dict()) == st
        assert renpy.get_screen("duel_table") is not None or renpy.get_screen("duel_over") is not None
        return True


testcase monkey_duel:
    $ _test.timeout = 120.0
    move (0.5, 0.5) pattern "Start"
    $ duel_test_setup(REL_SPEC)
    $ persistent.duel_speed = 0
    run Start("duel_test_entry")
    pause 0.2 until run TestCond("duel_test_human_turn()")
    $ monkey_reset(20261130)
    run MonkeyStep() until run TestCond("MONKEY['n'] >= 500")
    pause 1.0
    $ monkey_report("duel")
    $ kozyr_shot("monkey_duel")
    assert MONKEY["clicks"] >= 150 and MONKEY["drags"] >= 100 and MONKEY["keys"] >= 60
    assert monkey_duel_consistent()
    # not stuck: the duel goes on to its end by legal moves
    run MonkeyUnstage() until run TestCond("duel_test_over() or not (duel.ui.staged or duel.ui.selected)")
    $ duel_test_setup(duel_spec)
    $ REL["policy"] = True
    run DuelTestClick() until run TestCond("duel_test_over()")
    pause .5
    assert duel_test_check_over() and monkey_duel_consistent()
    "Continue"
    move (0.5, 0.5) pattern "Duel finished."
    assert duel_test_check_return(duel_test_engine_outcome(duel_state))
    run Quit(confirm=False)


testcase monkey_map:
    $ _test.timeout = 120.0
    move (0.5, 0.5) pattern "Start"
    $ roster.record("marta", "win", "easy")
    run Start("rel_map_entry")
    pause .1 until run TestCond("renpy.get_screen('opponent_map')")
    $ monkey_reset(7)
    run MonkeyStep() until run TestCond("MONKEY['n'] >= 500")
    pause 1.0
    $ monkey_report("map")
    assert MONKEY["n"] >= 500 and renpy.get_screen("opponent_map")
    # still answers: Aurelia's chapter opens from it
    "Aurelia, open" pos (0.5, 0.5)
    pause .3
    "Continue story" pos (0.5, 0.5)
    pause .1 until run TestCond("rel_say_what()")
    assert spine_current == "aurelia"
    run Quit(confirm=False)
