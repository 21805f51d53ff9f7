## The table source (owner: table; docs/contracts.md, "The table source"): whole duels
## played through the UI with `duel_state` wrapped in a source that refuses every access
## from the game's own code to a member the protocol does not list. The engine (the
## record, the review, the series) and these tests' planner still read the state they wrap:
## the protocol is what the table reads, not what the engine computes from.

init python:

    import os as _ts_os
    import sys as _ts_sys

    TABLE_SOURCE_MEMBERS = frozenset(["players", "variant", "current_player", "is_terminal",
                                      "result", "view", "refusal", "is_legal", "apply"])
    ## The one file of the game that may ask another seat's view: the AI's job for that
    ## seat (docs/contracts.md, "The table source").
    TABLE_SOURCE_OTHER_SEATS = frozenset(["duel_ai.rpy"])
    TABLE_SOURCE = {"breaches": [], "reads": {}, "on": False}
    ## The one read beyond the protocol, by the AI (not the table): duel.ai_seed's CRC of
    ## the position (docs/contracts.md, "The table source").
    TABLE_SOURCE_EXEMPT = frozenset([("duel_ai.rpy", "to_dict")])

    def _ts_test_files():
        """The testcases' own files (copied into game/ by tests/renpy/run.py)."""
        here = _ts_os.path.join(_ts_os.environ.get("KOZYR_ROOT", ""), "tests", "renpy")
        try:
            return frozenset(n for n in _ts_os.listdir(here) if n.endswith(".rpy"))
        except OSError:
            return frozenset(["table_source.rpy", "duel_support.rpy", "_support.rpy"])

    TABLE_SOURCE_TESTS = _ts_test_files()

    def _ts_by_game(frame):
        """True when `frame` runs the game's own code (a .rpy file of game/ that is not
        one of the testcases' files)."""
        name = frame.f_code.co_filename.replace("\\", "/")
        if not name.endswith(".rpy") and not name.endswith(".rpym"):
            return False
        base = _ts_os.path.basename(name)
        if base.startswith("zz_test_"):
            base = base[len("zz_test_"):]     # the copy's name (tests/renpy/run.py)
        return base not in TABLE_SOURCE_TESTS

    class TableSourceBreach(Exception):
        """The game read a member of the table source the protocol does not list (not an
        AttributeError: getattr(state, name, default) must not swallow it)."""

    class StrictSource(python_object):
        """An engine State seen through the table source protocol only."""

        def __init__(self, inner):
            python_object.__setattr__(self, "_ts_inner", inner)

        def __getattr__(self, name):
            inner = python_object.__getattribute__(self, "_ts_inner")
            caller = _ts_sys._getframe(1)
            if TABLE_SOURCE["on"] and _ts_by_game(caller):
                base = _ts_os.path.basename(caller.f_code.co_filename)
                if name not in TABLE_SOURCE_MEMBERS and (base, name) not in TABLE_SOURCE_EXEMPT:
                    where = "%s:%d" % (_ts_os.path.basename(caller.f_code.co_filename), caller.f_lineno)
                    TABLE_SOURCE["breaches"].append((name, where))
                    raise TableSourceBreach("the table read %r of its source at %s" % (name, where))
                TABLE_SOURCE["reads"][name] = TABLE_SOURCE["reads"].get(name, 0) + 1
            if name == "apply":
                return lambda action: StrictSource(inner.apply(action))
            if name == "view":
                return lambda seat: _ts_view(inner, seat, _ts_sys._getframe(1))
            return getattr(inner, name)

        def __setattr__(self, name, value):
            raise TableSourceBreach("the table set %r on its source" % (name,))

        def __eq__(self, other):
            inner = python_object.__getattribute__(self, "_ts_inner")
            if isinstance(other, StrictSource):
                other = python_object.__getattribute__(other, "_ts_inner")
            return inner == other

        def __ne__(self, other):
            return not self.__eq__(other)

        def __hash__(self):
            return hash(python_object.__getattribute__(self, "_ts_inner"))

        def __reduce__(self):
            return (StrictSource, (python_object.__getattribute__(self, "_ts_inner"),))

    def _ts_view(inner, seat, caller):
        """`inner.view(seat)`, refused to the game's code for another seat than the
        player's (0), but for the AI's job."""
        base = _ts_os.path.basename(caller.f_code.co_filename)
        if base.startswith("zz_test_"):
            base = base[len("zz_test_"):]
        if TABLE_SOURCE["on"] and seat != 0 and _ts_by_game(caller) \
                and base not in TABLE_SOURCE_OTHER_SEATS:
            where = "%s:%d" % (base, caller.f_lineno)
            TABLE_SOURCE["breaches"].append(("view(%r)" % (seat,), where))
            raise TableSourceBreach("the table read the view of seat %r at %s" % (seat, where))
        if TABLE_SOURCE["on"] and seat != 0:
            TABLE_SOURCE["other_seats"] += 1
        return inner.view(seat)

    _ts_new_state = {"f": None}

    def table_source_setup():
        """From now on every game the table deals is a StrictSource (duel.new_state)."""
        if _ts_new_state["f"] is None:
            _ts_new_state["f"] = duel.new_state
            def strict_new_state(spec):
                return StrictSource(_ts_new_state["f"](spec))
            duel.new_state = strict_new_state
        TABLE_SOURCE.update(breaches=[], reads={}, other_seats=0, on=True)

    def table_source_check():
        """No breach, the table really read through the protocol, and the finished duel's
        record (the engine's, from the state's own history) is complete."""
        TABLE_SOURCE["on"] = False
        assert isinstance(duel_state, StrictSource), type(duel_state)
        assert not TABLE_SOURCE["breaches"], TABLE_SOURCE["breaches"]
        reads = TABLE_SOURCE["reads"]
        for name in ("view", "current_player", "is_terminal", "apply"):
            assert reads.get(name), (name, reads)
        # the AI's job read its own seat's view (the one reader of another seat)
        assert TABLE_SOURCE["other_seats"], TABLE_SOURCE
        r = DUEL_TEST["return"]
        assert r["record"] is not None and r["record"]["complete"], r["record"]
        duel_test_note("table source reads:", sorted(reads.items()))
        return True


