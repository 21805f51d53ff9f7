## Save and load anywhere (issue 10): a duel saved with the AI to move (an
## attack on the table) and again with the player to defend; the map; a story
## scene. Step 1 saves, goes back to the main menu and quits; later steps are
## new processes that load, check the state is the saved one, and play on.

testcase reliability_duel_save__step1:
    $ _test.timeout = 400.0
    move (0.5, 0.5) pattern "Start"
    $ duel_test_setup(REL_SPEC)
    $ REL["policy"] = True
    $ persistent.duel_speed = 2
    run Start("duel_test_entry")
    pause 0.2 until run TestCond("rel_table_shown()")
    $ rel_write("rel_duel_start.json", {"final": rel_json(rel_simulate(duel_state, duel_spec))})
    run DuelTestClick() until run TestCond("rel_ai_to_move_with_attack()")
    assert rel_save_duel(1, "rel_duel_ai.json", True)
    $ persistent.duel_speed = 0
    run DuelTestClick() until run TestCond("rel_player_to_defend()")
    pause .05 until run TestDrawn("rel_player_to_defend()")
    assert rel_save_duel(2, "rel_duel_defend.json", False)
    # an uninterrupted run, played on through the UI, ends as the simulation
    run DuelTestClick() until run TestCond("duel_test_over()")
    assert rel_json(duel_state) == rel_read("rel_duel_start.json")["final"]
    assert rel_check_final("rel_duel_ai.json") and rel_check_final("rel_duel_defend.json")
    run MainMenu(confirm=False)
    pause 0.5 until run TestCond("renpy.get_screen('main_menu') is not None")
    run Quit(confirm=False)


testcase reliability_duel_save__step2:
    $ _test.timeout = 400.0
    move (0.5, 0.5) pattern "Start"
    $ persistent.duel_speed = 2
    run FileLoad(1, confirm=False)
    pause 0.2 until run TestCond("rel_table_shown()")
    assert rel_check_loaded("rel_duel_ai.json")
    $ duel_test_setup(duel_spec)
    $ REL["policy"] = True
    run DuelTestClick() until run TestCond("duel_test_over()")
    pause .05 until run TestDrawn("duel_test_over()")
    assert duel_test_check_over()
    assert rel_check_final("rel_duel_ai.json")
    "Continue"
    move (0.5, 0.5) pattern "Duel finished."
    assert duel_test_check_return(duel_test_engine_outcome(duel_state))
    run Quit(confirm=False)


testcase reliability_duel_save__step3:
    $ _test.timeout = 400.0
    move (0.5, 0.5) pattern "Start"
    run FileLoad(2, confirm=False)
    pause 0.2 until run TestCond("duel_test_human_turn()")
    assert rel_check_loaded("rel_duel_defend.json")
    assert duel_state.phase == "defend" and duel_state.current_player == 0
    $ duel_test_setup(duel_spec)
    $ REL["policy"] = True
    run DuelTestClick() until run TestCond("duel_test_over()")
    pause .05 until run TestDrawn("duel_test_over()")
    assert duel_test_check_over()
    assert rel_check_final("rel_duel_defend.json")
    "Continue"
    move (0.5, 0.5) pattern "Duel finished."
    assert duel_test_check_return(duel_test_engine_outcome(duel_state))
    run Quit(confirm=False)


## Against hard (issue 17): hard reads the opponent's hand from the play
## (Durak's public log), so a save that lost the game's history changed its
## moves. Its search budget is a clock: the clock is frozen here, so every
## search runs to its sample counts and the duel is a function of its deal.
## Saved a few bouts in with the AI to move; the new process must reach the
## same end as the uninterrupted run.

init 2 python:

    REL_HARD_SPEC = dict(REL_SPEC, seats=[dict(REL_SPEC["seats"][0]),
                                          dict(REL_SPEC["seats"][1], level="hard")])

    def rel_freeze_ai_clock():
        import engine.ai.timing as _timing
        _timing.now = lambda: 0.0
        return True

    def rel_hard_save_point():
        st = store.duel_state
        return rel_ai_to_move_with_attack() and st.bout >= 4 and len(st.public_log()) > 20

    def rel_hard_save_now():
        """Saves at the first save point, in the same Python step that finds it: between
        two testcase statements the AI may already have answered (it did, on a fast
        machine). Once saved, it only says so."""
        if REL.get("hard_saved"):
            return True
        if not rel_hard_save_point():
            return False
        rel_write("rel_hard_log.json", {"history": [str(a) for a in duel_state.history], "log": len(duel_state.public_log())})
        REL["hard_saved"] = rel_save_duel(1, "rel_duel_hard.json", True)
        return REL["hard_saved"]

testcase reliability_duel_save_hard__step1:
    $ _test.timeout = 300.0
    move (0.5, 0.5) pattern "Start"
    assert rel_freeze_ai_clock()
    $ duel_test_setup(REL_HARD_SPEC)
    $ REL["policy"] = True
    run Start("duel_test_entry")
    pause 0.2 until run TestCond("rel_table_shown()")
    run DuelTestClick() until run TestCond("duel_state.bout >= 4")
    # slow AI moves from here, so the save point holds while it is saved
    $ persistent.duel_speed = 2
    run DuelTestClick() until run TestCond("rel_hard_save_now()")
    assert REL["hard_saved"]
    run Quit(confirm=False)


