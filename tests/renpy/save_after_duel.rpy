## A duel played to its end at the table, then what every save pickles is pickled
## (journey.rpy's journey_save_check): on the end-of-duel panel and after the table has
## gone. Before issue 26's fix the card-flight transforms (a local closure) in the end
## panel's scope made this, and every save after a duel, fail.

testcase save_after_duel:
    $ _test.timeout = 300.0
    move (0.5, 0.5) pattern "Start"
    $ duel_test_setup({"variant": "podkidnoy", "players": 2, "options": {}, "seats": [{"who": "mc", "name": "Traveller", "level": None, "style": None}, {"who": "pip", "name": "Pip", "level": "easy", "style": "balanced"}], "series": None, "skin": "classic", "tutorial": False, "seed": 31337})
    $ persistent.duel_speed = 1
    run Start("duel_test_entry")
    pause 0.2 until run TestCond("renpy.get_screen('duel_table') is not None")
    run DuelTestClick() until run TestCond("duel_test_over()")
    pause 0.5
    assert journey_save_check("the end-of-duel panel")
    run FileSave(1, confirm=False)
    "Continue"
    move (0.5, 0.5) pattern "Duel finished."
    assert journey_save_check("after the duel")
    run FileSave(2, confirm=False)
    run Quit(confirm=False)
