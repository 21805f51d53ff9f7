## The table source (owner: table; docs/contracts.md, "The table source"): whole duels
## played through the UI with `duel_state` a source that offers the table's protocol and
## nothing else: every other member raises, whoever asks (the screens, the model, the talk,
## the hints, the input, these testcases' planner), and so does another seat's view. The
## engine's own computations (the record, the review, the AI's seed and its job for another
## seat) reach the whole state through the one gate the game keeps for them,
## `duel.engine_state`, which the testcase makes open the source (and counts).

init python:

    TABLE_SOURCE_MEMBERS = frozenset(["players", "variant", "current_player", "is_terminal",
                                      "result", "view", "refusal", "is_legal", "apply"])
    TABLE_SOURCE = {"breaches": [], "reads": {}, "engine": 0, "on": False}

    class TableSourceBreach(Exception):
        """The game read a member of the table source the protocol does not list (not an
        AttributeError: getattr(state, name, default) must not swallow it)."""

    def _ts_breach(what):
        TABLE_SOURCE["breaches"].append(what)
        raise TableSourceBreach("the table read %s of its source" % (what,))

    class StrictSource(python_object):
        """An engine State seen through the table source protocol only: the members
        TABLE_SOURCE_MEMBERS list, seat 0's view, and nothing else."""

        __slots__ = ("_ts_inner",)

        def __init__(self, inner):
            python_object.__setattr__(self, "_ts_inner", inner)

        def __getattr__(self, name):
            # (reached only for what the object itself lacks: every member of the state)
            if name.startswith("_"):
                # no private member is in the protocol; Ren'Py's own probes (a plain
                # AttributeError, as for any object without them)
                raise AttributeError(name)
            if name not in TABLE_SOURCE_MEMBERS:
                _ts_breach(repr(name))
            inner = python_object.__getattribute__(self, "_ts_inner")
            if TABLE_SOURCE["on"]:
                TABLE_SOURCE["reads"][name] = TABLE_SOURCE["reads"].get(name, 0) + 1
            if name == "apply":
                return lambda action: StrictSource(inner.apply(action))
            if name == "view":
                return lambda seat: inner.view(seat) if seat == 0 else _ts_breach("view(%r)" % (seat,))
            return getattr(inner, name)

        def __setattr__(self, name, value):
            _ts_breach("(a write of %r)" % (name,))

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

    def ts_inner(source):
        """The state behind a StrictSource (these testcases' own look at the whole game)."""
        if isinstance(source, StrictSource):
            return python_object.__getattribute__(source, "_ts_inner")
        return source

    _ts_saved = {}

    def table_source_setup():
        """From now on every game the table deals is a StrictSource (duel.new_state), and
        duel.engine_state, the engine's gate, opens it."""
        if not _ts_saved:
            _ts_saved["new_state"] = duel.new_state

            def strict_new_state(spec):
                return StrictSource(_ts_saved["new_state"](spec))

            def strict_engine_state(source):
                TABLE_SOURCE["engine"] += 1
                return ts_inner(source)

            duel.new_state = strict_new_state
            duel.engine_state = strict_engine_state
        TABLE_SOURCE.update(breaches=[], reads={}, engine=0, on=True)

    def table_source_check():
        """No breach, the table really read through the protocol, and the finished duel's
        record (the engine's, from the state's own history) is complete."""
        TABLE_SOURCE["on"] = False
        assert isinstance(duel_state, StrictSource), type(duel_state)
        assert not TABLE_SOURCE["breaches"], TABLE_SOURCE["breaches"]
        reads = TABLE_SOURCE["reads"]
        for name in ("view", "current_player", "is_terminal", "apply"):
            assert reads.get(name), (name, reads)
        # the engine's gate was used (the AI's jobs, the record), and only it
        assert TABLE_SOURCE["engine"], TABLE_SOURCE
        r = DUEL_TEST["return"]
        assert r["record"] is not None and r["record"]["complete"], r["record"]
        duel_test_note("table source reads:", sorted(reads.items()), "engine gate:", TABLE_SOURCE["engine"])
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
    assert ts_inner(duel_state).history[0] == ts_hint
    pause 0.2 until run TestCond("duel_test_human_turn()")
    "Undo"
    pause 0.2 until run TestCond("duel_state is ts_before")
    pause 0.2 until run TestCond("duel_test_human_turn()")
    # the player sees the hand of before the move again
    assert duel_test_hand_shown()
    assert table_source_clean()
    $ persistent.duel_hint_button = "auto"
    run Quit(confirm=False)
