## story_walk: walks the whole story from Start to the ending through the map
## UI, with every duel resolved by the TEST-ONLY hook kozyr_test_duel_outcome
## (progress.rpy). Asserts the unlock order, the persistent records, the
## easier-game offer after two losses, free play, and that every chapter label
## ran. Screenshots: story_map, story_dialogue, story_offer, story_rules,
## story_extras, story_map_late, story_ending.
##
## Dialogue and menus inside the chapters are driven by KozyrDrive (below):
## it dismisses say screens and pauses, submits name inputs with their default,
## and picks menu choices (seeded random, or a preferred caption), until its
## target condition holds.

init python:

    import random as _kw_random
    import time as _kw_time

    _kw_state = {"last": 0.0, "rng": _kw_random.Random(20261130), "choices": []}

    def kozyr_walk_status():
        """{id: status} for every opponent."""
        return {oid: roster.status(oid) for oid in roster.IDS}

    def kozyr_walk_expect(beaten, opened):
        """Assert the map statuses: `beaten` and `opened` ids, the rest locked."""
        got = kozyr_walk_status()
        want = {oid: ("beaten" if oid in beaten else "open" if oid in opened else "locked")
                for oid in roster.IDS}
        if got != want:
            raise AssertionError("statuses %r, expected %r" % (got, want))
        stored = set(persistent.kozyr_unlocked or [])
        if stored != set(beaten) | set(opened):
            raise AssertionError("persistent.kozyr_unlocked %r" % (sorted(stored),))
        return True

    def kozyr_walk_builtin_only(value):
        """True if value is made of built-in types only (no Revertable*)."""
        import builtins
        if type(value) is builtins.dict:
            return all(type(k) is str and kozyr_walk_builtin_only(v) for k, v in value.items())
        if type(value) is builtins.list:
            return all(kozyr_walk_builtin_only(v) for v in value)
        return value is None or type(value) in (int, str, bool, float)

    class KozyrDrive(Action):
        """`pause .05 until run KozyrDrive("expr")`: ready once expr is true;
        until then each check moves the story on by one step."""

        def __init__(self, target, prefer=(), skip=True):
            self.target = target
            self.prefer = prefer
            self.skip = skip

        def get_sensitive(self):
            try:
                if renpy.python.py_eval(self.target):
                    config.skipping = None
                    return True
            except Exception:
                pass
            now = _kw_time.time()
            if now - _kw_state.get("noted", 0) > 5.0:
                _kw_state["noted"] = now
                kozyr_test_note("drive: at", renpy.get_filename_line(), "waiting for", self.target)
            if now - _kw_state["last"] < 0.05:
                return False
            _kw_state["last"] = now
            choice = renpy.get_screen("choice")
            if choice is not None:
                captions = [i.caption for i in choice.scope["items"] if i.action is not None]
                pick = None
                for p in self.prefer:
                    for c in captions:
                        if p in c:
                            pick = c
                if pick is None and captions:
                    pick = _kw_state["rng"].choice(captions)
                if pick is not None:
                    f = renpy.test.testfocus.find_focus(pick)
                    if f is not None:
                        x, y = renpy.test.testfocus.find_position(f, (0.5, 0.5))
                        _kw_state["choices"].append(pick)
                        kozyr_test_note("menu choice:", pick)
                        renpy.test.testmouse.click_mouse(1, x, y)
                return False
            if renpy.get_screen("input") is not None:
                renpy.queue_event("input_enter")
                return False
            if renpy.get_screen("opponent_map") is None:
                # Skip mode runs through dialogue and transitions quickly;
                # menus stop it, so it is switched on again on every check.
                # A click while skipping only stops the skip: click only when
                # the story has not moved for a second.
                if not self.skip:
                    renpy.queue_event("dismiss")
                    return False
                # "fast" skips to the next menu; "slow" shows each line and
                # pause briefly (so a screen shown during a pause is seen).
                _preferences.skip_unseen = True
                if not config.skipping:
                    config.skipping = "fast" if self.skip is True else self.skip
                where = renpy.get_filename_line()
                if where != _kw_state.get("where"):
                    _kw_state["where"], _kw_state["moved"] = where, now
                elif now - _kw_state["moved"] > 1.0:
                    _kw_state["moved"] = now
                    renpy.queue_event("dismiss")
            return False

        def __call__(self):
            return None

    def kozyr_walk_editing(which):
        """The Rename page's field of `which` takes the keys (get_editable_input_value()
        alone may still name the input of an earlier screen)."""
        value, editable = renpy.get_editable_input_value()
        return bool(editable) and getattr(value, "which", None) == which

    _kw_labels = set()

    def kozyr_walk_hook_labels():
        """Collect the labels reached from now on (chained to any existing callback)."""
        previous = config.label_callback
        def callback(name, abnormal):
            _kw_labels.add(name)
            if previous is not None:
                previous(name, abnormal)
        config.label_callback = callback

    KOZYR_WALK_LEVELS = {"marta": "easy", "aurelia": "easy", "pip": "normal", "brandt": "hard",
                         "market": "hard", "lina": "hard", "ash": "hard", "hunter": "expert"}

