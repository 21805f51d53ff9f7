## Card table input testcases (owner: table): drag and drop onto a slot, and an
## illegal drop that is refused, springs back and changes nothing.

testcase duel_drag:
    $ _test.timeout = 120.0
    move (0.5, 0.5) pattern "Start"
    $ duel_test_setup(TUTORIAL_SPEC)
    run Start("duel_test_entry")
    pause 0.1 until run TestWait("kozyr_table_ready()", within=30)
    $ dt_before = duel_state
    assert duel_test_time_screen()
    # Marta's stacked deal: the player leads and holds both black sevens
    assert sorted(str(c) for c in duel_state.view(0).hand) == sorted(["7C", "7S", "9D", "JC", "KS", "6H"])
    drag duel_test_drag_points("7C", ("slot", 0))
    pause 0.2 until run TestCond("duel.ui.staged == ['7C']")
    assert duel.ui.staged == ["7C"] and duel_state is dt_before
    drag duel_test_drag_points("7S", ("slot", 1))
    pause 0.2 until run TestCond("duel.ui.staged == ['7C', '7S']")
    assert duel.ui.staged == ["7C", "7S"] and duel_state is dt_before
    $ kozyr_shot("duel_drag_staged")
    "ATTACK"
    pause 0.2 until run TestCond("duel_state is not dt_before")
    assert str(duel_state.history[0]) == "attack 7C 7S"
    assert [str(a) for a, d in duel_state.view(0).table] == ["7C", "7S"]
    assert "7C" not in [str(c) for c in duel_state.view(0).hand]
    pause 0.1 until run TestWait("(duel_test_human_turn() or duel_state.is_terminal()) and kozyr_table_settled()", within=30)
    $ kozyr_shot("duel_drag_after")
    run Quit(confirm=False)


testcase duel_drop_illegal:
    $ _test.timeout = 120.0
    move (0.5, 0.5) pattern "Start"
    $ duel_test_setup(TUTORIAL_SPEC)
    run Start("duel_test_entry")
    pause 0.1 until run TestWait("kozyr_table_ready()", within=30)
    drag duel_test_drag_points("7C", ("slot", 0))
    pause 0.1 until run TestWait("duel.ui.staged == ['7C']")
    "ATTACK"
    pause 0.1 until run TestWait("len(duel_state.history) >= 2 and kozyr_table_ready()", within=30)
    # Marta has answered the seven; the player may now add only ranks on the table
    assert duel_state.view(0).phase in ("add", "taking")
    $ dt_before = duel_state
    $ dt_history = duel_state.history
    $ dt_free = len(duel_state.view(0).table)
    drag duel_test_drag_points("9D", ("slot", dt_free))
    pause 0.2 until run TestCond("duel.ui.message is not None")
    assert duel_state is dt_before and duel_state.history == dt_history
    python:
        assert duel.ui.message == "No Nine is on the table, so the 9♦ cannot be added.", duel.ui.message
    assert duel.ui.message_bad
    assert "9D" in [str(c) for c in duel_state.view(0).hand]
    assert duel_test_at_home("9D")
    $ kozyr_shot("duel_drop_refused")
    # the refusal is shown on the status line
    assert "No Nine is on the table, so the 9♦ cannot be added." in duel_test_screen_strings("duel_table")
    run Quit(confirm=False)


testcase duel_big_hand:
    $ _test.timeout = 120.0
    move (0.5, 0.5) pattern "Start"
    $ duel_test_setup({"variant": "podkidnoy", "players": 2, "options": {"deck": 52}, "seats": [{"who": "mc", "name": "Traveller", "level": None, "style": None}, {"who": "hunter", "name": "The White Hunter", "level": "easy", "style": None}], "series": None, "skin": "animal", "tutorial": False, "seed": 1, "position": BIG_HAND_POSITION})
    run Start("duel_test_entry")
    pause 0.1 until run TestWait("kozyr_table_ready()", within=30)
    assert len(duel_state.view(0).hand) == 24
    $ kozyr_shot("duel_big_hand")
    # every card of the fan is on screen and can be clicked on its visible strip
    assert duel_test_hand_fits()
    assert duel_test_time_screen()
    # select three sixes: they are raised and the screen still fits
    $ dt_sixes = [c for c in ("6D", "6H", "6S")]
    run Function(duel.card_clicked, "6D")
    pause 0.3
    assert duel.ui.selected == ["6D"] and duel_test_hand_fits()
    run Quit(confirm=False)


