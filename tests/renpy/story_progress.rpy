## story_progress: the map follows THIS playthrough. Every opponent is beaten
## in the records (an earlier playthrough), but this story has won only Marta:
## Aurelia and Pip are its next chapters, the knight's chapter is locked yet
## his duel is open in free play, Marta (won) offers free play only. After two
## losses in a row Pip offers the easier game in her own words.
## Screenshot: story_progress_map (the knight's panel).

label story_test_progress:
    $ spine_wins = {"marta"}
    $ spine_finished = False
    $ kozyr_test_duel_outcome = "win"
    jump story_map

testcase story_progress:
    $ _test.timeout = 60.0
    move (0.5, 0.5) pattern "Start"
    $ roster.reset_progress()
    python:
        for _sp_i, _sp_oid in enumerate(roster.IDS):
            roster.record(_sp_oid, "win", "normal", "sp%d" % _sp_i)
        roster.record("pip", "loss", "normal", "sp-l1")
        roster.record("pip", "loss", "normal", "sp-l2")
    run Start("story_test_progress")
    pause .1 until run TestCond("renpy.get_screen('opponent_map')")
    assert [roster.story_status(o) for o in roster.IDS] == ["won", "open", "open"] + ["locked"] * 5
    assert kozyr_marker_alt("brandt").startswith(roster.display_name("brandt") + ", not yet reached")
    pause .5
    ## The knight: no story yet, but free play.
    "Sir Brandt, not yet reached in this story" pos (0.5, 0.5)
    pause .4
    $ kozyr_shot("story_progress_map")
    assert renpy.get_screen("opponent_map").scope["sel"] == "brandt"
    assert renpy.test.testfocus.find_focus("Continue story") is None
    "Replay in Free Play" pos (0.5, 0.5)
    pause .05 until run KozyrDrive("renpy.get_screen('opponent_map')")
    assert kozyr_last_duel["id"] == "brandt" and kozyr_last_duel["free_play"] and spine_wins == {"marta"}
    ## Marta, won in this story: no "Continue story".
    "Marta, won in this story" pos (0.5, 0.5)
    pause .4
    assert renpy.get_screen("opponent_map").scope["sel"] == "marta"
    assert renpy.test.testfocus.find_focus("Continue story") is None and renpy.test.testfocus.find_focus("Replay in Free Play") is not None
    ## Pip: two losses in a row, and she offers the easier game herself.
    "Pip, open" pos (0.5, 0.5)
    pause .3
    "Continue story" pos (0.5, 0.5)
    pause .05 until run KozyrDrive("renpy.get_screen('choice') and 'Yes, an easier game' in [i.caption for i in renpy.get_screen('choice').scope['items']]")
    assert "Restraint" in renpy.get_screen("say").scope["what"] and renpy.get_screen("say").scope["who"] == "Pip"
    run Quit(confirm=False)
