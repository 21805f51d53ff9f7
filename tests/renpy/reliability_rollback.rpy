## Rollback (issue 10): outside duels rolling back and forward works as in any
## Ren'Py game; inside a duel the policy of docs/table.md holds: no rollback
## past a committed move (keys and the Rollback action do nothing), and the
## only way back is the table's Undo against easy opponents, which is a
## committed move of its own and meets the same seeded AI answer again.

init 1 python:
    # a plain list: a store variable set by the testcase would itself be
    # rolled back along with the game
    rel_kept = python_list()

testcase reliability_rollback_story:
    $ _test.timeout = 60.0
    move (0.5, 0.5) pattern "Start"
    $ roster.record("marta", "win", "easy")
    run Start("rel_story_entry")
    pause .1 until run TestCond("rel_say_what()")
    $ rel_kept[:] = [rel_say_what()]
    click
    pause .1 until run TestCond("rel_say_what() and rel_say_what() != rel_kept[-1]")
    $ rel_kept.append(rel_say_what())
    click
    pause .1 until run TestCond("rel_say_what() and rel_say_what() != rel_kept[-1]")
    $ rel_kept.append(rel_say_what())
    click
    pause .1 until run TestCond("rel_say_what() and rel_say_what() != rel_kept[-1]")
    $ rel_kept.append(rel_say_what())
    pause .05 until run TestDrawn("rel_say_what() == rel_kept[-1]")
    $ kozyr_test_note("lines:", rel_kept)
    assert renpy.can_rollback()
    # back two lines with the keyboard (PageUp), forward one (PageDown)
    type PAGEUP
    pause .1 until run TestCond("rel_say_what() == rel_kept[2]")
    pause .05 until run TestDrawn("rel_say_what() == rel_kept[2]")
    type PAGEUP
    pause .1 until run TestCond("rel_say_what() == rel_kept[1]")
    pause .05 until run TestDrawn("rel_say_what() == rel_kept[1]")
    assert story_aurelia_seen
    type PAGEDOWN
    pause .1 until run TestCond("rel_say_what() == rel_kept[2]")
    pause .05 until run TestDrawn("rel_say_what() == rel_kept[2]")
    # the mouse wheel: up rolls back, down rolls forward
    click button 4 pos (0.5, 0.5)
    pause .1 until run TestCond("rel_say_what() == rel_kept[1]")
    pause .05 until run TestDrawn("rel_say_what() == rel_kept[1]")
    click button 5 pos (0.5, 0.5)
    pause .1 until run TestCond("rel_say_what() == rel_kept[2]")
    pause .05 until run TestDrawn("rel_say_what() == rel_kept[2]")
    # and on from there as usual
    click
    pause .1 until run TestCond("rel_say_what() == rel_kept[3]")
    pause .05 until run TestDrawn("rel_say_what() == rel_kept[3]")
    $ kozyr_test_note("rolled back and forward over:", rel_kept)
    # Quitting after a rollback used to be reported as hanging in the autosave
    # on quit; that path never autosaves (docs/reliability.md), so the testcase
    # quits the plain way: a hang here would fail it by its timeout.
    assert config.autosave_on_quit
    run Quit(confirm=False)


init 1 python:

    def rel_spec(level, seed=31337):
        spec = dict(REL_SPEC)
        spec["seats"] = [REL_SPEC["seats"][0], dict(REL_SPEC["seats"][1], level=level)]
        spec["seed"] = seed
        return spec

    def rel_has_button(text):
        return any(_dt_alt(f) == text or getattr(getattr(f.widget, "child", None), "text", None) == [text]
                   for f in renpy.display.focus.focus_list if f.x is not None)

    def rel_undo_shown():
        return "Undo" in duel_test_screen_strings("duel_table")


testcase reliability_rollback_duel_blocked:
    $ _test.timeout = 200.0
    move (0.5, 0.5) pattern "Start"
    $ duel_test_setup(rel_spec("normal"))
    $ REL["policy"] = True
    run Start("duel_test_entry")
    pause 0.2 until run TestCond("duel_test_human_turn()")
    pause .05 until run TestDrawn("kozyr_table_ready()")
    $ rel_first = duel_state
    run DuelTestClick() until run TestCond("duel_state is not rel_first")
    pause 0.2 until run TestCond("duel_test_human_turn()")
    pause .05 until run TestDrawn("kozyr_table_ready()")
    $ rel_now = duel_state
    assert len(rel_now.history) >= 2 or rel_now.to_dict()["actions"] >= 2
    assert not renpy.can_rollback()
    # every way a player rolls back: PageUp, the mouse wheel, the Rollback action
    type PAGEUP
    pause .5  # kept for time: a rollback refused shows nothing to wait for; it would have happened by now
    assert duel_state is rel_now
    click button 4 pos (0.5, 0.5)
    pause .5  # kept for time: a rollback refused shows nothing to wait for; it would have happened by now
    assert duel_state is rel_now
    run Rollback()
    pause .5  # kept for time: a rollback refused shows nothing to wait for; it would have happened by now
    assert duel_state is rel_now and renpy.get_screen("duel_table") is not None
    # no Undo against a normal opponent
    assert not duel.undo_allowed(duel_spec) and not rel_undo_shown()
    # and the duel still plays on to its end
    run DuelTestClick() until run TestCond("duel_test_over()")
    pause .05 until run TestDrawn("duel_test_over()")
    assert duel_test_check_over()
    run Quit(confirm=False)


testcase reliability_rollback_duel_undo:
    $ _test.timeout = 200.0
    move (0.5, 0.5) pattern "Start"
    $ duel_test_setup(rel_spec("easy"))
    $ REL["policy"] = True
    # Undo is opt-in: off in a fresh game, the player turns it on
    assert persistent.duel_undo is False and not duel.undo_allowed(rel_spec("easy"))
    $ persistent.duel_undo = True
    run Start("duel_test_entry")
    pause 0.2 until run TestCond("duel_test_human_turn()")
    pause .05 until run TestDrawn("kozyr_table_ready()")
    $ rel_first = duel_state
    run DuelTestClick() until run TestCond("duel_state is not rel_first")
    pause 0.2 until run TestCond("duel_test_human_turn()")
    pause .05 until run TestDrawn("kozyr_table_ready()")
    $ rel_answer = duel_state
    assert not renpy.can_rollback()
    run Rollback()
    pause .5  # kept for time: a rollback refused shows nothing to wait for; it would have happened by now
    assert duel_state is rel_answer
    # Undo takes back the player's move and the AI's answer to it
    assert rel_undo_shown()
    "Undo"
    pause 0.2 until run TestCond("duel_state == rel_first")
    pause 0.2 until run TestCond("duel_test_human_turn()")
    assert duel_undo_state is None and not rel_undo_shown()
    # the same move again meets the same AI answer: no luck to redraw
    $ duel_test_setup(duel_spec)
    $ REL["policy"] = True
    run DuelTestClick() until run TestCond("duel_state != rel_first and duel_test_human_turn()")
    assert duel_state == rel_answer
    # with the option off there is no Undo
    $ persistent.duel_undo = False
    $ renpy.restart_interaction()
    pause .05 until run TestDrawn()  # the restart drawn: what the check below reads is on screen
    assert not rel_undo_shown()
    $ persistent.duel_undo = True
    run Quit(confirm=False)
