## Card table testcases (owner: table): whole duels played through the UI by
## clicking (see duel_support.rpy for how clicks are planned and aimed), the
## result on screen checked against the engine's.

testcase duel_podkidnoy:
    $ _test.timeout = 400.0
    move (0.5, 0.5) pattern "Start"
    $ duel_test_setup({"variant": "podkidnoy", "players": 2, "options": {}, "seats": [{"who": "mc", "name": "Traveller", "level": None, "style": None}, {"who": "aurelia", "name": "Aurelia", "level": "normal", "style": "reckless"}], "series": None, "skin": "classic", "tutorial": False, "seed": 4242}, shots={3: "duel_podkidnoy_mid"})
    run Start("duel_test_entry")
    pause 0.2 until run TestCond("renpy.get_screen('duel_table') is not None")
    run DuelTestClick() until run TestCond("duel_test_over()")
    pause 0.5
    $ kozyr_shot("duel_podkidnoy_over")
    assert duel_test_check_over()
    "Continue"
    move (0.5, 0.5) pattern "Duel finished."
    assert duel_test_check_return(duel.outcome_of(duel_state))
    assert "attack" in DUEL_TEST["kinds"] and "defend" in DUEL_TEST["kinds"]
    run Quit(confirm=False)