testcase duel_free_play:
    $ _test.timeout = 120.0
    move (0.5, 0.5) pattern "Start"
    $ persistent.duel_speed = 0
    run Start("free_play")
    pause 0.2 until run TestCond("renpy.get_screen('duel_free_play_setup') is not None")
    "Perevodnoy Durak"
    "24 cards"
    "3"
    "Animals"
    "hard"
    pause 0.3
    $ kozyr_shot("duel_free_play_setup")
    "Deal"
    pause 0.2 until run TestCond("renpy.get_screen('duel_table') is not None")
    assert duel_spec["variant"] == "perevodnoy" and duel_spec["players"] == 3
    assert duel_spec["options"]["deck"] == 24 and duel_spec["skin"] == "animal"
    assert [s["level"] for s in duel_spec["seats"][1:]] == ["hard", "hard"]
    assert duel_spec["seats"][1]["who"] == "marta"
    assert duel_state.players == 3 and duel_state.variant == "perevodnoy"
    # seats and decks come from engine.VARIANTS
    assert duel.max_players("podkidnoy", 24) == 4 and duel.max_players("podkidnoy", 52) == 6
    assert duel.max_players("svoi_kozyri", 24) == 4 and duel.free_decks("svoi_kozyri") == ()
    assert duel.max_players("warfare", 36) == 2 and duel.free_spec("warfare", 3, 36, "classic", "easy", [])["options"] == {}
    assert len(duel_state.view(0).hand) == 6 and duel_state.view(0).talon_count == 24 - 18
    pause 0.1 until run TestWait("kozyr_table_settled()", within=30)
    $ kozyr_shot("duel_free_play_table")
    run Quit(confirm=False)


testcase duel_keyboard:
    $ _test.timeout = 120.0
    move (0.5, 0.5) pattern "Start"
    $ duel_test_setup(TUTORIAL_SPEC)
    run Start("duel_test_entry")
    pause 0.1 until run TestWait("kozyr_table_ready()", within=30)
    $ dt_before = duel_state
    # Enter on a focused hand card selects it (drags take no key input by themselves)
    run DuelTestKey("Seven of spades")
    pause 0.2 until run TestCond("duel.ui.selected == ['7S']")
    assert duel.ui.selected == ["7S"]
    run DuelTestKey("Free place 1 on the table")
    pause 0.2 until run TestCond("duel.ui.staged == ['7S']")
    assert duel.ui.staged == ["7S"] and duel_state is dt_before
    run DuelTestKey("ATTACK")
    pause 0.2 until run TestCond("duel_state is not dt_before")
    assert str(duel_state.history[0]) == "attack 7S"
    run Quit(confirm=False)


testcase duel_series:
    $ _test.timeout = 120.0
    move (0.5, 0.5) pattern "Start"
    $ duel_test_setup({"variant": "podkidnoy", "players": 2, "options": {}, "seats": [{"who": "mc", "name": "Traveller", "level": None, "style": None}, {"who": "hunter", "name": "The White Hunter", "level": "easy", "style": "master"}], "series": 2, "skin": "animal", "tutorial": False, "seed": 11, "position": LAST_CARD_POSITION})
    run Start("duel_test_entry")
    pause 0.1 until run TestWait("kozyr_table_ready()", within=30)
    # game 1: attack with the last card; the Hunter must take and is the durak
    run DuelTestClick() until run TestCond("duel_test_over()")
    pause 0.1 until run TestWait("renpy.get_screen('duel_over') is not None and kozyr_table_settled()")
    assert duel_test_check_over()
    assert duel_game_no == 1 and duel.tokens() == (0, 1)
    $ kozyr_shot("duel_series_game1")
    "Next game"
    pause 0.2 until run TestCond("renpy.get_screen('duel_table') is not None and duel_game_no == 2")
    # game 2 is a fresh deal; the last durak deals and the player to his left leads
    assert not duel_state.is_terminal() and len(duel_state.view(0).hand) == 6
    assert duel_state.options["previous_durak"] == 1
    assert duel_state.view(0).attacker == 0
    assert duel.tokens() == (0, 1) and len(duel_series.results) == 1
    run Quit(confirm=False)