testcase reliability_duel_save_hard__step2:
    $ _test.timeout = 300.0
    move (0.5, 0.5) pattern "Start"
    assert rel_freeze_ai_clock()
    run FileLoad(1, confirm=False)
    pause 0.2 until run TestCond("rel_table_shown()")
    assert rel_check_loaded("rel_duel_hard.json")
    # the whole game came back with the save: what hard reads the hands from
    assert [str(a) for a in duel_state.history[:len(rel_read("rel_hard_log.json")["history"])]] == rel_read("rel_hard_log.json")["history"]
    assert len(duel_state.public_log()) >= rel_read("rel_hard_log.json")["log"]
    $ duel_test_setup(duel_spec)
    $ REL["policy"] = True
    run DuelTestClick() until run TestCond("duel_test_over()")
    pause .05 until run TestDrawn("duel_test_over()")
    assert duel_test_check_over()
    assert rel_check_final("rel_duel_hard.json")
    run Quit(confirm=False)


## ------------------------------------------------------------------ the map

label rel_map_entry:
    $ spine_wins = {"marta"}
    $ spine_finished = False
    $ kozyr_test_duel_outcome = "win"
    jump story_map

testcase reliability_map_save__step1:
    $ _test.timeout = 60.0
    move (0.5, 0.5) pattern "Start"
    $ roster.record("marta", "win", "easy")
    run Start("rel_map_entry")
    pause .05 until run TestDrawn("renpy.get_screen('opponent_map')")
    $ rel_write("rel_map.json", {"spine_wins": sorted(spine_wins), "records": persistent.kozyr_records, "unlocked": persistent.kozyr_unlocked})
    run FileSave(1, confirm=False)
    pause .5
    run MainMenu(confirm=False)
    pause 0.5 until run TestCond("renpy.get_screen('main_menu') is not None")
    run Quit(confirm=False)


testcase reliability_map_save__step2:
    $ _test.timeout = 60.0
    move (0.5, 0.5) pattern "Start"
    run FileLoad(1, confirm=False)
    pause .1 until run TestCond("renpy.get_screen('opponent_map')")
    assert sorted(spine_wins) == rel_read("rel_map.json")["spine_wins"] and not spine_finished
    assert persistent.kozyr_records == rel_read("rel_map.json")["records"]
    assert roster.status("marta") == "beaten" and roster.status("aurelia") == "open"
    # the loaded map works: Aurelia's chapter starts from it
    pause .05 until run TestClick("Aurelia, open", "kozyr_page('opponent_map', sel='aurelia')")
    pause .05 until run TestClick("Continue story", "not renpy.get_screen('opponent_map')")
    pause .1 until run TestCond("rel_say_what()")
    assert spine_current == "aurelia" and renpy.seen_label("chapter_aurelia")
    run Quit(confirm=False)


## ------------------------------------------------------------ a story scene

label rel_story_entry:
    $ spine_wins = {"marta"}
    $ spine_finished = False
    $ kozyr_test_duel_outcome = "win"
    call story_chapter("aurelia")
    "Reliability: the chapter returned."
    return

testcase reliability_story_save__step1:
    $ _test.timeout = 60.0
    move (0.5, 0.5) pattern "Start"
    $ roster.record("marta", "win", "easy")
    run Start("rel_story_entry")
    pause .1 until run TestCond("rel_say_what()")
    $ rel_lines = [rel_say_what()]
    click
    pause .1 until run TestCond("rel_say_what() and rel_say_what() != rel_lines[-1]")
    $ rel_lines.append(rel_say_what())
    click
    pause .1 until run TestCond("rel_say_what() and rel_say_what() != rel_lines[-1]")
    $ rel_lines.append(rel_say_what())
    pause .05 until run TestDrawn("rel_say_what() == rel_lines[-1]")
    $ rel_where = list(renpy.get_filename_line())
    run FileSave(1, confirm=False)
    pause .5
    click
    pause .1 until run TestCond("rel_say_what() and rel_say_what() != rel_lines[-1]")
    $ rel_write("rel_story.json", {"lines": rel_lines, "where": rel_where, "next": rel_say_what(), "seen": story_aurelia_seen})
    $ kozyr_test_note("story lines:", rel_lines, rel_where, "next:", rel_say_what())
    run MainMenu(confirm=False)
    pause 0.5 until run TestCond("renpy.get_screen('main_menu') is not None")
    run Quit(confirm=False)


testcase reliability_story_save__step2:
    $ _test.timeout = 60.0
    move (0.5, 0.5) pattern "Start"
    run FileLoad(1, confirm=False)
    pause .05 until run TestDrawn("rel_say_what()")
    # the same line of the same scene, not the start of the label
    assert rel_say_what() == rel_read("rel_story.json")["lines"][-1]
    assert list(renpy.get_filename_line()) == rel_read("rel_story.json")["where"]
    assert story_aurelia_seen and spine_current == "aurelia"
    click
    pause .1 until run TestCond("rel_say_what() and rel_say_what() != rel_read('rel_story.json')['lines'][-1]")
    assert rel_say_what() == rel_read("rel_story.json")["next"]
    run Quit(confirm=False)
