## Persistent data (issue 10): only built-in types; survives a new game, a
## crash in the middle of a duel (step 1 kills its own process with SIGKILL,
## which skips Ren'Py's shutdown, where persistent data would otherwise be
## written; tests/renpy/run.py passes the step because it is marked
## `# expect-crash` and fails it if the game does not die) and a version update
## (step 3 runs with a different config.version).

init 1 python:

    REL_PLAIN = (bool, int, float, str, type(None))

    def rel_plain_path(value, path, seen=None):
        """The first place in `value` that is not made of built-in types, or None."""
        t = type(value)
        if t in REL_PLAIN:
            return None
        if t in (python_dict,):
            for k, v in value.items():
                bad = rel_plain_path(k, path + "<key>") or rel_plain_path(v, "%s[%r]" % (path, k))
                if bad:
                    return bad
            return None
        if t in (python_list, tuple, python_set, frozenset):
            for i, v in enumerate(value):
                bad = rel_plain_path(v, "%s[%d]" % (path, i))
                if bad:
                    return bad
            return None
        return "%s is a %s.%s" % (path, t.__module__, t.__name__)

    def rel_persistent_game_fields():
        """The game's persistent fields (Ren'Py's own start with an underscore)."""
        return {k: v for k, v in persistent.__dict__.items() if not k.startswith("_")}

    def rel_check_persistent_types():
        fields = rel_persistent_game_fields()
        assert any(k.startswith("kozyr_") for k in fields), sorted(fields)
        bad = [b for b in (rel_plain_path(v, "persistent." + k) for k, v in sorted(fields.items())) if b]
        assert not bad, bad
        kozyr_test_note("persistent fields, all built-in:", ", ".join(sorted(fields)))
        return True

    def rel_records_now():
        return _rl_json.loads(_rl_json.dumps({"records": persistent.kozyr_records,
                                               "unlocked": persistent.kozyr_unlocked}, sort_keys=True))

    import os as _rp_os
    if _rp_os.environ.get("KOZYR_TEST_NAME") == "reliability_persistent__step3":
        # the next version of the game (what an update changes)
        config.version = config.version + ".next"


testcase reliability_persistent__step1:  # expect-crash
    $ _test.timeout = 120.0
    move (0.5, 0.5) pattern "Start"
    assert rel_check_persistent_types()
    $ roster.record("marta", "win", "easy", "rel-token-1")
    $ roster.record("aurelia", "loss", "normal", "rel-token-2")
    $ persistent.kozyr_hints = False
    assert roster.status("marta") == "beaten" and rel_check_persistent_types()
    $ rel_write("rel_persistent.json", dict(rel_records_now(), version=config.version))
    # into a duel, a few moves, a save, then the process dies
    $ duel_test_setup(REL_SPEC)
    $ REL["policy"] = True
    run Start("duel_test_entry")
    pause 0.2 until run TestCond("duel_test_human_turn()")
    $ rel_first = duel_state
    run DuelTestClick() until run TestCond("duel_state is not rel_first and duel_test_human_turn()")
    pause .5
    assert rel_check_persistent_types()
    $ rel_write("rel_crash_state.json", rel_json(duel_state))
    run FileSave(1, confirm=False)
    pause .5
    $ kozyr_test_note("dying in the middle of the duel")
    $ import os, signal; os.kill(os.getpid(), signal.SIGKILL)
    # never reached: the runner fails the step if the process lives on
    pause 30.0


testcase reliability_persistent__step2:
    $ _test.timeout = 60.0
    move (0.5, 0.5) pattern "Start"
    # the crash lost nothing that was recorded
    assert rel_records_now() == {k: v for k, v in rel_read("rel_persistent.json").items() if k != "version"}
    assert persistent.kozyr_hints is False and roster.status("marta") == "beaten"
    assert rel_check_persistent_types()
    # a new game keeps the records
    "Start"
    pause .1 until run TestCond("renpy.get_screen('input')")
    assert roster.status("marta") == "beaten" and roster.status("aurelia") == "open"
    assert rel_records_now()["records"] == rel_read("rel_persistent.json")["records"]
    assert rel_check_persistent_types()
    run Quit(confirm=False)


testcase reliability_persistent__step3:
    $ _test.timeout = 120.0
    move (0.5, 0.5) pattern "Start"
    assert config.version != rel_read("rel_persistent.json")["version"]
    assert rel_records_now() == {k: v for k, v in rel_read("rel_persistent.json").items() if k != "version"}
    assert persistent.kozyr_hints is False and rel_check_persistent_types()
    # the save made before the crash loads in the new version
    run FileLoad(1, confirm=False)
    pause 0.2 until run TestCond("duel_test_human_turn()")
    assert REL.get("loaded") == rel_read("rel_crash_state.json")
    $ duel_test_setup(duel_spec)
    $ REL["policy"] = True
    run DuelTestClick() until run TestCond("duel_test_over()")
    pause .5
    assert duel_test_check_over()
    run Quit(confirm=False)