testcase duel_series_playoff:
    $ _test.timeout = 120.0
    move (0.5, 0.5) pattern "Start"
    $ duel_test_setup({"variant": "podkidnoy", "players": 2, "options": {}, "seats": [{"who": "mc", "name": "Traveller", "level": None, "style": None}, {"who": "hunter", "name": "The White Hunter", "level": "normal", "style": None}], "series": 1, "skin": "animal", "tutorial": False, "seed": 5, "position": DRAW_POSITION})
    run Start("duel_test_entry")
    pause 0.2 until run TestCond("duel_test_human_turn()")
    # a series of one game ends in a draw: nobody holds the fewest tokens alone, so the
    # rules' play-off follows (engine.Series) instead of a drawn series
    run DuelTestClick() until run TestCond("duel_test_over()")
    assert duel_state.result.draw and duel.tokens() == (0, 0)
    assert not duel.series_over() and duel_series.tiebreak
    $ kozyr_shot("duel_series_playoff")
    "Play-off game"
    pause 0.2 until run TestCond("renpy.get_screen('duel_table') is not None and duel_game_no == 2")
    assert duel.playoff() and not duel_state.is_terminal() and len(duel_state.view(0).hand) == 6
    # the play-off is dealt by the series: its second game's seed
    assert duel_state.seed == duel_series.game_seed(1)
    run Quit(confirm=False)


testcase duel_ai_fallback:
    $ _test.timeout = 120.0
    move (0.5, 0.5) pattern "Start"
    $ duel_test_setup({"variant": "podkidnoy", "players": 2, "options": {}, "seats": [{"who": "mc", "name": "Traveller", "level": None, "style": None}, {"who": "pip", "name": "Pip", "level": "hard", "style": "aggressive"}], "series": None, "skin": "classic", "tutorial": False, "seed": 12, "position": LAST_CARD_POSITION})
    # the AI breaks: the table must fall back to a legal move, not end the duel
    $ duel_test_break_ai()
    run Start("duel_test_entry")
    pause 0.2 until run TestCond("duel_test_human_turn()")
    run DuelTestClick() until run TestCond("duel_test_over()")
    pause 0.1 until run TestWait("renpy.get_screen('duel_over') is not None and kozyr_table_settled()")
    assert duel_test_check_over()
    assert duel.ai_errors and "RuntimeError" in duel.ai_errors[-1]
    assert [str(a) for a in duel_state.history] == ["attack AH", "take"]
    $ duel_test_restore_ai()
    "Continue"
    move (0.5, 0.5) pattern "Duel finished."
    assert duel_test_check_return("win")
    run Quit(confirm=False)


testcase duel_save__step1:
    $ _test.timeout = 120.0
    move (0.5, 0.5) pattern "Start"
    $ duel_test_setup(TUTORIAL_SPEC)
    run Start("duel_test_entry")
    pause 0.1 until run TestWait("kozyr_table_ready()", within=30)
    $ dt_before = duel_state
    run DuelTestClick() until run TestCond("duel_state is not dt_before")
    pause 0.1 until run TestWait("kozyr_table_ready()", within=30)
    $ duel_test_store_state(kozyr_test_shared_path("duel_saved_state.json"))
    run FileSave(1, confirm=False)
    pause 0.1 until run TestWait("renpy.newest_slot() is not None")
    run Quit(confirm=False)


testcase duel_save__step2:
    $ _test.timeout = 120.0
    move (0.5, 0.5) pattern "Start"
    run FileLoad(1, confirm=False)
    pause 0.2 until run TestCond("duel_test_human_turn()")
    # the table comes back with exactly the saved position, and play goes on
    assert duel_test_same_state(kozyr_test_shared_path("duel_saved_state.json"))
    assert duel_spec["tutorial"] and renpy.get_screen("duel_table").scope["human"]
    $ dt_before = duel_state
    $ duel_test_setup(duel_spec)
    run DuelTestClick() until run TestCond("duel_state is not dt_before")
    assert duel_state.history and duel_state != dt_before
    run Quit(confirm=False)


testcase duel_rollback_undo:
    $ _test.timeout = 120.0
    move (0.5, 0.5) pattern "Start"
    $ duel_test_setup(TUTORIAL_SPEC)
    # Undo is opt-in (Table options / Preferences: "Undo (Easy)"); the player turns it on
    $ persistent.duel_undo = True
    run Start("duel_test_entry")
    pause 0.1 until run TestWait("kozyr_table_ready()", within=30)
    $ dt_before = duel_state
    run DuelTestClick() until run TestCond("duel_state is not dt_before")
    pause 0.1 until run TestWait("kozyr_table_ready()", within=30)
    # rollback cannot take back a committed move...
    $ dt_after = duel_state
    assert not renpy.can_rollback()
    run Rollback()
    pause 0.5     # a window in which nothing may happen (no change to wait for)
    assert duel_state is dt_after and renpy.get_screen("duel_table") is not None
    # ...but against an easy opponent the table offers Undo
    "Undo"
    pause 0.2 until run TestCond("duel_state is dt_before")
    pause 0.2 until run TestCond("duel_test_human_turn()")
    assert duel_state == dt_before and duel_undo_state is None
    run Quit(confirm=False)
