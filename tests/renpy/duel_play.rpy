## Card table testcases (owner: table): whole duels played through the UI by
## clicking (see duel_support.rpy for how clicks are planned and aimed), the
## result on screen checked against the engine's.

testcase duel_podkidnoy:
    $ _test.timeout = 400.0
    move (0.5, 0.5) pattern "Start"
    $ duel_test_setup({"variant": "podkidnoy", "players": 2, "options": {}, "seats": [{"who": "mc", "name": "Traveller", "level": None, "style": None}, {"who": "aurelia", "name": "Aurelia", "level": "normal", "style": "reckless"}], "series": None, "skin": "classic", "tutorial": False, "seed": 4242}, shots={3: "duel_podkidnoy_mid"})
    run Start("duel_test_entry")
    pause 0.2 until run TestCond("duel_test_human_turn()")
    pause 0.5
    assert duel_test_time_screen()
    run DuelTestClick() until run TestCond("duel_test_over()")
    pause 0.5
    $ kozyr_shot("duel_podkidnoy_over")
    assert duel_test_check_over()
    "Continue"
    move (0.5, 0.5) pattern "Duel finished."
    assert duel_test_check_return(duel_test_engine_outcome(duel_state))
    assert "attack" in DUEL_TEST["kinds"] and "defend" in DUEL_TEST["kinds"]
    run Quit(confirm=False)


testcase duel_perevodnoy:
    $ _test.timeout = 400.0
    move (0.5, 0.5) pattern "Start"
    $ duel_test_setup({"variant": "perevodnoy", "players": 2, "options": {}, "seats": [{"who": "mc", "name": "Traveller", "level": None, "style": None}, {"who": "pip", "name": "Pip", "level": "normal", "style": "aggressive"}], "series": None, "skin": "classic4", "tutorial": False, "seed": 777}, prefer=["transfer"], shots={4: "duel_perevodnoy_mid"})
    run Start("duel_test_entry")
    pause 0.2 until run TestCond("renpy.get_screen('duel_table') is not None")
    run DuelTestClick() until run TestCond("duel_test_over()")
    pause 0.5
    assert duel_test_check_over()
    assert "transfer" in DUEL_TEST["kinds"]
    "Continue"
    move (0.5, 0.5) pattern "Duel finished."
    assert duel_test_check_return(duel_test_engine_outcome(duel_state))
    run Quit(confirm=False)


testcase duel_three_seats:
    $ _test.timeout = 500.0
    move (0.5, 0.5) pattern "Start"
    $ duel_test_setup({"variant": "podkidnoy", "players": 3, "options": {}, "seats": [{"who": "mc", "name": "Traveller", "level": None, "style": None}, {"who": "lina", "name": "Lina", "level": "normal", "style": "balanced"}, {"who": "vix", "name": "Vix", "level": "hard", "style": "cunning"}], "series": None, "skin": "classic", "tutorial": False, "seed": 3131}, shots={5: "duel_three_seats_mid"})
    run Start("duel_test_entry")
    pause 0.2 until run TestCond("renpy.get_screen('duel_table') is not None")
    run DuelTestClick() until run TestCond("duel_test_over()")
    pause 0.5
    assert duel_test_check_over()
    "Continue"
    move (0.5, 0.5) pattern "Duel finished."
    assert duel_test_check_return(duel_test_engine_outcome(duel_state))
    run Quit(confirm=False)


testcase duel_svoi_kozyri:
    $ _test.timeout = 600.0
    move (0.5, 0.5) pattern "Start"
    $ duel_test_setup({"variant": "svoi_kozyri", "players": 2, "options": {}, "seats": [{"who": "mc", "name": "Traveller", "level": None, "style": None}, {"who": "lina", "name": "Lina", "level": "easy", "style": "balanced"}], "series": None, "skin": "classic", "tutorial": False, "seed": 5}, shots={6: "duel_svoi_kozyri_mid"})
    run Start("duel_test_entry")
    pause 0.2 until run TestCond("renpy.get_screen('duel_table') is not None")
    run DuelTestClick() until run TestCond("duel_test_over()")
    pause 0.5
    assert duel_test_check_over()
    assert "beat" in DUEL_TEST["kinds"] and "choose_suit" in DUEL_TEST["kinds"]
    "Continue"
    move (0.5, 0.5) pattern "Duel finished."
    assert duel_test_check_return(duel_test_engine_outcome(duel_state))
    run Quit(confirm=False)


testcase duel_warfare:
    $ _test.timeout = 400.0
    move (0.5, 0.5) pattern "Start"
    $ duel_test_setup({"variant": "warfare", "players": 2, "options": {}, "seats": [{"who": "mc", "name": "Traveller", "level": None, "style": None}, {"who": "ash", "name": "Ash", "level": "normal", "style": "cunning"}], "series": None, "skin": "animal", "tutorial": False, "seed": 99}, shots={8: "duel_warfare_mid"})
    run Start("duel_test_entry")
    pause 0.2 until run TestCond("renpy.get_screen('duel_table') is not None")
    run DuelTestClick() until run TestCond("duel_test_over()")
    pause 0.5
    assert duel_test_check_over()
    assert "commit" in DUEL_TEST["kinds"] and ("keep" in DUEL_TEST["kinds"] or "pick" in DUEL_TEST["kinds"])
    "Continue"
    move (0.5, 0.5) pattern "Duel finished."
    assert duel_test_check_return(duel_test_engine_outcome(duel_state))
    run Quit(confirm=False)
