## save_places: the kinds of place a player can save that journey.rpy does not reach
## (issue 26): the middle of a Free Play duel, and a problem of Problems opened from the
## map's Extras (a game is running there, so the Save screen works). Step 1 saves at
## each and quits; step 2, a new process, loads each: the Free Play duel resumes in the
## same position and is played to its end; the save made in Problems resumes at the map
## (the game's own place: Extras and Problems are menus over it). Before every save and
## after every load, journey_save_check (journey.rpy) pickles what a save pickles.

init 4 python:

    def save_places_problem():
        """A short podkidnoy problem (coach_problems.rpy's pick)."""
        return coach_test_first_problem()

testcase save_places__step1:
    $ _test.timeout = 400.0
    move (0.5, 0.5) pattern "Start"
    $ persistent.duel_speed = 0
    ## Free Play, a few moves into a duel.
    pause .05 until run TestClick("Free Play", "renpy.get_screen('duel_free_play_setup')")
    pause .05 until run TestClick("Deal", "renpy.get_screen('duel_table') is not None")
    $ duel_test_setup(duel_spec)
    run DuelTestClick() until run TestCond("DUEL_TEST['moves'] >= 4 and duel_test_human_turn() and not DUEL_TEST['plan']")
    pause .05 until run TestDrawn("kozyr_table_ready()")
    ## what is recorded and what is saved in one Python step (the AI may answer between
    ## two testcase statements)
    $ journey_before_save(); FileSave(1, confirm=False)()
    assert JOURNEY["what"]["kind"] == "duel"
    assert journey_saved("1-1")
    run MainMenu(confirm=False)
    pause .3 until run TestCond("renpy.get_screen('main_menu')")
    ## The story to the map (the prologue's duel by the test hook: journey.rpy plays it
    ## for real), then Extras -> Problems -> a problem.
    $ roster.reset_progress()
    $ kozyr_test_duel_outcome = "win"
    pause .05 until run TestClick("Start", "renpy.get_screen('input')")
    type RETURN
    pause .05 until run KozyrDrive("renpy.get_screen('opponent_map')")
    $ JOURNEY["map_wins"] = sorted(spine_wins)
    ## clicks that are made again until they take (8.3.4 drops a click that comes during a
    ## menu's transition)
    pause .05 until run TestClick("Extras: replay room", "renpy.get_screen('extras')")
    pause .05 until run TestClick("Problems", "renpy.get_screen('coach_problems')")
    run Function(coach_puzzles.open_problem, save_places_problem()["id"])
    pause .05 until run TestDrawn("renpy.get_screen('coach_problem')")
    $ kozyr_shot("save_places_problem")
    assert journey_before_save()
    run FileSave(2, confirm=False)
    assert journey_saved("1-2")
    $ journey_remember("1-2", {"kind": "map", "wins": JOURNEY["map_wins"]})
    run Quit(confirm=False)

testcase save_places__step2:
    $ _test.timeout = 400.0
    move (0.5, 0.5) pattern "Start"
    $ persistent.duel_speed = 0
    run FileLoad(1, page="1", confirm=False)
    pause .2 until run TestCond("journey_loaded('1-1')")
    assert journey_same('1-1')
    assert journey_save_check("loaded Free Play mid-duel")
    $ duel_test_setup(duel_spec)
    run DuelTestClick() until run TestCond("duel_test_over()")
    pause .05 until run TestDrawn("renpy.get_screen('duel_over') and kozyr_table_settled()")
    assert duel_test_check_over()
    assert journey_save_check("Free Play's end-of-duel panel")
    run FileLoad(2, page="1", confirm=False)
    pause .2 until run TestCond("journey_loaded('1-2')")
    assert journey_same('1-2')
    assert journey_save_check("loaded the save made in Problems")
    run Quit(confirm=False)