testcase table_source:
    $ _test.timeout = 400.0
    move (0.5, 0.5) pattern "Start"
    $ duel_test_setup({"variant": "perevodnoy", "players": 2, "options": {}, "seats": [{"who": "mc", "name": "Traveller", "level": None, "style": None}, {"who": "pip", "name": "Pip", "level": "normal", "style": "aggressive"}], "series": None, "skin": "classic", "tutorial": False, "seed": 777}, prefer=["transfer"])
    $ table_source_setup()
    run Start("duel_test_entry")
    pause 0.2 until run TestCond("renpy.get_screen('duel_table') is not None")
    run DuelTestClick() until run TestCond("duel_test_over()")
    pause 0.2 until run TestCond("renpy.get_screen('duel_over') is not None")
    assert duel_test_check_over()
    "Continue"
    move (0.5, 0.5) pattern "Duel finished."
    assert duel_test_check_return(duel_test_engine_outcome(duel_state))
    assert table_source_check()
    run Quit(confirm=False)


testcase table_source_kozyri:
    $ _test.timeout = 600.0
    move (0.5, 0.5) pattern "Start"
    $ duel_test_setup({"variant": "svoi_kozyri", "players": 2, "options": {}, "seats": [{"who": "mc", "name": "Traveller", "level": None, "style": None}, {"who": "lina", "name": "Lina", "level": "easy", "style": "balanced"}], "series": None, "skin": "classic", "tutorial": False, "seed": 5, "coach": "lina"})
    $ table_source_setup()
    run Start("duel_test_entry")
    pause 0.2 until run TestCond("renpy.get_screen('duel_table') is not None")
    run DuelTestClick() until run TestCond("duel_test_over()")
    pause 0.2 until run TestCond("renpy.get_screen('duel_over') is not None")
    assert duel_test_check_over()
    "Continue"
    move (0.5, 0.5) pattern "Duel finished."
    assert duel_test_check_return(duel_test_engine_outcome(duel_state))
    assert table_source_check()
    run Quit(confirm=False)


testcase table_source_warfare:
    $ _test.timeout = 400.0
    move (0.5, 0.5) pattern "Start"
    $ duel_test_setup({"variant": "warfare", "players": 2, "options": {}, "seats": [{"who": "mc", "name": "Traveller", "level": None, "style": None}, {"who": "ash", "name": "Ash", "level": "normal", "style": "cunning"}], "series": None, "skin": "animal", "tutorial": False, "seed": 99, "coach": "ash"})
    $ table_source_setup()
    run Start("duel_test_entry")
    pause 0.2 until run TestCond("renpy.get_screen('duel_table') is not None")
    run DuelTestClick() until run TestCond("duel_test_over()")
    pause 0.2 until run TestCond("renpy.get_screen('duel_over') is not None")
    assert duel_test_check_over()
    "Continue"
    move (0.5, 0.5) pattern "Duel finished."
    assert duel_test_check_return(duel_test_engine_outcome(duel_state))
    assert table_source_check()
    run Quit(confirm=False)


## The tutorial's stacked deal, the coach's Hint (played with "Place it") and Undo, under the
## strict source: each path reads only what the protocol lists.
init python:

    def table_source_clean():
        """No breach on the paths walked, and the table read through the protocol."""
        TABLE_SOURCE["on"] = False
        assert isinstance(duel_state, StrictSource), type(duel_state)
        assert not TABLE_SOURCE["breaches"], TABLE_SOURCE["breaches"]
        for name in ("view", "current_player", "is_terminal", "apply"):
            assert TABLE_SOURCE["reads"].get(name), (name, TABLE_SOURCE["reads"])
        duel_test_note("table source reads:", sorted(TABLE_SOURCE["reads"].items()))
        return True


testcase table_source_paths:
    $ _test.timeout = 240.0
    move (0.5, 0.5) pattern "Start"
    $ persistent.duel_hint_button = "on"
    $ persistent.duel_undo = True
    $ duel_test_setup(TUTORIAL_SPEC)
    $ table_source_setup()
    run Start("duel_test_entry")
    pause 0.2 until run TestCond("duel_test_human_turn()")
    # the tutorial's stacked deal came through the strict source too
    assert isinstance(duel_state, StrictSource)
    assert sorted(str(c) for c in duel_state.view(0).hand) == sorted(["7C", "7S", "9D", "JC", "KS", "6H"])
    $ ts_before = duel_state
    "Hint"
    pause 0.2 until run TestCond("coach_hint_ready()")
    $ ts_hint = duel_hint.current().hint.action
    run Function(duel_hint.play)
    pause 0.2 until run TestCond("sorted(duel.ui.staged) == sorted(str(c) for c in ts_hint.cards)")
    "ATTACK"
    pause 0.2 until run TestCond("duel_state is not ts_before")
    assert duel_state.history[0] == ts_hint
    pause 0.2 until run TestCond("duel_test_human_turn()")
    "Undo"
    pause 0.2 until run TestCond("duel_state is ts_before")
    pause 0.2 until run TestCond("duel_test_human_turn()")
    # the player sees the hand of before the move again
    assert duel_test_hand_shown()
    assert table_source_clean()
    $ persistent.duel_hint_button = "auto"
    run Quit(confirm=False)
