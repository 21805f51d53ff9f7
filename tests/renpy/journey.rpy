## journey: a player's evening, played as a player plays it (issue 26). No test hook
## stands in for a duel: every duel here is played to its end at the real table by
## clicks (duel_support.rpy's planner), and the game is saved where a player saves.
##
##   step1  New Game -> the name -> the prologue (a save on a story line) -> Marta's
##          duel to the end (a save on the end-of-duel panel) -> her aftermath (a save
##          at the prologue's first choice) -> the map: a save to a slot through the Save screen,
##          a quick save, and the story's own autosave after the duel. Quits.
##   step2  a new process loads each of those saves and checks it shows what was
##          saved (the same line, the same choice, the same panel, the map), then,
##          from the map, Pip's chapter and her duel, lost; saves in the review of
##          that game, in the aftermath and on the map. Quits.
##   step3  loads those two and checks them.
##
## Before every save, and after every load, journey_save_check() pickles what a save
## pickles (the rollback log with the store and the scene lists): a transform built
## from a local closure anywhere in it fails here, naming where it is.
##
## Shares KozyrDrive (story_walk.rpy) and DuelTestClick (duel_support.rpy).

init 3 python:

    import io as _jy_io
    import json as _jy_json

    def journey_save_check(where):
        """What every save does (loadsave.save): freeze the rollback log and pickle it
        with the roots. Raises, naming the unpicklable object's path, when a save
        would fail."""
        roots = renpy.game.log.freeze(None)
        try:
            renpy.loadsave.dump((roots, renpy.game.log), _jy_io.BytesIO())
        except Exception as e:
            try:
                bad = renpy.loadsave.find_bad_reduction(roots, renpy.game.log)
            except Exception:
                bad = None
            raise AssertionError("%s: the game cannot be saved: %r (at %s)" % (where, e, bad))
        kozyr_test_note("save check ok:", where)
        return True

    def journey_slots():
        """The save slots now: Ren'Py's own list, rescanned first (it is refreshed lazily,
        and the folders differ between Ren'Py versions)."""
        try:
            renpy.loadsave.location.scan()
        except Exception:
            pass
        return set(renpy.list_slots())

    class JourneySaveInSlot(Action):
        """`pause .2 until run JourneySaveInSlot()` on the Save screen: a real mouse click
        in the middle of the first empty slot (reading order), again each second until
        the save is on disk (a click during the menu's transition is not taken: the
        testcase `click` statement's single click missed on Ren'Py 8.3.4); then the
        save is recorded (journey_saved)."""

        def get_sensitive(self):
            if journey_new_slot() is not None:
                return journey_saved()
            now = __import__("time").time()
            if now - JOURNEY.get("clicked", 0) < 1.0:
                return False
            slots = [f for f in renpy.display.focus.focus_list
                     if f.x is not None and "empty slot" in _dt_alt(f)]
            if slots:
                JOURNEY["clicked"] = now
                f = min(slots, key=lambda f: (f.y, f.x))
                renpy.test.testmouse.click_mouse(1, int(f.x + f.w / 2), int(f.y + f.h / 2))
            return False

        def __call__(self):
            return None

    def journey_what():
        """What the player sees now, in words a load can be checked against."""
        if renpy.get_screen("coach_review"):
            return {"kind": "review"}
        if renpy.get_screen("duel_over"):
            return {"kind": "duel_over", "result": str(duel_state.result)}
        if renpy.get_screen("duel_table"):
            return {"kind": "duel", "state": duel_state.to_dict()}
        if renpy.get_screen("opponent_map"):
            return {"kind": "map", "wins": sorted(spine_wins)}
        if renpy.get_screen("choice"):
            return {"kind": "choice", "items": [i.caption for i in renpy.get_screen("choice").scope["items"]]}
        if renpy.get_screen("say"):
            return {"kind": "say", "what": renpy.get_screen("say").scope.get("what")}
        return {"kind": "other"}

    JOURNEY = {"before": set()}

    def journey_remember(slot, what=None):
        """Records what save `slot` holds (for the next step of the chain)."""
        path = kozyr_test_shared_path("journey.json")
        data = {}
        if _jy_os.path.exists(path):
            with open(path) as f:
                data = _jy_json.load(f)
        data[slot] = what or journey_what()
        with open(path, "w") as f:
            _jy_json.dump(data, f)
        kozyr_test_note("saved", slot, data[slot]["kind"])
        return True

    import os as _jy_os

    def journey_recorded(slot):
        with open(kozyr_test_shared_path("journey.json")) as f:
            return _jy_json.load(f)[slot]

    def journey_before_save():
        journey_save_check("before a save at " + journey_what()["kind"])
        JOURNEY["before"] = journey_slots()
        JOURNEY["what"] = journey_what()
        return True

    def journey_new_slot():
        """The slot the last save made (its name), or None yet."""
        new = journey_slots() - JOURNEY["before"]
        return sorted(new)[0] if new else None

    def journey_saved(slot=None):
        """Once the save screen's click has written a new slot: record it."""
        slot = slot or journey_new_slot()
        if slot is None:
            now = __import__("time").time()
            if now - JOURNEY.get("noted", 0) > 3:
                JOURNEY["noted"] = now
                kozyr_test_note("waiting for a new save; slots", sorted(journey_slots()), "screens",
                                [n for n in ("save", "confirm", "say") if renpy.get_screen(n)])
                kozyr_shot("journey_wait_save")
            return False
        return journey_remember(slot, JOURNEY["what"])

    def journey_loaded(slot):
        """The screen after a load shows the kind of place saved in `slot` (then
        journey_same compares the details)."""
        want = journey_recorded(slot)
        got = journey_what()
        if got["kind"] != want["kind"]:
            now = __import__("time").time()
            if now - JOURNEY.get("noted_load", 0) > 3:
                JOURNEY["noted_load"] = now
                kozyr_test_note("waiting after loading", slot, "for", want["kind"], "showing", got["kind"],
                                "at", renpy.get_filename_line())
                kozyr_shot("journey_wait_load")
            return False
        return True

    def journey_same(slot):
        """What the screen shows equals what was saved in `slot` (as JSON: the record
        went through a file). Asserted outside TestCond, which hides exceptions."""
        want = journey_recorded(slot)
        got = _jy_json.loads(_jy_json.dumps(journey_what()))
        if want["kind"] == "duel":
            # the state as loaded (reliability_support's after-load callback): the AI
            # may already have answered on screen
            assert REL.get("loaded") == want["state"], (slot, REL.get("loaded"), want["state"])
        elif want["kind"] != "duel_over":
            assert got == want, (slot, got, want)
        return True

    def journey_autosave_after(t):
        """The first autosave slot written after time `t`, or None. The story's autosave
        is not always auto-1: Ren'Py's own background autosave (after a choice or an
        input) first moves auto-1 to auto-2, and is dropped when the game moves on while
        it pickles, so the aftermath's choice can leave the story's save in auto-2."""
        got = sorted((renpy.slot_mtime(s), s) for s in journey_slots()
                     if s.startswith("auto-") and (renpy.slot_mtime(s) or 0) > t)
        return got[0][1] if got else None

    def journey_lose_prefs():
        """Pip's duel is to be lost: the player takes whenever asked to defend."""
        DUEL_TEST["prefer"] = ("take",)
        return True

