## Reliability testcases (issue 10, owner: reliability): helpers shared by
## reliability_*.rpy. Test-only; copied into the temporary project by
## tests/renpy/run.py and never shipped.
##
## Reproducible duels: the table's AI seeds come from the spec's seed and the
## position (duel.ai_seed), and levels easy/normal do not search against the
## clock, so with the player's moves chosen from the position alone
## (rel_player_move) a whole duel is a function of its deal. rel_simulate plays
## the rest of a duel in plain Python the way the table would; the testcases
## compare that with what the table really reaches after a save and a load.

init 1 python:

    import json as _rl_json
    import zlib as _rl_zlib
    import os as _rl_os
    import shutil as _rl_shutil

    REL = {"policy": False}

    REL_SPEC = {"variant": "podkidnoy", "players": 2, "options": {},
                "seats": [{"who": "mc", "name": "Traveller", "level": None, "style": None},
                          {"who": "pip", "name": "Pip", "level": "normal", "style": "balanced"}],
                "series": None, "skin": "classic", "tutorial": False, "seed": 2718}

    def rel_crc(state):
        return _rl_zlib.crc32(repr(sorted(state.to_dict().items())).encode("utf-8")) & 0x7fffffff

    def rel_player_move(state):
        """The player's move in the reliability duels: the engine's normal AI
        for seat 0, seeded by the position only."""
        import engine.ai as _ai
        return _ai.choose(state.view(0), level="normal", style="balanced", seed=rel_crc(state))

    _rel_table_choose = duel_test_choose

    def duel_test_choose(state):
        """Replaces the table helper's move choice while REL["policy"] is on
        (the table's own testcases never turn it on, so they are unaffected)."""
        if REL["policy"]:
            return rel_player_move(state)
        return _rel_table_choose(state)

    def rel_ai_move(state, spec):
        """What the table's AI worker answers in `state` (duel._ai_worker)."""
        import engine.ai as _ai
        p = state.current_player
        seats = spec.get("seats") or []
        seat = seats[p] if p < len(seats) else {}
        level = seat.get("level") if seat.get("level") in duel.LEVELS else "normal"
        a = _ai.choose(state.view(p), level=level, style=seat.get("style"),
                       seed=duel.ai_seed(state), budget_ms=duel.ai_budget_ms(level))
        return a if isinstance(a, engine.Action) else engine.Action.parse(a)

    def rel_simulate(state, spec):
        """Plays `state` to its end without the UI, as the table would."""
        n = 0
        while not state.is_terminal():
            if state.current_player == 0:
                state = state.apply(rel_player_move(state))
            else:
                state = state.apply(rel_ai_move(state, spec))
            n += 1
            assert n < 5000
        return state

    def rel_json(state):
        return _rl_json.loads(_rl_json.dumps(state.to_dict(), sort_keys=True))

    def rel_write(name, data):
        with open(kozyr_test_shared_path(name), "w") as f:
            f.write(_rl_json.dumps(data, sort_keys=True))

    def rel_read(name):
        with open(kozyr_test_shared_path(name)) as f:
            return _rl_json.loads(f.read())

    def rel_table_shown():
        return renpy.get_screen("duel_table") is not None and store.duel_state is not None

    def rel_ai_to_move_with_attack():
        st = store.duel_state
        return (rel_table_shown() and not st.is_terminal() and st.current_player != 0
                and st.phase == "defend" and any(d is None for _a, d in st.table))

    def rel_player_to_defend():
        return (duel_test_human_turn() and duel_state.phase == "defend"
                and duel_state.current_player == 0)

    def rel_save_duel(slot, name, ai_to_move):
        """Saves now and writes what was saved (one Python step: nothing can
        move between the two)."""
        st = store.duel_state
        assert rel_table_shown() and not st.is_terminal()
        if ai_to_move:
            assert st.current_player != 0 and st.table, st
        else:
            assert st.current_player == 0 and st.phase == "defend", st
        rel_write(name, {"state": rel_json(st), "spec": store.duel_spec,
                         "expected_final": rel_json(rel_simulate(st, store.duel_spec))})
        FileSave(slot, confirm=False)()
        kozyr_test_note("saved slot", slot, "with", "AI" if ai_to_move else "player", "to move:", str(st).replace("\n", " | "))
        return True

    def _rel_after_load():
        # the store exactly as loaded, before any interaction (the AI may move
        # a moment later, as it should)
        st = getattr(store, "duel_state", None)
        REL["loaded"] = rel_json(st) if st is not None else None
        kozyr_test_note("after load: duel_state", "None" if st is None else "set")

    config.after_load_callbacks.append(_rel_after_load)

    def rel_check_loaded(name):
        saved = rel_read(name)
        assert REL.get("loaded") == saved["state"], (REL.get("loaded"), saved["state"])
        assert _rl_json.loads(_rl_json.dumps(duel_spec, sort_keys=True)) == saved["spec"]
        return True

    def rel_check_final(name):
        saved = rel_read(name)
        assert duel_state.is_terminal()
        assert rel_json(duel_state) == saved["expected_final"], (rel_json(duel_state), saved["expected_final"])
        kozyr_test_note("finished as the uninterrupted run:", duel_state.result)
        return True

    def rel_say_what():
        s = renpy.get_screen("say")
        if s is None:
            return None
        return s.scope.get("what")

    def rel_savedir():
        return config.savedir