testcase story_walk:
    $ _test.timeout = 90.0
    move (0.5, 0.5) pattern "Start"
    ## Start from no records (testcases of one run share the copy's game/saves).
    $ roster.reset_progress()
    assert not persistent.kozyr_records and not persistent.kozyr_unlocked
    ## Every label this run reaches (renpy.seen_label also remembers earlier runs).
    $ kozyr_walk_hook_labels()
    "Start"

    ## The player's name.
    pause .1 until run TestCond("renpy.get_screen('input')")
    $ kozyr_test_duel_outcome = "win"
    type BACKSPACE
    type BACKSPACE
    type BACKSPACE
    type BACKSPACE
    type BACKSPACE
    type BACKSPACE
    type BACKSPACE
    type BACKSPACE
    type BACKSPACE
    type "  Dasha  "
    type RETURN
    pause .05 until run TestWait("player_name == 'Dasha'")

    ## Prologue: Marta's lesson.
    pause .05 until run KozyrDrive("renpy.get_screen('opponent_map')")
    assert renpy.seen_label("chapter_prologue")
    assert kozyr_walk_expect(["marta"], ["aurelia", "pip"])
    assert "marta" in spine_wins
    assert [roster.story_status(o) for o in roster.IDS] == ["won", "open", "open"] + ["locked"] * 5
    pause .05 until run TestDrawn("renpy.get_screen('opponent_map')")
    $ kozyr_shot("story_map")

    ## Free play against a beaten opponent is recorded but is not story.
    pause .05 until run TestClick("Marta, won in this story", "kozyr_page('opponent_map', sel='marta')")
    pause .05 until run TestClick("Replay in Free Play", "not renpy.get_screen('opponent_map')")
    pause .05 until run KozyrDrive("renpy.get_screen('opponent_map')")
    assert roster.record_of("marta")["wins"] == 2 and kozyr_last_duel["free_play"]

    ## Aurelia: lose twice, then take the easier game she offers and win.
    $ kozyr_test_duel_outcome = ["loss", "loss", "win"]
    pause .05 until run TestClick("Aurelia, open", "kozyr_page('opponent_map', sel='aurelia')")
    pause .05 until run TestClick("Continue story", "not renpy.get_screen('opponent_map')")
    pause .05 until run KozyrDrive("renpy.get_screen('say') and renpy.get_screen('say').scope.get('who')", skip=False)
    pause 1.0  # kept fixed: about time, the line types itself out before the shot
    $ kozyr_shot("story_dialogue")
    pause .05 until run KozyrDrive("renpy.get_screen('opponent_map')")
    assert roster.record_of("aurelia")["losses"] == 1 and roster.record_of("aurelia")["streak_losses"] == 1
    assert kozyr_walk_expect(["marta"], ["aurelia", "pip"])
    pause .05 until run TestClick("Aurelia, open", "kozyr_page('opponent_map', sel='aurelia')")
    pause .05 until run TestClick("Continue story", "not renpy.get_screen('opponent_map')")
    pause .05 until run KozyrDrive("renpy.get_screen('opponent_map')")
    assert roster.record_of("aurelia")["streak_losses"] == 2 and roster.can_offer_easier("aurelia")
    pause .05 until run TestClick("Aurelia, open", "kozyr_page('opponent_map', sel='aurelia')")
    pause .05 until run TestClick("Continue story", "not renpy.get_screen('opponent_map')")
    pause .05 until run KozyrDrive("renpy.get_screen('choice') and 'Yes, an easier game' in [i.caption for i in renpy.get_screen('choice').scope['items']]")
    $ kozyr_shot("story_offer")
    "Yes, an easier game" pos (0.5, 0.5)
    pause .05 until run KozyrDrive("renpy.get_screen('opponent_map')")
    assert roster.record_of("aurelia") == {"wins": 1, "losses": 2, "draws": 0, "best_level": "easy", "streak_losses": 0}
    assert kozyr_walk_expect(["marta", "aurelia"], ["pip"])

    $ kozyr_test_duel_outcome = "win"
    pause .05 until run TestClick("Pip, open", "kozyr_page('opponent_map', sel='pip')")
    pause .05 until run TestClick("Continue story", "not renpy.get_screen('opponent_map')")
    pause .05 until run KozyrDrive("renpy.get_screen('opponent_map')")
    assert kozyr_walk_expect(["marta", "aurelia", "pip"], ["brandt"])

    pause .05 until run TestClick("open: Perevodnoy", "kozyr_page('opponent_map', sel='brandt')")
    pause .05 until run TestClick("Continue story", "not renpy.get_screen('opponent_map')")
    pause .05 until run KozyrDrive("renpy.get_screen('opponent_map')")
    assert kozyr_walk_expect(["marta", "aurelia", "pip", "brandt"], ["market"])

    pause .05 until run TestClick("Lina and Vix, open", "kozyr_page('opponent_map', sel='market')")
    pause .05 until run TestClick("Continue story", "not renpy.get_screen('opponent_map')")
    pause .05 until run KozyrDrive("renpy.get_screen('opponent_map')")
    assert kozyr_walk_expect(["marta", "aurelia", "pip", "brandt", "market"], ["lina", "ash"])
    pause .05 until run TestDrawn("renpy.get_screen('opponent_map')")
    $ kozyr_shot("story_map_late")

    pause .05 until run TestClick("Lina, open", "kozyr_page('opponent_map', sel='lina')")
    pause .05 until run TestClick("Continue story", "not renpy.get_screen('opponent_map')")
    pause .05 until run KozyrDrive("renpy.get_screen('opponent_map')")
    assert kozyr_walk_expect(["marta", "aurelia", "pip", "brandt", "market", "lina"], ["ash"])

    pause .05 until run TestClick("open: Warfare", "kozyr_page('opponent_map', sel='ash')")
    pause .05 until run TestClick("Continue story", "not renpy.get_screen('opponent_map')")
    pause .05 until run KozyrDrive("renpy.get_screen('opponent_map')")
    assert kozyr_walk_expect(["marta", "aurelia", "pip", "brandt", "market", "lina", "ash"], ["hunter"])

    ## The rules and the extras from the map.
    pause .05 until run TestClick("Rules of the games", "renpy.get_screen('rules')")
    pause .05 until run TestClick("Rules of Svoi Kozyri", "kozyr_page('rules', current='svoi_kozyri')")
    pause .05 until run TestDrawn("kozyr_page('rules', current='svoi_kozyri')")
    $ kozyr_shot("story_rules")
    pause .05 until run TestClick("Return", "renpy.get_screen('opponent_map') and not renpy.get_screen('menu')")
    pause .05 until run TestClick("Extras: replay room", "renpy.get_screen('extras')")
    pause .05 until run TestClick("Statistics", "kozyr_page('extras', current='stats')")
    pause .05 until run TestDrawn("kozyr_page('extras', current='stats')")
    $ kozyr_shot("story_extras")
    pause .05 until run TestClick("Rename characters", "renpy.get_screen('rename_characters')")
    ## the field toggles editing: a second click comes only if the first did not start it
    pause .05 until run TestClick("Rename the knight", "kozyr_walk_editing('brandt')")
    type BACKSPACE
    type BACKSPACE
    type BACKSPACE
    type BACKSPACE
    type BACKSPACE
    type BACKSPACE
    type BACKSPACE
    type BACKSPACE
    type BACKSPACE
    type BACKSPACE
    ## lower case: Shift+O would open the developer console in test runs
    type "oakheart"
    type RETURN
    pause .05 until run TestDrawn("brandt_name == 'oakheart' and not kozyr_walk_editing('brandt')")
    $ kozyr_shot("story_rename")
    pause .05 until run TestClick("Done renaming", "renpy.get_screen('extras')")
    pause .05 until run TestClick("Return", "renpy.get_screen('opponent_map') and not renpy.get_screen('menu')")
    assert brandt_name == "oakheart" and persistent.kozyr_names["brandt"] == "oakheart"
    assert roster.display_name("brandt") == "oakheart" and roster.spec("brandt")["seats"][1]["name"] == "oakheart"

    ## The White Hunter, then the ending.
    pause .05 until run TestClick("The White Hunter, open", "kozyr_page('opponent_map', sel='hunter')")
    pause .05 until run TestClick("Continue story", "not renpy.get_screen('opponent_map')")
    pause .05 until run KozyrDrive("spine_finished")
    assert spine_wins == set(roster.IDS)
    pause .05 until run KozyrDrive("renpy.get_screen('kozyr_the_end')", skip="slow")
    pause .05 until run TestDrawn("renpy.get_screen('kozyr_the_end')")
    $ kozyr_shot("story_ending")
    ## The credits roll after The End, then the main menu.
    pause .05 until run KozyrDrive("renpy.get_screen('kozyr_credits_roll')", skip="slow")
    pause 3.0  # kept fixed: about time, the credits roll on for a while before the shot
    $ kozyr_shot("story_credits")
    pause .05 until run KozyrDrive("renpy.get_screen('main_menu')")

    ## Persistent records: built-in types, one win each at the expected level.
    python:
        recs = persistent.kozyr_records
        assert kozyr_walk_builtin_only(recs), recs
        assert kozyr_walk_builtin_only(persistent.kozyr_unlocked)
        for oid in roster.IDS:
            r = recs[oid]
            assert r["wins"] == (2 if oid == "marta" else 1), (oid, r)
            assert r["best_level"] == KOZYR_WALK_LEVELS[oid], (oid, r)
            assert r["losses"] == (2 if oid == "aurelia" else 0), (oid, r)
            assert r["streak_losses"] == 0, (oid, r)
        assert sorted(persistent.kozyr_unlocked) == sorted(roster.IDS)
        kozyr_test_note("menu choices:", _kw_state["choices"])
    ## Every chapter label and the ending ran (written by the story writer).
    python:
        missing = [roster.chapter(oid) for oid in roster.IDS if not renpy.has_label(roster.chapter(oid))]
        missing += [roster.ENDING_CHAPTER] if not renpy.has_label(roster.ENDING_CHAPTER) else []
        kozyr_test_note("chapter labels missing:", missing)
        assert not missing, "chapter labels missing: %r" % missing
        chapters = [roster.chapter(oid) for oid in roster.IDS] + [roster.ENDING_CHAPTER]
        unseen = [c for c in chapters if c not in _kw_labels or not renpy.seen_label(c)]
        assert not unseen, unseen
    run Quit(confirm=False)