testcase journey__step1:
    $ _test.timeout = 600.0
    move (0.5, 0.5) pattern "Start"
    $ roster.reset_progress()
    $ persistent.duel_speed = 0
    $ JOURNEY["t_start"] = __import__("time").time()
    "Start"
    pause .1 until run TestCond("renpy.get_screen('input')")
    type RETURN
    ## A story line: the first line spoken after the name.
    pause .05 until run KozyrDrive("renpy.get_screen('say') and renpy.get_screen('say').scope.get('who')", skip=False)
    ## the story's autosave at the chapter's start (the prologue is Marta's chapter)
    pause .05 until run TestDrawn("journey_autosave_after(JOURNEY['t_start'] - 1.0)")
    assert journey_before_save()
    run ShowMenu("save")
    pause .2 until run TestCond("renpy.get_screen('save')")
    pause .2 until run JourneySaveInSlot()
    pause .05 until run TestClick("Return", "not renpy.get_screen('save')")
    pause .05 until run TestDrawn("not renpy.get_screen('save')")
    ## Marta's duel, played to its end at the table.
    pause .05 until run KozyrDrive("renpy.get_screen('duel_table')")
    $ duel_test_setup(duel_spec)
    run DuelTestClick() until run TestCond("duel_test_over()")
    pause .05 until run TestDrawn("renpy.get_screen('duel_over') and kozyr_table_settled()")
    $ kozyr_shot("journey_marta_over")
    assert duel_test_check_over()
    ## The end-of-duel panel.
    assert journey_before_save()
    run ShowMenu("save")
    pause .2 until run TestCond("renpy.get_screen('save')")
    pause .2 until run JourneySaveInSlot()
    pause .05 until run TestClick("Return", "not renpy.get_screen('save')")
    pause .3 until run TestCond("renpy.get_screen('duel_over')")
    $ JOURNEY["t_duel"] = __import__("time").time()
    "Continue"
    ## The prologue's first choice: Marta's aftermath (the reason you came; the story
    ## puts its choices after the duel).
    pause .05 until run KozyrDrive("renpy.get_screen('choice')")
    pause .05 until run TestDrawn("renpy.get_screen('choice')")
    assert journey_before_save()
    run ShowMenu("save")
    pause .2 until run TestCond("renpy.get_screen('save')")
    pause .2 until run JourneySaveInSlot()
    pause .05 until run TestClick("Return", "not renpy.get_screen('save')")
    pause .3 until run TestCond("renpy.get_screen('choice')")
    ## The story's autosave after the duel, then on to the map.
    pause .05 until run KozyrDrive("renpy.get_screen('opponent_map')")
    $ JOURNEY["auto"] = journey_autosave_after(JOURNEY["t_duel"] - 1.0)
    assert JOURNEY["auto"]
    $ journey_remember(JOURNEY["auto"], {"kind": "after_duel"})
    pause .05 until run TestDrawn("renpy.get_screen('opponent_map')")
    $ kozyr_shot("journey_map")
    assert journey_before_save()
    run ShowMenu("save")
    pause .2 until run TestCond("renpy.get_screen('save')")
    pause .2 until run JourneySaveInSlot()
    pause .05 until run TestClick("Return", "not renpy.get_screen('save')")
    pause .3 until run TestCond("renpy.get_screen('opponent_map')")
    assert journey_before_save()
    run QuickSave()
    pause .1 until run TestCond("journey_saved('quick-1')")
    run Quit(confirm=False)

testcase journey__step2:
    $ _test.timeout = 600.0
    move (0.5, 0.5) pattern "Start"
    $ persistent.duel_speed = 0
    python:
        with open(kozyr_test_shared_path("journey.json")) as _f:
            JOURNEY["slots"] = sorted(_jy_json.load(_f))
        kozyr_test_note("slots to load:", JOURNEY["slots"])
        JOURNEY["auto"] = [s for s in JOURNEY["slots"] if s.startswith("auto-")]
        assert "quick-1" in JOURNEY["slots"] and len(JOURNEY["auto"]) == 1 and len(JOURNEY["slots"]) == 6, JOURNEY["slots"]
    ## Each slot of the Save screen, in the order saved (page 1: 1-1 ... 1-4).
    run FileLoad(1, page="1", confirm=False)
    pause .2 until run TestCond("journey_loaded('1-1')")
    assert journey_same('1-1')
    assert journey_save_check("loaded 1-1 (a story line)")
    run FileLoad(2, page="1", confirm=False)
    pause .2 until run TestCond("journey_loaded('1-2')")
    assert journey_same('1-2')
    assert journey_save_check("loaded 1-2 (the end-of-duel panel)")
    run FileLoad(3, page="1", confirm=False)
    pause .2 until run TestCond("journey_loaded('1-3')")
    assert journey_same('1-3')
    assert journey_save_check("loaded 1-3 (a choice)")
    run FileLoad(4, page="1", confirm=False)
    pause .2 until run TestCond("journey_loaded('1-4')")
    assert journey_same('1-4')
    assert journey_save_check("loaded 1-4 (the map)")
    run QuickLoad(confirm=False)
    pause .2 until run TestCond("journey_loaded('quick-1')")
    assert journey_same('quick-1')
    ## The autosave after Marta's duel: her aftermath, then the map.
    run FileLoad(JOURNEY["auto"][0].split("-")[1], page="auto", confirm=False)
    pause .2 until run TestCond("renpy.get_screen('say') and not renpy.get_screen('duel_over')")
    assert kozyr_last_duel and kozyr_last_duel["id"] == "marta"
    assert journey_save_check("loaded the autosave")
    pause .05 until run KozyrDrive("renpy.get_screen('opponent_map')")
    ## Pip's chapter and her duel, lost.
    pause .05 until run TestClick("Pip, open", "kozyr_page('opponent_map', sel='pip')")
    pause .05 until run TestClick("Continue story", "not renpy.get_screen('opponent_map')")
    pause .05 until run KozyrDrive("renpy.get_screen('duel_table')")
    $ duel_test_setup(duel_spec, prefer=("take",))
    run DuelTestClick() until run TestCond("duel_test_over()")
    pause .05 until run TestDrawn("renpy.get_screen('duel_over') and kozyr_table_settled()")
    assert duel_test_check_over()
    assert duel.outcome_of(duel_state) == "loss"
    ## every take was shown as taking, not defending (duel_test_check_roles)
    assert DUEL_TEST.get("taking_seen", 0) > 0
    ## The review of the game.
    pause .05 until run TestClick("Review the game", "renpy.get_screen('coach_review')")
    pause .05 until run TestDrawn("renpy.get_screen('coach_review')")
    $ kozyr_shot("journey_review")
    assert journey_before_save()
    run ShowMenu("save")
    pause .2 until run TestCond("renpy.get_screen('save')")
    pause .2 until run JourneySaveInSlot()
    pause .05 until run TestClick("Return", "not renpy.get_screen('save')")
    pause .3 until run TestCond("renpy.get_screen('coach_review')")
    run Hide("coach_review")
    pause .3 until run TestCond("renpy.get_screen('duel_over')")
    "Continue"
    ## The aftermath: the first line after the duel.
    pause .05 until run KozyrDrive("renpy.get_screen('say') and kozyr_last_duel['id'] == 'pip'", skip=False)
    pause .05 until run TestDrawn("renpy.get_screen('say')")
    assert kozyr_last_duel["outcome"] == "loss"
    assert journey_before_save()
    run ShowMenu("save")
    pause .2 until run TestCond("renpy.get_screen('save')")
    pause .2 until run JourneySaveInSlot()
    pause .05 until run TestClick("Return", "not renpy.get_screen('save')")
    pause .05 until run TestDrawn("not renpy.get_screen('save')")
    pause .05 until run KozyrDrive("renpy.get_screen('opponent_map')")
    pause .05 until run TestDrawn("renpy.get_screen('opponent_map')")
    assert journey_before_save()
    run ShowMenu("save")
    pause .2 until run TestCond("renpy.get_screen('save')")
    ## page 1 is full (six slots): the next page, as a player would
    pause .05 until run TestClick("2", "persistent._file_page == '2'")
    pause .2 until run JourneySaveInSlot()
    pause .05 until run TestClick("Return", "not renpy.get_screen('save')")
    pause .05 until run TestDrawn("not renpy.get_screen('save')")
    run Quit(confirm=False)

testcase journey__step3:
    $ _test.timeout = 300.0
    move (0.5, 0.5) pattern "Start"
    ## The review of Pip's game: a load shows the end of that duel again.
    run FileLoad(5, page="1", confirm=False)
    pause .2 until run TestCond("renpy.get_screen('duel_over') or renpy.get_screen('coach_review')")
    assert duel_state.is_terminal() and duel.outcome_of(duel_state) == "loss"
    assert journey_save_check("loaded 1-5 (the review)")
    run FileLoad(6, page="1", confirm=False)
    pause .2 until run TestCond("journey_loaded('1-6')")
    assert journey_same('1-6')
    assert kozyr_last_duel["id"] == "pip" and kozyr_last_duel["outcome"] == "loss"
    assert journey_save_check("loaded 1-6 (Pip's aftermath)")
    run FileLoad(1, page="2", confirm=False)
    pause .2 until run TestCond("journey_loaded('2-1')")
    assert journey_same('2-1')
    assert roster.status("pip") == "open"
    assert journey_save_check("loaded 2-1 (the map after Pip)")
    run Quit(confirm=False)
